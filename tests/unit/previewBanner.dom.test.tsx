import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { previewRefused } from '../../src/content/site/previewRefused';
import { PreviewRefusedPage } from '../../src/pages/PreviewRefusedPage/PreviewRefusedPage';
import { Route as previewRoute } from '../../src/routes/preview';
import {
  PreviewBanner,
  previewExpiry,
  previewStatusText,
} from '../../src/sections/PreviewBanner/PreviewBanner';
import { site } from '../../src/site/config';
import { previewRefusals, readPreviewRefusal } from '../../src/site/draftPreview';
import { DESCRIPTION_LIMIT, pageTitle, TITLE_LIMIT } from '../../src/site/metadata';
import { parsePlainSearch } from '../../src/site/searchParams';

/**
 * WordPress draft previews: the banner the server renders above a draft (what the page is, and
 * when the link expires, in UTC), and the page a refused preview link gets, /preview?refused=…,
 * one set of words per reason, any other value read as 'missing'.
 */

const draftText = 'This is a draft, not yet published: only people with this link can see it.';
const publishedText =
  'This shows unsaved changes to a published article: visitors still see the published version.';

describe('Preview Banner', () => {
  it('says a draft is not yet published, and when the link expires (UTC)', () => {
    render(<PreviewBanner status="draft" expiresAt="2027-03-05T14:05:00.000Z" />);
    const banner = screen.getByRole('region', { name: 'Draft preview' });
    expect(banner.tagName).toBe('SECTION');
    expect(within(banner).getByText('Preview')).toBeTruthy();
    expect(banner.querySelector('p')?.textContent).toBe(
      `${draftText} The link expires at 14:05 UTC on 5 Mar 2027.`,
    );
    expect(banner.querySelector('time')?.getAttribute('datetime')).toBe('2027-03-05T14:05:00.000Z');
  });

  it("says a published article's preview shows unsaved changes", () => {
    render(<PreviewBanner status="publish" expiresAt="2027-03-05T14:05:00.000Z" />);
    const banner = screen.getByRole('region', { name: 'Draft preview' });
    expect(banner.querySelector('p')?.textContent).toBe(
      `${publishedText} The link expires at 14:05 UTC on 5 Mar 2027.`,
    );
  });

  it.each(['draft', 'pending', 'future', 'private', ''])('reads status %j as a draft', (status) => {
    expect(previewStatusText(status)).toBe(draftText);
  });

  it('writes the expiry in UTC, 24-hour, day before month, whatever the offset given', () => {
    expect(previewExpiry('2027-03-05T14:05:00Z')).toMatchObject({
      time: '14:05',
      date: '5 Mar 2027',
    });
    // Just after midnight UTC: 00:30, not 12:30 am; and the UTC day, not New York's.
    expect(previewExpiry('2027-01-01T00:30:00.000Z')).toMatchObject({
      time: '00:30',
      date: '1 Jan 2027',
    });
    expect(previewExpiry('2026-12-31T20:30:00-04:00')).toEqual({
      iso: '2027-01-01T00:30:00.000Z',
      time: '00:30',
      date: '1 Jan 2027',
    });
    expect(previewExpiry('2027-11-20T23:59:59.999Z')).toMatchObject({
      time: '23:59',
      date: '20 Nov 2027',
    });
  });

  it('leaves the expiry sentence out for an unreadable time, and still renders', () => {
    expect(previewExpiry('not a date')).toBeUndefined();
    render(<PreviewBanner status="draft" expiresAt="not a date" />);
    const banner = screen.getByRole('region', { name: 'Draft preview' });
    expect(banner.querySelector('p')?.textContent).toBe(draftText);
  });
});

describe('the refused preview link page (/preview?refused=…)', () => {
  /** The reason the page shows for an address's query, read as the router reads it. */
  const reasonOf = (query: string) => readPreviewRefusal(parsePlainSearch(query).refused);

  it.each(previewRefusals)(
    '%s: its own h1, what went wrong, what to do, two ways out',
    (reason) => {
      const words = previewRefused.reasons[reason];
      render(<PreviewRefusedPage reason={reason} />);
      const headings = screen.getAllByRole('heading', { level: 1 });
      expect(headings.map((heading) => heading.textContent)).toEqual([words.title]);
      expect(screen.getByText(words.message)).toBeTruthy();
      expect(screen.getByText(words.nextStep)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
      expect(screen.getByRole('link', { name: 'Go to Insights' }).getAttribute('href')).toBe(
        '/insights',
      );
      // The status the server answers with, drawn large (decorative).
      expect(document.querySelector('svg[aria-hidden="true"] text')?.textContent).toBe(
        words.status,
      );
      expect(screen.queryByRole('button')).toBeNull();
    },
  );

  it('gives each reason its own heading, and the server its status', () => {
    const titles = previewRefusals.map((reason) => previewRefused.reasons[reason].title);
    expect(new Set(titles).size).toBe(previewRefusals.length);
    expect(previewRefused.reasons.missing.title).toBe("This preview link can't be opened");
    expect(
      Object.fromEntries(previewRefusals.map((r) => [r, previewRefused.reasons[r].status])),
    ).toEqual({
      missing: '403',
      expired: '403',
      tampered: '403',
      'not-found': '404',
      unavailable: '503',
      disabled: '403',
    });
  });

  it.each(previewRefusals)('reads ?refused=%s as itself', (reason) => {
    expect(reasonOf(`?refused=${reason}`)).toBe(reason);
    expect(readPreviewRefusal(reason)).toBe(reason);
  });

  it.each([
    ['no query', ''],
    ['no reason', '?'],
    ['an unknown reason', '?refused=stolen'],
    ['another case', '?refused=EXPIRED'],
    ['an empty value', '?refused='],
    ['a repeated param', '?refused=expired&refused=tampered'],
    ['a number', '?refused=403'],
    ['markup', '?refused=%3Cscript%3E'],
    ['a JSON-looking value', '?refused=%7B%22reason%22%3A%22expired%22%7D'],
    ['the signed link itself', '?post=12&expires=1767225600&signature=abc'],
  ])('reads %s as missing, never failing', (_name, query) => {
    expect(reasonOf(query)).toBe('missing');
  });

  it.each([undefined, null, 403, ['expired'], { refused: 'expired' }, 'not found'])(
    'reads the value %j as missing',
    (value) => {
      expect(readPreviewRefusal(value)).toBe('missing');
    },
  );

  it('renders the fallback for junk: the missing-link page', () => {
    render(<PreviewRefusedPage reason={reasonOf('?refused=%3Cscript%3E')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      previewRefused.reasons.missing.title,
    );
  });

  it('has a head: Preview Unavailable, noindex, canonical /preview, a WebPage', async () => {
    type Head = {
      meta: Array<Record<string, string>>;
      links: Array<{ rel: string; href: string }>;
      scripts: Array<{ type: string; children: string }>;
    };
    const loader = previewRoute.options.loader as unknown as () => Promise<unknown>;
    const head = previewRoute.options.head?.({ loaderData: await loader() } as never) as Head;
    const title = pageTitle(previewRefused.meta.title);
    expect(title).toBe('Preview Unavailable | Response');
    expect(title.length).toBeLessThanOrEqual(TITLE_LIMIT);
    expect(previewRefused.meta.description.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(head.meta[0]).toEqual({ title });
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(head.links.find((link) => link.rel === 'canonical')?.href).toBe(
      `${site.origin}/preview`,
    );
    const data = head.scripts.map((script) => JSON.parse(script.children));
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      '@type': 'WebPage',
      name: 'Preview Unavailable',
      url: `${site.origin}/preview`,
    });
  });
});
