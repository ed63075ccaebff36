import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.md,
  padding: scale.space.md,
  borderRadius: scale.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  '@media': {
    [media.tablet]: { padding: scale.space.lg },
  },
});

export const search = style({
  maxWidth: '32rem',
});

export const filters = style({});

export const count = style({
  marginBlock: `${scale.space.lg} ${scale.space.md}`,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
});

/** The cards: the shared card grid (PageSection/cardGrid.css.ts). */
export { cardGrid as grid } from '../PageSection/cardGrid.css';
