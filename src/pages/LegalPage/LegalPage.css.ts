import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { contentWidth, media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/** 'Last updated November 27, 2026', under the hero's lead. */
export const updated = style({
  marginBlockStart: scale.space.md,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
});

/** 'On this page' above the text; beside it from desktop width, in a narrow column. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space['2xl'],
  alignItems: 'start',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 17rem) minmax(0, 1fr)',
      gap: scale.space['3xl'],
    },
  },
});

/**
 * Sticky from desktop width, clear of the fixed header; a list longer than the window scrolls
 * on its own (its links take focus, so the keyboard scrolls it too).
 */
export const contents = style({
  '@media': {
    [media.desktop]: {
      position: 'sticky',
      insetBlockStart: '6rem',
      maxHeight: 'calc(100vh - 7rem)',
      overflowY: 'auto',
    },
  },
});

/** The text column, the sections well apart; a table may use its whole width. */
export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space['2xl'],
  minWidth: 0,
});

/** Headings, paragraphs, lists and addresses keep to the reading measure of text pages. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.md,
});

globalStyle(`${section} > :is(h2, p, ul, address, div)`, { maxWidth: contentWidth.text });

export const heading = style({
  margin: 0,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize['2xl'],
  fontWeight: scale.fontWeight.bold,
  lineHeight: scale.lineHeight.snug,
  letterSpacing: '-0.01em',
});

export const paragraph = style({
  margin: 0,
  color: vars.color.foreground.body,
  lineHeight: scale.lineHeight.relaxed,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
  margin: 0,
  paddingInlineStart: scale.space.lg,
  color: vars.color.foreground.body,
  lineHeight: scale.lineHeight.relaxed,
});

export const term = style({
  fontWeight: scale.fontWeight.semibold,
});

export const address = style({
  paddingInlineStart: scale.space.md,
  borderInlineStart: `3px solid ${vars.color.border.field}`,
  color: vars.color.foreground.body,
  fontStyle: 'normal',
  lineHeight: scale.lineHeight.normal,
  '@media': {
    [media.forcedColors]: { borderInlineStartColor: 'CanvasText' },
  },
});

/** The cookie policy's 'Change cookie settings' and the note under it. */
export const settings = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: scale.space.sm,
});

export const settingsNote = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
});

/** The working-draft note, once, at the end of the text. */
export const note = style({
  maxWidth: contentWidth.text,
  padding: scale.space.lg,
  borderRadius: scale.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.body,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
  '@media': {
    [media.forcedColors]: { borderColor: 'CanvasText' },
  },
});

globalStyle(`${note} p`, { margin: 0 });
