import { globalStyle } from '@vanilla-extract/css';
import { media } from '../../tokens/scale';

/**
 * Entrance motion (src/platform/motion/entranceMotion.ts): a section's content below the first
 * screen fades and rises into place (0.6 s) as it comes into view, and the items of its lists
 * follow one after another (0.5 s each, 70 ms apart, all in place by 0.85 s: the spec's 0.4-0.9 s).
 * Opacity and transform only, so nothing moves the layout. Only `pending` hides anything, and
 * only the script sets it; under reduced motion there is no transition and nothing is pending.
 */
const reveal = '[data-reveal]';
const items = `${reveal} :is(ul, ol) > li:not(li li)`;
/** The transition belongs to `shown`: becoming `pending` (off-screen) is instant. */
const shownItems = `[data-reveal='shown'] :is(ul, ol) > li:not(li li)`;

globalStyle(`[data-reveal='shown']`, {
  '@media': {
    [`(prefers-reduced-motion: no-preference)`]: {
      transition: 'opacity 0.6s ease-out, transform 0.6s cubic-bezier(0.2, 0.7, 0.2, 1)',
    },
  },
});

globalStyle(shownItems, {
  '@media': {
    [`(prefers-reduced-motion: no-preference)`]: {
      transition: 'opacity 0.5s ease-out, transform 0.5s cubic-bezier(0.2, 0.7, 0.2, 1)',
    },
  },
});

globalStyle(`[data-reveal='pending'], [data-reveal='pending'] :is(ul, ol) > li:not(li li)`, {
  opacity: 0,
  transform: 'translateY(1.5rem)',
  '@media': {
    [media.reducedMotion]: { opacity: 1, transform: 'none' },
    print: { opacity: 1, transform: 'none' },
  },
});

for (let index = 2; index <= 6; index += 1) {
  globalStyle(`${items}:nth-child(${index})`, { transitionDelay: `${(index - 1) * 70}ms` });
}
globalStyle(`${items}:nth-child(n + 7)`, { transitionDelay: '350ms' });
