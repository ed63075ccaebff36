import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { focusRing, focusRingInset } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { current, focusVisible, hovered } from '../../styles/states';

const colourTransition = `color ${scale.duration.fast} ${scale.easing.standard}, background-color ${scale.duration.fast} ${scale.easing.standard}`;

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
});

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: '2px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.wide]: { gap: scale.space.xxs } },
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const ctaItem = style({
  marginInlineStart: scale.space.xs,
});

/** The link and the disclosure button of an item with a submenu, side by side. */
export const itemRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: '2px',
});

/** Side padding of a top-level link (the current-page bar under the name follows it). */
const linkPadding = createVar();

/** A top-level link: Services, Studio, ... Careers. */
export const topLink = style({
  vars: { [linkPadding]: '0.375rem' },
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: linkPadding,
  borderRadius: scale.radius.sm,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: colourTransition,
  selectors: {
    '&[data-has-submenu]': { paddingInlineEnd: '2px' },
    [`&${hovered}`]: {
      color: vars.color.foreground.accent,
      textDecorationLine: 'underline',
      textUnderlineOffset: '0.3em',
    },
    /* The current page, or a page in this section: accent colour and a bar under the name. */
    [`&${current}, &[data-active]`]: { color: vars.color.foreground.accent },
    [`&${current}::after, &[data-active]::after`]: {
      content: '""',
      position: 'absolute',
      insetInline: linkPadding,
      insetBlockEnd: '6px',
      height: '2px',
      borderRadius: '1px',
      backgroundColor: 'currentColor',
    },
    [`&[data-has-submenu]${current}::after, &[data-has-submenu][data-active]::after`]: {
      insetInlineEnd: '2px',
    },
    [`&${focusVisible}`]: focusRing,
  },
  '@media': {
    [media.wide]: { vars: { [linkPadding]: scale.space.sm }, fontSize: scale.fontSize.md },
  },
});

/** The chevron button that shows and hides a submenu. At least 24 x 24 px. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '2rem',
  padding: 0,
  border: 'none',
  borderRadius: scale.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.foreground.muted,
  cursor: 'pointer',
  transition: colourTransition,
  // As the summary of a submenu before hydration: no marker, the browser's own states.
  listStyle: 'none',
  selectors: {
    [`&${hovered}, &[aria-expanded="true"], &:is(summary):hover, details[open] > &`]: {
      color: vars.color.foreground.body,
      backgroundColor: vars.color.background.surface,
    },
    [`&${focusVisible}`]: focusRing,
    '&::-webkit-details-marker': { display: 'none' },
  },
  '@media': { [media.forcedColors]: { color: 'ButtonText' } },
});

/** A submenu before hydration: a native <details> in the item's row (see FallbackDisclosure). */
export const fallback = style({ display: 'flex' });

export const chevron = style({
  width: '1rem',
  height: '1rem',
  transition: `transform ${scale.duration.normal} ${scale.easing.standard}`,
  selectors: {
    [`${trigger}[aria-expanded="true"] &, details[open] > ${trigger} &`]: {
      transform: 'rotate(180deg)',
    },
  },
});

/**
 * The dropdown. React Aria keeps a collapsed panel in the page with `hidden="until-found"`;
 * here it is taken out of layout entirely, and the panel itself has no box styles (they are on
 * the inner list).
 */
export const panel = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${scale.space.xs})`,
  insetInlineStart: 0,
  zIndex: scale.zIndex.overlay,
  width: '24rem',
  maxWidth: `calc(100vw - 2 * ${scale.space.md})`,
  selectors: {
    '&[data-align="end"]': { insetInlineStart: 'auto', insetInlineEnd: 0 },
    '&[hidden]': { display: 'none' },
  },
});

export const submenu = style({
  display: 'grid',
  gap: '2px',
  margin: 0,
  padding: scale.space.xs,
  listStyle: 'none',
  borderRadius: scale.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.raised,
  boxShadow: vars.shadow.large,
});

/** A submenu link: the name and a one-line description. */
export const subLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minHeight: '2.75rem',
  paddingBlock: scale.space.xs,
  paddingInline: scale.space.sm,
  borderRadius: scale.radius.md,
  color: vars.color.foreground.body,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: colourTransition,
  selectors: {
    [`&${hovered}`]: { backgroundColor: vars.color.background.surface },
    [`&${focusVisible}`]: focusRingInset,
  },
});

export const subName = style({
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  lineHeight: scale.lineHeight.snug,
  selectors: {
    [`${subLink}${current} &`]: {
      color: vars.color.foreground.accent,
      textDecorationLine: 'underline',
      textUnderlineOffset: '0.2em',
    },
    [`${subLink}${hovered} &`]: {
      textDecorationLine: 'underline',
      textUnderlineOffset: '0.2em',
    },
  },
});

export const subDescription = style({
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.snug,
});

/** The Contact button: a little narrower than a default button until the wide breakpoint. */
export const cta = style({
  selectors: {
    '&[data-variant]': { paddingInline: scale.space.md, fontSize: scale.fontSize.sm },
  },
  '@media': {
    [media.wide]: {
      selectors: {
        '&[data-variant]': { paddingInline: scale.space.lg, fontSize: scale.fontSize.md },
      },
    },
  },
});
