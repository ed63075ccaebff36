import { test } from '@playwright/test';
import { atEveryMoment, desktop, eventually } from './loadWindow';

/**
 * A click on a link, whenever it comes, is either left to the browser (before the app runs) or
 * completed by the router: the visitor lands on the page they asked for, never stays put.
 */
const release =
  '/press-room/press-releases/claire-donovan-appointed-managing-director-north-america';

test('a link in a page body: Back to Press Room on a press release', async ({ browser }) => {
  await atEveryMoment(browser, {
    path: release,
    act: (page) => page.getByRole('link', { name: 'Back to Press Room' }).click(),
    outcome: async (page) => {
      await eventually(page).toHaveURL(/\/press-room$/);
      await eventually(page.getByRole('heading', { level: 1 })).toHaveText('Press Room');
    },
  });
});

/** A page of each template (none of them under /careers or /company, where the links lead). */
const templates = [
  '/',
  '/services',
  '/services/growth-os',
  '/proof/cases/lanternfield-trial-to-paid',
  '/proof/testimonials',
  '/growth-os/digital-products/signalos',
  '/insights/ai-search-being-the-source-not-the-snippet',
  '/insights/articles',
  release,
  '/contact',
  '/this-page-does-not-exist',
];
const moreTemplates = [
  '/careers',
  '/careers/performance-marketing-director',
  '/studio/creative',
  '/topics/growth-marketing',
  '/press-room/in-the-news',
  '/proof/tech-stack',
  '/insights/reports',
  '/growth-os',
  '/proof/cases',
  '/insights/paid-media-benchmarks-2025',
  '/press-room',
];

test('a link in the header: Careers, at 1280 px, on eleven templates', async ({ browser }) => {
  await atEveryMoment(browser, {
    path: templates,
    viewport: desktop,
    act: (page) =>
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click(),
    outcome: async (page) => {
      await eventually(page).toHaveURL(/\/careers$/);
      await eventually(page.getByRole('heading', { level: 1 })).toContainText(/./);
    },
  });
});

test('a link in a static island: Explore Growth OS on the home page', async ({ browser }) => {
  await atEveryMoment(browser, {
    path: '/',
    act: (page) => page.getByRole('link', { name: 'Explore Growth OS' }).first().click(),
    outcome: async (page) => {
      await eventually(page).toHaveURL(/\/growth-os$/);
    },
  });
});

test('a link in the footer: Company, on eleven more templates', async ({ browser }) => {
  await atEveryMoment(browser, {
    path: moreTemplates,
    act: (page) =>
      page
        .getByRole('navigation', { name: 'Footer' })
        .getByRole('link', { name: 'Company' })
        .click(),
    outcome: async (page) => {
      await eventually(page).toHaveURL(/\/company$/);
    },
  });
});

test('Go Back on the not-found page returns to the page before', async ({ browser }) => {
  await atEveryMoment(browser, {
    path: '/this-page-does-not-exist',
    arrange: async (page) => {
      await page.goto('/press-room', { waitUntil: 'domcontentloaded' });
    },
    act: (page) => page.getByRole('button', { name: 'Go Back' }).click(),
    outcome: async (page) => {
      await eventually(page).toHaveURL(/\/press-room$/);
    },
  });
});

/**
 * A link to /contact, whenever it is clicked, arrives with the attribution it carries (issue 38):
 * a report body's own (`ref=report`, `label=report_cta`), never rewritten by the interception
 * that runs once the page has loaded, and the contact page names the source in words.
 */
test("a report body's contact link keeps its own attribution", async ({ browser }) => {
  await atEveryMoment(browser, {
    path: '/insights/paid-media-benchmarks-2025',
    act: (page) => page.getByRole('link', { name: 'request a benchmark review' }).click(),
    outcome: async (page) => {
      await eventually(page).toHaveURL(
        /\/contact\?ref=report&from=(%2F|\/)insights(%2F|\/)paid-media-benchmarks-2025&label=report_cta$/,
      );
      await eventually(page.locator('input[name="sourceLabel"]')).toHaveValue('report_cta');
    },
  });
});
