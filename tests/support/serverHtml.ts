import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, vi } from 'vitest';

/**
 * The server's HTML in the page, as a visitor's browser has it before the scripts run, and its
 * hydration. What these put in the page is taken away after each test (`removeServerHtml`, called
 * by domSetup.ts).
 */
const containers: HTMLElement[] = [];
const roots: Root[] = [];

/** `element` rendered to HTML by the server, in a container appended to the body. */
export function serverHtml(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  containers.push(container);
  return container;
}

/** Hydrates the server's HTML, failing on any mismatch or error React reports. */
export async function hydrateWithoutMismatch(container: HTMLElement, element: ReactElement) {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, element, { onRecoverableError: (error) => recoverable.push(error) }),
  );
  roots.push(root);
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return root;
}

/** Unmounts what was hydrated and removes the server's HTML (unmounting twice does nothing). */
export function removeServerHtml() {
  for (const root of roots.splice(0)) act(() => root.unmount());
  for (const container of containers.splice(0)) container.remove();
}
