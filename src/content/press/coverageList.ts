/**
 * The media coverage of the press room (/press-room/in-the-news/{slug}), newest first, as the
 * lists show it: publication, byline, headline, date and dek. The stories (dateline, body and key
 * facts) are in `press/coverage.ts`, which only a piece's own page loads.
 */
import type { CoverageSummary } from './types';

export const pressCoverageList: readonly CoverageSummary[] = [
  {
    slug: 'kerem-atalay-on-judging-agencies-by-what-compounds',
    publication: 'Channel & Margin',
    author: 'Owen Pryce',
    title: 'Response’s Kerem Atalay wants agencies judged on what compounds',
    date: '2026-11-10',
    dek: 'Weeks after his agency passed 200 brands and $600M in managed media, the chief executive of Response explains why he thinks the retainer model is running out of road.',
  },
  {
    slug: 'response-bets-on-b2b-measurement-in-new-york',
    publication: 'Northbound Business',
    author: null,
    title: 'Growth agency Response bets on B2B measurement with New York build-out',
    date: '2026-07-28',
    dek: 'The London-headquartered agency is adding office space and 25 North American roles, most of them in account-based marketing, analytics and programmatic media.',
  },
  {
    slug: 'marketers-run-ai-programmes-few-can-show-return',
    publication: 'Demand Quarterly',
    author: 'Lena Hartmann',
    title: 'Marketers are running AI programmes. Few can say what they return',
    date: '2026-05-12',
    dek: 'A study of 120 marketing leaders by the agency Response finds AI almost everywhere and proof of its value in few places. The leaders who can show results did one thing differently.',
  },
  {
    slug: 'inside-response-studio-and-ai-lab-in-istanbul',
    publication: 'Istanbul Tech Dispatch',
    author: 'Aylin Korkmaz',
    title: 'Inside the Istanbul studio where AI drafts the variants and people make the calls',
    date: '2025-07-01',
    dek: 'Response has put its AI Lab, TikTok and creator teams together in a new Studio led from Istanbul. We visited to see how generative tools fit into a performance creative operation.',
  },
  {
    slug: 'response-opens-in-dubai-with-measurement-pitch',
    publication: 'Gulf Commerce Review',
    author: 'Rania Saleh',
    title: 'London growth agency Response opens in Dubai with a pitch built on measurement',
    date: '2025-03-04',
    dek: 'Karim Nasser, the agency’s new Managing Director, Middle East, says Gulf marketers face growing pressure to show returns, and that regional brands want help expanding abroad.',
  },
];
