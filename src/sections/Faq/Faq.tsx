import { type ReactNode, useId } from 'react';
import { Accordion, AccordionItem } from '../../components/Accordion/Accordion';
import { PageSection, type SectionTone } from '../PageSection/PageSection';
import { SectionHeader } from '../SectionHeader/SectionHeader';
import * as styles from './Faq.css';

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqProps {
  heading: string;
  eyebrow?: string;
  intro?: ReactNode;
  items: ReadonlyArray<FaqEntry>;
  /** Index of an item open on first render (default: all closed). */
  defaultExpandedIndex?: number;
  tone?: SectionTone;
}

function itemKey(index: number): string {
  return `faq-${index + 1}`;
}

/**
 * Frequently asked questions as an accordion: one answer open at a time, the open one closes
 * when its question is pressed again. Every answer is in the HTML, collapsed ones hidden.
 */
export function Faq({
  heading,
  eyebrow,
  intro,
  items,
  defaultExpandedIndex,
  tone = 'surface',
}: FaqProps) {
  const headingId = useId();
  const defaultExpandedKeys =
    defaultExpandedIndex === undefined ? undefined : [itemKey(defaultExpandedIndex)];
  return (
    <PageSection tone={tone} labelledBy={headingId}>
      <div className={styles.layout}>
        <SectionHeader
          id={headingId}
          heading={heading}
          eyebrow={eyebrow}
          intro={intro}
          className={styles.header}
        />
        <Accordion headingLevel={3} defaultExpandedKeys={defaultExpandedKeys}>
          {items.map((item, index) => (
            <AccordionItem key={item.question} id={itemKey(index)} title={item.question}>
              <p className={styles.answer}>{item.answer}</p>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </PageSection>
  );
}
