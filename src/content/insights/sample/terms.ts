/**
 * The categories and tags of the sample Insights posts. Names are as WordPress stores them
 * (an ampersand as '&amp;'). The `articles` and `reports` categories place a post on
 * /insights/articles or /insights/reports; the topical categories give a post its
 * main category, shown on its card. Every tag is used by at least one post.
 */
import type { SampleTerm } from './types';

export const sampleCategories: SampleTerm[] = [
  {
    slug: 'articles',
    name: 'Articles',
    description: 'Opinion, analysis and how-tos from our team.',
  },
  {
    slug: 'reports',
    name: 'Reports',
    description: 'Research built on our own campaign data, surveys and audits.',
  },
  {
    slug: 'paid-media',
    name: 'Paid Media',
    description: 'Search, social, video and programmatic buying.',
  },
  {
    slug: 'analytics',
    name: 'Analytics',
    description: 'Measurement, attribution, experiments and data foundations.',
  },
  { slug: 'ai', name: 'AI', description: 'Where artificial intelligence changes marketing work.' },
  { slug: 'growth', name: 'Growth', description: 'Acquisition, new markets and monetisation.' },
  {
    slug: 'leadership',
    name: 'Leadership',
    description: 'The agenda, teams and budgets of marketing leaders.',
  },
  { slug: 'playbooks', name: 'Playbooks', description: 'Plans and tools you can use on Monday.' },
  { slug: 'creative', name: 'Creative', description: 'Concepts, production and creative testing.' },
];

export const sampleTags: SampleTerm[] = [
  { slug: 'attribution', name: 'Attribution' },
  { slug: 'cfo', name: 'CFO' },
  { slug: 'cmo', name: 'CMO' },
  { slug: 'abm', name: 'ABM' },
  { slug: 'ai-agents', name: 'AI Agents' },
  { slug: 'ai-search', name: 'AI Search' },
  { slug: 'generative-ai', name: 'Generative AI' },
  { slug: 'cro-landing-pages', name: 'CRO &amp; Landing Pages' },
  { slug: 'retention-ltv', name: 'Retention &amp; LTV' },
  { slug: 'creative-testing', name: 'Creative Testing' },
  { slug: 'paid-social', name: 'Paid Social' },
  { slug: 'incrementality', name: 'Incrementality' },
  { slug: 'mmm', name: 'Marketing Mix Modelling' },
  { slug: 'first-party-data', name: 'First-Party Data' },
  { slug: 'consent-mode', name: 'Consent Mode' },
  { slug: 'benchmarks', name: 'Benchmarks' },
  { slug: 'budget-planning', name: 'Budget Planning' },
  { slug: 'market-entry', name: 'Market Entry' },
  { slug: 'user-acquisition', name: 'User Acquisition' },
  { slug: 'team-design', name: 'Team Design' },
  { slug: 'martech', name: 'Martech' },
  { slug: 'b2b', name: 'B2B' },
  { slug: 'dtc', name: 'DTC' },
  { slug: 'survey', name: 'Survey' },
];
