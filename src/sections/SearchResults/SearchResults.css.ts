import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { visuallyHidden as visuallyHiddenClass } from '../../components/VisuallyHidden/VisuallyHidden.css';

export const hidden = visuallyHiddenClass;

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xl,
  '@media': { [media.tablet]: { gap: scale.space['2xl'] } },
});

export const back = style({ margin: 0, fontSize: scale.fontSize.md });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
});

export const groupHeading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: scale.space.sm,
  margin: 0,
  paddingBlockEnd: scale.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.xl,
  fontWeight: scale.fontWeight.bold,
  lineHeight: scale.lineHeight.snug,
});

export const groupCount = style({
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  fontWeight: scale.fontWeight.medium,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const hit = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xxs,
  paddingBlock: scale.space.md,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  maxWidth: '48rem',
});

export const trail = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
});

export const separator = style({ color: vars.color.foreground.faint });

export const title = style({
  margin: 0,
  fontSize: scale.fontSize.lg,
  fontWeight: scale.fontWeight.semibold,
  lineHeight: scale.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const excerpt = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.md,
  lineHeight: scale.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

/** A matched word: the accent's soft tint behind the text's own colour; the system's in forced colours. */
export const mark = style({
  backgroundColor: vars.color.background.accentSoft,
  color: vars.color.foreground.body,
  borderRadius: scale.radius.sm,
  paddingInline: '0.1em',
  fontWeight: scale.fontWeight.semibold,
  '@media': {
    [media.forcedColors]: { backgroundColor: 'Mark', color: 'MarkText' },
  },
});

export const more = style({ margin: 0, paddingBlockStart: scale.space.xs });
