/**
 * Site search: MiniSearch over every page and listed item (src/features/search/pageDocument.ts,
 * itemDocuments.ts). The build serialises the index with each result's stored fields into
 * `/search-index.json` (server/searchIndex.ts); the search page loads it when a visitor searches
 * (in the browser) or renders a query (on the server), and asks it here. MiniSearch: a small
 * (about 18 kB gzip), well-kept full-text library with prefix and fuzzy matching and field
 * boosts, whose serialised index loads in milliseconds (docs/decisions: the measured choice).
 */
import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import { type SearchArea, type SearchDocument, searchAreas } from './searchAreas';

/** What the index file holds: the results' fields by document id, and MiniSearch's own index. */
export interface SearchIndexFile {
  version: 1;
  documents: StoredDocument[];
  index: unknown;
}

/** A result as the page shows it; `text` is the start of the page's own words, for excerpts. */
export type StoredDocument = Omit<SearchDocument, 'text'> & { text: string };

/** Lower case, accents off, the Turkish dotless ı as i: one character for one, so offsets hold. */
export function fold(text: string): string {
  let out = '';
  for (const char of text) {
    const plain = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ı/g, 'i');
    out += plain.length === char.length ? plain : char.toLowerCase().slice(0, char.length);
  }
  return out;
}

/** Words too common to search by. */
const stopWords = new Set(
  'a an and are as at be but by for from has have how in into is it its of on or our that the their this to was we what when where which who why will with you your'.split(
    ' ',
  ),
);

/** Field boosts: a title match counts most, then the area and breadcrumb, then the summary. */
const boost = { title: 6, keywords: 3, description: 2, text: 1 };

const options: Options = {
  fields: ['title', 'keywords', 'description', 'text'],
  idField: 'id',
  processTerm: (term) => {
    const folded = fold(term);
    return stopWords.has(folded) ? null : folded;
  },
  searchOptions: {
    boost,
    // The last word as typed so far matches the words it begins ('attri' finds attribution);
    // longer words forgive a slip ('atribution', 'istambul').
    prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 2,
    fuzzy: (term) => (term.length >= 5 ? 0.2 : term.length === 4 ? 1 : false),
    maxFuzzy: 2,
  },
};

/** The excerpt source kept per document: its opening words (the index has all of them). */
export const storedTextLength = 900;
/** A line on this many pages or more is the site's furniture (a call to action), not the page's. */
const furnitureShare = 6;

/** The index file for these documents. */
export function buildSearchIndex(documents: ReadonlyArray<SearchDocument>): SearchIndexFile {
  const seen = new Map<string, number>();
  for (const document of documents) {
    for (const line of new Set(document.text.split('\n')))
      seen.set(line, (seen.get(line) ?? 0) + 1);
  }
  const own = documents.map((document) => ({
    ...document,
    text: document.text
      .split('\n')
      .filter((line) => (seen.get(line) ?? 0) < furnitureShare && line !== document.title)
      .join('\n'),
  }));
  const search = new MiniSearch(options);
  search.addAll(
    own.map((document, id) => ({
      id,
      title: document.title,
      keywords: [searchAreas[document.area].label, ...document.trail].join(' '),
      description: document.description,
      text: document.text,
    })),
  );
  return {
    version: 1,
    documents: own.map((document) => ({
      ...document,
      text: clip(document.text, storedTextLength),
    })),
    index: search.toJSON(),
  };
}

function clip(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), length - 20));
}

export interface SiteSearch {
  documents: StoredDocument[];
  search: MiniSearch;
}

/** The index file, ready to ask; throws on a file that is not one. */
export function loadSearchIndex(file: SearchIndexFile): SiteSearch {
  if (file?.version !== 1 || !Array.isArray(file.documents)) {
    throw new Error('Not a search index file');
  }
  return {
    documents: file.documents,
    search: MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], options),
  };
}

/** Text with the ranges to highlight (`<mark>`), as [start, end) offsets. */
export interface Highlighted {
  text: string;
  marks: Array<[number, number]>;
}

export interface SearchHit {
  url: string;
  title: Highlighted;
  trail: string[];
  excerpt: Highlighted;
  area: SearchArea;
}

export interface SearchGroup {
  area: SearchArea;
  label: string;
  /** How many results the area has; `hits` holds the first few unless the area is chosen. */
  count: number;
  hits: SearchHit[];
}

export interface SearchOutcome {
  query: string;
  /** The one area shown whole, when the visitor chose one the results have. */
  area: SearchArea | null;
  total: number;
  groups: SearchGroup[];
}

/** Results shown per area at most before its "Show all" link. */
export const hitsPerGroup = 5;
/**
 * Below this share of the best result's score a result is in the long tail (a job page that
 * names the city in its office list, against the offices' page): an area shows it only behind
 * its "Show all" link, so the strong results of every area come first on the page. An area
 * always shows its best result.
 */
export const strongShare = 0.25;

export const isSearchArea = (area: string): area is SearchArea => Object.hasOwn(searchAreas, area);

/**
 * How much an area's pages weigh against a match of the same strength: what the agency does and
 * has done comes before the news about it, which repeats the same words.
 */
const areaWeight: Record<SearchArea, number> = {
  services: 1.3,
  products: 1.2,
  topics: 1.2,
  cases: 1.1,
  articles: 1.1,
  reports: 1.1,
  tools: 1,
  pages: 1,
  testimonials: 0.9,
  jobs: 0.9,
  releases: 0.7,
  news: 0.7,
};

/** Longest query search reads; the rest is ignored (the schema cuts URLs to this too). */
export const maxQueryLength = 100;

/**
 * The results for a query: every word must match (a word as typed so far, or one a slip away);
 * when no page has them all, pages with any of them. Grouped by area, a group placed by its
 * best result, results by score within it.
 */
export function searchSite(site: SiteSearch, query: string, chosenArea = ''): SearchOutcome {
  const q = query.trim().slice(0, maxQueryLength);
  if (q === '') return { query: q, area: null, total: 0, groups: [] };
  const boostDocument = (id: unknown) => areaWeight[site.documents[id as number]?.area ?? 'pages'];
  let results = site.search.search(q, { combineWith: 'AND', boostDocument });
  if (results.length === 0) results = site.search.search(q, { combineWith: 'OR', boostDocument });
  const groups = new Map<SearchArea, SearchGroup>();
  const strong = (results[0]?.score ?? 0) * strongShare;
  for (const result of results) {
    const document = site.documents[result.id as number];
    if (!document) continue;
    const area = searchAreas[document.area] ? document.area : 'pages';
    let group = groups.get(area);
    if (!group) {
      group = { area, label: searchAreas[area].label, count: 0, hits: [] };
      groups.set(area, group);
    }
    group.count += 1;
    const shown =
      area === chosenArea ||
      (group.hits.length < hitsPerGroup && (group.hits.length === 0 || result.score >= strong));
    if (!shown) continue;
    const words = matchedWords(result);
    group.hits.push({
      url: document.url,
      title: highlight(document.title, words),
      trail: document.trail,
      excerpt: excerpt(document, words),
      area,
    });
  }
  const shown = isSearchArea(chosenArea) && groups.has(chosenArea) ? chosenArea : null;
  return {
    query: q,
    area: shown,
    total: results.length,
    groups: shown ? [groups.get(shown) as SearchGroup] : [...groups.values()],
  };
}

/** The indexed words the result matched (folded), longest first. */
function matchedWords(result: SearchResult): string[] {
  return [...new Set([...result.terms, ...result.queryTerms])]
    .filter((word) => word.length > 1)
    .sort((a, b) => b.length - a.length);
}

const wordStart = (words: readonly string[]) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})[\\p{L}\\p{N}]*`,
    'gu',
  );

/** Every word of `text` that begins with a matched word, marked. */
export function highlight(text: string, words: readonly string[]): Highlighted {
  if (words.length === 0) return { text, marks: [] };
  const marks: Array<[number, number]> = [];
  for (const match of fold(text).matchAll(wordStart(words))) {
    marks.push([match.index, match.index + match[0].length]);
  }
  return { text, marks };
}

/** About this many characters of context around the first match. */
const excerptLength = 170;

/**
 * The passage of the page around its first matched word, cut at word boundaries with '…';
 * the page's description when its words hold no match (a match in the title, the breadcrumb).
 */
export function excerpt(document: StoredDocument, words: readonly string[]): Highlighted {
  const source = document.text.replace(/\n/g, '. ').replace(/([.!?:])\. /g, '$1 ');
  const first = words.length > 0 ? wordStart(words).exec(fold(source)) : null;
  if (!first) return highlight(document.description || clip(source, excerptLength), words);
  if (source.length <= excerptLength) return highlight(source, words);
  let start = Math.max(0, first.index - 60);
  // From the start of a word, unless none begins between there and the match (a long address).
  const space = start > 0 ? source.indexOf(' ', start) : -1;
  if (space >= 0 && space < first.index) start = space + 1;
  let end = Math.min(source.length, start + excerptLength);
  if (end < source.length)
    end = Math.max(source.lastIndexOf(' ', end), first.index + first[0].length);
  const text = `${start > 0 ? '…' : ''}${source.slice(start, end).trim()}${end < source.length ? '…' : ''}`;
  return highlight(text, words);
}
