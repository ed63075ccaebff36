import '@fontsource-variable/inter';
import '../tokens/theme.css';
import '../src/styles/global.css';
import type { GlobalProvider } from '@ladle/react';
import { type CSSProperties, startTransition, useLayoutEffect } from 'react';
import {
  applyTheme,
  resolveTheme,
  type ThemePreference,
} from '../src/platform/theme/themePreference';
import { scriptingClass } from '../src/styles/scripting';
import { vars } from '../tokens/contract.css';
import { scale } from '../tokens/theme.css';

const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/** Ladle's theme control (light, dark, auto) drives the site's own theme classes on <html>. */
function useLadleTheme(theme: string) {
  useLayoutEffect(() => {
    const preference: ThemePreference =
      theme === 'dark' ? 'dark' : theme === 'light' ? 'light' : 'system';
    const root = document.documentElement;
    const query = window.matchMedia(SYSTEM_DARK_QUERY);
    const apply = () => applyTheme(root, resolveTheme(preference, query.matches), preference);
    apply();
    if (preference !== 'system') return;
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [theme]);
}

/** The story canvas: the page background and text colour of the current theme. */
const canvas: CSSProperties = {
  minHeight: '100vh',
  fontFamily: scale.font.body,
  padding: scale.space.lg,
  backgroundColor: vars.color.background.body,
  color: vars.color.foreground.body,
};

// Stories render in the browser, like a page after hydration: scripts run (the site's pre-paint
// script marks that, src/styles/scripting.ts) and React Aria marks keyboard focus itself.
if (typeof document !== 'undefined') {
  document.documentElement.classList.add(scriptingClass);
  document.documentElement.dataset.hydrated = 'true';
  // The visual suite switches stories inside a transition (tests/support/ladle.ts): React keeps
  // the last story on screen while the next one's module loads, instead of showing Ladle's
  // spinner and then holding the new story back for its 300 ms fallback throttle.
  (window as unknown as { __ladleStartTransition: typeof startTransition }).__ladleStartTransition =
    startTransition;
}

/** Pages stories render the whole site layout, edge to edge as in a browser window. */
const pageCanvas: CSSProperties = { ...canvas, padding: 0 };

export const Provider: GlobalProvider = ({ children, globalState }) => {
  useLadleTheme(globalState.theme);
  const isPage = globalState.story.startsWith('pages--');
  // data-story-canvas: the visual suite measures what a story draws inside it (visual/stories.spec.ts).
  return (
    <div data-story-canvas="" style={isPage ? pageCanvas : canvas}>
      {children}
    </div>
  );
};
