import type { ServicePageContent } from './types';

export const page: ServicePageContent = {
  slug: 'account-based-marketing',
  meta: {
    description:
      'ABM that wins named accounts with intent data, tailored creative and sales plays, run in Salesforce or HubSpot. First pipeline typically in 6-12 weeks.',
  },
  serviceType: 'Account-based marketing',
  eyebrow: 'Acquire',
  outcomesIntro:
    'ABM is measured on the accounts that move, so every outcome is tracked against your target list inside your CRM.',
  whatWeDo: {
    intro:
      'We build the account list with sales, read which accounts are in market, and reach every buying committee with the right message at the right time.',
    items: [
      {
        title: 'ICP and tiered account lists',
        body: 'We analyse closed-won deals and firmographic data to define your ideal customer profile, then build one-to-one, one-to-few and one-to-many tiers with sales leadership.',
      },
      {
        title: 'Intent and engagement scoring',
        body: 'Third-party intent, website visits and ad engagement combine into one score for each account, so sales can see which accounts are warming up and why.',
      },
      {
        title: 'Buying-committee personalisation',
        body: 'We map the roles in each buying committee and tailor ads, landing pages and content to each, from the economic buyer to the technical evaluator.',
      },
      {
        title: 'Sales plays and outreach',
        body: 'When an account crosses an agreed threshold, marketing triggers a play for sales: sequenced e-mails, LinkedIn outreach and meeting offers with talking points.',
      },
      {
        title: 'Salesforce and HubSpot integration',
        body: 'LeadSync writes account scores, engagement and campaign touches natively into Salesforce or HubSpot, so reps work from the CRM they already use.',
      },
      {
        title: 'Account-level reporting',
        body: 'Dashboards show coverage, engagement, meetings and pipeline by account and tier, with sourced and influenced pipeline reported separately.',
      },
    ],
  },
  howItWorks: {
    intro: 'Four steps from target list to pipeline, with sales involved from the first week.',
    steps: [
      {
        title: 'Align & Define',
        body: 'A workshop with sales and marketing leaders agrees the ideal customer profile, tiers, target accounts and what counts as pipeline.',
        meta: 'Weeks 1-2',
      },
      {
        title: 'Connect the Data',
        body: 'We connect intent sources and LeadSync to Salesforce or HubSpot, set up account scoring and build account-level dashboards.',
        meta: 'Weeks 2-4',
      },
      {
        title: 'Launch Plays',
        body: 'Personalised ads, content and sales plays go live tier by tier, and reps receive alerts as target accounts engage.',
        meta: 'Weeks 4-6',
      },
      {
        title: 'Measure & Expand',
        body: 'We report meetings and opportunities by account, with first pipeline typically in 6-12 weeks, then refine the tiers and widen the list.',
        meta: 'First pipeline report',
      },
    ],
  },
  proof: {
    heading: 'ABM programmes measured in pipeline',
    body: 'Our case studies show account-based programmes for B2B companies, reported on qualified leads, meetings with target accounts and pipeline by account rather than form fills.',
  },
  faq: [
    {
      question: 'How is an ABM programme priced?',
      answer:
        'A one-off setup fee covers the ideal customer profile work, data connections and scoring, followed by a monthly fee for running the programme. Media budget and any third-party intent data licences are paid separately, and we recommend options that fit the size of your target list.',
    },
    {
      question: 'When will we see pipeline?',
      answer:
        'First pipeline from target accounts typically appears in 6-12 weeks. Engagement and meetings show earlier; how quickly they turn into opportunities depends on your sales cycle and deal size.',
    },
    {
      question: 'Do you work with Salesforce and HubSpot?',
      answer:
        'Yes. We integrate natively with both Salesforce and HubSpot, writing scores, engagement and campaign touches to account and contact records. We need an admin on your side to approve field changes and permissions.',
    },
    {
      question: 'What do you need from sales?',
      answer:
        'A sales leader who helps define the ideal customer profile and target list, agreed rules for when an account is handed over, and a short weekly review with the reps involved. ABM works when both teams own the same list.',
    },
    {
      question: 'How many accounts should we target?',
      answer:
        'It depends on deal size and sales capacity: a handful of one-to-one accounts for large deals, up to a few thousand in one-to-many programmes. We size the list so every top-tier account gets real attention from sales.',
    },
  ],
  cta: {
    heading: 'Put sales and marketing on the same accounts',
    body: 'Bring your target market and CRM. In a working session we will draft your ideal customer profile, tiers and first plays, and show how the programme would run in Salesforce or HubSpot.',
    label: 'Book an ABM Workshop',
  },
};
