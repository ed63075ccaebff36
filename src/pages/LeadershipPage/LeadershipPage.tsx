import { useId } from 'react';
import {
  cta,
  hero,
  type LeaderGroup,
  leaderGroups,
  leaderLabels,
  leadershipPath,
  leadershipTrail,
  principles,
} from '../../content/company/leadership';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { Hero } from '../../sections/Hero/Hero';
import { KeyPoints } from '../../sections/KeyPoints/KeyPoints';
import { LeaderList } from '../../sections/LeaderList/LeaderList';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { PageSection, type SectionTone } from '../../sections/PageSection/PageSection';
import { SectionHeader } from '../../sections/SectionHeader/SectionHeader';
import { contactAction } from '../../site/contactLink';

/** One group of the team: its heading and intro, then its people as cards (its story shows it too). */
export function LeaderGroupSection({ group, tone }: { group: LeaderGroup; tone: SectionTone }) {
  const headingId = useId();
  return (
    <PageSection tone={tone} labelledBy={headingId}>
      <SectionHeader id={headingId} heading={group.heading} intro={group.intro} />
      <LeaderList
        leaders={group.leaders}
        announcementLabel={leaderLabels.announcement}
        cityLabel={leaderLabels.basedIn}
        columns={group.columns}
        tone={tone === 'surface' ? 'raised' : 'surface'}
        aria-label={group.heading}
      />
    </PageSection>
  );
}

/**
 * The Leadership page body (/company/leadership): Home > Company > Leadership, the founders and
 * executive team, then the leaders of the regions, measurement and Studio (each a card with their
 * initials, role, city, bio and the press release that announced them, if any), how the team
 * leads, and the contact call to action.
 */
export function LeadershipPage() {
  return (
    <>
      <Hero
        breadcrumbs={<PageBreadcrumbs trail={leadershipTrail} />}
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
      />
      {leaderGroups.map((group, index) => (
        <LeaderGroupSection
          key={group.heading}
          group={group}
          tone={index % 2 === 0 ? 'surface' : 'body'}
        />
      ))}
      <KeyPoints
        heading={principles.heading}
        intro={principles.intro}
        points={principles.points}
        tone={leaderGroups.length % 2 === 0 ? 'surface' : 'body'}
      />
      <CtaBand
        heading={cta.heading}
        body={cta.body}
        actions={[contactAction(leadershipPath, cta.action)]}
        tone={leaderGroups.length % 2 === 0 ? 'body' : 'surface'}
      />
    </>
  );
}
