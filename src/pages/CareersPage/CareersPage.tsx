import { useId } from 'react';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { QuoteSlider } from '../../components/QuoteSlider/QuoteSlider';
import type { CareersPage as CareersPageWords, JobRole } from '../../content/careers/careers';
import { careersLabels } from '../../content/careers/careersLabels';
import { careersPath, jobPath } from '../../content/careers/roleTypes';
import { roleFields, roleFilterOptions } from '../../features/careers/roleMatch';
import { sectionLinkClick } from '../../features/scrollSpy/scrollToSection';
import { ContactBar } from '../../sections/ContactBar/ContactBar';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { Faq } from '../../sections/Faq/Faq';
import { FeatureGrid } from '../../sections/FeatureGrid/FeatureGrid';
import { Hero } from '../../sections/Hero/Hero';
import { OpenRoles } from '../../sections/OpenRoles/OpenRoles';
import { PageSection } from '../../sections/PageSection/PageSection';
import { SectionHeader } from '../../sections/SectionHeader/SectionHeader';
import { StepFlow } from '../../sections/StepFlow/StepFlow';
import * as styles from './CareersPage.css';

export interface CareersPageProps {
  /** The page's words (`careersPage`; on the site, from the route's loader data). */
  page: CareersPageWords;
  /** The roles the filter keeps, pinned first, then newest. */
  roles: ReadonlyArray<JobRole>;
  total: number;
  /** The role filter: 'all', 'remote' or 'hybrid'. */
  type: string;
  onTypeChange: (type: string) => void;
}

/**
 * The careers landing (/careers): the hero with Open Roles and Our
 * Values (each scrolls to its section, focus following); Why Response, Our Culture, the open
 * roles (filter and carousel), Life at Response, the recruitment process, team quotes, the FAQ
 * and a closing call to action; on small screens a bottom bar with Apply Now and Talk to Team.
 */
export function CareersPage({ page, roles, total, type, onTypeChange }: CareersPageProps) {
  const quotesId = useId();
  const anchors = page.anchors;
  const openRoles = `#${anchors.openRoles}`;
  const values = `#${anchors.values}`;
  return (
    <>
      <Hero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead}>
        <div className={styles.heroActions}>
          <LinkButton
            href={openRoles}
            size="lg"
            onClickCapture={sectionLinkClick(anchors.openRoles)}
          >
            {page.hero.openRoles}
          </LinkButton>
          <LinkButton
            href={values}
            size="lg"
            variant="secondary"
            onClickCapture={sectionLinkClick(anchors.values)}
          >
            {page.hero.ourValues}
          </LinkButton>
        </div>
      </Hero>
      <FeatureGrid
        heading={page.whyResponse.heading}
        features={page.whyResponse.cards}
        columns={4}
        tone="surface"
      />
      <FeatureGrid
        id={anchors.values}
        heading={page.culture.heading}
        features={page.culture.values.map((value) => ({
          eyebrow: value.subtitle,
          title: value.title,
          body: value.description,
        }))}
        columns={4}
      />
      <OpenRoles
        id={anchors.openRoles}
        heading={page.openRoles.heading}
        intro={page.openRoles.intro}
        roles={roles}
        total={total}
        filter={{
          label: page.openRoles.filterLabel,
          name: roleFields.type,
          action: `${careersPath}${openRoles}`,
          submitLabel: page.openRoles.submitLabel,
          choices: roleFilterOptions,
          value: type,
          onChange: onTypeChange,
        }}
        countLine={careersLabels.countLine}
        roleHref={jobPath}
        viewRoleLabel={page.openRoles.viewRole}
        previousLabel={page.openRoles.previous}
        nextLabel={page.openRoles.next}
        carouselLabel={page.openRoles.carouselLabel}
        dotLabel={careersLabels.dotLabel}
        pinnedLabel={page.openRoles.pinned}
        propose={page.openRoles.proposeRole}
        tone="surface"
      />
      <FeatureGrid
        heading={page.life.heading}
        intro={page.life.intro}
        features={page.life.items}
        columns={3}
      />
      <StepFlow
        heading={page.process.heading}
        intro={page.process.intro}
        steps={page.process.steps.map((step) => ({
          title: step.title,
          body: step.description,
          meta: step.duration,
        }))}
        footnote={page.process.timeline}
        tone="surface"
      />
      <PageSection labelledBy={quotesId}>
        <SectionHeader id={quotesId} heading={page.quotes.heading} />
        <QuoteSlider
          label={page.quotes.label}
          quotes={page.quotes.items}
          previousLabel={page.quotes.previous}
          nextLabel={page.quotes.next}
        />
      </PageSection>
      <Faq heading={page.faq.heading} items={page.faq.items} tone="surface" />
      <CtaBand
        heading={page.closing.heading}
        body={page.closing.body}
        actions={[page.closing.actions.roles, page.closing.actions.contact]}
      />
      <ContactBar
        location="careers-bar"
        // Apply Now scrolls to the roles, focus following.
        onActionClick={(href, event) => {
          if (href.startsWith('#')) sectionLinkClick(href.slice(1))(event);
        }}
        actions={[
          { label: page.mobileBar.applyNow, href: page.mobileBar.applyHref },
          { label: page.mobileBar.talkToTeam, href: page.mobileBar.talkToTeamHref },
        ]}
      />
    </>
  );
}
