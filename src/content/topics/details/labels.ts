/** The words every topic guide shares: headings and link labels. */
export const topicPageLabels = {
  eyebrow: 'Topic guide',
  keyFacts: 'Key Facts',
  whatWeDo: 'What We Do',
  howItWorks: 'How It Works',
  relatedServices: 'Related Services',
  relatedServicesIntro: 'The services that put this guide into practice.',
  viewService: 'View service',
  faq: 'Frequently Asked Questions',
  /** The link of each card on /topics. */
  readGuide: 'Read the guide',
} as const;
