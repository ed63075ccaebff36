import {
  modules,
  outcomesDisclaimer,
  productModulesPage,
  productModulesTrail,
} from '../../content/growth-os/modules';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { FeatureGrid } from '../../sections/FeatureGrid/FeatureGrid';
import { Hero } from '../../sections/Hero/Hero';
import { ModuleGrid } from '../../sections/ModuleGrid/ModuleGrid';
import { PageBreadcrumbs } from '../../sections/PageBreadcrumbs/PageBreadcrumbs';
import { Principles } from '../../sections/Principles/Principles';

/**
 * The product modules service page body (/services/product-modules): why productised
 * modules, the nine modules in brief, how an engagement works and a contact call to action.
 */
export function ProductModulesPage() {
  const { hero, why, grid, engagement, cta } = productModulesPage;
  return (
    <>
      <Hero
        breadcrumbs={<PageBreadcrumbs trail={productModulesTrail} />}
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
      />
      <FeatureGrid
        heading={why.heading}
        eyebrow={why.eyebrow}
        intro={why.intro}
        features={why.points}
        columns={3}
        numbered
        tone="surface"
      />
      <ModuleGrid
        variant="compact"
        heading={grid.heading}
        eyebrow={grid.eyebrow}
        intro={grid.intro}
        modules={modules}
        footnote={outcomesDisclaimer}
        actions={grid.actions}
        tone="body"
      />
      <Principles
        heading={engagement.heading}
        eyebrow={engagement.eyebrow}
        intro={engagement.intro}
        principles={engagement.steps}
        tone="surface"
      />
      <CtaBand heading={cta.heading} body={cta.body} actions={cta.actions} tone="body" />
    </>
  );
}
