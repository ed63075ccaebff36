import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts (no types).
import { refusal, selectChanges, sha256, viewOf } from '../../scripts/visual/reviewRun.mjs';

/**
 * The visual review's record of a run (scripts/visual/reviewRun.mjs): what a screenshot's name
 * says about its view, which changes a filter accepts, and the refusal of anything the run did
 * not produce.
 */
describe('viewOf', () => {
  it('reads the template or story, the width and the theme from the name', () => {
    expect(viewOf('services--growth-os-1280-dark.png')).toEqual({
      subject: 'services--growth-os',
      width: 1280,
      theme: 'dark',
    });
    expect(viewOf('home-390-light.png')).toEqual({ subject: 'home', width: 390, theme: 'light' });
    expect(viewOf('search-1280-forced-colours.png')).toEqual({
      subject: 'search',
      width: 1280,
      theme: 'forced-colours',
    });
    // A story shot has a theme and no width.
    expect(viewOf('components--badge--tones-dark.png')).toEqual({
      subject: 'components--badge--tones',
      width: null,
      theme: 'dark',
    });
    expect(viewOf('odd.png')).toEqual({ subject: 'odd', width: null, theme: null });
  });
});

const change = (baseline: string, title: string, width: number | null, theme: string) => ({
  baseline,
  title,
  width,
  theme,
  actual: 'images/x-actual.png',
  actualSha256: '',
});

describe('selectChanges', () => {
  const changes = [
    change('visual/__screenshots__/routes.spec.ts/home-390-light.png', 'routes › /', 390, 'light'),
    change('visual/__screenshots__/routes.spec.ts/home-1280-dark.png', 'routes › /', 1280, 'dark'),
    change(
      'visual/__screenshots__/stories.spec.ts/components--badge--tones-dark.png',
      'story components--badge--tones',
      null,
      'dark',
    ),
  ];

  it('takes nothing without a filter, everything with --all', () => {
    expect(selectChanges(changes, {})).toEqual([]);
    expect(selectChanges(changes, { all: true })).toHaveLength(3);
  });

  it('matches words in the baseline or the title, any of them, ignoring case', () => {
    expect(
      selectChanges(changes, { words: ['BADGE'] }).map((c: { theme: string }) => c.theme),
    ).toEqual(['dark']);
    expect(selectChanges(changes, { words: ['home', 'badge'] })).toHaveLength(3);
    expect(selectChanges(changes, { words: ['routes › /'] })).toHaveLength(2);
  });

  it('narrows by width and theme', () => {
    expect(selectChanges(changes, { words: ['home'], width: 390 })).toHaveLength(1);
    expect(selectChanges(changes, { theme: 'dark' })).toHaveLength(2);
    expect(selectChanges(changes, { width: 1280, theme: 'light' })).toEqual([]);
  });
});

describe('refusal', () => {
  let dir = '';
  const bytes = Buffer.from('the new picture');
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'visual-review-'));
    mkdirSync(join(dir, 'images'), { recursive: true });
    writeFileSync(join(dir, 'images/x-actual.png'), bytes);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const recorded = (baseline = 'visual/__screenshots__/routes.spec.ts/home-390-light.png') => ({
    ...change(baseline, 'routes › /', 390, 'light'),
    actualSha256: sha256(bytes),
  });

  it('accepts the image the run recorded, for a screenshot baseline', () => {
    expect(refusal(recorded(), dir)).toBeNull();
  });

  it('refuses an image changed since the run, or gone', () => {
    writeFileSync(join(dir, 'images/x-actual.png'), 'another picture');
    expect(refusal(recorded(), dir)).toMatch(/not the image the run produced/);
    rmSync(join(dir, 'images/x-actual.png'));
    expect(refusal(recorded(), dir)).toMatch(/missing/);
  });

  it('refuses to write anywhere but a PNG under visual/__screenshots__', () => {
    expect(refusal(recorded('src/site/config.ts'), dir)).toMatch(/not a screenshot baseline/);
    expect(refusal(recorded('visual/__screenshots__/../../package.json'), dir)).toMatch(
      /not a screenshot baseline/,
    );
    expect(refusal(recorded('visual/__screenshots__/routes.spec.ts/x.txt'), dir)).toMatch(
      /not a screenshot baseline/,
    );
  });
});
