/** The growth marketing guide; the card and key facts are in `../topics`. */

import type { TopicPageContent } from './types';

export const page: TopicPageContent = {
  slug: 'growth-marketing',
  meta: {
    title: 'Growth Marketing: a practical guide',
    description:
      'A practical guide to growth marketing: growth models, experiment design, sample sizes, activation and retention, and how to run a steady testing programme.',
  },
  tldr: 'Growth marketing treats the whole funnel (acquisition, activation, retention, referral and revenue) as one system to improve through experiments. Its real output is learning: a steady cadence of well-designed tests, sized to detect the effect you expect, with each result feeding the next round.',
  keyFactsIntro:
    'Three statistical and economic rules that separate a testing programme from a list of hunches.',
  whatWeDo: {
    intro:
      'We run growth as an operating rhythm, with Growth OS modules for funnels, leads and testing cadence.',
    items: [
      {
        title: 'Growth model and metrics',
        body: 'We map how users arrive, activate, return and pay, and choose a north-star metric together with the input metrics your teams can actually move.',
      },
      {
        title: 'Funnel diagnostics',
        body: 'Funnel Architect breaks conversion into steps by segment and channel, showing where the largest drop-offs, and so the largest opportunities, are.',
        chips: ['Funnel Architect'],
      },
      {
        title: 'Backlog and prioritisation',
        body: 'Ideas are written as hypotheses and scored on expected impact, confidence and effort, so the team always tests the most valuable thing next.',
      },
      {
        title: 'Experiment design and analysis',
        body: 'We size every test before launch and set its primary metric and guardrails, then analyse it without peeking or slicing results until something looks significant.',
      },
      {
        title: 'Lifecycle and lead handling',
        body: 'LeadSync scores and routes leads into your CRM, and we build onboarding, nurture and win-back journeys aimed at activation and retention.',
        chips: ['LeadSync'],
      },
      {
        title: 'Testing cadence and rituals',
        body: 'VelocityOps runs the weekly growth meeting, test log and learning library, so results compound instead of being forgotten.',
        chips: ['VelocityOps'],
      },
    ],
  },
  howItWorks: {
    intro:
      'The first month builds the model and the backlog; after that, the programme runs on a weekly cycle.',
    steps: [
      {
        title: 'Map the growth model',
        body: 'We quantify each funnel stage, cohort retention and unit economics to find the constraint that limits growth today.',
        meta: 'Month 1 · Growth model',
      },
      {
        title: 'Build the backlog',
        body: 'Hypotheses from data, user research and competitor analysis are scored and sequenced, each with a sample-size check.',
        meta: 'Month 1 · Prioritised backlog',
      },
      {
        title: 'Run weekly test cycles',
        body: 'Each week we launch, monitor and close tests, and record what was learned whether the variant won or lost.',
        meta: 'Weekly · Test log',
      },
      {
        title: 'Scale what works',
        body: 'Winning changes roll out to all traffic and markets, and quarterly reviews reset the focus as the constraint moves.',
        meta: 'Quarterly · Growth review',
      },
    ],
  },
  relatedServices: ['growth-marketing', 'account-based-marketing'],
  faq: [
    {
      question: 'How is growth marketing different from performance marketing?',
      answer:
        'Performance marketing focuses on buying measurable actions through paid media at a target cost. Growth marketing covers the whole customer lifecycle, including activation, retention, referral and pricing, and experiments with the product, site and messaging as well as media. The two work best together, because better activation and retention raise the value of every customer that paid media acquires.',
    },
    {
      question: 'How much traffic do I need to run A/B tests?',
      answer:
        'It depends on your baseline conversion rate and the smallest lift worth detecting. As a worked example, with a 3% baseline conversion rate, detecting a 10% relative lift at 95% confidence and 80% power needs a little over 50,000 visitors per variant. If you cannot reach that, test bolder changes or test higher up the funnel, where events are more frequent.',
    },
    {
      question: 'What is a good experiment velocity?',
      answer:
        'Count completed, properly powered tests and documented learnings, not tests launched. A team with limited traffic may only run a few valid tests a month, while a high-traffic product can run many in parallel on different parts of the funnel. Raise velocity by shortening the time from idea to launch and keeping a ready backlog, never by stopping tests early.',
    },
  ],
  cta: {
    heading: 'Find your biggest growth constraint',
    body: 'We’ll review your funnel, cohorts and testing history, identify where growth is held back and outline the first experiments worth running.',
    label: 'Book a Growth Diagnostic',
  },
};
