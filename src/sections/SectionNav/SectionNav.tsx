import { type MouseEvent, useEffect, useId, useMemo, useRef } from 'react';
import { Container } from '../../components/Container/Container';
import {
  isPlainClick,
  prefersReducedMotion,
  scrollToSection,
} from '../../features/scrollSpy/scrollToSection';
import { useActiveSection } from '../../features/scrollSpy/useActiveSection';
import { keepInView } from './keepInView';
import * as styles from './SectionNav.css';

export interface SectionNavItem {
  /** The id of the section on the page. */
  id: string;
  label: string;
}

export interface SectionNavProps {
  /** The page's sections, in page order. */
  items: ReadonlyArray<SectionNavItem>;
  /**
   * Accessible name of the navigation landmark, e.g. 'Services sections'. The `contents` variant
   * shows it as its heading ('On this page'), which names the landmark.
   */
  label: string;
  /**
   * The current item's id, fixed (stories, screenshots). Without it the bar's current item
   * follows the scroll position; the contents mark none.
   */
  current?: string;
  /**
   * `bar` (default): one row, sticky under the site header, its current link following the
   * scroll; for three to six long sections. `contents`: a list of every section under a heading,
   * where it is placed (not sticky by itself) and with no scroll spy; for a long document of many
   * sections (the legal pages).
   */
  variant?: 'bar' | 'contents';
}

/**
 * In-page navigation between the sections of a long page: a bar sticky under the site header
 * (`bar`), or a list of contents under a heading (`contents`, 'On this page').
 * Real `#id` links, so it works without JavaScript (the sections' `scroll-margin-top` keeps the
 * offset). With JavaScript a click scrolls to the section, marks its link current
 * (`aria-current="location"`), updates the hash without a history entry and moves focus to the
 * section; while the page scrolls, the current link follows the section under the 200 px line.
 * On phones the row scrolls sideways and keeps the current link in view. The contents jump the
 * same way, without a scroll spy: every link stays as it is.
 */
export function SectionNav({ items, label, current, variant = 'bar' }: SectionNavProps) {
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const following = variant === 'bar' && current === undefined;
  const spy = useActiveSection(ids, { enabled: following });
  const headingId = useId();
  const activeId = current ?? spy.activeId;
  const listRef = useRef<HTMLUListElement>(null);
  const firstRun = useRef(true);

  // Keep the current link in view in the sideways-scrolling row: at once on the first render
  // and when the row changes size, smoothly (unless reduced motion) when the current one changes.
  useEffect(() => {
    const list = listRef.current;
    if (!list || !activeId) return;
    const reveal = (behavior: ScrollBehavior) => {
      const link = list.querySelector<HTMLElement>('[aria-current]');
      if (link) keepInView(list, link, behavior);
    };
    reveal(firstRun.current || prefersReducedMotion() ? 'auto' : 'smooth');
    firstRun.current = false;
    if (typeof ResizeObserver === 'undefined') return;
    let observed = false; // the observer reports once on `observe`: not a resize
    const observer = new ResizeObserver(() => {
      if (observed) reveal('auto');
      observed = true;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [activeId]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (!isPlainClick(event) || !document.getElementById(id)) return;
    event.preventDefault();
    if (following) spy.hold(id);
    scrollToSection(id);
  };

  if (variant === 'contents') {
    return (
      <nav aria-labelledby={headingId} className={styles.contents}>
        <h2 id={headingId} className={styles.contentsHeading}>
          {label}
        </h2>
        <ol className={styles.contentsList}>
          {items.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                className={styles.contentsLink}
                // Ours, not content: the call-to-action interception leaves it alone ('Contact us'
                // in a contents list is a way to a section, not to the contact page).
                data-ds=""
                aria-current={item.id === activeId ? 'location' : undefined}
                onClick={(event) => onClick(event, item.id)}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    );
  }

  return (
    <nav aria-label={label} className={styles.bar}>
      <Container className={styles.inner}>
        <ul ref={listRef} className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <a
                href={`#${item.id}`}
                className={styles.link}
                // Ours, not content: the call-to-action interception leaves it alone ('Contact us'
                // in a contents list is a way to a section, not to the contact page).
                data-ds=""
                aria-current={item.id === activeId ? 'location' : undefined}
                onClick={(event) => onClick(event, item.id)}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
