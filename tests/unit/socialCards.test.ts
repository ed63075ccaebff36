import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cardHash, drawSocialCard, drawSocialCards } from '../../server/socialCards';
import { mainMenu } from '../../src/content/site/navigation';
import { socialCardPath } from '../../src/site/socialCard';
import { cardArea } from '../../src/site/socialCardArea';

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature and the chunk's length and type). */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const bytes = Buffer.from(png);
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('drawing a social card', () => {
  it('is a 1200 × 630 PNG', async () => {
    const png = await drawSocialCard({ title: 'Services that deliver outcomes', area: 'Services' });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('draws a title far past four lines, and Turkish letters, without throwing', async () => {
    const title = `İstanbul’da büyüme: ${'performance marketing that compounds learning '.repeat(6)}`;
    const png = await drawSocialCard({ title, area: 'Insights', theme: 'light' });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });
});

describe('drawing cards with a cache', () => {
  const dir = mkdtempSync(join(tmpdir(), 'social-cards-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const cacheDir = join(dir, 'cache');
  const out = (name: string) => join(dir, 'dist/og/cards', name);

  it('draws a card once, then copies it from the cache until its title changes', async () => {
    const cards = [
      { file: out('careers.png'), title: 'Careers: Build Growth Systems With Us', area: 'Careers' },
      // The same card for another page: drawn once in the batch.
      {
        file: out('careers/index.png'),
        title: 'Careers: Build Growth Systems With Us',
        area: 'Careers',
      },
    ];
    const first = await drawSocialCards(cards, { cacheDir });
    expect(first).toMatchObject({ drawn: 1, reused: 1 });
    expect(readFileSync(out('careers/index.png'))).toEqual(readFileSync(out('careers.png')));

    const second = await drawSocialCards(cards, { cacheDir });
    expect(second).toMatchObject({ drawn: 0, reused: 2 });

    const renamed = [{ ...cards[0]!, title: 'Careers at Response' }, cards[1]!];
    const third = await drawSocialCards(renamed, { cacheDir });
    expect(third).toMatchObject({ drawn: 1, reused: 1 });
    expect(readFileSync(out('careers.png'))).not.toEqual(readFileSync(out('careers/index.png')));
    const hash = await cardHash({ title: 'Careers at Response', area: 'Careers' });
    expect(existsSync(join(cacheDir, `${hash}.png`))).toBe(true);
  });

  it('keys a card by its title, area and theme (dark by default)', async () => {
    const card = { title: 'Proof', area: 'Proof' };
    expect(await cardHash(card)).toBe(await cardHash({ ...card, theme: 'dark' }));
    expect(await cardHash(card)).not.toBe(await cardHash({ ...card, theme: 'light' }));
    expect(await cardHash(card)).not.toBe(await cardHash({ ...card, area: 'Press Room' }));
    expect(await cardHash(card)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('card areas', () => {
  it.each([
    ['/', 'Home'],
    ['/services', 'Services'],
    ['/services/user-acquisition', 'Services'],
    ['/services/product-modules', 'Services'],
    ['/studio/ai-lab', 'Studio'],
    ['/proof/cases/some-case', 'Proof'],
    ['/press-room/press-releases/some-release', 'Press Room'],
    ['/growth-os/digital-products', 'Growth OS'],
    ['/modules', 'Growth OS'],
    ['/insights/articles', 'Insights'],
    ['/insights/why-your-cfo-doesnt-trust-last-click-attribution', 'Insights'],
    ['/topics/web-analytics', 'Topics'],
    ['/company/leadership', 'Company'],
    ['/careers/some-role', 'Careers'],
    ['/contact/thank-you', 'Contact'],
    ['/investors', 'Investors'],
    ['/privacy', 'Legal'],
    ['/cookies', 'Legal'],
    ['/terms', 'Legal'],
    ['/careers?team=data#open-roles', 'Careers'],
    ['/no-such-page', 'Response'],
  ])('%s → %s', (path, area) => {
    expect(cardArea(path)).toBe(area);
  });

  it('names each area as the menus do', () => {
    const items = mainMenu.flatMap((item) => [item, ...(item.submenu ?? [])]);
    // The menus' landing pages: one segment, such as /press-room (under Proof in the menu).
    const landings = items.filter((item) => /^\/[^/]+$/.test(item.href));
    expect(landings.length).toBeGreaterThanOrEqual(10);
    for (const item of landings) expect(cardArea(item.href), item.href).toBe(item.name);
  });
});

describe('card paths', () => {
  it('serves the home card as home.png and others at their path', () => {
    expect(socialCardPath('/')).toBe('/og/cards/home.png');
    expect(socialCardPath('/services')).toBe('/og/cards/services.png');
    expect(socialCardPath('/insights/some-post')).toBe('/og/cards/insights/some-post.png');
  });
});
