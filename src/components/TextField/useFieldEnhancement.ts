import { useId, useRef, useState } from 'react';
import { useEnhancement } from '../../platform/hydration/useEnhancement';
import {
  type FocusFinder,
  useFocusKeptThroughSwap,
} from '../../platform/hydration/useFocusKeptThroughSwap';
import { useRefusalKeptThroughSwap } from '../../platform/hydration/useRefusalKeptThroughSwap';

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
 * refused at a submit before the swap (its own bubble, gone with the native input) is refused
 * again by React Aria's field, which shows the message under it (`useRefusalKeptThroughSwap`).
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

  useRefusalKeptThroughSwap(ref, enhanced !== null, props.name);
  return {
    enhanced,
    ref,
    id: props.id ?? fallbackId,
    defaultValue: typed ?? props.defaultValue,
  };
}
