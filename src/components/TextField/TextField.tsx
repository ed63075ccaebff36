import type { TextFieldProps as RACTextFieldProps, ValidationResult } from 'react-aria-components';
import { NativeTextField } from './NativeTextField';
import { useFieldEnhancement } from './useFieldEnhancement';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'className' | 'children'> {
  /** Visible label; every field has one. */
  label: string;
  /** Help text under the input, linked with aria-describedby. */
  description?: string;
  /** Shown when the field is invalid (native, `validate` or server errors). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  className?: string;
}

/**
 * React Aria `TextField`: label, input, description and `FieldError`. An error shows on submit or
 * on leaving the field, and goes as soon as the value is fixed.
 *
 * Until the visitor comes to its form (a pointer or focus anywhere in it) it is the browser's own
 * input in the same markup (`NativeTextField`), which submits and, once hydrated, reports typing
 * through `onChange`; React Aria's field is loaded then (`AriaTextField`) and replaces it, keeping
 * what was typed, focus and caret. No page loads it before.
 */
export function TextField(props: TextFieldProps) {
  const { enhanced, ref, id, defaultValue } = useFieldEnhancement(
    () => import('./AriaTextField'),
    props,
  );
  if (enhanced) {
    return <enhanced.AriaTextField {...props} ref={ref} id={id} defaultValue={defaultValue} />;
  }
  return <NativeTextField {...props} ref={ref} id={id} />;
}
