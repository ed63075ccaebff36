import { useId } from 'react';
import { Card } from '../../components/Card/Card';
import { Link } from '../../components/Link/Link';
import { mediaContact } from '../../content/company/offices';
import { socialLinks } from '../../content/company/social';
import { pressLabels } from '../../content/press/labels';
import {
  coveragePath,
  inTheNewsPath,
  mediaKitPath,
  pressFeedPath,
  pressReleasePath,
  pressReleasesPath,
} from '../../content/press/paths';
import type {
  CoverageSummary,
  PressReleaseSummary,
  PressRoomContent,
} from '../../content/press/types';
import { Hero } from '../../sections/Hero/Hero';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { PageSection } from '../../sections/PageSection/PageSection';
import { PressContactCard } from '../../sections/PressContactCard/PressContactCard';
import { ReleaseList } from '../../sections/ReleaseList/ReleaseList';
import { SectionHeader } from '../../sections/SectionHeader/SectionHeader';
import { SocialLinks } from '../../sections/SocialLinks/SocialLinks';
import { formatLongDate } from '../../site/dates';
import type { Crumb } from '../../site/structuredData';
import * as styles from './PressRoomPage.css';

export interface PressRoomPageProps {
  content: PressRoomContent;
  trail: ReadonlyArray<Crumb>;
  /** Every release, newest first (the spec's ten). */
  releases: ReadonlyArray<PressReleaseSummary>;
  /** The newest coverage item (In the News shows one). */
  latestCoverage: CoverageSummary;
}

/**
 * The press room (/press-room): every press release newest first, and
 * beside them the media kit, the newest coverage, the press office and the social profiles.
 */
export function PressRoomPage({ content, trail, releases, latestCoverage }: PressRoomPageProps) {
  const releasesId = useId();
  const socialId = useId();
  return (
    <>
      <Hero
        breadcrumbs={<PageBreadcrumbs trail={trail} />}
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        lead={content.hero.lead}
      />
      <PageSection>
        <div className={styles.layout}>
          <section aria-labelledby={releasesId} className={styles.releases}>
            <SectionHeader
              id={releasesId}
              heading={content.releases.heading}
              intro={content.releases.intro}
            />
            <ReleaseList
              items={releases.map((release) => ({
                title: release.title,
                href: pressReleasePath(release.slug),
                date: release.date,
                dek: release.dek,
              }))}
              aria-label={content.releases.heading}
            />
            <p className={styles.more}>
              <Link href={pressReleasesPath}>{pressLabels.allPressReleases}</Link>
              <Link href={pressFeedPath} variant="subtle">
                {pressLabels.feed}
              </Link>
            </p>
          </section>
          <div className={styles.aside}>
            <Card heading={content.mediaKitCard.heading} headingLevel={2} variant="raised">
              <p className={styles.cardText}>{content.mediaKitCard.body}</p>
              <Link href={mediaKitPath} className={styles.cardLink}>
                {content.mediaKitCard.linkLabel}
              </Link>
            </Card>
            <Card heading={content.inTheNewsCard.heading} headingLevel={2} variant="raised">
              <p className={styles.coverageMeta}>
                <span className={styles.publication}>{latestCoverage.publication}</span>
                <span aria-hidden="true"> · </span>
                <time dateTime={latestCoverage.date}>{formatLongDate(latestCoverage.date)}</time>
              </p>
              <h3 className={styles.coverageTitle}>
                <Link href={coveragePath(latestCoverage.slug)} variant="subtle">
                  {latestCoverage.title}
                </Link>
              </h3>
              <p className={styles.cardText}>{latestCoverage.dek}</p>
              <Link href={inTheNewsPath} className={styles.cardLink}>
                {content.inTheNewsCard.allLabel}
              </Link>
            </Card>
            <PressContactCard
              heading={content.contactCard.heading}
              contact={mediaContact}
              description={content.contactCard.body}
            />
            <section aria-labelledby={socialId} className={styles.social}>
              <h2 id={socialId} className={styles.socialHeading}>
                {content.social.heading}
              </h2>
              <SocialLinks links={socialLinks} aria-label={content.social.heading} layout="stack" />
            </section>
          </div>
        </div>
      </PageSection>
    </>
  );
}
