import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts (no types).
import { pageWith } from '../../scripts/visual/reviewPage.mjs';
// @ts-expect-error: as above.
import { createReviewApp } from '../../scripts/visual/reviewServer.mjs';

/**
 * The visual review's server (scripts/visual/reviewServer.mjs): the page marked for accepting,
 * and POST /accept refusing what it must: another site's request, a body that is not a list of
 * baselines, and a baseline the run did not change (nothing is written for any of them).
 */
const template =
  '<html data-acceptance="static"><body><div id="review"></div><!--visual-review-fallback--></body></html>';
const app = createReviewApp(() => template);
const origin = 'http://127.0.0.1:4400';
const post = (body: unknown, headers: Record<string, string>) =>
  app.request('/accept', {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: '127.0.0.1:4400', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the review server', () => {
  it('serves the page marked for accepting through it', async () => {
    const response = await app.request('/', { headers: { host: '127.0.0.1:4400' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-acceptance="server"');
  });

  it('refuses a request from another origin, or without one', async () => {
    const baselines = ['visual/__screenshots__/routes.spec.ts/home-390-light.png'];
    expect((await post({ baselines }, { origin: 'https://example.com' })).status).toBe(403);
    expect((await post({ baselines }, {})).status).toBe(403);
  });

  it('refuses a body that is not a list of baselines', async () => {
    expect((await post('not json', { origin })).status).toBe(400);
    expect((await post({ files: [] }, { origin })).status).toBe(400);
  });

  it('refuses a baseline that the run did not change, and accepts nothing', async () => {
    const response = await post(
      { baselines: ['visual/__screenshots__/routes.spec.ts/no-such-view-390-light.png'] },
      { origin },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      accepted: [],
      refused: [
        {
          baseline: 'visual/__screenshots__/routes.spec.ts/no-such-view-390-light.png',
          why: 'it is not a change of this run',
        },
      ],
    });
  });

  it('refuses an image path outside the review', async () => {
    const response = await app.request('/images/..%2F..%2Fpackage.json', {
      headers: { host: '127.0.0.1:4400' },
    });
    expect(response.status).toBe(404);
  });
});

describe('the page written for a run', () => {
  it('carries the run, each change marked as accepted or not, and links for a browser without scripts', () => {
    const run = {
      finishedAt: '2026-11-29T16:12:00.000Z',
      changes: [
        {
          baseline: 'visual/__screenshots__/routes.spec.ts/no-such-view-390-light.png',
          expected: 'images/routes.spec.ts/no-such-view-390-light-expected.png',
          actual: 'images/routes.spec.ts/no-such-view-390-light-actual.png',
          diff: null,
          actualSha256: '0'.repeat(64),
          title: '</script><script>alert(1)</script>',
        },
      ],
    };
    const html = pageWith(template, run, 'static');
    const json = /<script type="application\/json" id="visual-review-run">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(json ?? 'null').changes[0]).toMatchObject({
      accepted: false,
      title: '</script><script>alert(1)</script>',
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      '<a href="images/routes.spec.ts/no-such-view-390-light-expected.png">approved</a>',
    );
  });
});
