import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';

/** Off-screen until it receives keyboard focus, then pinned to the top left above everything. */
export const skipLink = componentStyle({
  position: 'fixed',
  insetBlockStart: scale.space.sm,
  insetInlineStart: scale.space.sm,
  zIndex: scale.zIndex.skipLink,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingBlock: scale.space.xs,
  paddingInline: scale.space.md,
  borderRadius: scale.radius.md,
  backgroundColor: vars.color.background.accent,
  color: vars.color.foreground.onAccent,
  fontWeight: scale.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  transform: 'translateY(calc(-100% - 2rem))',
  transition: `transform ${scale.duration.fast} ${scale.easing.standard}`,
  // Forced colours: system colours already (tokens/theme.css.ts); without this its label gets a
  // Canvas backplate under ButtonFace text.
  '@media': {
    [media.forcedColors]: { forcedColorAdjust: 'none', border: '2px solid ButtonFace' },
  },
  selectors: {
    '&:focus-visible': {
      ...focusRing,
      boxShadow: vars.shadow.large,
      transform: 'none',
    },
  },
});
