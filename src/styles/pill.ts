import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../../tokens/focus';
import { media } from '../../tokens/scale';
import { scale } from '../../tokens/theme.css';

/** The selectors a pill control's states are read from (appended to `&`). */
export interface PillStates {
  /** ':hover', or React Aria's `[data-hovered]` with a fallback. */
  hovered: string;
  /** ':has(:checked)', or React Aria's `[data-selected]` with a fallback. */
  selected: string;
  /** ':has(:focus-visible)', or React Aria's `[data-focus-visible]` with a fallback. */
  focusVisible: string;
}

/**
 * The pill the filter chips and the toggle buttons share: outlined at rest, filled with the
 * accent when chosen, the focus ring when focused by keyboard, dimmed when disabled. Each control
 * says where its states come from (a native input's, React Aria's, or both).
 */
export function pillRule({ hovered, selected, focusVisible }: PillStates): StyleRule {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: scale.space.xs,
    minHeight: '2.5rem',
    paddingInline: scale.space.md,
    border: `1px solid ${vars.color.border.field}`,
    borderRadius: scale.radius.pill,
    backgroundColor: vars.color.background.body,
    color: vars.color.foreground.body,
    fontSize: scale.fontSize.sm,
    fontWeight: scale.fontWeight.semibold,
    cursor: 'pointer',
    transition: `background-color ${scale.duration.fast} ${scale.easing.standard}, border-color ${scale.duration.fast} ${scale.easing.standard}, color ${scale.duration.fast} ${scale.easing.standard}`,
    selectors: {
      [`&${hovered}`]: {
        backgroundColor: vars.color.background.surface,
        borderColor: vars.color.foreground.body,
      },
      [`&${selected}`]: {
        backgroundColor: vars.color.background.accent,
        borderColor: vars.color.background.accent,
        color: vars.color.foreground.onAccent,
      },
      [`&${selected}${hovered}`]: {
        backgroundColor: vars.color.background.accentHover,
        borderColor: vars.color.background.accentHover,
      },
      [`&${focusVisible}`]: focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    },
    // Forced colours: system colours already (tokens/theme.css.ts); left to the browser, a chosen
    // one's label got a Canvas backplate under ButtonFace text, a blank white box.
    '@media': {
      [media.forcedColors]: {
        forcedColorAdjust: 'none',
        selectors: {
          [`&${selected}`]: { outline: '2px solid Highlight', outlineOffset: '-4px' },
        },
      },
    },
  };
}

/** The group the pills sit in: a wrapping row. */
export const pillGroupRule: StyleRule = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: scale.space.xs,
};
