import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A search box whose text is a search param: the box shows what is typed at once while the
 * URL follows (the route writes it, replacing the history entry, so typing does not fill the
 * history). A URL change from elsewhere (Back, a shared link, Clear) resets the box.
 *
 * Returns the box's text and `typed(text)`, to call with what the visitor typed just before
 * the route writes it into the URL.
 *
 * Only a change of the URL's text resets the box, never the effect's first run: on a page that
 * hydrates, a visitor can type before this component's effects have run (React runs them after
 * a hydrating commit, and flushes them only when the first keystroke's update comes), and that
 * first run would otherwise put the URL's empty text back over the first letter typed.
 */
export function useSearchBoxText(fromUrl: string): [text: string, typed: (text: string) => void] {
  const [text, setText] = useState(fromUrl);
  /** The URL's text this box last followed. */
  const followed = useRef(fromUrl);
  /** The text last typed or followed: a URL that only catches up with it changes nothing. */
  const written = useRef(fromUrl);
  useEffect(() => {
    if (fromUrl === followed.current) return;
    followed.current = fromUrl;
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
