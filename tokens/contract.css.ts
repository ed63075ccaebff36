import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract. Names are semantic: they say what a colour is for, not what it looks
 * like, so light, dark and forced-colours themes can each fill them in.
 */
export const vars = createThemeContract({
  color: {
    background: {
      body: null,
      surface: null,
      raised: null,
      emphasis: null,
      accent: null,
      accentHover: null,
      accentSoft: null,
      header: null,
      critical: null,
      positive: null,
    },
    foreground: {
      body: null,
      muted: null,
      faint: null,
      accent: null,
      onAccent: null,
      onEmphasis: null,
      onEmphasisMuted: null,
      link: null,
      critical: null,
      positive: null,
    },
    border: {
      subtle: null,
      field: null,
      focus: null,
      onEmphasis: null,
    },
  },
  shadow: {
    small: null,
    medium: null,
    large: null,
  },
});
