/**
 * The proof areas' names and breadcrumb trails. The hub's content (/proof) and
 * each area's own words are in modules of their own (proof/hub.ts, awardsPage.ts,
 * techStackPage.ts), so that a page ships only its own.
 */

/** The proof areas' names in their breadcrumb trails. */
export const proofAreaNames = {
  cases: 'Case Studies',
  testimonials: 'Testimonials',
  awards: 'Awards',
  techStack: 'Tech Stack',
} as const;

/** The proof area's breadcrumb trails (visible breadcrumbs and their JSON-LD). */
export const proofTrails = {
  area: (name: string, path: string) => [
    { name: 'Home', path: '/' },
    { name: 'Proof', path: '/proof' },
    { name, path },
  ],
  /** Home, Proof, Case Studies, then the case's brand. */
  caseStudy: (brand: string, path: string) => [
    ...proofTrails.area(proofAreaNames.cases, '/proof/cases'),
    { name: brand, path },
  ],
};
