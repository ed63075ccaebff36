import { useEffect, useId, useRef, useState } from 'react';
import { useEnhancement } from '../../features/hydration/useEnhancement';
import {
  type FocusFinder,
  useFocusKeptThroughSwap,
} from '../../features/hydration/useFocusKeptThroughSwap';

interface TextProps {
  id?: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}

/**
 * A text field's swap from its native fallback to React Aria's field (Text Field, Text Area):
 * loaded when the visitor comes to its form (`useEnhancement`), the React Aria field starts from
 * what was typed into the native one (handed to `onChange`, or its default value), and focus,
 * caret and selection stay where they were (`useFocusKeptThroughSwap`, with the loaded module's
 * `fieldFocus`). Both versions share the root `ref` and the input's `id`. A value the browser
 * refused at a submit before the swap (its own bubble, gone with the native input) is checked
 * again by React Aria's field, which shows the message under it.
 */
export function useFieldEnhancement<T extends { fieldFocus: FocusFinder }>(
  load: () => Promise<T>,
  props: TextProps,
) {
  const ref = useRef<HTMLDivElement>(null);
  const fallbackId = useId();
  const [typed, setTyped] = useState<string>();
  const enhanced = useEnhancement(load, ref, {
    within: 'form',
    beforeSwap: () => {
      const control = ref.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>(
        'input, textarea',
      );
      if (!control) return;
      if (props.value === undefined) setTyped(control.value);
      // Typed before hydration, which leaves what the browser holds in place.
      else if (control.value !== props.value) props.onChange?.(control.value);
    },
  });
  useFocusKeptThroughSwap(ref, enhanced !== null, enhanced?.fieldFocus);

  // Whether the browser refused the native field's value (a submit that found it invalid) and
  // the visitor has not typed since: React Aria's field reports it again once it listens (its
  // effects run before this one).
  const refused = useRef(false);
  useEffect(() => {
    const root = ref.current;
    if (enhanced) {
      if (refused.current) {
        refused.current = false;
        root
          ?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea')
          ?.checkValidity();
      }
      return;
    }
    if (!root) return;
    const onInvalid = () => {
      refused.current = true;
    };
    const onInput = () => {
      refused.current = false;
    };
    root.addEventListener('invalid', onInvalid, true);
    root.addEventListener('input', onInput);
    return () => {
      root.removeEventListener('invalid', onInvalid, true);
      root.removeEventListener('input', onInput);
    };
  }, [enhanced]);
  return {
    enhanced,
    ref,
    id: props.id ?? fallbackId,
    defaultValue: typed ?? props.defaultValue,
  };
}
