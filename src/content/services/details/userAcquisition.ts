import type { ServicePageContent } from './types';

export const page: ServicePageContent = {
  slug: 'user-acquisition',
  meta: {
    description:
      'Paid acquisition across search, social, programmatic and app stores, run on first-party signal. Initial optimisation typically in 2-4 weeks, one view of CAC.',
  },
  serviceType: 'Performance marketing',
  eyebrow: 'Acquire',
  outcomesIntro:
    'We judge acquisition on the cost and value of the customers it brings in, against a baseline agreed before we change anything in your accounts.',
  whatWeDo: {
    intro:
      'We run paid acquisition as one system: clean signal in, predictive bidding on top, and creative and landing pages tested every week.',
    items: [
      {
        title: 'Channel and budget strategy',
        body: 'We model your unit economics and audit each channel, then allocate budget across search, social, programmatic and app stores by marginal CAC rather than habit. Allocation is reviewed every week as results come in.',
      },
      {
        title: 'Server-side tracking first',
        body: 'Before we scale spend, SignalOS sets up server-side tagging and conversion APIs for the major ad platforms, and we check that platform conversions reconcile with your own backend data.',
      },
      {
        title: 'Predictive audiences',
        body: 'We build audiences from first-party data, such as your highest-value customers, and send predicted value back to the platforms so value-based bidding optimises for revenue rather than volume.',
      },
      {
        title: 'App store growth',
        body: 'For apps we run Apple Search Ads, Google App campaigns and store listing tests. Installs are measured through your mobile measurement partner and judged on retained, paying users.',
      },
      {
        title: 'Weekly creative and page tests',
        body: 'Every week we launch new ad variants and landing-page tests based on live results, working with our in-house Studio so winning angles are developed while they still work.',
      },
      {
        title: 'Blended performance reporting',
        body: 'Performance Pulse brings spend, conversions and revenue from every channel into one view, with alerts when costs or conversion rates drift from plan.',
      },
    ],
  },
  howItWorks: {
    intro:
      'From audit to scale in four steps, with spend increased only once the data can be trusted.',
    steps: [
      {
        title: 'Audit & Baseline',
        body: 'We review account structure, tracking, creative and past performance, and agree baseline CAC, ROAS and targets with you.',
        meta: 'Week 1',
      },
      {
        title: 'Fix Signal & Restructure',
        body: 'We set up server-side tracking and conversion APIs, consolidate campaigns and cut wasted spend. Initial optimisation typically shows within 2-4 weeks.',
        meta: 'Weeks 1-4',
      },
      {
        title: 'Test & Learn',
        body: 'Predictive audiences, value-based bidding and weekly creative and landing-page tests run side by side. Significant improvement typically follows in 6-8 weeks.',
        meta: 'Weeks 4-8',
      },
      {
        title: 'Scale & Expand',
        body: 'We raise budget where marginal CAC holds, open new channels or markets, and report every month against the original baseline.',
        meta: 'Week 8 onwards',
      },
    ],
  },
  proof: {
    heading: 'Acquisition results from live programmes',
    body: 'Our case studies show paid acquisition programmes for consumer, app and subscription brands, measured on CAC, ROAS, conversion rate and paid installs across several markets.',
  },
  faq: [
    {
      question: 'How is user acquisition priced?',
      answer:
        'We charge a monthly management fee set by the channels, markets and volume of testing in scope, agreed before we start. Tracking setup is quoted once at the beginning. Media budgets are paid by you directly to the ad platforms, so you keep ownership of the accounts and full visibility of spend.',
    },
    {
      question: 'How soon will we see results?',
      answer:
        'Initial optimisation typically lands within 2-4 weeks, once tracking is fixed and wasted spend is cut. Significant improvement typically takes 6-8 weeks, because bidding algorithms and creative tests need conversion data to learn. Exact timing depends on your budget and conversion volume.',
    },
    {
      question: 'What do you need from us?',
      answer:
        'Admin access to your ad accounts and analytics, access to your tag manager or some developer time for server-side tracking, and revenue data from your CRM or backend so we can optimise for value. We also need a named owner who can approve creative and budget changes quickly.',
    },
    {
      question: 'Which channels and tools do you work with?',
      answer:
        'Google and Microsoft search, Meta, TikTok, LinkedIn, Snapchat, programmatic platforms, Apple Search Ads and Google App campaigns. We work with your existing analytics and mobile measurement partner and add Growth OS modules such as SignalOS and Performance Pulse where they help.',
    },
    {
      question: 'Who will work on our account?',
      answer:
        'A dedicated growth lead owns your results, supported by channel specialists, a data engineer for tracking and our Studio for creative. You get a weekly call, a shared dashboard and a monthly review against the baseline.',
    },
  ],
  cta: {
    heading: 'Find out where your acquisition budget leaks',
    body: 'Share your channels, spend and targets. A senior strategist will review your accounts and come back with the first fixes and a realistic CAC and ROAS plan.',
    label: 'Get My Acquisition Audit',
  },
};
