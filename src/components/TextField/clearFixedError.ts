import type { FormEvent } from 'react';

/**
 * React Aria's native validation shows a field's error when the form is submitted or the field
 * is left (its `change` event), and keeps it until then. This clears a shown error as soon as the
 * visitor's typing makes the value valid ("reward early"): asking React Aria to commit the
 * field's validation, as leaving it would. So an error never lingers on a fixed value, and never
 * disappears at the moment the visitor presses a button below it, moving the button away from
 * under the pointer.
 */
export function clearFixedError(event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) {
  const field = event.currentTarget;
  if (field.getAttribute('aria-invalid') === 'true' && field.validity.valid) {
    field.dispatchEvent(new Event('change'));
  }
}
