import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  Text,
} from 'react-aria-components';
import { ChevronIcon } from '../Icon/ChevronIcon';
import { SmallCheckIcon } from '../Icon/SmallCheckIcon';
import * as fieldStyles from '../TextField/TextField.css';
import type { SelectItemProps, SelectProps } from './Select';
import * as styles from './Select.css';

/**
 * The Select once the visitor comes to its form (loaded by `Select`): React Aria's button
 * opening a listbox in a popover, with label, description and `FieldError`.
 */
export function AriaSelect<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  children,
  className,
  autoFocus,
  ...props
}: SelectProps<T> & { autoFocus?: boolean }) {
  return (
    <RACSelect
      {...props}
      placeholder={placeholder}
      className={className ? `${styles.select} ${className}` : styles.select}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Button className={styles.trigger} autoFocus={autoFocus}>
        <SelectValue className={styles.value} />
        <ChevronIcon className={styles.chevron} />
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

/** A `SelectItem` inside the loaded Select: React Aria's option, with a check when chosen. */
export function SelectOption<T extends object>({ children, ...props }: SelectItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem {...props} textValue={textValue} className={styles.item}>
      <span>{children}</span>
      <SmallCheckIcon className={styles.check} />
    </ListBoxItem>
  );
}
