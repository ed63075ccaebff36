/**
 * The industries of the case studies, in the order of the filter buttons of /proof/cases,
 * and the label of the button that shows them all. Their own module: the case
 * list's search schema needs them in the entry bundle (route search schemas are not code split),
 * and the cases' content should not follow them there.
 */
export const caseIndustries = [
  'CPG & Industrial',
  'Financial Services',
  'B2B Software',
  'Beauty & Skincare',
  'E-commerce',
  // Not among the spec's buttons, which filed Pixelmoor's mobile game under E-commerce (issue 38).
  'Gaming & Apps',
] as const;

export type CaseIndustry = (typeof caseIndustries)[number];

/** The first filter button, which shows every case. */
export const allIndustriesLabel = 'All Industries';
