import { useId } from 'react';
import { Button } from '../../components/Button/Button';
import { Container } from '../../components/Container/Container';
import { LinkButton } from '../../components/LinkButton/LinkButton';
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

const iconProps = {
  className: styles.icon,
  viewBox: '0 0 20 20',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

const homePath = 'M3 9.5 10 3.5l7 6M5 8v8.5h10V8';
const backPath = 'M16 10H4M9 5l-5 5 5 5';

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
              <svg {...iconProps} aria-hidden="true">
                <path d={backIcon === 'home' ? homePath : backPath} />
              </svg>
              {backHomeLabel}
            </LinkButton>
            {goBackLabel && onGoBack ? (
              <Button
                variant="secondary"
                size="lg"
                onPress={onGoBack}
                className={styles.needsScript}
              >
                <svg {...iconProps} aria-hidden="true">
                  <path d={backPath} />
                </svg>
                {goBackLabel}
              </Button>
            ) : null}
          </div>
        </div>
      </Container>
    </section>
  );
}
