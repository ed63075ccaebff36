import { type ReactNode, useId } from 'react';
import { Container } from '../../components/Container/Container';
import { type ActionLink, Actions } from '../Actions/Actions';
import * as styles from './Hero.css';
import { HeroArt } from './HeroArt';

export interface HeroProps {
  /** The page's single h1. */
  title: string;
  /** A part of `title` drawn in the accent colour (for example its second sentence). */
  highlight?: string;
  /** A short label above the title. */
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** Calls to action; the first is the primary button. */
  actions?: ReadonlyArray<ActionLink>;
  /** `feature` (home: largest title and the system diagram) or `page` (inner pages). */
  variant?: 'feature' | 'page';
  /** Above the eyebrow and title: the page's breadcrumb navigation (`PageBreadcrumbs`). */
  breadcrumbs?: ReactNode;
  /** Extra content under the actions (for example badges). */
  children?: ReactNode;
}

function TitleText({ title, highlight }: { title: string; highlight?: string }) {
  const at = highlight ? title.indexOf(highlight) : -1;
  if (!highlight || at < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      <span className={styles.highlight}>{highlight}</span>
      {title.slice(at + highlight.length)}
    </>
  );
}

/**
 * The opening band of a page: eyebrow, the page's h1, lead text and calls to action. Padded at
 * the top to clear the shell's fixed header.
 */
export function Hero({
  title,
  highlight,
  eyebrow,
  lead,
  actions,
  variant = 'page',
  breadcrumbs,
  children,
}: HeroProps) {
  const titleId = useId();
  return (
    <section className={styles.hero} data-variant={variant} aria-labelledby={titleId}>
      <Container>
        <div className={styles.layout}>
          <div className={styles.content}>
            {breadcrumbs}
            {eyebrow ? (
              <p className={styles.eyebrow}>
                <span className={styles.eyebrowDot} aria-hidden="true" />
                {eyebrow}
              </p>
            ) : null}
            <h1 id={titleId} className={styles.title}>
              <TitleText title={title} highlight={highlight} />
            </h1>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
            {actions && actions.length > 0 ? (
              <Actions actions={actions} className={styles.actions} />
            ) : null}
            {children}
          </div>
          {variant === 'feature' ? (
            <div className={styles.art}>
              <HeroArt />
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
