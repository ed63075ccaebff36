/**
 * The job descriptions of /careers/{slug}, one for each of the fifteen listed roles, apart from
 * the roles and the words of the careers pages (`careers.ts`): only a job page's loader reads
 * them, and it imports this module when it runs, so neither the landing nor a prerendered job
 * page (whose loader data is in its HTML) loads every description with the page.
 *
 * Every description gives its pay, as the careers FAQ promises ('Each job page shows the base
 * range and whether commission applies'): a yearly base range in the currency of the office or
 * remote region (pounds for London and Remote (UK), dollars for New York and Remote (US), euros
 * for Remote (EMEA), and euros for Istanbul and Remote (Turkey), paid in lira at the month's
 * euro rate), and the success commission for business development and director roles.
 */
import {
  developmentBudget,
  type Job,
  type JobDetail,
  jobRoles,
  successCommission,
} from './careers';

/** Every role's perks are the budget, this, and those of its office or of remote work. */
const officeSwap = 'Four weeks a year working from any Response office';

const londonBenefits = [
  developmentBudget,
  'Private medical insurance',
  'Pension with a 6% employer contribution',
  '27 days of holiday plus UK bank holidays',
  'Cycle-to-work scheme and season ticket loan',
  officeSwap,
];

const newYorkBenefits = [
  developmentBudget,
  'Medical, dental and vision cover from day one',
  '401(k) with a 4% employer match',
  '20 days of paid time off plus US federal holidays',
  'Monthly commuter benefit',
  officeSwap,
];

const istanbulBenefits = [
  developmentBudget,
  'Private health insurance for you and your family',
  'Daily meal card and transport allowance',
  '20 days of holiday plus Turkish public holidays',
  'Salary reviewed twice a year',
  officeSwap,
];

const dubaiBenefits = [
  developmentBudget,
  'Private medical cover for you and your family',
  'Housing and transport allowance',
  'Annual return flight home',
  '25 working days of holiday plus UAE public holidays',
  officeSwap,
];

const remoteBenefits = [
  developmentBudget,
  '€1,000 home-office setup allowance',
  'Private health insurance, or an allowance where local rules require',
  '25 days of holiday plus your local public holidays',
  'Quarterly team gathering in London, Istanbul or Dubai, travel paid',
  'Paid coworking membership if you would rather not work from home',
];

/** A job's own text; the fields it shares with its role are copied from the role. */
type JobDescription = Omit<
  JobDetail,
  'title' | 'location' | 'department' | 'level' | 'employmentType' | 'workModel'
>;

/** The role's fields and its description, so a page can never disagree with its card. */
function withRoleFields(slug: string, description: JobDescription): [string, JobDetail] {
  const role = jobRoles.find((candidate) => candidate.slug === slug);
  if (!role) throw new Error(`careers: a job description for the unlisted role '${slug}'`);
  const { title, location, department, level, employmentType, workModel } = role;
  return [slug, { title, location, department, level, employmentType, workModel, ...description }];
}

/** The job descriptions, keyed by slug: one for every listed role, in display order. */
export const jobDetails: Readonly<Record<string, JobDetail>> = Object.fromEntries([
  withRoleFields('sr-performance-marketing-specialist', {
    summary:
      'Plan, build and optimise paid search and paid social for a small portfolio of growth clients, working remotely from anywhere in EMEA with our performance team.',
    overview: [
      'Performance specialists at Response run accounts end to end. You will own Google Ads, Microsoft Ads, Meta and LinkedIn for three or four clients in e-commerce, B2B software and financial services, with monthly budgets from €80,000 to €600,000.',
      'The Growth OS modules take the repetitive work: Performance Pulse watches pacing and bids around the clock, and Creative Engine delivers new variants every week. That leaves you the work that matters: account structure, audience strategy, testing, and telling the client what the numbers mean.',
      'The role is remote within EMEA, with a working day that overlaps UK hours. You meet the team in person at our quarterly gathering in London, Istanbul or Dubai.',
    ],
    responsibilities: [
      'Own the structure, bidding and budgets of Google Ads, Microsoft Ads, Meta and LinkedIn accounts for three to four clients.',
      'Plan and run a testing roadmap: at least two structured tests per account each month, written up whatever the outcome.',
      'Brief Creative Engine on concepts and feed the creative results back into the next brief.',
      "Keep conversion tracking right in GA4, Google Tag Manager and the platforms' conversion APIs, with the analytics team.",
      'Report to clients every week in plain language: what changed, why, and what we do next.',
      'Coach one or two specialists on account craft.',
    ],
    requirements: [
      '5+ years hands-on in paid search and paid social, on accounts spending at least €50,000 a month.',
      'Expert knowledge of Google Ads (including Performance Max) and Meta Ads Manager.',
      'Confidence with GA4, Google Tag Manager and server-side conversion tracking.',
      'Spreadsheet fluency: pivots, lookups and a forecast you can defend.',
      'Clear written English for client updates.',
      'Living in EMEA and able to work UK hours.',
    ],
    niceToHave: [
      'LinkedIn Ads for B2B lead generation.',
      'Amazon Ads or other retail media.',
      'Basic SQL, or Looker Studio dashboards of your own.',
      'Experience running geo holdout or conversion lift tests.',
      'Turkish, Arabic, German or French.',
    ],
    benefits: remoteBenefits,
    compensation: {
      base: '€70,000–€84,000',
      benefits: 'Home-office allowance, health cover and paid travel to quarterly gatherings',
    },
  }),
  withRoleFields('performance-marketing-manager', {
    summary:
      'Lead a pod of four performance specialists in Istanbul, own the results of their client accounts and turn test results into budget decisions clients agree with.',
    overview: [
      'Istanbul is home to our performance operations, creative production and AI Lab engineering. As Performance Marketing Manager you lead a pod of four specialists running paid search, paid social and app campaigns for clients in Turkey, the Gulf and Europe.',
      "You own the numbers: cost per acquisition, return on ad spend and the payback of each client's budget. You set the testing roadmap, review the accounts every week, and work with the Creative Engine and AI Boost teams in the same office to turn ideas into live tests within days.",
    ],
    responsibilities: [
      'Lead a pod of four specialists: weekly account reviews, coaching and a development plan for each person.',
      'Own performance targets for eight to ten client accounts across Google Ads, Meta, TikTok and Apple Search Ads.',
      'Set the monthly testing roadmap for each client, and make sure results change budgets.',
      'Run client calls and monthly reviews in Turkish and English.',
      'Work with analytics on GA4, Firebase and AppsFlyer tracking for web and app clients.',
      'Use Performance Pulse alerts and pacing reports to catch problems before clients do.',
    ],
    requirements: [
      '5+ years in performance marketing, with at least one leading specialists.',
      'Deep hands-on skill in Google Ads and Meta; working knowledge of TikTok Ads and app campaigns.',
      'Comfort with GA4 and a mobile measurement partner such as AppsFlyer or Adjust.',
      'Fluent Turkish and professional English.',
      'Able to work from our Levent office three days a week.',
    ],
    niceToHave: [
      'Apple Search Ads and SKAdNetwork.',
      'Gaming, fintech or e-commerce clients.',
      'SQL or BigQuery.',
      'Experience running incrementality tests.',
      'Arabic.',
    ],
    benefits: istanbulBenefits,
    compensation: {
      base: '€44,000–€56,000',
      benefits:
        "Paid in Turkish lira at the month's euro rate and reviewed twice a year, with family health insurance",
    },
  }),
  withRoleFields('performance-marketing-director', {
    summary:
      'Lead performance marketing from our Dubai office: set strategy for a portfolio of retail, fintech and travel clients, grow the team and the accounts, and make every budget decision rest on evidence.',
    overview: [
      'Response runs paid media as one system, not a set of channel silos. As Performance Marketing Director in Dubai you lead the practice that plans, buys and optimises across Google Ads, Meta, TikTok, Snap and The Trade Desk for clients in the Gulf and wider EMEA, with about $45M of yearly media under management.',
      'You own client outcomes at director level: the quarterly growth plan, the budget conversation with the CMO and the honest read of what is working. You hire and coach a team of eight, and you work with our Istanbul engineers on the bidding and forecasting models that Performance Pulse and Insight Layer run on.',
      `The role carries new-business responsibility: you lead pitches in the region, and the accounts you win earn you a ${successCommission}.`,
    ],
    responsibilities: [
      'Set the performance strategy and quarterly growth plan for six to eight clients, agreed with their CMOs and finance teams.',
      'Own budget allocation across Google Ads, Meta, TikTok, Snap and The Trade Desk, with Performance Pulse for daily pacing and Attribution Core for the weekly read of incremental return.',
      'Lead, hire and coach a team of eight, with clear levels, weekly one-to-ones and a written development plan for everyone.',
      'Run monthly business reviews that explain results in revenue and margin, not clicks, and say what we will stop doing.',
      'Lead new-business pitches in the Gulf with Business Development, from first meeting to signed scope.',
      "Design incrementality tests (geo holdouts, conversion lift studies) and make their results the basis of next quarter's budget.",
      'Bring Arabic and English creative testing into one routine with the Creative Engine team in Istanbul.',
    ],
    requirements: [
      '10+ years in performance marketing, with at least four leading a team of six or more, agency or in-house.',
      'Hands-on depth in Google Ads and Meta at eight-figure yearly spend; working knowledge of The Trade Desk or DV360.',
      'Experience measuring marketing by incrementality and contribution margin, and explaining it to a CFO.',
      'A record of growing client accounts and winning new business, with numbers you can talk through.',
      'Fluent English, written and spoken, and the presence to present to a board.',
      'The right to work in the UAE, or readiness to relocate to Dubai (we sponsor the visa).',
    ],
    niceToHave: [
      'Arabic.',
      'Retail, fintech or travel clients in the GCC.',
      'Marketing mix modelling with Meridian or Robyn.',
      "Enough SQL and Python to read a model's notebook.",
      'TikTok and Snap at scale in Saudi Arabia.',
    ],
    benefits: dubaiBenefits,
    compensation: {
      base: 'AED 540,000–AED 660,000',
      commission: successCommission,
      benefits: 'Housing and transport allowance, an annual flight home and family medical cover',
    },
  }),
  withRoleFields('new-business-client-director-london', {
    summary:
      'Find, win and launch new clients for Response in the UK and Europe: marketing and growth leaders who need performance, analytics and AI built as one system.',
    overview: [
      'Response grows through referrals, readers of Insights and the accounts we go out and win. As New Business Client Director in London you own the last of these for the UK and Europe: building the pipeline, leading pitches and handing a well-scoped client to the delivery team.',
      'You sell outcomes, not hours. You will know the Growth OS modules well enough to design a first-90-days plan with our strategists: SignalOS to find in-market accounts, Attribution Core to prove what works, LeadSync to get leads to sales within the hour. Most new clients start with a paid pilot of two to four weeks.',
      `On top of base salary the role pays a ${successCommission}, with no cap.`,
    ],
    responsibilities: [
      'Build and run a pipeline of mid-market and enterprise prospects in the UK and Europe, against a target of £2.5M in new yearly revenue.',
      'Lead discovery meetings with CMOs and growth directors, and turn each into a written problem statement.',
      'Shape proposals and pilots with our strategists and analysts, priced on scope and outcomes.',
      'Lead pitch teams: the storyline, the rehearsal and the follow-up.',
      'Keep HubSpot up to date so the Monday forecast can be trusted.',
      'Hand each new client to delivery with a kickoff brief, and stay their senior contact through the first quarter.',
      'Represent Response at events in London and across Europe.',
    ],
    requirements: [
      '8+ years selling marketing, media or technology services, with at least three in a new-business role with a quota.',
      'A record of closing six-figure yearly contracts with marketing leaders.',
      'Fluency in the language of performance: CAC, ROAS, incrementality, pipeline and payback.',
      'A network among UK and European marketing leaders.',
      'Proposals a CFO can sign off: clear, short and specific.',
      'The right to work in the UK.',
    ],
    niceToHave: [
      'Selling to B2B software, financial services or consumer brands.',
      'A second European language.',
      'Account-based marketing and Salesforce.',
      'Selling productised services and retainers alongside projects.',
      'Speaking at industry events.',
    ],
    benefits: londonBenefits,
    compensation: {
      base: '£110,000–£130,000',
      commission: successCommission,
      benefits: 'Private medical insurance, a 6% pension contribution and 27 days of holiday',
    },
  }),
  withRoleFields('new-business-client-director-new-york', {
    summary:
      'Open new client relationships for Response in North America: B2B software, financial services and consumer brands that want their growth run as a system.',
    overview: [
      'New York is our North American hub, running growth programmes, paid media and B2B pipeline work for clients across the US and Canada. As New Business Client Director you build the pipeline that keeps it growing, leading every deal from first conversation to signed pilot.',
      'You shape proposals with strategists and analysts in New York and London around the Growth OS modules: Funnel Architect for journeys that convert, LeadSync for lead routing in Salesforce or HubSpot, Attribution Core for the proof. You hand each client to a delivery lead with a clear brief and stay close through the first ninety days.',
      `On top of base salary the role pays a ${successCommission}, with no cap.`,
    ],
    responsibilities: [
      'Build and run a pipeline of mid-market and enterprise prospects in the US and Canada, against a target of $3M in new yearly revenue.',
      'Lead discovery with CMOs, VPs of growth and demand generation leaders, and write the problem statement we scope against.',
      'Shape proposals and paid pilots with strategy and analytics, with clear outcomes and prices.',
      'Lead pitches, from the rehearsal to the follow-up plan.',
      'Keep HubSpot accurate for the weekly forecast review with the leadership team.',
      'Work with marketing on events, account-based campaigns and Insights articles that open doors.',
      'Hand new clients to delivery with a kickoff brief, and stay their senior contact through the first quarter.',
    ],
    requirements: [
      '8+ years selling agency, media or marketing technology services, with at least three on a new-business quota.',
      'A record of closing six- and seven-figure yearly contracts with marketing leaders.',
      'Fluency in CAC, ROAS, pipeline, payback and attribution.',
      'A network among US marketing and growth leaders.',
      'Clear, persuasive writing.',
      'Authorization to work in the United States.',
    ],
    niceToHave: [
      'Selling to B2B SaaS or fintech.',
      'Account-based programmes and Salesforce.',
      'Selling productised retainers.',
      'Speaking at industry events.',
      'Spanish.',
    ],
    benefits: newYorkBenefits,
    compensation: {
      base: '$170,000–$195,000',
      commission: successCommission,
      benefits: 'Medical, dental and vision cover and a 401(k) with a 4% match',
    },
  }),
  withRoleFields('web-analytics-manager-london', {
    summary:
      'Lead web analytics for our London clients: measurement plans, GA4 and server-side tagging, consent, and the reporting clients use to decide where budget goes.',
    overview: [
      'Everything we do rests on data clients can trust. As Web Analytics Manager you own that foundation for our London clients: measurement plans, GA4 and Google Tag Manager set-ups, server-side tagging, consent mode, and the data flows into BigQuery and the CRM.',
      'You lead two analysts and work alongside the Attribution Core and Insight Layer teams, who build on what you collect. We promise clients 99.5% data accuracy, and you keep that promise: automated checks, regular audits and a clear answer when a number looks wrong.',
    ],
    responsibilities: [
      'Write and maintain measurement plans that tie every tracked event to a business question.',
      'Build and audit GA4, Google Tag Manager (web and server-side) and consent mode set-ups.',
      'Run the monthly data-accuracy checks behind our 99.5% guarantee, and fix what they find.',
      'Model clean data in BigQuery with dbt for Attribution Core and Insight Layer.',
      'Connect web data with Salesforce and HubSpot so marketing reports pipeline, not sessions.',
      'Lead and coach two analysts.',
      'Explain analytics to clients without jargon, in workshops and written reviews.',
    ],
    requirements: [
      '5+ years in web analytics, with at least one leading others.',
      'Expert GA4 and Google Tag Manager, including server-side tagging.',
      'Good SQL and experience with BigQuery.',
      'Working knowledge of consent management, GDPR and PECR.',
      'Experience linking analytics with a CRM.',
      'The right to work in the UK.',
    ],
    niceToHave: [
      'dbt, and Looker or Looker Studio.',
      'Adobe Analytics or Amplitude.',
      'Python for data quality checks.',
      'The Meta Conversions API and Google enhanced conversions.',
      'Marketing mix models.',
    ],
    benefits: londonBenefits,
    compensation: { base: '£70,000–£85,000' },
  }),
  withRoleFields('senior-ai-consultant-new-york', {
    summary:
      'Help marketing leaders in North America put AI to work: find the uses that pay back, design them with our AI Lab, and see them into daily use across bidding, creative and lead handling.',
    overview: [
      'Our clients do not need another AI strategy deck. They need the three or four changes that will move revenue this year, built so their teams keep using them. As Senior AI Consultant in New York you run those engagements, from the first diagnostic workshop to the model in production.',
      'You work with the AI Lab engineers in Istanbul on AI Boost (machine learning for bidding, targeting and budget allocation), LeadSync (lead scoring and routing) and Creative Engine (variant production). Typical work: a predicted-value bidding signal for Google Ads, a lead score in Salesforce that sales trusts, or a creative pipeline that turns one concept into forty tested variants a week.',
      'You are the person in the room who can explain a model to a CMO and a data-protection question to legal, and who says plainly when a problem is better solved without AI.',
    ],
    responsibilities: [
      'Run two-week AI diagnostics: map data, workflows and spend, and rank the uses by payback and risk.',
      'Write the solution design for each use with the AI Lab, including data flows, evaluation metrics and human review points.',
      'Lead AI Boost, LeadSync and Creative Engine implementations from pilot to production, with a named client owner.',
      "Set up the measurement: holdout groups, baselines and the dashboard the client's leadership reads.",
      'Train client teams to run what we build, and write the playbooks they keep.',
      'Review model and vendor choices (OpenAI, Anthropic, Google Vertex AI, in-house) for cost, privacy and lock-in.',
      'Shape our point of view in talks, workshops and Insights articles.',
    ],
    requirements: [
      '6+ years in marketing technology, data science consulting or growth, with at least two shipping machine learning or LLM features into production.',
      "A solid grasp of the ad platforms' automated bidding (Google Ads, Meta Advantage+) and the first-party data it depends on.",
      'Working Python and SQL: comfortable reviewing a notebook or a prompt evaluation.',
      'Experience with CRM data in Salesforce or HubSpot.',
      'Consulting craft: scoping, workshops, stakeholders and a clear written recommendation.',
      'An understanding of privacy law and consent in the US (CCPA/CPRA) and the EU (GDPR).',
    ],
    niceToHave: [
      'BigQuery or Snowflake, with dbt.',
      'Retrieval-augmented or agent workflows built for marketing operations.',
      'B2B SaaS or financial services clients.',
      'Talks or writing on applied AI.',
      'Code of your own on GitHub.',
    ],
    benefits: newYorkBenefits,
    compensation: {
      base: '$150,000–$175,000',
      benefits: 'Medical, dental and vision cover, a 401(k) match and a yearly bonus of up to 10%',
    },
  }),
  withRoleFields('principal-growth-digital-media-london', {
    summary:
      "Set digital media and growth strategy for our largest accounts, lead the practice's thinking, and be the senior adviser our clients' CMOs call first.",
    overview: [
      "Principals are Response's most senior practitioners. As Principal, Growth & Digital Media you are the strategic lead on our largest London accounts, each spending between £5M and £20M a year across search, social, programmatic, video and retail media.",
      'You decide the shape of the media plan: which channels, at what weight, measured how. You bring Insight Layer forecasts and Attribution Core models into the planning cycle, and make sure the recommendation reaches the board in the language it uses.',
      'You also shape the practice: the methods our planners use, the research we publish on Insights, and the people we grow into senior roles.',
    ],
    responsibilities: [
      'Lead yearly and quarterly media strategy for three to four flagship clients.',
      'Build media plans on Insight Layer forecasts and the evidence of incrementality tests and marketing mix models.',
      'Advise client CMOs and finance directors on budget levels, channel mix and risk.',
      'Set planning methods and quality standards across the London media team.',
      'Mentor directors and senior managers, and lead hiring for senior media roles.',
      'Publish research and speak for Response on the future of digital media.',
    ],
    requirements: [
      '12+ years in digital media, with senior strategy roles at an agency, media owner or brand.',
      'A record of planning eight-figure multi-channel budgets, including programmatic in DV360 or The Trade Desk.',
      'A strong grasp of measurement (MMM, incrementality, attribution) and of its limits.',
      'Board-level communication.',
      'Experience leading senior people.',
      'The right to work in the UK.',
    ],
    niceToHave: [
      'Retail media or connected TV at scale.',
      'Published thought leadership.',
      'International media planning across EMEA.',
      'Meridian or Robyn.',
      'AI-assisted planning and forecasting tools.',
    ],
    benefits: londonBenefits,
    compensation: {
      base: '£120,000–£140,000',
      benefits:
        'A yearly bonus of up to 15%, private medical insurance and a 6% pension contribution',
    },
  }),
  withRoleFields('programmatic-media-manager-new-york', {
    summary:
      'Plan, buy and optimise programmatic campaigns for our North American clients in The Trade Desk and DV360, and lead two traders.',
    overview: [
      'Programmatic at Response is held to the same standard as search: it must show incremental results. As Programmatic Media Manager in New York you run display, video, CTV and audio buying for clients in B2B software, financial services and retail, through The Trade Desk and DV360.',
      'You lead two traders, own supply and brand-safety decisions, and work with Attribution Core analysts to measure lift with holdouts rather than view-through claims. SignalOS feeds you in-market audiences; your job is to turn them into reach that pays.',
    ],
    responsibilities: [
      'Plan and run programmatic campaigns across display, online video, CTV and audio in The Trade Desk and DV360.',
      'Build audience strategies from SignalOS segments, first-party data and contextual signals.',
      'Own supply paths, private marketplace deals and brand-safety settings with IAS or DoubleVerify.',
      'Design lift and holdout tests with Attribution Core, and report incremental results.',
      'Lead and coach two traders.',
      'Present plans and results to clients every month.',
    ],
    requirements: [
      '5+ years of programmatic trading, with at least two in The Trade Desk or DV360 as the main platform.',
      'Seven-figure yearly programmatic budgets managed.',
      'Supply-path optimisation, private marketplaces and brand safety.',
      'Comfort with data: pivots, basic SQL and test design.',
      'Authorization to work in the United States.',
    ],
    niceToHave: [
      'The Trade Desk Edge Academy certification.',
      'CTV and retail media.',
      'Clean rooms such as Amazon Marketing Cloud or Google Ads Data Hub.',
      'B2B programmatic against account lists.',
      'Digital audio buying.',
    ],
    benefits: newYorkBenefits,
    compensation: { base: '$115,000–$135,000' },
  }),
  withRoleFields('senior-programmatic-media-specialist-london', {
    summary:
      'Trade display, video and CTV campaigns for our UK and European clients in DV360 and The Trade Desk, with testing and measurement built in from day one.',
    overview: [
      'You will be the hands-on trader for a set of UK and European clients, running campaigns in DV360 and The Trade Desk across display, online video, CTV and digital out-of-home, with monthly budgets from £40,000 to £400,000.',
      'You join a small programmatic team in our London office that works closely with performance, analytics and Creative Engine. We favour fewer, better-managed line items, clear incrementality tests and supply you can explain.',
    ],
    responsibilities: [
      'Build, launch and optimise campaigns in DV360 and The Trade Desk.',
      'Manage deals, supply paths and brand-safety settings.',
      'Work with Creative Engine on formats and creative rotation for display, video and CTV.',
      'Set up and read lift studies and geo tests with the analytics team.',
      'Write weekly optimisation notes and the monthly client report.',
      'Keep campaign QA and naming standards tight.',
    ],
    requirements: [
      '3+ years of hands-on programmatic trading in DV360 or The Trade Desk.',
      'Video and CTV buying.',
      'GA4 and Campaign Manager 360 for tracking and verification.',
      'Attention to detail, and the habit of checking your own work.',
      'The right to work in the UK.',
    ],
    niceToHave: [
      'Digital out-of-home buying.',
      'Google Marketing Platform certifications.',
      'Basic SQL.',
      'Contextual targeting and cookieless audiences.',
      'A second European language.',
    ],
    benefits: londonBenefits,
    compensation: {
      base: '£55,000–£65,000',
      benefits: 'Private medical insurance, a 6% pension contribution and 27 days of holiday',
    },
  }),
  withRoleFields('creative-ops-engineer', {
    summary:
      'Build the automation behind Creative Engine that turns one approved concept into dozens of platform-ready variants, working remotely from anywhere in EMEA.',
    overview: [
      'Creative Engine breaks each concept into testable parts (hook, message, visual and call to action) and produces platform-native variants at volume for Meta, TikTok and YouTube. Our designers and motion artists in Istanbul make the concepts; as Creative Ops Engineer you build the pipeline that takes them from an approved Figma file to live, named and tracked ads.',
      'Most of your work is code and templates: data-driven Figma and After Effects templates, Python and Node.js services on the Meta, TikTok and Google Ads APIs, and the checks that keep brand guardrails, usage rights and approvals intact at forty variants a week. When a variant set goes live, its results come back element by element, and your pipeline makes sure they reach the next brief.',
      'The role is remote within EMEA, with a working day that overlaps Istanbul and UK hours. You meet the team in person at our quarterly gathering in London, Istanbul or Dubai.',
    ],
    responsibilities: [
      'Build and maintain the Creative Engine pipeline from approved concept to live variants: templates, rendering, naming, upload and tracking.',
      'Write and run the integrations with the Meta Marketing API, the TikTok API for Business and the Google Ads API that upload variants and read element-level results.',
      'Automate the checks that run before anything goes live: placement specs and safe zones, brand guardrails, legal copy, and usage rights and talent licences per asset.',
      'Keep the asset library in order, with versions, approvals and an audit log, so every live ad can be traced to its concept and its sign-off.',
      'Cut the time from brief to live variants with designers, strategists and the performance team, and report it every month.',
      'Write runbooks for what you build, and show it at Friday demos.',
    ],
    requirements: [
      '4+ years in creative operations, marketing engineering or production technology, at an agency, a studio or an in-house team.',
      'Solid Python or JavaScript (Node.js), with REST APIs, webhooks and rate limits as everyday work.',
      'Hands-on creative automation: the Figma API or plugins, After Effects templates and scripting, or a platform such as Celtra or Bannerflow.',
      'Working knowledge of ad specs on Meta, TikTok and YouTube: formats, aspect ratios, safe zones and file limits.',
      'Care for the details: naming conventions, versioning and approvals.',
      'Living in EMEA and able to work hours that overlap Istanbul and the UK.',
    ],
    niceToHave: [
      'Motion design or video editing of your own.',
      'FFmpeg, or rendering at scale on Google Cloud.',
      'Asset and review tools such as Bynder or Frame.io.',
      'Generative image or video tools used inside a brand-safe approval workflow.',
      'Turkish or Arabic.',
    ],
    benefits: remoteBenefits,
    compensation: {
      base: '€60,000–€72,000',
      benefits: 'Home-office allowance, health cover and paid travel to quarterly gatherings',
    },
  }),
  withRoleFields('funnel-systems-architect', {
    summary:
      'Design, build and test the journeys from first click to closed deal with Funnel Architect for UK and European clients, working remotely from the UK.',
    overview: [
      'Funnel Architect maps the journey from first click to closed deal, then tests pages, forms and offers step by step to remove the friction that leaks conversions. As Funnel Systems Architect you own that work for a portfolio of B2B software, financial services and e-commerce clients: the journey maps, the landing pages and sign-up flows, the experiments, and the plumbing that connects them to the CRM.',
      'You sit between strategy and engineering. Performance specialists send the traffic, analysts read the results in GA4 and Attribution Core, and the LeadSync team makes sure a converted visitor reaches sales within minutes. A funnel is finished when pipeline and revenue, not form fills, show up in the report.',
      'The role is remote within the UK, on UK hours. You meet the team in person at our quarterly gathering in London, Istanbul or Dubai, and the London office is open to you any day.',
    ],
    responsibilities: [
      "Map each client's journey from ad click to closed deal, measure the drop-off at every step, and agree the three changes worth testing first.",
      "Design and build landing pages, sign-up flows and checkout steps in Webflow, Unbounce or the client's own stack, with their developers where the code is theirs.",
      'Run an experimentation programme in Optimizely, VWO or AB Tasty: a hypothesis and sample size before every test, and a written result after it, whatever the outcome.',
      'Instrument forms and checkouts in GA4 and Google Tag Manager so that every step and field can be read.',
      'Carry UTMs, click ids and lead source through to HubSpot or Salesforce with the LeadSync team, so each funnel reports pipeline and revenue.',
      'Present a funnel review to each client every month, in revenue terms.',
    ],
    requirements: [
      '6+ years in conversion rate optimisation, growth engineering or marketing technology, with funnels you designed still live.',
      'A record of A/B and multivariate testing at volume, and the statistics to know when a result is real.',
      'HTML, CSS and enough JavaScript to build a test variant or debug a tag yourself.',
      'Expert GA4 and Google Tag Manager, including form and checkout tracking.',
      'Experience with HubSpot or Salesforce and the handover from marketing to sales.',
      'Living in the UK, with the right to work here.',
    ],
    niceToHave: [
      'B2B software free-trial or demo-request funnels.',
      'A headless CMS such as Contentful or Sanity.',
      'Session analysis in Hotjar or Microsoft Clarity.',
      'SQL and BigQuery.',
      'Consent management for forms under UK GDPR and PECR.',
    ],
    benefits: remoteBenefits,
    compensation: {
      base: '£72,000–£86,000',
      benefits: 'Home-office allowance, health cover and paid travel to quarterly gatherings',
    },
  }),
  withRoleFields('automation-strategist-ai', {
    summary:
      "Find the manual work in clients' marketing teams and replace it with automation and AI they trust, working remotely from EMEA with our AI Lab.",
    overview: [
      'Most marketing teams lose days every month to copying numbers between tools, checking campaign names, chasing approvals and sorting leads by hand. As Automation Strategist you find that work, measure what it costs, and design the automation that takes it away, with the AI Lab engineers in Istanbul building whatever needs code.',
      "Your tools are the Growth OS modules and the client's own stack: VelocityOps for launch playbooks, naming governance and approvals; LeadSync for lead scoring and routing; Performance Pulse alerts in place of weekly manual reports; and language models where they do a job better than rules, such as classifying enquiries or drafting a first brief, always with a person reviewing the result.",
      'The role is remote within EMEA, with hours that overlap the UK and Istanbul. You meet the team in person at our quarterly gathering in London, Istanbul or Dubai.',
    ],
    responsibilities: [
      'Run automation audits with client teams: map the workflows, time them, and rank what to automate by hours saved, risk and cost.',
      'Design each automation end to end: the trigger, the data, the human review point and what happens when it fails.',
      "Set up VelocityOps playbooks, naming rules and approval chains, and LeadSync routing, with the client's marketing operations team.",
      'Build workflows in Make, Zapier or n8n, and specify the custom work the AI Lab builds in Python.',
      'Choose and evaluate a language model for each use (OpenAI, Anthropic, Google Vertex AI) with a test set, a cost per task and a data-protection review.',
      'Measure hours saved and errors avoided after launch, and train client teams to run and change what we built.',
    ],
    requirements: [
      '6+ years in marketing operations, marketing technology or automation consulting.',
      'Hands-on with a workflow platform (Make, Zapier, n8n or Workato) and the APIs of the tools marketers use: Google Ads, Meta, HubSpot or Salesforce, Slack and Jira.',
      'Language-model features you have put into daily use, with evaluation and human review.',
      'Working knowledge of GDPR, and of what may and may not be sent to a third-party model.',
      'Consulting craft: workshops, process maps and a written recommendation a marketing director can sign off.',
      'Living in EMEA and able to work UK hours.',
    ],
    niceToHave: [
      'Python or JavaScript of your own.',
      'HubSpot or Salesforce administrator certification.',
      "Retrieval-augmented workflows over a company's own documents.",
      "The EU AI Act's obligations for deployers.",
      'Turkish, Arabic, German or French.',
    ],
    benefits: remoteBenefits,
    compensation: {
      base: '€76,000–€90,000',
      benefits: 'Home-office allowance, health cover and paid travel to quarterly gatherings',
    },
  }),
  withRoleFields('b2b-content-system-designer', {
    summary:
      'Design the content systems behind account-based programmes for North American clients, so every campaign and sales call has the right piece.',
    overview: [
      'B2B buyers read a dozen pieces of content before they talk to sales, and most teams write each one from scratch. As B2B Content System Designer you replace that with a system: a messaging framework for each persona and buying stage, modular assets built from it, and the workflows that put the right piece in front of the right account at the right time.',
      'You work with our New York strategists and three Growth OS modules. SignalOS shows which accounts are in market and what they are researching, LeadSync puts content into nurture sequences and sales follow-up, and Creative Engine turns approved messages into LinkedIn and display variants. Your measure is pipeline: which pieces the accounts that became opportunities actually read.',
      'The role is remote within the US, with most of the day on Eastern or Central time. You meet the team in person at our quarterly gathering, travel paid, and the New York office is open to you any day.',
    ],
    responsibilities: [
      "Build each client's messaging framework: personas, buying-committee roles, stages and the proof each of them needs.",
      'Design modular content (case study, one-pager, email, LinkedIn ad, sales slide) from one source, so a new campaign starts from approved parts, not a blank page.',
      "Set up the content model and workflow in the client's tools (HubSpot, Contentful, Highspot or Seismic), tagged by persona, stage and industry.",
      'Map content to SignalOS intent topics and to LeadSync nurture sequences for account-based programmes.',
      'Brief writers and designers, and review their work against the framework.',
      'Report every month on the pipeline content influenced, with the analytics team, and retire what nobody uses.',
    ],
    requirements: [
      '5+ years in B2B content strategy, content operations or product marketing, at an agency or a software company.',
      'Content for account-based programmes run on a platform such as 6sense or Demandbase.',
      'Structured thinking: taxonomies, content models and templates that other people use without you.',
      'Working knowledge of HubSpot or Salesforce, and of how content shows up in pipeline reports.',
      'Clear, economical writing, and the judgement to edit other writers.',
      'Authorization to work in the United States.',
    ],
    niceToHave: [
      'LinkedIn document and thought-leader ads.',
      'A headless CMS such as Contentful or Sanity.',
      'AI writing tools used inside an approval workflow, with brand and legal review.',
      'Buyers in B2B SaaS, fintech or cybersecurity.',
      'Spanish.',
    ],
    benefits: remoteBenefits,
    compensation: {
      base: '$100,000–$120,000',
      benefits: 'Home-office allowance, health cover and paid travel to quarterly gatherings',
    },
  }),
  withRoleFields('insight-layer-developer', {
    summary:
      'Build the demand, revenue and customer-value forecasts behind Insight Layer in Python and BigQuery, working remotely from Turkey with our Istanbul teams.',
    overview: [
      "Insight Layer brings a client's ad spend, web analytics, CRM and commerce data into one governed model inside their own warehouse, and forecasts demand, revenue and customer lifetime value from it. Marketing and finance set budgets from those numbers, so they have to be right, and honest about their uncertainty.",
      'As Insight Layer Developer you build the pipelines and the models: ingestion from GA4, the ad platforms, Salesforce and Shopify into BigQuery or Snowflake; dbt models holding the metric definitions agreed with finance; and forecasts in Python that refresh every day. Each forecast is checked against the last two quarters before it goes live and tracked after, and its predicted values feed AI Boost bidding.',
      'The role is remote within Turkey. Our Istanbul office is open to you whenever you want a desk, and you meet the whole team at the quarterly gathering.',
    ],
    responsibilities: [
      'Build and maintain ingestion from GA4, Google Ads, Meta, Salesforce and Shopify into BigQuery or Snowflake projects our clients own.',
      "Model clean, tested data in dbt, to the metric definitions agreed with each client's finance team.",
      'Develop demand, revenue and lifetime-value forecasts in Python, backtested against the last two quarters before go-live.',
      'Schedule and monitor the daily refresh in Cloud Composer (Airflow), with alerts when data is late or a forecast drifts.',
      'Pseudonymise personal data before modelling, and keep access roles and query audit logs in place.',
      'Publish forecasts to the Looker Studio dashboards client leadership teams read, and explain them to our analysts and strategists.',
    ],
    requirements: [
      '4+ years in data or analytics engineering, with Python and SQL as daily tools.',
      'BigQuery in production: partitioning, cost control and scheduled queries.',
      'dbt, or another way of testing and documenting data models.',
      'Time-series forecasting in practice (Prophet, statsmodels or gradient boosting), with an honest measure of its error.',
      'Git, code review and CI as normal working habits.',
      'Living in Turkey, with professional English.',
    ],
    niceToHave: [
      'Marketing data: the GA4 export, ad platform APIs, Shopify or CRM data.',
      'Customer lifetime value or churn risk models.',
      'Snowflake.',
      'Marketing mix models in Meridian or PyMC-Marketing.',
      'The Google Cloud Professional Data Engineer certification.',
    ],
    benefits: remoteBenefits,
    compensation: {
      base: '€40,000–€52,000',
      benefits:
        "Paid in Turkish lira at the month's euro rate, with home-office allowance, health cover and paid travel to quarterly gatherings",
    },
  }),
]);

/**
 * The slugs of the job pages, in display order: the prerendered /careers/{slug} paths. Every
 * listed role has one (a unit test holds the two lists equal).
 */
export const jobDetailSlugs: readonly string[] = jobRoles
  .filter((role) => Object.hasOwn(jobDetails, role.slug))
  .map((role) => role.slug);

/**
 * The role and description of a job page, or undefined: a slug that is not listed (a filled
 * role, once taken off the list, or any other slug, including names like 'constructor') shows
 * Job Not Found.
 */
export function findJob(slug: string): Job | undefined {
  const role = jobRoles.find((candidate) => candidate.slug === slug);
  const detail = Object.hasOwn(jobDetails, slug) ? jobDetails[slug] : undefined;
  return role && detail ? { role, detail } : undefined;
}
