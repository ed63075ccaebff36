/**
 * The search page's state as its route's search params: `q` (the words searched) and `area` (one
 * group shown whole: `?q=istanbul&area=jobs`). The schema ships in the entry bundle with every
 * route's, so it is kept to the reading of two strings: which areas exist is the page's business
 * (an area search does not know shows every group).
 */
import * as v from 'valibot';
import { firstSearchString } from '../../site/searchParams';

/** Longest search text kept from a URL; anything longer is cut, not rejected. */
export const maxSearchQuery = 100;

const text = (limit: number) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) =>
        firstSearchString(value).replace(/\s+/g, ' ').trimStart().slice(0, limit),
      ),
    ),
    '',
  );

/** Never fails: a missing, repeated or odd value reads as no text, the first, or cut. */
export const siteSearchSchema = v.object({ q: text(maxSearchQuery), area: text(20) });

export type SiteSearchParams = v.InferOutput<typeof siteSearchSchema>;

/** The defaults, stripped from URLs. */
export const siteSearchDefaults = { q: '', area: '' } as const;

export const searchPath = '/search';
