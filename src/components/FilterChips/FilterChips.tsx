import {
  Checkbox as RACCheckbox,
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components';
import { SmallCheckIcon } from '../Icon/SmallCheckIcon';
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
 * are real form fields: before hydration and without JavaScript the browser checks them and the
 * form submits them (`?tags=a&tags=b` for several); with JavaScript, `onChange` filters at once.
 */
export function FilterChips(props: FilterChipsProps) {
  if (props.selectionMode === 'multiple') {
    const { chips, name, className, selectionMode: _mode, ...group } = props;
    return (
      <RACCheckboxGroup
        {...group}
        name={name}
        className={className ? `${styles.group} ${className}` : styles.group}
      >
        {chips.map((chip) => (
          <RACCheckbox
            key={chip.value}
            value={chip.value}
            className={`${styles.chip} ${styles.checkChip}`}
          >
            <SmallCheckIcon className={styles.tick} strokeWidth="2.25" />
            {chip.label}
          </RACCheckbox>
        ))}
      </RACCheckboxGroup>
    );
  }
  const { chips, name, className, selectionMode: _mode, ...group } = props;
  return (
    <RACRadioGroup
      {...group}
      name={name}
      orientation="horizontal"
      className={className ? `${styles.group} ${className}` : styles.group}
    >
      {chips.map((chip) => (
        <RACRadio key={chip.value} value={chip.value} className={styles.chip}>
          {chip.label}
        </RACRadio>
      ))}
    </RACRadioGroup>
  );
}
