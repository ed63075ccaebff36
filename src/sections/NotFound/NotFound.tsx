import { useId } from 'react';
import { Container } from '../../components/Container/Container';
import { BackArrowIcon } from '../../components/Icon/BackArrowIcon';
import { HomeIcon } from '../../components/Icon/HomeIcon';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { NativeButton } from '../../components/NativeButton/NativeButton';
import * as styles from './NotFound.css';

export interface NotFoundProps {
  /** The page's h1 ('Page Not Found'). */
  title: string;
  message: string;
  /** A second line under the message: what to do next (a refused preview link's page). */
  nextStep?: string;
  /** The large decorative number: the page's HTTP status ('404' unless told otherwise). */
  numeral?: string;
  backHomeLabel: string;
  /** Where "Back to Home" goes (default `/`). */
  homeHref?: string;
  /** The first button's icon: a house (default) or a back arrow (to a list page). */
  backIcon?: 'home' | 'back';
  /** A second way out, a link drawn as a secondary button ('Go to Insights'). */
  secondaryLink?: { label: string; href: string };
  /** "Go Back": through browser history (left out where a page offers only the way back). */
  goBackLabel?: string;
  /** Called by the "Go Back" button (the route passes `window.history.back`). */
  onGoBack?: () => void;
}

/**
 * The not-found page body: a large decorative 404, the h1, a line of text and two buttons. Other
 * pages that say why there is nothing to show (a refused preview link: 403) set their own number,
 * a next step and a second link.
 */
export function NotFound({
  title,
  message,
  nextStep,
  numeral = '404',
  backHomeLabel,
  homeHref = '/',
  backIcon = 'home',
  secondaryLink,
  goBackLabel,
  onGoBack,
}: NotFoundProps) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <Container>
        <div className={styles.content}>
          <svg
            className={styles.numeral}
            viewBox="0 0 300 120"
            aria-hidden="true"
            focusable="false"
          >
            <text
              className={styles.numeralText}
              x="150"
              y="60"
              textAnchor="middle"
              dominantBaseline="central"
            >
              {numeral}
            </text>
          </svg>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          <p className={styles.message}>{message}</p>
          {nextStep ? <p className={styles.message}>{nextStep}</p> : null}
          <div className={styles.actions}>
            <LinkButton href={homeHref} variant="primary" size="lg">
              {backIcon === 'home' ? (
                <HomeIcon className={styles.icon} />
              ) : (
                <BackArrowIcon className={styles.icon} />
              )}
              {backHomeLabel}
            </LinkButton>
            {secondaryLink ? (
              <LinkButton href={secondaryLink.href} variant="secondary" size="lg">
                {secondaryLink.label}
              </LinkButton>
            ) : null}
            {goBackLabel && onGoBack ? (
              <NativeButton
                variant="secondary"
                size="lg"
                onClick={onGoBack}
                className={styles.needsScript}
              >
                <BackArrowIcon className={styles.icon} />
                {goBackLabel}
              </NativeButton>
            ) : null}
          </div>
        </div>
      </Container>
    </section>
  );
}
