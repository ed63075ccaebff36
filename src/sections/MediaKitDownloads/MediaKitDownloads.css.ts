import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { palettes } from '../../../tokens/palette';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
  padding: scale.space.lg,
  borderRadius: scale.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.raised,
});

/** The brand's own backgrounds, whatever the site's theme: the files are made for them. */
export const preview = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '7rem',
  padding: scale.space.lg,
  borderRadius: scale.radius.sm,
  border: `1px solid ${vars.color.border.subtle}`,
  selectors: {
    '&[data-background="light"]': { backgroundColor: palettes.light.background.body },
    '&[data-background="dark"]': { backgroundColor: palettes.light.background.emphasis },
  },
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: '3rem',
  width: 'auto',
});

export const name = style({
  margin: 0,
  fontSize: scale.fontSize.lg,
  fontWeight: scale.fontWeight.semibold,
  color: vars.color.foreground.body,
});

export const description = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
});

export const download = style({
  marginBlockStart: 'auto',
  fontWeight: scale.fontWeight.semibold,
});
