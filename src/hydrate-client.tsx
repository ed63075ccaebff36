import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/router-core/ssr/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { replayPress } from './platform/hydration/earlyInput';
import './styles/motion.css';
import { createRouter } from './router';

const router = createRouter();

/**
 * The router takes over the server's state (its matches, loader data and the routes' chunks)
 * before React starts: what `RouterClient` does inside the render, where the root then waits for
 * it, suspended. React listens from the moment it starts, and an event on a page it has not
 * hydrated and cannot hydrate at once is stopped, unheard: for the whole wait, a visitor's
 * clicks on script-only controls, their presses and their typing reached no handler. Started
 * after it, React hydrates the page without waiting, and until then the page is the browser's.
 */
void hydrate(router)
  .finally(() => (window as unknown as { $_TSR?: { h: () => void } }).$_TSR?.h())
  .then(() => {
    // Hydrating inside a transition lets React yield to the browser between components, so the
    // prerendered page stays responsive (no long main-thread task) while it becomes interactive.
    startTransition(() => {
      hydrateRoot(document, <RouterProvider router={router} />, {
        onRecoverableError(error) {
          console.error('Hydration error', error);
        },
      });
    });
    // React listens from here on (hydrateRoot attaches its listeners at once, before it
    // hydrates): a press that began earlier is replayed on release
    // (src/platform/hydration/earlyInput.ts).
    const early = window.__earlyInput;
    if (early) {
      early.listening = true;
      early.onPressEnd = replayPress;
    }
    // Entrance motion for what is below the first screen (src/platform/motion/entranceMotion.ts),
    // its code fetched once the page is idle: an enhancement no one waits for.
    (window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200)))(() => {
      void import('./platform/motion/entranceMotion').then(
        (motion) => motion.entranceMotion(),
        () => undefined,
      );
    });
  })
  // The page stays the working HTML it is; say why it did not come to life.
  .catch((error: unknown) => console.error('The app did not hydrate', error));
