/**
 * The inline scripts of a prerendered page and their CSP hashes.
 *
 * A browser allows an inline <script> under `script-src 'sha256-…'` when the base64 sha256 of the
 * script's source text (the exact characters between `<script …>` and `</script>`, no entity
 * decoding, after the HTML parser's newline normalisation), UTF-8 encoded, is in the list.
 *
 * The scanner below is a small subset of the HTML tokenizer, enough for the markup React renders:
 * comments, doctype, tags with quoted attributes, and the raw-text elements (script, style,
 * textarea, title) whose content is not markup. It does not model the "script data escaped"
 * states (`<!--` … `<script>` nested inside a script), which React never emits.
 *
 * The analytics tag (src/site/analytics.ts) is loaded by the consent head script, an inline
 * script, only in builds with a measurement id. A page whose allowed inline scripts load it
 * needs the tag's origin in `script-src` as well (and its collection endpoints in
 * `connect-src`, server/headers.ts): `inlineScriptHashes` then lists that origin after the
 * hashes. Deriving it from the built HTML keeps the server and the exported host rules in step
 * with what each page really loads; a build without an id keeps a same-origin policy.
 */
import { createHash } from 'node:crypto';
import { analyticsTagOrigin, analyticsTagUrlPattern } from '../src/site/analytics';

export interface ScriptElement {
  /** Attributes, names lower-cased; the first of duplicated attributes wins, as in browsers. */
  attributes: Record<string, string>;
  /** The raw text between the start tag and `</script`. */
  content: string;
}

const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title']);
const TAG_NAME = /[a-zA-Z][^\s/>]*/y;
const WHITESPACE = /[\t\n\f\r ]/;

/** Every <script> element of an HTML document, in document order. */
export function findScriptElements(html: string): ScriptElement[] {
  const scripts: ScriptElement[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?' || html[lt + 1] === '/') {
      // Doctype, bogus comment or end tag: skip to its `>`.
      const end = html.indexOf('>', lt + 2);
      i = end === -1 ? html.length : end + 1;
      continue;
    }
    TAG_NAME.lastIndex = lt + 1;
    const nameMatch = TAG_NAME.exec(html);
    if (!nameMatch) {
      i = lt + 1;
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    const { attributes, end } = parseAttributes(html, lt + 1 + nameMatch[0].length);
    i = end;
    if (!RAW_TEXT_ELEMENTS.has(name)) continue;
    const close = new RegExp(`</${name}(?=[\\t\\n\\f\\r />])`, 'ig');
    close.lastIndex = end;
    const closeMatch = close.exec(html);
    const contentEnd = closeMatch ? closeMatch.index : html.length;
    if (name === 'script') scripts.push({ attributes, content: html.slice(end, contentEnd) });
    if (!closeMatch) break;
    const closeEnd = html.indexOf('>', contentEnd);
    i = closeEnd === -1 ? html.length : closeEnd + 1;
  }
  return scripts;
}

/** The attributes of a start tag from just after its name; `end` is just after its `>`. */
function parseAttributes(
  html: string,
  from: number,
): { attributes: Record<string, string>; end: number } {
  const attributes: Record<string, string> = {};
  let i = from;
  while (i < html.length) {
    const ch = html[i]!;
    if (WHITESPACE.test(ch) || ch === '/') {
      i++;
      continue;
    }
    if (ch === '>') return { attributes, end: i + 1 };
    let nameEnd = i + 1;
    while (nameEnd < html.length && !/[\t\n\f\r />=]/.test(html[nameEnd]!)) nameEnd++;
    const name = html.slice(i, nameEnd).toLowerCase();
    i = nameEnd;
    while (i < html.length && WHITESPACE.test(html[i]!)) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < html.length && WHITESPACE.test(html[i]!)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const valueEnd = close === -1 ? html.length : close;
        value = html.slice(i + 1, valueEnd);
        i = valueEnd + 1;
      } else {
        let valueEnd = i;
        while (valueEnd < html.length && !/[\t\n\f\r >]/.test(html[valueEnd]!)) valueEnd++;
        value = html.slice(i, valueEnd);
        i = valueEnd;
      }
    }
    if (!(name in attributes)) attributes[name] = value;
  }
  return { attributes, end: html.length };
}

/** The type values that make a browser treat a script's text as JavaScript (classic scripts). */
const JAVASCRIPT_MIME_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/**
 * Whether an inline script is subject to `script-src`: no `src`, and a type the browser runs
 * (classic JavaScript, module) or parses under script-src (importmap, speculationrules). Data
 * blocks such as `application/ld+json` are never executed and need no hash.
 */
export function isExecutableInlineScript(script: ScriptElement): boolean {
  const { attributes } = script;
  if ('src' in attributes) return false;
  let type: string;
  if ('type' in attributes) {
    type = attributes.type!.trim().toLowerCase();
  } else if (attributes.language) {
    type = `text/${attributes.language.trim().toLowerCase()}`;
  } else {
    type = '';
  }
  if (type === '' || JAVASCRIPT_MIME_TYPES.has(type)) return true;
  return type === 'module' || type === 'importmap' || type === 'speculationrules';
}

/**
 * The CSP hash source (`sha256-<base64>`, unquoted) of a script's text, as a browser computes it:
 * the HTML parser turns CRLF and lone CR into LF and NUL into U+FFFD before the text is hashed.
 */
export function scriptHash(content: string): string {
  const text = content.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD');
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** Whether an inline script's text loads the analytics tag (a gtag.js URL with a GA4 id). */
export function loadsAnalyticsTag(script: ScriptElement): boolean {
  return analyticsTagUrlPattern.test(script.content);
}

/**
 * The `script-src` sources a document's executable inline scripts need: their distinct hashes,
 * in document order, then the analytics tag's origin when one of them loads the tag.
 */
export function inlineScriptHashes(html: string): string[] {
  return scriptSources(findScriptElements(html));
}

/** `inlineScriptHashes` of a page whose script elements were already found. */
export function scriptSources(elements: readonly ScriptElement[]): string[] {
  const scripts = elements.filter(isExecutableInlineScript);
  const hashes = [...new Set(scripts.map((script) => scriptHash(script.content)))];
  return scripts.some(loadsAnalyticsTag) ? [...hashes, analyticsTagOrigin] : hashes;
}
