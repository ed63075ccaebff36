import {
  business,
  disclosure,
  figures,
  furtherReading,
  governance,
  growth,
  hero,
  investorsTrail,
  relations,
} from '../../content/company/investors';
import { Hero } from '../../sections/Hero/Hero';
import { KeyPoints } from '../../sections/KeyPoints/KeyPoints';
import { LinkCardGrid } from '../../sections/LinkCardGrid/LinkCardGrid';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { PressContactCard } from '../../sections/PressContactCard/PressContactCard';
import { ProseSection } from '../../sections/ProseSection/ProseSection';
import { StatsBand } from '../../sections/StatsBand/StatsBand';
import { formatLongDate } from '../../site/dates';

/**
 * The Investor Room (/investors), behind the footer's faint link: the business as a privately
 * held, founder-led company, its published figures, what it does and does not publish, how it
 * has grown (each step linked to its press release), its governance, the investor relations desk
 * (the chief executive's office at the London headquarters) and the press room and media kit.
 */
export function InvestorsPage() {
  return (
    <>
      <Hero
        breadcrumbs={<PageBreadcrumbs trail={investorsTrail} />}
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
      />
      <ProseSection heading={business.heading} paragraphs={business.paragraphs} tone="surface" />
      <StatsBand
        heading={figures.heading}
        intro={figures.intro}
        items={figures.items}
        footnote={figures.footnote}
        columns={2}
      />
      <KeyPoints
        heading={disclosure.heading}
        intro={disclosure.intro}
        points={disclosure.points}
        tone="body"
      />
      <LinkCardGrid
        heading={growth.heading}
        intro={growth.intro}
        linkLabel={growth.linkLabel}
        cards={growth.milestones.map((step) => ({
          title: step.title,
          subtitle: formatLongDate(step.date),
          body: step.body,
          href: step.href,
        }))}
        tone="surface"
      />
      <ProseSection heading={governance.heading} paragraphs={governance.paragraphs} tone="body" />
      <ProseSection heading={relations.heading} paragraphs={relations.paragraphs} tone="surface">
        <PressContactCard
          heading={relations.cardHeading}
          contact={relations.contact}
          headingLevel={3}
          address={{ label: relations.addressLabel, lines: relations.contact.address }}
        />
      </ProseSection>
      <LinkCardGrid
        heading={furtherReading.heading}
        intro={furtherReading.intro}
        linkLabel={furtherReading.linkLabel}
        cards={furtherReading.links.map((link) => ({
          title: link.label,
          body: link.body,
          href: link.href,
        }))}
        columns={2}
        tone="body"
      />
    </>
  );
}
