import type { FormEvent, ReactNode } from 'react';
import { NativeButton } from '../NativeButton/NativeButton';
import * as styles from './FilterForm.css';

export interface FilterFormProps {
  /** The list's own path: the form GETs it with the fields as its search params. */
  action: string;
  /**
   * With JavaScript, a submission (Enter in a search box) does not load the page: the fields
   * already filtered as they changed. Pass this to act on the submitted fields as well. Without
   * JavaScript the browser loads `action?…` and the server renders the filtered list.
   */
  onSubmit?: (fields: URLSearchParams) => void;
  /** The button that applies the filters when scripts do not run ('Show products'). */
  submitLabel: string;
  className?: string;
  /** The fields: a SearchField, FilterChips, each with a `name`. */
  children: ReactNode;
}

/**
 * A list's filters as a real `<form method="get">`: its fields' names are the list's typed
 * search params, so submitting it yields the same URL the enhanced filters write. Without
 * JavaScript the visitor chooses, then presses the submit button (shown only then) or Enter in
 * the search box; with JavaScript the fields filter as they change and the button is not shown.
 */
export function FilterForm({
  action,
  onSubmit,
  submitLabel,
  className,
  children,
}: FilterFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!onSubmit) return;
    const fields = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') fields.append(key, value);
    }
    onSubmit(fields);
  }
  return (
    <form
      method="get"
      action={action}
      onSubmit={submit}
      className={className ? `${styles.form} ${className}` : styles.form}
    >
      {children}
      <div className={styles.submitRow}>
        {/* Shown only when scripts do not run. */}
        <NativeButton type="submit" variant="secondary">
          {submitLabel}
        </NativeButton>
      </div>
    </form>
  );
}
