/**
 * A page's social card (Open Graph and Twitter image, 1200 × 630): the brand at the top, the
 * page's title, its area and the site's host at the bottom, in the colours of the design tokens.
 *
 * Drawn to PNG by satori (layout and text to SVG) and resvg (SVG to PNG) in server/socialCards.ts,
 * at build time for every prerendered page and by the server for new WordPress posts; the
 * workshop renders the same component in the browser (stories/sections/SocialCard.stories.tsx).
 * So it keeps to what both understand: inline styles only, flexbox (every element with more than
 * one child is `display: flex`), sizes in px, no hooks.
 *
 * It lives in src/features rather than src/sections because the server draws it, and the layer
 * rules let the server import src/site, src/features and src/content only. It imports nothing
 * but tokens and site facts.
 *
 * A change to this file (or to the palette or the fonts) redraws every card: the cache key of a
 * card includes this file's text (server/socialCards.ts).
 */
import type { CSSProperties } from 'react';
import { palettes } from '../../../tokens/palette';
import { radius } from '../../../tokens/scale';
import { site } from '../../site/config';

export type SocialCardTheme = 'light' | 'dark';

export interface SocialCardProps {
  /** The page's title, without the brand suffix: it is drawn big, clamped to four lines. */
  title: string;
  /** The page's area as the menus name it: 'Services', 'Insights', 'Careers' (src/site/socialCardArea.ts). */
  area: string;
  /** The dark card (the brand's emphasis band, as the generic share image) unless 'light'. */
  theme?: SocialCardTheme;
}

export const socialCardSize = { width: 1200, height: 630 } as const;

/**
 * The families the drawing registers (server/socialCards.ts): Inter's latin and latin-ext subsets
 * under two names, because satori takes one font per family and weight and falls back to the
 * next family for a missing glyph (Turkish İ, ğ, ş are in latin-ext). The browser uses the
 * site's own Inter Variable.
 */
export const socialCardFonts = { latin: 'Inter', latinExtended: 'Inter Latin Ext' } as const;
const fontFamily = `'Inter Variable', '${socialCardFonts.latin}', '${socialCardFonts.latinExtended}', sans-serif`;

/** The host the card names: the canonical origin without `www.`. */
const host = new URL(site.origin).host.replace(/^www\./, '');

/** '#a5b4fc', 0.08 -> 'rgba(165, 180, 252, 0.08)'. */
function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

const { light, dark } = palettes;

/** Each theme's colours, all from the palette. */
const themes = {
  dark: {
    // The emphasis band of the light theme, as the generic share image (public/og/response-share.png).
    background: light.background.emphasis,
    text: dark.foreground.onEmphasis,
    muted: dark.foreground.onEmphasisMuted,
    grid: withAlpha(dark.background.accent, 0.08),
    glow: withAlpha(light.background.accent, 0.6),
    pillBackground: dark.background.accentSoft,
    pillBorder: dark.border.onEmphasis,
    pillText: dark.foreground.accent,
  },
  light: {
    background: light.background.surface,
    text: light.foreground.body,
    muted: light.foreground.muted,
    grid: withAlpha(light.background.accent, 0.07),
    glow: withAlpha(light.background.accent, 0.22),
    pillBackground: light.background.accentSoft,
    pillBorder: withAlpha(light.background.accent, 0.25),
    pillText: light.foreground.accent,
  },
} satisfies Record<SocialCardTheme, Record<string, string>>;

/** The brand mark's colours, the same on both cards. */
const mark = { tile: light.background.accent, letter: light.foreground.onAccent };

/**
 * The title's size steps down as it grows, so most titles fit in two or three lines; past four
 * lines it is cut with an ellipsis.
 */
export function titleSize(title: string): { fontSize: number; lineHeight: number } {
  const length = [...title].length;
  if (length <= 40) return { fontSize: 72, lineHeight: 1.08 };
  if (length <= 70) return { fontSize: 60, lineHeight: 1.1 };
  return { fontSize: 50, lineHeight: 1.14 };
}

export const titleMaxLines = 4;

/** Positioned above the grid and the glow (which are positioned too, and come first). */
const above: CSSProperties = { position: 'relative' };

export function SocialCard({ title, area, theme = 'dark' }: SocialCardProps) {
  const colours = themes[theme];
  const { fontSize, lineHeight } = titleSize(title);
  return (
    <div
      style={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        boxSizing: 'border-box',
        width: socialCardSize.width,
        height: socialCardSize.height,
        padding: '72px 80px',
        overflow: 'hidden',
        backgroundColor: colours.background,
        color: colours.text,
        fontFamily,
      }}
    >
      <div
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: socialCardSize.width,
          height: socialCardSize.height,
          backgroundImage: `linear-gradient(${colours.grid} 1px, transparent 1px), linear-gradient(90deg, ${colours.grid} 1px, transparent 1px)`,
          backgroundSize: '60px 60px',
        }}
      />
      <div
        style={{
          position: 'absolute',
          // Mostly off the card: a smooth gradient is most of a card's PNG bytes (this corner
          // glow keeps a dark card near 100 KB; the share image's, further in, made it 160 KB).
          top: -300,
          right: -300,
          width: 660,
          height: 660,
          borderRadius: 330,
          backgroundImage: `radial-gradient(circle, ${colours.glow}, ${withAlpha(light.background.accent, 0)} 70%)`,
        }}
      />
      <div
        style={{
          ...above,
          display: 'flex',
          alignItems: 'center',
          gap: 18,
          fontSize: 34,
          fontWeight: 700,
          letterSpacing: -0.7,
        }}
      >
        <svg width="56" height="56" viewBox="0 0 64 64" aria-hidden="true">
          <rect width="64" height="64" rx="14" fill={mark.tile} />
          <path
            d="M20 48V16h13.5c7.2 0 11.5 3.9 11.5 10 0 4.4-2.3 7.6-6.2 9L46 48h-8.2l-6.3-11.9H27.6V48H20Zm7.6-18.3h5.3c3.2 0 4.9-1.4 4.9-3.9s-1.7-3.8-4.9-3.8h-5.3v7.7Z"
            fill={mark.letter}
          />
        </svg>
        <span>{site.brand}</span>
      </div>
      <div
        style={{
          ...above,
          // -webkit-box with a line clamp: what both satori and browsers clamp.
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: titleMaxLines,
          overflow: 'hidden',
          maxWidth: 1000,
          fontSize,
          lineHeight,
          fontWeight: 700,
          letterSpacing: -fontSize * 0.03,
        }}
      >
        {title}
      </div>
      <div
        style={{
          ...above,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          fontSize: 24,
          fontWeight: 500,
        }}
      >
        <span
          style={{
            padding: '8px 22px',
            borderRadius: radius.pill,
            border: `1px solid ${colours.pillBorder}`,
            backgroundColor: colours.pillBackground,
            color: colours.pillText,
          }}
        >
          {area}
        </span>
        <span style={{ color: colours.muted }}>{host}</span>
      </div>
    </div>
  );
}
