import { useEffect, useId, useRef } from 'react';
import { RemoveIcon } from '../Icon/RemoveIcon';
import { Anchor } from '../Link/Anchor';
import { Link } from '../Link/Link';
import * as styles from './ActiveFilters.css';

export interface ActiveFilter {
  /** Unique among the filters ('pillar', 'tags:cfo'). */
  key: string;
  /** What the chip says ('Analytics & Data Strategy', 'Search: “attribution”'). */
  label: string;
  /** The list's address without this filter. */
  href: string;
}

export interface ActiveFiltersProps {
  filters: ReadonlyArray<ActiveFilter>;
  /** The label before the chips, also the list's name ('Active filters'). */
  label: string;
  /** The link that removes every filter ('Clear all filters' to the bare list). */
  clearAll: { label: string; href: string };
  /**
   * Called once the last chip is gone (removed, or Clear all): the list should put focus
   * somewhere useful, such as its search box, since the link that had it no longer exists.
   */
  onCleared?: () => void;
  className?: string;
}

/**
 * The filters a list is narrowed by, each a removable chip, and a link that clears them all.
 * Every chip is a link to the list without that filter, so removing works with and without
 * JavaScript and each state has its own address. With JavaScript the navigation is client-side,
 * keeps the scroll position, and focus moves to the next chip (or the previous one after the
 * last), so a keyboard user can remove several in a row.
 */
export function ActiveFilters({
  filters,
  label,
  clearAll,
  onCleared,
  className,
}: ActiveFiltersProps) {
  const labelId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  /** The index of the chip just pressed, or 'all' after Clear all, until the list has changed. */
  const removed = useRef<number | 'all' | null>(null);
  const keys = filters.map((filter) => filter.key).join('\n');

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chips change (keys).
  useEffect(() => {
    const index = removed.current;
    if (index === null) return;
    removed.current = null;
    const links = listRef.current?.querySelectorAll<HTMLElement>('a');
    if (index !== 'all' && links && links.length > 0) {
      links[Math.min(index, links.length - 1)]?.focus();
    } else {
      onCleared?.();
    }
  }, [keys]);

  if (filters.length === 0) return null;
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <span id={labelId} className={styles.label}>
        {label}:
      </span>
      <ul ref={listRef} className={styles.list} aria-labelledby={labelId}>
        {filters.map((filter, index) => (
          <li key={filter.key}>
            <Anchor
              href={filter.href}
              routerOptions={{ resetScroll: false }}
              className={styles.chip}
              aria-label={`Remove filter: ${filter.label}`}
              // The DOM click (mouse, Enter, assistive technology), before the router navigates.
              onClickCapture={() => {
                removed.current = index;
              }}
            >
              {filter.label}
              <RemoveIcon className={styles.cross} />
            </Anchor>
          </li>
        ))}
      </ul>
      <Link
        href={clearAll.href}
        routerOptions={{ resetScroll: false }}
        className={styles.clearAll}
        onClickCapture={() => {
          removed.current = 'all';
        }}
      >
        {clearAll.label}
      </Link>
    </div>
  );
}
