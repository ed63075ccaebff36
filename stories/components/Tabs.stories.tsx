import type { Story, StoryDefault } from '@ladle/react';
import { Tab, TabList, TabPanel, Tabs } from '../../src/components/Tabs/Tabs';
import { docsStory } from '../support/docs';

export default { title: 'Components / Tabs' } satisfies StoryDefault;

export const Horizontal: Story = () => (
  <Tabs defaultSelectedKey="media" style={{ maxWidth: '46rem' }}>
    <TabList aria-label="What we do">
      <Tab id="strategy">Strategy</Tab>
      <Tab id="media">Media</Tab>
      <Tab id="creative">Creative</Tab>
      <Tab id="data">Data</Tab>
    </TabList>
    <TabPanel id="strategy">
      <p>Market sizing, positioning and a growth model your finance team signs off.</p>
    </TabPanel>
    <TabPanel id="media">
      <p>
        Search, social and programmatic planned as one budget and steered by incremental revenue.
      </p>
    </TabPanel>
    <TabPanel id="creative">
      <p>Ads built for testing: many hooks, fast learning, and the winners scaled.</p>
    </TabPanel>
    <TabPanel id="data">
      <p>Server-side tracking, clean conversion data and dashboards that agree with your books.</p>
    </TabPanel>
  </Tabs>
);

export const WithDisabledTab: Story = () => (
  <Tabs style={{ maxWidth: '46rem' }} disabledKeys={['apac']}>
    <TabList aria-label="Offices by region">
      <Tab id="europe">Europe</Tab>
      <Tab id="americas">Americas</Tab>
      <Tab id="apac">Asia Pacific (by referral)</Tab>
    </TabList>
    <TabPanel id="europe">
      <p>
        London and Istanbul: strategy, media and creative teams for UK, EU and Türkiye launches.
      </p>
    </TabPanel>
    <TabPanel id="americas">
      <p>New York: North American launches and scale-ups, with media buying on US hours.</p>
    </TabPanel>
    <TabPanel id="apac">
      <p>Served from London with partner studios in Singapore and Sydney.</p>
    </TabPanel>
  </Tabs>
);

export const Vertical: Story = () => (
  <Tabs orientation="vertical" style={{ maxWidth: '46rem' }}>
    <TabList aria-label="Growth phases">
      <Tab id="audit">Audit</Tab>
      <Tab id="fix">Fix</Tab>
      <Tab id="scale">Scale</Tab>
    </TabList>
    <TabPanel id="audit">
      <p>Two weeks to find where budget leaks and which channels are under-invested.</p>
    </TabPanel>
    <TabPanel id="fix">
      <p>Measurement, account structure and landing pages repaired before spend goes up.</p>
    </TabPanel>
    <TabPanel id="scale">
      <p>Budgets rise only where incremental return holds.</p>
    </TabPanel>
  </Tabs>
);

export const Documentation = docsStory({
  name: 'Tabs',
  source: ['src/components/Tabs'],
  purpose: (
    <p>
      Views of one subject that share a place on the page, one shown at a time: a React Aria tab
      list with its panels. The selected tab is underlined in the accent colour.
    </p>
  ),
  whenToUse: [
    'Two to six parallel views of the same thing, where visitors want one at a time: what we do by discipline, offices by region.',
    'Short tab labels (one or two words) that fit in a row; vertical tabs beside the panel for a sequence of phases.',
  ],
  whenNotToUse: [
    'Content most visitors need, or need to compare side by side: show it, one section after another.',
    'Questions and answers: use Accordion, which works without JavaScript and lets find-in-page open an answer.',
    'Going to another page or a section of this one: use links (Section Nav for the sections of a long page).',
    'Filtering a list: use Filter Chips in a Filter Form.',
  ],
  states: [
    {
      name: 'Horizontal',
      story: Horizontal,
      description:
        'Tabs in a row above the panel, one chosen in advance (defaultSelectedKey). A long row scrolls sideways rather than wrapping.',
    },
    {
      name: 'Vertical',
      story: Vertical,
      description: 'Tabs in a column beside the panel (orientation="vertical").',
    },
    {
      name: 'With disabled tab',
      story: WithDisabledTab,
      description:
        'A tab that cannot be chosen is dimmed and skipped by the arrow keys (disabledKeys). Prefer leaving it out.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves into the tab list, to the selected tab, then on to the panel (or the first link in it).',
    },
    {
      keys: 'Arrow Left / Arrow Right',
      does: 'Selects the previous or next tab and shows its panel at once, wrapping round at the ends. Vertical tabs use Arrow Up and Arrow Down.',
    },
    { keys: 'Home / End', does: 'Selects the first or the last tab.' },
  ],
  screenReader: [
    'The list is announced with its aria-label: “What we do, tab list”. Give every TabList one.',
    'Each tab says its name, state and place: “Media, tab, selected, 2 of 4”.',
    'The panel is named by its tab (“Media, tab panel”); with no link inside, the panel itself takes focus so its text can be reached.',
    'A disabled tab is announced “dimmed” or “unavailable”.',
  ],
  withoutJavaScript: (
    <p>
      Only the selected tab’s panel is in the page’s HTML, and the tabs cannot be switched: the
      other panels cannot be reached. Do not put content that must work without JavaScript behind
      Tabs; show it in sections, or in an Accordion (native disclosures).
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Short labels that name each view, with the most useful one selected first.',
      dont: 'Tabs as steps the visitor must go through in order, or as links to other pages.',
    },
    {
      do: 'Panels that make sense alone: the visitor may only ever read one.',
      dont: 'A panel that says “see the previous tab”.',
    },
  ],
});
