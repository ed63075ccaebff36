import type { Story, StoryDefault } from '@ladle/react';
import { Badge } from '../../src/components/Badge/Badge';
import {
  ToggleButton,
  ToggleButtonGroup,
} from '../../src/components/ToggleButtonGroup/ToggleButtonGroup';
import { vars } from '../../tokens/contract.css';
import { scale } from '../../tokens/theme.css';
import { docsStory } from '../support/docs';
import { Stack } from '../support/layout/Stack';

export default { title: 'Components / Badge' } satisfies StoryDefault;

export const Tones: Story = () => (
  <Stack direction="row" gap="sm" wrap align="center">
    <Badge tone="neutral">Report</Badge>
    <Badge tone="accent">New service</Badge>
    <Badge tone="positive">+24% conversion rate</Badge>
  </Stack>
);

export const OnSurface: Story = () => (
  <div
    style={{
      padding: scale.space.lg,
      borderRadius: scale.radius.lg,
      backgroundColor: vars.color.background.surface,
    }}
  >
    <Stack direction="row" gap="sm" wrap align="center">
      <Badge>Hiring</Badge>
      <Badge tone="accent">Case study</Badge>
      <Badge tone="positive">Live</Badge>
    </Stack>
  </div>
);

export const Documentation = docsStory({
  name: 'Badge',
  source: ['src/components/Badge'],
  purpose: (
    <p>
      A short label in a pill: the category, status or headline result of the thing beside it (“Case
      study”, “Hiring”, “+38% ROAS”). It is text, not a control: nothing happens when it is pressed.
    </p>
  ),
  whenToUse: [
    'To tag a card with its category or status: a product’s category and release status, an award’s category, a case study’s channel.',
    'To lift one result out of a card’s text (“+24% conversion rate”), with positive tone for an outcome.',
  ],
  whenNotToUse: [
    'For something to press, filter or remove: use Toggle Button Group (filters on the page) or Filter Chips (the catalogue’s form). Those are real controls.',
    'For several labels in a row: use Tag List, which puts the same badges in a real list so screen readers say how many there are.',
    'For a sentence or a long name: a badge never wraps and will overflow a narrow card. Write it in the card’s text.',
  ],
  states: [
    {
      name: 'Tones',
      story: Tones,
      description:
        'Neutral for categories, accent for what is new or featured, positive for results and live status. Each tone is an AA pair of text and background in both themes.',
    },
    {
      name: 'On surface',
      story: OnSurface,
      description:
        'On a surface band or inside a surface card: the neutral badge keeps its border, so it still reads as a badge on a background of its own colour.',
    },
  ],
  keyboard: 'Nothing to operate: a badge is never focusable, and Tab passes over it.',
  screenReader: [
    'Read as plain text in reading order, with no role: “Case study”. The tone and the pill shape are not announced.',
    'So the words must carry the meaning: “Live”, not a green badge with a dot. Where the visible text is an abbreviation, add the full words with Visually Hidden (the product card shows “GA” and reads “Status: Generally available”).',
  ],
  withoutJavaScript: (
    <p>Plain HTML and CSS: it looks and reads the same before and without JavaScript.</p>
  ),
  dosAndDonts: [
    {
      do: 'When visitors should filter by a label, give them real buttons: a Toggle Button Group is focusable, announced as a choice and shows which one is selected.',
      dont: 'Use badges as buttons or filters. A badge cannot be reached with Tab, is not announced as a button, and at about 24 px high is too small to tap with confidence.',
      doExample: (
        <ToggleButtonGroup
          aria-label="Filter case studies by channel"
          defaultSelectedKeys={['all']}
        >
          <ToggleButton id="all">All channels</ToggleButton>
          <ToggleButton id="paid-social">Paid social</ToggleButton>
          <ToggleButton id="search">Search</ToggleButton>
          <ToggleButton id="crm">CRM</ToggleButton>
        </ToggleButtonGroup>
      ),
      dontExample: (
        <Stack direction="row" gap="sm" wrap align="center">
          <Badge tone="accent">All channels</Badge>
          <Badge>Paid social</Badge>
          <Badge>Search</Badge>
          <Badge>CRM</Badge>
        </Stack>
      ),
    },
    {
      do: 'Keep it to one to three words, and say the status in them.',
      dont: 'Rely on the tone alone, or write a sentence in a badge: colour is not read out, and a long badge overflows its card.',
      doExample: (
        <Stack direction="row" gap="sm" wrap align="center">
          <Badge tone="positive">Live</Badge>
          <Badge tone="accent">New service</Badge>
        </Stack>
      ),
    },
  ],
});
