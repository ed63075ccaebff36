import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { replayPress } from './platform/hydration/earlyInput';
import { createRouter } from './router';

const router = createRouter();

// Hydrating inside a transition lets React yield to the browser between components, so the
// prerendered page stays responsive (no long main-thread task) while it becomes interactive.
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />, {
    onRecoverableError(error) {
      console.error('Hydration error', error);
    },
  });
});

// React listens from here on (hydrateRoot attaches its listeners at once, before it hydrates): a
// press that began earlier is replayed on release (src/platform/hydration/earlyInput.ts).
const early = window.__earlyInput;
if (early) {
  early.listening = true;
  early.onPressEnd = replayPress;
}
