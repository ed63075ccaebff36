import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { hovered } from '../../styles/states';

export const card = style({
  gap: scale.space.sm,
  overflowWrap: 'anywhere',
  '@media': {
    [media.tablet]: { padding: scale.space.xl },
  },
});

/** The category and status badges, in a wrapping row. */
export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: scale.space.xs,
});

/** The small dot in the status badge; the status is also written out. */
export const statusDot = style({
  width: '0.4rem',
  height: '0.4rem',
  borderRadius: scale.radius.pill,
  backgroundColor: 'currentColor',
});

export const summary = style({
  lineHeight: scale.lineHeight.relaxed,
  color: vars.color.foreground.muted,
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space.xxs,
  fontWeight: scale.fontWeight.semibold,
});

export const arrow = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  transition: `transform ${scale.duration.fast} ${scale.easing.standard}`,
  selectors: {
    [`${more}${hovered} &`]: { transform: 'translateX(2px)' },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
  },
});
