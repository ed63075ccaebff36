import { test } from '@playwright/test';
import { storyIds, visitStory } from '../support/ladle';
import { expectNoAxeViolations, pageLevelRules, themes } from '../support/site';

/** axe on every Ladle story in light and dark; page-level rules are off for isolated stories. */
test.describe('@a11y stories', () => {
  for (const id of storyIds()) {
    for (const theme of themes) {
      test(`story ${id} ${theme} has no axe violations`, async ({ page }) => {
        await visitStory(page, id, theme);
        await expectNoAxeViolations(page, { disableRules: pageLevelRules, include: '#ladle-root' });
      });
    }
  }
});
