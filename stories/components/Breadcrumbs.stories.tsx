import type { Story, StoryDefault } from '@ladle/react';
import { Breadcrumb, Breadcrumbs } from '../../src/components/Breadcrumbs/Breadcrumbs';
import { docsStory } from '../support/docs';

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

export const Documentation = docsStory({
  name: 'Breadcrumbs',
  source: ['src/components/Breadcrumbs'],
  purpose: (
    <p>
      The trail from the home page down to the current one, above a page’s title. It tells a visitor
      who lands deep in the site where they are, and takes them one or more levels up in a click.
    </p>
  ),
  whenToUse: [
    'On pages below the top level (a service, a Growth OS product, a module list): Home first, the current page last, each level named as its page’s title.',
    'Once per page, under the header and above the hero’s title (Page Breadcrumbs does this, and gives search engines the same trail as structured data).',
  ],
  whenNotToUse: [
    'As a back button: it shows where the page sits in the site, not where the visitor came from.',
    'For the steps of a process or a form: the trail is places, not progress. Use Step Flow to show a process.',
    'As the site’s navigation: the header menus and the footer do that.',
  ],
  states: [
    {
      name: 'Three levels',
      story: ThreeLevels,
      description:
        'Every level but the last is a link; the last is the current page, in body colour and bold, and not a link.',
    },
    {
      name: 'Deep article',
      story: DeepArticle,
      description:
        'Four levels and a long current title: on a narrow screen the trail wraps onto more lines rather than cutting a name short.',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'Moves through the links of the trail, the current page last (as in the WAI-ARIA breadcrumb pattern).',
    },
    { keys: 'Enter', does: 'Follows the focused link.' },
  ],
  screenReader: [
    'A navigation landmark named “Breadcrumb”, so it is listed with the page’s landmarks and can be skipped. Inside, a list: “Breadcrumbs, list, 3 items”.',
    'Each level is read as “Services, link”. The last is the link to this page, announced as the current page (aria-current="page").',
    'The chevrons between levels are hidden from screen readers: the list already gives the order.',
  ],
  withoutJavaScript: (
    <p>
      Every level is a plain link in the HTML, so the trail works before and without JavaScript;
      following it loads the page in full instead of navigating in place.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Use each page’s own title as its level’s name, so the trail matches what visitors read on arrival.',
      dont: 'Invent shorter or different names for the trail, or skip a level that has a page of its own.',
    },
    {
      do: 'One trail per page, at the top, from Home to the current page.',
      dont: 'Repeat the trail at the foot of the page or inside a card: two landmarks called “Breadcrumb” cannot be told apart.',
    },
  ],
});
