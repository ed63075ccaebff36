import type { Story, StoryDefault } from '@ladle/react';
import { Slider } from '../../src/components/Slider/Slider';
import { docsStory } from '../support/docs';

export default { title: 'Components / Slider' } satisfies StoryDefault;

const percent = { style: 'percent' } as const;
const euros = { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 } as const;

export const Default: Story = () => (
  <div style={{ maxWidth: '24rem' }}>
    <Slider
      label="Split between approved and new"
      defaultValue={0.5}
      minValue={0}
      maxValue={1}
      step={0.01}
      formatOptions={percent}
    />
  </div>
);

export const Steps: Story = () => (
  <div style={{ maxWidth: '24rem' }}>
    <Slider
      label="Monthly paid media budget"
      defaultValue={6000}
      minValue={2000}
      maxValue={20000}
      step={500}
      formatOptions={euros}
    />
  </div>
);

export const Disabled: Story = () => (
  <div style={{ maxWidth: '24rem' }}>
    <Slider
      label="Split between approved and new"
      defaultValue={0.5}
      minValue={0}
      maxValue={1}
      step={0.01}
      formatOptions={percent}
      isDisabled
    />
  </div>
);

export const Documentation = docsStory({
  name: 'Slider',
  source: ['src/components/Slider'],
  purpose: (
    <p>
      A number chosen along a range by dragging a thumb or with the arrow keys: a React Aria slider
      with one thumb, its label above the track and the value, formatted, beside it. The track fills
      with the accent colour from the minimum to the thumb.
    </p>
  ),
  whenToUse: [
    'A value where the rough position matters more than the exact figure, and seeing it change helps: how far to reveal one image over another, a budget to explore.',
    'The visual review’s “Slider” comparison view: it reveals the new screenshot over the approved one, from 0% (all approved) to 100% (all new).',
    'A bounded range with a sensible step (1%, €500), so that each key press makes a visible change.',
  ],
  whenNotToUse: [
    'An exact figure the visitor already knows (a head count, a budget for a quote): use a Text Field with inputMode="numeric", which is quicker to type and works without JavaScript.',
    'A value a form sends to the server: the slider needs JavaScript; use a native input or a form field.',
    'A handful of named choices (Small, Medium, Large): use a Radio Group or Toggle Button Group, which name each one.',
    'A setting that is on or off: use Switch.',
  ],
  states: [
    {
      name: 'Default',
      story: Default,
      description:
        'A percentage (formatOptions { style: "percent" } reads the value as a fraction, so the range is 0 to 1 in steps of 0.01), halfway.',
    },
    {
      name: 'Steps',
      story: Steps,
      description:
        'A budget in euros from €2,000 to €20,000 in steps of €500 (formatOptions with currency EUR): the thumb snaps to each step.',
    },
    {
      name: 'Disabled',
      story: Disabled,
      description:
        'Dimmed, and neither the pointer nor the keyboard can move it; it is left out of the Tab order (a comparison with no approved screenshot to compare against).',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves focus to and from the thumb; the focus ring circles it.',
    },
    { keys: 'Arrow Right / Arrow Up', does: 'Increases the value by one step.' },
    { keys: 'Arrow Left / Arrow Down', does: 'Decreases the value by one step.' },
    {
      keys: 'Page Up / Page Down',
      does: 'Increases or decreases it by a bigger step: a tenth of the range, rounded to a whole number of steps.',
    },
    { keys: 'Home / End', does: 'Sets the minimum or the maximum.' },
  ],
  screenReader: [
    'The thumb is a native range input: announced as “{label}, slider, {value}”, with the value formatted as shown (“50%”, “€6,000”), and each change is read as it happens.',
    'The visible label is its name; thumbLabel adds a name of the thumb’s own, read after it, where one is needed.',
    'A disabled slider is announced “dimmed” or “unavailable”, with its value.',
  ],
  withoutJavaScript: (
    <p>
      A slider needs JavaScript: the range input is visually hidden and the track and thumb are
      drawn and moved by React Aria, so before the scripts run nothing responds. Use it only where
      JavaScript is needed anyway (the visual review, an interactive estimate). Where the value must
      be given without it, use a native input or a form field (a number in a Text Field, a Native
      Select of ranges).
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Show the value in the unit people think in, with formatOptions: “50%”, “€6,000”.',
      dont: 'A bare number (“0.5”, “6000”) that leaves the visitor to guess the unit and the scale.',
    },
    {
      do: 'A step that makes each key press visible (1% of the range or more).',
      dont: 'A step so fine that the arrow keys seem to do nothing, or a range so wide that a drag cannot land on a value.',
    },
  ],
});
