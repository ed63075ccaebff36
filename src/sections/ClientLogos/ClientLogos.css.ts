import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: scale.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      gap: scale.space.md,
    },
  },
});

/** One client mark: a monogram and the name set as a wordmark, greyscale like a logo wall. */
export const mark = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: scale.space.xs,
  minHeight: '5rem',
  paddingBlock: scale.space.md,
  paddingInline: scale.space.sm,
  borderRadius: scale.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.raised,
  color: vars.color.foreground.muted,
  textAlign: 'center',
  '@media': {
    [media.tablet]: {
      minHeight: '6rem',
      gap: scale.space.sm,
    },
  },
});

export const monogram = style({
  flexShrink: 0,
  width: '1.75rem',
  height: '1.75rem',
  '@media': {
    [media.tablet]: { width: '2rem', height: '2rem' },
  },
});

export const monogramShape = style({
  fill: 'currentColor',
});

export const monogramText = style({
  fill: vars.color.background.raised,
  fontFamily: scale.font.body,
  fontSize: '13px',
  fontWeight: scale.fontWeight.bold,
  letterSpacing: '-0.02em',
});

/** The name as a wordmark; `data-style` varies the type treatment from mark to mark. */
export const wordmark = style({
  minWidth: 0,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.tight,
  fontWeight: scale.fontWeight.bold,
  letterSpacing: '-0.02em',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-style="1"]': {
      textTransform: 'uppercase',
      letterSpacing: '0.12em',
      fontWeight: scale.fontWeight.semibold,
      fontSize: scale.fontSize.xs,
    },
    '&[data-style="2"]': {
      fontWeight: scale.fontWeight.medium,
      letterSpacing: '0',
      fontStyle: 'italic',
    },
    '&[data-style="3"]': {
      textTransform: 'lowercase',
      fontWeight: scale.fontWeight.bold,
      letterSpacing: '-0.04em',
    },
  },
  '@media': {
    [media.tablet]: {
      fontSize: scale.fontSize.md,
      selectors: {
        '&[data-style="1"]': { fontSize: scale.fontSize.sm },
      },
    },
  },
});
