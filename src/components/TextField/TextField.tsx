import {
  FieldError,
  Input,
  Label,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import { clearFixedError } from './clearFixedError';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'className' | 'children'> {
  /** Visible label; every field has one. */
  label: string;
  /** Help text under the input, linked with aria-describedby. */
  description?: string;
  /** Shown when the field is invalid (native, `validate` or server errors). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  className?: string;
}

/**
 * React Aria `TextField`: label, input, description and `FieldError`. An error shows on submit or
 * on leaving the field, and goes as soon as the value is fixed.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
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
