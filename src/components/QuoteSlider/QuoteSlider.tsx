import { useState } from 'react';
import { ChevronIcon } from '../Icon/ChevronIcon';
import { NativeButton } from '../NativeButton/NativeButton';
import { visuallyHiddenClass } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './QuoteSlider.css';

export interface SliderQuote {
  quote: string;
  name: string;
  role: string;
  /** What the person works on ('Attribution Core'). */
  module: string;
}

export interface QuoteSliderProps {
  /** The slider's name ('What the team says'). */
  label: string;
  quotes: ReadonlyArray<SliderQuote>;
  previousLabel: string;
  nextLabel: string;
  /** The quote shown first (stories). */
  initialIndex?: number;
}

/**
 * Quotes shown one at a time, with Previous and Next that wrap in both directions (from the
 * last to the first and back); the change is announced politely ('Quote 2 of 5: Elif Şahin').
 * No autoplay. Without JavaScript every quote shows, one under the other (the buttons, which
 * need scripts, are hidden).
 */
export function QuoteSlider({
  label,
  quotes,
  previousLabel,
  nextLabel,
  initialIndex = 0,
}: QuoteSliderProps) {
  const count = quotes.length;
  const [index, setIndex] = useState(initialIndex % Math.max(count, 1));
  const [announced, setAnnounced] = useState('');

  const move = (step: number) => {
    const next = (index + step + count) % count;
    setIndex(next);
    setAnnounced(`Quote ${next + 1} of ${count}: ${quotes[next]?.name ?? ''}`);
  };

  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label={label}>
      <div className={styles.quotes}>
        {quotes.map((item, at) => (
          // biome-ignore lint/a11y/useSemanticElements: the carousel pattern names each slide as a group (a fieldset is for form controls)
          <div
            key={`${item.name}: ${item.quote.slice(0, 24)}`}
            className={at === index ? undefined : styles.inactive}
            role="group"
            aria-roledescription="slide"
            aria-label={`${at + 1} of ${count}`}
          >
            <figure className={styles.quote}>
              <blockquote className={styles.text}>
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className={styles.person}>
                <span className={styles.name}>{item.name}</span>
                <span className={styles.role}>
                  {item.role} · {item.module}
                </span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <NativeButton
            variant="secondary"
            className={styles.arrow}
            aria-label={previousLabel}
            onClick={() => move(-1)}
          >
            <ChevronIcon className={styles.previousIcon} />
          </NativeButton>
          <span className={styles.position} aria-hidden="true">
            {index + 1} / {count}
          </span>
          <NativeButton
            variant="secondary"
            className={styles.arrow}
            aria-label={nextLabel}
            onClick={() => move(1)}
          >
            <ChevronIcon className={styles.nextIcon} />
          </NativeButton>
        </div>
      ) : null}
      <p className={visuallyHiddenClass} role="status" aria-live="polite" aria-atomic="true">
        {announced}
      </p>
    </section>
  );
}
