import { storyIds, test, visitStory } from '../support/ladle';
import { expectNoAxeViolations, pageLevelRules, themes } from '../support/site';

/** axe on every Ladle story in light and dark; page-level rules are off for isolated stories. */
test.describe('@a11y stories', () => {
  for (const id of storyIds()) {
    for (const theme of themes) {
      test(`story ${id} ${theme} has no axe violations`, async ({ storyPage }) => {
        await visitStory(storyPage, id, theme);
        await expectNoAxeViolations(storyPage, {
          disableRules: pageLevelRules,
          include: '#ladle-root',
        });
      });
    }
  }
});
