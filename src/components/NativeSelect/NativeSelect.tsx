import type { Ref } from 'react';
import { ChevronIcon } from '../Icon/ChevronIcon';
import * as styles from '../Select/Select.css';
import { NativeFieldNotes, useNativeFieldParts } from '../TextField/nativeField';
import * as fieldStyles from '../TextField/TextField.css';

/** One option: the value the form submits and the text the visitor reads. */
export interface NativeSelectOption {
  id: string;
  label: string;
}

export interface NativeSelectProps {
  ref?: Ref<HTMLSelectElement>;
  /** The field's name in its form. */
  name: string;
  id?: string;
  label: string;
  description?: string;
  /** Shown when `isInvalid` (a refusal the server rendered). */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** An empty first option ('Select an option'), which `isRequired` refuses. */
  placeholder?: string;
  options: ReadonlyArray<NativeSelectOption>;
  /** The chosen option's id (controlled, with `onChange`; uncontrolled, `onChange` reports). */
  value?: string;
  /** The option chosen at first (uncontrolled). */
  defaultValue?: string;
  onChange?: (value: string) => void;
  className?: string;
}

/**
 * The browser's own `<select>`, drawn like the Select's trigger, with the field's label,
 * description and error (`isInvalid` with `errorMessage`, such as a refused submission rendered by
 * the server). It is the Select until the visitor comes to its form, and on its own the
 * choice of a short list that needs nothing React Aria adds (a sort order): no script to
 * download, the platform's picker on phones, and it works without JavaScript.
 */
export function NativeSelect({
  ref,
  name,
  id,
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  placeholder,
  options,
  value,
  defaultValue,
  onChange,
  className,
}: NativeSelectProps) {
  const parts = useNativeFieldParts(id, description, isInvalid, errorMessage);
  const { controlId: selectId, invalid } = parts;
  return (
    <div
      className={className ? `${styles.select} ${className}` : styles.select}
      data-invalid={invalid || undefined}
    >
      <label htmlFor={selectId} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.nativeBox}>
        <select
          ref={ref}
          id={selectId}
          name={name}
          required={isRequired}
          disabled={isDisabled}
          {...(value !== undefined ? { value } : { defaultValue: defaultValue ?? '' })}
          onChange={onChange && ((event) => onChange(event.currentTarget.value))}
          aria-invalid={invalid || undefined}
          aria-describedby={parts.describedBy}
          className={`${styles.trigger} ${styles.native}`}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronIcon className={`${styles.chevron} ${styles.nativeChevron}`} />
      </div>
      <NativeFieldNotes parts={parts} description={description} />
    </div>
  );
}
