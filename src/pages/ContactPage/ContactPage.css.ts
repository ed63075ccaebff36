import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { scale } from '../../../tokens/theme.css';
import { withoutScripts } from '../../styles/scripting';

/**
 * The hero's buttons move focus to the form (and Schedule a Call picks Phone): they need
 * JavaScript, and are not shown without it; the form follows the hero.
 */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: scale.space.sm,
  marginBlockStart: scale.space.lg,
  selectors: { [`${withoutScripts} &`]: { display: 'none' } },
});

export const source = style({
  marginBlockStart: scale.space.lg,
});

export const sourceText = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: scale.space.xs,
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.md,
});

/** The modules chosen with 'Build My Stack', on their own line under the source. */
export const stackText = style([sourceText, { display: 'flex', marginBlockStart: scale.space.sm }]);

/** The label as the visitor's own trail: a quiet chip. */
export const sourceLabel = style({
  paddingBlock: scale.space.xxs,
  paddingInline: scale.space.sm,
  borderRadius: scale.radius.pill,
  backgroundColor: vars.color.background.accentSoft,
  color: vars.color.foreground.body,
  fontWeight: scale.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const refusal = style({
  marginBlockStart: scale.space.lg,
  maxWidth: '44rem',
});
