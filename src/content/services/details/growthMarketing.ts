import type { ServicePageContent } from './types';

export const page: ServicePageContent = {
  slug: 'growth-marketing',
  meta: {
    description:
      'Full-funnel growth marketing: experiments on landing pages, pricing, onboarding and lifecycle, prioritised by revenue impact and run as a continuous programme.',
  },
  serviceType: 'Growth marketing and conversion rate optimisation',
  eyebrow: 'Optimise',
  outcomesIntro:
    'Growth marketing is measured on revenue and retention per visitor, not on the number of tests shipped.',
  whatWeDo: {
    intro:
      'We treat your funnel as one system, find where revenue leaks, and fix it through a continuous programme of tested changes.',
    items: [
      {
        title: 'Funnel analytics',
        body: 'We map every step from first visit to renewal with Funnel Architect and your analytics, and size the revenue lost at each drop-off so the backlog starts with the biggest gaps.',
      },
      {
        title: 'Revenue-scored backlog',
        body: 'Every idea is scored on expected revenue impact, confidence and effort, so the team works on what moves the number rather than on what is easiest to test.',
      },
      {
        title: 'Page, pricing and onboarding tests',
        body: 'We design and run A/B and multivariate tests on landing pages, pricing and packaging, checkout and onboarding, with sample sizes and stopping rules set before launch.',
      },
      {
        title: 'Lifecycle journeys',
        body: 'We build and test e-mail, push and in-app journeys for activation, upgrade, win-back and renewal, triggered by what customers do rather than by a fixed calendar.',
      },
      {
        title: 'Measurement tied to CRM',
        body: 'Results are read from CRM and billing data, not just clicks, so a test only wins if it raises paid conversions, order value or retention.',
      },
      {
        title: 'Shared learning library',
        body: 'Every test is recorded with its hypothesis, result and decision in Insight Layer, so teams in other markets and product lines can reuse what worked.',
      },
    ],
  },
  howItWorks: {
    intro:
      'A continuous programme rather than a one-off audit: each cycle of tests feeds the next.',
    steps: [
      {
        title: 'Diagnose the Funnel',
        body: 'We audit analytics, tracking and the full customer journey, and agree the revenue metrics every test will be judged on.',
        meta: 'Funnel audit and baseline',
      },
      {
        title: 'Prioritise the Backlog',
        body: 'Findings become hypotheses scored by revenue impact, confidence and effort, and we agree a test roadmap with your product and marketing owners.',
        meta: 'Scored experiment backlog',
      },
      {
        title: 'Run Experiments',
        body: 'Tests on pages, pricing, onboarding and lifecycle run in fixed cycles; winners are shipped and every result, including the losers, is documented.',
        meta: 'Fortnightly test cycles',
      },
      {
        title: 'Scale What Wins',
        body: 'We review the combined impact on conversion, order value and retention, roll winning changes out across markets and reset the backlog.',
        meta: 'Quarterly impact review',
      },
    ],
  },
  proof: {
    heading: 'Funnel results from live programmes',
    body: 'Our case studies show growth programmes measured on conversion rate, trial-to-paid conversion, churn and order value, and how a funnel that converts better contributes to the 3x average ROAS improvement we report across client programmes.',
  },
  faq: [
    {
      question: 'How is growth marketing priced?',
      answer:
        'It runs as a monthly retainer sized by the number of test streams, channels and markets in scope, agreed before we start. Testing and analytics tools are licensed in your name, or we use the ones you already have, so the data and results stay with you.',
    },
    {
      question: 'How long before we see results?',
      answer:
        'It depends on traffic: a busy checkout reaches a reliable answer far sooner than a low-volume B2B page. We set sample sizes before each test and put expected read-out dates in the roadmap, so you know when each decision is due.',
    },
    {
      question: 'What do you need from us?',
      answer:
        'Access to your analytics, testing tool and CRM or billing data, plus developer or CMS time to ship winning changes. A product or marketing owner who can approve tests each cycle keeps the programme moving.',
    },
    {
      question: 'Which tools do you use?',
      answer:
        'We work with common testing platforms such as VWO and AB Tasty, analytics such as GA4 and Amplitude, and lifecycle tools such as Braze, Klaviyo and HubSpot. Growth OS modules such as Funnel Architect and Insight Layer sit on top to score and document experiments.',
    },
    {
      question: 'Do you replace our in-house team?',
      answer:
        'No. We usually work alongside your product, engineering and CRM teams, adding experiment design, analysis and lifecycle specialists. Many clients bring the programme in-house over time, using the documented learning library.',
    },
  ],
  cta: {
    heading: 'Turn the traffic you have into more revenue',
    body: 'Tell us about your funnel and goals. We will review your analytics and come back with the first tests we would run and the revenue case for each.',
    label: 'Get My Test Roadmap',
  },
};
