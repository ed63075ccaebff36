// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPages, headerRules } from '../../scripts/build/host-rules';
import { createApp } from '../../server/app';
import {
  findScriptElements,
  inlineScriptHashes,
  isExecutableInlineScript,
  scriptHash,
} from '../../server/csp';
import {
  baseSecurityHeaders,
  cacheControlFor,
  contentSecurityPolicy,
  securityHeaders,
  wordpressImageOrigin,
} from '../../server/headers';
import { consentHeadScript } from '../../src/features/consent/consentHeadScript';
import {
  BOUNDARY_SCRIPT,
  createFixture,
  type Fixture,
  hydrationScript,
  LD_JSON,
  page,
  silentLogger,
  THEME_SCRIPT,
} from './fixture';

let fixture: Fixture;
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  fixture = createFixture();
  app = createApp({ distDir: fixture.distDir, dataDir: fixture.dataDir, logger: silentLogger });
});
afterAll(() => fixture.cleanup());

/** What a browser hashes: the exact text between <script> and </script>, as UTF-8. */
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

function scriptSrc(csp: string | null): string[] {
  const directive = csp
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src '));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

describe('inline script hashes', () => {
  it('matches the hash a browser computes (known CSP example)', () => {
    // `printf "alert('Hello, world.');" | openssl dgst -sha256 -binary | base64`
    expect(scriptHash("alert('Hello, world.');")).toBe(
      'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=',
    );
  });

  it('hashes the real theme pre-paint script like openssl does', () => {
    // The script of the real build's <head>; the value from `openssl dgst -sha256 -binary | base64`.
    expect(scriptHash(THEME_SCRIPT)).toBe('sha256-1WMMtkAi6qia4CUcdglWWrGMDXiqm+2IqxoUuw1xeX0=');
  });

  it('normalises newlines as the HTML parser does, and hashes UTF-8', () => {
    expect(scriptHash('a();\r\nb();\rc();')).toBe(sha256('a();\nb();\nc();'));
    expect(scriptHash('document.title="Büyüme — ✓"')).toBe(sha256('document.title="Büyüme — ✓"'));
  });

  it('finds exactly the executable inline scripts of a page', () => {
    const html = readFileSync(join(fixture.distDir, 'company/about/index.html'), 'utf8');
    const scripts = findScriptElements(html);
    expect(scripts.map((script) => script.content)).toEqual([
      THEME_SCRIPT,
      LD_JSON,
      hydrationScript('/company/about'),
      '',
      BOUNDARY_SCRIPT,
    ]);
    expect(scripts.map(isExecutableInlineScript)).toEqual([true, false, true, false, true]);
    expect(inlineScriptHashes(html)).toEqual([
      sha256(THEME_SCRIPT),
      sha256(hydrationScript('/company/about')),
      sha256(BOUNDARY_SCRIPT),
    ]);
  });

  it('tells executable scripts from data blocks and external scripts', () => {
    const html = [
      '<!-- <script>commented()</script> -->',
      '<SCRIPT TYPE="text/javascript">upper()</SCRIPT >',
      '<script type="module">import "/x.js"</script>',
      '<script type="importmap">{"imports":{}}</script>',
      "<script type='application/ld+json'>{}</script>",
      '<script type="application/json" id="data">{"a":1}</script>',
      '<script type="text/template"><p>x</p></script>',
      '<script src="/a.js" async></script>',
      '<script src=/b.js></script>',
      '<div title="<script>inAttribute()</script>">text</div>',
      '<script data-x="a>b">quotedGt()</script>',
      '<script type="">emptyType()</script>',
      '<script language="javascript">legacy()</script>',
      '<textarea><script>notAScript()</script></textarea>',
      '<script>var s = "<div>";</script>',
    ].join('');
    const executable = findScriptElements(html)
      .filter(isExecutableInlineScript)
      .map((script) => script.content);
    expect(executable).toEqual([
      'upper()',
      'import "/x.js"',
      '{"imports":{}}',
      'quotedGt()',
      'emptyType()',
      'legacy()',
      'var s = "<div>";',
    ]);
  });

  it('lists each distinct hash once', () => {
    expect(inlineScriptHashes('<script>a()</script><p></p><script>a()</script>')).toEqual([
      sha256('a()'),
    ]);
  });
});

describe('Content-Security-Policy', () => {
  it('builds the policy without unsafe-inline for scripts', () => {
    const csp = contentSecurityPolicy(['sha256-abc=', "'sha256-def='", 'sha256-abc=']);
    expect(scriptSrc(csp)).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(securityHeaders(['sha256-abc='])['Content-Security-Policy']).toBe(
      contentSecurityPolicy(['sha256-abc=']),
    );
  });

  it.each([
    ['/', 'index.html', '/'],
    ['/company/about', 'company/about/index.html', '/company/about'],
    ['/nope', '404.html', '/404'],
  ])('allows exactly the inline scripts of %s', async (path, file, hydrationPath) => {
    const res = await app.request(path);
    const html = await res.text();
    expect(html).toBe(readFileSync(join(fixture.distDir, file), 'utf8'));
    const sources = scriptSrc(res.headers.get('content-security-policy'));
    expect(sources).toEqual([
      "'self'",
      `'${sha256(THEME_SCRIPT)}'`,
      `'${sha256(hydrationScript(hydrationPath))}'`,
      `'${sha256(BOUNDARY_SCRIPT)}'`,
    ]);
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources.join(' ')).not.toContain(sha256(LD_JSON));
  });

  it('gives each page its own policy', async () => {
    const home = await app.request('/');
    const about = await app.request('/company/about');
    expect(home.headers.get('content-security-policy')).not.toBe(
      about.headers.get('content-security-policy'),
    );
  });

  it('puts the security headers on every response', async () => {
    const requests: Array<[string, RequestInit?]> = [
      ['/'],
      ['/assets/entry-client-BZDBhjYi.js'],
      ['/favicon.svg'],
      ['/nope'],
      ['/.vite/manifest.json'],
      ['/about-us'],
      ['/company/'],
      ['/', { method: 'POST' }],
      ['/healthz'],
      ['/api/nope'],
      ['/api/analytics/cta-click'],
      ['/api/analytics/cta-click', { method: 'POST', body: 'x' }],
    ];
    for (const [path, init] of requests) {
      const res = await app.request(path, init);
      for (const [name, value] of Object.entries(baseSecurityHeaders)) {
        expect(res.headers.get(name), `${name} on ${path}`).toBe(value);
      }
      const csp = res.headers.get('content-security-policy');
      expect(csp, path).toContain("default-src 'self'");
      expect(scriptSrc(csp)).not.toContain("'unsafe-inline'");
    }
    const etag = (await app.request('/')).headers.get('etag')!;
    const notModified = await app.request('/', { headers: { 'If-None-Match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('x-frame-options')).toBe('DENY');
    expect(scriptSrc(notModified.headers.get('content-security-policy'))).toContain(
      `'${sha256(THEME_SCRIPT)}'`,
    );
  });

  it('caches only hashed assets for long', () => {
    expect(cacheControlFor('/assets/entry-client-BZDBhjYi.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControlFor('/index.html')).toBe('no-cache');
    expect(cacheControlFor('/favicon.svg')).toBe('no-cache');
  });
});

describe('the analytics tag in the CSP', () => {
  const id = 'G-3HXK7Q2M9P';
  const tagOrigin = 'https://www.googletagmanager.com';
  const collection = [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    // Once the advertising consents are granted (Google signals).
    'https://*.g.doubleclick.net',
    'https://*.google.com',
  ];
  let tagged: Fixture;
  let taggedApp: ReturnType<typeof createApp>;

  function directive(csp: string | null, name: string): string[] {
    const found = csp
      ?.split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `));
    return found ? found.split(/\s+/).slice(1) : [];
  }

  beforeAll(() => {
    tagged = createFixture();
    const write = (file: string, html: string) => {
      mkdirSync(dirname(join(tagged.distDir, file)), { recursive: true });
      writeFileSync(join(tagged.distDir, file), html);
    };
    // What a build with VITE_GA_MEASUREMENT_ID writes: the consent head script loads the tag.
    write('index.html', page('Home', '/', `<script>${consentHeadScript(id)}</script>`));
    // The default build: the same script without the tag.
    write(
      'company/index.html',
      page('Company', '/company', `<script>${consentHeadScript(null)}</script>`),
    );
    // The tag's URL where it is not run by an allowed inline script: nothing is opened.
    write(
      'company/about/index.html',
      page(
        'About',
        '/company/about',
        `<script type="application/ld+json">{"url":"${tagOrigin}/gtag/js?id=${id}"}</script>` +
          `<script async src="${tagOrigin}/gtag/js?id=${id}"></script>`,
      ),
    );
    taggedApp = createApp({
      distDir: tagged.distDir,
      dataDir: tagged.dataDir,
      logger: silentLogger,
    });
  });
  afterAll(() => tagged.cleanup());

  it('keeps the policy same-origin without the tag', () => {
    const csp = contentSecurityPolicy(['sha256-abc=']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(csp).not.toContain('google');
  });

  it('allows the tag and its collection endpoints with an analytics tag origin', () => {
    const csp = contentSecurityPolicy(['sha256-abc=', tagOrigin]);
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'sha256-abc='", tagOrigin]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", ...collection]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
  });

  it('allows images from the WordPress the Insights content comes from, by origin', () => {
    const csp = contentSecurityPolicy([], wordpressImageOrigin('http://127.0.0.1:8097/blog/'));
    expect(directive(csp, 'img-src')).toEqual([
      "'self'",
      'data:',
      'https:',
      'http://127.0.0.1:8097',
    ]);
    expect(wordpressImageOrigin('javascript:alert(1)')).toBeNull();
    expect(wordpressImageOrigin('not a url')).toBeNull();
    expect(wordpressImageOrigin('')).toBeNull();
  });

  it('finds the tag loaded by an inline script, and only there', () => {
    const html = readFileSync(join(tagged.distDir, 'index.html'), 'utf8');
    expect(inlineScriptHashes(html)).toEqual([
      sha256(THEME_SCRIPT),
      sha256(consentHeadScript(id)),
      sha256(hydrationScript('/')),
      sha256(BOUNDARY_SCRIPT),
      tagOrigin,
    ]);
    const about = readFileSync(join(tagged.distDir, 'company/about/index.html'), 'utf8');
    expect(inlineScriptHashes(about)).not.toContain(tagOrigin);
  });

  it('serves a page that loads the tag with exactly what gtag needs', async () => {
    const csp = (await taggedApp.request('/')).headers.get('content-security-policy');
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      `'${sha256(THEME_SCRIPT)}'`,
      `'${sha256(consentHeadScript(id))}'`,
      `'${sha256(hydrationScript('/'))}'`,
      `'${sha256(BOUNDARY_SCRIPT)}'`,
      tagOrigin,
    ]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", ...collection]);
  });

  it.each([
    ['/company', 'the default build (no id)'],
    ['/company/about', 'the tag URL outside an allowed inline script'],
  ])('keeps %s same-origin: %s', async (path) => {
    const csp = (await taggedApp.request(path)).headers.get('content-security-policy');
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'script-src')).not.toContain(tagOrigin);
    expect(csp).not.toContain('google');
  });

  it('writes the same policies into the host rules', async () => {
    const rules = headerRules(collectPages(tagged.distDir));
    for (const path of ['/', '/company', '/company/about']) {
      const csp = (await taggedApp.request(path)).headers.get('content-security-policy');
      const rule = rules.find((r) => r.pattern === path);
      expect(rule?.headers['Content-Security-Policy'], path).toBe(csp);
    }
  });
});
