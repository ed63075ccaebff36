import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { scale } from '../../../tokens/theme.css';

/**
 * Sonner's own stylesheet sets colours with `[data-sonner-toast][data-styled=true]` (and
 * similar) selectors, so these rules repeat those attributes to win on specificity. Colours
 * come from the tokens, so toasts follow the page theme and every pair is AA.
 */
const styled = '[data-sonner-toast][data-styled="true"]';

export const toaster = style({
  zIndex: scale.zIndex.toast,
});

export const toast = style({
  vars: {
    '--normal-bg': vars.color.background.raised,
    '--normal-text': vars.color.foreground.body,
    '--normal-border': vars.color.border.subtle,
  },
  selectors: {
    [`&${styled}`]: {
      fontFamily: scale.font.body,
      fontSize: scale.fontSize.sm,
      lineHeight: scale.lineHeight.normal,
      borderRadius: scale.radius.md,
      boxShadow: vars.shadow.medium,
      padding: scale.space.md,
      gap: scale.space.xs,
    },
    [`&${styled}:focus-visible`]: focusRing,
  },
});

export const success = style({
  vars: {
    '--normal-bg': vars.color.background.positive,
    '--normal-text': vars.color.foreground.positive,
    '--normal-border': vars.color.foreground.positive,
  },
});

export const error = style({
  vars: {
    '--normal-bg': vars.color.background.critical,
    '--normal-text': vars.color.foreground.critical,
    '--normal-border': vars.color.foreground.critical,
  },
});

globalStyle(`${toast}${styled} [data-title]`, {
  fontWeight: scale.fontWeight.semibold,
});

globalStyle(`${toast}${styled} [data-description]`, {
  color: 'inherit',
});

globalStyle(`${toast}${styled} [data-close-button]:focus-visible`, focusRing);
