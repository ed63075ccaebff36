/** The performance marketing guide; the card and key facts are in `../topics`. */

import type { TopicPageContent } from './types';

export const page: TopicPageContent = {
  slug: 'performance-marketing',
  meta: {
    title: 'Performance Marketing: a practical guide',
    description:
      'How performance marketing works: attribution windows, conversion APIs, bidding, creative testing and the holdout tests that show what spend really drives.',
  },
  tldr: 'Performance marketing buys measurable actions (sales, leads, installs) and optimises spend against them, so it is only as good as the conversion signal you feed the ad platforms. Get server-side conversion data, sensible attribution windows and steady creative testing right first, then use holdout tests to check that the conversions the platforms claim would not have happened anyway.',
  keyFactsIntro:
    'Three mechanics that decide whether platform numbers can be trusted and whether bidding algorithms have enough to learn from.',
  whatWeDo: {
    intro:
      'We run paid acquisition across search, social and programmatic as one system, with measurement in place before budgets scale.',
    items: [
      {
        title: 'Conversion API set-up',
        body: 'We implement Meta’s Conversions API, Google’s enhanced conversions and their TikTok and LinkedIn equivalents with event deduplication, so bidding learns from complete data. SignalOS handles the server-side plumbing.',
        chips: ['SignalOS'],
      },
      {
        title: 'Account structure for learning',
        body: 'We consolidate campaigns so each ad set gathers enough conversions to leave the learning phase, instead of splitting budget into fragments no algorithm can optimise.',
      },
      {
        title: 'Value-based bidding',
        body: 'Where margins or lifetime value differ across products or customers, we pass conversion values back to the platforms so they bid for profit, not just volume.',
      },
      {
        title: 'Structured creative testing',
        body: 'Creative Engine produces variants around one hypothesis at a time (hook, format or offer), so a winning ad teaches you something you can reuse.',
        chips: ['Creative Engine'],
      },
      {
        title: 'Incrementality testing',
        body: 'We run geo-lift and audience holdout tests to measure what each channel adds beyond what would have happened anyway, and calibrate attribution to the results.',
        chips: ['Attribution Core'],
      },
      {
        title: 'Daily pacing and reporting',
        body: 'Performance Pulse tracks spend, CPA and ROAS against targets every day and flags anomalies before they consume a week’s budget.',
        chips: ['Performance Pulse'],
      },
    ],
  },
  howItWorks: {
    intro:
      'Every engagement moves from signal to scale, and each step leaves you with something you keep.',
    steps: [
      {
        title: 'Audit signal and structure',
        body: 'We check browser and server events, deduplication, consent handling, conversion values and account structure against what each platform needs to optimise.',
        meta: 'Month 1 · Audit report',
      },
      {
        title: 'Fix measurement first',
        body: 'Conversion APIs, value rules and a shared attribution view go live before budgets change, so any change in results is measured against a stable baseline.',
        meta: 'Month 1 · Tracking build',
      },
      {
        title: 'Test and scale',
        body: 'We launch a structured testing programme across audiences, bidding and creative, and move budget towards what works at a pace the algorithms can absorb.',
        meta: 'Months 2 and 3 · Test roadmap',
      },
      {
        title: 'Prove incrementality',
        body: 'A holdout or geo-lift test checks each channel’s true contribution, and the results inform the next quarter’s budget split.',
        meta: 'Quarterly · Lift study',
      },
    ],
  },
  relatedServices: ['user-acquisition', 'creative-production'],
  faq: [
    {
      question: 'What is the difference between attribution and incrementality?',
      answer:
        'Attribution assigns credit for a conversion to the touchpoints that preceded it, using rules or a model. Incrementality asks whether the conversion would have happened without the ad at all, and only an experiment with a control group that saw no ads can answer it. A channel can look strong in attribution while adding little incrementally, which is common with branded search and retargeting.',
    },
    {
      question: 'Why do I need a conversion API if I already have a pixel?',
      answer:
        'Browser pixels miss conversions when scripts are blocked, cookies expire or pages fail to load, so platforms bid on an incomplete picture. A conversion API sends the same events from your server, within the consent the visitor gave, with hashed first-party identifiers that improve matching. Run both with a shared event ID so the platform deduplicates them instead of counting each conversion twice.',
    },
    {
      question: 'How long should a holdout test run?',
      answer:
        'Long enough to cover your typical purchase cycle and to collect enough conversions in both groups to detect the lift you care about; for many advertisers that means several weeks, not days. Fix the duration and the success metric before launch, and avoid changing budgets or creative in the test groups while it runs. A power calculation on your historical conversion volumes tells you in advance whether the test can detect a realistic effect at all.',
    },
  ],
  cta: {
    heading: 'See what your spend really drives',
    body: 'We’ll review your tracking, account structure and attribution, show where conversion signal is lost and suggest the tests that would answer your biggest budget questions.',
    label: 'Request a Performance Audit',
  },
};
