import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';
import { withoutScripts } from '../../styles/scripting';
import { focusVisible, hovered } from '../../styles/states';

export const carousel = componentStyle({
  display: 'grid',
  gridTemplateAreas: '"controls" "track" "dots"',
  gap: scale.space.md,
  minWidth: 0,
});

/** Previous and Next, above the slides at the end of the row (they need scripts). */
export const controls = componentStyle({
  gridArea: 'controls',
  display: 'flex',
  justifyContent: 'flex-end',
  gap: scale.space.xs,
  selectors: { [`${withoutScripts} &`]: { display: 'none' } },
});

export const arrow = componentStyle({
  minWidth: '2.75rem',
  paddingInline: 0,
});

const chevron = {
  width: '1.25rem',
  height: '1.25rem',
} as const;

export const previousIcon = componentStyle({ ...chevron, transform: 'rotate(90deg)' });
export const nextIcon = componentStyle({ ...chevron, transform: 'rotate(-90deg)' });

/** The slides in a row that scrolls sideways and snaps to each (16 px apart). */
export const track = componentStyle({
  gridArea: 'track',
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'min(85%, 22rem)',
  gap: '16px',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: scale.space.xxs,
  paddingBlock: scale.space.xs,
  paddingInline: scale.space.xxs,
  '@media': {
    [media.tablet]: { gridAutoColumns: 'min(45%, 22rem)' },
    [media.desktop]: { gridAutoColumns: 'calc((100% - 32px) / 3)' },
    '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
  },
});

/** A slide; its card fills it, so the cards of a row are of one height. */
export const slide = componentStyle({
  display: 'grid',
  minWidth: 0,
  scrollSnapAlign: 'center',
});

/** A dot per slide; the active one is long and filled. */
export const dots = componentStyle({
  gridArea: 'dots',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 0,
  selectors: { [`${withoutScripts} &`]: { display: 'none' } },
});

export const dotsLabel = componentStyle({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** A 24 px target (WCAG 2.2 target size) around a small mark. */
export const dot = componentStyle({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  padding: 0,
  border: 'none',
  borderRadius: scale.radius.pill,
  background: 'none',
  cursor: 'pointer',
  selectors: {
    [`&${focusVisible}`]: focusRing,
  },
});

export const dotMark = componentStyle({
  display: 'block',
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: scale.radius.pill,
  border: `1px solid ${vars.color.border.field}`,
  backgroundColor: 'transparent',
  transitionProperty: 'width, background-color',
  transitionDuration: scale.duration.fast,
  selectors: {
    [`${dot}[aria-current="true"] &`]: {
      width: '1.25rem',
      backgroundColor: vars.color.background.accent,
      borderColor: vars.color.background.accent,
    },
    [`${dot}${hovered} &`]: { borderColor: vars.color.foreground.body },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    [media.forcedColors]: {
      borderColor: 'ButtonText',
      selectors: { [`${dot}[aria-current="true"] &`]: { backgroundColor: 'Highlight' } },
    },
  },
});
