import type { ServicePageContent } from './types';

export const page: ServicePageContent = {
  slug: 'go-to-market-new-country',
  meta: {
    description:
      'Enter a new market with a 90-day go-to-market plan: market sizing, localised positioning and a paid pilot live in 2-4 weeks to prove demand before you scale.',
  },
  serviceType: 'International market entry and go-to-market strategy',
  eyebrow: 'Acquire',
  outcomesIntro:
    'Every launch is built to answer one question by day 90: is there enough demand in this market to justify a full budget?',
  whatWeDo: {
    intro:
      'We combine research, localisation and a paid pilot, drawing on teams in London, New York, Istanbul and Dubai and campaigns run in 90+ countries.',
    items: [
      {
        title: 'Market sizing and audit',
        body: 'We size the addressable market, map competitors and pricing, and audit which channels and platforms your buyers actually use in that country.',
      },
      {
        title: 'Localised positioning',
        body: 'Native-speaking specialists adapt your value proposition, messaging and offers to local buying habits, and we test them with real audiences before launch.',
      },
      {
        title: 'A paid pilot',
        body: 'A mid five-figure monthly pilot across the channels the audit favours, with tracking, landing pages and local creative ready from the first day.',
      },
      {
        title: 'Agreed demand thresholds',
        body: 'Before the pilot starts we agree the cost-per-lead, conversion and pipeline levels that would justify scaling, so the decision is not made on instinct.',
      },
      {
        title: 'Local operations check',
        body: 'We flag what could hold the launch back, such as local payment methods, marketplaces, legal copy or partner agencies, and help you resolve it early.',
      },
      {
        title: 'Scale, hold or exit',
        body: 'At day 90 you get a clear recommendation with the evidence behind it, and a budget and channel plan if the answer is to scale.',
      },
    ],
  },
  howItWorks: {
    intro: 'A 90-day go-to-market plan in four stages, each ending in a decision.',
    steps: [
      {
        title: 'Research & Size',
        body: 'Market sizing, the competitor and channel audit, and the demand thresholds the pilot has to meet.',
        meta: 'Weeks 1-2',
      },
      {
        title: 'Localise & Launch',
        body: 'Localised messaging, landing pages and creative go live in a paid pilot, typically within 2-4 weeks of kick-off.',
        meta: 'Pilot live in 2-4 weeks',
      },
      {
        title: 'Pilot & Learn',
        body: 'The pilot runs against the agreed thresholds with weekly reporting, and first pipeline typically appears in 6-12 weeks.',
        meta: 'Weekly pilot reports',
      },
      {
        title: 'Decide & Scale',
        body: 'We present the scale, hold or exit recommendation with the localised playbook and, if you scale, the budget plan for the next phase.',
        meta: 'Day 90',
      },
    ],
  },
  proof: {
    heading: 'Market launches backed by pilot data',
    body: 'Our case studies show new-country launches judged on pilot ROAS, cost per lead and first pipeline, and how the day-90 decision was made on evidence rather than forecasts.',
  },
  faq: [
    {
      question: 'What does a market entry cost?',
      answer:
        'There are two parts: a fixed fee for the research, localisation and running of the 90-day plan, and the media budget. For the media we typically recommend a mid five-figure monthly pilot, sized to give a reliable answer rather than to maximise spend, and paid directly to the platforms.',
    },
    {
      question: 'How quickly can we be live?',
      answer:
        'The pilot is typically live within 2-4 weeks of kick-off, depending on how quickly landing pages, tracking and local creative are approved. First pipeline typically follows in 6-12 weeks.',
    },
    {
      question: 'Which markets do you cover?',
      answer:
        'We have run campaigns in 90+ countries from our offices in London, New York, Istanbul and Dubai, and work with native-speaking specialists for each language. We will tell you early if a market needs a local partner we do not have.',
    },
    {
      question: 'What do you need from us?',
      answer:
        'A decision-maker for the new market, your product and pricing for that country, any legal or compliance constraints, and the ability to take orders or handle leads locally. If sales is involved, someone must follow up pilot leads quickly.',
    },
    {
      question: 'What if the pilot does not prove demand?',
      answer:
        'Then you have spent a pilot budget rather than a full launch budget, and you get a clear account of why: price, positioning, channel or timing. A hold or exit recommendation can be as valuable as a decision to scale.',
    },
  ],
  cta: {
    heading: 'Test a new market before you commit to it',
    body: 'Tell us which country you are considering and what success would look like. We will outline the 90-day plan, the pilot budget and the thresholds for a scale decision.',
    label: 'Plan My Market Entry',
  },
};
