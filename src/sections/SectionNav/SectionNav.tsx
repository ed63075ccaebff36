import { type MouseEvent, useEffect, useMemo, useRef } from 'react';
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
  /** Accessible name of the navigation landmark, e.g. 'Services sections'. */
  label: string;
  /**
   * The current item's id, fixed (stories, screenshots). Without it the current item follows
   * the scroll position.
   */
  current?: string;
}

/**
 * In-page navigation between the sections of a long page, sticky under the site header.
 * Real `#id` links, so it works without JavaScript (the sections' `scroll-margin-top` keeps the
 * offset). With JavaScript a click scrolls to the section, marks its link current
 * (`aria-current="location"`), updates the hash without a history entry and moves focus to the
 * section; while the page scrolls, the current link follows the section under the 200 px line.
 * On phones the row scrolls sideways and keeps the current link in view.
 */
export function SectionNav({ items, label, current }: SectionNavProps) {
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const spy = useActiveSection(ids, { enabled: current === undefined });
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
    if (current === undefined) spy.hold(id);
    scrollToSection(id);
  };

  return (
    <nav aria-label={label} className={styles.bar}>
      <Container className={styles.inner}>
        <ul ref={listRef} className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <a
                href={`#${item.id}`}
                className={styles.link}
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
