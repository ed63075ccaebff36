/**
 * The reports list's one filter, the search text, as the route's typed search param `search`:
 * the URL is the source of truth, the default is not written. Kept light: the route's schema
 * is part of every page's entry bundle.
 */
import * as v from 'valibot';
import { firstSearchString } from '../../site/searchParams';
import { maxSearchLength } from './articleSearchParams';

export const reportSearchSchema = v.object({
  search: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => firstSearchString(value).slice(0, maxSearchLength)),
    ),
    '',
  ),
});

export type ReportSearch = v.InferOutput<typeof reportSearchSchema>;

/** The default, stripped from URLs. */
export const reportSearchDefaults = { search: '' } as const satisfies ReportSearch;
