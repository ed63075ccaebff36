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
  tone?: SectionTone;
}

/**
 * Frequently asked questions as an accordion: one answer open at a time, the open one closes
 * when its question is pressed again. Every answer is in the HTML, collapsed ones hidden.
 */
export function Faq({ heading, eyebrow, intro, items, tone = 'surface' }: FaqProps) {
  const headingId = useId();
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
        <Accordion headingLevel={3}>
          {items.map((item, index) => (
            <AccordionItem key={item.question} id={`faq-${index + 1}`} title={item.question}>
              <p className={styles.answer}>{item.answer}</p>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </PageSection>
  );
}
