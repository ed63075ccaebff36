/**
 * The items search finds that have no page of their own: each testimonial and each tool of the
 * tech stack. A result leads to its list filtered to it (the lists' own `q`, which works without
 * JavaScript too): `/proof/testimonials?q=Aylin%20Korkmaz`, `/proof/tech-stack?q=HubSpot`.
 */

import { testimonialsPath } from '../../content/proof/paths';
import { proofAreaNames } from '../../content/proof/proof';
import { techStackPage } from '../../content/proof/techStackPage';
import { testimonials } from '../../content/proof/testimonials';
import { tools } from '../../content/proof/tools';
import type { SearchDocument } from './searchAreas';

const filtered = (path: string, q: string) => `${path}?${new URLSearchParams({ q })}`;

export function itemDocuments(): SearchDocument[] {
  return [
    ...testimonials.map(
      (person): SearchDocument => ({
        url: filtered(testimonialsPath, person.name),
        title: `${person.name}, ${person.company}`,
        area: 'testimonials',
        trail: ['Home', 'Proof', proofAreaNames.testimonials],
        description: `${person.title}, ${person.company}: “${person.excerpt}”`,
        text: `${person.title}. ${person.role_level}. ${person.region}.\n${person.quote_full}`,
      }),
    ),
    ...tools.map(
      (tool): SearchDocument => ({
        url: filtered(techStackPage.path, tool.name),
        title: tool.name,
        area: 'tools',
        trail: ['Home', 'Proof', proofAreaNames.techStack],
        description: tool.description,
        text: `${tool.category}. Used in ${tool.usedIn.join(', ')}.`,
      }),
    ),
  ];
}
