import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export const card = style({
  gap: scale.space.md,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.md,
  margin: 0,
  height: '100%',
});

export const quote = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
  margin: 0,
  flexGrow: 1,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.md,
  lineHeight: scale.lineHeight.relaxed,
});

/** The excerpt gives way to the full quote when it is open. */
export const excerpt = style({
  selectors: {
    [`${quote}:has(details[open]) &`]: { display: 'none' },
  },
});

export const more = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
});

/** 'Read full testimonial' / 'Show less': a native disclosure, its expanded state announced. */
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space.xxs,
  alignSelf: 'flex-start',
  minHeight: '2.75rem',
  color: vars.color.foreground.link,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  listStyle: 'none',
  borderRadius: '2px',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
  },
  '@media': {
    [media.forcedColors]: { color: 'LinkText' },
  },
});

export const whenOpen = style({
  selectors: {
    [`${more}:not([open]) &`]: { display: 'none' },
  },
});

export const whenClosed = style({
  selectors: {
    [`${more}[open] &`]: { display: 'none' },
  },
});

export const chevron = style({
  width: '1rem',
  height: '1rem',
  selectors: {
    [`${more}[open] &`]: { transform: 'rotate(180deg)' },
  },
});

export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: scale.space.sm,
  paddingBlockStart: scale.space.md,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
});

export const name = style({
  color: vars.color.foreground.body,
  fontWeight: scale.fontWeight.semibold,
  fontStyle: 'normal',
});

export const role = style({
  color: vars.color.foreground.muted,
});

export const source = style({
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
});
