import type { ReactNode } from 'react';
import {
  FieldError,
  Label,
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'className' | 'children'> {
  /** The group's visible label (its accessible name). */
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  children: ReactNode;
  className?: string;
}

/**
 * React Aria `RadioGroup`: one choice among a few, all visible. Arrow keys move the choice, Tab
 * leaves the group; with a `name` it submits like native radios.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  orientation = 'horizontal',
  ...props
}: RadioGroupProps) {
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

export interface RadioProps extends Omit<RACRadioProps, 'className' | 'children'> {
  children: ReactNode;
  className?: string;
}

/** One option of a `RadioGroup`: a circle and its label. */
export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <RACRadio {...props} className={className ? `${styles.radio} ${className}` : styles.radio}>
      <span className={styles.circle} aria-hidden="true" />
      {children}
    </RACRadio>
  );
}
