// @vitest-environment node
// The real server process (server/main.ts through tsx) over real HTTP: what app.request() cannot
// show (chunked request bodies, HEAD framing, raw request targets, signals).
import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from './fixture';
import { type ServerProcess, startServer } from './serverProcess';

let fixture: Fixture;
let server: ServerProcess;
let port = 0;

beforeAll(async () => {
  fixture = createFixture();
  server = await startServer({ DIST_DIR: fixture.distDir, DATA_DIR: fixture.dataDir });
  port = server.port;
}, 30_000);

afterAll(() => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
  fixture.cleanup();
});

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw HTTP request; `chunks` are written one by one (chunked transfer encoding). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  chunks: string[] = [],
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const body: Buffer[] = [];
      res.on('data', (chunk: Buffer) => body.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(body) }),
      );
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('server/main.ts', () => {
  it('logs the URL and serves pages', async () => {
    expect(server.output()).toContain(`http://127.0.0.1:${port}`);
    const res = await raw('GET', '/company/about');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body.toString()).toBe(
      readFileSync(join(fixture.distDir, 'company/about/index.html'), 'utf8'),
    );
    expect((await raw('GET', '/healthz')).body.toString()).toBe('ok');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await raw('GET', '/assets/entry-client-BZDBhjYi.js');
    const head = await raw('HEAD', '/assets/entry-client-BZDBhjYi.js');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.body.length).toBe(0);
  });

  it('sends brotli over the wire', async () => {
    const res = await raw('GET', '/', { 'Accept-Encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(res.body)).toEqual(
      readFileSync(join(fixture.distDir, 'index.html')),
    );
  });

  it('does not redirect a raw //host target off-site', async () => {
    const res = await raw('GET', '//evil.example/');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/evil.example');
  });

  it('does not serve traversal targets sent raw', async () => {
    for (const path of ['/../secret.txt', '/assets/../../secret.txt', '/..%2f..%2fsecret.txt']) {
      const res = await raw('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString()).not.toContain('outside of dist');
    }
  });

  it('counts the bytes of a chunked beacon (413 without Content-Length)', async () => {
    const res = await raw(
      'POST',
      '/api/analytics/cta-click',
      { 'Content-Type': 'text/plain;charset=UTF-8' },
      Array.from({ length: 5 }, () => 'x'.repeat(1000)),
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body.toString())).toHaveProperty('error');
  });

  it('stores a chunked event and answers 204', async () => {
    const body = JSON.stringify({
      label: 'Talk to us',
      from: '/',
      location: 'footer',
      timestamp: 1,
    });
    const res = await raw(
      'POST',
      '/api/analytics/cta-click',
      { 'Content-Type': 'application/json' },
      [body.slice(0, 10), body.slice(10)],
    );
    expect(res.status).toBe(204);
    const lines = readFileSync(join(fixture.dataDir, 'cta-clicks.jsonl'), 'utf8')
      .trim()
      .split('\n');
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ label: 'Talk to us', location: 'footer' });
  });

  it('shuts down gracefully on SIGTERM', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Server closed.');
  });
});
