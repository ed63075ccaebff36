/**
 * Studio: the agency's creative and content production arm. The hub (/studio) has
 * four cards (title, subtitle, body, href), one per sub-page; each
 * sub-page has a hero, three feature cards, how a sprint runs, what is delivered and a
 * consultation button to the contact page. Production speeds are the spec's (creative concepts
 * within 1-2 weeks, variants in 48-72 hours).
 */
import { contactAction } from '../../site/contactLink';
import type { Crumb } from '../../site/structuredData';
import type { ContentLink, ContentMeta } from '../site/navigation';

/** The four sub-pages, in menu order. */
export const studioPageSlugs = ['ai-lab', 'creative', 'tiktok', 'creator-studio'] as const;

export type StudioPageSlug = (typeof studioPageSlugs)[number];

export type StudioPagePath = `/studio/${StudioPageSlug}`;

/** A hub card: links to one sub-page. */
export interface StudioCard {
  title: string;
  subtitle: string;
  body: string;
  href: StudioPagePath;
}

export interface TextCard {
  title: string;
  body: string;
}

export interface StudioFeature extends TextCard {
  /** Two or three short chips under the body. */
  chips: string[];
}

export interface StudioHero {
  eyebrow: string;
  title: string;
  /** A part of `title` drawn in the accent colour. */
  highlight?: string;
  lead: string;
}

export interface StudioCta {
  heading: string;
  body: string;
}

export interface StudioHub {
  meta: ContentMeta;
  path: '/studio';
  hero: StudioHero;
  /** `linkLabel`: each card's link ('Explore'). */
  cards: { heading: string; intro: string; linkLabel: string; items: StudioCard[] };
  approach: { heading: string; intro: string; points: string[] };
  cta: StudioCta;
  /** 'Book a Consultation', to the contact page with from=/studio. */
  consultation: ContentLink;
}

export interface StudioPageContent {
  slug: StudioPageSlug;
  path: StudioPagePath;
  /** The page's name in the menu and the breadcrumb. */
  name: string;
  meta: ContentMeta;
  /** The kind of service, for the Service JSON-LD. */
  serviceType: string;
  /** Home > Studio > {name}, for the visible breadcrumbs and the BreadcrumbList JSON-LD. */
  trail: Crumb[];
  hero: StudioHero;
  /** Exactly three feature cards. */
  features: { heading: string; intro: string; items: StudioFeature[] };
  /** How a sprint runs: four steps. */
  process: { heading: string; intro: string; steps: TextCard[] };
  /** What is delivered: four points. */
  deliverables: { heading: string; intro: string; points: string[] };
  cta: StudioCta;
  /** 'Book a Consultation', to the contact page with from = this page's path. */
  consultation: ContentLink;
  /** The link back to the Studio hub. */
  backLink: ContentLink;
}

/** The label of every Studio consultation button. */
export const consultationLabel = 'Book a Consultation';

const studioCrumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Studio', path: '/studio' },
];

const backToStudio: ContentLink = { label: 'Back to Studio', href: '/studio' };

type StudioPageDraft = Omit<StudioPageContent, 'path' | 'trail' | 'consultation' | 'backLink'>;

/** Fills in the path, breadcrumb trail, consultation button and back link of a sub-page. */
function studioPage(draft: StudioPageDraft): StudioPageContent {
  const path: StudioPagePath = `/studio/${draft.slug}`;
  return {
    ...draft,
    path,
    trail: [...studioCrumbs, { name: draft.name, path }],
    consultation: contactAction(path, consultationLabel),
    backLink: backToStudio,
  };
}

export const studioHub: StudioHub = {
  meta: {
    title: 'Studio: creative and content production',
    description:
      'Response Studio is our creative and content production arm: AI Lab, performance Creative, TikTok and Creator Studio, all built to test, learn and scale.',
  },
  path: '/studio',
  hero: {
    eyebrow: 'Studio',
    title: 'Creative and content, built to perform.',
    highlight: 'built to perform.',
    lead: 'Studio is the creative and content production arm of Response. Four teams make AI-assisted, platform-native and creator-led work, and every asset is wired into the same testing and measurement system as your media.',
  },
  cards: {
    heading: 'Four studios, one system',
    linkLabel: 'Explore',
    intro:
      'Each studio can work on its own or alongside your media team. All four share one testing framework, one asset library and one view of what is working.',
    items: [
      {
        title: 'AI Lab',
        subtitle: 'Generative AI creative and automation',
        body: 'Experiments with generative models for concepts, copy, imagery and video, and the automations that take AI-assisted production from pilot to everyday workflow.',
        href: '/studio/ai-lab',
      },
      {
        title: 'Creative',
        subtitle: 'Performance creative built to test, learn and localise',
        body: 'New concepts in 1-2 weeks and variants in 48-72 hours, each built around a testable hypothesis and adapted for every market and placement.',
        href: '/studio/creative',
      },
      {
        title: 'TikTok',
        subtitle: 'TikTok-first creative and commerce',
        body: 'Native content, Spark Ads, TikTok Shop and creator briefs, made for the feed by people who study it every day and measured against sales.',
        href: '/studio/tiktok',
      },
      {
        title: 'Creator Studio',
        subtitle: 'Creator and UGC partnerships',
        body: 'Creator sourcing, briefing, whitelisting and usage rights, managed so creator content can run as paid media with confidence.',
        href: '/studio/creator-studio',
      },
    ],
  },
  approach: {
    heading: 'How Studio works',
    intro:
      'Creative is the biggest lever left in performance marketing. Studio treats it like one.',
    points: [
      'Every asset starts from a hypothesis, so each test answers a question about your audience.',
      'Production runs at media speed: concepts in 1-2 weeks, variants in 48-72 hours.',
      'Results feed Creative Engine, our Growth OS module for creative testing, so learning carries from one brief to the next.',
      'Senior creatives review every asset before it goes live, including everything made with AI.',
    ],
  },
  cta: {
    heading: 'Plan your next creative sprint',
    body: 'Tell us what you are making now and where it stalls. A Studio lead will reply within 24 hours with a first view of where to start.',
  },
  consultation: contactAction('/studio', consultationLabel),
};

const aiLab = studioPage({
  slug: 'ai-lab',
  name: 'AI Lab',
  serviceType: 'Generative AI creative and automation',
  meta: {
    title: 'AI Lab: generative AI creative and automation',
    description:
      'Response AI Lab runs generative AI experiments for creative and automation, then turns what works into AI-assisted production your team can rely on.',
  },
  hero: {
    eyebrow: 'AI Lab',
    title: 'Generative AI, put to work on growth.',
    lead: 'AI Lab is where we test generative AI on real briefs: concepts, copy, imagery, video and the automations around them. What proves itself in the lab moves into AI-assisted production, with human review on every asset.',
  },
  features: {
    heading: 'What AI Lab does',
    intro:
      'Three kinds of work, each judged on the same question: does it make creative faster, cheaper or more effective?',
    items: [
      {
        title: 'Generative creative experiments',
        body: 'We test image, video and copy models against your brand guidelines and live performance data, so you know which tools earn a place in production and which do not.',
        chips: ['Image', 'Video', 'Copy'],
      },
      {
        title: 'AI-assisted production',
        body: 'Proven workflows produce on-brand variants, cut-downs and localised versions at scale, with designers and editors reviewing every asset before it goes live.',
        chips: ['Variants', 'Localisation', 'Human review'],
      },
      {
        title: 'Creative and workflow automation',
        body: 'We automate the repetitive steps around creative: briefs drawn from performance data, asset naming and tagging, resizing, and reports on which elements drive results.',
        chips: ['Briefing', 'Tagging', 'Reporting'],
      },
    ],
  },
  process: {
    heading: 'How a lab sprint runs',
    intro: 'Each experiment is a time-boxed sprint with one question, one test and one decision.',
    steps: [
      {
        title: 'Frame the question',
        body: 'We pick one production bottleneck or creative question, agree the success metric and set guardrails for brand, legal and data use.',
      },
      {
        title: 'Build and test',
        body: 'We prototype the model or workflow on a live brief and run its output against your current creative in a controlled test.',
      },
      {
        title: 'Read the results',
        body: 'We compare performance, cost and turnaround, and review quality with your brand team rather than relying on the dashboard alone.',
      },
      {
        title: 'Scale or stop',
        body: 'Winning workflows move into everyday production with documentation and training; the rest are retired, with what we learned written up.',
      },
    ],
  },
  deliverables: {
    heading: "What's delivered",
    intro: 'You keep everything the lab produces, including the workflows.',
    points: [
      'A prioritised map of where generative AI can save time or lift performance in your creative process.',
      'Results for each experiment: performance, cost per asset and turnaround against your current baseline.',
      'Documented workflows, prompts and review checklists your team can run without us.',
      'Governance guidance on model choice, brand safety, disclosure and the data each tool may use.',
    ],
  },
  cta: {
    heading: 'Put generative AI to work on your creative',
    body: 'Book a consultation with the AI Lab team. We will look at your production process and suggest the first experiment worth running. We reply within 24 hours.',
  },
});

const creative = studioPage({
  slug: 'creative',
  name: 'Creative',
  serviceType: 'Performance creative production',
  meta: {
    title: 'Creative: performance creative built to test',
    description:
      'Performance creative built to test, learn and localise: new concepts in 1-2 weeks and variants in 48-72 hours, with every asset tied to a hypothesis.',
  },
  hero: {
    eyebrow: 'Creative',
    title: 'Creative built to test, learn and localise.',
    lead: 'Studio Creative makes performance creative for paid social, search, display and video. New concepts land in 1-2 weeks and variants in 48-72 hours, each built around a hypothesis so every test teaches you something.',
  },
  features: {
    heading: 'What Creative does',
    intro: 'From the first idea to the hundredth variant, creative is made to be tested.',
    items: [
      {
        title: 'Concept development',
        body: 'New creative territories built from audience insight, competitor reviews and your past test results, ready for testing within 1-2 weeks.',
        chips: ['Insight', 'Concepts', 'Storyboards'],
      },
      {
        title: 'Rapid variant production',
        body: 'Hooks, headlines, formats and calls to action iterated in 48-72 hours, so winning concepts scale before they fatigue.',
        chips: ['Hooks', 'Formats', 'Cut-downs'],
      },
      {
        title: 'Localisation',
        body: 'Native-speaking teams adapt copy, voice-over, visuals and offers for each market, rather than translating a single master.',
        chips: ['Copy', 'Voice-over', 'Market fit'],
      },
    ],
  },
  process: {
    heading: 'How a creative sprint runs',
    intro:
      'Creative runs in sprints tied to your media plan, so production and testing move at the same speed.',
    steps: [
      {
        title: 'Brief from data',
        body: 'We start from performance data and audience research, and write each brief around a hypothesis we can test.',
      },
      {
        title: 'Concept',
        body: 'Within 1-2 weeks you see new concepts with scripts, storyboards or first cuts, sized for every placement.',
      },
      {
        title: 'Test',
        body: 'Concepts launch in structured tests with clean variables, so results show which idea, hook or format made the difference.',
      },
      {
        title: 'Iterate and localise',
        body: 'Winners get new variants in 48-72 hours and are adapted for each market; the losers inform the next brief.',
      },
    ],
  },
  deliverables: {
    heading: "What's delivered",
    intro: 'Every sprint ends with assets in market and a record of what they taught us.',
    points: [
      'Platform-ready assets for Meta, TikTok, YouTube, Google and programmatic, in every size and length required.',
      'A testing plan for each sprint, with the hypothesis, variables and success metric of every test.',
      'A creative learning log recording what each test showed and what we will try next.',
      'Localised versions for each priority market, reviewed by native speakers.',
    ],
  },
  cta: {
    heading: 'Give your media better creative to work with',
    body: 'Book a consultation and we will review your current creative, its test results and where a sprint could lift performance. We reply within 24 hours.',
  },
});

const tiktok = studioPage({
  slug: 'tiktok',
  name: 'TikTok',
  serviceType: 'TikTok creative, Spark Ads and TikTok Shop',
  meta: {
    title: 'TikTok: TikTok-first creative, Spark Ads and Shop',
    description:
      'TikTok-first creative, Spark Ads, TikTok Shop and creator briefs from Response Studio: content made for the feed and measured against sales.',
  },
  hero: {
    eyebrow: 'TikTok',
    title: 'Made for the feed. Measured on sales.',
    lead: 'Studio TikTok makes TikTok-first creative and runs it where it performs: organic, Spark Ads and TikTok Shop, with creator briefs that keep every post native to the platform.',
  },
  features: {
    heading: 'What TikTok does',
    intro:
      'Content, paid amplification and commerce, planned together so a strong post can become a strong ad and a sale.',
    items: [
      {
        title: 'TikTok-first creative',
        body: "Content shot and edited for the feed from the first frame, with native hooks, trends used with judgement and creator briefs that leave room for the creator's own voice.",
        chips: ['Native hooks', 'Creator briefs', 'Sound-on'],
      },
      {
        title: 'Spark Ads',
        body: 'We boost your best organic and creator posts as Spark Ads, keeping their social proof while targeting and bidding run on performance data.',
        chips: ['Organic boosts', 'Creator posts', 'Bidding'],
      },
      {
        title: 'TikTok Shop',
        body: 'Shop setup, product listings, LIVE shopping and shoppable video, linked to affiliate creators and measured on orders and revenue.',
        chips: ['Shop setup', 'LIVE', 'Affiliates'],
      },
    ],
  },
  process: {
    heading: 'How a TikTok sprint runs',
    intro: 'Monthly sprints, weekly reads: the feed moves fast, so the plan does too.',
    steps: [
      {
        title: 'Listen',
        body: 'We study your category on TikTok: the creators, formats, sounds and comments your buyers already engage with.',
      },
      {
        title: 'Brief',
        body: "We write creator and in-house briefs with clear hooks and must-have points, and leave space for the creator's own style.",
      },
      {
        title: 'Launch',
        body: 'Content goes live organically first; the strongest posts move into Spark Ads and shoppable formats.',
      },
      {
        title: 'Learn',
        body: 'Weekly reads on hook rate, watch time, cost per order and Shop revenue decide what we make next.',
      },
    ],
  },
  deliverables: {
    heading: "What's delivered",
    intro: 'A TikTok programme you can see working, week by week.',
    points: [
      'A TikTok content plan with formats, posting rhythm and the tests for each month.',
      'Creator briefs and a shortlist of creators matched to your audience and category.',
      'Spark Ads and TikTok Shop campaigns set up, tracked and optimised against orders.',
      'A weekly report on what the feed is telling us and what we will make next.',
    ],
  },
  cta: {
    heading: 'Grow on TikTok with content made for it',
    body: 'Book a consultation and we will review your TikTok presence, your category and where Spark Ads or TikTok Shop could add sales. We reply within 24 hours.',
  },
});

const creatorStudio = studioPage({
  slug: 'creator-studio',
  name: 'Creator Studio',
  serviceType: 'Creator and UGC partnerships',
  meta: {
    title: 'Creator Studio: creator and UGC partnerships',
    description:
      'Creator and UGC partnerships from Response Studio: sourcing, briefing, whitelisting and usage rights, managed so creator content can run as paid media.',
  },
  hero: {
    eyebrow: 'Creator Studio',
    title: 'Creator partnerships that drive measurable demand.',
    lead: 'Creator Studio finds, briefs and manages creators and UGC producers, then secures the whitelisting and usage rights that let their content run as paid media on every platform.',
  },
  features: {
    heading: 'What Creator Studio does',
    intro:
      'Creator content works best when the partnership, the permissions and the media plan are handled as one.',
    items: [
      {
        title: 'Creator and UGC partnerships',
        body: 'We source creators and UGC producers by audience fit and past performance, not follower count, and manage briefs, contracts, payments and delivery.',
        chips: ['Sourcing', 'UGC', 'Briefs'],
      },
      {
        title: 'Whitelisting',
        body: "We set up creator whitelisting so ads can run from creators' own handles, with access, approvals and reporting agreed up front.",
        chips: ['Creator handles', 'Approvals', 'Paid social'],
      },
      {
        title: 'Usage rights',
        body: 'Every agreement states where, for how long and in which markets content may run, and we track renewals so nothing runs past its licence.',
        chips: ['Licensing', 'Renewals', 'Markets'],
      },
    ],
  },
  process: {
    heading: 'How a creator programme runs',
    intro: 'Four steps, repeated each round, with the results of one round choosing the next.',
    steps: [
      {
        title: 'Match',
        body: 'We shortlist creators whose audience, tone and past results fit your brief, and share the data behind each pick.',
      },
      {
        title: 'Agree',
        body: 'Fees, deliverables, whitelisting access and usage rights are agreed in one contract before anyone films.',
      },
      {
        title: 'Produce',
        body: 'Creators film to a clear brief with room for their own voice; we review every cut against brand and platform rules.',
      },
      {
        title: 'Amplify',
        body: 'The best content runs as paid media from brand or creator handles, and the results shape the next round of partnerships.',
      },
    ],
  },
  deliverables: {
    heading: "What's delivered",
    intro: 'A creator programme with the paperwork and the performance data in order.',
    points: [
      'A vetted creator roster with audience data, rates and past performance.',
      'Creator contracts covering deliverables, whitelisting access and usage rights.',
      'A library of creator and UGC assets, tagged with their rights and expiry dates.',
      'Performance reporting by creator, asset and platform.',
    ],
  },
  cta: {
    heading: 'Build a creator programme that pays back',
    body: 'Book a consultation and we will review your creator activity, your rights position and where creator content could work harder in paid media. We reply within 24 hours.',
  },
});

/** The four sub-pages by slug. */
export const studioPages: Record<StudioPageSlug, StudioPageContent> = {
  'ai-lab': aiLab,
  creative,
  tiktok,
  'creator-studio': creatorStudio,
};
