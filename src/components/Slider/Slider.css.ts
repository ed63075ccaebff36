import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';

/** The thumb's diameter: a 24 px target (WCAG 2.2 target size). */
const thumbSize = '1.5rem';

/** The label and the value on one row, the track under them across the full width. */
export const slider = componentStyle({
  display: 'grid',
  gridTemplateAreas: '"label output" "track track"',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'baseline',
  columnGap: scale.space.sm,
  minWidth: 0,
  color: vars.color.foreground.body,
  selectors: {
    '&[data-disabled]': { opacity: 0.6 },
  },
});

export const label = componentStyle({
  gridArea: 'label',
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.semibold,
  lineHeight: scale.lineHeight.snug,
});

/** The current value, formatted (`formatOptions`); figures of one width, so it does not jitter. */
export const output = componentStyle({
  gridArea: 'output',
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: scale.lineHeight.snug,
});

/**
 * The hit area: 44 px tall, the visible bar centred in it. Inset by half a thumb at each end so
 * the thumb, centred on the value, stays inside the slider's box at the minimum and maximum.
 */
export const track = componentStyle({
  gridArea: 'track',
  position: 'relative',
  height: '2.75rem',
  marginInline: `calc(${thumbSize} / 2)`,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** The bar: the field border's colour (3:1 against every background), rounded ends. */
export const rail = componentStyle({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: '50%',
  height: '0.375rem',
  transform: 'translateY(-50%)',
  overflow: 'hidden',
  borderRadius: scale.radius.pill,
  backgroundColor: vars.color.border.field,
  '@media': {
    [media.forcedColors]: {
      forcedColorAdjust: 'none',
      backgroundColor: 'CanvasText',
      selectors: { [`${track}[data-disabled] &`]: { backgroundColor: 'GrayText' } },
    },
  },
});

/** From the minimum to the thumb, in the accent colour (React Aria's SliderFill sets its width). */
export const fill = componentStyle({
  backgroundColor: vars.color.background.accent,
  '@media': {
    [media.forcedColors]: {
      forcedColorAdjust: 'none',
      backgroundColor: 'Highlight',
      selectors: { '&[data-disabled]': { backgroundColor: 'GrayText' } },
    },
  },
});

/**
 * A circle on the value: the page's colour inside an accent ring (7.9:1 against the light page,
 * 9.7:1 against the dark one), tinted while hovered and a little larger while dragged. React Aria
 * places it (`left` and a translate, inline); `scale` leaves that transform alone.
 */
export const thumb = componentStyle({
  insetBlockStart: '50%',
  width: thumbSize,
  height: thumbSize,
  borderRadius: scale.radius.pill,
  border: `2px solid ${vars.color.background.accent}`,
  backgroundColor: vars.color.background.body,
  boxShadow: vars.shadow.small,
  transition: `background-color ${scale.duration.fast} ${scale.easing.standard}, scale ${scale.duration.fast} ${scale.easing.standard}`,
  selectors: {
    [`&[data-hovered], ${track}[data-hovered] &`]: {
      backgroundColor: vars.color.background.accentSoft,
    },
    '&[data-dragging]': {
      backgroundColor: vars.color.background.accentSoft,
      scale: '1.15',
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      backgroundColor: vars.color.background.body,
      boxShadow: 'none',
      scale: 'none',
    },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [media.forcedColors]: {
      forcedColorAdjust: 'none',
      backgroundColor: 'Highlight',
      borderColor: 'CanvasText',
      selectors: {
        [`&[data-hovered], ${track}[data-hovered] &, &[data-dragging]`]: {
          backgroundColor: 'Highlight',
        },
        '&[data-disabled]': { backgroundColor: 'Canvas', borderColor: 'GrayText' },
      },
    },
  },
});
