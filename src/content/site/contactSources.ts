/**
 * The names the contact page gives the calls to action that bring visitors to it: "You're here
 * from: Book a Strategy Session". A contact link carries its call to action as a `label` code
 * (the text as a slug, `ctaLabel`: 'book-a-strategy-session'), which the lead records as it is;
 * the page shows the text only for a code listed here, never the code itself, and nothing for a
 * code it does not know (a crafted link cannot put words on the page). Light on purpose: it
 * ships with the contact page. A test checks that every contact link the site writes has its
 * name here (tests/unit/contactSourceName.test.ts, tests/e2e/attribution.spec.ts).
 */

/** The visible text of every call to action of ours that leads to the contact page. */
export const contactCallToActionTexts: readonly string[] = [
  // The header's, the mobile menu's and the footer's Contact.
  'Contact',
  'Contact us',
  'Book a Strategy Session',
  'Book Strategy Session',
  'Book a Consultation',
  'Book a Growth Diagnostic',
  'Book a Tracking Audit',
  'Build My Stack',
  'Discuss a Similar Programme',
  'Get a Stack Review',
  'Request a Demo',
  'Request a Media Plan Review',
  'Request a Performance Audit',
  'Request Custom Research',
  'Request System Mapping Session',
  'Request Technical Overview',
  'Start the Conversation',
  'Talk to a Growth OS specialist',
  'Talk to a Strategist',
  'Talk to Team',
];

/**
 * A job page's Apply buttons (src/features/careers/jobApply.ts): `job_apply_now` under the
 * title, `job_{slug}` on the Ready to Apply card; both read 'Apply Now'.
 */
export const jobApplyText = 'Apply Now';
