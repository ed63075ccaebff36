/**
 * The industry filter of /proof/cases as the route's search param `industry`
 * (an industry slug), and the list's paging. The URL is the single source of truth, so a filtered
 * list survives a reload and can be shared; the default (All Industries) is not written into the
 * URL. Only types come from `proof/casePages.ts`: the schema ships in the entry bundle, the cases do not.
 */
import * as v from 'valibot';
import {
  allIndustriesLabel,
  type CaseIndustry,
  caseIndustries,
} from '../../content/proof/caseIndustries';
import { firstSearchString } from '../../site/searchParams';

/** The search params, as the filter's field names. */
export const caseFields = { industry: 'industry' } as const;

/** The value of the filter that keeps every case. */
export const allIndustries = 'all';

/** 'CPG & Industrial' -> 'cpg-industrial': the industry as it appears in the URL. */
export function industrySlug(industry: CaseIndustry): string {
  return industry
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The filter buttons, in order: All Industries, then every industry. */
export const industryFilters: ReadonlyArray<{ slug: string; label: string }> = [
  { slug: allIndustries, label: allIndustriesLabel },
  ...caseIndustries.map((industry) => ({ slug: industrySlug(industry), label: industry })),
];

/** A slug from the URL if it names an industry (case-insensitive, trimmed), else All. */
export function knownIndustry(value: unknown): string {
  const wanted = firstSearchString(value).trim().toLowerCase();
  return industryFilters.some((filter) => filter.slug === wanted) ? wanted : allIndustries;
}

/**
 * The route's search schema. Never fails: odd values (arrays, numbers, objects, unknown slugs)
 * fall back to All Industries.
 */
export const caseSearchSchema = v.object({
  industry: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => knownIndustry(value)),
    ),
    allIndustries,
  ),
});

export type CaseSearch = v.InferOutput<typeof caseSearchSchema>;

/** The default, stripped from URLs. */
export const caseSearchDefaults = { industry: allIndustries } as const;
