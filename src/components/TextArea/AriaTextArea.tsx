import type { Ref } from 'react';
import {
  FieldError,
  Label,
  TextArea as RACTextArea,
  TextField as RACTextField,
  Text,
} from 'react-aria-components';
import { clearFixedError } from '../TextField/clearFixedError';
import * as fieldStyles from '../TextField/TextField.css';
import type { TextAreaProps } from './TextArea';
import * as styles from './TextArea.css';

/**
 * The Text Area once the visitor comes to its form (loaded by `TextArea`): a multi-line React
 * Aria `TextField` (label, textarea, description, `FieldError`).
 */
export function AriaTextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 5,
  className,
  ...props
}: TextAreaProps & { ref?: Ref<HTMLDivElement> }) {
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

/** How focus and caret are found again in this field as it replaces its fallback (loaded with it). */
export { fieldFocus } from '../../platform/hydration/fieldFocus';
