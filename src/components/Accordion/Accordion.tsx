import {
  createContext,
  type ReactNode,
  type SyntheticEvent,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
} from 'react';
/** An item's id: the keys of `expandedKeys` and `defaultExpandedKeys`. */
export type Key = string | number;

import { ChevronIcon } from '../Icon/ChevronIcon';
import * as styles from './Accordion.css';

export type AccordionHeadingLevel = 2 | 3 | 4 | 5 | 6;

interface AccordionState {
  /** The `name` shared by the group's <details>: the browser keeps one of them open. */
  name: string;
  headingLevel: AccordionHeadingLevel;
  isExpanded: (id: Key) => boolean;
  setExpanded: (id: Key, expanded: boolean) => void;
}

const AccordionContext = createContext<AccordionState | null>(null);

export interface AccordionProps {
  /** Level of every item's heading in the page outline (default 3). */
  headingLevel?: AccordionHeadingLevel;
  /** The open item (controlled): at most one. */
  expandedKeys?: Iterable<Key>;
  /** The item open at first (uncontrolled). */
  defaultExpandedKeys?: Iterable<Key>;
  onExpandedChange?: (keys: Set<Key>) => void;
  className?: string;
  children: ReactNode;
}

/**
 * An accordion of native disclosures: each item is a `<details>` whose `<summary>` holds the
 * item's heading. It works in the prerendered HTML before and without JavaScript: the browser
 * opens and closes items (with Enter, Space or a click), keeps one open at a time (the items
 * share a `name`), lets the open one close again, and opens the item that holds a match of
 * find-in-page. React keeps the same rule for browsers without exclusive `<details>`, and
 * reports changes. Every answer is in the HTML.
 */
export function Accordion({
  headingLevel = 3,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  className,
  children,
}: AccordionProps) {
  const name = useId();
  const [uncontrolled, setUncontrolled] = useState<Set<Key>>(
    () => new Set([...(defaultExpandedKeys ?? [])].slice(0, 1)),
  );
  const expanded = expandedKeys === undefined ? uncontrolled : new Set(expandedKeys);

  const setExpanded = useCallback(
    (id: Key, open: boolean) => {
      const current = expandedKeys === undefined ? uncontrolled : new Set(expandedKeys);
      if (current.has(id) === open) return;
      // Opening one closes the others; closing leaves none open.
      const next = open ? new Set<Key>([id]) : new Set([...current].filter((key) => key !== id));
      if (expandedKeys === undefined) setUncontrolled(next);
      onExpandedChange?.(next);
    },
    [expandedKeys, uncontrolled, onExpandedChange],
  );

  const state = useMemo<AccordionState>(
    () => ({ name, headingLevel, isExpanded: (id) => expanded.has(id), setExpanded }),
    [name, headingLevel, expanded, setExpanded],
  );

  return (
    <AccordionContext.Provider value={state}>
      <div className={className ? `${styles.accordion} ${className}` : styles.accordion}>
        {children}
      </div>
    </AccordionContext.Provider>
  );
}

export interface AccordionItemProps {
  /** Matches the keys in the Accordion's `expandedKeys` / `defaultExpandedKeys`. */
  id: Key;
  /** The question or label shown in the summary. */
  title: ReactNode;
  children: ReactNode;
}

export function AccordionItem({ id, title, children }: AccordionItemProps) {
  const state = useContext(AccordionContext);
  if (!state) throw new Error('AccordionItem must be inside an Accordion.');
  const open = state.isExpanded(id);
  const HeadingTag = `h${state.headingLevel}` as const;
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) =>
    state.setExpanded(id, event.currentTarget.open);
  return (
    <details name={state.name} open={open} onToggle={onToggle} className={styles.item}>
      <summary className={styles.trigger}>
        <HeadingTag className={styles.heading}>{title}</HeadingTag>
        <ChevronIcon className={styles.chevron} />
      </summary>
      <div className={styles.panelContent}>{children}</div>
    </details>
  );
}
