import type { Story, StoryDefault } from '@ladle/react';
import { Tab, TabList, TabPanel, Tabs } from '../../src/components/Tabs/Tabs';

export default { title: 'Components / Tabs' } satisfies StoryDefault;

export const Default: Story = () => (
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
      <Tab id="apac">Asia Pacific (soon)</Tab>
    </TabList>
    <TabPanel id="europe">
      <p>Amsterdam, Berlin and London, with teams for every major European market.</p>
    </TabPanel>
    <TabPanel id="americas">
      <p>New York and Toronto, covering North American launches and scale-ups.</p>
    </TabPanel>
    <TabPanel id="apac">
      <p>Singapore opens next year.</p>
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
