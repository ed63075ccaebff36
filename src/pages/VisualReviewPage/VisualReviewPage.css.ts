import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export const page = style({
  paddingBlock: scale.space.xl,
  '@media': { [media.tablet]: { paddingBlock: scale.space['2xl'] } },
});

export const stackLarge = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xl,
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: scale.space.sm });

export const title = style({
  margin: 0,
  fontSize: scale.fontSize['4xl'],
  lineHeight: scale.lineHeight.tight,
});

export const lead = style({
  margin: 0,
  maxWidth: '46rem',
  fontSize: scale.fontSize.lg,
  color: vars.color.foreground.muted,
});

export const sectionTitle = style({ margin: 0, fontSize: scale.fontSize.xl });

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.md,
  padding: scale.space.lg,
  borderRadius: scale.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
});

export const filterRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: scale.space.lg,
});

export const filterGroup = style({ display: 'flex', flexDirection: 'column', gap: scale.space.xs });

export const filterLabel = style({ fontWeight: scale.fontWeight.semibold });

export const select = style({ minWidth: 'min(100%, 22rem)' });

export const count = style({ margin: 0, color: vars.color.foreground.muted });

export const acceptBar = style({ display: 'flex', flexDirection: 'column', gap: scale.space.sm });

export const acceptRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: scale.space.md,
});

export const acceptStatic = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.sm,
});

export const note = style({ margin: 0, color: vars.color.foreground.muted, maxWidth: '46rem' });

export const outcome = style({
  selectors: {
    '&:empty': { display: 'none' },
    '&[data-tone="positive"]': { color: vars.color.foreground.positive },
    '&[data-tone="critical"]': { color: vars.color.foreground.critical },
  },
});

export const command = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: scale.space.sm,
});

export const commandText = style({
  flex: '1 1 20rem',
  minWidth: 0,
  margin: 0,
  padding: scale.space.sm,
  overflowX: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  fontSize: scale.fontSize.sm,
  borderRadius: scale.radius.sm,
  backgroundColor: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.lg,
  paddingBlockStart: scale.space.lg,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const groupTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: scale.space.xs,
  margin: 0,
  fontSize: scale.fontSize['2xl'],
});

export const groupCount = style({
  fontSize: scale.fontSize.md,
  fontWeight: scale.fontWeight.regular,
  color: vars.color.foreground.muted,
});

export const change = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.md,
  padding: scale.space.md,
  borderRadius: scale.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.raised,
  '@media': { [media.tablet]: { padding: scale.space.lg } },
});

export const changeHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: scale.space.sm,
});

export const changeTitle = style({ margin: 0, fontSize: scale.fontSize.lg });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: scale.space.xs });

export const facts = style({
  display: 'grid',
  gap: scale.space.xs,
  margin: 0,
  fontSize: scale.fontSize.sm,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

globalStyle(`${facts} dd`, { margin: 0 });
globalStyle(`${facts} dt`, { fontWeight: scale.fontWeight.semibold });

export const path = style({ wordBreak: 'break-all', fontSize: scale.fontSize.sm });

export const violations = style({ margin: 0, color: vars.color.foreground.critical });

export const errors = style({ display: 'flex', flexDirection: 'column', gap: scale.space.xs });

export const errorText = style({
  margin: 0,
  padding: scale.space.sm,
  overflowX: 'auto',
  whiteSpace: 'pre-wrap',
  fontSize: scale.fontSize.xs,
  borderRadius: scale.radius.sm,
  backgroundColor: vars.color.background.surface,
});

export { visuallyHidden as hiddenText } from '../../components/VisuallyHidden/VisuallyHidden.css';
