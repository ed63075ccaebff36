/**
 * Awards and recognition: the 2025 Global Search
 * Awards finalist entry and the review-platform (Clutch) recognitions of 2024 and 2023. Shown on
 * the proof hub (/proof) and the awards page (/proof/awards), newest first. Every `link` is an
 * external page that opens in a new tab ('View Award'): the programme's own pages (the awards'
 * site, the review platform's rankings for the category), never a guessed profile address that
 * could lead a visitor to someone else's page or to a 'not found'.
 */

export interface Award {
  year: number;
  /** The award or ranking, without the year (the year is shown beside it). */
  title: string;
  /** The categories the entry or recognition covers. */
  categories: string[];
  /** The client programme the award was given for; null for agency-wide recognition. */
  clientWork: string | null;
  description: string;
  /** The level reached, shown as a badge: 'Finalist', 'Top Company'. */
  badge: string;
  /** The award's external page (https). */
  link: string;
}

/** The three awards, newest first. */
export const awards: Award[] = [
  {
    year: 2025,
    title: 'Global Search Awards',
    categories: ['Best Use of Search – Finance', 'Best Use of AI'],
    clientWork: 'Retail bank: AI-led paid search for qualified leads',
    description:
      'Shortlisted for a lead-generation programme that rebuilt paid search around first-party signals and AI-assisted bidding: the bank saw 127% more qualified leads at a 41% lower cost per lead.',
    badge: 'Finalist',
    link: 'https://globalsearchawards.net/',
  },
  {
    year: 2024,
    title: 'Clutch Top Digital Marketing Company',
    categories: ['Digital Marketing', 'Pay Per Click', 'Social Media Marketing'],
    clientWork: null,
    description:
      'Ranked among the leading digital marketing agencies on Clutch, based on verified client reviews of our results, communication and delivery on time and on budget.',
    badge: 'Top Company',
    link: 'https://clutch.co/agencies/digital-marketing',
  },
  {
    year: 2023,
    title: 'Clutch Top B2B Company',
    categories: ['Pay Per Click', 'Digital Strategy'],
    clientWork: null,
    description:
      'Recognised by B2B buyers on Clutch for paid media and growth strategy, with independent interviews confirming pipeline impact and senior involvement in every account.',
    badge: 'Top B2B Company',
    link: 'https://clutch.co/agencies/ppc',
  },
];
