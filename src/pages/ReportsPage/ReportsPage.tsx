import { insightsTrails } from '../../content/insights/insights';
import { reportsPage } from '../../content/insights/reportsPage';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { Hero } from '../../sections/Hero/Hero';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { ReportList, type ReportListProps } from '../../sections/ReportList/ReportList';

/**
 * The reports list page (/insights/reports): its hero, the searchable list, and
 * Need Custom Research with Request Custom Research (to the contact page, attributed).
 */
export function ReportsPage(props: ReportListProps) {
  const { hero, cta } = reportsPage;
  return (
    <>
      <Hero
        breadcrumbs={<PageBreadcrumbs trail={insightsTrails.reports} />}
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
      />
      <ReportList {...props} />
      <CtaBand heading={cta.heading} body={cta.body} actions={[cta.action]} tone="surface" />
    </>
  );
}
