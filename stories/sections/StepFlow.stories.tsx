import type { Story, StoryDefault } from '@ladle/react';
import { insideSteps, overviewSteps, steps } from '../../src/content/growthOs';
import { StepFlow } from '../../src/sections/StepFlow/StepFlow';

export default { title: 'Sections / StepFlow' } satisfies StoryDefault;

/** How It Works on /growth-os: Design, Activate, Learn with the loop back as a footnote. */
export const HowItWorks: Story = () => (
  <StepFlow
    eyebrow={overviewSteps.eyebrow}
    heading={overviewSteps.heading}
    intro={overviewSteps.intro}
    steps={steps}
    footnote={overviewSteps.footnote}
  />
);

/** The same flow on the surface tone, without the facts under each step. */
export const OnSurface: Story = () => (
  <StepFlow
    heading={insideSteps.heading}
    intro={insideSteps.intro}
    steps={steps.map(({ title, body }) => ({ title, body }))}
    tone="surface"
  />
);

/** Four steps with longer text: the go-to-market plan for a new country. */
export const FourSteps: Story = () => (
  <StepFlow
    eyebrow="Go-to-market"
    heading="Launching in a new country"
    intro="A 90-day plan that puts a pilot in market early and scales only what the data supports."
    steps={[
      {
        title: 'Research',
        body: 'We size the market, map competitors and local platforms, and interview buyers to test positioning before any budget is committed.',
        meta: 'Market brief in week 1',
      },
      {
        title: 'Localise',
        body: 'Native-speaking specialists adapt messaging, creative and landing pages, and we set up tracking, consent and payments for the new market.',
        meta: 'Localised assets and tracking',
      },
      {
        title: 'Pilot',
        body: 'A focused pilot goes live on the two or three channels with the strongest signal, with clear success criteria agreed in advance.',
        meta: 'Live in 2 to 4 weeks',
      },
      {
        title: 'Scale',
        body: 'We expand budget, channels and audiences where the pilot proved demand, and hand over playbooks your local team can run.',
        meta: 'Within the 90-day plan',
      },
    ]}
  />
);
