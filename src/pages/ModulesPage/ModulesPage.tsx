import {
  combinations,
  mixAndMatchModules,
  modules,
  modulesPage,
  outcomesDisclaimer,
} from '../../content/growth-os/modules';
import { Combinations } from '../../sections/Combinations/Combinations';
import { CtaBand } from '../../sections/CtaBand/CtaBand';
import { Hero } from '../../sections/Hero/Hero';
import { ModuleGrid } from '../../sections/ModuleGrid/ModuleGrid';
import { StackBuilder } from '../../sections/StackBuilder/StackBuilder';

/** The path of the page: the `from` of its contact links. */
const path = '/modules';

/**
 * The Modules page body (/modules): the nine modules, 'Stronger Together' with the four
 * combinations, the mix-and-match grid with 'Build My Stack', and the closing call to action
 * 'Request System Mapping Session'.
 */
export function ModulesPage() {
  const { hero, grid, strongerTogether, stackBuilder, cta } = modulesPage;
  return (
    <>
      <Hero
        eyebrow={hero.eyebrow}
        title={hero.title}
        highlight={hero.highlight}
        lead={hero.lead}
        actions={cta.actions}
      />
      <ModuleGrid
        heading={grid.heading}
        eyebrow={grid.eyebrow}
        intro={grid.intro}
        modules={modules}
        learnMoreLabel={grid.learnMore}
        footnote={outcomesDisclaimer}
        tone="surface"
      />
      <Combinations
        heading={strongerTogether.heading}
        eyebrow={strongerTogether.eyebrow}
        intro={strongerTogether.intro}
        combinations={combinations}
        footnote={outcomesDisclaimer}
        tone="body"
      />
      <StackBuilder
        heading={stackBuilder.heading}
        eyebrow={stackBuilder.eyebrow}
        intro={stackBuilder.intro}
        modules={mixAndMatchModules}
        groupLabel={stackBuilder.groupLabel}
        from={path}
        buttonLabel={stackBuilder.buttonLabel}
        tone="surface"
      />
      <CtaBand heading={cta.heading} body={cta.body} actions={cta.actions} tone="body" />
    </>
  );
}
