/**
 * Client testimonials: the cards of /proof/testimonials, filtered by role and region (the
 * filters' values are in `testimonialFilters.ts`) and searched by name, company or quote
 * (`features/proofFilters/testimonialSearchParams.ts`), pinned ones first. People and companies
 * are invented; a quote from a client with a case study agrees with that case's figures and
 * links to it (`source_url`). Five have an illustrated avatar (abstract, not a photograph:
 * `scripts/assets/proof-images.mjs`); the others show initials.
 */
import type { TestimonialRegion, TestimonialRole } from './testimonialFilters';

/** The filters' values, in order (without 'All'). */
export {
  type TestimonialRegion,
  type TestimonialRole,
  testimonialRegions,
  testimonialRoles,
} from './testimonialFilters';

/** The page's words (their own module: the page ships them, the list comes with its loader). */
export { type TestimonialsPage, testimonialsPage } from './testimonialsPage';

/** Longest excerpt shown on a collapsed card. */
export const excerptLimit = 180;

export interface Testimonial {
  /** A slug; names the avatar file. */
  id: string;
  name: string;
  /** Job title, as the person gives it. */
  title: string;
  company: string;
  /** Three to six sentences, shown when the card is expanded. */
  quote_full: string;
  /** The collapsed card's text: the quote's opening sentence, or two while they fit in 180. */
  excerpt: string;
  /** Shown first, with a Featured badge. */
  pinned?: boolean;
  role_level: TestimonialRole;
  region: TestimonialRegion;
  /** The client's case study on this site, where there is one. */
  source_url?: string;
  /** An illustrated avatar under /proof-media/headshots/; initials are the fallback. */
  headshot_url?: string;
}

/**
 * The excerpt rule: the opening sentence of the quote, and the second too when both fit in
 * `limit` characters; an opening sentence longer than that is cut at a word and ends in '…'.
 * Every excerpt is therefore the quote's own words, from its start.
 */
export function openingSentences(quote: string, limit: number = excerptLimit): string {
  const [first = '', second] = quote.trim().split(/(?<=[.!?])\s+/);
  if (first.length > limit) {
    const cut = first.slice(0, limit - 1);
    const words = cut.lastIndexOf(' ') > 0 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
    return `${words.replace(/[\s,;:–-]+$/, '')}…`;
  }
  if (second && first.length + 1 + second.length <= limit) return `${first} ${second}`;
  return first;
}

type TestimonialSource = Omit<Testimonial, 'excerpt'>;

const withExcerpt = (source: TestimonialSource): Testimonial => ({
  ...source,
  excerpt: openingSentences(source.quote_full),
});

const headshot = (id: string) => `/proof-media/headshots/${id}.webp`;
const caseSource = (slug: string) => `/proof/cases/${slug}`;

/** Sixteen testimonials, in display order (pinned first, then by name). */
export const testimonials: readonly Testimonial[] = (
  [
    {
      id: 'aylin-korkmaz',
      name: 'Aylin Korkmaz',
      title: 'Chief Marketing Officer',
      company: 'Selvi Bank',
      quote_full:
        'Response changed what our search budget buys: qualified applicants, not clicks. Qualified leads rose 127% and our cost per lead fell 41%, in a category where every competitor bids on the same terms. Just as important, they designed the data flow with our compliance team from the first week, so no personal data ever left the bank. The team is senior, direct and comfortable saying no to a tactic that would not survive our risk review.',
      pinned: true,
      role_level: 'CMO',
      region: 'Turkey',
      source_url: caseSource('selvi-bank-ai-paid-search'),
      headshot_url: headshot('aylin-korkmaz'),
    },
    {
      id: 'camille-laurent',
      name: 'Camille Laurent',
      title: 'CEO & Co-founder',
      company: 'Solenne Skin Lab',
      quote_full:
        'We had almost given up on prospecting, and Response made it our most profitable channel. Prospecting ROAS went from 0.4 to 3.6, and add-to-cart among first-time visitors rose 44%. What I valued most was the honesty: they told us the blended number to plan on, not just the platform figure, and they are running a lift study to prove the rest. Their creative team now ships more tested ideas in a month than we used to in a year.',
      pinned: true,
      role_level: 'CEO',
      region: 'Global',
      source_url: caseSource('solenne-skin-lab-prospecting-roas'),
      headshot_url: headshot('camille-laurent'),
    },
    {
      id: 'james-whitfield',
      name: 'James Whitfield',
      title: 'Director of Demand Generation',
      company: 'Northfield Industrial',
      quote_full:
        'For the first time, our sales team asks marketing for more leads rather than fewer. Sales-qualified leads are up 400% in nine months, and the pipeline review is now the most useful meeting of our month. Response started by sitting with our distributors and account managers to agree what a qualified lead actually is, then built everything around that definition. They treat our budget as if it were their own.',
      pinned: true,
      role_level: 'Director',
      region: 'EMEA',
      source_url: caseSource('northfield-industrial-sql-growth'),
      headshot_url: headshot('james-whitfield'),
    },
    {
      id: 'daniel-osei',
      name: 'Daniel Osei',
      title: 'Marketing Director',
      company: 'Hartley & Vane',
      quote_full:
        'Response helped us grow online revenue 58% while running fewer promotions, not more. Connecting stock and margin data to our campaigns sounds simple, but nobody had done it for us before. They challenged our habit of discounting with test-and-control evidence, which is what finally convinced our buying team. Creative turnaround went from weeks to days.',
      role_level: 'Director',
      region: 'UK',
      source_url: caseSource('hartley-vane-full-price-growth'),
    },
    {
      id: 'emre-celik',
      name: 'Emre Çelik',
      title: 'Marketing Director',
      company: 'Yolda Mobility',
      quote_full:
        'Response launched our charging app in four new Turkish cities in a single quarter, with registrations 35% above plan. Their go-to-market playbook gave every city the same measurement, budget rules and creative testing from day one. When a city underperformed, we knew why within a week rather than at the end of the month.',
      role_level: 'Director',
      region: 'Turkey',
    },
    {
      id: 'henrik-dahl',
      name: 'Henrik Dahl',
      title: 'Growth Director',
      company: 'Pixelmoor Games',
      quote_full:
        'Response moved us from buying cheap installs to buying future payers. Our cost per paying user is down 47%, and we finally scale iOS with confidence despite the measurement gaps. Their modelling is transparent: every month we see the prediction, the actual day-30 revenue and the error. It feels like having a senior user acquisition team and a data science team in one.',
      role_level: 'Director',
      region: 'Global',
      source_url: caseSource('pixelmoor-games-paying-players'),
      headshot_url: headshot('henrik-dahl'),
    },
    {
      id: 'lucia-ferraro',
      name: 'Lucia Ferraro',
      title: 'Digital Marketing Manager',
      company: 'Carrow Freight',
      quote_full:
        'Response took our LinkedIn and search programme from guesswork to a weekly pipeline number we trust. Cost per sales meeting fell 38% across our six European markets in the first two quarters. They are quick, well organised and candid about what is not working. They also brought AI into our reporting without turning it into a black box.',
      role_level: 'Manager',
      region: 'EMEA',
    },
    {
      id: 'marcus-lindqvist',
      name: 'Marcus Lindqvist',
      title: 'Chief Marketing Officer',
      company: 'Nordvik Outdoor',
      quote_full:
        'Response gave us one measurement system across 20 markets, and with it the confidence to cut channels that only looked good in their own dashboards. We moved a quarter of our budget into YouTube and creator content, and new-customer revenue grew 41% year on year at the same spend. The media mix model is refreshed every month and explained to our leadership team in plain language.',
      role_level: 'CMO',
      region: 'Global',
    },
    {
      id: 'mert-aydin',
      name: 'Mert Aydın',
      title: 'Performance Marketing Manager',
      company: 'Limon Home',
      quote_full:
        'Within six weeks, Response had fixed our tracking, rebuilt our Shopping feed and cut wasted spend by almost a third. Our Shopping ROAS went from 3.2 to 5.1 over the following quarter. The Istanbul team works with us in Turkish and reports to our investors in English, from the same numbers. I learn something in every weekly call.',
      role_level: 'Manager',
      region: 'Turkey',
    },
    {
      id: 'nadia-haddad',
      name: 'Nadia Haddad',
      title: 'Marketing Director',
      company: 'Sandrift Properties',
      quote_full:
        'Response rebuilt our lead generation for off-plan launches across the UAE, the UK and Saudi Arabia. Qualified viewings per launch rose 2.4 times, and our sales team stopped chasing numbers that never answered. They understand how buyers in each market research a home, and they adapt the creative, the language and the follow-up to each one.',
      role_level: 'Director',
      region: 'EMEA',
      headshot_url: headshot('nadia-haddad'),
    },
    {
      id: 'oliver-grant',
      name: 'Oliver Grant',
      title: 'Chief Marketing Officer',
      company: 'Greyfriars Energy',
      quote_full:
        'Response gave our board a growth plan it could hold us to. Their advisory work set four KPIs we now report every month, cut our agency roster from five to two and moved 30% of budget into channels we can measure. The fractional CMO time was hands-on, not slideware: they sat in our pricing and sales meetings and pushed for decisions.',
      role_level: 'CMO',
      region: 'UK',
    },
    {
      id: 'priya-raman',
      name: 'Priya Raman',
      title: 'Acquisition Marketing Manager',
      company: 'Calderbrook Benefits',
      quote_full:
        'Our cost to acquire an employer is down 82%, and I can explain every pound of it to our finance director. Response cut our quote journey from 23 questions to three steps, which more than doubled conversion. Day to day they work like an extension of my team, with weekly test readouts, shared dashboards and no surprises on the invoice.',
      role_level: 'Manager',
      region: 'UK',
      source_url: caseSource('calderbrook-benefits-acquisition-cost'),
    },
    {
      id: 'rachel-kim',
      name: 'Rachel Kim',
      title: 'Chief Executive Officer',
      company: 'Quillstone Software',
      quote_full:
        'Response showed us that much of our paid budget was reaching people who were already customers. Fixing that cut our new-customer CAC by 76% and returned 3.1 times the marketing investment in first-year revenue. Our CFO trusts the attribution model because he helped audit it. I would recommend them to any software CEO whose board is asking hard questions about marketing efficiency.',
      role_level: 'CEO',
      region: 'Global',
      source_url: caseSource('quillstone-software-new-customer-cac'),
    },
    {
      id: 'sophie-brennan',
      name: 'Sophie Brennan',
      title: 'Chief Marketing Officer',
      company: 'Lanternfield',
      quote_full:
        'Response got our product, sales and marketing teams to agree on what an activated trial is, which nobody had managed in three years. Trial-to-paid conversion is up 68% and our CAC payback is five months shorter. They are as comfortable in a board deck as in our product analytics, and they never hide a bad week.',
      role_level: 'CMO',
      region: 'EMEA',
      source_url: caseSource('lanternfield-trial-to-paid'),
    },
    {
      id: 'tom-ellison',
      name: 'Tom Ellison',
      title: 'CRM Manager',
      company: 'Kettle & Crumb',
      quote_full:
        'Our lifecycle programme used to be a weekly newsletter, and Response turned it into twelve journeys that respond to what each subscriber actually does. Churn in the first 90 days fell 19%, and email revenue per subscriber rose 33%. They trained my team on Braze as they built, so we now run most of the tests ourselves.',
      role_level: 'Manager',
      region: 'UK',
    },
    {
      id: 'zeynep-arslan',
      name: 'Zeynep Arslan',
      title: 'Chief Executive Officer',
      company: 'Pusula Sigorta',
      quote_full:
        'We launched our motor insurance app with Response and reached 100,000 policies eleven months ahead of plan. They built the growth system before the campaigns: tracking, consent, a referral loop and a creative testing routine our own team now runs. Cost per policy fell in every quarter of the first year. They think like owners, not suppliers.',
      role_level: 'CEO',
      region: 'Turkey',
    },
  ] satisfies TestimonialSource[]
).map(withExcerpt);
