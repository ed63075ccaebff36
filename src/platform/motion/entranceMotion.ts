/**
 * Entrance motion (spec: 0.4-0.9 s, staggered, in view at threshold 0.1), for content below the
 * first screen, with one shared IntersectionObserver and CSS (src/styles/motion.css.ts).
 *
 * Content is never hidden waiting for a script: every page is drawn in full, and only once this
 * runs (after hydration) are the sections still wholly below the viewport marked `pending`
 * (faded and lowered, which moves no layout: opacity and transform only). Each is `shown` as a
 * tenth of it comes into view. What is on the first screen, or above it, is never touched, so the
 * largest paint is the no-JS page's. Nothing runs for visitors who ask for reduced motion (nor in
 * the screenshots, which ask for it) or without IntersectionObserver.
 */

/** A page section's content (the section keeps its background): the home page's and the rest. */
const targets = 'main > section > div, main > div > section > div';

/**
 * The spec's in-view threshold: a tenth of a section in view brings it in, or a tenth of the
 * viewport's height of it for a section too tall ever to be a tenth in view (the tech stack's
 * hundred tools at 390 px). The smaller steps are where the observer reports on a tall one.
 */
const threshold = 0.1;
const steps = [0.01, 0.025, 0.05, threshold];

function inView(entry: IntersectionObserverEntry): boolean {
  const viewport = entry.rootBounds?.height ?? innerHeight;
  return (
    entry.isIntersecting &&
    (entry.intersectionRatio >= threshold || entry.intersectionRect.height >= viewport * threshold)
  );
}

/**
 * Marks the sections of the page as loaded that lie below the viewport and reveals them as they
 * arrive. A client-side visit draws its page at once: the window is still scrolling back to the
 * top as it renders (smoothly, unless reduced motion is asked for), so every section passes
 * through view and none would be judged where it finally lies.
 */
export function entranceMotion(): void {
  if (
    typeof IntersectionObserver === 'undefined' ||
    matchMedia('(prefers-reduced-motion: reduce)').matches
  ) {
    return;
  }
  /** Elements whose first report has come: each is judged once, where it first lies. */
  const judged = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        if (!judged.has(element)) {
          // The first report says where the element lies: only what is wholly below the viewport
          // waits for the visitor, faded; what is in view or above it is never touched.
          judged.add(element);
          const below = entry.boundingClientRect.top >= (entry.rootBounds?.bottom ?? innerHeight);
          if (!entry.isIntersecting && below) {
            element.dataset.reveal = 'pending';
            continue;
          }
        } else if (!inView(entry)) {
          continue;
        } else {
          element.dataset.reveal = 'shown';
        }
        observer.unobserve(element);
      }
    },
    { threshold: steps },
  );
  for (const element of document.querySelectorAll<HTMLElement>(targets)) observer.observe(element);
}
