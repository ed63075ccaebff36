import {
  Children,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useRef,
  useState,
} from 'react';
import type {
  ListBoxItemProps,
  SelectProps as RACSelectProps,
  ValidationResult,
} from 'react-aria-components';
import { useEnhancement } from '../../platform/hydration/useEnhancement';
import { useRefusalKeptThroughSwap } from '../../platform/hydration/useRefusalKeptThroughSwap';
import { NativeSelect, type NativeSelectOption } from '../NativeSelect/NativeSelect';
import type { SelectOption } from './AriaSelect';

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

/** The loaded Select's option, for `SelectItem`s (null until the Select is loaded). */
const OptionContext = createContext<typeof SelectOption | null>(null);

/**
 * React Aria `Select`: a button opening a listbox in a popover, with label and `FieldError`.
 *
 * It is part of forms that must work before and without JavaScript, and it loads its React Aria
 * code only when the visitor starts on its form (`useEnhancement`, a pointer or focus anywhere
 * in the form), so no page loads it up front. Until then it is a native `<select>` with the same
 * name, options, label, description and error, drawn like the trigger (`NativeSelect`), so a
 * visitor can choose and submit natively. A choice made before is handed to `onChange` as React
 * Aria takes over, and a focused select leaves focus on the trigger that replaces it.
 */
export function Select<T extends object>(props: SelectProps<T>) {
  const {
    label,
    description,
    errorMessage,
    placeholder = 'Select an option',
    items,
    children,
    className,
  } = props;
  const nativeRef = useRef<HTMLSelectElement>(null);
  const [focusTrigger, setFocusTrigger] = useState(false);
  const { onChange } = props;
  const selected = props.value ?? props.selectedKey ?? null;
  const enhanced = useEnhancement(() => import('./AriaSelect'), nativeRef, {
    within: 'form',
    eager: props.defaultOpen ?? props.isOpen ?? false,
    // Just before React Aria replaces the native select: keep what was chosen and focus.
    beforeSwap: () => {
      const native = nativeRef.current;
      const chosen = native?.value;
      if (chosen && chosen !== String(selected ?? '')) onChange?.(chosen as never);
      if (native && native === document.activeElement) setFocusTrigger(true);
    },
  });
  // A choice the browser refused at a submit before the swap is refused again by React Aria's.
  useRefusalKeptThroughSwap(nativeRef, enhanced !== null, props.name);
  if (enhanced) {
    return (
      <OptionContext.Provider value={enhanced.SelectOption}>
        <enhanced.AriaSelect {...props} placeholder={placeholder} autoFocus={focusTrigger} />
      </OptionContext.Provider>
    );
  }
  return (
    <NativeSelect
      ref={nativeRef}
      name={props.name ?? ''}
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
      // Each choice is reported as it is made (the select stays the browser's: React leaves a
      // choice made before hydration in place), so one made while React Aria's version loads,
      // after \`beforeSwap\` has read the fallback, is kept too.
      onChange={onChange && ((value: string) => onChange(value as never))}
      className={className}
    />
  );
}

export interface SelectItemProps<T extends object>
  extends Omit<ListBoxItemProps<T>, 'className' | 'children'> {
  children: ReactNode;
}

/**
 * One option of a `Select`; give it a `textValue` when its children are not plain text. Before
 * the Select is loaded its id and text make an `<option>` of the native select.
 */
export function SelectItem<T extends object>(props: SelectItemProps<T>) {
  const Option = useContext(OptionContext);
  return Option ? <Option {...props} /> : null;
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
