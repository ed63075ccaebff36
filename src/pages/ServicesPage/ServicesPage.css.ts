import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/** The note under the last practice, on the body background before the closing band. */
export const disclaimerBand = style({
  paddingBlockStart: scale.space['2xl'],
  backgroundColor: vars.color.background.body,
  '@media': {
    [media.desktop]: { paddingBlockStart: scale.space['3xl'] },
  },
});

export const disclaimer = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: scale.space.sm,
  maxWidth: '52rem',
  padding: scale.space.md,
  borderRadius: scale.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.relaxed,
  '@media': {
    [media.tablet]: { paddingInline: scale.space.lg },
    [media.forcedColors]: { borderColor: 'CanvasText' },
  },
});

export const disclaimerIcon = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginBlockStart: '0.15em',
  color: vars.color.foreground.accent,
});
