import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.md,
  minWidth: 0,
});

export const pair = style({
  display: 'grid',
  gap: scale.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
  margin: 0,
  minWidth: 0,
});

export const caption = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: scale.space.xs,
  fontSize: scale.fontSize.sm,
  color: vars.color.foreground.muted,
});

export const captionTitle = style({
  fontWeight: scale.fontWeight.semibold,
  color: vars.color.foreground.body,
});

/**
 * A screenshot's frame: a full page can be 13,000 px tall, so it scrolls inside its own box,
 * which a keyboard can focus and scroll (with its name read out).
 */
export const frame = style({
  position: 'relative',
  maxHeight: '70vh',
  overflow: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: scale.radius.sm,
  backgroundColor: vars.color.background.surface,
  selectors: { '&:focus-visible': focusRing },
  '@media': { [media.forcedColors]: { borderColor: 'CanvasText' } },
});

/** A picture at its own size at most, narrowed to the frame. */
export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
});

/** Pictures laid over each other, top left on top left. */
export const stack = style({ position: 'relative' });

export const layer = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  display: 'block',
  height: 'auto',
  pointerEvents: 'none',
});

/** The slider's line between the approved (left) and new (right) pictures. */
export const split = style({
  position: 'absolute',
  insetBlock: 0,
  width: '2px',
  marginInlineStart: '-1px',
  backgroundColor: vars.color.background.accent,
  boxShadow: `0 0 0 1px ${vars.color.background.body}`,
  pointerEvents: 'none',
  '@media': { [media.forcedColors]: { backgroundColor: 'Highlight' } },
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: scale.space.md,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: scale.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: scale.fontSize.sm,
});

export const swatch = style({
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  marginInlineEnd: scale.space.xxs,
  borderRadius: '2px',
  verticalAlign: '-0.05em',
  forcedColorAdjust: 'none',
});

export const note = style({ margin: 0, fontSize: scale.fontSize.sm });

export const openLink = style({ color: vars.color.foreground.link });

export { visuallyHidden as hiddenText } from '../../components/VisuallyHidden/VisuallyHidden.css';
