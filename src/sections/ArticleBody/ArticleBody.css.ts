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
globalStyle(inBody(':is(h4, h5, h6)'), { fontSize: scale.fontSize.lg });
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
globalStyle(inBody('blockquote'), {
  margin: 0,
  paddingInlineStart: scale.space.lg,
  borderInlineStart: `4px solid ${vars.color.background.accent}`,
  color: vars.color.foreground.body,
  fontSize: scale.fontSize.xl,
  fontWeight: scale.fontWeight.medium,
  '@media': { [media.forcedColors]: { borderInlineStartColor: 'CanvasText' } },
});
globalStyle(inBody('blockquote cite'), {
  display: 'block',
  marginBlockStart: scale.space.xs,
  color: vars.color.foreground.muted,
  fontSize: scale.fontSize.sm,
  fontStyle: 'normal',
});
globalStyle(inBody('figure'), { margin: 0 });
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
