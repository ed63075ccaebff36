import { createContext, type ReactNode, useContext } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  type DisclosureGroupProps,
  DisclosurePanel,
  type DisclosureProps,
  Heading,
  type Key,
} from 'react-aria-components';
import * as styles from './Accordion.css';

export type AccordionHeadingLevel = 2 | 3 | 4 | 5 | 6;

const HeadingLevelContext = createContext<AccordionHeadingLevel>(3);

export interface AccordionProps
  extends Omit<DisclosureGroupProps, 'allowsMultipleExpanded' | 'className' | 'children'> {
  /** Level of every item's heading in the page outline (default 3). */
  headingLevel?: AccordionHeadingLevel;
  className?: string;
  children: ReactNode;
}

/**
 * React Aria `DisclosureGroup`: one item open at a time, and the open item closes when its
 * trigger is pressed again. Collapsed panels stay in the DOM (hidden), so prerendered HTML
 * holds every answer.
 */
export function Accordion({ headingLevel = 3, className, children, ...props }: AccordionProps) {
  return (
    <HeadingLevelContext.Provider value={headingLevel}>
      <DisclosureGroup
        {...props}
        className={className ? `${styles.accordion} ${className}` : styles.accordion}
      >
        {children}
      </DisclosureGroup>
    </HeadingLevelContext.Provider>
  );
}

export interface AccordionItemProps extends Omit<DisclosureProps, 'className' | 'children' | 'id'> {
  /** Matches the keys in the Accordion's `expandedKeys` / `defaultExpandedKeys`. */
  id: Key;
  /** The question or label shown in the trigger. */
  title: ReactNode;
  children: ReactNode;
}

export function AccordionItem({ title, children, ...props }: AccordionItemProps) {
  const level = useContext(HeadingLevelContext);
  return (
    <Disclosure {...props} className={styles.item}>
      <Heading level={level} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span>{title}</span>
          <svg
            className={styles.chevron}
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="m5 7.5 5 5 5-5" />
          </svg>
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.panelContent}>{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}
