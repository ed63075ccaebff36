/** The digital media guide; the card and key facts are in `../topics`. */

import type { TopicPageContent } from './types';

export const page: TopicPageContent = {
  slug: 'digital-media',
  meta: {
    title: 'Digital Media: a practical guide',
    description:
      'How digital media planning works: reach and frequency, frequency caps, viewability, programmatic buying and measuring brand and performance media together.',
  },
  tldr: 'Digital media planning decides where, how often and to whom your ads appear across social, video, connected TV, audio and open-web programmatic. The central trade-off is reach against frequency: past a point, more budget on the same audience mostly buys repetition, so good plans set frequency targets, cap waste and measure lift rather than clicks alone.',
  keyFactsIntro:
    'Three mechanics behind every media plan, whether you buy direct from publishers or programmatically.',
  whatWeDo: {
    intro:
      'We plan and buy media across channels and markets, and have managed more than $600M in media for brands in 90+ countries.',
    items: [
      {
        title: 'Audience and reach planning',
        body: 'We build reach curves by channel and audience to find the budget level where extra spend stops buying new people and starts buying repetition.',
      },
      {
        title: 'Cross-channel frequency management',
        body: 'We set frequency targets and caps by objective and creative, and estimate deduplicated reach across platforms that each see only their own delivery.',
      },
      {
        title: 'Programmatic and CTV buying',
        body: 'We buy through demand-side platforms and private marketplace deals, with supply-path optimisation, brand-safety controls and viewability targets agreed up front.',
      },
      {
        title: 'Market-by-market localisation',
        body: 'From our offices in London, New York, Istanbul and Dubai we localise channel mix, creative and buying for each market instead of translating one plan.',
      },
      {
        title: 'Brand lift measurement',
        body: 'We run brand lift studies and geo experiments, so upper-funnel spend is judged on the change it causes, not on clicks it was never meant to drive.',
      },
      {
        title: 'Media quality monitoring',
        body: 'Performance Pulse tracks viewability, invalid traffic, placement quality and pacing across every buy, so waste is caught mid-flight.',
        chips: ['Performance Pulse'],
      },
    ],
  },
  howItWorks: {
    intro:
      'A media plan is a set of testable assumptions; we make them explicit, then check them in market.',
    steps: [
      {
        title: 'Define objectives and audiences',
        body: 'We agree what each phase of the plan must achieve (reach, consideration or response) and which audiences and markets matter most.',
        meta: 'Month 1 · Media brief',
      },
      {
        title: 'Plan reach and frequency',
        body: 'Reach curves, frequency targets and channel roles become a budget split, with every assumption written down.',
        meta: 'Month 1 · Media plan',
      },
      {
        title: 'Buy and optimise in flight',
        body: 'Campaigns launch with caps, brand-safety settings and quality monitoring, and budgets move as delivery and results come in.',
        meta: 'Weekly · Pacing reports',
      },
      {
        title: 'Measure lift and reallocate',
        body: 'Brand lift and geo tests show what the plan changed, and the findings reset channel roles for the next flight.',
        meta: 'Each flight · Lift readout',
      },
    ],
  },
  relatedServices: ['user-acquisition', 'go-to-market-new-country'],
  faq: [
    {
      question: 'What is effective frequency?',
      answer:
        'Effective frequency is the number of exposures a person needs within a period for an ad to have its intended effect. There is no universal number: it depends on the category, the creative, the competition and the goal, and a simple message from a familiar brand usually needs fewer exposures than a new or complex one. Planners set a working target, use caps to stop delivery well beyond it and check the assumption against lift data.',
    },
    {
      question: 'What does programmatic buying actually mean?',
      answer:
        'Programmatic buying uses software to buy ad impressions, usually one at a time through real-time auctions on ad exchanges, with a demand-side platform bidding on your behalf. Impressions can also be bought programmatically through private marketplaces or programmatic guaranteed deals, with agreed prices and known publishers. The benefit is targeting and control; the risks are fees to intermediaries and low-quality inventory, which supply-path optimisation and verification tools address.',
    },
    {
      question: 'How should brand and performance media be measured together?',
      answer:
        'Measure each against the job it was bought to do, then connect the two. Performance media can be judged on incremental conversions; brand media on reach at the target frequency, brand lift and, over longer periods, its effect on search demand and baseline sales, which marketing mix modelling can estimate. Judging video or connected TV on last-click conversions alone will nearly always understate it.',
    },
  ],
  cta: {
    heading: 'Get more reach from the same budget',
    body: 'Share your current plan or delivery reports and we’ll review reach, frequency, quality and channel mix, and show where budget is buying repetition instead of new people.',
    label: 'Request a Media Plan Review',
  },
};
