import { type Ref, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import type {
  SearchFieldProps as RACSearchFieldProps,
  ValidationResult,
} from 'react-aria-components';
import { useEnhancement } from '../../platform/hydration/useEnhancement';
import { ClearIcon } from '../Icon/ClearIcon';
import { SearchIcon } from '../Icon/SearchIcon';
import * as fieldStyles from '../TextField/TextField.css';
import { visuallyHiddenClass } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'className' | 'children'> {
  label: string;
  /** Keep the label for screen readers only (the search icon and placeholder explain it). */
  hideLabel?: boolean;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Accessible name of the clear button. */
  clearLabel?: string;
  /** The text input, for moving focus back to it (after clearing filters, for instance). */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * React Aria `SearchField`: Escape or the clear button empties it; Enter submits.
 *
 * Until the visitor comes to its form (a pointer or focus anywhere in it) it is the same markup
 * on the browser's own search input (`NativeSearchField`), which submits with the form and, once
 * hydrated, reports typing through `onChange`; React Aria's field is loaded then
 * (`useEnhancement`) and replaces it, keeping focus and what was typed. No page loads it before.
 */
export function SearchField(props: SearchFieldProps) {
  const nativeRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLInputElement | null>(null);
  /** The fallback's input when it had focus at the swap: its caret goes to the new input. */
  const focusedFallback = useRef<HTMLInputElement | null>(null);
  const [typed, setTyped] = useState<string>();
  const enhanced = useEnhancement(() => import('./AriaSearchField'), nativeRef, {
    within: 'form',
    beforeSwap: () => {
      const input = nativeRef.current;
      if (input && input === document.activeElement) focusedFallback.current = input;
      // Uncontrolled: what the visitor typed so far stays in the field.
      if (input && props.value === undefined) setTyped(input.value);
    },
  });
  // Focus and caret move to React Aria's input in the swap's own commit, before the browser
  // handles another key: focused any later (an effect runs after the commit, and a transition's
  // effects can wait), a key typed in between would go to the page's body and be lost.
  useLayoutEffect(() => {
    const fallback = focusedFallback.current;
    const input = boxRef.current;
    if (!enhanced || !fallback || !input) return;
    focusedFallback.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active !== fallback) return;
    input.focus();
    const { selectionStart, selectionEnd, selectionDirection } = fallback;
    if (selectionStart !== null && selectionEnd !== null) {
      input.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
    }
  }, [enhanced]);
  const { inputRef } = props;
  const boxInputRef = useCallback(
    (input: HTMLInputElement | null) => {
      boxRef.current = input;
      if (typeof inputRef === 'function') inputRef(input);
      else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = input;
    },
    [inputRef],
  );
  if (enhanced) {
    return (
      <enhanced.AriaSearchField
        {...props}
        inputRef={boxInputRef}
        defaultValue={typed ?? props.defaultValue}
      />
    );
  }
  return <NativeSearchField {...props} nativeRef={nativeRef} />;
}

/**
 * React Aria's markup for the field on a plain search input. Without JavaScript it submits with
 * its form (the clear button is hidden: the form's Clear link empties the search); hydrated,
 * typing calls `onChange`, and the clear button or Escape empties it.
 */
function NativeSearchField({
  label,
  hideLabel = false,
  description,
  placeholder,
  clearLabel = 'Clear search',
  inputRef,
  nativeRef,
  className,
  name,
  value,
  defaultValue,
  onChange,
  onClear,
}: SearchFieldProps & { nativeRef: Ref<HTMLInputElement> }) {
  const id = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const current = value ?? uncontrolled;
  const change = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };
  const setRefs = (input: HTMLInputElement | null) => {
    for (const ref of [inputRef, nativeRef]) {
      if (typeof ref === 'function') ref(input);
      else if (ref) (ref as { current: HTMLInputElement | null }).current = input;
    }
  };
  return (
    <div
      className={className ? `${styles.searchField} ${className}` : styles.searchField}
      data-empty={current === '' || undefined}
    >
      <label htmlFor={id} className={hideLabel ? visuallyHiddenClass : fieldStyles.label}>
        {label}
      </label>
      <div className={styles.box}>
        <SearchIcon className={styles.searchIcon} />
        <input
          ref={setRefs}
          id={id}
          type="search"
          name={name}
          placeholder={placeholder}
          value={current}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && current !== '') {
              event.preventDefault();
              change('');
              onClear?.();
            }
          }}
          aria-describedby={description ? `${id}-description` : undefined}
          className={styles.searchInput}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={clearLabel}
          className={styles.clearButton}
          onClick={() => {
            change('');
            onClear?.();
            document.getElementById(id)?.focus();
          }}
        >
          <ClearIcon className={styles.clearIcon} />
        </button>
      </div>
      {description ? (
        <span id={`${id}-description`} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
    </div>
  );
}
