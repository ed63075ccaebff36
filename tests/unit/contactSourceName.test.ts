import { describe, expect, it } from 'vitest';
import { jobPage } from '../../src/content/careers/jobPage';
import { cta as aboutCta } from '../../src/content/company/about';
import { modulesPage } from '../../src/content/growth-os/modules';
import { catalogueClosing, productDetailCopy } from '../../src/content/growth-os/products';
import { casesPage } from '../../src/content/proof/casePages';
import { serviceContactHref, serviceSlugs } from '../../src/content/services/paths';
import { contactCallToActionTexts } from '../../src/content/site/contactSources';
import { footerLinks, mainMenu } from '../../src/content/site/navigation';
import { consultationLabel } from '../../src/content/studio/studio';
import { page as digitalMedia } from '../../src/content/topics/details/digitalMedia';
import { page as growthMarketing } from '../../src/content/topics/details/growthMarketing';
import { page as performanceMarketing } from '../../src/content/topics/details/performanceMarketing';
import { page as webAnalytics } from '../../src/content/topics/details/webAnalytics';
import { topicsIndex } from '../../src/content/topics/topics';
import { jobApplyHref, jobApplyLabel } from '../../src/features/careers/jobApply';
import {
  callToActionName,
  contactSourceName,
  sourcePageName,
} from '../../src/features/contactForm/sourceName';
import { ctaLabel, isContactHref } from '../../src/site/contactLink';

describe('callToActionName: the text of our call to action, from its label code', () => {
  it.each([
    ['book-a-strategy-session', 'Book a Strategy Session'],
    ['book-strategy-session', 'Book Strategy Session'],
    ['contact', 'Contact'],
    ['contact-us', 'Contact us'],
    ['build-my-stack', 'Build My Stack'],
    ['talk-to-a-growth-os-specialist', 'Talk to a Growth OS specialist'],
    ['  Book-A-Strategy-Session ', 'Book a Strategy Session'],
    ['job_apply_now', jobPage.apply],
    ['job_web_analytics_manager_london', jobPage.readyToApply.apply],
  ])('%j -> %j', (label, name) => {
    expect(callToActionName(label)).toBe(name);
  });

  it.each([
    '',
    'intercepted-cta',
    'report_cta',
    'article_cta',
    'creative_production',
    'we-are-giving-away-free-money',
    '<script>alert(1)</script>',
    'book a strategy session',
    'job_',
    'job_<b>',
  ])('%j -> nothing (not a call to action of ours)', (label) => {
    expect(callToActionName(label)).toBe('');
  });

  it('has one text per label code', () => {
    const codes = contactCallToActionTexts.map(ctaLabel);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('sourcePageName: the name of the page a contact link was on', () => {
  it.each([
    ['/services', 'Services'],
    ['/services/', 'Services'],
    ['/', 'Home'],
    ['/modules', 'Modules'],
    ['/proof/tech-stack', 'Tech Stack'],
    ['/careers?type=remote', 'Careers'],
    ['/services/growth-marketing', 'Growth Marketing'],
    // A service page's own contact links send its slug as `from`.
    ['growth-marketing', 'Growth Marketing'],
    ['creative-production', 'Creative Production'],
  ])('%j -> %j', (from, name) => {
    expect(sourcePageName(from)).toBe(name);
  });

  it.each(['', '/insights/some-article', '/nowhere', 'javascript:alert(1)', 'free-money'])(
    '%j -> nothing',
    (from) => {
      expect(sourcePageName(from)).toBe('');
    },
  );
});

describe('contactSourceName', () => {
  it("names the call to action first, else the page it was on, else nothing (the spec's known case)", () => {
    expect(contactSourceName({ label: 'book-a-strategy-session', from: '/services' })).toBe(
      'Book a Strategy Session',
    );
    expect(contactSourceName({ label: 'intercepted-cta', from: '/services' })).toBe('Services');
    expect(contactSourceName({ label: 'creative_production', from: 'creative-production' })).toBe(
      'Creative Production',
    );
    expect(contactSourceName({ label: 'report_cta', from: '/insights/cmo-agenda-2026' })).toBe('');
    expect(contactSourceName({ label: 'intercepted-cta', from: '' })).toBe('');
    expect(contactSourceName({ label: 'trust-us-we-are-a-bank', from: '/nowhere' })).toBe('');
  });
});

/** Every string below `value` (objects and arrays walked). */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((item) => strings(item, seen));
}

describe('every contact link the site writes names its source on the contact page', () => {
  const contentModules = import.meta.glob<Record<string, unknown>>('../../src/content/**/*.ts', {
    eager: true,
  });

  it('the contact links in the content modules', () => {
    const hrefs = strings(Object.values(contentModules)).filter(
      (text) => text.startsWith('/contact?') && isContactHref(text),
    );
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) {
      const query = new URL(href, 'https://site.invalid').searchParams;
      const source = { label: query.get('label') ?? '', from: query.get('from') ?? '' };
      expect(contactSourceName(source), href).not.toBe('');
    }
  });

  it('the calls to action the pages and the shell make contact links of', () => {
    const texts = [
      ...mainMenu.filter((item) => item.isCTA).map((item) => item.name),
      ...footerLinks.filter((link) => isContactHref(link.href)).map((link) => link.label),
      ...topicsIndex.exploreMore.links
        .filter((link) => isContactHref(link.href))
        .map((link) => link.label),
      ...[digitalMedia, growthMarketing, performanceMarketing, webAnalytics].map(
        (topic) => topic.cta.label,
      ),
      casesPage.cta.label,
      casesPage.listCta.contactLabel,
      aboutCta.action,
      catalogueClosing.contactLabel,
      productDetailCopy.ctaLabel,
      consultationLabel,
      modulesPage.stackBuilder.buttonLabel,
    ];
    for (const text of texts) {
      expect(callToActionName(ctaLabel(text)), text).not.toBe('');
    }
  });

  it("the job pages' Apply buttons and the service pages' contact links", () => {
    for (const placement of ['header', 'card'] as const) {
      const href = jobApplyHref('senior-ai-consultant-new-york', placement);
      expect(new URL(href, 'https://site.invalid').searchParams.get('label')).toBe(
        jobApplyLabel('senior-ai-consultant-new-york', placement),
      );
      expect(callToActionName(jobApplyLabel('senior-ai-consultant-new-york', placement))).toBe(
        'Apply Now',
      );
    }
    for (const slug of serviceSlugs) {
      const query = new URL(serviceContactHref(slug), 'https://site.invalid').searchParams;
      const name = contactSourceName({
        label: query.get('label') ?? '',
        from: query.get('from') ?? '',
      });
      expect(name, slug).toBe(
        mainMenu[0]?.submenu?.find((link) => link.href === `/services/${slug}`)?.name,
      );
    }
  });
});
