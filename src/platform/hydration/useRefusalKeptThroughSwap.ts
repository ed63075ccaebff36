import { type RefObject, useEffect, useRef } from 'react';

/**
 * A value the browser refused at a submit while its field was still the native fallback (its own
 * bubble, which goes with the native control) is refused again by the React Aria field that
 * replaces it (`useEnhancement`), which shows the message under the field and focuses the first
 * refused field of the form, as after any refused submit. Not when the visitor has changed the
 * value since.
 *
 * `fallback`: the native control or an element around it; `name`: the field's name in its form,
 * by which the React Aria field's control is found after the swap (its effects listen by then:
 * they run before this one, as its parent's).
 */
export function useRefusalKeptThroughSwap(
  fallback: RefObject<HTMLElement | null>,
  swapped: boolean,
  name: string | undefined,
): void {
  const refusedIn = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    if (swapped) {
      const form = refusedIn.current;
      refusedIn.current = null;
      if (!form || !name) return;
      const item = form.elements.namedItem(name);
      const control = item instanceof RadioNodeList ? item[0] : item;
      if (control && 'checkValidity' in control) (control as HTMLInputElement).checkValidity();
      return;
    }
    const element = fallback.current;
    if (!element) return;
    const onInvalid = (event: Event) => {
      refusedIn.current = (event.target as HTMLInputElement).form ?? null;
    };
    const onChange = () => {
      refusedIn.current = null;
    };
    element.addEventListener('invalid', onInvalid, true);
    element.addEventListener('input', onChange);
    element.addEventListener('change', onChange);
    return () => {
      element.removeEventListener('invalid', onInvalid, true);
      element.removeEventListener('input', onChange);
      element.removeEventListener('change', onChange);
    };
  }, [swapped, fallback, name]);
}
