import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/** An accent rule down the start edge on the raised surface, like a pull quote. */
export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
  padding: scale.space.lg,
  borderRadius: scale.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderInlineStart: `4px solid ${vars.color.background.accent}`,
  backgroundColor: vars.color.background.raised,
  boxShadow: vars.shadow.small,
  '@media': {
    [media.tablet]: { padding: scale.space.xl },
    [media.forcedColors]: { borderInlineStartColor: 'CanvasText' },
  },
});

export const heading = style({
  margin: 0,
  color: vars.color.foreground.accent,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

// The expansion is the title tooltip; no dotted underline on a heading.
globalStyle(`${heading} abbr`, { textDecoration: 'none' });

export const summary = style({
  margin: 0,
  fontSize: scale.fontSize.lg,
  lineHeight: scale.lineHeight.relaxed,
  color: vars.color.foreground.body,
});
