import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';
import { withoutScripts, withScripts } from '../../styles/scripting';
import { arrow, nextIcon, previousIcon } from '../Carousel/Carousel.css';

export { arrow, nextIcon, previousIcon };

export const slider = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.lg,
  maxWidth: '48rem',
});

export const quotes = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xl,
});

export const quote = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.md,
  margin: 0,
});

/** A quote other than the current one: hidden while scripts run; without them all show. */
export const inactive = componentStyle({
  selectors: { [`${withScripts} &`]: { display: 'none' } },
});

export const text = componentStyle({
  margin: 0,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.xl,
  fontWeight: scale.fontWeight.medium,
  lineHeight: scale.lineHeight.snug,
  letterSpacing: '-0.01em',
  '@media': { [media.desktop]: { fontSize: scale.fontSize['2xl'] } },
});

export const person = componentStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xxs,
});

export const name = componentStyle({
  color: vars.color.foreground.body,
  fontWeight: scale.fontWeight.semibold,
});

export const role = componentStyle({
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
});

export const controls = componentStyle({
  display: 'flex',
  alignItems: 'center',
  gap: scale.space.sm,
  selectors: { [`${withoutScripts} &`]: { display: 'none' } },
});

export const position = componentStyle({
  minWidth: '3rem',
  textAlign: 'center',
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
