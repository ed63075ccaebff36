/** The words every service page shares: headings, labels, the cases link. */
export const servicePageLabels = {
  /** The breadcrumb between Home and the service. */
  services: 'Services',
  exampleOutcomes: 'Example outcomes',
  chipsNote: 'Examples from past client programmes, not guarantees.',
  keyOutcomes: 'Key Outcomes',
  whatWeDo: 'What We Do',
  howItWorks: 'How It Works',
  viewCaseStudies: 'View Case Studies',
  casesHref: '/proof/cases',
  faq: 'Frequently Asked Questions',
} as const;
