/**
 * Drawing pages' social cards (Open Graph and Twitter images, 1200 × 630 PNG): the card template
 * (src/features/socialCards/SocialCard.tsx) laid out to SVG by satori, the SVG drawn to PNG by
 * resvg. Fonts come from @fontsource/inter's files, never the network or the system's fonts, so
 * a card is drawn the same on every machine.
 *
 * The build draws a card for every prerendered page (scripts/build/prerender.mjs), the server one
 * for each new WordPress post. Cards are cached by content hash: a page whose title, area and
 * theme are unchanged, drawn by an unchanged template, palette and fonts, is copied from the
 * cache rather than drawn again.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { createElement } from 'react';
import satori, { type Font } from 'satori';
import {
  SocialCard,
  type SocialCardProps,
  socialCardFonts,
  socialCardSize,
} from '../src/features/socialCards/SocialCard';
import { palettes } from '../tokens/palette';
import { writeAtomic } from './pageWriter';

/** Bump to redraw every card when the drawing changes in a way the hash below does not see. */
const DRAWING_VERSION = 1;

const templateFile = new URL('../src/features/socialCards/SocialCard.tsx', import.meta.url);

/** Inter's static weights as WOFF (one file per subset and weight), with the family each is registered under. */
const fontFiles: ReadonlyArray<{ file: string; name: string; weight: 500 | 700 }> = [
  { file: 'inter-latin-500-normal.woff', name: socialCardFonts.latin, weight: 500 },
  { file: 'inter-latin-700-normal.woff', name: socialCardFonts.latin, weight: 700 },
  { file: 'inter-latin-ext-500-normal.woff', name: socialCardFonts.latinExtended, weight: 500 },
  { file: 'inter-latin-ext-700-normal.woff', name: socialCardFonts.latinExtended, weight: 700 },
];

function fontPath(file: string): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@fontsource/inter/package.json')), 'files', file);
}

let fontsLoaded: Promise<Font[]> | undefined;

/** The card's fonts, read once per process. */
export function loadCardFonts(): Promise<Font[]> {
  fontsLoaded ??= Promise.all(
    fontFiles.map(async ({ file, name, weight }) => ({
      name,
      data: await readFile(fontPath(file)),
      weight,
      style: 'normal' as const,
    })),
  );
  fontsLoaded.catch(() => {
    fontsLoaded = undefined; // let a later call try again
  });
  return fontsLoaded;
}

/** One card: the page's title and area, and the theme (dark unless said). */
export type SocialCardInput = SocialCardProps;

/**
 * Draws one card to PNG bytes. satori's layout takes a few milliseconds; resvg's drawing, most of
 * the time (about 55 ms a card), runs on libuv's thread pool (`renderAsync`), so the server keeps
 * answering while a card is drawn and two cards draw on two cores.
 */
export async function drawSocialCard(card: SocialCardInput): Promise<Uint8Array> {
  const fonts = await loadCardFonts();
  const svg = await satori(createElement(SocialCard, card), { ...socialCardSize, fonts });
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: socialCardSize.width },
    font: { loadSystemFonts: false },
  });
  const png = image.asPng();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

let drawingHash: Promise<string> | undefined;

/**
 * What every card's look depends on besides its own text: the template's source, the palette,
 * the fonts (by size) and DRAWING_VERSION.
 */
function drawingVersion(): Promise<string> {
  drawingHash ??= (async () => {
    const hash = createHash('sha256');
    hash.update(`drawing ${DRAWING_VERSION}\n`);
    hash.update(await readFile(templateFile, 'utf8'));
    hash.update(JSON.stringify(palettes));
    for (const { file } of fontFiles) hash.update(`${file} ${(await stat(fontPath(file))).size}\n`);
    return hash.digest('hex');
  })();
  drawingHash.catch(() => {
    drawingHash = undefined;
  });
  return drawingHash;
}

/** The cache key of a card: sha256 of the drawing's version, the title, the area and the theme. */
export async function cardHash(card: SocialCardInput): Promise<string> {
  const { title, area, theme = 'dark' } = card;
  return createHash('sha256')
    .update(JSON.stringify([await drawingVersion(), title, area, theme]))
    .digest('hex');
}

export interface CardToDraw extends SocialCardInput {
  /** Where the PNG goes: dist/og/cards/services.png. */
  file: string;
}

export interface DrawnCards {
  /** Cards drawn afresh (and put in the cache). */
  drawn: number;
  /** Cards copied from the cache. */
  reused: number;
  ms: number;
}

/**
 * Draws each card to its file, or copies it from `cacheDir` (`<hash>.png`) when an identical card
 * was drawn before (or earlier in this batch: two pages with the same title and area share one
 * drawing). A few at a time: the drawing is the CPU's work (resvg on the thread pool), so more
 * at once than there are cores only holds more memory.
 */
export async function drawSocialCards(
  cards: ReadonlyArray<CardToDraw>,
  { cacheDir, concurrency = 2 }: { cacheDir: string; concurrency?: number },
): Promise<DrawnCards> {
  const started = performance.now();
  let drawn = 0;
  let reused = 0;
  /** This batch's cards by hash: a second page with the same card waits for the first's. */
  const pending = new Map<string, Promise<Uint8Array>>();
  const cardPng = async (hash: string, card: SocialCardInput): Promise<Uint8Array> => {
    const cached = join(cacheDir, `${hash}.png`);
    const png = await readFile(cached).catch(() => null);
    if (png) {
      reused += 1;
      return png;
    }
    const fresh = await drawSocialCard(card);
    await writeAtomic(cached, fresh);
    drawn += 1;
    return fresh;
  };
  let next = 0;
  const work = async () => {
    while (next < cards.length) {
      const { file, ...card } = cards[next++]!;
      const hash = await cardHash(card);
      let png = pending.get(hash);
      if (png) {
        reused += 1;
      } else {
        png = cardPng(hash, card);
        pending.set(hash, png);
      }
      await writeAtomic(file, await png);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, work));
  return { drawn, reused, ms: Math.round(performance.now() - started) };
}
