import { useRef, useState } from 'react';
import type {
  CheckboxGroupProps as RACCheckboxGroupProps,
  RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components';
import { useEnhancement } from '../../platform/hydration/useEnhancement';
import { SmallCheckIcon } from '../Icon/SmallCheckIcon';
import { visuallyHiddenInputStyle } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './FilterChips.css';

export interface FilterChip {
  /** What the form submits ('measurement'). */
  value: string;
  /** What the visitor reads ('Measurement'). */
  label: string;
}

interface CommonProps {
  /** The choices, in order; with one choice the first is usually 'All'. */
  chips: ReadonlyArray<FilterChip>;
  /** The field's name in the filter form's URL ('category', 'tags'). */
  name: string;
  className?: string;
}

/** One choice: a radio group (`value` is the chosen chip's value). */
export interface SingleFilterChipsProps
  extends CommonProps,
    Omit<RACRadioGroupProps, 'className' | 'children' | 'orientation' | 'name'> {
  selectionMode?: 'single';
}

/** Any number of choices: a checkbox group (`value` lists the chosen chips' values). */
export interface MultipleFilterChipsProps
  extends CommonProps,
    Omit<RACCheckboxGroupProps, 'className' | 'children' | 'name'> {
  selectionMode: 'multiple';
}

export type FilterChipsProps = SingleFilterChipsProps | MultipleFilterChipsProps;

/**
 * One filter of a list as a row of chips. Give it an `aria-label` ('Filter products by
 * category'). One choice (default): a React Aria `RadioGroup` of native radios drawn as chips;
 * arrow keys move the choice, Tab leaves the group. Several choices (`selectionMode="multiple"`,
 * tags): a React Aria `CheckboxGroup` of native checkboxes, each chip its own Tab stop, Space
 * toggles it, and a chosen chip shows a tick as well as the fill. Inside a `FilterForm` the chips
 * are real form fields: without JavaScript the browser checks them and the form submits them
 * (`?tags=a&tags=b` for several).
 *
 * Until the visitor comes to the form (a pointer or focus anywhere in it) the chips are those
 * native inputs alone (`NativeFilterChips`), which already filter at once through `onChange`;
 * React Aria's group is loaded then (`useEnhancement`) and replaces them without a visible change,
 * keeping a focused chip focused. No page loads it before.
 */
export function FilterChips(props: FilterChipsProps) {
  const ref = useRef<HTMLElement>(null);
  const [focusedValue, setFocusedValue] = useState<string>();
  const enhanced = useEnhancement(() => import('./FilterChipsGroup'), ref, {
    within: 'form',
    beforeSwap: () => {
      const focused = ref.current?.querySelector<HTMLInputElement>('input:focus');
      if (focused) setFocusedValue(focused.value);
    },
  });
  if (enhanced) return <enhanced.FilterChipsGroup {...props} autoFocusValue={focusedValue} />;
  return <NativeFilterChips {...props} ref={ref} />;
}

/**
 * The chips as the markup React Aria's groups render, on the browser's own radios or
 * checkboxes: they submit with the form without JavaScript, and once hydrated choosing one calls
 * `onChange` as React Aria's group does.
 */
function NativeFilterChips({ ref, ...props }: FilterChipsProps & { ref: React.Ref<HTMLElement> }) {
  const multiple = props.selectionMode === 'multiple';
  // Uncontrolled (a `defaultValue` only): the browser keeps the choice.
  const controlled = props.value !== undefined;
  const chosen = new Set(
    multiple
      ? (props.value ?? props.defaultValue ?? [])
      : [props.value ?? props.defaultValue ?? ''],
  );
  const onInput = (value: string, checked: boolean) => {
    if (props.selectionMode === 'multiple') {
      const next = props.chips
        .map((chip) => chip.value)
        .filter((chipValue) => (chipValue === value ? checked : chosen.has(chipValue)));
      props.onChange?.(next);
    } else if (checked) props.onChange?.(value);
  };
  const className = props.className ? `${styles.group} ${props.className}` : styles.group;
  const chips = props.chips.map((chip) => (
    <label
      key={chip.value}
      className={multiple ? `${styles.chip} ${styles.checkChip}` : styles.chip}
      data-selected={chosen.has(chip.value) || undefined}
    >
      <span style={visuallyHiddenInputStyle}>
        <input
          type={multiple ? 'checkbox' : 'radio'}
          name={props.name}
          value={chip.value}
          checked={controlled ? chosen.has(chip.value) : undefined}
          defaultChecked={controlled ? undefined : chosen.has(chip.value)}
          onChange={(event) => onInput(chip.value, event.target.checked)}
        />
      </span>
      {multiple ? <SmallCheckIcon className={styles.tick} strokeWidth="2.25" /> : null}
      {chip.label}
    </label>
  ));
  if (multiple) {
    return (
      <fieldset
        ref={ref as React.Ref<HTMLFieldSetElement>}
        aria-label={props['aria-label']}
        aria-labelledby={props['aria-labelledby']}
        className={`${className} ${styles.fieldset}`}
      >
        {chips}
      </fieldset>
    );
  }
  return (
    <div
      ref={ref as React.Ref<HTMLDivElement>}
      role="radiogroup"
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={className}
    >
      {chips}
    </div>
  );
}
