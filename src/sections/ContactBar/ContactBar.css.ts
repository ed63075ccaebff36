import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { withoutScripts } from '../../styles/scripting';

/** The bar's height, kept free at the bottom of the page while it shows. */
const barRoom = '4.5rem';

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: scale.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: scale.space.md,
  minHeight: barRoom,
  paddingBlock: scale.space.sm,
  paddingInline: scale.space.md,
  paddingBlockEnd: `calc(${scale.space.sm} + env(safe-area-inset-bottom, 0px))`,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.raised,
  boxShadow: vars.shadow.large,
  // A button needs JavaScript: without it the bar would only cover the end of the page. A bar
  // of links works without, with the room kept by the rule below.
  selectors: { [`${withoutScripts} &[data-needs-script]`]: { display: 'none' } },
  '@media': {
    [media.tablet]: { display: 'none' },
  },
});

/** Two links sharing the bar's width. */
export const links = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: scale.space.sm,
  width: '100%',
});

export const link = style({ justifyContent: 'center' });

export const text = style({
  margin: 0,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
});

globalStyle(`body:has(${bar})`, {
  '@media': {
    // Without JavaScript; with it, useFixedBottomRoom sets the room the bar (or the cookie
    // banner, when taller) really takes.
    'screen and (max-width: 767.98px)': {
      paddingBlockEnd: barRoom,
    },
  },
});

// The cookie banner takes the bottom of the window while it is open: the bar would only sit
// under it (its button hidden from keyboard users), so it returns when the banner closes.
globalStyle(`body:has([data-cookie-banner]) ${bar}`, { display: 'none' });
