import type { ServicePageContent } from './types';

export const page: ServicePageContent = {
  slug: 'executive-growth-advisory',
  meta: {
    description:
      'A fractional CMO 1-2 days a week plus quarterly board advisory covering governance, KPIs, vendor orchestration, due diligence and growth audits.',
  },
  serviceType: 'Fractional CMO and board advisory',
  eyebrow: 'Advisory & Enablement',
  outcomesIntro:
    'Senior growth leadership is measured the way a board measures it: progress against agreed OKRs, speed to market and money not wasted.',
  whatWeDo: {
    intro:
      'A senior operator from a team that has worked with 200+ brands joins your leadership part-time and reports to your board.',
    items: [
      {
        title: 'Fractional CMO',
        body: 'A senior CMO works with you 1-2 days a week, covering 8-16 hours of CMO duties per week: strategy, budget, team leadership and the calls that need a senior decision.',
      },
      {
        title: 'Quarterly board advisory',
        body: 'Each quarter we advise the board on governance, KPIs, vendor orchestration, due diligence and growth audits, and we present growth at 4-6 board meetings a year.',
      },
      {
        title: 'KPIs and governance',
        body: 'We set the growth KPIs, reporting rhythm and decision rights, so the board sees one consistent view of marketing performance.',
      },
      {
        title: 'Vendor orchestration',
        body: 'We review agencies, tools and contracts, remove overlap, and give every partner a clear brief and scorecard.',
      },
      {
        title: 'Due diligence and audits',
        body: 'For investors and acquirers we audit a company’s growth engine: channels, unit economics, data, tools and team.',
      },
      {
        title: 'Team design and hiring',
        body: 'We shape the marketing organisation, write role profiles and interview senior hires, including a future full-time CMO.',
      },
    ],
  },
  howItWorks: {
    intro:
      'A structured engagement with a clear start, a steady operating rhythm and a planned handover.',
    steps: [
      {
        title: 'Onboard & Assess',
        body: 'We interview leadership and board members, audit channels, data, vendors and spend, and agree the growth OKRs.',
        meta: 'Month 1',
      },
      {
        title: 'Operate & Execute',
        body: 'Your fractional CMO works with the team 1-2 days a week, running the plan, making budget and vendor decisions and unblocking launches.',
        meta: '1-2 days a week',
      },
      {
        title: 'Govern & Report',
        body: 'We report against the OKRs and KPIs at 4-6 board meetings a year, with quarterly board advisory on governance, vendors and risk.',
        meta: 'Quarterly',
      },
      {
        title: 'Scale & Transition',
        body: 'As the function matures we help hire a full-time leader or reduce our time, and hand over playbooks, dashboards and vendor scorecards.',
        meta: 'Quarterly rolling terms',
      },
    ],
  },
  proof: {
    heading: 'Advisory measured in board terms',
    body: 'Our case studies show advisory work judged the way boards judge it: wasted media spend cut, agency and vendor costs reduced, and growth plans and audits delivered to agreed deadlines.',
  },
  faq: [
    {
      question: 'How is the engagement structured and priced?',
      answer:
        'It is a fixed monthly retainer based on time: a fractional CMO 1-2 days a week, which is 8-16 hours of CMO duties per week, plus quarterly board advisory. There is a 6-month minimum, then the engagement continues on quarterly rolling terms.',
    },
    {
      question: 'How involved are you with the board?',
      answer:
        'We typically attend 4-6 board meetings a year and present growth performance against the agreed OKRs and KPIs. The quarterly board advisory covers governance, KPIs, vendor orchestration, due diligence and growth audits.',
    },
    {
      question: 'Do you work with our competitors?',
      answer:
        'No. We take one client per category, so your fractional CMO is never advising a direct competitor at the same time. We confirm that your category is available in the first conversation.',
    },
    {
      question: 'What do you need from us?',
      answer:
        'Access to the leadership team, board packs, financial and marketing data, and the agencies and tools you use. A named executive sponsor, usually the CEO, agrees priorities and decision rights with us in the first month.',
    },
    {
      question: 'Can this lead to a full-time CMO hire?',
      answer:
        'Often it does. We can define the role, work with your recruiters, interview candidates and then hand over to the new CMO during the Scale & Transition step.',
    },
  ],
  cta: {
    heading: 'Bring senior growth leadership to your board',
    body: 'Share your stage, goals and board calendar. A senior partner will discuss fit, time commitment and category availability with you in a confidential call.',
    label: 'Schedule Executive Discussion',
  },
};
