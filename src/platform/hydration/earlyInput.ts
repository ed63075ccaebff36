import { hasCaret } from './fieldFocus';

/**
 * What a visitor does before React listens, carried over once it does.
 *
 * The page works as HTML from its first paint, and the app starts after it (src/entry-client.tsx),
 * so on a slow phone a visitor types, chooses, presses for a second or more before React has
 * attached a listener. The browser keeps what HTML does by itself (a typed value, a checked
 * radio, a chosen option, a followed link, an open `<details>`), but React and React Aria never
 * hear of it:
 * - a field's state still holds the server's value, and the next render of the field writes it
 *   back over what the visitor typed (React hydrates a field keeping the browser's value, and
 *   takes that value as already known);
 * - a button that only a script can make work (`type="button"`: Go Back, Load More) was clicked
 *   with nothing to answer;
 * - a press that began before React listened (or on a fallback swapped out under the pointer)
 *   ends on a React Aria control that never saw it start, and React Aria ignores a click it did
 *   not see pressed.
 *
 * The inline entry records all three from the first moment (`window.__earlyInput`); the app
 * replays them: `replayPress` when the pointer is released, `syncEarlyInput` and
 * `replayEarlyClicks` once the first render has hydrated (src/routes/__root.tsx).
 */
export interface EarlyPress {
  x: number;
  y: number;
  pointerId: number;
  pointerType: string;
  target: EventTarget | null;
  /** Whether React heard the press begin (it was listening, and did not stop the event). */
  seen: boolean;
}

export interface EarlyInput {
  /** Set by the app once React listens (src/hydrate-client.tsx). */
  listening: boolean;
  /** Script-only buttons clicked before React listened, in order. */
  clicks: Element[];
  /** The press under way (pointer down, not yet up). */
  press: EarlyPress | null;
  /** Called with the release of a press, before React hears of the release. */
  onPressEnd?: (press: EarlyPress, release: PointerEvent) => void;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

const pressable = '[data-react-aria-pressable]';

/**
 * A press React Aria did not see begin (it began before React listened, or on an element swapped
 * out since) starts again on the React Aria control now under the pointer, so the release and the
 * click that follow complete it.
 */
export function replayPress(press: EarlyPress, release: PointerEvent): void {
  const target = press.target instanceof Element ? press.target : null;
  if (press.seen && target?.isConnected) return;
  const under = document.elementFromPoint(release.clientX, release.clientY)?.closest(pressable);
  if (!under) return;
  under.dispatchEvent(
    new PointerEvent('pointerdown', {
      bubbles: true,
      cancelable: true,
      composed: true,
      clientX: press.x,
      clientY: press.y,
      pointerId: press.pointerId,
      pointerType: press.pointerType,
      isPrimary: true,
      button: 0,
      buttons: 1,
    }),
  );
}

/**
 * Script-only buttons clicked before React listened are clicked again, now that it does. A part
 * of the page that has not hydrated yet (a boundary waiting for its chunk) stops the click unheard,
 * as it did the first; React then hydrates that part first, and the click is tried again shortly
 * (for up to five seconds).
 */
export function replayEarlyClicks(
  early: EarlyInput | undefined = window.__earlyInput,
  triesLeft = 100,
): void {
  if (!early) return;
  for (const button of early.clicks.splice(0)) {
    if (!(button instanceof HTMLElement) || !button.isConnected) continue;
    let reached = false;
    const reach = () => {
      reached = true;
    };
    button.addEventListener('click', reach, { capture: true, once: true });
    button.click();
    button.removeEventListener('click', reach, { capture: true });
    if (!reached && triesLeft > 0) early.clicks.push(button);
  }
  if (early.clicks.length > 0) setTimeout(() => replayEarlyClicks(early, triesLeft - 1), 50);
}

const skippedTypes = new Set(['hidden', 'submit', 'reset', 'button', 'image', 'file']);

/**
 * Tells React of every field the visitor changed before it listened: the field's own change
 * event, as if typed, chosen or ticked now, so its state (and whatever follows from it, such as
 * a filter) catches up with what the page shows. Caret and selection stay where they are.
 */
export function syncEarlyInput(root: ParentNode = document): void {
  // The root may be the field itself (a fallback's ref on its input or select).
  const fields = [
    ...(root instanceof Element && root.matches('input, textarea, select') ? [root] : []),
    ...root.querySelectorAll('input, textarea, select'),
  ];
  for (const field of fields) {
    if (field instanceof HTMLInputElement) syncInput(field);
    else if (field instanceof HTMLTextAreaElement) replayText(field);
    else if (field instanceof HTMLSelectElement) syncSelect(field);
  }
}

function syncInput(field: HTMLInputElement) {
  if (skippedTypes.has(field.type)) return;
  if (field.type !== 'checkbox' && field.type !== 'radio') {
    replayText(field);
    return;
  }
  if (field.checked === field.defaultChecked) return;
  // A group's choice is the radio that is checked now; the one unchecked by it follows.
  if (field.type === 'radio' && !field.checked) return;
  const checked = field.checked;
  // The instance's setter is what React's value tracker follows: it now holds the opposite, and
  // the click puts the visitor's choice back, which React reads as a change.
  field.checked = !checked;
  field.click();
  if (field.checked !== checked) field.checked = checked;
}

function syncSelect(select: HTMLSelectElement) {
  const defaultIndex = Math.max(
    0,
    [...select.options].findIndex((option) => option.defaultSelected),
  );
  if (select.multiple || select.selectedIndex === defaultIndex) return;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

function replayText(field: HTMLInputElement | HTMLTextAreaElement) {
  const typed = field.value;
  if (typed === field.defaultValue) return;
  const focused = document.activeElement === field;
  const { selectionStart, selectionEnd, selectionDirection } = hasCaret(field)
    ? field
    : { selectionStart: null, selectionEnd: null, selectionDirection: null };
  // The instance's setter tells React's tracker the server's value; the prototype's puts the
  // visitor's back without telling it, so the input event reads as a change to it.
  field.value = field.defaultValue;
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (focused && selectionStart !== null && selectionEnd !== null) {
    field.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
  }
}
