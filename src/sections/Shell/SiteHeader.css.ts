import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { breakpoints, contentWidth, media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { visuallyHidden as visuallyHiddenClass } from '../../components/VisuallyHidden/VisuallyHidden.css';
import { withoutScripts } from '../../styles/scripting';
import { current, focusVisible, hovered, pressed } from '../../styles/states';
import { headerHeight } from './headerHeight';
import { wordmark } from './Logo.css';

const transition = ['background-color', 'border-color', 'box-shadow', 'backdrop-filter']
  .map((property) => `${property} ${scale.duration.normal} ${scale.easing.standard}`)
  .join(', ');

/** The translucent look of the header once the page is scrolled. */
const scrolledLook = {
  backgroundColor: vars.color.background.header,
  borderBlockEndColor: vars.color.border.subtle,
  boxShadow: vars.shadow.small,
  backdropFilter: 'saturate(1.5) blur(12px)',
  WebkitBackdropFilter: 'saturate(1.5) blur(12px)',
} as const;

/**
 * Fixed to the top. Transparent over the page's hero (which uses the page background, so text
 * contrast is the page's); translucent with a blur and a hairline once scrolled. Without
 * JavaScript nothing reads the scroll position, so the header keeps the translucent look: the
 * page's text never shows through behind its links.
 */
export const header = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: scale.zIndex.header,
  height: `${headerHeight.mobile}px`,
  borderBlockEnd: '1px solid transparent',
  backgroundColor: 'transparent',
  color: vars.color.foreground.body,
  transition,
  selectors: {
    '&[data-scrolled="true"]': scrolledLook,
    [`${withoutScripts} &`]: scrolledLook,
  },
  '@media': {
    [media.desktop]: { height: `${headerHeight.desktop}px` },
    [media.forcedColors]: {
      selectors: {
        '&[data-scrolled="true"]': { borderBlockEndColor: 'CanvasText' },
        [`${withoutScripts} &`]: { borderBlockEndColor: 'CanvasText' },
      },
    },
  },
});

/** The row inside the header, at the page width. */
export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: scale.space.md,
  height: '100%',
  maxWidth: `calc(${contentWidth.page} + 2 * ${scale.space.xl})`,
  marginInline: 'auto',
  paddingInline: scale.space.md,
  '@media': {
    [media.tablet]: { paddingInline: scale.space.xl },
    [media.desktop]: { paddingInline: scale.space.lg, gap: scale.space.sm },
    [media.wide]: { paddingInline: scale.space.xl },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: scale.space.xs,
  '@media': { [media.wide]: { gap: scale.space.sm } },
});

/** Shown from the desktop breakpoint on. */
export const desktopOnly = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'flex' } },
});

/** Shown below the desktop breakpoint. */
export const mobileOnly = style({
  '@media': { [media.desktop]: { display: 'none' } },
});

/**
 * Reserves the fixed header's height: put it on `<main>` (or a page's first block) so content
 * starts below the header.
 */
export const mainOffset = style({
  paddingBlockStart: `${headerHeight.mobile}px`,
  '@media': { [media.desktop]: { paddingBlockStart: `${headerHeight.desktop}px` } },
});

/**
 * The search link: a magnifier in a round 44 px target, drawn as the menu toggle is (its word is
 * for screen readers: the magnifier says it to everyone else). On /search it is current: accent
 * ring and icon, and in forced colours the system's highlight.
 */
export const searchEntry = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: scale.radius.pill,
  color: vars.color.foreground.body,
  transition: `background-color ${scale.duration.fast} ${scale.easing.standard}`,
  selectors: {
    [`&${hovered}, &${pressed}, &${current}`]: {
      backgroundColor: vars.color.background.surface,
    },
    [`&${current}`]: {
      borderColor: vars.color.foreground.accent,
      color: vars.color.foreground.accent,
    },
    [`&${focusVisible}`]: focusRing,
  },
  '@media': {
    [media.forcedColors]: {
      borderColor: 'ButtonText',
      selectors: {
        [`&${current}`]: { borderColor: 'Highlight', color: 'Highlight', borderWidth: '2px' },
      },
    },
  },
});

export const searchIcon = style({ width: '1.25rem', height: '1.25rem' });

export const searchLabel = visuallyHiddenClass;

/**
 * The header's logo. Between the desktop breakpoint and the wide one the menu, Contact, search
 * and the theme switch take the whole row: the logo shows its mark alone there (the link is named
 * 'Response home' either way), and the wordmark comes back from 1280 px.
 */
export const logo = style({});

globalStyle(`${logo} ${wordmark}`, {
  '@media': {
    [`${media.desktop} and (max-width: ${breakpoints.wide - 0.02}px)`]: { display: 'none' },
  },
});
