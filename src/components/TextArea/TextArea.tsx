import {
  FieldError,
  Label,
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import { clearFixedError } from '../TextField/clearFixedError';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'className' | 'children'> {
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Visible lines (default 5). */
  rows?: number;
  className?: string;
}

/** A multi-line React Aria `TextField` (label, textarea, description, `FieldError`). */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 5,
  className,
  ...props
}: TextAreaProps) {
  return (
    <RACTextField
      {...props}
      className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <RACTextArea
        className={styles.textArea}
        placeholder={placeholder}
        rows={rows}
        onInput={clearFixedError}
      />
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.fieldError}>{errorMessage}</FieldError>
    </RACTextField>
  );
}
