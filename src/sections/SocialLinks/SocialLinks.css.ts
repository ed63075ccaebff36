import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { focusVisible, hovered } from '../../styles/states';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: scale.space.md },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
  selectors: {
    // In a narrow column (the press room's sidebar): one tile per row at every width.
    '&[data-layout="stack"]': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** The whole tile is the link; its text keeps the underline of every link. */
export const tile = style({
  display: 'flex',
  alignItems: 'center',
  gap: scale.space.sm,
  minHeight: '4rem',
  height: '100%',
  paddingBlock: scale.space.sm,
  paddingInline: scale.space.sm,
  borderRadius: scale.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.raised,
  boxShadow: vars.shadow.small,
  color: vars.color.foreground.body,
  fontWeight: scale.fontWeight.semibold,
  transition: `border-color ${scale.duration.fast} ${scale.easing.standard}, box-shadow ${scale.duration.fast} ${scale.easing.standard}`,
  selectors: {
    [`&${hovered}`]: {
      borderColor: vars.color.border.field,
      boxShadow: vars.shadow.medium,
    },
    [`&${focusVisible}`]: focusRing,
  },
});

export const icon = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: scale.radius.md,
  backgroundColor: vars.color.background.accentSoft,
  color: vars.color.foreground.accent,
  '@media': {
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const iconSvg = style({
  width: '1.375rem',
  height: '1.375rem',
});

export const label = style({
  flexGrow: 1,
  minWidth: 0,
});
