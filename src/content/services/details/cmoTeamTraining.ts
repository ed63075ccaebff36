import type { ServicePageContent } from './types';

export const page: ServicePageContent = {
  slug: 'cmo-team-training',
  meta: {
    description:
      'Hands-on workshops of 1-2 days and cohort programmes for 6-20 people that teach marketing teams to run an AI-native growth system on their own accounts.',
  },
  serviceType: 'Marketing training and workshops',
  eyebrow: 'Advisory & Enablement',
  outcomesIntro:
    'Training is measured on what your team does afterwards: the tests it runs, the reports it builds and the work it no longer outsources.',
  whatWeDo: {
    intro:
      'Practitioners who run growth programmes every day teach your team on your own data, tools and accounts.',
    items: [
      {
        title: 'Leadership workshops',
        body: 'Workshops of 1-2 days for CMOs and leadership teams on growth strategy, measurement and how to organise an AI-native marketing function.',
      },
      {
        title: 'Cohort programmes',
        body: 'Cohorts of 6-20 people work through attribution, experimentation, paid media and AI tools over several weeks, with assignments on live campaigns.',
      },
      {
        title: 'Attribution and measurement',
        body: 'Your team learns to read incrementality tests, multi-touch attribution and media mix models, and to agree one set of definitions with finance.',
      },
      {
        title: 'Experimentation in practice',
        body: 'Participants design, run and read real tests, from writing a hypothesis and sizing the sample to deciding when to stop.',
      },
      {
        title: 'AI tools in daily work',
        body: 'Hands-on sessions on AI for research, creative versioning, bidding and reporting, including where it should not be trusted.',
      },
      {
        title: 'Playbooks and clinics',
        body: 'Each programme leaves written playbooks behind, and follow-up clinics review the team’s live accounts so new habits stick.',
      },
    ],
  },
  howItWorks: {
    intro: 'Every programme is tailored to your team’s level and taught on your own accounts.',
    steps: [
      {
        title: 'Assess Skills & Goals',
        body: 'Interviews and a short skills survey show where the team is strong, where it relies on agencies and what the business needs from it.',
        meta: 'Skills assessment',
      },
      {
        title: 'Design the Programme',
        body: 'We shape the curriculum, format and examples around your stack and live campaigns, and agree how success will be measured.',
        meta: 'Tailored curriculum',
      },
      {
        title: 'Deliver Workshops & Cohorts',
        body: 'Leadership workshops of 1-2 days and cohort sessions, in person or remote, with hands-on exercises on your own accounts.',
        meta: 'Cohorts of 6-20 people',
      },
      {
        title: 'Embed & Follow Up',
        body: 'Follow-up clinics review live work and update the playbooks, and we report on the tests and changes the team has shipped.',
        meta: 'Follow-up clinics',
      },
    ],
  },
  proof: {
    heading: 'Teams that now run growth themselves',
    body: 'Our case studies include enablement work alongside client programmes, with results such as less manual optimisation time, faster campaign launches and in-house teams running their own tests.',
  },
  faq: [
    {
      question: 'How is training priced?',
      answer:
        'Workshops are priced per day and cohort programmes per cohort, with tailoring, materials and follow-up clinics included in the quote. Travel for in-person delivery is charged separately and agreed in advance.',
    },
    {
      question: 'Who should attend?',
      answer:
        'Workshops of 1-2 days suit CMOs and leadership teams; cohort programmes of 6-20 people suit the marketers, analysts and channel managers who run campaigns day to day. Colleagues from sales and finance often join the measurement sessions.',
    },
    {
      question: 'Is training in person or remote?',
      answer:
        'Both. Leadership workshops work best in person, at your office or at ours in London, New York, Istanbul or Dubai. Cohort sessions often run remotely in shorter blocks, so people can apply each one before the next.',
    },
    {
      question: 'What do you need from us?',
      answer:
        'Read-only access to the ad accounts, analytics and CRM we will use as examples, a senior sponsor who sets the goals for the programme, and protected time for participants. We sign a non-disclosure agreement before we look at any data.',
    },
    {
      question: 'Can you train on our own tools?',
      answer:
        'Yes. We teach on the platforms you use, from Google and Meta to your analytics and CRM, and include Growth OS modules if you run them. Examples come from your accounts, not generic case studies.',
    },
  ],
  cta: {
    heading: 'Build a team that runs growth itself',
    body: 'Tell us about your team, tools and goals. We will propose a workshop or cohort format with a curriculum outline and possible dates.',
    label: 'Design My Training Programme',
  },
};
