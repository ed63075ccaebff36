// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { redirectTable } from '../../src/site/redirects';
import { createFixture, type Fixture, silentLogger } from './fixture';

let fixture: Fixture;
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  fixture = createFixture();
  app = createApp({ distDir: fixture.distDir, dataDir: fixture.dataDir, logger: silentLogger });
});
afterAll(() => fixture.cleanup());

async function expectRedirect(path: string, location: string, method = 'GET') {
  // A full URL: app.request() would merge the slashes of a bare `//path`.
  const res = await app.request(`http://localhost${path}`, { method });
  expect(res.status, `${method} ${path}`).toBe(301);
  expect(res.headers.get('location'), path).toBe(location);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
}

describe('redirects', () => {
  it.each([
    ['/blog/some/post', '/insights'],
    ['/blog', '/insights'],
    ['/about-us', '/company'],
    ['/about-us/', '/company'],
    ['/tr', '/'],
    ['/tr/', '/'],
    ['/tr/blog', '/insights'],
    ['/case-studies/x', '/proof/cases'],
    ['/case-studies', '/proof/cases'],
    ['/results/2024/q1', '/proof'],
    ['/articles', '/insights/articles'],
    ['/articles/some-article', '/insights'],
    ['/services/cro', '/services/growth-marketing'],
    ['/proof/press-room', '/press-room'],
  ])('%s → 301 %s', async (from, to) => {
    await expectRedirect(from, to);
  });

  it('answers every row of the table (and its trailing-slash variant) with a 301', async () => {
    for (const rule of redirectTable) {
      // Exact rows shadowed by an earlier exact row of the same path resolve to that row.
      const expected = redirectTable.find((row) => row.from === rule.from && row.match === 'exact');
      const to = (expected ?? rule).to;
      await expectRedirect(rule.from, to);
      await expectRedirect(`${rule.from}/`, to);
      if (rule.match === 'prefix') await expectRedirect(`${rule.from}/deep/path`, rule.to);
    }
  });

  it('keeps the query string', async () => {
    await expectRedirect(
      '/blog/post?utm_source=x&utm_medium=y',
      '/insights?utm_source=x&utm_medium=y',
    );
    await expectRedirect('/about-us/?ref=nav', '/company?ref=nav');
    await expectRedirect('/company/?a=1', '/company?a=1');
  });

  it('redirects trailing-slash page URLs to the path without it', async () => {
    await expectRedirect('/company/', '/company');
    await expectRedirect('/company/about/', '/company/about');
    await expectRedirect('/company/about//', '/company/about');
    const page = await app.request('/company/about');
    expect(page.status).toBe(200);
  });

  it('redirects HEAD too', async () => {
    await expectRedirect('/about-us', '/company', 'HEAD');
  });

  it('never redirects off-site (protocol-relative locations)', async () => {
    await expectRedirect('//evil.example/', '/evil.example');
    await expectRedirect('//evil.example', '/evil.example');
    await expectRedirect('/company//about', '/company/about');
    await expectRedirect('///blog//x', '/insights');
  });

  it('does not redirect other methods (405 instead)', async () => {
    const res = await app.request('/about-us', { method: 'POST' });
    expect(res.status).toBe(405);
  });

  it('does not touch /api paths', async () => {
    const res = await app.request('/api/analytics/cta-click/', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});
