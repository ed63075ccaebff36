import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Stubs `window.matchMedia`: `media` starts not matching (every other query never matches);
 * `grow()` makes it match and tells its listeners, as a window growing to that width would.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function stubMediaQuery(media: string) {
  let matches = false;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return query === media ? matches : false;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return {
    grow: () =>
      act(async () => {
        matches = true;
        for (const listener of listeners) listener();
      }),
  };
}
