import type { Ref } from 'react';
import {
  FieldError,
  Label,
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  Text,
} from 'react-aria-components';
import * as fieldStyles from '../TextField/TextField.css';
import type { RadioGroupProps, RadioProps } from './RadioGroup';
import * as styles from './RadioGroup.css';

/**
 * The Radio Group once the visitor comes to its form (loaded by `RadioGroup`): React Aria's
 * `RadioGroup`, where arrow keys move the choice and Tab leaves the group.
 */
export function AriaRadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  orientation = 'horizontal',
  ...props
}: RadioGroupProps & { ref?: Ref<HTMLDivElement> }) {
  return (
    <RACRadioGroup
      {...props}
      orientation={orientation}
      className={className ? `${styles.group} ${className}` : styles.group}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={styles.options} data-orientation={orientation}>
        {children}
      </div>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.fieldError}>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}

/** One option of the loaded group: a circle and its label. */
export function AriaRadio({ children, className, ...props }: RadioProps) {
  return (
    <RACRadio {...props} className={className ? `${styles.radio} ${className}` : styles.radio}>
      <span className={styles.circle} aria-hidden="true" />
      {children}
    </RACRadio>
  );
}

/** How focus and caret are found again in this field as it replaces its fallback (loaded with it). */
export { fieldFocus } from '../../platform/hydration/fieldFocus';
