import { Container } from '../../components/Container/Container';
import { InfoIcon } from '../../components/Icon/InfoIcon';
import { Link } from '../../components/Link/Link';
import {
  serviceSections,
  servicesClosing,
  servicesDisclaimer,
  servicesHero,
  servicesSectionNavLabel,
  servicesTrail,
} from '../../content/services/services';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { Hero } from '../../sections/Hero/Hero';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { SectionNav, type SectionNavItem } from '../../sections/SectionNav/SectionNav';
import { ServiceSection } from '../../sections/ServiceSection/ServiceSection';
import * as styles from './ServicesPage.css';

/** The sticky navigation's items: Acquire, Optimise, Create, Advisory & Enablement. */
const navItems: SectionNavItem[] = serviceSections.map((section) => ({
  id: section.id,
  label: section.navLabel,
}));

export interface ServicesPageProps {
  /** Fixes the navigation's current item (stories); by default it follows the scroll. */
  currentSection?: string;
}

/**
 * The services page body (/services): hero, the sticky in-page navigation over the four
 * practices and their service cards, the outcomes disclaimer and the closing call to action
 * with the info address.
 */
export function ServicesPage({ currentSection }: ServicesPageProps = {}) {
  return (
    <>
      <Hero
        breadcrumbs={<PageBreadcrumbs trail={servicesTrail} />}
        eyebrow={servicesHero.eyebrow}
        title={servicesHero.title}
        highlight={servicesHero.highlight}
        lead={servicesHero.lead}
        actions={servicesHero.actions}
      />
      {/* The navigation stays stuck while these sections scroll past, and no further. */}
      <div>
        <SectionNav label={servicesSectionNavLabel} items={navItems} current={currentSection} />
        {serviceSections.map((section, index) => (
          <ServiceSection
            key={section.id}
            id={section.id}
            eyebrow={section.navLabel}
            heading={section.heading}
            intro={section.intro}
            cards={section.cards}
            tone={index % 2 === 0 ? 'surface' : 'body'}
          />
        ))}
      </div>
      <div className={styles.disclaimerBand}>
        <Container>
          <p className={styles.disclaimer} role="note">
            <InfoIcon className={styles.disclaimerIcon} />
            <span>{servicesDisclaimer}</span>
          </p>
        </Container>
      </div>
      <CtaBand
        heading={servicesClosing.heading}
        body={
          <>
            {servicesClosing.body} {servicesClosing.emailPrompt}{' '}
            <Link href={`mailto:${servicesClosing.email}`} tone="onEmphasis">
              {servicesClosing.email}
            </Link>
            .
          </>
        }
        actions={[servicesClosing.primary]}
      />
    </>
  );
}
