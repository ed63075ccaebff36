/**
 * The social card a rendered page names (its `og:image` under /og/cards/, src/site/socialCard.ts)
 * with what it shows: the page's main heading, its area and the brand. The build draws one for
 * every page it prerenders, and the server for every page it regenerates (a new WordPress post
 * without a featured image), both through `drawSocialCards` (server/socialCards.ts), which draws
 * a card only when its content changed.
 */
import { join } from 'node:path';
import { decodeEntities } from '../src/features/insights/posts';
import { cardArea } from '../src/site/socialCardArea';

export interface PageCard {
  /** Where the card is written (below the built site). */
  file: string;
  title: string;
  area: string;
}

/** Text of an HTML fragment: tags removed (no space for them: a heading's highlight span sits
 * inside its sentence), entities decoded, spaces collapsed. */
export function htmlText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The card a page's HTML names, or null when it names another image (an article's featured
 * image, the generic share image of a page not to index).
 */
export function pageCard(html: string, path: string, distDir: string, origin: string) {
  const image = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];
  const prefix = `${origin}/og/cards/`;
  if (!image?.startsWith(prefix)) return null;
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  const title = heading ? htmlText(heading) : '';
  const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return {
    file: join(distDir, ...image.slice(origin.length + 1).split('/')),
    title: title || htmlText(ogTitle),
    area: cardArea(path),
  } satisfies PageCard;
}
