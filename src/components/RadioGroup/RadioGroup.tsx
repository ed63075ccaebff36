import {
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useRef,
  useState,
} from 'react';
import type {
  RadioGroupProps as RACRadioGroupProps,
  RadioProps as RACRadioProps,
  ValidationResult,
} from 'react-aria-components';
import { useEnhancement } from '../../platform/hydration/useEnhancement';
import { useFocusKeptThroughSwap } from '../../platform/hydration/useFocusKeptThroughSwap';
import { NativeFieldNotes, useNativeFieldParts } from '../TextField/nativeField';
import * as fieldStyles from '../TextField/TextField.css';
import { visuallyHiddenInputStyle } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'className' | 'children'> {
  /** The group's visible label (its accessible name). */
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  children: ReactNode;
  className?: string;
}

export interface RadioProps extends Omit<RACRadioProps, 'className' | 'children'> {
  children: ReactNode;
  className?: string;
}

/** The loaded group's `Radio` (null until React Aria's group is loaded). */
const LoadedRadioContext = createContext<ComponentType<RadioProps> | null>(null);

/** What the native radios of a group not loaded yet share. */
interface NativeGroup {
  name: string;
  value: string | null;
  choose: (value: string) => void;
  isDisabled?: boolean;
  isRequired?: boolean;
  isInvalid: boolean;
}
const NativeGroupContext = createContext<NativeGroup | null>(null);

/**
 * React Aria `RadioGroup`: one choice among a few, all visible. Arrow keys move the choice, Tab
 * leaves the group; with a `name` it submits like native radios.
 *
 * Until the visitor comes to its form (a pointer or focus anywhere in it, or in the group when it
 * has no form) it is the same markup on the browser's own radios, which arrows move between and
 * a form submits; React Aria's group is loaded then (`AriaRadioGroup`) and replaces it, keeping
 * the choice and focus. No page loads it before.
 */
export function RadioGroup(props: RadioGroupProps) {
  const {
    label,
    description,
    errorMessage,
    children,
    className,
    orientation = 'horizontal',
    name,
    isDisabled,
    isRequired,
    isInvalid,
  } = props;
  const ref = useRef<HTMLDivElement>(null);
  // The group's own ids (its label's, description's and error's) and its refusal as rendered.
  const parts = useNativeFieldParts(undefined, description, isInvalid, errorMessage);
  const id = parts.controlId;
  const [chosen, setChosen] = useState(props.defaultValue ?? null);
  const value = props.value !== undefined ? props.value : chosen;
  const choose = (next: string) => {
    if (props.value === undefined) setChosen(next);
    props.onChange?.(next);
  };
  const enhanced = useEnhancement(() => import('./AriaRadioGroup'), ref, {
    within: 'form',
    // A choice made before hydration is in the browser's radios only.
    beforeSwap: () => {
      const checked = ref.current?.querySelector<HTMLInputElement>('input:checked')?.value;
      if (checked !== undefined && checked !== value) choose(checked);
    },
  });
  useFocusKeptThroughSwap(ref, enhanced !== null, enhanced?.fieldFocus);
  if (enhanced) {
    return (
      <LoadedRadioContext.Provider value={enhanced.AriaRadio}>
        <enhanced.AriaRadioGroup
          {...props}
          ref={ref}
          orientation={orientation}
          {...(props.value === undefined ? { defaultValue: chosen } : {})}
        />
      </LoadedRadioContext.Provider>
    );
  }
  const { invalid } = parts;
  return (
    <div
      ref={ref}
      id={props.id}
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={parts.describedBy}
      aria-orientation={orientation}
      aria-invalid={invalid || undefined}
      aria-disabled={isDisabled || undefined}
      className={className ? `${styles.group} ${className}` : styles.group}
      data-orientation={orientation}
      data-invalid={invalid || undefined}
    >
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.options} data-orientation={orientation}>
        <NativeGroupContext.Provider
          value={{ name: name ?? id, value, choose, isDisabled, isRequired, isInvalid: invalid }}
        >
          {children}
        </NativeGroupContext.Provider>
      </div>
      <NativeFieldNotes parts={parts} description={description} />
    </div>
  );
}

/** One option of a `RadioGroup`: a circle and its label (a native radio until the group loads). */
export function Radio({ children, className, ...props }: RadioProps) {
  const Loaded = useContext(LoadedRadioContext);
  const group = useContext(NativeGroupContext);
  if (Loaded) {
    return (
      <Loaded {...props} className={className}>
        {children}
      </Loaded>
    );
  }
  const disabled = group?.isDisabled || props.isDisabled;
  return (
    <label
      className={className ? `${styles.radio} ${className}` : styles.radio}
      data-disabled={disabled || undefined}
      data-invalid={group?.isInvalid || undefined}
    >
      <span style={visuallyHiddenInputStyle}>
        <input
          type="radio"
          name={group?.name}
          value={props.value}
          checked={group ? group.value === props.value : undefined}
          onChange={() => group?.choose(props.value)}
          disabled={disabled}
          required={group?.isRequired}
        />
      </span>
      <span className={styles.circle} aria-hidden="true" />
      {children}
    </label>
  );
}
