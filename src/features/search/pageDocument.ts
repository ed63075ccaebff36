/**
 * A prerendered page as search reads it: its title (the document title without the brand), its
 * description, its breadcrumb (the BreadcrumbList the page already carries for search engines),
 * its area and the words of its <main>. Read from the HTML the build and the WordPress sync
 * write, so search finds exactly what a visitor reads, WordPress posts included.
 */
import { decodeEntities } from '../insights/posts';
import { areaOfPath, type SearchDocument } from './searchAreas';

/** The words of a page that search reads: the longest pages' first ten thousand characters. */
export const indexedTextLength = 10_000;

const brandSuffix = / \| Response$/;

function attribute(html: string, pattern: RegExp): string {
  return decodeEntities(pattern.exec(html)?.[1] ?? '').trim();
}

/** Tags out, entities decoded, white space collapsed; block ends become sentence breaks. */
export function textOf(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|svg|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<\/(p|li|h[1-6]|dt|dd|td|th|blockquote|figcaption|div|section)>/gi, ' \n ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/[ \t\r\f\v\u00a0]+/g, ' ')
    .replace(/ ?\n[\s\n]*/g, '\n')
    .trim();
}

/** The page's breadcrumb names from its BreadcrumbList JSON-LD, the page itself last. */
function breadcrumbOf(html: string): string[] {
  for (const [, json] of html.matchAll(
    /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
  )) {
    try {
      const data = JSON.parse(json ?? '') as {
        '@type'?: string;
        itemListElement?: Array<{ name?: string }>;
      };
      if (data['@type'] !== 'BreadcrumbList' || !Array.isArray(data.itemListElement)) continue;
      return data.itemListElement.map((item) => String(item.name ?? '')).filter(Boolean);
    } catch {}
  }
  return [];
}

/** The search document of a page's HTML; null for a page with no <main> or no title. */
export function pageDocument(html: string, path: string): SearchDocument | null {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1];
  const documentTitle = attribute(html, /<title>([^<]*)<\/title>/).replace(brandSuffix, '');
  const breadcrumb = path === '/' ? [] : breadcrumbOf(html);
  // The document title, cut to 60 characters for search engines, gives way to the page's full
  // name in its breadcrumb when it was cut.
  const title =
    documentTitle.endsWith('…') && breadcrumb.length > 1
      ? (breadcrumb.at(-1) ?? '')
      : documentTitle;
  if (!main || !title) return null;
  const trail = breadcrumb.length > 1 ? breadcrumb.slice(0, -1) : path === '/' ? [] : ['Home'];
  return {
    url: path,
    title,
    area: areaOfPath(path, trail),
    trail,
    description: attribute(html, /<meta name="description" content="([^"]*)"/),
    // The page's words without its breadcrumb and heading (the title and trail say them).
    text: textOf(main.replace(/<(nav|h1)\b[\s\S]*?<\/\1>/gi, ' ')).slice(0, indexedTextLength),
  };
}
