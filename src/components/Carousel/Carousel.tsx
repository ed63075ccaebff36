import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { ChevronIcon } from '../Icon/ChevronIcon';
import { NativeButton } from '../NativeButton/NativeButton';
import * as styles from './Carousel.css';

export interface CarouselSlide {
  /** The slide's element id: a URL hash `#{id}` scrolls to it. */
  id: string;
  /** Names the slide's dot ('Senior Performance Marketing Specialist'). */
  label: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** The carousel's name ('Open roles'). */
  label: string;
  slides: ReadonlyArray<CarouselSlide>;
  /** 'Previous role', 'Next role'. */
  previousLabel: string;
  nextLabel: string;
  /** A slide's dot: 'Show role 3: Web Analytics Manager'. */
  dotLabel?: (index: number, slide: CarouselSlide) => string;
  /** Ids that start with this are the carousel's (a hash `#role-…` is looked for after 100 ms). */
  hashPrefix?: string;
  className?: string;
}

/** How long after the last scroll event the active dot is worked out. */
export const scrollSettleMs = 80;
/** How long after mounting a URL hash is looked for. */
export const initialiseMs = 100;

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * A horizontal carousel (the WAI-ARIA carousel pattern; React Aria has none): a labelled region
 * (`aria-roledescription="carousel"`), its slides as groups named 'N of M', Previous and Next
 * (disabled at the ends) and a dot per slide, each moving by exactly one slide; Left and Right
 * arrow keys on a slide's link do the same from that slide. The active slide is the one nearest
 * the centre, worked out 80 ms after scrolling stops (a slide chosen with a control stays active
 * while it is wholly in view). No auto-rotation; scrolling is instant under reduced
 * motion. Without JavaScript it is a plain horizontal list that scrolls (the buttons and dots,
 * which need scripts, are hidden), and every slide's links are in the tab order.
 */
export function Carousel({
  label,
  slides,
  previousLabel,
  nextLabel,
  dotLabel = (index, slide) => `Show ${index + 1} of ${slides.length}: ${slide.label}`,
  hashPrefix,
  className,
}: CarouselProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const count = slides.length;
  const dotsId = useId();

  const slideAt = useCallback(
    (index: number) => trackRef.current?.children.item(index) as HTMLElement | null | undefined,
    [],
  );

  // The slide a button, a dot, a key or the hash asked for: it stays the active one while it is
  // wholly in view, although another may be nearer the centre (the last ones, at the end).
  const intended = useRef<number | null>(null);

  const goTo = useCallback(
    (index: number) => {
      const track = trackRef.current;
      const slide = slideAt(index);
      if (!track || !slide) return;
      const left =
        slide.offsetLeft - track.offsetLeft - (track.clientWidth - slide.offsetWidth) / 2;
      intended.current = index;
      track.scrollTo({
        left: Math.max(0, left),
        behavior: reducedMotion() ? 'auto' : 'smooth',
      });
      setActive(index);
    },
    [slideAt],
  );

  // The active slide follows scrolling: the one nearest the centre, once scrolling has stopped.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      const slides = [...track.children] as HTMLElement[];
      const start = track.scrollLeft;
      const end = start + track.clientWidth;
      const wanted = intended.current === null ? undefined : slides[intended.current];
      if (wanted) {
        const left = wanted.offsetLeft - track.offsetLeft;
        if (left >= start - 1 && left + wanted.offsetWidth <= end + 1) return;
      }
      intended.current = null;
      const centre = start + track.clientWidth / 2;
      let nearest = 0;
      let distance = Number.POSITIVE_INFINITY;
      slides.forEach((slide, index) => {
        const middle = slide.offsetLeft - track.offsetLeft + slide.offsetWidth / 2;
        const gap = Math.abs(middle - centre);
        if (gap < distance) {
          distance = gap;
          nearest = index;
        }
      });
      // Scrolled to either end by hand: the end slide is the active one, however wide the view.
      if (start <= 1) nearest = 0;
      else if (end >= track.scrollWidth - 1) nearest = slides.length - 1;
      setActive(nearest);
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, scrollSettleMs);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      track.removeEventListener('scroll', onScroll);
    };
  }, []);

  // Another set of slides (a filter) starts at the first.
  const slideKey = slides.map((slide) => slide.id).join(' ');
  const shownKey = useRef(slideKey);
  useEffect(() => {
    if (shownKey.current === slideKey) return;
    shownKey.current = slideKey;
    intended.current = null;
    setActive(0);
    trackRef.current?.scrollTo({ left: 0 });
  }, [slideKey]);

  // A hash naming a slide (#role-…) scrolls to it once the carousel has initialised.
  const hashSlides = useRef(slides);
  hashSlides.current = slides;
  useEffect(() => {
    if (!hashPrefix) return;
    const timer = setTimeout(() => {
      const hash = decodeURIComponent(window.location.hash.slice(1));
      if (!hash.startsWith(hashPrefix)) return;
      const index = hashSlides.current.findIndex((slide) => slide.id === hash);
      if (index >= 0) goTo(index);
    }, initialiseMs);
    return () => clearTimeout(timer);
  }, [hashPrefix, goTo]);

  // Arrow keys on a slide's link: to the next or previous slide from the focused one.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const from = (event.target as HTMLElement).closest('[aria-roledescription="slide"]');
    const current = from ? [...(trackRef.current?.children ?? [])].indexOf(from) : active;
    const next = event.key === 'ArrowLeft' ? current - 1 : current + 1;
    if (next < 0 || next >= count) return;
    event.preventDefault();
    goTo(next);
    // Focus follows to the same place in the next slide (its first link).
    slideAt(next)?.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
  };

  // A button that becomes disabled at an end would drop the focus: it moves to the other one.
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const step = (by: -1 | 1) => {
    const target = active + by;
    goTo(target);
    if (target <= 0) nextRef.current?.focus();
    else if (target >= count - 1) previousRef.current?.focus();
  };

  return (
    <section
      className={className ? `${styles.carousel} ${className}` : styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className={styles.controls}>
        <NativeButton
          variant="secondary"
          className={styles.arrow}
          aria-label={previousLabel}
          ref={previousRef}
          disabled={active <= 0}
          onClick={() => step(-1)}
        >
          <ChevronIcon className={styles.previousIcon} />
        </NativeButton>
        <NativeButton
          variant="secondary"
          className={styles.arrow}
          aria-label={nextLabel}
          ref={nextRef}
          disabled={active >= count - 1}
          onClick={() => step(1)}
        >
          <ChevronIcon className={styles.nextIcon} />
        </NativeButton>
      </div>
      {/* Arrow keys pressed on a slide's link move to the next or previous slide. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys act on the focused link inside */}
      <div ref={trackRef} className={styles.track} onKeyDown={onKeyDown}>
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the carousel pattern names each slide as a group (a fieldset is for form controls)
          <div
            key={slide.id}
            id={slide.id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            data-active={index === active ? 'true' : undefined}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 ? (
        // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not of form fields
        <div className={styles.dots} role="group" aria-labelledby={dotsId}>
          <span id={dotsId} className={styles.dotsLabel}>
            {label}: choose a slide
          </span>
          {slides.map((slide, index) => (
            <button
              type="button"
              data-ds=""
              key={slide.id}
              className={styles.dot}
              aria-label={dotLabel(index, slide)}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => goTo(index)}
            >
              <span className={styles.dotMark} aria-hidden="true" />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
