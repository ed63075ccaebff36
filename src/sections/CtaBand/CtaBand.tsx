import { type ReactNode, useId } from 'react';
import { type ActionLink, Actions } from '../Actions/Actions';
import { PageSection, type SectionTone } from '../PageSection/PageSection';
import * as styles from './CtaBand.css';

export interface CtaBandProps {
  heading: string;
  eyebrow?: string;
  body?: ReactNode;
  /** The first action is the primary button, the others secondary. */
  actions: ReadonlyArray<ActionLink>;
  /** Background of the band around the dark panel. */
  tone?: Exclude<SectionTone, 'emphasis'>;
}

/** The closing call to action: a dark panel with a heading, a line of text and buttons. */
export function CtaBand({ heading, eyebrow, body, actions, tone = 'body' }: CtaBandProps) {
  const headingId = useId();
  return (
    <PageSection tone={tone} labelledBy={headingId}>
      <div className={styles.panel}>
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          {body ? <p className={styles.body}>{body}</p> : null}
        </div>
        <Actions actions={actions} tone="onEmphasis" className={styles.actions} />
      </div>
    </PageSection>
  );
}
