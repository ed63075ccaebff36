import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/** Text and next steps beside the form from the desktop breakpoint; stacked on phones. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space.xl,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
      gap: scale.space['3xl'],
      alignItems: 'start',
    },
  },
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.lg,
});

export const heading = style({
  margin: 0,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize['3xl'],
  fontWeight: scale.fontWeight.bold,
  lineHeight: scale.lineHeight.tight,
  letterSpacing: '-0.01em',
});

export const intro = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.lg,
  lineHeight: scale.lineHeight.normal,
});

export const stepsHeading = style({
  margin: 0,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.lg,
  fontWeight: scale.fontWeight.semibold,
});

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: '2rem minmax(0, 1fr)',
  columnGap: scale.space.sm,
  counterIncrement: 'step',
  '::before': {
    content: 'counter(step)',
    gridRow: 'span 2',
    display: 'grid',
    placeItems: 'center',
    width: '2rem',
    height: '2rem',
    borderRadius: scale.radius.pill,
    backgroundColor: vars.color.background.accentSoft,
    color: vars.color.foreground.accent,
    fontSize: scale.fontSize.sm,
    fontWeight: scale.fontWeight.bold,
  },
});

export const stepTitle = style({
  margin: 0,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.md,
  fontWeight: scale.fontWeight.semibold,
});

export const stepBody = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
});

/** The form on a raised card. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.lg,
  padding: scale.space.lg,
  borderRadius: scale.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.raised,
  boxShadow: vars.shadow.medium,
  '@media': {
    [media.tablet]: { padding: scale.space.xl },
  },
});

/** Two fields side by side from the tablet breakpoint. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: scale.space.lg,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: scale.space.sm,
});

export const privacy = style({
  margin: 0,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
});
