import type { FocusFinder } from './useFocusKeptThroughSwap';

/**
 * How a form field's focus is found again when React Aria's field replaces its native fallback
 * (`useFocusKeptThroughSwap`): a radio by its value, an input or text area by its id (both
 * versions share it); in a text field the caret and the selection stay where they were, so the
 * visitor types on where they were.
 */
export const fieldFocus: FocusFinder = {
  selector: (element) => {
    if (element instanceof HTMLInputElement && element.type === 'radio') {
      return `input[type="radio"][value="${CSS.escape(element.value)}"]`;
    }
    return (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
      element.id
      ? `#${CSS.escape(element.id)}`
      : null;
  },
  carry: (before, after) => {
    // The swapped-out field still holds its selection (an e-mail input has none to read or set).
    if (!hasCaret(before) || !hasCaret(after)) return;
    const { selectionStart, selectionEnd, selectionDirection } = before;
    if (selectionStart !== null && selectionEnd !== null) {
      after.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
    }
  },
};

/** A field with a caret and a selection to read and set (an e-mail input has none). */
export function hasCaret(element: Element): element is HTMLInputElement | HTMLTextAreaElement {
  return (
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement &&
      ['text', 'search', 'url', 'tel', 'password'].includes(element.type))
  );
}
