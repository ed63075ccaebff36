/** The web analytics guide; the card and key facts are in `../topics`. */

import type { TopicPageContent } from './types';

export const page: TopicPageContent = {
  slug: 'web-analytics',
  meta: {
    title: 'Web Analytics: a practical guide',
    description:
      'A practical guide to web analytics: GA4 set-up, event design, consent mode, server-side tagging and how marketing mix modelling differs from attribution.',
  },
  tldr: 'Good web analytics starts with a measurement plan (the handful of business questions and the events that answer them), not with a tag manager. In GA4 that means a deliberate event schema, the right retention and consent settings and, increasingly, a server-side container that controls what each vendor receives.',
  keyFactsIntro:
    'Three settings and mechanisms that quietly decide how much of your analytics data you can actually use.',
  whatWeDo: {
    intro:
      'We build measurement that marketing, product and finance can all trust, and our tracking work comes with a 99.5% data accuracy guarantee.',
    items: [
      {
        title: 'Measurement plan and KPIs',
        body: 'We turn business goals into a short list of KPIs and the events, parameters and conversions needed to report them, documented so every team uses the same definitions.',
      },
      {
        title: 'GA4 and tag management',
        body: 'We configure GA4 properly: event schema, key events, custom dimensions, retention, internal-traffic filters and cross-domain tracking, all managed in Google Tag Manager.',
      },
      {
        title: 'Consent and privacy',
        body: 'We implement Consent Mode v2 alongside your consent management platform, so every tag behaves correctly for each visitor’s choice and what is collected is documented.',
      },
      {
        title: 'Server-side tagging',
        body: 'SignalOS runs a server container on your own subdomain, so personal data can be removed or hashed before it reaches any vendor and conversion APIs receive clean events.',
        chips: ['SignalOS'],
      },
      {
        title: 'Warehouse and CRM joins',
        body: 'We connect the GA4 BigQuery export to your CRM, so you keep raw event history beyond GA4’s retention limits and can join behaviour to revenue.',
        chips: ['Insight Layer'],
      },
      {
        title: 'Attribution and modelling',
        body: 'Attribution Core combines platform data, multi-touch paths and marketing mix modelling into one view of what each channel contributes.',
        chips: ['Attribution Core'],
      },
    ],
  },
  howItWorks: {
    intro: 'We audit before we build, and we validate before anyone relies on the numbers.',
    steps: [
      {
        title: 'Audit what exists',
        body: 'We crawl the site, inspect every tag and compare GA4, ad platform and back-end figures to find where data is missing, duplicated or mislabelled.',
        meta: 'Month 1 · Audit findings',
      },
      {
        title: 'Design the measurement plan',
        body: 'Business questions become a documented event schema, naming conventions and a list of key events that each team signs off.',
        meta: 'Month 1 · Tracking plan',
      },
      {
        title: 'Build and validate',
        body: 'We implement browser and server-side tags, consent logic and data exports, then reconcile them against orders or CRM records until the figures agree within an agreed tolerance.',
        meta: 'Month 2 · QA sign-off',
      },
      {
        title: 'Report and hand over',
        body: 'Dashboards in Insight Layer answer the agreed questions, and your team gets the training and documentation to maintain the set-up.',
        meta: 'Ongoing · Dashboards and training',
      },
    ],
  },
  relatedServices: ['growth-marketing', 'cmo-team-training'],
  faq: [
    {
      question: 'How do marketing mix modelling and multi-touch attribution differ?',
      answer:
        'Multi-touch attribution (MTA) follows individual journeys and splits credit between the touchpoints it can observe, so it is granular but blind to offline media and weakened by cookie loss and consent choices. Marketing mix modelling (MMM) works on aggregated daily or weekly data, relating spend in every channel, TV and offline included, to sales while controlling for seasonality, pricing and other factors. Many teams use MMM to set budgets and attribution for day-to-day optimisation, and calibrate both with lift tests.',
    },
    {
      question: 'Why don’t my GA4 numbers match my ad platforms?',
      answer:
        'They count different things. GA4 credits conversions using its own attribution model across all channels, while each ad platform claims the conversions it can link to its own ads, often including view-through conversions, within its own attribution window. Add consent refusals, ad blockers and time-zone or currency differences and some gap is normal; the aim is to understand and document it, not to force the numbers to match.',
    },
    {
      question: 'Do I still need GA4 if I use server-side tagging?',
      answer:
        'Yes, in most cases. Server-side tagging changes where tags run, not what analyses the data: the server container still forwards events to GA4 or another analytics tool. What it adds is control over what each vendor receives, fewer scripts in the browser and one place to apply consent and data-minimisation rules.',
    },
  ],
  cta: {
    heading: 'Know which numbers to trust',
    body: 'We’ll audit your GA4 property, tags and consent set-up, show you where data goes missing or gets counted twice and give you a prioritised list of fixes.',
    label: 'Book a Tracking Audit',
  },
};
