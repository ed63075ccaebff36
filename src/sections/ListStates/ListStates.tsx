import { type ReactNode, useEffect, useRef } from 'react';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { SkeletonCard } from '../../components/Skeleton/Skeleton';
import { visuallyHiddenClass } from '../../components/VisuallyHidden/VisuallyHidden';
import type { ContentLink } from '../../content/site/navigation';
import { EmptyState, RetryButton } from '../EmptyState/EmptyState';
import * as styles from './ListStates.css';

/** Six placeholders while a list loads. */
export const skeletonCount = 6;

export type ListLoadState = 'loading' | 'error' | 'ready';

/** A list's words for its states (loading, error, empty): see src/content/insights/insights.ts. */
export interface ListStatesCopy {
  loading: string;
  error: { heading: string; body: string; action: string };
  empty: { heading: string; body: string; links: ReadonlyArray<ContentLink> };
  filteredEmpty: { heading: string; body: string; action: string };
}

export interface ListStatesProps {
  state: ListLoadState;
  /** Items before filtering (0: nothing published yet). */
  total: number;
  /** Items the filters keep. */
  shown: number;
  /** 'article' / 'articles': the count line's words. */
  noun: { one: string; other: string };
  copy: ListStatesCopy;
  /** The page's address, loaded again by Try Again. */
  retryPath: string;
  /** The list without filters (Clear Filters). */
  clearHref: string;
  /** After Clear Filters has brought the items back (put focus in the search box). */
  onCleared?: () => void;
  /** Article cards have an image; report cards do not. */
  skeletonWithMedia?: boolean;
  /** The list's name ('Articles'). */
  label: string;
  /** The cards, as `li`s: shown when the list is ready and something matches. */
  children: ReactNode;
}

export function countLine(shown: number, total: number, noun: ListStatesProps['noun']): string {
  const word = total === 1 ? noun.one : noun.other;
  return shown === total ? `Showing all ${total} ${word}` : `Showing ${shown} of ${total} ${word}`;
}

/**
 * What a list of posts shows under its filters: the count (a polite live region,
 * so screen readers hear it change), then the cards, or in their place six skeletons while
 * loading (the list `aria-busy`), the error with Try Again, nothing published yet with links
 * elsewhere, or nothing matching with Clear Filters.
 */
export function ListStates({
  state,
  total,
  shown,
  noun,
  copy,
  retryPath,
  clearHref,
  onCleared,
  skeletonWithMedia = true,
  label,
  children,
}: ListStatesProps) {
  // Clear Filters navigates to the bare list; once its items show, focus goes where asked.
  const cleared = useRef(false);
  useEffect(() => {
    if (!cleared.current || shown === 0) return;
    cleared.current = false;
    onCleared?.();
  });

  // Every state is said in the live region, so a list that fails or empties after a change is
  // announced as well as one that loads.
  const status =
    state === 'loading'
      ? copy.loading
      : state === 'error'
        ? copy.error.heading
        : total === 0
          ? copy.empty.heading
          : shown > 0
            ? countLine(shown, total, noun)
            : copy.filteredEmpty.heading;

  return (
    <>
      <p
        // The state's own heading shows below: the live region then only speaks.
        className={
          state === 'loading' || (state === 'ready' && shown > 0)
            ? styles.count
            : `${styles.count} ${visuallyHiddenClass}`
        }
        role="status"
        aria-live="polite"
        aria-atomic="true"
      >
        {status}
      </p>
      {state === 'loading' ? (
        <ul className={styles.grid} aria-busy="true" aria-label={label}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else.
            <SkeletonCard key={index} withMedia={skeletonWithMedia} />
          ))}
        </ul>
      ) : state === 'error' ? (
        <EmptyState
          tone="critical"
          heading={copy.error.heading}
          actions={<RetryButton label={copy.error.action} path={retryPath} />}
        >
          {copy.error.body}
        </EmptyState>
      ) : total === 0 ? (
        <EmptyState
          heading={copy.empty.heading}
          actions={copy.empty.links.map((link, index) => (
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
          {copy.empty.body}
        </EmptyState>
      ) : shown === 0 ? (
        <EmptyState
          heading={copy.filteredEmpty.heading}
          actions={
            <LinkButton
              href={clearHref}
              variant="secondary"
              isCallToAction={false}
              routerOptions={{ resetScroll: false }}
              onClickCapture={() => {
                cleared.current = true;
              }}
            >
              {copy.filteredEmpty.action}
            </LinkButton>
          }
        >
          {copy.filteredEmpty.body}
        </EmptyState>
      ) : (
        <ul className={styles.grid} aria-label={label}>
          {children}
        </ul>
      )}
    </>
  );
}
