import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export { splitHeader as header, splitLayout as layout } from '../PageSection/split.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: scale.space.md,
  padding: scale.space.md,
  borderRadius: scale.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.raised,
  boxShadow: vars.shadow.small,
  fontSize: scale.fontSize.lg,
  lineHeight: scale.lineHeight.normal,
  color: vars.color.foreground.body,
  '@media': {
    [media.tablet]: { padding: scale.space.lg },
  },
});

export const icon = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: scale.radius.pill,
  backgroundColor: vars.color.background.accentSoft,
  color: vars.color.foreground.accent,
  '@media': {
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const iconSvg = style({
  width: '1.125rem',
  height: '1.125rem',
});
