import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export const controls = style({
  display: 'block',
  alignSelf: 'stretch',
  width: '100%',
  maxWidth: '40rem',
  marginBlockStart: scale.space.lg,
});

export const field = style({ width: '100%' });

export const count = style({
  margin: 0,
  marginBlockStart: scale.space.md,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.medium,
});

/** The results start close under the hero's search box. */
/** The results: focused (not tabbed to) after a link changes them, so no ring. */
export const section = style({
  outline: 'none',
  selectors: { '&[data-spacing]': { paddingBlockStart: scale.space.sm } },
  '@media': {
    [media.desktop]: { selectors: { '&[data-spacing]': { paddingBlockStart: scale.space.md } } },
  },
});

/** The empty state, then the suggestions, apart. */
export const body = style({ display: 'flex', flexDirection: 'column', gap: scale.space.xl });
