import {
  Children,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useLayoutEffect,
  useRef,
} from 'react';
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
import { useHydrated } from '../../features/hydration/useHydrated';
import { ChevronIcon } from '../Icon/ChevronIcon';
import { SmallCheckIcon } from '../Icon/SmallCheckIcon';
import { NativeSelect, type NativeSelectOption } from '../NativeSelect/NativeSelect';
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

/**
 * React Aria `Select`: a button opening a listbox in a popover, with label and `FieldError`.
 *
 * A named Select is part of a form that must work before and without JavaScript: until the page
 * has hydrated it is a native `<select>` with the same name, options, label, description and
 * error, drawn like the trigger (`NativeSelect`), so a visitor can choose and submit natively.
 * A choice made before hydration is handed to `onChange` as React Aria takes over.
 */
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
  const hydrated = useHydrated();
  const nativeRef = useRef<HTMLSelectElement>(null);
  const { onChange } = props;
  const selected = props.value ?? props.selectedKey ?? null;
  useLayoutEffect(() => {
    // At hydration, just before React Aria replaces the native select: keep what was chosen.
    if (hydrated) return;
    const chosen = nativeRef.current?.value;
    if (chosen && chosen !== String(selected ?? '')) onChange?.(chosen as never);
  }, [hydrated, onChange, selected]);
  if (!hydrated && props.name) {
    return (
      <NativeSelect
        ref={nativeRef}
        name={props.name}
        id={props.id}
        label={label}
        description={description}
        errorMessage={typeof errorMessage === 'string' ? errorMessage : undefined}
        isInvalid={props.isInvalid}
        isRequired={props.isRequired}
        isDisabled={props.isDisabled}
        placeholder={placeholder}
        options={nativeOptions(items, children)}
        defaultValue={String(selected ?? props.defaultValue ?? props.defaultSelectedKey ?? '')}
        className={className}
      />
    );
  }
  return (
    <RACSelect
      {...props}
      placeholder={placeholder}
      className={className ? `${styles.select} ${className}` : styles.select}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Button className={styles.trigger}>
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
      <SmallCheckIcon className={styles.check} />
    </ListBoxItem>
  );
}

/** The id and text of each option, from `items` + a render function or from `SelectItem`s. */
function nativeOptions<T extends object>(
  items: Iterable<T> | undefined,
  children: ReactNode | ((item: T) => ReactNode),
): NativeSelectOption[] {
  const elements: ReactNode[] =
    typeof children === 'function'
      ? Array.from(items ?? [], (item) => (children as (item: T) => ReactNode)(item))
      : Children.toArray(children);
  return elements.flatMap((element) => {
    if (!isValidElement(element)) return [];
    const { id, textValue, children: text } = (element as ReactElement<SelectItemProps<T>>).props;
    const label = textValue ?? (typeof text === 'string' ? text : undefined);
    return id === undefined || label === undefined ? [] : [{ id: String(id), label }];
  });
}
