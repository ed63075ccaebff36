import {
  leaders,
  meta as leadershipMeta,
  leadershipPath,
  leadershipTrail,
} from '../../../content/company/leadership';
import {
  meta as locationsMeta,
  locationsPath,
  locationsTrail,
} from '../../../content/company/locations';
import { offices } from '../../../content/company/offices';
import { site } from '../../../site/config';
import type { PageMeta } from '../../../site/metadata';
import { breadcrumbList, organizationRef, webPage } from '../../../site/structuredData';

/**
 * The head of the Leadership page: an AboutPage whose main entity is the list of the people it
 * shows, each a Person who works for the agency from an office, and its BreadcrumbList.
 */
export function leadershipHead(): PageMeta {
  const page = {
    name: leadershipMeta.title,
    description: leadershipMeta.description,
    path: leadershipPath,
  };
  return {
    ...leadershipMeta,
    path: leadershipPath,
    structuredData: [
      webPage('AboutPage', page, {
        about: organizationRef,
        mainEntity: {
          '@type': 'ItemList',
          numberOfItems: leaders.length,
          itemListElement: leaders.map((leader, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            item: {
              '@type': 'Person',
              '@id': `${site.origin}${leadershipPath}#${leader.id}`,
              name: leader.name,
              jobTitle: leader.role,
              description: leader.bio,
              worksFor: organizationRef,
              workLocation: { '@type': 'Place', name: `${site.brand} ${leader.city}` },
            },
          })),
        },
      }),
      breadcrumbList(leadershipTrail),
    ],
  };
}

/**
 * The head of the Locations page: a WebPage about the agency, whose every office is a Place with
 * its postal address, telephone, e-mail and map link (the one list of offices), and its
 * BreadcrumbList.
 */
export function locationsHead(): PageMeta {
  const page = {
    name: locationsMeta.title,
    description: locationsMeta.description,
    path: locationsPath,
  };
  return {
    ...locationsMeta,
    path: locationsPath,
    structuredData: [
      webPage('WebPage', page, {
        about: {
          ...organizationRef,
          location: offices.map((office) => ({
            '@type': 'Place',
            name: `${site.brand} ${office.city}`,
            address: {
              '@type': 'PostalAddress',
              streetAddress: office.address.slice(0, -1).join(', '),
              addressLocality: office.city,
              addressCountry: office.countryCode,
            },
            telephone: office.phone.href.replace(/^tel:/, ''),
            email: office.email,
            hasMap: office.mapLink,
          })),
        },
      }),
      breadcrumbList(locationsTrail),
    ],
  };
}
