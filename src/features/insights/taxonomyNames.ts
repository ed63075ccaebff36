/**
 * The Insights taxonomy by name: a pillar or sub-filter from the slugs a URL or a
 * post carries, and what an article card's badge says. Apart from the route's search schema
 * (`articleSearchParams.ts`, slugs only), so the names ship with the pages that show them.
 */
import {
  type InsightPillarName,
  type InsightSubfilterName,
  insightTaxonomy,
} from '../../content/insights/taxonomy';

export const findPillar = (slug: string): InsightPillarName | undefined =>
  insightTaxonomy.find((pillar) => pillar.slug === slug);

export const findSubfilter = (pillarSlug: string, slug: string): InsightSubfilterName | undefined =>
  findPillar(pillarSlug)?.subfilters.find((subfilter) => subfilter.slug === slug);

/**
 * What an article card's badge says: the sub-filter's name, else the pillar's. Here,
 * with the names, so that a page showing cards needs none of the list's search code.
 */
export function classificationLabel(entry: { pillar: string; subfilter: string | null }): string {
  const pillar = findPillar(entry.pillar);
  const subfilter = entry.subfilter ? findSubfilter(entry.pillar, entry.subfilter) : undefined;
  return subfilter?.name ?? pillar?.name ?? '';
}
