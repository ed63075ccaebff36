/**
 * Raw colour values for each theme. Kept as plain data (not a .css.ts file) so that unit tests and
 * the token stories can compute contrast ratios from the very values the themes use.
 */
export type ThemeName = 'light' | 'dark';

export interface Palette {
  background: {
    body: string;
    surface: string;
    raised: string;
    emphasis: string;
    accent: string;
    accentHover: string;
    accentSoft: string;
    header: string;
    critical: string;
    positive: string;
  };
  foreground: {
    body: string;
    muted: string;
    faint: string;
    accent: string;
    onAccent: string;
    onEmphasis: string;
    onEmphasisMuted: string;
    link: string;
    critical: string;
    positive: string;
  };
  border: { subtle: string; field: string; focus: string; onEmphasis: string };
}

export const palettes: Record<ThemeName, Palette> = {
  light: {
    background: {
      body: '#ffffff',
      surface: '#f3f4f8',
      raised: '#ffffff',
      emphasis: '#0c1124',
      accent: '#4338ca',
      accentHover: '#3730a3',
      accentSoft: '#eceeff',
      header: 'rgba(255, 255, 255, 0.88)',
      critical: '#fdecea',
      positive: '#e7f6ee',
    },
    foreground: {
      body: '#0c1124',
      muted: '#474f66',
      faint: '#5c6479',
      accent: '#3730a3',
      onAccent: '#ffffff',
      onEmphasis: '#ffffff',
      onEmphasisMuted: '#c3c8d8',
      link: '#4338ca',
      critical: '#b42318',
      positive: '#05603a',
    },
    border: {
      subtle: '#dde0e8',
      field: '#767e93',
      focus: '#4338ca',
      onEmphasis: '#3a4260',
    },
  },
  dark: {
    background: {
      body: '#0a0e1a',
      surface: '#10162a',
      raised: '#161d33',
      emphasis: '#1c2342',
      accent: '#a5b4fc',
      accentHover: '#c7d2fe',
      accentSoft: '#222a5c',
      header: 'rgba(10, 14, 26, 0.86)',
      critical: '#3a1414',
      positive: '#0f2e22',
    },
    foreground: {
      body: '#e9ebf3',
      muted: '#aab1c5',
      faint: '#959cb2',
      accent: '#c7d2fe',
      onAccent: '#0a0e1a',
      onEmphasis: '#ffffff',
      onEmphasisMuted: '#c3c8d8',
      link: '#a5b4fc',
      critical: '#fca5a5',
      positive: '#86efac',
    },
    border: {
      subtle: '#283049',
      field: '#7a829c',
      focus: '#a5b4fc',
      onEmphasis: '#3a4266',
    },
  },
};

/** Text/background pairs the components use; every one must reach WCAG AA (4.5:1). */
export const contrastPairs: ReadonlyArray<{
  foreground: keyof Palette['foreground'];
  background: keyof Palette['background'];
}> = [
  { foreground: 'body', background: 'body' },
  { foreground: 'body', background: 'surface' },
  { foreground: 'body', background: 'raised' },
  { foreground: 'muted', background: 'body' },
  { foreground: 'muted', background: 'surface' },
  { foreground: 'muted', background: 'raised' },
  { foreground: 'faint', background: 'body' },
  { foreground: 'faint', background: 'surface' },
  { foreground: 'accent', background: 'accentSoft' },
  { foreground: 'accent', background: 'body' },
  { foreground: 'accent', background: 'surface' },
  { foreground: 'link', background: 'body' },
  { foreground: 'link', background: 'surface' },
  { foreground: 'link', background: 'raised' },
  { foreground: 'onAccent', background: 'accent' },
  { foreground: 'onAccent', background: 'accentHover' },
  { foreground: 'onEmphasis', background: 'emphasis' },
  { foreground: 'onEmphasisMuted', background: 'emphasis' },
  { foreground: 'critical', background: 'body' },
  { foreground: 'critical', background: 'critical' },
  { foreground: 'positive', background: 'body' },
  { foreground: 'positive', background: 'positive' },
];

/** Non-text pairs (field borders, focus ring) need 3:1 (WCAG 1.4.11). */
export const nonTextPairs: ReadonlyArray<{
  border: keyof Palette['border'];
  background: keyof Palette['background'];
}> = [
  { border: 'field', background: 'body' },
  { border: 'field', background: 'raised' },
  { border: 'field', background: 'surface' },
  { border: 'focus', background: 'body' },
  { border: 'focus', background: 'surface' },
  { border: 'focus', background: 'raised' },
];
