import type { ReactNode } from 'react';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  Popover,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './Select.css';

export interface SelectProps<T extends object>
  extends Omit<RACSelectProps<T, 'single'>, 'className' | 'children'> {
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Shown until an option is chosen (default "Select an option"). */
  placeholder?: string;
  /** For dynamic collections; otherwise pass `SelectItem` children. */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  className?: string;
}

/** React Aria `Select`: a button opening a listbox in a popover, with label and `FieldError`. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  placeholder = 'Select an option',
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect
      {...props}
      placeholder={placeholder}
      className={className ? `${styles.select} ${className}` : styles.select}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <svg
          className={styles.chevron}
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="m5 7.5 5 5 5-5" />
        </svg>
      </Button>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.fieldError}>{errorMessage}</FieldError>
      <Popover className={styles.popover} offset={4}>
        <ListBox items={items} className={styles.listBox}>
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

export interface SelectItemProps<T extends object>
  extends Omit<ListBoxItemProps<T>, 'className' | 'children'> {
  children: ReactNode;
}

/** One option of a `Select`; give it a `textValue` when its children are not plain text. */
export function SelectItem<T extends object>({ children, ...props }: SelectItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem {...props} textValue={textValue} className={styles.item}>
      <span>{children}</span>
      <svg
        className={styles.check}
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="m3.5 8.5 3 3 6-7" />
      </svg>
    </ListBoxItem>
  );
}
