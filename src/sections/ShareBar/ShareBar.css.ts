import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { focusVisible, hovered } from '../../styles/states';
import { headerHeight } from '../Shell/headerHeight';

/** Phones narrower than 480 px: the share buttons show their icons only. */
const narrow = 'screen and (max-width: 479px)';

/** Sticks under the fixed header while the article scrolls by. */
export const bar = style({
  position: 'sticky',
  top: `${headerHeight.mobile}px`,
  zIndex: scale.zIndex.sticky,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.body,
  '@media': {
    [media.desktop]: { top: `${headerHeight.desktop}px` },
  },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: scale.space.sm,
  minHeight: '3.25rem',
  paddingBlock: scale.space.xxs,
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space.xxs,
  minHeight: '2.75rem',
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
});

export const backArrow = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  transform: 'scaleX(-1)',
});

export const shareGroup = style({
  display: 'flex',
  alignItems: 'center',
  gap: scale.space.xs,
});

export const share = style({
  display: 'flex',
  alignItems: 'center',
  gap: scale.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const shareLabel = style({
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  '@media': {
    [narrow]: { display: 'none' },
  },
});

/** A share link drawn as a small outlined button: icon and network name. */
export const shareLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: scale.space.xxs,
  minHeight: '2.75rem',
  paddingInline: scale.space.sm,
  borderRadius: scale.radius.pill,
  border: `1px solid ${vars.color.border.field}`,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    [`&${hovered}`]: {
      borderColor: vars.color.foreground.body,
      backgroundColor: vars.color.background.surface,
      textDecoration: 'none',
    },
    [`&${focusVisible}`]: focusRing,
  },
});

/** Small screens: the network's icon only (its name stays the link's accessible name). */
export const networkName = style({
  '@media': {
    [narrow]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const icon = style({
  width: '1.125rem',
  height: '1.125rem',
  display: 'inline-flex',
});
