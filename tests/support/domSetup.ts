import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeServerHtml } from './serverHtml';

// jsdom has no CSS.escape, which React Aria's modal uses (to read a CSP nonce meta tag).
if (typeof globalThis.CSS?.escape !== 'function') {
  const cssEscape = (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
  globalThis.CSS = { ...globalThis.CSS, escape: cssEscape } as typeof CSS;
}

afterEach(() => {
  removeServerHtml();
  cleanup();
});
