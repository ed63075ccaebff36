import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/** The builder's panel: raised on a surface band, surface on a body band. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.md,
  padding: scale.space.lg,
  borderRadius: scale.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  '@media': {
    [media.tablet]: { padding: scale.space.xl },
  },
  selectors: {
    '&[data-tone="surface"]': {
      backgroundColor: vars.color.background.raised,
      boxShadow: vars.shadow.medium,
    },
  },
});

export const label = style({
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.lg,
  fontWeight: scale.fontWeight.semibold,
});

/** The checkboxes' fieldset before React Aria: no box of its own, only the grid. */
export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

/**
 * Overrides the group's wrapping row with a grid of tiles (the attribute selector outranks
 * the group's own class): one column on phones, two on tablets, three on desktops.
 */
export const grid = style({
  selectors: {
    '&[data-orientation]': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: scale.space.sm,
    },
  },
  '@media': {
    [media.tablet]: {
      selectors: {
        '&[data-orientation]': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      },
    },
    [media.desktop]: {
      selectors: {
        '&[data-orientation]': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      },
    },
  },
});

/**
 * A module tile on the design system's toggle button: colours and states come from the
 * ToggleButton styles; this only changes the shape (the attribute selector outranks them). A
 * React Aria toggle button has `aria-pressed`; a checkbox's label before it, `data-tile`.
 */
export const tile = style({
  selectors: {
    '&:is([aria-pressed], [data-tile])': {
      alignItems: 'flex-start',
      justifyContent: 'flex-start',
      gap: scale.space.sm,
      width: '100%',
      minHeight: '4.5rem',
      paddingBlock: scale.space.sm,
      paddingInline: scale.space.md,
      borderRadius: scale.radius.md,
      textAlign: 'start',
    },
  },
});

/** An empty box that shows a check when the tile is selected (not colour alone). */
export const indicator = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginBlockStart: '0.125rem',
  borderRadius: scale.radius.sm,
  border: '2px solid currentColor',
});

export const indicatorSvg = style({
  width: '0.875rem',
  height: '0.875rem',
  visibility: 'hidden',
  selectors: {
    [`${tile}:is([data-selected], :has(input:checked)) &`]: { visibility: 'visible' },
  },
});

export const tileText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xxs,
  minWidth: 0,
});

export const tileName = style({
  fontSize: scale.fontSize.md,
  fontWeight: scale.fontWeight.semibold,
});

export const tileOutcome = style({
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.regular,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: scale.space.md,
  marginBlockStart: scale.space.xs,
  paddingBlockStart: scale.space.md,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [media.tablet]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
    },
  },
});

export const summary = style({
  color: vars.color.foreground.body,
  fontWeight: scale.fontWeight.medium,
  minWidth: 0,
});

export const button = style({
  flexShrink: 0,
});
