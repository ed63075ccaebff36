import { NativeTextField } from '../TextField/NativeTextField';
import type { TextFieldProps } from '../TextField/TextField';
import { useFieldEnhancement } from '../TextField/useFieldEnhancement';
import * as styles from './TextArea.css';

export interface TextAreaProps extends TextFieldProps {
  /** Visible lines (default 5). */
  rows?: number;
}

/**
 * A multi-line React Aria `TextField` (label, textarea, description, `FieldError`).
 *
 * Until the visitor comes to its form it is the browser's own text area in the same markup
 * (`NativeTextField`); React Aria's field is loaded then (`AriaTextArea`) and replaces it, keeping
 * what was typed, focus and caret, as the Text Field does.
 */
export function TextArea({ rows = 5, ...props }: TextAreaProps) {
  const { enhanced, ref, id, defaultValue } = useFieldEnhancement(
    () => import('./AriaTextArea'),
    props,
  );
  if (enhanced) {
    return (
      <enhanced.AriaTextArea {...props} rows={rows} ref={ref} id={id} defaultValue={defaultValue} />
    );
  }
  return (
    <NativeTextField
      {...props}
      ref={ref}
      id={id}
      multiline
      rows={rows}
      controlClassName={styles.textArea}
    />
  );
}
