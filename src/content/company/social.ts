/**
 * The agency's social profiles: the about page's Connect section, the press room and the home
 * page's Organization data (`sameAs`). A module of its own, so the home page's head does not
 * bring the whole about page's content with it.
 */

export type SocialNetwork = 'LinkedIn' | 'Instagram' | 'X' | 'YouTube';

export interface SocialLink {
  network: SocialNetwork;
  /** Accessible name of the link. */
  label: string;
  /** External profile URL; opens in a new tab. */
  href: string;
}

/** The agency's four social profiles (also used by the press room). */
export const socialLinks: SocialLink[] = [
  {
    network: 'LinkedIn',
    label: 'Response on LinkedIn',
    href: 'https://www.linkedin.com/company/response-growth',
  },
  {
    network: 'Instagram',
    label: 'Response on Instagram',
    href: 'https://www.instagram.com/response_growth',
  },
  {
    network: 'X',
    label: 'Response on X',
    href: 'https://x.com/response_growth',
  },
  {
    network: 'YouTube',
    label: 'Response on YouTube',
    href: 'https://www.youtube.com/@responsegrowth',
  },
];
