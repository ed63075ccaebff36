import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { componentStyle, inDesignSystem } from '../../styles/layers.css';

export const summary = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
  padding: scale.space.lg,
  border: `2px solid ${vars.color.foreground.critical}`,
  borderInlineStartWidth: '6px',
  borderRadius: scale.radius.md,
  backgroundColor: vars.color.background.critical,
  color: vars.color.foreground.body,
  selectors: {
    '&:focus-visible, &:focus': focusRing,
  },
  '@media': {
    [media.forcedColors]: { borderColor: 'CanvasText' },
  },
});

export const heading = componentStyle({
  margin: 0,
  color: vars.color.foreground.critical,
  fontSize: scale.fontSize.lg,
  fontWeight: scale.fontWeight.bold,
  lineHeight: scale.lineHeight.snug,
});

export const message = componentStyle({ margin: 0 });

export const list = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xxs,
  margin: 0,
  paddingInlineStart: scale.space.md,
});

/** A plain anchor (it must work before hydration): the ring follows :focus-visible. */
export const link = componentStyle({
  color: vars.color.foreground.critical,
  fontWeight: scale.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: scale.radius.sm,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
  },
});

globalStyle(`${list} li::marker`, inDesignSystem({ color: vars.color.foreground.critical }));
