import {
  assignVars,
  createGlobalTheme,
  createThemeContract,
  globalStyle,
} from '@vanilla-extract/css';
import { vars } from './contract.css';
import { type Palette, palettes } from './palette';
import {
  duration,
  easing,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  media,
  radius,
  space,
  zIndex,
} from './scale';

/**
 * Colour mode is a class on <html>: `light` or `dark`, set before first paint by the pre-paint
 * script from the stored choice (light, dark or system). Without that script (JavaScript off),
 * the system setting decides through `prefers-color-scheme`.
 */
function colours(p: Palette, shadowAlpha: number) {
  return {
    color: { background: p.background, foreground: p.foreground, border: p.border },
    shadow: {
      small: `0 1px 2px rgba(8, 12, 30, ${shadowAlpha})`,
      medium: `0 4px 16px rgba(8, 12, 30, ${shadowAlpha})`,
      large: `0 16px 40px rgba(8, 12, 30, ${Number((shadowAlpha * 1.5).toFixed(3))})`,
    },
  };
}

const light = colours(palettes.light, 0.08);
const dark = colours(palettes.dark, 0.4);

/** The shadows of each theme, for the workshop's Foundations pages. */
export const shadows = { light: light.shadow, dark: dark.shadow } as const;

createGlobalTheme(':root, .light', vars, light);
createGlobalTheme('.dark', vars, dark);
globalStyle(':root:not(.light)', {
  '@media': { [media.dark]: { vars: assignVars(vars, dark) } },
});

/**
 * In forced-colours mode every token maps to a system colour. Exported for the workshop's
 * Foundations pages, which show the mapping.
 */
export const forcedColours = {
  color: {
    background: {
      body: 'Canvas',
      surface: 'Canvas',
      raised: 'Canvas',
      emphasis: 'Canvas',
      accent: 'ButtonText',
      accentHover: 'Highlight',
      accentSoft: 'Canvas',
      header: 'Canvas',
      critical: 'Canvas',
      positive: 'Canvas',
    },
    foreground: {
      body: 'CanvasText',
      muted: 'CanvasText',
      faint: 'CanvasText',
      accent: 'CanvasText',
      onAccent: 'ButtonFace',
      onEmphasis: 'CanvasText',
      onEmphasisMuted: 'CanvasText',
      link: 'LinkText',
      critical: 'CanvasText',
      positive: 'CanvasText',
    },
    border: {
      subtle: 'CanvasText',
      field: 'CanvasText',
      focus: 'Highlight',
      onEmphasis: 'CanvasText',
    },
  },
  shadow: { small: 'none', medium: 'none', large: 'none' },
} as const;

globalStyle(':root', {
  '@media': { [media.forcedColors]: { vars: assignVars(vars, forcedColours) } },
});

/** Theme-independent tokens, as CSS variables so that components read one source. */
export const scale = createThemeContract({
  font: { body: null },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    '2xl': null,
    '3xl': null,
    '4xl': null,
    '5xl': null,
  },
  lineHeight: { tight: null, snug: null, normal: null, relaxed: null },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    '2xl': null,
    '3xl': null,
    '4xl': null,
  },
  radius: { sm: null, md: null, lg: null, pill: null },
  zIndex: {
    base: null,
    raised: null,
    sticky: null,
    header: null,
    overlay: null,
    modal: null,
    toast: null,
    skipLink: null,
  },
  duration: { fast: null, normal: null, slow: null },
  easing: { standard: null },
});

const scaleValues = {
  font: fontFamily,
  fontSize,
  lineHeight,
  fontWeight,
  space,
  radius,
  zIndex,
  duration,
  easing,
};

createGlobalTheme(':root', scale, scaleValues);

/** Motion is switched off entirely for visitors who ask for reduced motion. */
globalStyle(':root', {
  '@media': {
    [media.reducedMotion]: {
      vars: assignVars(scale.duration, { fast: '0ms', normal: '0ms', slow: '0ms' }),
    },
  },
});
