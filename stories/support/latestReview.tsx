import review from 'virtual:visual-review';
import * as styles from './docs.css';

/**
 * The last test run's changed screenshots in the workshop (issue 41): the Welcome page's line
 * about the latest visual review, and on each documentation page a note when screenshots of its
 * stories changed. The data is the run's record (`virtual:visual-review`, .ladle/workshopPlugins.ts).
 */

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** 'components--error-summary--two-fields-to-fix' -> 'Two fields to fix'. */
const storyLabel = (id: string) => {
  const words = (id.split('--').pop() ?? id).replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The changes of the last run among this story id's screenshots (a story or all of a component's). */
export function changedShots(storyIdPrefix: string) {
  return (review?.changes ?? []).filter(
    (change) =>
      change.spec === 'stories.spec.ts' &&
      (change.subject === storyIdPrefix || change.subject.startsWith(`${storyIdPrefix}--`)),
  );
}

function ReviewLink() {
  if (!review) return null;
  return review.href ? (
    <a href={review.href}>Open the visual review</a>
  ) : (
    <span>
      Build its review with <code>npm run visual:review</code>.
    </span>
  );
}

/** For the Welcome page: the latest review, or that there is none. */
export function LatestReview() {
  if (!review) {
    return (
      <p>
        No visual review: no test run here has changed a screenshot since the last clean. When one
        does, this line links to its review.
      </p>
    );
  }
  const stories = review.changes.filter((change) => change.spec === 'stories.spec.ts').length;
  const noise = review.changes.filter((change) => change.kind === 'noise').length;
  return (
    <p className={styles.reviewNote}>
      <strong>
        The test run of {when(review.finishedAt)} changed{' '}
        {plural(review.changes.length, 'screenshot')}
      </strong>{' '}
      ({plural(review.changes.length - stories, 'page template view')},{' '}
      {plural(stories, 'story view')}
      {noise ? `; ${noise} only rendering noise` : ''}). <ReviewLink />
    </p>
  );
}

/** For a documentation page: which of its stories' screenshots changed in the last run. */
export function ChangedInLastRun({ storyIdPrefix }: { storyIdPrefix: string }) {
  const changes = changedShots(storyIdPrefix);
  if (!review || changes.length === 0) return null;
  return (
    <p className={styles.reviewNote} role="note">
      <strong>
        {plural(changes.length, 'screenshot')} of these stories changed in the test run of{' '}
        {when(review.finishedAt)}
      </strong>{' '}
      ({changes.map((change) => `${storyLabel(change.subject)}, ${change.theme}`).join('; ')}). The
      states marked “Changed in the last run” below are those. <ReviewLink />
    </p>
  );
}
