/**
 * React DOM's client as an ES module, in React DOM's own chunk (vite.config.ts): the entry
 * imports it from here, so the entry needs no CommonJS interop code of its own, and the page's
 * one early script stays a single file.
 */
export { hydrateRoot } from 'react-dom/client';
