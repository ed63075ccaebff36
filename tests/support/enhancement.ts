import { act, waitFor } from '@testing-library/react';

/**
 * Brings every control waiting for its React Aria version (`useEnhancement`) to it, as a visitor
 * does by moving the pointer over it, and waits until each (and any already loading) has
 * swapped in.
 */
export async function enhance(container: ParentNode = document) {
  const pending = [...container.querySelectorAll('[data-enhance="pending"]')];
  if (!container.querySelector('[data-enhance]'))
    throw new Error('no control is waiting to be enhanced');
  await act(async () => {
    for (const element of pending)
      element.dispatchEvent(new Event('pointerover', { bubbles: true }));
  });
  await waitFor(() => {
    if (container.querySelector('[data-enhance]')) throw new Error('still loading');
  });
}
