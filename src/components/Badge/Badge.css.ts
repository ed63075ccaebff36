import { vars } from '../../../tokens/contract.css';
import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';

/** Small label; each tone is an AA text/background pair from the palette. */
export const badge = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space.xxs,
  paddingBlock: '0.125rem',
  paddingInline: scale.space.xs,
  borderRadius: scale.radius.pill,
  border: '1px solid transparent',
  fontSize: scale.fontSize.xs,
  fontWeight: scale.fontWeight.semibold,
  lineHeight: scale.lineHeight.normal,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-tone="neutral"]': {
      backgroundColor: vars.color.background.surface,
      color: vars.color.foreground.muted,
      borderColor: vars.color.border.subtle,
    },
    '&[data-tone="accent"]': {
      backgroundColor: vars.color.background.accentSoft,
      color: vars.color.foreground.accent,
    },
    '&[data-tone="positive"]': {
      backgroundColor: vars.color.background.positive,
      color: vars.color.foreground.positive,
    },
  },
});
