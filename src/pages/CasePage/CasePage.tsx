import { useId } from 'react';
import { Badge } from '../../components/Badge/Badge';
import { Link } from '../../components/Link/Link';
import { TagList } from '../../components/TagList/TagList';
import { moduleHref } from '../../content/growth-os/moduleNames';
import {
  type CaseStudy,
  caseContactAction,
  casePath,
  casesPage,
} from '../../content/proof/casePages';
import { proofTrails } from '../../content/proof/proof';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { Hero } from '../../sections/Hero/Hero';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { PageSection } from '../../sections/PageSection/PageSection';
import { SectionHeader } from '../../sections/SectionHeader/SectionHeader';
import { StatList } from '../../sections/StatList/StatList';
import * as styles from './CasePage.css';

export interface CasePageProps {
  study: CaseStudy;
}

/**
 * A case study's page (/proof/cases/{slug}): breadcrumb (Home, Proof, Case
 * Studies, brand), badges for industry, region and objective, the primary claim and secondary
 * KPIs; Challenge and Approach; the KPI grid with the outcomes disclaimer; methodology notes
 * and data sources; the Growth OS modules (to their cards on /modules) and tags; a contact call
 * to action attributed to the case.
 */
export function CasePage({ study }: CasePageProps) {
  const { headings, badgesLabel } = casesPage.detail;
  const path = casePath(study.slug);
  const resultsId = useId();
  const columnsId = useId();
  const methodId = useId();
  const stackId = useId();
  const badges = [study.industry, study.region, study.objective].filter((badge): badge is string =>
    Boolean(badge),
  );
  return (
    <>
      <Hero
        breadcrumbs={<PageBreadcrumbs trail={proofTrails.caseStudy(study.brand, path)} />}
        eyebrow={study.brand}
        title={study.title}
        lead={study.primaryClaim}
      >
        <ul
          className={styles.badges}
          aria-label={study.region ? badgesLabel.withRegion : badgesLabel.withoutRegion}
        >
          {badges.map((badge, index) => (
            <li key={badge}>
              <Badge tone={index === 0 ? 'accent' : 'neutral'}>{badge}</Badge>
            </li>
          ))}
        </ul>
        <div className={styles.secondary}>
          <h2 className={styles.smallHeading}>{headings.secondaryKpis}</h2>
          <ul className={styles.checks}>
            {study.secondaryKpis.map((kpi) => (
              <li key={kpi}>{kpi}</li>
            ))}
          </ul>
        </div>
        <p className={styles.client}>{study.client}</p>
      </Hero>

      <PageSection tone="surface">
        <div className={styles.columns}>
          <section className={styles.column} aria-labelledby={`${columnsId}-challenge`}>
            <h2 id={`${columnsId}-challenge`} className={styles.columnHeading}>
              {headings.challenge}
            </h2>
            <p className={styles.paragraph}>{study.challenge}</p>
          </section>
          <section className={styles.column} aria-labelledby={`${columnsId}-approach`}>
            <h2 id={`${columnsId}-approach`} className={styles.columnHeading}>
              {headings.approach}
            </h2>
            <p className={styles.paragraph}>{study.approach}</p>
          </section>
        </div>
      </PageSection>

      <PageSection tone="body" labelledBy={resultsId}>
        <SectionHeader id={resultsId} heading={headings.kpis} />
        <StatList
          className={styles.kpis}
          items={study.kpis.map((kpi) => ({ value: kpi.value, label: kpi.metric }))}
          columns={study.kpis.length % 3 === 0 ? 3 : study.kpis.length === 2 ? 2 : 4}
          aria-label={headings.kpis}
        />
        <p className={styles.disclaimer}>{casesPage.outcomesDisclaimer}</p>
      </PageSection>

      <PageSection tone="surface">
        <div className={styles.columns}>
          <section className={styles.column} aria-labelledby={methodId}>
            <h2 id={methodId} className={styles.columnHeading}>
              {headings.methodology}
            </h2>
            <ul className={styles.notes}>
              {study.methodology.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
            <h3 className={styles.smallHeading}>{headings.dataSources}</h3>
            <TagList tags={study.methodology.dataSources} aria-label={headings.dataSources} />
          </section>
          <section className={styles.column} aria-labelledby={stackId}>
            <h2 id={stackId} className={styles.columnHeading}>
              {headings.stackModules}
            </h2>
            <ul className={styles.modules}>
              {study.stackModules.map((name) => (
                <li key={name}>
                  <Link href={moduleHref(name)} className={styles.moduleLink}>
                    {name}
                  </Link>
                </li>
              ))}
            </ul>
            <h3 className={styles.smallHeading}>{headings.tags}</h3>
            <TagList tags={study.tags} aria-label={headings.tags} />
          </section>
        </div>
      </PageSection>

      <CtaBand
        heading={casesPage.cta.heading}
        body={casesPage.cta.body}
        actions={[caseContactAction(study.slug), casesPage.notFound.back]}
      />
    </>
  );
}
