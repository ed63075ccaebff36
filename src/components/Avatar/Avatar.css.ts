import { vars } from '../../../tokens/contract.css';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';
import { componentStyle } from '../../styles/layers.css';
import { scriptingClass } from '../../styles/scripting';

export const avatar = componentStyle({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '3rem',
  height: '3rem',
  overflow: 'hidden',
  borderRadius: scale.radius.pill,
  backgroundColor: vars.color.background.accentSoft,
  color: vars.color.foreground.accent,
  fontSize: scale.fontSize.md,
  fontWeight: scale.fontWeight.bold,
  letterSpacing: '0.02em',
  selectors: {
    '&[data-size="lg"]': { width: '4rem', height: '4rem', fontSize: scale.fontSize.lg },
  },
  '@media': {
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

/**
 * The picture lies over the initials. With JavaScript it is transparent until it has loaded (and
 * when it fails), so the initials show meanwhile. Without JavaScript it simply draws over them
 * once loaded, and a broken image with empty alt text draws nothing, so the initials show
 * through.
 */
export const image = componentStyle({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: {
    [`.${scriptingClass} ${avatar}[data-state="loading"] &, .${scriptingClass} ${avatar}[data-state="error"] &`]:
      { opacity: 0 },
  },
});
