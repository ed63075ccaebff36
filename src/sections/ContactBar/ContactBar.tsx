import { useRef } from 'react';
import type { PressEvent } from 'react-aria-components';
import { Button } from '../../components/Button/Button';
import { useFixedBottomRoom } from '../../features/layout/useFixedBottomRoom';
import * as styles from './ContactBar.css';

export interface ContactBarProps {
  /** A short line beside the button. */
  text: string;
  /** The button's label ('Contact'). */
  buttonLabel: string;
  /** Takes the visitor to the form. */
  onContact: (event: PressEvent) => void;
}

/**
 * The contact page's fixed bottom bar on small screens (doc 1 §2.13): a line and a Contact
 * button that takes the visitor to the form. Hidden from the tablet breakpoint, where the form
 * sits beside the hero's own buttons; the page keeps room at its bottom so the bar never covers
 * the footer, and a control reached with Tab is scrolled above the bar, not behind it.
 */
export function ContactBar({ text, buttonLabel, onContact }: ContactBarProps) {
  const ref = useRef<HTMLDivElement>(null);
  useFixedBottomRoom(ref);
  return (
    <div ref={ref} className={styles.bar} data-contact-bar="" data-cta-location="contact-bar">
      <p className={styles.text}>{text}</p>
      <Button onPress={onContact}>{buttonLabel}</Button>
    </div>
  );
}
