import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

export { sidebarLayout as layout } from '../../sections/PageSection/sidebar.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.lg,
  maxWidth: '44rem',
  fontSize: scale.fontSize.lg,
  lineHeight: scale.lineHeight.relaxed,
  color: vars.color.foreground.body,
  overflowWrap: 'anywhere',
});

export const dateline = style({
  fontWeight: scale.fontWeight.bold,
});

export const aside = style({
  '@media': {
    [media.desktop]: { position: 'sticky', top: '6rem' },
  },
});

export const actions = style({
  marginBlockStart: scale.space['2xl'],
});
