import { act, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useSearchBoxText } from '../../src/platform/navigation/useSearchBoxText';

/**
 * A search box whose text is a search param (src/platform/navigation/useSearchBoxText.ts): what
 * the visitor types stays, the URL catching up with it changes nothing, and a URL changed from
 * elsewhere resets it.
 */
function Box({
  fromUrl,
  typeOnMount,
  onText,
}: {
  fromUrl: string;
  /** Typed before the hook's own effect has first run, as a visitor on a hydrating page can. */
  typeOnMount?: string;
  onText: (text: string, typed: (text: string) => void) => void;
}) {
  const [text, typed] = useSearchBoxText(fromUrl);
  useLayoutEffect(() => {
    if (typeOnMount !== undefined) typed(typeOnMount);
  }, [typeOnMount, typed]);
  onText(text, typed);
  return <input aria-label="Search" value={text} readOnly />;
}

function mount() {
  const container = document.createElement('div');
  const root = createRoot(container);
  let text = '';
  let typed: (text: string) => void = () => undefined;
  const onText = (now: string, setter: (text: string) => void) => {
    text = now;
    typed = setter;
  };
  return {
    root,
    onText,
    text: () => text,
    type: (value: string) => act(() => typed(value)),
  };
}

describe('useSearchBoxText', () => {
  it('keeps a letter typed before its first effect has run', async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    const box = mount();
    // Rendered outside act: its passive effects wait, as after a hydrating commit, while the
    // layout effect types, as a visitor's first keystroke does.
    box.root.render(<Box fromUrl="" typeOnMount="a" onText={box.onText} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(box.text()).toBe('a');
    box.root.unmount();
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('follows the URL when it changes from elsewhere, not when it writes what was typed', () => {
    const box = mount();
    act(() => box.root.render(<Box fromUrl="seo" onText={box.onText} />));
    expect(box.text()).toBe('seo');
    box.type('seo audit');
    act(() => box.root.render(<Box fromUrl="seo audit" onText={box.onText} />));
    expect(box.text()).toBe('seo audit');
    // Back, or Clear: a text nobody typed here.
    act(() => box.root.render(<Box fromUrl="" onText={box.onText} />));
    expect(box.text()).toBe('');
    act(() => box.root.unmount());
  });
});

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
