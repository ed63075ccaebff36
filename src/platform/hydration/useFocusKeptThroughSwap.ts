import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Keyboard focus survives the swap of a container's HTML fallbacks for their React Aria controls
 * (`useEnhancement`). The swap replaces the elements, and a focused element that is removed leaves
 * focus on the page's body: a visitor who tabbed into the header while the page hydrated would
 * start again from the top. The element focused in the container before the swap is found after
 * it by what it is (`finder`: by default a link's target or a control's accessible label) and
 * focused again.
 *
 * Only when nothing else has focus by then, and not after a press elsewhere on the page.
 */
export function useFocusKeptThroughSwap(
  container: RefObject<HTMLElement | null>,
  swapped: boolean,
  finder: FocusFinder = controls,
): void {
  const focused = useRef<Element | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // Focused before this effect ran (while the page hydrated).
    if (element.contains(document.activeElement)) {
      focused.current = document.activeElement;
    }
    const onFocusIn = (event: FocusEvent) => {
      focused.current = event.target instanceof Element ? event.target : null;
    };
    const onFocusOut = (event: FocusEvent) => {
      // Focus moved on to another element outside: nothing to keep. (A removed element's focus
      // goes nowhere: relatedTarget is null.)
      if (event.relatedTarget instanceof Node && !element.contains(event.relatedTarget)) {
        focused.current = null;
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && element.contains(event.target))) {
        focused.current = null;
      }
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [container]);

  useLayoutEffect(() => {
    if (!swapped) return;
    const before = focused.current;
    focused.current = null;
    const active = document.activeElement;
    const selector = before && finder.selector(before);
    if (!selector || (active && active !== document.body)) return;
    const after = container.current?.querySelector<HTMLElement>(selector);
    after?.focus();
    if (after) finder.carry?.(before, after);
  }, [swapped, container, finder]);
}

/** How to find the focused element again among the controls that replace it. */
export interface FocusFinder {
  /** A selector for its replacement (null: its focus is not kept). */
  selector: (element: Element) => string | null;
  /** Carries more than focus over once the replacement has it (a text field's caret). */
  carry?: (before: Element, after: HTMLElement) => void;
}

/** Links by their target, other controls by their accessible label. */
const controls: FocusFinder = { selector: focusSelector };
function focusSelector(target: Element): string | null {
  const href = target.getAttribute('href');
  if (href !== null) return `a[href="${CSS.escape(href)}"]`;
  const label = target.getAttribute('aria-label');
  if (label) return `[aria-label="${CSS.escape(label)}"]`;
  return null;
}
