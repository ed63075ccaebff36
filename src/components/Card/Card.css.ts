import { vars } from '../../../tokens/contract.css';
import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';

export const card = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
  height: '100%',
  padding: scale.space.lg,
  borderRadius: scale.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.body,
  selectors: {
    '&[data-variant="raised"]': {
      backgroundColor: vars.color.background.raised,
      boxShadow: vars.shadow.medium,
    },
    '&[data-variant="outline"]': {
      backgroundColor: 'transparent',
    },
  },
});

export const eyebrow = componentStyle({
  color: vars.color.foreground.accent,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const heading = componentStyle({
  fontSize: scale.fontSize.xl,
  color: vars.color.foreground.body,
});

export const body = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
  color: vars.color.foreground.muted,
  flexGrow: 1,
});

export const footer = componentStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: scale.space.sm,
  marginBlockStart: scale.space.xs,
  paddingBlockStart: scale.space.sm,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});
