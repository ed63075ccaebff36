import { type MouseEvent, type ReactNode, useId } from 'react';
import * as styles from './ErrorSummary.css';

/** One refused answer: the message, linking to the field (`#` and the control's id). */
export interface ErrorSummaryItem {
  href: `#${string}`;
  message: string;
}

export interface ErrorSummaryProps {
  /** What happened, in a few words: 'Your message has not been sent'. */
  heading: string;
  /** Why, and what to do: shown under the heading. */
  children?: ReactNode;
  /** The refused answers in page order, each linking to its field. */
  errors?: ReadonlyArray<ErrorSummaryItem>;
  /**
   * Takes focus when the page loads (the HTML `autofocus` attribute, so it works before and
   * without JavaScript): for a page the server rendered again after refusing a form.
   */
  autoFocus?: boolean;
  className?: string;
}

/** The control to focus for a field's id: the element itself, or the first control inside it. */
function controlOf(id: string): HTMLElement | null {
  const target = document.getElementById(id);
  if (!target || target.matches('input, select, textarea, button')) return target;
  return target.querySelector<HTMLElement>('input, select, textarea, button');
}

/**
 * The summary at the top of a page that answers a refused form (the pattern of the GOV.UK
 * Design System): what happened, and a link to each answer to fix. The links are plain anchors,
 * so they jump to their field without JavaScript; with it, a click also moves focus into the
 * field, ready to type. Announced as an alert when it appears.
 */
export function ErrorSummary({
  heading,
  children,
  errors = [],
  autoFocus,
  className,
}: ErrorSummaryProps) {
  const headingId = useId();

  function focusField(event: MouseEvent<HTMLAnchorElement>, href: string) {
    const control = controlOf(href.slice(1));
    if (!control) return;
    event.preventDefault();
    control.focus({ preventScroll: true });
    control.scrollIntoView({ block: 'center' });
  }

  return (
    <div
      className={className ? `${styles.summary} ${className}` : styles.summary}
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the page exists to show this summary (see above).
      autoFocus={autoFocus}
    >
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {children ? <div className={styles.message}>{children}</div> : null}
      {errors.length > 0 ? (
        <ul className={styles.list}>
          {errors.map((error) => (
            <li key={error.href}>
              <a
                className={styles.link}
                href={error.href}
                onClick={(event) => focusField(event, error.href)}
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
