import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  acceptCommand,
  allViews,
  differenceText,
  filterChanges,
  filterOptions,
  groupChanges,
  groupOf,
  type ReviewChange,
  viewLabel,
} from '../../src/pages/VisualReviewPage/reviewModel';
import { VisualReviewPage } from '../../src/pages/VisualReviewPage/VisualReviewPage';

/**
 * The visual review's page (issue 41): the run read into groups by template and story, the
 * filters, the sentences it shows, and accepting from the page (with its server) or by the
 * command it gives (opened as a file).
 */

const change = (over: Partial<ReviewChange> & Pick<ReviewChange, 'baseline'>): ReviewChange => ({
  expected: 'images/a-expected.png',
  actual: 'images/a-actual.png',
  diff: null,
  mask: 'images/a-mask.png',
  actualSha256: 'f'.repeat(64),
  pixels: { changed: 1200, beyondAntiAliasing: 900, kind: 'change' },
  size: { width: 390, height: 800, expectedWidth: 390, expectedHeight: 800 },
  axe: { violations: [] },
  title: 'a test',
  spec: 'routes.spec.ts',
  project: 'visual',
  subject: 'contact',
  width: 390,
  theme: 'light',
  status: 'failed',
  errors: [],
  ...over,
});

const run = {
  finishedAt: '2026-11-29T16:12:00.000Z',
  changes: [
    change({ baseline: 'visual/__screenshots__/routes.spec.ts/contact-390-light.png' }),
    change({
      baseline: 'visual/__screenshots__/routes.spec.ts/contact-1280-dark.png',
      width: 1280,
      theme: 'dark',
      axe: {
        violations: [
          { id: 'color-contrast', impact: 'serious', help: 'Contrast', nodes: ['.hero h1'] },
        ],
      },
    }),
    change({
      baseline: 'visual/__screenshots__/routes.spec.ts/home-390-light.png',
      subject: 'home',
    }),
    change({
      baseline:
        'visual/__screenshots__/stories.spec.ts/components--error-summary--two-fields-to-fix-light.png',
      spec: 'stories.spec.ts',
      subject: 'components--error-summary--two-fields-to-fix',
      width: null,
      pixels: { changed: 40, beyondAntiAliasing: 0, kind: 'noise' },
    }),
    change({
      baseline: 'visual/__screenshots__/contact.spec.ts/contact-form-invalid-390-dark.png',
      spec: 'contact.spec.ts',
      subject: 'contact-form-invalid',
      theme: 'dark',
      expected: null,
      mask: null,
      pixels: { changed: null, beyondAntiAliasing: null, kind: 'new' },
      size: { width: 358, height: 1056, expectedWidth: null, expectedHeight: null },
    }),
  ],
};

describe('reading a run', () => {
  it('groups views by template (a route, or a suite state) and by story, templates first', () => {
    expect(groupOf(run.changes[0]!)).toMatchObject({ kind: 'template', label: '/contact' });
    expect(groupOf(run.changes[2]!)).toMatchObject({ kind: 'template', label: '/' });
    expect(groupOf(run.changes[3]!)).toMatchObject({
      kind: 'story',
      label: 'Components / Error summary',
    });
    expect(groupOf(run.changes[4]!)).toMatchObject({ label: 'Contact form invalid' });
    expect(groupChanges(run.changes).map((g) => [g.label, g.changes.length])).toEqual([
      ['/', 1],
      ['/contact', 2],
      ['Contact form invalid', 1],
      ['Components / Error summary', 1],
    ]);
  });

  it('names views and differences as a designer reads them', () => {
    expect(viewLabel({ width: 1280, theme: 'forced-colours' })).toBe('1280 px, forced colours');
    expect(viewLabel({ width: null, theme: 'dark' })).toBe('Dark');
    expect(differenceText(run.changes[0]!)).toBe(
      '1,200 changed pixels (900 beyond anti-aliased edges)',
    );
    expect(differenceText(run.changes[3]!)).toBe(
      '40 changed pixels, all on anti-aliased edges: rendering noise',
    );
    expect(differenceText(run.changes[4]!)).toBe(
      'New screenshot, 358 × 1056 px: no approved image yet',
    );
    expect(
      differenceText(
        change({
          baseline: 'x',
          pixels: { changed: null, beyondAntiAliasing: null, kind: 'size' },
          size: { width: 390, height: 900, expectedWidth: 390, expectedHeight: 800 },
        }),
      ),
    ).toBe('Changed size: 390 × 800 px to 390 × 900 px');
  });

  it('filters by template, width and theme, and to what still fails', () => {
    expect(filterChanges(run.changes, { ...allViews, width: '390' })).toHaveLength(3);
    expect(filterChanges(run.changes, { ...allViews, theme: 'dark' })).toHaveLength(2);
    expect(
      filterChanges(run.changes, { ...allViews, group: 'template:contact', width: '1280' }),
    ).toHaveLength(1);
    const accepted = run.changes.map((c, i) => ({ ...c, accepted: i < 2 }));
    // Accepted and clean: no longer failed; accepted but failing axe: still failed.
    expect(
      filterChanges(accepted, { ...allViews, onlyFailed: true }).map((c) => c.subject),
    ).toEqual([
      'contact',
      'home',
      'components--error-summary--two-fields-to-fix',
      'contact-form-invalid',
    ]);
    expect(filterOptions(run.changes)).toMatchObject({
      widths: [390, 1280],
      themes: ['light', 'dark'],
    });
  });

  it('gives the command that accepts exactly the changes shown', () => {
    expect(acceptCommand(run.changes.slice(0, 2))).toBe(
      'npm run visual:accept -- visual/__screenshots__/routes.spec.ts/contact-390-light.png visual/__screenshots__/routes.spec.ts/contact-1280-dark.png',
    );
  });
});

describe('the review page', () => {
  it('shows each change with its difference, its axe result and the three comparisons', () => {
    render(<VisualReviewPage run={run} acceptance={{ kind: 'static' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Visual review' })).toBeTruthy();
    expect(
      screen.getByText(/5 screenshots changed in the test run of 29 November 2026/),
    ).toBeTruthy();
    const contact = screen.getByRole('region', { name: /\/contact/ });
    const views = within(contact).getAllByRole('article');
    expect(views).toHaveLength(2);
    expect(within(views[1]!).getByText('axe: 1 violation in this view.')).toBeTruthy();
    expect(within(views[1]!).getByText('color-contrast')).toBeTruthy();
    expect(
      within(views[0]!)
        .getAllByRole('radio')
        .map((radio) => radio.closest('[role=radio], button, label')?.textContent),
    ).toEqual(['Side by side', 'Slider', 'Overlay']);
    expect(within(views[0]!).getByRole('img', { name: /^Approved screenshot of/ })).toBeTruthy();
    // A new screenshot is shown alone.
    expect(screen.getByText('No approved screenshot yet: this view is new.')).toBeTruthy();
    // Opened as a file, each change has the command that accepts it.
    expect(
      screen.getByText(
        'npm run visual:accept -- visual/__screenshots__/routes.spec.ts/home-390-light.png',
      ),
    ).toBeTruthy();
  });

  it('filters by theme, and says so when nothing is left', () => {
    render(<VisualReviewPage run={run} acceptance={{ kind: 'static' }} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByText('Showing 2 of 5 changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '1280 px' }));
    expect(screen.getByText('Showing 1 of 5 changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(screen.getByRole('heading', { name: 'No change matches the filters' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show every change' }));
    expect(screen.getByText('Showing 5 of 5 changes')).toBeTruthy();
  });

  it('accepts the changes shown through its server, and marks them accepted', async () => {
    const accept = vi.fn(async (baselines: string[]) => ({ accepted: baselines, refused: [] }));
    render(<VisualReviewPage run={run} acceptance={{ kind: 'server', accept }} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept the 2 changes shown' }));
    });
    expect(accept).toHaveBeenCalledWith([
      'visual/__screenshots__/routes.spec.ts/contact-1280-dark.png',
      'visual/__screenshots__/contact.spec.ts/contact-form-invalid-390-dark.png',
    ]);
    expect(screen.getByText(/^Accepted 2 screenshots:/)).toBeTruthy();
    expect(screen.getAllByText('Accepted', { selector: 'span' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Every change shown is accepted' })).toBeTruthy();
  });

  it('says plainly when its server did not answer, and accepts nothing', async () => {
    const accept = vi.fn(async () => {
      throw new Error('Failed to fetch');
    });
    render(<VisualReviewPage run={run} acceptance={{ kind: 'server', accept }} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Accept /contact, 390 px, light' }));
    });
    expect(
      screen.getByText(/Nothing was accepted: the review's server did not answer/),
    ).toBeTruthy();
  });

  it('without a run, says how to make one', () => {
    render(<VisualReviewPage run={null} acceptance={{ kind: 'static' }} />);
    expect(screen.getByRole('heading', { name: 'No changed screenshots' })).toBeTruthy();
  });
});
