/**
 * The ten press releases of the press room (/press-room/press-releases/{slug}), newest first:
 * the lists' entries (`press/releaseList.ts`) with each one's details, by slug.
 * Facts follow the rest of the site: the four offices (`offices.ts`), Growth OS and its nine
 * modules (`growthOs.ts`, `moduleNames.ts`), Studio (`studio.ts`), the 2025 Global Search Awards
 * entry (`awards.ts`, the bank case in `proof/casePages.ts`), the fellowship (`careers.ts`) and the figures
 * of the About page (`about.ts`). Clients are described, never named.
 *
 * The executive cast, identical in every release and in the coverage (`press/coverage.ts`):
 * Kerem Atalay, Chief Executive Officer and Co-founder; Rachel Linwood, Chief Strategy Officer;
 * Maya Okafor, Head of Analytics and Measurement; Karim Nasser, Managing Director, Middle East;
 * Zeynep Arslan, Head of Studio; Claire Donovan, Managing Director, North America (from
 * December 2025).
 */

import { withDetails } from '../site/withDetails';
import { pressReleaseList } from './releaseList';
import type { PressRelease, PressReleaseDetail } from './types';

const details: Readonly<Record<string, PressReleaseDetail>> = {
  'response-passes-200-brands-in-90-countries': {
    dateline: 'LONDON',
    body: [
      'Response, the AI-native growth agency, has now worked with more than 200 brands and run growth programmes in more than 90 countries, and the media it manages for clients has passed $600M. The agency, which operates from London, New York, Istanbul and Dubai, reached the milestones as more of its clients run their marketing on Growth OS, its modular growth operating system, rather than on channel-by-channel retainers.',
      '"The numbers matter less to us than what sits behind them: clients who stay because their system keeps getting better," said Kerem Atalay, Chief Executive Officer and Co-founder of Response. "Six hundred million dollars of media is a great deal of learning. Every test, audience and creative result from that spend has fed the next decision for the client who paid for it. That is the compounding we set out to build."',
      'Clients range from venture-backed challengers to listed companies, in sectors including financial services, software, retail, consumer goods and industrial B2B. Many engagements that began in 2026 started with a single Growth OS module, most often Attribution Core, before adding others as the first results came in.',
      '"When we opened in Dubai, most of our regional work was helping international brands enter the Gulf," said Karim Nasser, Managing Director, Middle East at Response. "Today it is just as often Gulf brands growing at home and launching abroad, and they expect the same measurement discipline our clients in London or New York do."',
      'Over the same period Response was named a finalist at the 2025 Global Search Awards, in Best Use of Search – Finance and Best Use of AI, and was recognised on Clutch as a Top Digital Marketing Company in 2024 and a Top B2B Company in 2023. The agency plans further investment in the intelligence layer of Growth OS and in its Studio and AI Lab teams during 2027.',
    ],
    keyFacts: [
      '200+ brands served',
      'Growth programmes in 90+ countries',
      '$600M+ in media managed',
      'Four offices: London, New York, Istanbul and Dubai',
    ],
  },
  'response-expands-new-york-office-25-new-roles': {
    dateline: 'NEW YORK',
    body: [
      'Response, the AI-native growth agency, is expanding its New York office, taking additional space at 455 Meridian Avenue and planning 25 new roles in North America over the next twelve months. The expansion follows rising demand from US and Canadian brands for account-based marketing, measurement and programmatic media, and from European and Middle Eastern clients launching in the United States.',
      '"Since I joined, the conversations with North American clients have shifted from ‘run our media’ to ‘build us a system we can trust’," said Claire Donovan, Managing Director, North America at Response. "Most of the new roles are in account-based marketing, analytics and programmatic, because that is where clients are asking us to go deeper."',
      'The new roles include programmatic media managers and specialists, web and marketing analysts, account-based marketing strategists and Growth OS engineers who implement modules such as LeadSync and Attribution Core for B2B clients. The New York office will also host an intake of the Response Growth Fellowship from October, and its staff can take part in the agency’s office swaps with London, Istanbul and Dubai.',
      '"New York has grown from an outpost of our London team into a centre of the business in its own right," said Kerem Atalay, Chief Executive Officer and Co-founder of Response. "Investing here is investing in the B2B and measurement expertise that our clients in every region now draw on."',
      'The New York office runs the agency’s North American growth programmes, paid media and B2B pipeline work, for clients ranging from venture-backed software companies to consumer brands. It works with London on transatlantic launches and with the Studio and AI Lab teams in Istanbul on creative production. The additional space is due to open in September.',
    ],
    keyFacts: [
      '25 new roles in North America over the next 12 months',
      'Additional space at 455 Meridian Avenue, New York',
      'Hiring in ABM, analytics, programmatic and Growth OS engineering',
      'Led by Claire Donovan, Managing Director, North America',
    ],
  },
  'cmo-agenda-2026-ai-programmes-measurable-value': {
    dateline: 'LONDON',
    body: [
      'Response, the AI-native growth agency, today published The CMO Agenda 2026, its annual study of where marketing leaders plan to put their money. Based on structured interviews with 120 chief marketing officers, VPs of marketing and heads of growth in the UK, the US, Turkey and the Gulf states, the report finds that 81% of their organisations run an AI programme in marketing, but only 26% describe theirs as delivering measurable value.',
      'The report describes a profession moving money towards activity it can measure. Of the leaders interviewed, 71% will increase investment in measurement and first-party data, the most common planned increase for the second year running, while 64% expect their 2026 budget to be flat or lower in real terms. Alignment with the chief financial officer on marketing’s return is a top-three concern for 68%, up from 49% a year earlier; 58% plan to work with fewer agencies, and 44% plan to bring at least part of creative production in-house.',
      '"Almost every marketing leader we spoke to is experimenting with AI. Far fewer have given that work an owner, a budget line and a measure of success," said Rachel Linwood, Chief Strategy Officer at Response. "The gap is not about the technology. The leaders who could show value had decided in advance what their AI was for and how they would judge it, in terms their CFO recognises."',
      'The findings varied by region. UK leaders were the most cautious, with 72% expecting flat or lower spending. US leaders were the most likely to expect growth and to invest in connected TV and creator partnerships. Leaders in Turkey put international expansion and localisation at the top of their agenda, while Gulf respondents were investing in brand building and in hiring senior marketing talent locally. In every region, measurement ranked among the top two priorities.',
      '"The leaders most confident about their budgets had agreed one way of measuring marketing with finance before the budget round, not during it," said Maya Okafor, Head of Analytics and Measurement at Response. "It is the simplest recommendation in the report, and the one that pays back fastest."',
      'The interviews took place between 6 October and 12 December 2025: 46 in the UK, 38 in the US, 21 in Turkey and 15 in the Gulf states. Respondents’ annual marketing budgets ranged from $3M to $250M, with a median of $18M. The sample is drawn from the agency’s own network and over-represents digitally mature, growth-focused businesses; the findings describe this sample and are not a forecast of the wider market. The full report is published on the Response Insights pages.',
    ],
    keyFacts: [
      '120 marketing leaders interviewed in the UK, the US, Turkey and the Gulf',
      '81% run an AI programme; 26% say it delivers measurable value',
      '71% will increase investment in measurement and first-party data',
      '68% rank alignment with the CFO a top-three concern, up from 49%',
      '58% plan to work with fewer agencies',
    ],
  },
  'attribution-core-available-as-standalone-module': {
    dateline: 'LONDON',
    body: [
      'Response, the AI-native growth agency, today made Attribution Core, the measurement module of its Growth OS operating system, available on its own. Until now the module was deployed only as part of wider Growth OS engagements. Brands can now adopt it as a fixed-scope module that joins advertising platform data, server-side tracking and CRM records into one view of what drives revenue, and checks that view with incrementality tests.',
      '"Every finance director we meet has the same complaint: add up what the platforms claim and you get more sales than the business actually made," said Maya Okafor, Head of Analytics and Measurement at Response. "Attribution Core gives marketing and finance one set of numbers they can both sign off, and the incrementality tests show how far to trust them. Many teams want that before anything else, so we have made it possible to start there."',
      'Attribution Core runs in the client’s own accounts. It sets up server-side conversion tracking, imports offline conversions from the CRM and applies multi-touch attribution across paid, owned and earned channels. Results are checked against geo holdout and conversion lift tests, and a measurement plan agreed with the client’s finance team at the outset sets out how each figure is calculated. Data is shared with advertising platforms only as the client’s consent records allow.',
      'The module connects to the major advertising platforms, web analytics and Salesforce and HubSpot CRMs. Initial integration typically takes under 24 hours once access is granted, followed by a calibration period in which the first incrementality tests run. Reports are shared by marketing and finance in the same dashboards, and can feed Performance Pulse and AI Boost if a client later adds those modules.',
      '"Measurement is the foundation of everything we build, and it is usually the first thing a new client asks us to fix," said Rachel Linwood, Chief Strategy Officer at Response. "Offering Attribution Core on its own lets a marketing leader settle the measurement question with finance before deciding anything else about channels, agencies or budgets."',
      'Attribution Core is available now to brands served from all four Response offices, in London, New York, Istanbul and Dubai.',
    ],
    keyFacts: [
      'Attribution Core now available without a full Growth OS engagement',
      'Multi-touch attribution checked with incrementality tests',
      'Runs in the client’s own accounts; integration typically under 24 hours',
      'Connects ad platforms, web analytics and Salesforce or HubSpot',
    ],
  },
  'claire-donovan-appointed-managing-director-north-america': {
    dateline: 'NEW YORK',
    body: [
      'Response, the AI-native growth agency, has appointed Claire Donovan as Managing Director, North America. Based in the New York office, she will lead the agency’s North American client programmes, grow the New York team and take responsibility for its B2B pipeline work, including account-based marketing. She joins on 1 December and reports to Kerem Atalay, Chief Executive Officer and Co-founder.',
      'Donovan has spent 17 years in demand generation and paid media. She joins from a venture-backed US data infrastructure software company, where as Vice President of Growth she rebuilt the handover between marketing and sales around shared pipeline targets. Before that she led paid media teams at two New York agencies.',
      '"The buyers I talk to have stopped asking for more leads. They want pipeline their sales team believes in, and a CFO who believes the numbers," said Claire Donovan. "Response builds the measurement first and the programme on top of it, which is the order I have always wanted to work in. I’m looking forward to bringing that approach to more North American businesses."',
      '"New York is where much of our B2B and software work is won and run, and it needs a leader who has sat on the client side of the table," said Kerem Atalay, Chief Executive Officer and Co-founder of Response. "Claire has carried a pipeline number herself, and our clients will feel the difference."',
      'Donovan’s first priorities include building the New York team’s account-based marketing and analytics capability and bringing LeadSync and Attribution Core, two Growth OS modules, to more of the agency’s North American B2B clients. She will also sponsor the New York intake of the Response Growth Fellowship.',
    ],
    keyFacts: [
      'Claire Donovan appointed Managing Director, North America',
      'Based in New York; joins on 1 December 2025',
      '17 years in B2B demand generation and paid media',
      'Priorities: account-based marketing, pipeline measurement, team growth',
    ],
  },
  'response-opens-applications-for-growth-fellowship': {
    dateline: 'LONDON',
    body: [
      'Response, the AI-native growth agency, today opened applications for the Response Growth Fellowship, a paid three-month programme for graduates and career changers who want to work in growth marketing. Fellows join a team in one of the agency’s four offices, in London, New York, Istanbul or Dubai, and work on live client programmes from their first week, each with a named mentor. Applications will open every quarter, and the first cohort starts in January 2026.',
      '"The skills growth teams need have changed faster than the routes into the profession," said Rachel Linwood, Chief Strategy Officer at Response. "Reading an attribution model, designing a test, briefing an AI tool and explaining the result to a finance director are learned by doing them on real accounts. The fellowship gives talented people that chance, whether they come from a marketing degree, an economics course or a different career altogether."',
      'Fellows choose one of four tracks: performance media, analytics and measurement, creative and AI Lab, or growth strategy. Alongside client work, each cohort follows a weekly curriculum drawn from the agency’s own CMO & Team Training programme, covering attribution, experimentation, AI tools and commercial reporting, and presents its work at the agency’s Friday demos.',
      '"Some of the best analysts I have worked with started out in physics, accountancy or teaching," said Maya Okafor, Head of Analytics and Measurement at Response. "What they shared was curiosity and care with numbers. We can teach the tools. The fellowship is designed to find those people and give them real problems early."',
      'Fellows are paid for the full three months, and those who meet the programme’s goals can be offered a permanent role at its end. Selection involves a short application, a practical task based on an anonymised client brief and two interviews. Applications for the January 2026 cohort close on 31 October 2025 and are made through the Response careers page.',
    ],
    keyFacts: [
      'Paid three-month fellowship in London, New York, Istanbul and Dubai',
      'Applications open quarterly; first cohort starts January 2026',
      'Four tracks: performance media, analytics, creative and AI Lab, strategy',
      'Live client work from week one, with a named mentor',
    ],
  },
  'response-launches-studio-ai-lab-tiktok-creators': {
    dateline: 'ISTANBUL',
    body: [
      'Response, the AI-native growth agency, today launched Studio, its creative and content production arm, with four teams under one leadership: the agency’s existing performance creative team and three new units, AI Lab, TikTok and Creator Studio. Studio is led from Istanbul by Zeynep Arslan, Head of Studio, with creative leads in London and Dubai, and works for clients of all four Response offices.',
      '"Platforms now reward brands that publish more, in more formats, faster than a traditional production calendar allows," said Zeynep Arslan, Head of Studio at Response. "Studio is built for that pace without losing the idea or the brand. Every asset we make is tagged, tested and linked to its results, so the next brief starts from what has already worked rather than from a blank page."',
      'AI Lab tests generative models for concepts, copy, imagery and video against each client’s brand guidelines and live performance data, and moves the workflows that prove themselves into everyday production, with designers and editors reviewing every asset before it goes live. The TikTok team makes native content, Spark Ads and TikTok Shop campaigns measured against sales. Creator Studio handles creator sourcing, briefing, whitelisting and usage rights, so creator content can run as paid media. The Creative team continues to deliver new concepts within one to two weeks and variants within 48 to 72 hours.',
      'Studio runs on Growth OS, the agency’s modular growth operating system. Its output feeds Creative Engine, the module that produces and tests platform-ready variants and flags creative fatigue, and results flow back into the next brief through the same data layer that directs media spend.',
      '"Creative is the biggest lever most advertisers still manage by instinct," said Kerem Atalay, Chief Executive Officer and Co-founder of Response. "Putting AI Lab, TikTok and creators next to our media and data teams means we can test ideas at the speed the platforms move, and keep the ones the numbers support."',
      'Studio is available to existing clients within their programmes and to new clients as a service in its own right, starting with a consultation with a Studio lead.',
    ],
    keyFacts: [
      'Four teams: AI Lab, Creative, TikTok and Creator Studio',
      'Led from Istanbul by Zeynep Arslan, Head of Studio',
      'New concepts in 1-2 weeks; variants in 48-72 hours',
      'Human review and brand-safety checks on every asset',
    ],
  },
  'response-named-global-search-awards-2025-finalist': {
    dateline: 'ISTANBUL',
    body: [
      'Response, the AI-native growth agency, has been named a finalist at the 2025 Global Search Awards in two categories, Best Use of Search – Finance and Best Use of AI. The entry covers a lead-generation programme run by the agency’s Istanbul team for a Turkish retail bank, which rebuilt paid search around first-party signals and AI-assisted bidding. In the five months after launch, the bank won 127% more qualified leads at a 41% lower cost per lead than in the same five months a year earlier, on the same products and under the same budget cap.',
      'The bank had been bidding on high-volume loan and credit-card terms, in one of the most expensive search categories in Turkey, and optimising to application starts. Many of those applications were declined or abandoned at identity checks, so the cost per lead looked healthy while the cost per approved customer kept rising. Banking regulation also limited which customer data could be shared with advertising platforms.',
      'Response scored each application for approval likelihood inside the bank’s own systems and sent only that score, never personal data, back to Google Ads through a consented server-side feed. AI-assisted bidding then optimised towards qualified leads, defined as applications that pass the bank’s pre-approval checks, while search queries, ads and landing pages were matched to product and credit profile. The bank’s compliance team approved the data flow before launch, and the agency’s Performance Pulse module monitored cost and approval rates daily.',
      '"The breakthrough was not a cleverer bid strategy. It was teaching the bidding what a good customer looks like without any personal data leaving the bank," said Maya Okafor, Head of Analytics and Measurement at Response. "We agreed the definition of a qualified lead and the scoring model with the bank’s credit risk team before a single campaign changed, so everyone judged the results on the same terms."',
      '"Being shortlisted in both a finance and an AI category reflects how we think AI belongs in marketing: in service of an outcome the client’s own teams recognise, with people setting the direction," said Kerem Atalay, Chief Executive Officer and Co-founder of Response. "The credit is shared with the bank’s marketing, risk and compliance teams."',
      'The share of qualified leads that is incremental, over demand the bank would have won through brand and organic search, is to be confirmed by a geo holdout test in two regions. Winners will be announced by the awards’ organisers.',
    ],
    keyFacts: [
      'Finalist, 2025 Global Search Awards: Best Use of Search – Finance and Best Use of AI',
      'Client: a Turkish retail bank, AI-led paid search for qualified leads',
      '127% more qualified leads at a 41% lower cost per lead',
      'Only an approval-likelihood score, never personal data, reached the ad platform',
    ],
  },
  'response-opens-dubai-office-for-middle-east': {
    dateline: 'DUBAI',
    body: [
      'Response, the AI-native growth agency, today opened an office in Dubai, its fourth after London, New York and Istanbul. The office will run growth programmes for brands based in the Gulf states and for international brands entering the region, and will manage the agency’s regional partnerships. It is led by Karim Nasser, who joins as Managing Director, Middle East.',
      '"Brands in the Gulf are moving budget from broad reach to performance they can measure, and many are building their marketing teams as they go," said Karim Nasser, Managing Director, Middle East at Response. "They want a partner on the ground who works in Arabic and English, understands how people here search, shop and use social platforms, and can show what each dirham of media returns. That is what we are building in Dubai."',
      'The Dubai team opens with strategists, paid media specialists and a creative lead, and shares most of its working day with the Istanbul office, one hour behind, where much of the agency’s creative production and AI Lab engineering takes place. Further hires in analytics and account-based marketing are planned during 2025.',
      'From Dubai, Response will offer its full range of services, including user acquisition, account-based marketing, creative production and executive growth advisory, all running on Growth OS, its modular growth operating system. For brands launching in the region, the office will run the agency’s Go-to-Market: New Country programme, a 90-day plan with a paid pilot that tests demand before a full budget is committed.',
      '"Clients in Europe and Turkey have been asking us to take them into the Gulf, and Gulf brands have been asking us to help them grow at home and abroad," said Kerem Atalay, Chief Executive Officer and Co-founder of Response. "Dubai lets us plan centrally and execute locally in one more region, with people who know the market."',
      'Nasser has spent more than 15 years in digital marketing in the Gulf, most recently leading performance media for a regional retail and hospitality group, and previously worked on the agency side in Dubai and Riyadh.',
    ],
    keyFacts: [
      'Response’s fourth office, after London, New York and Istanbul',
      'Led by Karim Nasser, Managing Director, Middle East',
      'Strategy, media and creative in Arabic and English',
      'Full service range, including 90-day new-market launches',
    ],
  },
  'response-launches-growth-os-modular-operating-system': {
    dateline: 'LONDON',
    body: [
      'Response, the AI-native growth agency, today launched Growth OS, a modular operating system that connects a brand’s data, people, channels and AI models in one architecture. Growth OS is built in four layers, infrastructure, enablement, execution and intelligence, and delivered through nine modules that clients can adopt one at a time, so marketing leaders can remove the constraint holding back growth today without commissioning a full rebuild.',
      '"Most marketing budgets are still spent campaign by campaign, and most of what each campaign learns is lost when it ends," said Kerem Atalay, Chief Executive Officer and Co-founder of Response. "Growth OS is how we have always worked with clients, written down and productised. Every test, audience and asset feeds the next decision, so the system gets better the longer it runs. Campaigns end. Systems compound."',
      'The infrastructure layer covers server-side tracking, a unified data layer and attribution. Enablement covers team design, growth playbooks and training, so that a client’s own people can run the system. Execution runs search, paid social, programmatic, account-based marketing and CRM as one programme, with creative produced and tested at platform speed. The intelligence layer applies machine learning to predictive audiences, bid and budget optimisation, creative scoring and forecasting.',
      'The nine modules are SignalOS, for audience and demand signals; Attribution Core, for privacy-safe multi-touch attribution; Funnel Architect, for journey and conversion testing; Creative Engine, for AI-assisted creative variants and testing; Performance Pulse, for always-on bid, budget and pacing management; Insight Layer, for revenue and customer-value forecasting; LeadSync, for real-time lead scoring and routing; VelocityOps, for campaign operations; and AI Boost, a machine-learning layer for bidding, targeting and budget allocation.',
      '"Clients don’t want another platform to migrate to," said Rachel Linwood, Chief Strategy Officer at Response. "Growth OS works inside the ad accounts, analytics, CRM and data warehouse a brand already owns. Every account and every data point stays in the client’s name, and nothing that already works is rebuilt."',
      'Every Growth OS engagement follows three steps: Design, in which Response audits data, channels and team and agrees the KPIs; Activate, in which the chosen modules are connected to the existing stack and the first campaigns and tests go live; and Learn, in which weekly reviews decide what to scale, fix or stop. Growth OS is available now to new and existing clients of the London, New York and Istanbul offices.',
    ],
    keyFacts: [
      'Four layers: infrastructure, enablement, execution and intelligence',
      'Nine modules, from SignalOS to AI Boost, adopted one at a time',
      'Module integration typically under 24 hours',
      'Runs in the client’s own ad accounts, analytics and CRM',
    ],
  },
};

export const pressReleases: readonly PressRelease[] = withDetails(
  'press release',
  pressReleaseList,
  details,
);
