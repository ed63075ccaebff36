/**
 * Media coverage of the agency (/press-room/in-the-news/{slug}), newest first: five articles from
 * invented publications, each reporting on news in `press/releases.ts` with new quotes from the
 * same executive cast (named there). No publication is a real outlet. The lists' entries are in
 * `press/coverageList.ts`; here each has its details, by slug.
 */

import { withDetails } from '../site/withDetails';
import { pressCoverageList } from './coverageList';
import type { CoverageItem, PressReleaseDetail } from './types';

const details: Readonly<Record<string, PressReleaseDetail>> = {
  'kerem-atalay-on-judging-agencies-by-what-compounds': {
    dateline: 'LONDON',
    body: [
      'Kerem Atalay does not sound like a man celebrating a milestone. Last month Response, the growth agency he co-founded, said it had served more than 200 brands in more than 90 countries and managed more than $600M in media. Asked what the numbers mean, he talks instead about what clients keep. "The figure I care about is how much of what we learned for a client is still working for them a year later," says Atalay, Chief Executive Officer and Co-founder of Response.',
      'The agency’s pitch is that marketing should be run as a system rather than a series of campaigns. Its Growth OS, launched in December 2024, packages its working methods into four layers and nine modules that sit inside a client’s own ad accounts and CRM. Atalay argues that this changes what an agency should be paid for. "Retainers reward activity. If the work is good, the cost of each result should fall over time, and the agency should be able to show it."',
      'Not every client starts with the whole system. Rachel Linwood, Chief Strategy Officer at Response, says many engagements this year began with a single module, most often Attribution Core, which the agency began offering on its own in February. "Measurement is the door most clients come through," she says. "Once marketing and finance agree on the numbers, every other conversation gets shorter."',
      'The agency is also careful about its own claims. Its CMO Agenda study, published in April, found that only 26% of the 120 marketing leaders interviewed could say their AI programmes delivered measurable value, and Atalay is wary of overselling. "AI makes a good system faster. It doesn’t make a bad plan good," he says. "We put machine learning to work on bidding, audiences and creative testing, and we keep the judgement with senior people."',
      'Next year’s investment, he says, will go into the intelligence layer of Growth OS and into Studio, the agency’s creative arm, which is led from Istanbul. Asked whether a fifth office is planned, he declines to name a city. "We open an office when clients need us on the ground, not to put another pin on the map."',
    ],
    keyFacts: [
      'Response has served 200+ brands in 90+ countries',
      '$600M+ in media managed for clients',
      'Growth OS launched in December 2024, with nine modules',
      'Many 2026 engagements began with Attribution Core alone',
    ],
  },
  'response-bets-on-b2b-measurement-in-new-york': {
    dateline: 'NEW YORK',
    body: [
      'Response, a growth agency headquartered in London, is expanding its New York office and plans to hire 25 people in North America over the next year. Most of the roles are in account-based marketing, analytics and programmatic media, areas where the agency says US clients are asking for more depth.',
      'The expansion is the first big decision for Claire Donovan, who joined as Managing Director, North America in December after a career in B2B demand generation. "The budget conversation in B2B has changed," Donovan said in an interview at the agency’s office on Meridian Avenue. "Two years ago a CMO could defend a programme on lead volume. Now the board asks how much pipeline it created and whether finance agrees. That is a measurement question before it is a media question."',
      'The agency’s answer is to sell measurement first. Its Attribution Core module, offered on its own since February, joins ad platform data with CRM records and checks the result with holdout experiments, while LeadSync scores leads and routes them to sales. Donovan said both now feature in a growing share of the agency’s North American B2B engagements.',
      'New York is one of four Response offices, alongside London, Istanbul and Dubai. "Some of the best B2B thinking in the company now comes out of New York, and our clients in London and Dubai use it," said Kerem Atalay, Chief Executive Officer and Co-founder of Response.',
      'The agency also plans to place fellows from its paid, three-month Growth Fellowship in the New York office from October. The additional space is due to open in September.',
    ],
    keyFacts: [
      '25 North American roles planned over the next 12 months',
      'Hiring focus: account-based marketing, analytics and programmatic media',
      'Claire Donovan joined as Managing Director, North America in December 2025',
      'Growth Fellowship intake in New York from October 2026',
    ],
  },
  'marketers-run-ai-programmes-few-can-show-return': {
    dateline: 'LONDON',
    body: [
      'Marketing’s enthusiasm for AI has run ahead of its ability to account for it. That is the headline finding of The CMO Agenda 2026, a study by the growth agency Response, which interviewed 120 marketing leaders in the UK, the US, Turkey and the Gulf late last year. Of their organisations, 81% run an AI programme in marketing; just 26% describe theirs as delivering measurable value.',
      'Rachel Linwood, Chief Strategy Officer at Response, says the gap is mostly about governance. "When we asked who owned the AI programme, a lot of leaders paused," she told Demand Quarterly. "The ones who could show value had written down what the work was for, who was accountable for it and how finance would judge it. The tools were often the same."',
      'The report sets AI against a backdrop of budget pressure. Almost two-thirds of respondents expect flat or lower budgets in real terms this year, and 68% count alignment with their chief financial officer among their top three concerns. Measurement and first-party data is the most common area for increased spending, named by 71%.',
      'Maya Okafor, Head of Analytics and Measurement at Response, argues that the two findings are connected. "If you can’t measure your media, you can’t measure the AI that buys it," she said. "The teams getting value from AI had usually fixed their attribution first. They knew what a good result looked like before they automated the pursuit of it."',
      'Response is candid about the limits of its sample: the interviews were drawn from its own network and over-represent digitally mature businesses, and the agency says the results describe that group rather than the market as a whole. Even so, for marketing leaders heading into a budget round, its main recommendation is hard to argue with: agree how marketing will be measured with finance before the round begins.',
    ],
    keyFacts: [
      'Study: The CMO Agenda 2026, by Response',
      '120 marketing leaders interviewed in the UK, the US, Turkey and the Gulf',
      '81% run an AI programme; 26% report measurable value',
      '71% will invest more in measurement and first-party data',
    ],
  },
  'inside-response-studio-and-ai-lab-in-istanbul': {
    dateline: 'ISTANBUL',
    body: [
      'On a weekday afternoon in Levent, a group of designers, editors and engineers is reviewing forty versions of a single video advert. Most were drafted with generative tools; every one will be checked by a person before it runs. This is Studio, the creative and content production arm that Response, the growth agency with offices in Istanbul, London, New York and Dubai, launched last month.',
      'Zeynep Arslan, Head of Studio, says the work starts from the idea, not the tool. "AI is very good at turning one concept into many versions: new hooks, new lengths, new languages," she says. "It is not good at deciding what the concept should be, or whether a version is on brand. Those decisions stay with people."',
      'Studio has four teams. AI Lab tests image, video and copy models on live briefs and moves the ones that work into production. A TikTok team makes native content and Spark Ads; Creator Studio finds and briefs creators and manages usage rights; and the performance creative team produces new concepts in one to two weeks and variants in 48 to 72 hours.',
      'Istanbul was the natural base, Arslan says. The office already handled much of the agency’s creative production and AI Lab engineering, for clients that often sell across Europe and the Middle East. "Many of our clients launch in several languages at once. Making the master concept and its local versions in one place, with native speakers reviewing each one, saves weeks."',
      'Every asset is tagged by concept, hook and format and linked to its results through Creative Engine, one of the nine modules of the agency’s Growth OS. For Kerem Atalay, Chief Executive Officer and Co-founder of Response, that feedback loop is the point. "A studio that doesn’t know which of its work sold anything is a cost centre," he says. "Ours sees the numbers every week."',
    ],
    keyFacts: [
      'Studio launched in June 2025, led from Istanbul',
      'Four teams: AI Lab, Creative, TikTok and Creator Studio',
      'Human review on every AI-assisted asset',
      'Results linked back to briefs through the Creative Engine module',
    ],
  },
  'response-opens-in-dubai-with-measurement-pitch': {
    dateline: 'DUBAI',
    body: [
      'Response, a growth agency headquartered in London with offices in New York and Istanbul, opened in Dubai last month, betting that Gulf marketers now want proof of what their media returns as much as they want reach. The office is led by Karim Nasser, a regional performance marketing veteran who joined as Managing Director, Middle East.',
      'Nasser says the questions coming from regional boards have changed. "Five years ago a launch campaign was judged on awareness. Now the chief executive wants to know what each customer cost and how long it takes to pay back," he said. "Marketers here are being asked the same questions as marketers in London, often with smaller teams."',
      'The agency’s approach, which it calls Growth OS, starts with tracking and attribution before any media is bought, and then runs search, social and programmatic campaigns on top. For brands entering the region, Response offers a 90-day market-entry programme built around a paid pilot, designed to test demand before a full budget is committed.',
      'Nasser also sees demand flowing the other way. "Some of the most interesting conversations are with Gulf brands that want to grow in Europe or Turkey," he said. "We can run that from here, working in the same day as our London and Istanbul teams."',
      'Kerem Atalay, Chief Executive Officer and Co-founder of Response, said the agency had followed its clients. "We didn’t open in Dubai to plant a flag. Clients asked us to be on the ground, in a market that rewards people who understand it." The Dubai team includes strategists, paid media specialists and a creative lead, with analytics hires planned this year.',
    ],
    keyFacts: [
      'Response opened its Dubai office in February 2025',
      'Led by Karim Nasser, Managing Director, Middle East',
      'The agency’s fourth office, after London, New York and Istanbul',
      'Offers 90-day market-entry pilots for brands entering the region',
    ],
  },
};

export const pressCoverage: readonly CoverageItem[] = withDetails(
  'coverage',
  pressCoverageList,
  details,
);
