/**
 * The page of an unknown case study ('Case Study Not Found'): its words in a module of their
 * own, because the case route's head (which is not code split) needs them, and the cases should
 * not follow.
 */
export const caseNotFound = {
  title: 'Case Study Not Found',
  body: "The case study you're looking for doesn't exist or has moved.",
  back: { label: 'Back to Case Studies', href: '/proof/cases' },
};
