/**
 * The home page, section by section in page order.
 * Spec strings (hero title, section headings, call-to-action labels, stats) are verbatim.
 */
import { contactAction } from '../../site/contactLink';
import type { ContentLink, ContentMeta } from './navigation';

export interface TextCard {
  title: string;
  body: string;
}

export interface HomeHero {
  eyebrow?: string;
  title: string;
  /** The part of the title drawn in the accent colour (its second sentence). */
  highlight?: string;
  lead: string;
  primaryCta: ContentLink;
  secondaryLink?: ContentLink;
}

export interface HomeShift {
  heading: string;
  intro: string;
  /** Three pain cards. */
  cards: TextCard[];
}

export interface HomeResponse {
  heading: string;
  intro: string;
  /** Four principles. */
  principles: TextCard[];
}

export interface ClientMark {
  /** Drawn as a typographic mark. */
  name: string;
  sector: string;
}

export interface HomeClients {
  heading: string;
  intro: string;
  /** Accessible name of the list of marks. */
  listLabel: string;
  marks: ClientMark[];
}

export interface Stat {
  value: string;
  label: string;
}

export interface HomeStats {
  /** Accessible name of the stats band; may be visually hidden. */
  heading: string;
  items: Stat[];
  footnote: string;
}

export interface HomeCta {
  heading: string;
  body: string;
  primary: ContentLink;
  secondary: ContentLink;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface HomeFaq {
  heading: string;
  items: FaqItem[];
}

export const homeMeta: ContentMeta = {
  title: 'Response | AI-native growth architecture',
  description:
    'The agency model is obsolete. Response builds AI-native growth systems for 200+ brands in 90+ countries. Book a strategy session.',
};

export const hero: HomeHero = {
  eyebrow: 'AI-native growth architecture',
  title: 'The agency model is obsolete. Growth needs architecture.',
  highlight: 'Growth needs architecture.',
  lead: 'Response designs and runs growth systems for ambitious brands: performance media, creative, data and measurement built as one architecture, not a string of campaigns. Every test feeds the next decision, so results compound.',
  primaryCta: contactAction('/', 'Contact us'),
  secondaryLink: { label: 'Explore Growth OS', href: '/growth-os' },
};

export const shift: HomeShift = {
  heading: 'The Shift',
  intro:
    'Most brands still buy marketing the way they did a decade ago: channel by channel, brief by brief, report by report. The effort is real, but it rarely compounds.',
  cards: [
    {
      title: 'Channels run in silos',
      body: 'Search, social, programmatic and CRM sit with different teams and different partners. Each optimises its own numbers, and nobody owns the journey your customer actually takes.',
    },
    {
      title: 'Every campaign starts from zero',
      body: 'Campaign-by-campaign thinking resets learning every quarter. Audience signals, creative insight and test results are lost between briefs instead of shaping the next one.',
    },
    {
      title: 'Reports measure activity, not growth',
      body: "Dashboards full of impressions, clicks and platform-reported conversions look busy but rarely answer the board's question: what did this spend add to revenue?",
    },
  ],
};

export const response: HomeResponse = {
  heading: 'Our Response',
  intro:
    'We replace the campaign treadmill with a growth system: one architecture, designed around your commercial goals, that gets smarter with every test and every budget cycle.',
  principles: [
    {
      title: 'Architecture over campaigns',
      body: 'We start with the system. Data, audiences, creative, channels and measurement are designed together, so every activity strengthens the next rather than competing for credit.',
    },
    {
      title: 'AI-native by default',
      body: 'Machine learning sits inside bidding, creative testing, forecasting and reporting from day one. Senior specialists decide where to point it; the models handle the scale.',
    },
    {
      title: 'Modular systems',
      body: 'Growth OS gives us proven modules, from SignalOS to Attribution Core, that plug into the stack you already have. Adopt what you need now and add capability as you scale.',
    },
    {
      title: 'Accountable outcomes',
      body: 'We agree commercial KPIs up front, from qualified pipeline to blended ROAS, and report against them every week: what we expected, what we measured and what we learned.',
    },
  ],
};

export const clients: HomeClients = {
  heading: 'Trusted by growth teams in 90+ countries',
  intro: 'A selection of the 200+ brands we have worked with across more than 40 sectors.',
  listLabel: 'Selected clients',
  marks: [
    { name: 'Halden Bank', sector: 'Financial services' },
    { name: 'Oriel Skincare', sector: 'Beauty and skincare' },
    { name: 'Quillfield Insurance', sector: 'Insurance' },
    { name: 'Velmora Apparel', sector: 'Fashion retail' },
    { name: 'Stratlane Freight', sector: 'Logistics' },
    { name: 'Torvane Software', sector: 'B2B software' },
    { name: 'Calderine Hotels', sector: 'Travel and hospitality' },
    { name: 'Pixmoor Games', sector: 'Gaming' },
  ],
};

export const stats: HomeStats = {
  heading: 'Response in numbers',
  items: [
    { value: '200+', label: 'Brands' },
    { value: '90+', label: 'Countries' },
    { value: '40+', label: 'Sectors' },
    { value: '900%', label: 'ROAS' },
    { value: '600M$+', label: 'Media budget' },
    { value: '25,000+', label: 'Campaigns' },
  ],
  footnote:
    'Figures are cumulative across client engagements; ROAS is the highest return achieved on a single programme. Outcomes are examples, depend on context and are not guaranteed.',
};

export const cta: HomeCta = {
  heading: 'Ready to unlearn campaigns?',
  body: 'Book a strategy session with a senior strategist. We will map your current growth system, show where spend is leaking and outline what a Growth OS pilot could deliver. We reply within 24 hours.',
  primary: contactAction('/', 'Book Strategy Session'),
  secondary: contactAction('/', 'Request a Demo'),
};

export const faq: HomeFaq = {
  heading: 'Frequently asked questions',
  items: [
    {
      question: 'What is Growth OS?',
      answer:
        "Growth OS is our modular growth operating system: nine modules, including SignalOS, Attribution Core, Creative Engine and Performance Pulse, covering data, activation, creative and measurement. It is organised in four layers (Infrastructure, Enablement, Execution and Intelligence) and plugs into the tools you already use. You start with the modules that solve today's constraint and add more as you scale.",
    },
    {
      question: 'How is Response different from a traditional agency?',
      answer:
        'A traditional agency sells hours and campaigns; we design and run a growth system. Channels, creative, data and measurement are built as one architecture, so learning compounds instead of resetting with every brief. We are accountable to the commercial outcomes we agree with you, not to activity metrics.',
    },
    {
      question: 'Which markets and languages do you work in?',
      answer:
        'We have run programmes for more than 200 brands in 90+ countries, from offices in London, New York, Istanbul and Dubai. Strategy is set centrally and campaigns are localised by native-speaking specialists. We also launch brands into new countries, with a pilot live in 2-4 weeks inside a 90-day go-to-market plan.',
    },
    {
      question: 'Is there a minimum engagement or budget?',
      answer:
        'Most media engagements start with a 90-day pilot on a mid five-figure monthly budget, which gives the models enough signal to learn. Advisory and training work has no media minimum. If we think your budget would work harder elsewhere, we will tell you in the first session.',
    },
    {
      question: 'How quickly will we see results?',
      answer:
        'Initial optimisation usually shows within 2-4 weeks, once tracking is verified and the first tests have run. Significant improvement typically follows in 6-8 weeks as audiences, creative and bidding learn together. Timelines depend on your starting point, budget and sales cycle, and outcomes are not guaranteed.',
    },
    {
      question: 'How do you measure performance and attribution?',
      answer:
        'Attribution Core combines platform data, server-side tracking and your CRM or sales data into a single view of what drives revenue. Where it matters, we validate with incrementality tests and media mix modelling rather than relying on last-click reporting. You get one agreed set of KPIs and a weekly report against them.',
    },
    {
      question: 'Do you work alongside our in-house team?',
      answer:
        'Yes, and most clients prefer it. We can run channels end to end, work as an extension of your team, or build the system and train your people to run it. CMO & Team Training and Executive Growth Advisory are available for teams that want to own more of the work.',
    },
    {
      question: 'Who owns the data, and how do you keep it secure?',
      answer:
        "You do. Ad accounts, analytics properties, data and creative assets stay in your name, and we work through permissioned access you can revoke at any time. We sign data processing agreements as standard, follow UK GDPR and GDPR principles, and never pool one client's data with another's.",
    },
    {
      question: 'How do you use AI?',
      answer:
        'AI runs through our work: predictive audiences, bid and budget optimisation, creative variant generation and anomaly detection in reporting. A specialist reviews model output before it reaches your brand or your budget. Your data is used only for your programme and is never used to train models shared with other clients.',
    },
    {
      question: 'How do we get started?',
      answer:
        'Book a strategy session through the contact page and we will reply within 24 hours. In the first session we look at your goals, current stack and constraints. You leave with a recommended set of Growth OS modules and a pilot plan, with no obligation.',
    },
  ],
};
