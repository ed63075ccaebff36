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
  backHomeLabel: string;
  /** Where "Back to Home" goes (default `/`). */
  homeHref?: string;
  /** The first button's icon: a house (default) or a back arrow (to a list page). */
  backIcon?: 'home' | 'back';
  /** "Go Back": through browser history (left out where a page offers only the way back). */
  goBackLabel?: string;
  /** Called by the "Go Back" button (the route passes `window.history.back`). */
  onGoBack?: () => void;
}

/** The not-found page body: a large decorative 404, the h1, a line of text and two buttons. */
export function NotFound({
  title,
  message,
  backHomeLabel,
  homeHref = '/',
  backIcon = 'home',
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
              404
            </text>
          </svg>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          <p className={styles.message}>{message}</p>
          <div className={styles.actions}>
            <LinkButton href={homeHref} variant="primary" size="lg">
              {backIcon === 'home' ? (
                <HomeIcon className={styles.icon} />
              ) : (
                <BackArrowIcon className={styles.icon} />
              )}
              {backHomeLabel}
            </LinkButton>
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
