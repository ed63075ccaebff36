/**
 * The careers landing's words, in the order of its
 * sections, and the two benefits the spec fixes (the success commission, the development
 * budget), which the job descriptions repeat.
 *
 * Apart from the roles (`careers.ts`): the page's words ship with the page's code, while the
 * fifteen roles come with the route's loader data, so that the prerendered page carries each
 * once (its HTML stays within the first round trip of a slow connection: `npm run bench:lcp`).
 */
import { contactAction } from '../../site/contactLink';
import { careersContact } from '../company/offices';
import type { ModuleName } from '../growth-os/moduleNames';
import type { ContentLink, ContentMeta } from '../site/navigation';
import { careersPath } from './roleTypes';

/** The spec's commission, for business development and director roles. */
export const successCommission = '5% success commission on net new revenue, paid monthly';

/** The spec's learning budget, in every role's benefits. */
export const developmentBudget = '$2K annual software and development budget';

/** A card of Why Response, or an item of Life at Response. */
export interface CareersCard {
  title: string;
  body: string;
}

/** One of the four values of Our Culture. */
export interface CultureValue {
  title: string;
  subtitle: string;
  description: string;
}

/** A step of the Recruitment Process (six steps, Apply to Offer). */
export interface RecruitmentStep {
  title: string;
  /** As the spec gives it: '30 min', '48-72h'. */
  duration?: string;
  description: string;
}

/** A slide of the team-quotes slider. */
export interface TeamQuote {
  quote: string;
  name: string;
  /** Job title and office. */
  role: string;
  /** The Growth OS module the person works on most. */
  module: ModuleName;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface CareersPage {
  meta: ContentMeta;
  path: typeof careersPath;
  /** The ids of the sections the hero's buttons move to. */
  anchors: { openRoles: string; values: string };
  hero: { eyebrow: string; title: string; lead: string; openRoles: string; ourValues: string };
  /** Four cards: Impact, Ownership, Global Footprint, Craft. */
  whyResponse: { heading: string; cards: CareersCard[] };
  culture: { heading: string; values: CultureValue[] };
  openRoles: {
    heading: string;
    intro: string;
    /** The name of the filter's button group. */
    filterLabel: string;
    /** The filter form's button, shown only without JavaScript. */
    submitLabel: string;
    /** The carousel region's name. */
    carouselLabel: string;
    /** The badge of a pinned role. */
    pinned: string;
    viewRole: string;
    previous: string;
    next: string;
    /** The mailto to propose a role: the text before it, the address shown, the href. */
    proposeRole: { text: string; linkLabel: string; href: string };
  };
  life: { heading: string; intro: string; items: CareersCard[] };
  process: { heading: string; intro: string; steps: RecruitmentStep[]; timeline: string };
  quotes: {
    heading: string;
    /** The slider's accessible name. */
    label: string;
    items: TeamQuote[];
    previous: string;
    next: string;
  };
  faq: { heading: string; items: FaqItem[] };
  closing: { heading: string; body: string; actions: { roles: ContentLink; contact: ContentLink } };
  /** The small-screen bar: Apply Now moves to the roles, Talk to Team opens the contact page. */
  mobileBar: { applyNow: string; applyHref: string; talkToTeam: string; talkToTeamHref: string };
}

const anchors = { openRoles: 'open-roles', values: 'our-values' };

/** 'Talk to Team', to the contact page from /careers. */
const talkToTeam = contactAction(careersPath, 'Talk to Team');

/** The careers landing, in the order of its sections. */
export const careersPage: CareersPage = {
  meta: {
    title: 'Careers: Build Growth Systems With Us',
    description:
      'Join Response in London, New York, Istanbul, Dubai or remotely: open roles in performance marketing, analytics, programmatic media, AI and business development.',
  },
  path: careersPath,
  anchors,
  hero: {
    eyebrow: 'Careers',
    title: 'Build the systems behind growth.',
    lead: 'Response runs growth programmes for 200+ brands in 90+ countries from London, New York, Istanbul and Dubai. We hire people who like owning a number, building things that last and explaining their work plainly.',
    openRoles: 'Open Roles',
    ourValues: 'Our Values',
  },
  whyResponse: {
    heading: 'Why Response',
    cards: [
      {
        title: 'Impact',
        body: 'Your work moves real budgets. We manage more than $600M in media for over 200 brands, and every programme is judged on revenue, not activity.',
      },
      {
        title: 'Ownership',
        body: 'You own an outcome, not a task list: small teams, clear numbers, and the authority to change what is not working without waiting for a committee.',
      },
      {
        title: 'Global Footprint',
        body: 'Offices in London, New York, Istanbul and Dubai, clients in 90+ countries, and up to four weeks a year working from another office.',
      },
      {
        title: 'Craft',
        body: 'We care how the work is done: clean tracking, tests written up honestly, and Growth OS modules that take the repetitive work so you can do the thinking.',
      },
    ],
  },
  culture: {
    heading: 'Our Culture',
    values: [
      {
        title: 'Systems over heroics',
        subtitle: 'Build it once, run it well',
        description:
          'When something works we make it repeatable: a module, a playbook or an automated check. A late night that saves a launch tells us the system needs fixing.',
      },
      {
        title: 'Evidence over opinion',
        subtitle: 'Test, measure, then decide',
        description:
          'Ideas win on results, not seniority. We write every test up, the failures too, and we move budgets on what we learn.',
      },
      {
        title: 'Candour with care',
        subtitle: 'Say the hard thing kindly',
        description:
          'We tell clients and each other what we see, early and plainly, and with respect. Disagreement in the room, commitment once we leave it.',
      },
      {
        title: 'Learn in public',
        subtitle: 'Share what you know',
        description:
          'Friday demos, written playbooks and a yearly budget for tools and courses: getting better is part of the job, and so is helping others get better.',
      },
    ],
  },
  openRoles: {
    heading: 'Open Roles',
    intro:
      'Roles in performance marketing, analytics, programmatic media, AI and business development, in our four offices and remote. Filter by how you want to work.',
    filterLabel: 'Work model',
    submitLabel: 'Show roles',
    carouselLabel: 'Open positions',
    pinned: 'Featured',
    viewRole: 'View Role',
    previous: 'Previous role',
    next: 'Next role',
    proposeRole: {
      text: "Don't see your role? Tell us what you would build with us:",
      linkLabel: careersContact.email,
      href: `mailto:${careersContact.email}`,
    },
  },
  life: {
    heading: 'Life at Response',
    intro:
      'Four offices and a remote team across EMEA and the US, run on the same few habits, so it feels like one company wherever you sit.',
    items: [
      {
        title: 'Four offices, one team',
        body: 'London leads strategy and client work for the UK and Europe; New York runs our North American programmes; Istanbul is home to creative production, the AI Lab and performance operations; Dubai leads our Middle East clients.',
      },
      {
        title: 'Monday Signal',
        body: "Thirty minutes every Monday with every office on one call: the week's numbers, what is launching and one thing we learned.",
      },
      {
        title: 'Friday Demos',
        body: 'Anyone can show what they built or tested that week, from a new bidding script to a creative that flopped. Recordings go into the playbook library.',
      },
      {
        title: 'Hybrid by design',
        body: 'Hybrid teams share three anchor days in the office, Tuesday to Thursday. Remote colleagues meet the team in person at a quarterly gathering, travel paid.',
      },
      {
        title: 'Office swaps',
        body: 'Up to four weeks a year working from another Response office, to learn how another market buys, builds and briefs.',
      },
    ],
  },
  process: {
    heading: 'Recruitment Process',
    intro: 'Six steps, each with a clear purpose and a reply from us within two working days.',
    steps: [
      {
        title: 'Apply',
        description:
          'Send your CV or LinkedIn profile and a few lines on a result you are proud of. No cover letter needed.',
      },
      {
        title: 'Initial Screen',
        duration: '30 min',
        description:
          'A video call with our talent team about the role, your experience, your salary expectations and your questions.',
      },
      {
        title: 'System Challenge',
        duration: '48-72h',
        description:
          'A practical task drawn from a real, anonymised client problem. You have 48 to 72 hours; it should take about three hours of work.',
      },
      {
        title: 'Deep Dive',
        duration: '45 min',
        description:
          'Walk the hiring manager through your challenge: your reasoning, what you would test first and what you would do with more data.',
      },
      {
        title: 'Panel',
        duration: '30-45 min',
        description:
          'Meet two or three future colleagues from other teams and offices. We talk about how you work, and you ask us anything.',
      },
      {
        title: 'Offer',
        description:
          'We call with our decision and send a written offer: salary, commission where it applies, and a start date. Every finalist who is not hired gets written feedback.',
      },
    ],
    timeline: 'Target timeline: 7-10 days from application to offer.',
  },
  quotes: {
    heading: 'From the Team',
    label: 'Team quotes',
    items: [
      {
        quote:
          'I shipped a predicted-value bidding model for a client in my second month. Nobody asked me to wait my turn.',
        name: 'Deniz Aksoy',
        role: 'AI Lab Engineer, Istanbul',
        module: 'AI Boost',
      },
      {
        quote:
          'I no longer argue for budget with opinions. I bring the holdout result, and the conversation takes ten minutes.',
        name: 'Hannah Whitfield',
        role: 'Performance Marketing Manager, London',
        module: 'Attribution Core',
      },
      {
        quote:
          'We turn one concept into forty variants in a week, and I still spend most of my time on the idea itself.',
        name: 'Omar Haddad',
        role: 'Creative Lead, Dubai',
        module: 'Creative Engine',
      },
      {
        quote:
          "Leads reach sales within minutes now. The best moment of my month is a client's sales team asking for more of what we send.",
        name: 'Marcus Reyes',
        role: 'Growth Strategist, New York',
        module: 'LeadSync',
      },
      {
        quote:
          'Friday demos taught me the most. People show their failed tests as readily as their wins, and nobody pretends a forecast is a promise.',
        name: 'Elif Yıldız',
        role: 'Senior Analyst, Istanbul',
        module: 'Insight Layer',
      },
      {
        quote:
          'Four weeks in the London office on an office swap gave me a better way to run pacing for every client I have.',
        name: 'Jordan Ellis',
        role: 'Programmatic Trader, New York',
        module: 'Performance Pulse',
      },
    ],
    previous: 'Previous quote',
    next: 'Next quote',
  },
  faq: {
    heading: 'Frequently Asked Questions',
    items: [
      {
        question: 'How long does the hiring process take?',
        answer:
          'Our target timeline is 7-10 days from application to offer, in six steps: apply, a 30-minute initial screen, a system challenge you complete in 48-72 hours, a 45-minute deep dive, a 30-45 minute panel, and the offer.',
      },
      {
        question: 'What is the System Challenge?',
        answer:
          'A practical task drawn from a real, anonymised client problem: restructuring an account, drafting a measurement plan or scoping an AI use case. It should take about three hours; you have 48-72 hours to send it, and we discuss it together in the deep dive.',
      },
      {
        question: 'Can I work remotely?',
        answer:
          'Roles marked Remote can be done from anywhere in the region they name, such as Remote (EMEA), with a quarterly team gathering and travel paid. Hybrid roles work from our London, New York, Istanbul or Dubai office three days a week.',
      },
      {
        question: 'What support is there for learning and tools?',
        answer:
          'Everyone has a $2K annual software and development budget for courses, certifications, books and the tools they want to try, alongside Friday demos and our playbook library.',
      },
      {
        question: 'Do you hire people early in their careers?',
        answer:
          'Yes, through our 3-month fellowship, with applications open quarterly. Fellows join a team in one of our offices and work on live client programmes with a mentor; many stay on in a full-time role.',
      },
      {
        question: 'How does commission work?',
        answer: `Business development and director roles earn a ${successCommission}, on top of base salary. Each job page shows the base range and whether commission applies.`,
      },
      {
        question: "I don't see a role that fits. Can I still apply?",
        answer: `Yes. Write to ${careersContact.email} with the role you would create at Response and why. We read every message, and we keep strong profiles in mind as new roles open.`,
      },
    ],
  },
  closing: {
    heading: 'Ready to build what comes next?',
    body: 'Find your role in the list, or talk to the team about where you could fit. We reply to every application within two working days.',
    actions: {
      roles: { label: 'See Open Roles', href: `${careersPath}#${anchors.openRoles}` },
      contact: talkToTeam,
    },
  },
  mobileBar: {
    applyNow: 'Apply Now',
    applyHref: `#${anchors.openRoles}`,
    talkToTeam: 'Talk to Team',
    talkToTeamHref: talkToTeam.href,
  },
};
