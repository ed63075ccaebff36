import type { Story, StoryDefault } from '@ladle/react';
import { Breadcrumb, Breadcrumbs } from '../../src/components/Breadcrumbs/Breadcrumbs';

export default { title: 'Components / Breadcrumbs' } satisfies StoryDefault;

export const ThreeLevels: Story = () => (
  <Breadcrumbs>
    <Breadcrumb href="/">Home</Breadcrumb>
    <Breadcrumb href="/services">Services</Breadcrumb>
    <Breadcrumb href="/services/paid-social">Paid social</Breadcrumb>
  </Breadcrumbs>
);

export const DeepArticle: Story = () => (
  <Breadcrumbs>
    <Breadcrumb href="/">Home</Breadcrumb>
    <Breadcrumb href="/insights">Insights</Breadcrumb>
    <Breadcrumb href="/insights/measurement">Measurement</Breadcrumb>
    <Breadcrumb href="/insights/measurement/incrementality-testing">
      A practical guide to incrementality testing
    </Breadcrumb>
  </Breadcrumbs>
);
