import type { Story, StoryDefault } from '@ladle/react';
import { LinkButton } from '../../src/components/LinkButton/LinkButton';
import { articlesPage } from '../../src/content/insights/articlesPage';
import { EmptyState, RetryButton } from '../../src/sections/EmptyState/EmptyState';
import { docsStory } from '../support/docs';

export default { title: 'Sections / Empty State' } satisfies StoryDefault;

const { empty, error } = articlesPage;

/** The articles list with nothing published yet: what happened, and two ways elsewhere. */
export const NeutralWithLinks: Story = () => (
  <EmptyState
    heading={empty.heading}
    actions={empty.links.map((link, index) => (
      <LinkButton
        key={link.href}
        href={link.href}
        variant={index === 0 ? 'primary' : 'secondary'}
        isCallToAction={false}
      >
        {link.label}
      </LinkButton>
    ))}
  >
    {empty.body}
  </EmptyState>
);

/** The content service failed: the critical tone and Try Again, which loads the page again. */
export const CriticalWithTryAgain: Story = () => (
  <EmptyState
    tone="critical"
    heading={error.heading}
    actions={<RetryButton label={error.action} path="/insights/articles?pillar=growth-scaling" />}
  >
    {error.body}
  </EmptyState>
);
CriticalWithTryAgain.storyName = 'Critical with Try Again';

export const Documentation = docsStory({
  name: 'Empty State',
  source: ['src/sections/EmptyState'],
  purpose: (
    <p>
      What a list shows in place of its cards when it has none to show: nothing published yet,
      nothing matching the filters, or the content failed to load. A heading that says which, a
      sentence on what to do, and the way on. Retry Button, its Try Again, loads the page again.
    </p>
  ),
  whenToUse: [
    'In place of a list’s cards, under its count: through List States in the Insights lists (“No Articles yet” with links elsewhere, “No articles found” with Clear Filters, “Unable to load articles” with Try Again), and directly in the product catalogue (“No products match your search” with Clear search and filters).',
    'tone="critical" only when something failed; neutral when there is simply nothing to show.',
    'Retry Button in a critical state, with the page’s own address and query as its path.',
  ],
  whenNotToUse: [
    'For an address that does not exist: use Not Found, the whole page.',
    'For a field or form error: use the field’s own message, or Error Summary for a form.',
    'For a passing message about something that just happened (a form sent): use Toast.',
    'While content is loading: use Skeleton.',
  ],
  states: [
    {
      name: 'Neutral with links',
      story: NeutralWithLinks,
      description:
        'Nothing published yet: a dashed frame, the heading, the sentence, and two links to pages that do have content (the first primary).',
    },
    {
      name: 'Critical with Try Again',
      story: CriticalWithTryAgain,
      description:
        'The content service failed: a solid frame in the critical colour, and Try Again, a form that loads the same address again (here /insights/articles?pillar=growth-scaling, so the filters are kept).',
    },
  ],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      does: 'The actions in order. The heading and the sentence take no focus.',
    },
    { keys: 'Enter', does: 'Follows a link.' },
    { keys: 'Enter or Space', does: 'On Try Again: loads the page again.' },
  ],
  screenReader: [
    'The heading is a level 3 heading (under the list’s own level 2), so it can be found by heading: “No Articles yet, heading level 3”. Set headingLevel={2} where there is no section heading above it.',
    'The tone is colour and border only and is not announced: the heading must say what happened (“Unable to load articles”).',
    'The list’s count, a live region above it, says the same when the state appears after a change (“No articles found”), so filtering to nothing is heard without moving focus.',
    'Try Again is a button; focus is lost when the page reloads, as with any reload.',
  ],
  withoutJavaScript: (
    <p>
      Everything works. The states are rendered by the server, the links are plain links, and Try
      Again is a <code>&lt;form method="get"&gt;</code> to the page’s own path with its query as
      hidden fields, so it asks the server again. With JavaScript it reloads the page instead.
    </p>
  ),
  dosAndDonts: [
    {
      do: 'Say what happened in the heading, and give one clear way on.',
      dont: 'An empty space, or a message with nowhere to go: the visitor is left at a dead end.',
    },
    {
      do: 'Keep the critical tone for failures the visitor can retry.',
      dont: 'Use it for “nothing found”: a search without results is not an error, and red makes it look like one.',
    },
  ],
});
