/**
 * The topic guides: the four topic cards (also the facts the guides
 * lead with) and the /topics index. Each guide's own content is in `topics/details/`.
 */

import type { TopicIconName } from '../../components/Icon/TopicIcon';
import type { Feature } from '../../sections/FeatureGrid/FeatureGrid';
import type { Crumb } from '../../site/structuredData';
import type { ContentLink, ContentMeta } from '../site/navigation';
import { type TopicSlug, topicPath, topicsPath } from './paths';

/** A topic card: id, title, description, icon, href and the key facts. */
export interface TopicCard {
  id: TopicSlug;
  title: string;
  /** One or two sentences: what the topic is and what the guide answers. */
  description: string;
  icon: TopicIconName;
  href: string;
  /** Exactly three: the guide's Key Facts, each one specific sentence. */
  keyFacts: readonly [string, string, string];
}

export interface TopicsIndex {
  meta: ContentMeta;
  hero: { eyebrow: string; title: string; lead: string };
  cards: { heading: string; intro: string };
  /** The TL;DR box: two or three sentences. */
  tldr: string;
  /** What We Do: exactly six items. */
  whatWeDo: {
    heading: string;
    intro: string;
    items: readonly [Feature, Feature, Feature, Feature, Feature, Feature];
  };
  /** Explore More: /services, /proof/cases, /insights and /contact, in that order. */
  exploreMore: { heading: string; body: string; links: readonly ContentLink[] };
}

/** Breadcrumb trail of the index; a guide adds itself. */
export const topicsTrail: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Topics', path: topicsPath },
];

export const topicCards: readonly TopicCard[] = [
  {
    id: 'performance-marketing',
    title: 'Performance Marketing',
    description:
      'Paid media bought and optimised against measurable actions. The guide explains attribution windows, conversion APIs and how to test whether spend is truly incremental.',
    icon: 'performance',
    href: topicPath('performance-marketing'),
    keyFacts: [
      'Attribution windows set how long after a click or view a platform may claim a conversion: Meta’s default is 7-day click and 1-day view, while Google Ads counts click-through conversions for 30 days by default, so the same sale can be claimed by both.',
      'Meta’s Conversions API sends conversion events from your server with hashed first-party identifiers, recovering signal that browser pixels lose to blockers and cookie limits; sending the same event ID from pixel and server lets Meta count each conversion once.',
      'Platform-reported ROAS counts the conversions a platform can attribute to its ads, not the ones it caused; only an incrementality test, comparing people or regions that saw the ads with a holdout that did not, measures the sales the spend actually added.',
    ],
  },
  {
    id: 'web-analytics',
    title: 'Web Analytics',
    description:
      'Collecting, governing and interpreting data on how people use your site. The guide covers GA4 set-up, consent mode, server-side tagging and how MMM and attribution differ.',
    icon: 'analytics',
    href: topicPath('web-analytics'),
    keyFacts: [
      'A standard GA4 property keeps the event-level and user-level data behind Explorations for 2 or 14 months (2 is the default), while aggregated standard reports are unaffected; the BigQuery export keeps raw events for as long as you choose.',
      'With Consent Mode v2 in its advanced form, Google tags send cookieless pings when a visitor declines cookies, and GA4 can use behavioural modelling to estimate those visitors’ activity once the property meets Google’s eligibility thresholds.',
      'Server-side tagging moves tag processing from the visitor’s browser to a container you run on your own subdomain, so you decide what each vendor receives, can remove or hash personal data first and load fewer third-party scripts.',
    ],
  },
  {
    id: 'digital-media',
    title: 'Digital Media',
    description:
      'Planning and buying ads across social, video, connected TV, audio and programmatic. The guide covers reach and frequency, viewability and measuring lift.',
    icon: 'media',
    href: topicPath('digital-media'),
    keyFacts: [
      'A frequency cap limits how many times the same person sees an ad in a set period, but each platform can only cap the users and devices it recognises, so real cross-channel frequency is usually higher than any single platform reports.',
      'Reach curves flatten as spend rises: each extra unit of budget on the same audience buys more repeat exposures and fewer new people, which is why planners move budget to new channels or audiences once the cost of incremental reach climbs.',
      'Under the Media Rating Council standard, a display ad counts as viewable when at least half its pixels are on screen for one continuous second (two seconds for video), so “viewable” measures an opportunity to see, not attention.',
    ],
  },
  {
    id: 'growth-marketing',
    title: 'Growth Marketing',
    description:
      'Improving acquisition, activation, retention and revenue through experiments. The guide covers growth models, sample sizes and running a steady testing cadence.',
    icon: 'growth',
    href: topicPath('growth-marketing'),
    keyFacts: [
      'Sample size grows with the inverse square of the effect you want to detect: halving the minimum detectable lift roughly quadruples the number of visitors each variant needs.',
      'Checking an A/B test repeatedly and stopping the moment it reaches significance inflates the false-positive rate far above the nominal 5%; fix the sample size in advance or use a sequential method built for continuous monitoring.',
      'A common rule of thumb holds that customer lifetime value should be at least three times acquisition cost, with acquisition cost paid back within about a year; both only mean something when lifetime value comes from observed cohort retention, not assumed churn.',
    ],
  },
];

export const topicsIndex: TopicsIndex = {
  meta: {
    title: 'Topic guides: marketing, media and data',
    description:
      'Practical guides to performance marketing, web analytics, digital media and growth marketing: how each works, what to measure and how Response applies it.',
  },
  hero: {
    eyebrow: 'Topics',
    title: 'Practical guides to modern growth',
    lead: 'Four guides to the disciplines we work in every day: how they work, the mechanics that matter and the mistakes worth avoiding, followed by how Response puts them into practice.',
  },
  cards: {
    heading: 'Choose a guide',
    intro:
      'Each guide opens with three key facts, then explains the methods, the process and the questions clients ask most often.',
  },
  tldr: 'Performance marketing, web analytics, digital media and growth marketing are separate crafts that depend on each other: bidding needs clean conversion signal, media plans need honest measurement and growth needs experiments sized to detect real effects. These guides explain the mechanics of each in plain language, so they are useful whether or not you ever work with us.',
  whatWeDo: {
    heading: 'What We Do',
    intro:
      'Response has worked with 200+ brands in 90+ countries from offices in London, New York, Istanbul and Dubai, with Growth OS, our modular system, tying the work together.',
    items: [
      {
        title: 'Paid acquisition',
        body: 'Search, social and app campaigns built on server-side conversion data and structured creative testing. Across our clients the average ROAS improvement has been 3x, an average rather than a promise.',
      },
      {
        title: 'Tracking and measurement',
        body: 'GA4, consent mode and server-side tagging, with a 99.5% data accuracy guarantee on our tracking work.',
        chips: ['SignalOS', 'Insight Layer'],
      },
      {
        title: 'Attribution and incrementality',
        body: 'Attribution Core brings platform data, modelling and lift tests together into one view of what each channel contributes.',
        chips: ['Attribution Core'],
      },
      {
        title: 'Media planning and buying',
        body: 'Reach and frequency planning plus programmatic and connected TV buying, drawing on more than $600M in media managed to date.',
        chips: ['Performance Pulse'],
      },
      {
        title: 'Experimentation programmes',
        body: 'Growth models, prioritised backlogs and properly sized tests, run on a weekly cadence.',
        chips: ['Funnel Architect', 'VelocityOps'],
      },
      {
        title: 'Creative testing at scale',
        body: 'Creative Engine and AI Boost produce test variants around clear hypotheses, so each winning ad teaches you something reusable.',
        chips: ['Creative Engine', 'AI Boost'],
      },
    ],
  },
  exploreMore: {
    heading: 'Explore More',
    body: 'See how these methods are packaged as services, what they have achieved for clients and what our team is writing about, or talk to us about your own plans.',
    links: [
      { label: 'Explore Services', href: '/services' },
      { label: 'View Case Studies', href: '/proof/cases' },
      { label: 'Read Insights', href: '/insights' },
      { label: 'Talk to a Strategist', href: '/contact' },
    ],
  },
};

export function findTopicCard(slug: TopicSlug): TopicCard {
  const card = topicCards.find((topic) => topic.id === slug);
  if (!card) throw new Error(`No topic card for ${slug}`);
  return card;
}

export { topicPath, topicsPath };
