import type { Ref } from 'react';
import { FieldError, Input, Label, TextField as RACTextField, Text } from 'react-aria-components';
import { clearFixedError } from './clearFixedError';
import type { TextFieldProps } from './TextField';
import * as styles from './TextField.css';

/**
 * The Text Field once the visitor comes to its form (loaded by `TextField`): React Aria's
 * `TextField` with label, input, description and `FieldError`.
 */
export function AriaTextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps & { ref?: Ref<HTMLDivElement> }) {
  return (
    <RACTextField {...props} className={className ? `${styles.field} ${className}` : styles.field}>
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} placeholder={placeholder} onInput={clearFixedError} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
    </RACTextField>
  );
}

/** How focus and caret are found again in this field as it replaces its fallback (loaded with it). */
export { fieldFocus } from '../../platform/hydration/fieldFocus';
