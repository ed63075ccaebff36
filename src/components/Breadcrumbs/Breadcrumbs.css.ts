import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';
import { current, focusVisible, hovered } from '../../styles/states';

export const list = componentStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: scale.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: scale.fontSize.sm,
});

export const item = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space.xxs,
  color: vars.color.foreground.muted,
});

export const link = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.5rem',
  borderRadius: '2px',
  color: vars.color.foreground.link,
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: {
    [`&${hovered}`]: { textDecorationThickness: '2px' },
    [`&${focusVisible}`]: focusRing,
    [`&${current}`]: {
      color: vars.color.foreground.body,
      fontWeight: scale.fontWeight.semibold,
      textDecorationLine: 'none',
    },
  },
});

export const separator = componentStyle({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  color: vars.color.foreground.faint,
});
