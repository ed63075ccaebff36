import type { Story, StoryDefault } from '@ladle/react';
import { ScreenshotCompare } from '../../src/sections/ScreenshotCompare/ScreenshotCompare';
import { docsStory } from '../support/docs';
import { samplePictures as pictures } from '../support/visualReview';

export default { title: 'Sections / Screenshot Compare' } satisfies StoryDefault;

// Scanned, not shot (visual/stories.spec.ts): its pictures are screenshots, whose own pixels are
// the site's, and the screenshot budget is nearly spent.
const name = 'the contact form, sent empty, at 390 px, light';

/** The approved picture and the new one next to each other (one above the other below 768 px). */
export const SideBySide: Story = () => (
  <ScreenshotCompare
    name={name}
    approved={pictures.approved}
    current={pictures.current}
    mask={pictures.mask}
  />
);
SideBySide.storyName = 'Side by side';
SideBySide.meta = { screenshot: false };

/** The approved picture left of a line and the new one right of it; the slider moves the line. */
export const SliderView: Story = () => (
  <ScreenshotCompare
    name={name}
    approved={pictures.approved}
    current={pictures.current}
    mask={pictures.mask}
    defaultView="slider"
  />
);
SliderView.storyName = 'Slider';
SliderView.meta = { screenshot: false };

/** The new picture at half opacity over the approved one, the changed pixels in red. */
export const Overlay: Story = () => (
  <ScreenshotCompare
    name={name}
    approved={pictures.approved}
    current={pictures.current}
    mask={pictures.mask}
    defaultView="overlay"
  />
);
Overlay.meta = { screenshot: false };

/** Only anti-aliased edges changed: the overlay's highlight is amber. */
export const RenderingNoise: Story = () => (
  <ScreenshotCompare
    name="Error Summary, two errors, light"
    approved={pictures.noise.approved}
    current={pictures.noise.current}
    mask={pictures.noise.mask}
    defaultView="overlay"
  />
);
RenderingNoise.storyName = 'Rendering noise';
RenderingNoise.meta = { screenshot: false };

/** The page grew 60 px: no pixel-by-pixel highlight, the pictures stacked top left. */
export const ChangedSize: Story = () => (
  <ScreenshotCompare
    name="/contact at 390 px, light"
    approved={pictures.approved}
    current={pictures.taller}
    mask={null}
    defaultView="overlay"
  />
);
ChangedSize.storyName = 'Changed size';
ChangedSize.meta = { screenshot: false };

/** A view that has no approved picture yet: the new one alone. */
export const NewScreenshot: Story = () => (
  <ScreenshotCompare name={name} approved={null} current={pictures.current} mask={null} />
);
NewScreenshot.storyName = 'New screenshot';
NewScreenshot.meta = { screenshot: false };

export const Documentation = docsStory({
  name: 'Screenshot Compare',
  source: ['src/sections/ScreenshotCompare'],
  purpose: (
    <p>
      An approved screenshot and a new one, compared three ways: side by side, with a slider that
      shows the approved picture left of a line and the new one right of it, and as an overlay of
      the new picture over the approved one with the changed pixels highlighted (red for a change,
      amber for an anti-aliased edge). The visual review shows every changed screenshot of a test
      run with it.
    </p>
  ),
  whenToUse: [
    'Reviewing a change to a picture of the site: a screenshot baseline, a redrawn social card, a before-and-after of a redesign.',
  ],
  whenNotToUse: [
    'Showing a single picture: use an image with its caption.',
    'A carousel of different pictures: use the Carousel, which is made to browse, not to compare.',
  ],
  states: [
    {
      name: 'Side by side',
      story: SideBySide,
      description:
        'The first view: both pictures at their own size at most, each in a frame that scrolls.',
    },
    {
      name: 'Slider',
      story: SliderView,
      description:
        'The approved picture left of the line, the new one right of it; the Slider below moves the line.',
    },
    {
      name: 'Overlay',
      story: Overlay,
      description:
        'The new picture at half opacity over the approved one, with the changed pixels in red; a switch hides the highlight.',
    },
    {
      name: 'Rendering noise',
      story: RenderingNoise,
      description:
        'Only anti-aliased edges of text changed: the highlight is amber, the review marks the change as rendering noise.',
    },
    {
      name: 'Changed size',
      story: ChangedSize,
      description:
        'The pictures differ in size: they are stacked top left, and the overlay says why there is no highlight.',
    },
    {
      name: 'New screenshot',
      story: NewScreenshot,
      description:
        'A view with no approved picture yet: the new one alone, and a sentence that says so.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab',
      does: 'Moves to the view buttons, each picture’s frame (which then scrolls with the arrow keys), the slider and the highlight switch.',
    },
    {
      keys: 'Arrow Left or Arrow Right',
      does: 'Moves between Side by side, Slider and Overlay in the view buttons; moves the line by 1% on the slider.',
    },
    { keys: 'Space or Enter', does: 'Chooses the view button in focus.' },
    {
      keys: 'Page Up or Page Down, Home or End',
      does: 'Moves the slider’s line by 10%, or to either edge.',
    },
    { keys: 'Space', does: 'Turns the overlay’s highlight on or off.' },
  ],
  screenReader: [
    'The view buttons are a radio group named “Compare” and what is compared; the chosen one is announced as checked.',
    'Each picture is an image named by what it is (“Approved screenshot of …”, “New screenshot of …”), inside a named group that can be scrolled.',
    'The slider is announced with its label, “Line between approved and new”, and its value as a percentage.',
  ],
  withoutJavaScript:
    'The comparisons need JavaScript. The review page that uses it lists every change with links to its approved, new and difference pictures before its script runs, so nothing is hidden without it.',
});
