/**
 * The area a page's social card names (the pill at its foot): the site's part the page belongs
 * to, named as the menus name it (src/content/site/navigation.ts; src/site may not import
 * content, so the names are written here and a unit test holds them to the menus).
 */
import { site } from './config';

/** A path's first segment → its area. */
const areaBySegment: Readonly<Record<string, string>> = {
  services: 'Services',
  studio: 'Studio',
  proof: 'Proof',
  'press-room': 'Press Room',
  'growth-os': 'Growth OS',
  // The nine Growth OS modules (the footer's "Modules").
  modules: 'Growth OS',
  insights: 'Insights',
  topics: 'Topics',
  company: 'Company',
  careers: 'Careers',
  contact: 'Contact',
  investors: 'Investors',
  privacy: 'Legal',
  cookies: 'Legal',
  terms: 'Legal',
};

/** The area of a site path ('/services/user-acquisition' → 'Services'); the brand when it has none. */
export function cardArea(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const segment = pathname.split('/').find(Boolean);
  if (segment === undefined) return 'Home';
  return Object.hasOwn(areaBySegment, segment) ? areaBySegment[segment]! : site.brand;
}
