import { describe, expect, it } from 'vitest';
import {
  redirectLocation,
  redirectTable,
  resolveRedirect,
  stripTrailingSlash,
} from '../../src/site/redirects';
import { valueImportsMatching } from '../support/staticImports';

/** Every redirect the site owes its old URLs, written out independently of the table. */
const rows: Array<[from: string, to: string]> = [
  ['/services/', '/services'],
  ['/growth-marketing-services', '/services/growth-marketing'],
  ['/marketing-automation-services', '/services/growth-marketing'],
  ['/services/cro', '/services/growth-marketing'],
  ['/performance-marketing-services', '/services/user-acquisition'],
  ['/content-marketing-services', '/services/creative-production'],
  ['/about-us', '/company'],
  ['/biz-kimiz', '/company'],
  ['/testimonial', '/proof/testimonials'],
  ['/blog', '/insights'],
  ['/blog/how-we-think-about-roas', '/insights'],
  ['/insight', '/insights'],
  ['/insight/any/depth', '/insights'],
  ['/posts', '/insights'],
  ['/posts/2024/launch', '/insights'],
  ['/post', '/insights'],
  ['/post/a-post', '/insights'],
  ['/thinking', '/insights'],
  // Old post links and the old back link (issue 12): the slug is kept.
  ['/thinking/articles', '/insights/articles'],
  ['/thinking/articles/why-last-click-lies', '/insights/why-last-click-lies'],
  ['/articles/some-article', '/insights'],
  ['/insights/playbooks', '/insights'],
  ['/briefings', '/insights'],
  ['/research', '/insights'],
  ['/podcasts', '/insights'],
  ['/podcasts/episode-12', '/insights'],
  ['/insights/article', '/insights/articles'],
  ['/articles', '/insights/articles'],
  ['/tr', '/'],
  ['/tr/blog', '/insights'],
  ['/case-studies/skincare-roas', '/proof/cases'],
  ['/results/q3', '/proof'],
  ['/services/fractional-cmo', '/services/executive-growth-advisory'],
  ['/services/board-advisor', '/services/executive-growth-advisory'],
  ['/proof/press-room', '/press-room'],
];

describe('redirect table', () => {
  it.each(rows)('%s goes to %s', (from, to) => {
    expect(resolveRedirect(from)).toBe(to);
  });

  it.each(rows.filter(([from]) => !from.endsWith('/')))(
    'the trailing-slash variant of %s goes to %s',
    (from, to) => {
      expect(resolveRedirect(`${from}/`)).toBe(to);
    },
  );

  it('does not redirect the targets themselves (no loops)', () => {
    for (const { to } of redirectTable) expect(resolveRedirect(to)).toBeNull();
  });

  it('moves an old post link to the same slug under /insights, whatever follows', () => {
    expect(resolveRedirect('/thinking/articles/a-post/')).toBe('/insights/a-post');
    expect(redirectLocation('/thinking/articles/a-post', '?utm_source=x')).toBe(
      '/insights/a-post?utm_source=x',
    );
    expect(resolveRedirect('/thinking/articlesx')).toBeNull();
    expect(resolveRedirect('/thinking/other')).toBeNull();
  });

  it('matches whole path segments only', () => {
    expect(resolveRedirect('/insights')).toBeNull();
    expect(resolveRedirect('/insights/articles')).toBeNull();
    expect(resolveRedirect('/postscript')).toBeNull();
    expect(resolveRedirect('/blogger')).toBeNull();
    expect(resolveRedirect('/services/growth-marketing')).toBeNull();
  });

  it('leaves pages and unknown paths alone', () => {
    expect(resolveRedirect('/')).toBeNull();
    expect(resolveRedirect('/company/about')).toBeNull();
    expect(resolveRedirect('/company/board')).toBeNull();
    expect(resolveRedirect('/privacy')).toBeNull();
  });

  it('sends any other trailing-slash path to the path without it', () => {
    expect(resolveRedirect('/company/')).toBe('/company');
    expect(resolveRedirect('/company/about//')).toBe('/company/about');
  });

  it('keeps the query string', () => {
    expect(redirectLocation('/blog/x', '?utm_source=news')).toBe('/insights?utm_source=news');
    expect(redirectLocation('/about-us', 'ref=cta')).toBe('/company?ref=cta');
    expect(redirectLocation('/about-us', '')).toBe('/company');
    expect(redirectLocation('/company', '?a=1')).toBeNull();
  });

  it('strips trailing slashes but keeps the root', () => {
    expect(stripTrailingSlash('/')).toBe('/');
    expect(stripTrailingSlash('//')).toBe('/');
    expect(stripTrailingSlash('/a/')).toBe('/a');
  });
});

describe('the redirect table in the browser', () => {
  // Hydrating runs no beforeLoad: the table is needed by a client-side load only (a link to an old
  // address in content), which imports it, so no page ships it with its first load.
  it('is no static import of the root route', () => {
    expect(valueImportsMatching('src/routes/__root.tsx', /site\/redirects'/)).toEqual([]);
  });
});
