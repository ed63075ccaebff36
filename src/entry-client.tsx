/**
 * The page's one script tag: paint first, then fetch and start the app.
 *
 * The prerendered HTML is the page and works without JavaScript, so nothing the app does should
 * delay its first paint: not its download (on a slow connection ~200 kB of scripts compete with
 * the stylesheets and the font for bandwidth) and not its evaluation (on a slow phone, module
 * scripts that have arrived run before the first paint and hold it back). The server leaves the
 * app's module preloads in an inert `<template id="app-modules">` (src/entry-server.tsx); once
 * the page has loaded and its first contentful paint is shown this entry moves them into the
 * head, so every chunk
 * downloads in parallel, and runs the app (src/hydrate-client.tsx). In a background tab
 * nothing paints until it is shown: start straight away.
 *
 * It imports nothing, so the prerender puts it in the page inline (scripts/build/prerender.mjs): the
 * page fetches no script before it has painted.
 */

/**
 * The inert template the server left the app's module preloads in
 * (src/platform/hydration/deferModulePreloads.ts: `appModulesId`, which a unit test keeps equal):
 * written out, because the entry imports nothing (scripts/build/prerender.mjs runs it inline).
 */
const appModulesId = 'app-modules';

/**
 * The app's chunks the entry runs, each in a task of its own: React DOM, the router, then the
 * site (src/hydrate-client.tsx), found among the preloads by the names vite.config.ts gives them.
 */
const appChunks = [
  /\/react-dom-[\w-]+\.js$/,
  /\/router-[\w-]+\.js$/,
  /\/hydrate-client-[\w-]+\.js$/,
];

/** Runs a module (and what it imports) and resolves once it has run. */
function runModule(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
}

/** A task boundary: the browser may paint or answer input before the next step. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The longest the app waits for the page's own resources before it loads anyway. */
const maxLoadWaitMs = 3000;

/** Links put into the head per task: each starts a fetch, which takes the main thread a moment. */
const linksPerTask = 6;

async function start() {
  const modules = document.getElementById(appModulesId);
  if (!(modules instanceof HTMLTemplateElement)) throw new Error('the page has no app modules');
  const links = Array.from(modules.content.querySelectorAll('link'));
  modules.remove();
  for (let i = 0; i < links.length; i += linksPerTask) {
    document.head.append(...links.slice(i, i + linksPerTask));
    await yieldToBrowser();
  }
  const chunks = appChunks.map((name) => links.find((link) => name.test(link.href))?.href);
  // Run in three tasks rather than one: React DOM, the router, then the site (a module runs
  // once, so each runs only what has not run yet).
  for (const [i, chunk] of chunks.entries()) {
    if (!chunk) throw new Error(`no preload of the app's chunk ${appChunks[i]}`);
    if (i > 0) await yieldToBrowser();
    await runModule(chunk);
  }
}

function run() {
  start().catch((error: unknown) => {
    // The page keeps working as HTML; say why it did not become interactive.
    console.error('The app did not load', error);
  });
}

/**
 * The page's own resources have loaded: its stylesheet, the font and the images in view, which
 * its largest paint waits for. The app's chunks download after them, so they never share the
 * connection with what the visitor sees first, and the largest paint comes as early as it does
 * for the same page without scripts (`npm run bench:lcp`).
 */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('load', () => resolve(), { once: true });
    // An image that never answers must not keep the page from becoming interactive.
    setTimeout(resolve, maxLoadWaitMs);
  });
}

/**
 * The page's first contentful paint has been presented. A frame callback does not say so: on a
 * fast load the browser can still be producing the first frame when the load event comes, and
 * the app's chunks then started downloading before anything was shown (in Lighthouse's traces,
 * about one run in three, which made its simulated largest paint wait for the whole app).
 */
function firstPaint(): Promise<void> {
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return Promise.resolve();
  if (typeof PerformanceObserver !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    try {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      resolve();
    }
    // A page that paints nothing (or a browser that reports no paint) still loads the app.
    setTimeout(resolve, maxLoadWaitMs);
  });
}

/**
 * What the visitor does before the app listens, recorded from the first moment for the app to
 * replay (src/platform/hydration/earlyInput.ts, whose `EarlyInput` this is): script-only buttons
 * clicked, and the press under way. Window listeners in the capture phase run before React's,
 * which are on the document.
 */
const early: NonNullable<Window['__earlyInput']> = {
  listening: false,
  clicks: [],
  press: null,
};
window.__earlyInput = early;
const capture = { capture: true, passive: true };
/** The first render has hydrated (src/routes/__root.tsx marks it). */
const hydrated = () => document.documentElement.dataset.hydrated === 'true';
/**
 * Calls `onSwallowed` if the event never reaches its target. React stops an event on the page it
 * has not hydrated yet, while it cannot hydrate it at once (the page waits for a chunk): the
 * browser still does what HTML does with it, but no handler hears of it.
 */
function whenSwallowed(event: Event, onSwallowed: () => void) {
  const target = event.target;
  if (!target) return;
  let reached = false;
  const reach = () => {
    reached = true;
  };
  target.addEventListener(event.type, reach, { capture: true, once: true });
  setTimeout(() => {
    target.removeEventListener(event.type, reach, { capture: true });
    if (!reached) onSwallowed();
  }, 0);
}
addEventListener(
  'click',
  (event) => {
    if (hydrated() || !(event.target instanceof Element)) return;
    const button = event.target.closest('button[type="button"]');
    if (!button) return;
    const queue = () => {
      if (!early.clicks.includes(button)) early.clicks.push(button);
    };
    if (early.listening) whenSwallowed(event, queue);
    else queue();
  },
  capture,
);
/**
 * `/` on a page (not in a field): the site search. On the search page the caret goes to its box;
 * elsewhere the header's search link is followed, as a plain link before the app runs and by the
 * router after. Listening from the first moment, so the key works while the page comes to life
 * too. A key a widget took for itself (prevented) is left to it.
 */
/**
 * Arrived by the header's search link or `/` (`/search#search`): the caret goes to the search
 * box at once, so what the visitor types next is in it, before the app runs.
 */
if (location.hash === '#search') {
  document.querySelector<HTMLElement>('form[action="/search"] input')?.focus();
}
addEventListener('keydown', (event) => {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
  const target = event.target;
  if (
    event.defaultPrevented ||
    (target instanceof HTMLElement &&
      (target.isContentEditable || target.closest('input, textarea, select')))
  ) {
    return;
  }
  const box = document.querySelector<HTMLElement>('form[action="/search"] input');
  const entry = document.querySelector<HTMLElement>('a[data-search-entry]');
  if (!box && !entry) return;
  event.preventDefault();
  if (box) box.focus();
  else entry?.click();
});
addEventListener(
  'pointerdown',
  (event) => {
    const press = {
      x: event.clientX,
      y: event.clientY,
      pointerId: event.pointerId,
      pointerType: event.pointerType,
      target: event.target,
      seen: early.listening,
    };
    early.press = press;
    if (press.seen && !hydrated()) {
      whenSwallowed(event, () => {
        press.seen = false;
      });
    }
  },
  capture,
);
addEventListener(
  'pointerup',
  (event) => {
    const press = early.press;
    early.press = null;
    if (press) early.onPressEnd?.(press, event);
  },
  capture,
);
addEventListener(
  'pointercancel',
  () => {
    early.press = null;
  },
  capture,
);

if (document.visibilityState === 'hidden') {
  run();
} else {
  void Promise.all([pageLoaded(), firstPaint()]).then(() => setTimeout(run, 0));
}
