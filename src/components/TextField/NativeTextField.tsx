import type { Ref } from 'react';
import { NativeFieldNotes, useNativeFieldParts } from './nativeField';
import type { TextFieldProps } from './TextField';
import * as styles from './TextField.css';

export interface NativeTextFieldProps extends TextFieldProps {
  /** The field's root (the same element React Aria's field is rendered on after the swap). */
  ref?: Ref<HTMLDivElement>;
  /** A `<textarea>` of `rows` lines instead of an `<input>`. */
  multiline?: boolean;
  rows?: number;
  /** The class of the input or text area (`styles.input` by default). */
  controlClassName?: string;
}

/**
 * The browser's own input (or text area) with React Aria's field markup around it: the label, the
 * description and the error, linked the same way, in the same classes. It is a Text Field or Text
 * Area until the visitor comes to its form, so no page loads React Aria's field before that; it
 * submits, and the browser checks `required`, `type`, `minLength` and `pattern` itself.
 */
export function NativeTextField({
  ref,
  id,
  label,
  description,
  errorMessage,
  placeholder,
  className,
  multiline = false,
  rows,
  controlClassName = styles.input,
  name,
  type,
  value,
  defaultValue,
  onChange,
  isRequired,
  isDisabled,
  isReadOnly,
  isInvalid,
  maxLength,
  minLength,
  pattern,
  autoComplete,
  inputMode,
}: NativeTextFieldProps) {
  const parts = useNativeFieldParts(id, description, isInvalid, errorMessage);
  const { controlId, invalid } = parts;
  const control = {
    id: controlId,
    name,
    placeholder,
    required: isRequired,
    disabled: isDisabled,
    readOnly: isReadOnly,
    maxLength,
    minLength,
    autoComplete,
    inputMode,
    'aria-invalid': invalid || undefined,
    'aria-describedby': parts.describedBy,
    className: controlClassName,
    ...(value !== undefined
      ? {
          value,
          onChange: (event: { currentTarget: { value: string } }) =>
            onChange?.(event.currentTarget.value),
        }
      : { defaultValue }),
  };
  return (
    <div
      ref={ref}
      className={className ? `${styles.field} ${className}` : styles.field}
      data-invalid={invalid || undefined}
    >
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea {...control} rows={rows} />
      ) : (
        <input {...control} type={type} pattern={pattern} />
      )}
      <NativeFieldNotes parts={parts} description={description} />
    </div>
  );
}
