import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A search box whose text is a search param: the box shows what is typed at once while the
 * URL follows (the route writes it, replacing the history entry, so typing does not fill the
 * history). A URL change from elsewhere (Back, a shared link, Clear) resets the box.
 *
 * Returns the box's text and `typed(text)`, to call with what the visitor typed just before
 * the route writes it into the URL.
 */
export function useSearchBoxText(fromUrl: string): [text: string, typed: (text: string) => void] {
  const [text, setText] = useState(fromUrl);
  const written = useRef(fromUrl);
  useEffect(() => {
    if (fromUrl !== written.current) {
      written.current = fromUrl;
      setText(fromUrl);
    }
  }, [fromUrl]);
  const typed = useCallback((next: string) => {
    written.current = next;
    setText(next);
  }, []);
  return [text, typed];
}
