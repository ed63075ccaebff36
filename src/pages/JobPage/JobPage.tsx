import { type ReactNode, useId } from 'react';
import { ArrowIcon } from '../../components/Icon/ArrowIcon';
import { Link } from '../../components/Link/Link';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import type { JobDetail, JobRole } from '../../content/careers/careers';
import { jobPage } from '../../content/careers/jobPage';
import { jobPath } from '../../content/careers/roleTypes';
import { jobApplyHref } from '../../features/careers/jobApply';
import { Hero } from '../../sections/Hero/Hero';
import { JobBadges } from '../../sections/JobBadges/JobBadges';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { PageSection } from '../../sections/PageSection/PageSection';
import * as styles from './JobPage.css';

export interface JobPageProps {
  role: JobRole;
  detail: JobDetail;
}

function Block({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.blockHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

function Bullets({ items }: { items: ReadonlyArray<string> }) {
  return (
    <ul className={styles.bullets}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * A job's page (/careers/{slug}): breadcrumbs and the back link 'All Positions', the title,
 * summary, badges and Apply; Compensation (the base range, and the commission or that none
 * applies, as the careers FAQ promises), Overview, Responsibilities, Requirements, Nice to Have
 * and Location & Work Model; beside them Benefits & Perks and a sticky Ready to Apply card. Both
 * Apply links carry the job to the contact form (`ref=job`, the page, and a label per button).
 */
export function JobPage({ role, detail }: JobPageProps) {
  const words = jobPage;
  const path = jobPath(role.slug);
  const trail = [
    ...words.trail.map((link) => ({ name: link.label, path: link.href })),
    { name: detail.title, path },
  ];
  return (
    <>
      <Hero
        breadcrumbs={
          <>
            <PageBreadcrumbs trail={trail} />
            <Link href={words.back.href} className={styles.back}>
              <ArrowIcon className={styles.backIcon} />
              {words.back.label}
            </Link>
          </>
        }
        eyebrow={detail.department}
        title={detail.title}
        lead={detail.summary}
      >
        <JobBadges job={detail} label={words.badgesLabel} className={styles.badges} />
        <div className={styles.apply}>
          <LinkButton href={jobApplyHref(role.slug, 'header')} size="lg" ctaLocation="job-header">
            {words.apply}
          </LinkButton>
        </div>
      </Hero>
      <PageSection tone="surface">
        <div className={styles.layout}>
          <div className={styles.main}>
            <Block heading={words.headings.compensation}>
              <dl className={styles.facts}>
                <div>
                  <dt>{words.compensationLabels.base}</dt>
                  <dd>{detail.compensation.base}</dd>
                </div>
                <div>
                  <dt>{words.compensationLabels.commission}</dt>
                  <dd>{detail.compensation.commission ?? words.compensationLabels.noCommission}</dd>
                </div>
                {detail.compensation.benefits ? (
                  <div>
                    <dt>{words.compensationLabels.benefits}</dt>
                    <dd>{detail.compensation.benefits}</dd>
                  </div>
                ) : null}
              </dl>
            </Block>
            <Block heading={words.headings.overview}>
              {detail.overview.map((paragraph) => (
                <p key={paragraph} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
            </Block>
            <Block heading={words.headings.responsibilities}>
              <Bullets items={detail.responsibilities} />
            </Block>
            <Block heading={words.headings.requirements}>
              <Bullets items={detail.requirements} />
            </Block>
            <Block heading={words.headings.niceToHave}>
              <Bullets items={detail.niceToHave} />
            </Block>
            <Block heading={words.headings.location}>
              <p className={styles.paragraph}>
                <strong>
                  {detail.location} · {detail.workModel} · {detail.employmentType}
                </strong>
              </p>
              <p className={styles.paragraph}>{words.workModelNotes[detail.workModel]}</p>
            </Block>
          </div>
          <aside
            className={styles.aside}
            aria-label={`${words.headings.benefits}, ${words.readyToApply.heading}`}
          >
            <Block heading={words.headings.benefits}>
              <Bullets items={detail.benefits} />
            </Block>
            <div className={styles.readyCard}>
              <Block heading={words.readyToApply.heading}>
                <p className={styles.paragraph}>{words.readyToApply.body}</p>
                <LinkButton
                  href={jobApplyHref(role.slug, 'card')}
                  className={styles.cardButton}
                  ctaLocation="job-ready-to-apply"
                >
                  {words.readyToApply.apply}
                </LinkButton>
              </Block>
            </div>
          </aside>
        </div>
      </PageSection>
    </>
  );
}
