import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';
import { focusVisible, hovered, pressed } from '../../styles/states';

const transition = ['background-color', 'border-color', 'color', 'transform']
  .map((property) => `${property} ${scale.duration.fast} ${scale.easing.standard}`)
  .join(', ');

/**
 * Shared by Button and LinkButton. Variants and sizes are data attributes
 * (`data-variant`, `data-size`); states are React Aria's data attributes.
 */
export const button = componentStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: scale.space.xs,
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  paddingBlock: scale.space.xs,
  paddingInline: scale.space.lg,
  border: '2px solid transparent',
  borderRadius: scale.radius.pill,
  fontFamily: 'inherit',
  fontSize: scale.fontSize.md,
  fontWeight: scale.fontWeight.semibold,
  lineHeight: scale.lineHeight.snug,
  textAlign: 'center',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition,
  selectors: {
    '&[data-size="lg"]': {
      minHeight: '3.25rem',
      paddingInline: scale.space.xl,
      fontSize: scale.fontSize.lg,
    },
    '&[data-variant="primary"]': {
      backgroundColor: vars.color.background.accent,
      color: vars.color.foreground.onAccent,
    },
    [`&[data-variant="primary"]${hovered}, &[data-variant="primary"]${pressed}`]: {
      backgroundColor: vars.color.background.accentHover,
    },
    '&[data-variant="secondary"]': {
      backgroundColor: 'transparent',
      borderColor: 'currentColor',
      color: vars.color.foreground.accent,
    },
    [`&[data-variant="secondary"]${hovered}, &[data-variant="secondary"]${pressed}`]: {
      backgroundColor: vars.color.background.accentSoft,
    },
    '&[data-variant="ghost"]': {
      backgroundColor: 'transparent',
      color: vars.color.foreground.body,
    },
    [`&[data-variant="ghost"]${hovered}, &[data-variant="ghost"]${pressed}`]: {
      backgroundColor: vars.color.background.surface,
    },
    [`&${pressed}`]: { transform: 'translateY(1px)' },
    [`&${focusVisible}`]: focusRing,
    '&[data-disabled], &:disabled': { cursor: 'not-allowed', opacity: 0.5, transform: 'none' },
  },
  // Forced colours: the tokens are system colours already (tokens/theme.css.ts), kept as they
  // are, so a primary button stays ButtonText on ButtonFace. Left to the browser, its label got
  // a Canvas backplate under ButtonFace text, a blank white box.
  '@media': {
    [media.forcedColors]: {
      borderColor: 'ButtonText',
      forcedColorAdjust: 'none',
    },
  },
});

/** Icons inside buttons follow the text colour and never shrink. */
export const icon = componentStyle({
  flexShrink: 0,
  width: '1.125em',
  height: '1.125em',
});
