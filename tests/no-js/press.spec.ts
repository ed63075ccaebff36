import { expect, test } from '@playwright/test';
import { pressCoverage } from '../../src/content/press/coverage';
import { pressLabels } from '../../src/content/press/labels';
import { pressReleases } from '../../src/content/press/releases';
import { topicCards } from '../../src/content/topics/topics';
import { visitWithoutScripts } from './support';

/**
 * The press room, the service pages and the topic guides with JavaScript off: every link is a
 * plain link to a prerendered page, and an unknown press slug is the server's redirect.
 */
test.describe('press, services and topics without JavaScript', () => {
  test('the press room: a release, its way back, the coverage and the media kit', async ({
    page,
  }) => {
    const release = pressReleases[2];
    const coverage = pressCoverage[0];
    if (!release || !coverage) throw new Error('press content missing');
    await visitWithoutScripts(page, '/press-room');
    await page.getByRole('link', { name: release.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(release.title);
    await expect(page.getByRole('complementary', { name: pressLabels.keyFacts })).toBeVisible();
    await page.getByRole('link', { name: pressLabels.allPressReleases }).click();
    await expect(page).toHaveURL(/\/press-room\/press-releases$/);
    await page.getByRole('link', { name: pressLabels.backToPressRoom }).click();
    await page.getByRole('link', { name: coverage.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(coverage.title);
    await visitWithoutScripts(page, '/press-room/media-kit');
    await expect(page.getByRole('link', { name: /Download Mark, SVG/ })).toHaveAttribute(
      'download',
      'response-mark.svg',
    );
  });

  test('an unknown release lands on the press room', async ({ page }) => {
    await visitWithoutScripts(page, '/press-room/press-releases/no-such-release');
    await expect(page).toHaveURL(/\/press-room$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Press Room');
  });

  test('a service page and a topic guide: links and the FAQ answers', async ({ page }) => {
    await visitWithoutScripts(page, '/services/cmo-team-training');
    const faq = page.locator('main details');
    await faq.first().locator('summary').click();
    await expect(faq.first()).toHaveAttribute('open');
    await expect(page.getByRole('link', { name: 'View Case Studies' })).toHaveAttribute(
      'href',
      '/proof/cases',
    );
    await visitWithoutScripts(page, '/topics');
    const guide = topicCards[1];
    if (!guide) throw new Error('no topic');
    await page.getByRole('link', { name: `Read the guide ${guide.title}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
  });
});
