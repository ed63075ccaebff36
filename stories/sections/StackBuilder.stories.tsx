import type { Story, StoryDefault } from '@ladle/react';
import { mixAndMatchModules, modulesPage } from '../../src/content/modules';
import { StackBuilder } from '../../src/sections/StackBuilder/StackBuilder';

export default { title: 'Sections / StackBuilder' } satisfies StoryDefault;

const { stackBuilder } = modulesPage;

/** The mix-and-match grid on /modules, before the visitor picks anything. */
export const EmptySelection: Story = () => (
  <StackBuilder
    heading={stackBuilder.heading}
    eyebrow={stackBuilder.eyebrow}
    intro={stackBuilder.intro}
    modules={mixAndMatchModules}
    groupLabel={stackBuilder.groupLabel}
    from="/modules"
    buttonLabel={stackBuilder.buttonLabel}
  />
);

/** Three modules picked: the summary lists them and Build My Stack carries them. */
export const PresetSelection: Story = () => (
  <StackBuilder
    heading={stackBuilder.heading}
    intro={stackBuilder.intro}
    modules={mixAndMatchModules}
    groupLabel={stackBuilder.groupLabel}
    from="/modules"
    buttonLabel={stackBuilder.buttonLabel}
    defaultSelected={['signalos', 'leadsync', 'ai-boost']}
    tone="body"
  />
);
