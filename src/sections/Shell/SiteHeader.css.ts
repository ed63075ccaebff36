import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { contentWidth, media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { withoutScripts } from '../../styles/scripting';
import { headerHeight } from './headerHeight';

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
