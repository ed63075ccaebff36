/**
 * The ten press releases of the press room (/press-room/press-releases/{slug}), newest first, as
 * the lists show them: headline, date and dek. Their stories (dateline, body and key facts) are in
 * `press/releases.ts`, which only a release's own page (and the build's feed) loads.
 */
import type { PressReleaseSummary } from './types';

export const pressReleaseList: readonly PressReleaseSummary[] = [
  {
    slug: 'response-passes-200-brands-in-90-countries',
    title: 'Response passes 200 brands and $600M in managed media, in more than 90 countries',
    date: '2026-10-20',
    dek: 'The growth agency has now worked with more than 200 brands, run programmes in more than 90 countries and managed more than $600M in media from its four offices.',
  },
  {
    slug: 'response-expands-new-york-office-25-new-roles',
    title: 'Response expands its New York office and plans 25 new roles in North America',
    date: '2026-07-14',
    dek: 'The agency is taking more space at 455 Meridian Avenue and building out its account-based marketing, analytics and programmatic teams as demand from B2B and consumer brands grows.',
  },
  {
    slug: 'cmo-agenda-2026-ai-programmes-measurable-value',
    title: 'CMO Agenda 2026: most marketing leaders run AI programmes, few can show their value',
    date: '2026-04-28',
    dek: 'Interviews with 120 marketing leaders in the UK, the US, Turkey and the Gulf find 81% running an AI programme, but only 26% able to say it delivers measurable value.',
  },
  {
    slug: 'attribution-core-available-as-standalone-module',
    title: 'Attribution Core becomes available as a standalone Growth OS module',
    date: '2026-02-03',
    dek: 'Brands can now add Response’s privacy-safe attribution, validated with incrementality tests, to the stack they already run, without committing to a wider Growth OS engagement.',
  },
  {
    slug: 'claire-donovan-appointed-managing-director-north-america',
    title: 'Response appoints Claire Donovan as Managing Director, North America',
    date: '2025-11-04',
    dek: 'Donovan, a B2B demand generation leader, will run the New York office and the agency’s North American growth programmes, with a focus on account-based marketing and pipeline measurement.',
  },
  {
    slug: 'response-opens-applications-for-growth-fellowship',
    title: 'Response opens applications for its Growth Fellowship, a paid three-month programme',
    date: '2025-09-09',
    dek: 'Fellows join a team in London, New York, Istanbul or Dubai and work on live client programmes with a mentor. Applications open every quarter; the first cohort starts in January 2026.',
  },
  {
    slug: 'response-launches-studio-ai-lab-tiktok-creators',
    title: 'Response launches Studio, bringing AI Lab, TikTok and creator work under one roof',
    date: '2025-06-17',
    dek: 'The new creative and content production arm joins the agency’s performance creative team with three new units, AI Lab, TikTok and Creator Studio, and links every asset to the same testing as media.',
  },
  {
    slug: 'response-named-global-search-awards-2025-finalist',
    title: 'Response named a 2025 Global Search Awards finalist in two categories',
    date: '2025-04-08',
    dek: 'An AI-led paid search programme for a Turkish retail bank, which delivered 127% more qualified leads at a 41% lower cost per lead, is shortlisted for Best Use of Search – Finance and Best Use of AI.',
  },
  {
    slug: 'response-opens-dubai-office-for-middle-east',
    title: 'Response opens a Dubai office to lead its growth programmes across the Middle East',
    date: '2025-02-18',
    dek: 'The agency’s fourth office will serve brands in the Gulf and the wider region, led by Karim Nasser as Managing Director, Middle East, with strategy, media and creative in Arabic and English.',
  },
  {
    slug: 'response-launches-growth-os-modular-operating-system',
    title: 'Response launches Growth OS, a modular operating system for marketing growth',
    date: '2024-12-10',
    dek: 'The agency brings data, teams, campaigns and AI together in four layers and nine modules that plug into the stack a brand already runs, typically in under 24 hours.',
  },
];
