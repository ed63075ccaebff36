import { expect, test } from '@playwright/test';
import { careersPage, jobPage, jobRoles } from '../../src/content/careers/careers';
import { jobDetails } from '../../src/content/careers/jobDetails';
import { visitWithoutScripts } from './support';

/**
 * The careers landing with JavaScript off: the roles are a plain horizontal list of links (the
 * carousel's buttons and dots, which need scripts, are hidden), the role filter is a GET form
 * of `type`, every team quote is on the page, and the bottom bar's links work; a job page and
 * Job Not Found come whole from the server.
 */
test.describe('careers without JavaScript', () => {
  test('every role is a link; the filter submits ?type=; every quote reads', async ({ page }) => {
    await visitWithoutScripts(page, '/careers');
    const slides = page.locator('[id^="role-"][aria-roledescription="slide"]');
    await expect(slides).toHaveCount(jobRoles.length);
    await expect(page.getByRole('button', { name: careersPage.openRoles.next })).toBeHidden();
    for (const item of careersPage.quotes.items) {
      await expect(page.getByText(item.quote, { exact: false }).first()).toBeVisible();
    }
    await page
      .getByRole('radiogroup', { name: careersPage.openRoles.filterLabel })
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: 'Hybrid', exact: true }) })
      .click();
    await Promise.all([
      page.waitForURL(/type=hybrid/),
      page.getByRole('button', { name: 'Show roles' }).click(),
    ]);
    await expect(slides).toHaveCount(jobRoles.filter((role) => role.type === 'hybrid').length);
    // The form returns to the roles, not the top of the page.
    expect(new URL(page.url()).hash).toBe('#open-roles');
    await slides.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/careers\/[a-z-]+$/);
  });

  test('a listed remote role: its page from the server, with title, location and pay', async ({
    page,
  }) => {
    const role = jobRoles.find((candidate) => candidate.slug === 'funnel-systems-architect');
    const detail = jobDetails['funnel-systems-architect'];
    const response = await visitWithoutScripts(page, '/careers/funnel-systems-architect');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(role?.title ?? '');
    await expect(page.getByRole('list', { name: 'Role details' })).toContainText(
      role?.location ?? '',
    );
    const pay = page.getByRole('region', { name: jobPage.headings.compensation, exact: true });
    await expect(pay.locator('dd').first()).toHaveText(detail?.compensation.base ?? '');
    await expect(pay.locator('dd').nth(1)).toHaveText(jobPage.compensationLabels.noCommission);
  });

  test('an unknown job: Job Not Found from the server, with the way back', async ({ page }) => {
    const response = await visitWithoutScripts(page, '/careers/no-such-role');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job Not Found');
    await expect(page.getByRole('link', { name: 'Back to All Positions' })).toHaveAttribute(
      'href',
      '/careers',
    );
  });
});
