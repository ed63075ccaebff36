import type { Story, StoryDefault } from '@ladle/react';
import type { AcceptOutcome } from '../../src/pages/VisualReviewPage/VisualReviewPage';
import { VisualReviewPage } from '../../src/pages/VisualReviewPage/VisualReviewPage';
import { sampleRun } from '../support/visualReview';

export default { title: 'Pages / Visual Review' } satisfies StoryDefault;

// Like every Pages story, these are scanned but not screenshotted (visual/stories.spec.ts). The
// review is not a page of the site: `npm run visual:review` builds it from a test run's record.

/** Accepting in the workshop: nothing is written; after a moment every change asked for is accepted. */
const workshopAccept = (baselines: string[]): Promise<AcceptOutcome> =>
  new Promise((resolve) => setTimeout(() => resolve({ accepted: baselines, refused: [] }), 400));

/** Served by `npm run visual:review`: Accept buttons for all shown and for each change. */
export const WithItsServer: Story = () => (
  <VisualReviewPage run={sampleRun} acceptance={{ kind: 'server', accept: workshopAccept }} />
);
WithItsServer.storyName = 'With its server';

/** Opened from disk (a CI artifact): the terminal commands that accept, with Copy buttons. */
export const StaticFile: Story = () => (
  <VisualReviewPage run={sampleRun} acceptance={{ kind: 'static' }} />
);
StaticFile.storyName = 'Static file';

/** Filtered to 390 px in dark, only failed. */
export const Filtered: Story = () => (
  <VisualReviewPage
    run={sampleRun}
    acceptance={{ kind: 'static' }}
    initialFilter={{ onlyFailed: true, width: '390', theme: 'dark' }}
  />
);

/** Filters that leave nothing: a way back to every change. */
export const NothingMatches: Story = () => (
  <VisualReviewPage
    run={sampleRun}
    acceptance={{ kind: 'static' }}
    initialFilter={{ group: 'story:components--text-field', theme: 'light' }}
  />
);
NothingMatches.storyName = 'Nothing matches';

/** A run that changed no screenshot (or none recorded yet). */
export const NoChanges: Story = () => (
  <VisualReviewPage run={null} acceptance={{ kind: 'static' }} />
);
NoChanges.storyName = 'No changes';
