import type { ReactNode } from 'react';
import { NativeButton } from '../../components/NativeButton/NativeButton';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  heading: string;
  /** What happened and what to do next (a sentence or two: inline content). */
  children: ReactNode;
  /** Links or buttons that lead on: clear the filters, try again, go elsewhere. */
  actions?: ReactNode;
  /** `neutral` (nothing to show) or `critical` (something failed). */
  tone?: 'neutral' | 'critical';
  /** Level of the heading in the page outline; default 3 (under the list's section heading). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * What a list shows instead of its cards: nothing published yet, nothing matching the filters,
 * or the content failed to load; a heading, a sentence and the way on.
 */
export function EmptyState({
  heading,
  children,
  actions,
  tone = 'neutral',
  headingLevel = 3,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} data-tone={tone}>
      <Heading className={styles.heading}>{heading}</Heading>
      <p className={styles.body}>{children}</p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}

export interface RetryButtonProps {
  /** 'Try Again'. */
  label: string;
  /** The page's own path and query, loaded again without JavaScript. */
  path: string;
}

/**
 * Loads the page again ('Try Again' after a failed load). A GET form of the page's own
 * address, so it works without JavaScript; with it, the browser reloads the page as it is.
 */
export function RetryButton({ label, path }: RetryButtonProps) {
  const url = new URL(path, 'http://site.local');
  return (
    <form
      method="get"
      action={url.pathname}
      className={styles.retry}
      onSubmit={(event) => {
        event.preventDefault();
        window.location.reload();
      }}
    >
      {[...url.searchParams].map(([name, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a name may repeat (tags=a&tags=b).
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <NativeButton type="submit" variant="primary">
        {label}
      </NativeButton>
    </form>
  );
}
