// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectPages,
  contentProxyRows,
  formatHeaders,
  formatRedirects,
  headerRules,
  pagePathOf,
  redirectRows,
  writeHostRules,
} from '../../scripts/build/host-rules';
import { createApp } from '../../server/app';
import { inlineScriptHashes } from '../../server/csp';
import { baseSecurityHeaders, contentSecurityPolicy } from '../../server/headers';
import { redirectTable, resolveRedirect } from '../../src/site/redirects';
import { createFixture, type Fixture, silentLogger } from './fixture';

let fixture: Fixture;

beforeAll(() => {
  fixture = createFixture();
});
afterAll(() => fixture.cleanup());

/** `_redirects` parsed back into rows. */
function parseRedirects(text: string): Array<{ from: string; to: string; status: string }> {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status, ...rest] = line.split(/\s+/);
      expect(rest).toEqual([]);
      return { from: from!, to: to!, status: status! };
    });
}

/** How Netlify / Cloudflare Pages apply `_redirects`: the first matching row wins. */
function hostRedirect(rows: Array<{ from: string; to: string }>, path: string): string | null {
  for (const row of rows) {
    if (row.from.endsWith('/*')) {
      const base = row.from.slice(0, -1);
      if (path.startsWith(base)) return row.to.replace(':splat', path.slice(base.length));
    } else if (row.from === path) {
      return row.to;
    }
  }
  return null;
}

/** `_headers` parsed back: pattern → headers. */
function parseHeaders(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | null = null;
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('  ')) {
      const colon = line.indexOf(':');
      current![line.slice(2, colon)] = line.slice(colon + 1).trim();
    } else {
      expect(rules.has(line), `duplicate rule ${line}`).toBe(false);
      current = {};
      rules.set(line, current);
    }
  }
  return rules;
}

describe('_redirects', () => {
  it('writes every row of the table as a 301, with trailing-slash and splat variants', () => {
    const rows = parseRedirects(formatRedirects(redirectRows()));
    expect(rows.every((row) => row.status === '301')).toBe(true);
    const froms = rows.map((row) => row.from);
    expect(new Set(froms).size).toBe(froms.length);
    for (const rule of redirectTable) {
      if (rule.match === 'subpath') {
        expect(rows).toContainEqual({
          from: `${rule.from}/*`,
          to: `${rule.to}/:splat`,
          status: '301',
        });
        continue;
      }
      expect(froms).toContain(rule.from);
      expect(froms).toContain(`${rule.from}/`);
      const hasPrefixRow = redirectTable.some(
        (row) => row.from === rule.from && (row.match === 'prefix' || row.match === 'subpath'),
      );
      if (hasPrefixRow) expect(froms).toContain(`${rule.from}/*`);
      else expect(froms).not.toContain(`${rule.from}/*`);
    }
    expect(rows).toContainEqual({ from: '/blog/*', to: '/insights', status: '301' });
    expect(rows).toContainEqual({ from: '/about-us/', to: '/company', status: '301' });
    expect(rows).toContainEqual({ from: '/tr', to: '/', status: '301' });
  });

  it('answers like resolveRedirect on a first-match host', () => {
    const rows = parseRedirects(formatRedirects(redirectRows()));
    const samples = [
      ...redirectTable.flatMap((rule) => [
        rule.from,
        `${rule.from}/`,
        `${rule.from}/x`,
        `${rule.from}/x/y`,
        `${rule.from}x`,
      ]),
      '/articles',
      '/articles/deep',
      '/insights/article',
      '/insights/articles',
      '/thinking/articles',
      '/thinking/articles/why-your-cfo-doesnt-trust-last-click-attribution',
      '/thinking',
      '/thinking/other',
      '/tr/blog',
      '/tr/blog/x',
      '/tr/x',
      '/',
      '/company',
      '/insights',
    ];
    for (const path of samples) {
      const expected = resolveRedirect(path);
      // Plain trailing-slash normalisation of pages is the host's own business.
      const fromTable =
        expected !== null && expected !== path.replace(/\/+$/, '') ? expected : null;
      expect(hostRedirect(rows, path), path).toBe(fromTable);
    }
  });
});

describe('the content API on a static host', () => {
  it('proxies /wp-json/wp/v2/* to the WordPress of the build, first', () => {
    const rows = contentProxyRows('http://127.0.0.1:8097/');
    expect(rows).toEqual([
      { from: '/wp-json/wp/v2/*', to: 'http://127.0.0.1:8097/wp-json/wp/v2/:splat', status: 200 },
    ]);
    const text = formatRedirects(redirectRows(), rows);
    expect(parseRedirects(text)[0]).toEqual({
      from: '/wp-json/wp/v2/*',
      to: 'http://127.0.0.1:8097/wp-json/wp/v2/:splat',
      status: '200',
    });
  });

  it('writes no proxy without a WordPress (the sample content needs our server)', () => {
    expect(contentProxyRows(undefined)).toEqual([]);
    expect(contentProxyRows('')).toEqual([]);
  });
});

describe('_headers', () => {
  it('maps HTML files to page paths', () => {
    expect(pagePathOf('index.html')).toBe('/');
    expect(pagePathOf(join('company', 'about', 'index.html'))).toBe('/company/about');
    expect(pagePathOf('404.html')).toBe('/404.html');
  });

  it('writes the security headers, per-page CSPs and immutable assets', () => {
    const rules = headerRules([
      { path: '/', scriptHashes: ['sha256-home='] },
      { path: '/company', scriptHashes: ['sha256-company='] },
    ]);
    const parsed = parseHeaders(formatHeaders(rules));
    expect([...parsed.keys()]).toEqual(['/*', '/', '/company', '/company/', '/assets/*']);
    expect(parsed.get('/*')).toEqual(baseSecurityHeaders);
    // No CSP for /*: hosts would comma-join it with each page's, and both would be enforced.
    expect(parsed.get('/*')).not.toHaveProperty('Content-Security-Policy');
    expect(parsed.get('/')).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(['sha256-home=']),
    });
    expect(parsed.get('/company/')).toEqual(parsed.get('/company'));
    expect(parsed.get('/assets/*')).toMatchObject({
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  it('writes dist/_redirects and dist/_headers that agree with the server', async () => {
    const counts = writeHostRules(fixture.distDir);
    expect(counts.redirects).toBeGreaterThan(redirectTable.length);
    const headers = parseHeaders(readFileSync(join(fixture.distDir, '_headers'), 'utf8'));
    const pages = collectPages(fixture.distDir)
      .map((page) => page.path)
      .sort();
    expect(pages).toEqual(['/', '/404.html', '/company', '/company/about']);

    const app = createApp({
      distDir: fixture.distDir,
      dataDir: fixture.dataDir,
      logger: silentLogger,
    });
    for (const [path, file] of [
      ['/', 'index.html'],
      ['/company/about', 'company/about/index.html'],
    ]) {
      const res = await app.request(path!);
      const csp = res.headers.get('content-security-policy');
      expect(headers.get(path!)?.['Content-Security-Policy']).toBe(csp);
      const html = readFileSync(join(fixture.distDir, file!), 'utf8');
      for (const hash of inlineScriptHashes(html)) expect(csp).toContain(`'${hash}'`);
      for (const [name, value] of Object.entries(headers.get('/*')!)) {
        expect(res.headers.get(name)).toBe(value);
      }
    }
    // The host files are never served, and .vite is not listed.
    expect((await app.request('/_headers')).status).toBe(404);
    expect([...headers.keys()].some((key) => key.includes('.vite'))).toBe(false);
    const redirects = parseRedirects(readFileSync(join(fixture.distDir, '_redirects'), 'utf8'));
    expect(redirects).toEqual(parseRedirects(formatRedirects(redirectRows())));
  });
});
