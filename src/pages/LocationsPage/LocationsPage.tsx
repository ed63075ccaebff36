import {
  cta,
  hero,
  locationsPath,
  locationsTrail,
  officeCards,
  timeZones,
  visiting,
} from '../../content/company/locations';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { Hero } from '../../sections/Hero/Hero';
import { KeyPoints } from '../../sections/KeyPoints/KeyPoints';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { ProseSection } from '../../sections/ProseSection/ProseSection';
import { GlobalOffices } from '../../sections/Shell/GlobalOffices';
import { contactAction } from '../../site/contactLink';

/**
 * The Locations page body (/company/locations): Home > Company > Locations, every office of
 * `offices.ts` as a card (what it does, the headquarters badge, its address, phone, e-mail, time
 * zone and 'View on Map'; the Global Offices section with its Locations additions), how the
 * offices work across their time zones, visiting an office, and the contact call to action.
 */
export function LocationsPage() {
  return (
    <>
      <Hero
        breadcrumbs={<PageBreadcrumbs trail={locationsTrail} />}
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
      />
      <GlobalOffices
        id="offices"
        heading={officeCards.heading}
        intro={officeCards.intro}
        mapLabel={officeCards.mapLabel}
        showRole
        headquartersLabel={officeCards.headquartersLabel}
        timeZoneLabel={officeCards.timeZoneLabel}
      />
      <KeyPoints
        heading={timeZones.heading}
        intro={timeZones.intro}
        points={timeZones.points}
        tone="surface"
      />
      <ProseSection heading={visiting.heading} paragraphs={visiting.paragraphs} tone="body" />
      <CtaBand
        heading={cta.heading}
        body={cta.body}
        actions={[contactAction(locationsPath, cta.action)]}
        tone="surface"
      />
    </>
  );
}
