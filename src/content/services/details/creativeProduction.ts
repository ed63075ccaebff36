import type { ServicePageContent } from './types';

export const page: ServicePageContent = {
  slug: 'creative-production',
  meta: {
    description:
      'Creative built to test, learn and localise: concepts within 1-2 weeks, variants in 48-72 hours, and video and static assets made for every placement.',
  },
  serviceType: 'Advertising creative production',
  eyebrow: 'Create',
  outcomesIntro:
    'Creative built to test, learn and localise is judged on how it performs in market, not on how it looks in a review deck.',
  whatWeDo: {
    intro:
      'Strategy, production and testing sit in one team, so what the results show goes straight into the next round of work.',
    items: [
      {
        title: 'Audience-led creative strategy',
        body: 'We mine reviews, search data, sales conversations and past ad results for the motivations that drive purchase, and turn them into distinct concept routes.',
      },
      {
        title: 'Video, static and motion',
        body: 'Our Studio produces creator-style video, motion graphics and static assets in the native sizes and lengths of each placement, from Reels and TikTok to display and connected TV.',
      },
      {
        title: 'Structured variant testing',
        body: 'We change one variable at a time across hooks, formats, offers and calls to action, so each result tells you why an ad won, not only that it did.',
      },
      {
        title: 'AI-assisted versioning',
        body: 'The AI Lab and Creative Engine handle first-draft scripts, resizing and versioning, so new variants arrive in 48-72 hours and designers spend their time on ideas.',
      },
      {
        title: 'Localisation for new markets',
        body: 'Native-speaking specialists adapt scripts, voice-overs, on-screen text and cultural references for each market, rather than translating word for word.',
      },
      {
        title: 'Creator partnerships',
        body: 'Through Creator Studio we source, brief and manage creators, with usage rights agreed up front for paid and organic channels.',
      },
    ],
  },
  howItWorks: {
    intro: 'A loop from insight to tested asset, repeated for as long as the campaign runs.',
    steps: [
      {
        title: 'Brief & Insight',
        body: 'We review your brand, audience research and past performance, and agree the metrics each asset will be judged on.',
        meta: 'Week 1',
      },
      {
        title: 'Concept Routes',
        body: 'We develop concept routes with hooks, scripts and visual direction, and deliver the first production-ready concepts for sign-off.',
        meta: 'Concepts within 1-2 weeks',
      },
      {
        title: 'Produce & Launch',
        body: 'Assets are produced for every placement and launched as structured tests, with your media team or ours.',
        meta: 'Launch-ready asset set',
      },
      {
        title: 'Iterate & Localise',
        body: 'We read the results, brief new variants on what wins and localise the strongest performers for new markets and languages.',
        meta: 'Variants in 48-72 hours',
      },
    ],
  },
  proof: {
    heading: 'Creative that moved the numbers',
    body: 'Our case studies show creative programmes measured on hook rate, click-through rate, cost per acquisition and ROAS, including campaigns localised for several markets from a single production.',
  },
  faq: [
    {
      question: 'How is creative production priced?',
      answer:
        'Most clients choose a monthly creative programme with an agreed volume of concepts and variants; one-off projects such as a launch campaign are quoted separately. Talent, creator fees, shoots and usage rights are itemised in the quote, so you see the full cost before work starts.',
    },
    {
      question: 'How quickly can you deliver?',
      answer:
        'First concepts typically arrive within 1-2 weeks of the brief. Once a concept is live, new variants such as fresh hooks, edits, sizes and language versions are typically ready in 48-72 hours.',
    },
    {
      question: 'What do you need from us?',
      answer:
        'Brand guidelines, existing assets and footage, product samples or access, and the results of your current ads so we can see what has worked. A single approver with a clear feedback turnaround keeps variant production fast.',
    },
    {
      question: 'Do you only make ads for paid media?',
      answer:
        'Paid social and video are our focus, but the same assets are cut for organic social, landing pages, app store listings and CRM. We plan the versions each channel needs at the brief, so one production serves several uses.',
    },
    {
      question: 'Who owns the creative?',
      answer:
        'The final assets we produce for you are yours to use. Creator and talent content comes with usage rights agreed in advance for specific channels, markets and periods, and we track renewal dates so nothing runs beyond its licence.',
    },
  ],
  cta: {
    heading: 'Give your media better creative to work with',
    body: 'Share your current ads, results and next launch. We will come back with concept routes and a test plan for your first creative programme.',
    label: 'Start Creative Program',
  },
};
