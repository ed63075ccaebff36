import type { Story, StoryDefault } from '@ladle/react';
import { insideSteps, overviewSteps, steps } from '../../src/content/growthOs';
import { StepFlow } from '../../src/sections/StepFlow/StepFlow';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Step Flow' } satisfies StoryDefault;

/** How It Works on /growth-os: Design, Activate, Learn with the loop back as a footnote. */
export const ThreeStepsWithFootnote: Story = () => (
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

export const Documentation = docsStory({
  name: 'Step Flow',
  source: ['src/sections/StepFlow'],
  purpose: (
    <p>
      A process in a few steps, as numbered cards joined by arrows: side by side on desktop, stacked
      with downward arrows below it. Each step has a title, a sentence or two and an optional fact
      pinned to the bottom (a deliverable, a pace). It is “How It Works” on /growth-os (Design,
      Activate, Learn) and the next steps after the contact form is sent.
    </p>
  ),
  whenToUse: [
    'For two to four steps that happen in order, where each leads to the next.',
    'To answer “what happens after I sign up / send this?” with what the visitor gets at each step.',
    'With a footnote when the last step loops back to the first.',
  ],
  whenNotToUse: [
    'For beliefs or points without an order: use Principles or Key Points.',
    'For five steps or more: the row no longer fits on a laptop. Group them, or use Principles as a numbered list.',
    'For a form split into stages: that needs a progress indicator that says where the visitor is.',
  ],
  states: [
    {
      name: 'Three steps with footnote',
      story: ThreeStepsWithFootnote,
      description:
        'How It Works on /growth-os: eyebrow, heading, intro, three steps each with a fact, and the footnote with its loop icon.',
    },
    {
      name: 'On surface',
      story: OnSurface,
      description:
        'On the surface band, the cards are raised; here without the facts under each step.',
    },
    {
      name: 'Four steps',
      story: FourSteps,
      description:
        'The most a row holds: a 90-day go-to-market plan. Longer text makes taller cards; the facts stay aligned at the bottom.',
    },
  ],
  keyboard: 'Nothing to operate: the steps are text.',
  screenReader: [
    'A region named by its h2 (“How It Works”), then an ordered list: “list, 3 items”, so the order is announced without the visible numbers.',
    'Each step’s title is an h3, followed by its text and its fact.',
    'The numbers (01, 02…), the arrows and the loop icon are decorative and not read.',
  ],
  withoutJavaScript: <p>Works fully: it is static HTML and CSS.</p>,
  dosAndDonts: [
    {
      do: 'Name each step with one verb (“Design”, “Activate”, “Learn”) and use the fact for what the client gets.',
      dont: 'Write “Step 1: …” in the title: the number is drawn already, and the list announces the position.',
    },
    {
      do: 'Put a loop in the footnote (“Learn feeds straight back into Design”).',
      dont: 'Add a fourth card that repeats the first step to show the loop.',
    },
  ],
});
