import type { Page } from '@playwright/test';

/**
 * A filter chip as the visitor clicks it: the label of its (visually hidden) native radio, in the
 * radio group named `group`.
 */
export const filterChip = (page: Page, group: string, name: string) =>
  page
    .getByRole('radiogroup', { name: group })
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) });

/** The page URL's search params: where a filtered list keeps its state. */
export const searchParams = (page: Page) => new URL(page.url()).searchParams;
