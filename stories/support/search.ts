import { type SearchArea, searchAreas } from '../../src/features/search/searchAreas';
import {
  fold,
  type Highlighted,
  highlight,
  type SearchGroup,
  type SearchHit,
  type SearchOutcome,
} from '../../src/features/search/searchEngine';

/**
 * Site search results for the stories of Search Results and of the search page: what search
 * answers for real queries over the site's own pages (the build's index, read in November 2026),
 * written out here, as the workshop has no index of its own. Titles, addresses, breadcrumbs,
 * counts and order are the index's; an excerpt is the passage search cuts around the first match
 * (a run-in badge or byline trimmed off), or the page's description when the match lies beyond
 * the words it keeps. The marks are computed, never written by hand.
 */

/**
 * `text` with the query's words marked as search marks them (searchEngine.ts's `highlight`):
 * every word that begins with one of them, whatever its case or accents, as [start, end)
 * offsets into `text`.
 */
export function marked(text: string, query: string): Highlighted {
  return highlight(text, fold(query).split(/\s+/).filter(Boolean));
}

interface Found {
  url: string;
  trail: string[];
  title: string;
  excerpt: string;
}

function group(query: string, area: SearchArea, count: number, found: Found[]): SearchGroup {
  return {
    area,
    label: searchAreas[area].label,
    count,
    hits: found.map(
      (hit): SearchHit => ({
        url: hit.url,
        title: marked(hit.title, query),
        trail: hit.trail,
        excerpt: marked(hit.excerpt, query),
        area,
      }),
    ),
  };
}

/** Every area's results: `total` is the sum of the groups' counts. */
function outcome(query: string, groups: SearchGroup[]): SearchOutcome {
  return {
    query,
    area: null,
    total: groups.reduce((sum, each) => sum + each.count, 0),
    groups,
  };
}

const careers = ['Home', 'Careers'];
const pressReleases = ['Home', 'Press Room', 'Press Releases'];
const inTheNews = ['Home', 'Press Room', 'In the News'];
const articles = ['Home', 'Insights', 'Articles'];
const reports = ['Home', 'Insights', 'Reports'];

/** The eight jobs that mention Istanbul, best first: the office's own role, then the others. */
const istanbulJobs: Found[] = [
  {
    url: '/careers/performance-marketing-manager',
    trail: careers,
    title: 'Performance Marketing Manager, Istanbul',
    excerpt:
      'Lead a pod of four performance specialists in Istanbul, own the results of their client accounts and turn test results into budget decisions clients agree with.',
  },
  {
    url: '/careers/insight-layer-developer',
    trail: careers,
    title: 'Insight Layer Developer, Remote (Turkey)',
    excerpt:
      'Build the demand, revenue and customer-value forecasts behind Insight Layer in Python and BigQuery, working remotely from Turkey with our Istanbul teams.',
  },
  {
    url: '/careers/creative-ops-engineer',
    trail: careers,
    title: 'Creative Ops Engineer, Remote (EMEA)',
    excerpt:
      '…TikTok and YouTube. Our designers and motion artists in Istanbul make the concepts; as Creative Ops Engineer you build the pipeline that takes them from an approved Figma…',
  },
  {
    url: '/careers/automation-strategist-ai',
    trail: careers,
    title: 'Automation Strategist (AI), Remote (EMEA)',
    excerpt:
      '…that takes it away, with the AI Lab engineers in Istanbul building whatever needs code. Your tools are the Growth OS modules and the client’s own stack: VelocityOps for…',
  },
  {
    url: '/careers/performance-marketing-director',
    trail: careers,
    title: 'Performance Marketing Director, Dubai',
    excerpt:
      'Lead performance marketing from our Dubai office: set strategy for a portfolio of retail, fintech and travel clients, grow the team and the accounts…',
  },
  {
    url: '/careers/sr-performance-marketing-specialist',
    trail: careers,
    title: 'Senior Performance Marketing Specialist, Remote (EMEA)',
    excerpt:
      'Plan, build and optimise paid search and paid social for a small portfolio of growth clients, working remotely from anywhere in EMEA with our performance team.',
  },
  {
    url: '/careers/funnel-systems-architect',
    trail: careers,
    title: 'Funnel Systems Architect, Remote (UK)',
    excerpt:
      'Design, build and test the journeys from first click to closed deal with Funnel Architect for UK and European clients, working remotely from the UK.',
  },
  {
    url: '/careers/senior-ai-consultant-new-york',
    trail: careers,
    title: 'Senior AI Consultant, New York',
    excerpt:
      '…model in production. You work with the AI Lab engineers in Istanbul on AI Boost (machine learning for bidding, targeting and budget allocation), LeadSync (lead scoring…',
  },
];

/**
 * /search?q=istanbul: 45 results in eight areas. Each area shows its strong results (at most
 * five) and links to the rest: Jobs shows its best of 8, Pages four of 15.
 */
export const istanbul: SearchOutcome = outcome('istanbul', [
  group('istanbul', 'jobs', istanbulJobs.length, istanbulJobs.slice(0, 1)),
  group('istanbul', 'pages', 15, [
    {
      url: '/company/locations',
      trail: ['Home', 'Company'],
      title: 'Locations: London, New York, Istanbul and Dubai',
      excerpt:
        '…and creatives work from four offices: London, New York, Istanbul and Dubai. We plan centrally and execute locally, so every client works with people who know their…',
    },
    {
      url: '/contact',
      trail: ['Home'],
      title: 'Contact',
      excerpt:
        '…message goes to a senior strategist in New York, London, Istanbul or Dubai, whichever is awake first.',
    },
    {
      url: '/careers',
      trail: ['Home'],
      title: 'Careers: Build Growth Systems With Us',
      excerpt:
        '…for 200+ brands in 90+ countries from London, New York, Istanbul and Dubai. We hire people who like owning a number, building things that last and explaining their work…',
    },
    {
      url: '/company',
      trail: ['Home', 'Company'],
      title: 'About Response',
      excerpt:
        'Response is an AI-native growth agency with offices in London, New York, Istanbul and Dubai, building growth systems for 200+ brands in 90+ countries.',
    },
  ]),
  group('istanbul', 'news', 4, [
    {
      url: '/press-room/in-the-news/inside-response-studio-and-ai-lab-in-istanbul',
      trail: inTheNews,
      title: 'Inside the Istanbul studio where AI drafts the variants and people make the calls',
      excerpt:
        '…TikTok and creator teams together in a new Studio led from Istanbul. We visited to see how generative tools fit into a performance creative operation.',
    },
  ]),
  group('istanbul', 'releases', 8, [
    {
      url: '/press-room/press-releases/response-opens-applications-for-growth-fellowship',
      trail: pressReleases,
      title: 'Response opens applications for its Growth Fellowship, a paid three-month programme',
      excerpt:
        'Fellows join a team in London, New York, Istanbul or Dubai and work on live client programmes with a mentor. Applications open every quarter; the first cohort starts in…',
    },
  ]),
  group('istanbul', 'services', 2, [
    {
      url: '/services/go-to-market-new-country',
      trail: ['Home', 'Services'],
      title: 'Go-to-Market: New Country',
      excerpt:
        'Enter a new market with a 90-day go-to-market plan: market sizing, localised positioning and a paid pilot live in 2-4 weeks to prove demand before you scale.',
    },
  ]),
  group('istanbul', 'testimonials', 1, [
    {
      url: `/proof/testimonials?${new URLSearchParams({ q: 'Mert Aydın' })}`,
      trail: ['Home', 'Proof', 'Testimonials'],
      title: 'Mert Aydın, Limon Home',
      excerpt:
        '…ROAS went from 3.2 to 5.1 over the following quarter. The Istanbul team works with us in Turkish and reports to our investors in English, from the same numbers.',
    },
  ]),
  group('istanbul', 'topics', 1, [
    {
      url: '/topics/digital-media',
      trail: ['Home', 'Topics'],
      title: 'Digital Media: a practical guide',
      excerpt:
        'How digital media planning works: reach and frequency, frequency caps, viewability, programmatic buying and measuring brand and performance media together.',
    },
  ]),
  group('istanbul', 'articles', 6, [
    {
      url: '/insights/generative-ai-in-the-creative-studio',
      trail: articles,
      title: 'Generative AI in the creative studio: what we still keep human',
      excerpt:
        'Eighteen months ago our creative studio in Istanbul produced about six finished variants for each concept a client approved. Today it produces around forty…',
    },
  ]),
]);

/**
 * The first four areas of /search?q=istanbul, as the top of the page shows them: every kind of
 * group (one result, several, a link to the rest) without the page's whole length.
 */
export const istanbulTop: SearchOutcome = { ...istanbul, groups: istanbul.groups.slice(0, 4) };

/** /search?q=istanbul&area=jobs: the eight jobs whole, with the way back to every area. */
export const istanbulJobsWhole: SearchOutcome = {
  ...istanbul,
  area: 'jobs',
  groups: [group('istanbul', 'jobs', istanbulJobs.length, istanbulJobs)],
};

/**
 * /search?q=paid%20media, its areas with the longest titles: two-line headlines, full-length
 * excerpts with both words marked, and the three-level breadcrumbs of the press room and Insights.
 */
export const paidMedia: SearchOutcome = outcome('paid media', [
  group('paid media', 'reports', 5, [
    {
      url: '/insights/paid-media-benchmarks-2025',
      trail: reports,
      title: 'Paid Media Benchmarks 2025: CPA, ROAS & CTR across 14 sectors',
      excerpt:
        '…on Meta, Google Ads, TikTok, LinkedIn and programmatic display, with a combined media spend of $212M. Campaigns were grouped into 14 sectors by the client’s primary business.',
    },
    {
      url: '/insights/incrementality-report-40-holdout-tests',
      trail: reports,
      title: 'The Incrementality Report: what 40 holdout tests told us about paid media',
      excerpt:
        'We pooled 40 geographic holdout and lift tests run for clients between 2023 and 2025. Platform-reported return overstated the incremental return in 31 of the…',
    },
  ]),
  group('paid media', 'releases', 7, [
    {
      url: '/press-room/press-releases/response-opens-applications-for-growth-fellowship',
      trail: pressReleases,
      title: 'Response opens applications for its Growth Fellowship, a paid three-month programme',
      excerpt:
        '…opened applications for the Response Growth Fellowship, a paid three-month programme for graduates and career changers who want to work in growth marketing. Fellows join…',
    },
    {
      url: '/press-room/press-releases/response-passes-200-brands-in-90-countries',
      trail: pressReleases,
      title: 'Response passes 200 brands and $600M in managed media, in more than 90 countries',
      excerpt:
        '…in more than 90 countries and managed more than $600M in media from its four offices. The agency, which operates from London, New York, Istanbul and Dubai, reached the…',
    },
  ]),
  group('paid media', 'articles', 8, [
    {
      url: '/insights/what-ai-agents-can-and-cant-do-in-a-media-team',
      trail: articles,
      title: 'What AI agents can and can’t do inside a media team',
      excerpt:
        '…A year ago we put the first AI agents to work inside our paid media teams in London, New York and Istanbul. Not chat assistants that answer questions, but agents:…',
    },
  ]),
]);

/** /search?q=blockchain: nothing on the site mentions it, nor anything a slip away. */
export const blockchain: SearchOutcome = outcome('blockchain', []);
