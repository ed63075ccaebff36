/**
 * Real things visitors look for, each with the page they mean: the search suites check it is in
 * the first three results, with and without JavaScript, at 390 and 1280 px (issue 40).
 */
export const searchQueries: ReadonlyArray<{ kind: string; query: string; expected: string }> = [
  {
    kind: 'a service',
    query: 'account-based marketing',
    expected: '/services/account-based-marketing',
  },
  { kind: 'a city', query: 'Istanbul', expected: '/company/locations' },
  { kind: 'a tool', query: 'Google Ads', expected: '/proof/tech-stack?q=Google+Ads' },
  {
    kind: 'a job title',
    query: 'programmatic media manager',
    expected: '/careers/programmatic-media-manager-new-york',
  },
  {
    kind: "an article's topic",
    query: 'marketing mix modelling',
    expected: '/insights/marketing-mix-modelling-without-a-data-science-team',
  },
  {
    kind: 'a misspelling',
    query: 'atribution',
    expected: '/insights/why-your-cfo-doesnt-trust-last-click-attribution',
  },
  { kind: 'an acronym', query: 'ABM', expected: '/services/account-based-marketing' },
  { kind: 'a product', query: 'LeadSync', expected: '/growth-os/digital-products/leadsync' },
  { kind: 'a client', query: 'Selvi Bank', expected: '/proof/cases/selvi-bank-ai-paid-search' },
  {
    kind: 'a person',
    query: 'Claire Donovan',
    expected: '/press-room/press-releases/claire-donovan-appointed-managing-director-north-america',
  },
  {
    kind: "a report's topic",
    query: 'retention',
    expected: '/insights/retention-economics-report-2026',
  },
  { kind: 'a misspelt city', query: 'istambul', expected: '/company/locations' },
];

/** The first three results' addresses, in reading order. */
export const firstThree = (hrefs: readonly (string | null)[]) => hrefs.slice(0, 3);
