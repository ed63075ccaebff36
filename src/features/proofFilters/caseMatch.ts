/**
 * What the case studies page does with its filter state: the cases of an industry and
 * the count line. The route's schema that reads the state from the URL is in `caseSearchParams.ts` (it
 * ships in the entry bundle; these ship with the page).
 */
import type { CaseSummary } from '../../content/proof/casePages';
import { allIndustries, industrySlug, knownIndustry } from './caseSearchParams';

/** The cases of the chosen industry (All, or an unknown slug, keeps every case), in list order. */
export function filterCases<T extends CaseSummary>(
  cases: ReadonlyArray<T>,
  search: { industry: string },
): T[] {
  const wanted = knownIndustry(search.industry);
  return cases.filter(
    (study) => wanted === allIndustries || industrySlug(study.industry) === wanted,
  );
}

/** The count line, announced politely to screen readers as it changes. */
export function caseCountLine(shown: number, total: number): string {
  return `Showing ${shown} of ${total} case studies`;
}
