import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { hovered } from '../../styles/states';

export const root = style({
  display: 'grid',
  gap: scale.space.xl,
  '@media': { [media.tablet]: { gridTemplateColumns: '2fr 1fr' } },
});

export const block = style({ display: 'flex', flexDirection: 'column', gap: scale.space.sm });

export const heading = style({
  margin: 0,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.lg,
  fontWeight: scale.fontWeight.semibold,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: scale.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A search as a pill: at least 44 px tall, the whole pill the link. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: scale.space.md,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: scale.radius.pill,
  color: vars.color.foreground.body,
  textDecoration: 'none',
  fontWeight: scale.fontWeight.medium,
  selectors: {
    [`&${hovered}`]: {
      borderColor: vars.color.foreground.accent,
      color: vars.color.foreground.accent,
    },
  },
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${scale.space.xs} ${scale.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  lineHeight: '44px',
});
