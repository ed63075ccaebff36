/**
 * An article body from the content service, made safe to render: DOMPurify with
 * exactly the spec's allow-list of elements (headings, p, br, strong, em, u, a, ul, ol, li,
 * blockquote, img, figure, figcaption, code, pre) and attributes (href, src, alt, title, class,
 * id, target, rel). Links may go to http(s), mailto, a path on this site or a fragment; images
 * only to http(s) or a path on this site. A link that opens a new tab gets
 * `rel="noopener noreferrer"`. Nothing survives that could run: no script, style, event
 * handler, `javascript:` or `data:` URL, iframe, object, form or SVG (and the page's CSP would
 * block them anyway).
 *
 * The same function runs where the page is rendered: in the browser with its own window, on
 * the server (prerender, and articles rendered on request) with a window the server hands over
 * once with `setSanitizerWindow` (jsdom), so the HTML does not change at hydration.
 */
import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';

export const allowedTags = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'strong',
  'em',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'img',
  'figure',
  'figcaption',
  'code',
  'pre',
] as const;

export const allowedAttributes = [
  'href',
  'src',
  'alt',
  'title',
  'class',
  'id',
  'target',
  'rel',
  // An image's size and its responsive candidates, as WordPress writes them: the page keeps the
  // image's room before it loads (no layout shift), and the phone fetches the small file.
  'width',
  'height',
  'srcset',
  'sizes',
  'loading',
  'decoding',
] as const;

/** http(s), mailto, a path on this site (not `//host`), or a fragment. */
const linkUrl = /^(?:(?:https?|mailto):|\/(?!\/)|#)/i;
/** http(s) or a path on this site. */
const imageUrl = /^(?:https?:|\/(?!\/))/i;
/** Characters browsers ignore in URLs ('java\tscript:'), removed before the checks. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are what it finds.
const ignoredInUrls = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

/** Attributes kept on images only. */
const imageOnly = ['width', 'height', 'srcset', 'sizes', 'loading', 'decoding'];

const config: Config = {
  ALLOWED_TAGS: [...allowedTags],
  ALLOWED_ATTR: [...allowedAttributes],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: linkUrl,
  // Not URLs (srcset's are checked below): without this DOMPurify would hold their values to
  // the URL rule above.
  ADD_URI_SAFE_ATTR: ['target', 'rel', 'width', 'height', 'srcset', 'sizes', 'loading', 'decoding'],
  ADD_DATA_URI_TAGS: [],
  // The text inside these is dropped with them, not kept as loose text.
  FORBID_CONTENTS: [
    'script',
    'style',
    'template',
    'iframe',
    'noscript',
    'object',
    'embed',
    'svg',
    'math',
    'select',
    'textarea',
    'button',
  ],
};

function configure(purifier: DOMPurify): DOMPurify {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (typeof element.getAttribute !== 'function') return;
    const href = element.getAttribute('href');
    if (href !== null && !linkUrl.test(href.replace(ignoredInUrls, ''))) {
      element.removeAttribute('href');
    }
    const src = element.getAttribute('src');
    if (src !== null && !imageUrl.test(src.replace(ignoredInUrls, ''))) {
      element.removeAttribute('src');
    }
    if (element.tagName !== 'IMG') {
      for (const name of imageOnly) element.removeAttribute(name);
    } else {
      for (const name of ['width', 'height']) {
        const value = element.getAttribute(name);
        if (value !== null && !/^[1-9]\d{0,4}$/.test(value)) element.removeAttribute(name);
      }
      // Each candidate: a URL the src rule allows, then a width (`768w`) or density (`2x`).
      const srcset = element.getAttribute('srcset');
      if (
        srcset !== null &&
        !srcset
          .split(',')
          .every(
            (candidate) =>
              /^\S+(?:\s+\d+(?:\.\d+)?[wx])?$/.test(candidate.trim()) &&
              imageUrl.test(candidate.trim().replace(ignoredInUrls, '')),
          )
      ) {
        element.removeAttribute('srcset');
      }
      const loading = element.getAttribute('loading');
      if (loading !== null && loading !== 'lazy' && loading !== 'eager') {
        element.removeAttribute('loading');
      }
      const decoding = element.getAttribute('decoding');
      if (decoding !== null && !['async', 'sync', 'auto'].includes(decoding)) {
        element.removeAttribute('decoding');
      }
    }
    const target = element.getAttribute('target');
    if (target !== null) {
      if (element.tagName === 'A' && target === '_blank') {
        element.setAttribute('rel', 'noopener noreferrer');
      } else {
        element.removeAttribute('target');
      }
    }
  });
  return purifier;
}

let purifier: { purify: DOMPurify; document: Document } | null = null;

/** Where no browser window exists (the server), the window DOMPurify works in. */
export function setSanitizerWindow(window: WindowLike): void {
  purifier = {
    purify: configure(createDOMPurify(window)),
    document: (window as unknown as Window).document,
  };
}

function instance(): { purify: DOMPurify; document: Document } {
  if (purifier) return purifier;
  if (typeof window === 'undefined') {
    throw new Error('sanitizeHtml: no window; the server calls setSanitizerWindow first');
  }
  purifier = { purify: configure(createDOMPurify(window)), document: window.document };
  return purifier;
}

/**
 * What the page needs of the allowed markup, made of allowed markup: a body's h1 becomes an h2
 * (the page's title is its one h1), and a quote's <cite> (not on the allow-list, so it would be
 * left as loose text inside the quote) becomes a paragraph marked as the quote's source. Parsed
 * into an inert template: nothing in it loads or runs; the result is sanitised after.
 */
function adaptStructure(html: string, document: Document): string {
  if (!/<(h1|cite)\b/i.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const { content } = template;
  for (const heading of content.querySelectorAll('h1')) {
    const h2 = document.createElement('h2');
    h2.append(...heading.childNodes);
    for (const name of ['id', 'class']) {
      const value = heading.getAttribute(name);
      if (value !== null) h2.setAttribute(name, value);
    }
    heading.replaceWith(h2);
  }
  for (const cite of content.querySelectorAll('blockquote > cite')) {
    const source = document.createElement('p');
    source.className = 'quote-citation';
    source.append(...cite.childNodes);
    cite.replaceWith(source);
  }
  return template.innerHTML;
}

/** The body as safe HTML (a string: rendered with `dangerouslySetInnerHTML`). */
export function sanitizeHtml(html: string): string {
  const { purify, document } = instance();
  return purify.sanitize(adaptStructure(html, document), config) as string;
}
