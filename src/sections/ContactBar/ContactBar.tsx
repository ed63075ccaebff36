import { type MouseEvent, useRef } from 'react';
import { LinkButton } from '../../components/LinkButton/LinkButton';
import { NativeButton } from '../../components/NativeButton/NativeButton';
import { useFixedBottomRoom } from '../../platform/layout/useFixedBottomRoom';
import type { ActionLink } from '../Actions/Actions';
import * as styles from './ContactBar.css';

export interface ContactBarProps {
  /** A short line beside the button (left out when the bar holds two links). */
  text?: string;
  /** The button's label ('Contact'), with `onContact`. */
  buttonLabel?: string;
  /** Takes the visitor to the form. */
  onContact?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Instead of the button: links (the careers page's Apply Now and Talk to Team). */
  actions?: ReadonlyArray<ActionLink>;
  /** Called in the capture phase of a link's click (to scroll to a section of the page). */
  onActionClick?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Where its clicks are counted from (`data-cta-location`). */
  location?: string;
}

/**
 * A fixed bottom bar on small screens: the contact page's line and Contact button that takes
 * the visitor to the form, or links (the careers page's Apply Now and Talk to Team). Hidden
 * from the tablet breakpoint, where the page's own buttons are in view; the page keeps room
 * at its bottom so the bar never covers the footer, and a control reached with Tab is
 * scrolled above the bar, not behind it. A bar of links works without JavaScript too.
 */
export function ContactBar({
  text,
  buttonLabel,
  onContact,
  actions,
  onActionClick,
  location = 'contact-bar',
}: ContactBarProps) {
  const ref = useRef<HTMLDivElement>(null);
  useFixedBottomRoom(ref);
  return (
    <div
      ref={ref}
      className={styles.bar}
      data-contact-bar=""
      data-cta-location={location}
      data-needs-script={actions ? undefined : ''}
    >
      {text ? <p className={styles.text}>{text}</p> : null}
      {actions ? (
        <div className={styles.links}>
          {actions.map((action, index) => (
            <LinkButton
              key={`${action.label} ${action.href}`}
              href={action.href}
              variant={action.variant ?? (index === 0 ? 'primary' : 'secondary')}
              className={styles.link}
              onClickCapture={
                onActionClick ? (event) => onActionClick(action.href, event) : undefined
              }
            >
              {action.label}
            </LinkButton>
          ))}
        </div>
      ) : buttonLabel && onContact ? (
        <NativeButton onClick={onContact}>{buttonLabel}</NativeButton>
      ) : null}
    </div>
  );
}
