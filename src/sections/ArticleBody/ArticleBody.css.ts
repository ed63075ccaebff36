import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { focusRing } from '../../../tokens/focus';
import { media } from '../../../tokens/scale';
import { scale } from '../../../tokens/theme.css';

/**
 * Long-form text from the content service: every element the sanitiser allows (headings, p,
 * lists, blockquote, figure and image, code and pre, links), styled by element because the
 * markup is WordPress's, not ours. A measure of about 70 characters.
 */
export const body = style({
  maxWidth: '44rem',
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.lg,
  lineHeight: scale.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

const inBody = (selector: string) => `${body} ${selector}`;

globalStyle(inBody('> * + *'), { marginBlockStart: scale.space.lg });
globalStyle(inBody(':is(h2, h3, h4, h5, h6)'), {
  marginBlockStart: scale.space['2xl'],
  lineHeight: scale.lineHeight.snug,
  color: vars.color.foreground.body,
  scrollMarginTop: '6rem',
});
globalStyle(inBody('h2'), { fontSize: scale.fontSize['2xl'] });
globalStyle(inBody('h3'), { fontSize: scale.fontSize.xl });
globalStyle(inBody('h4'), { fontSize: scale.fontSize.lg });
globalStyle(inBody(':is(h5, h6)'), {
  fontSize: scale.fontSize.md,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
});
globalStyle(inBody(':is(h2, h3, h4, h5, h6) + *'), { marginBlockStart: scale.space.sm });
globalStyle(inBody('p'), { color: vars.color.foreground.body });
globalStyle(inBody(':is(ul, ol)'), {
  paddingInlineStart: scale.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: scale.space.xs,
});
globalStyle(inBody('li::marker'), { color: vars.color.foreground.accent });
globalStyle(inBody('a'), {
  color: vars.color.foreground.link,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  borderRadius: '2px',
});
globalStyle(inBody('a:hover'), { textDecorationThickness: '2px' });
globalStyle(inBody('a:focus-visible'), focusRing);
// A link the editor set to open a new tab says so, as the site's own links do: an arrow, and
// for screen readers its alternative text (CSS generated content with alt text).
globalStyle(inBody('a[target="_blank"]::after'), {
  content: ['""', '"" / " (opens in a new tab)"'],
  display: 'inline-block',
  width: '0.8em',
  height: '0.8em',
  marginInlineStart: '0.2em',
  verticalAlign: '-0.05em',
  backgroundColor: 'currentColor',
  maskImage: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16' fill='none' stroke='black' stroke-width='1.75' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M9 3h4v4M13 3 7 9M11 9.5V13H3V5h3.5'/%3E%3C/svg%3E")`,
  maskSize: 'contain',
  maskRepeat: 'no-repeat',
  '@media': { [media.forcedColors]: { backgroundColor: 'LinkText' } },
});
// Only the inline margins: the block spacing comes from `> * + *`, which `margin: 0` would undo.
globalStyle(inBody('blockquote'), {
  marginInline: 0,
  marginBlockEnd: 0,
  paddingInlineStart: scale.space.lg,
  borderInlineStart: `4px solid ${vars.color.background.accent}`,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.xl,
  fontWeight: scale.fontWeight.medium,
  '@media': { [media.forcedColors]: { borderInlineStartColor: 'CanvasText' } },
});
// The quote's source: WordPress's <cite>, which the sanitiser turns into this paragraph.
globalStyle(inBody('blockquote p.quote-citation'), {
  display: 'block',
  marginBlockStart: scale.space.xs,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  fontStyle: 'normal',
});
globalStyle(inBody('figure'), { marginInline: 0, marginBlockEnd: 0 });
globalStyle(inBody('img'), {
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  borderRadius: scale.radius.md,
});
globalStyle(inBody('figcaption'), {
  marginBlockStart: scale.space.xs,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
});
globalStyle(inBody('code'), {
  fontFamily: "ui-monospace, 'DejaVu Sans Mono', 'Liberation Mono', monospace",
  fontSize: '0.9em',
  paddingInline: '0.3em',
  borderRadius: scale.radius.sm,
  backgroundColor: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
});
// Wrapped rather than scrolled: a scrolling region would need a Tab stop the sanitised markup
// cannot give it (no tabindex), so narrow screens wrap long lines.
globalStyle(inBody('pre'), {
  whiteSpace: 'pre-wrap',
  padding: scale.space.md,
  borderRadius: scale.radius.md,
  backgroundColor: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  fontSize: scale.fontSize.sm,
  lineHeight: scale.lineHeight.normal,
});
globalStyle(inBody('pre code'), { padding: 0, border: 0, backgroundColor: 'transparent' });
