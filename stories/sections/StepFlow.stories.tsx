import type { Story, StoryDefault } from '@ladle/react';
import { careersPage } from '../../src/content/careers/careers';
import { insideSteps, overviewSteps, steps } from '../../src/content/growth-os/growthOs';
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

/**
 * The Recruitment Process on /careers: six steps, so rows of three on desktops, with the target
 * timeline as the footnote. Apply and Offer have no duration, so no fact.
 */
export const SixStepsInRowsOfThree: Story = () => (
  <StepFlow
    heading={careersPage.process.heading}
    intro={careersPage.process.intro}
    steps={careersPage.process.steps.map((step) => ({
      title: step.title,
      body: step.description,
      meta: step.duration,
    }))}
    footnote={careersPage.process.timeline}
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
      Activate, Learn), the next steps after the contact form is sent, and the Recruitment Process
      on /careers, whose six steps sit in rows of three.
    </p>
  ),
  whenToUse: [
    'For two to four steps that happen in order, where each leads to the next: one row on desktops.',
    'For five or six steps (a recruitment process): on desktops they sit in rows of three.',
    'To answer “what happens after I sign up / send this?” with what the visitor gets at each step.',
    'With a footnote when the last step loops back to the first.',
  ],
  whenNotToUse: [
    'For beliefs or points without an order: use Principles or Key Points.',
    'For seven steps or more: three rows of cards are a long way to scroll. Group them, or use Principles as a numbered list.',
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
    {
      name: 'Six steps in rows of three',
      story: SixStepsInRowsOfThree,
      description:
        'Five steps or more (data-rows="3"): on desktops the cards sit in rows of three, so each keeps a readable width; the third card of each row has no arrow, since the next step starts the row below. Below the desktop breakpoint they stack as always. Here the Recruitment Process of /careers, with the target timeline as the footnote (drawn, like every footnote, with the loop icon, though a timeline does not loop); Apply and Offer have no duration, so no fact.',
    },
  ],
  keyboard: 'Nothing to operate: the steps are text.',
  screenReader: [
    'A region named by its h2 (“How It Works”), then an ordered list: “list, 3 items”, so the order is announced without the visible numbers. In rows of three it is still one list (“list, 6 items”), read in order.',
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
