// @vitest-environment node
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  appendJsonLine,
  isAcceptedContentType,
  MAX_BODY_BYTES,
  validateCtaClick,
} from '../../server/analytics';
import { createApp } from '../../server/app';
import { createFixture, type Fixture, silentLogger } from './fixture';

let fixture: Fixture;
let app: ReturnType<typeof createApp>;

beforeEach(() => {
  fixture = createFixture();
  app = createApp({ distDir: fixture.distDir, dataDir: fixture.dataDir, logger: silentLogger });
});
afterEach(() => fixture.cleanup());

const ENDPOINT = '/api/analytics/cta-click';
const event = {
  label: 'Book a growth call',
  from: '/services/growth-marketing',
  location: 'hero',
  timestamp: 1_767_225_600_000,
};

function post(
  body: BodyInit | null,
  contentType: string | null = 'application/json',
  target = app,
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (contentType !== null) headers['Content-Type'] = contentType;
  return Promise.resolve(target.request(ENDPOINT, { method: 'POST', headers, body }));
}

const eventsFile = () => join(fixture.dataDir, 'cta-clicks.jsonl');
function storedEvents(): Array<Record<string, unknown>> {
  if (!existsSync(eventsFile())) return [];
  return readFileSync(eventsFile(), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

async function expectError(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const body = await res.json();
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
}

describe('POST /api/analytics/cta-click', () => {
  it('answers 204 and appends one JSON line with receivedAt', async () => {
    const before = Date.now();
    const res = await post(JSON.stringify(event));
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const lines = readFileSync(eventsFile(), 'utf8').split('\n');
    expect(lines).toHaveLength(2); // one line + the final newline
    const [stored] = storedEvents();
    expect(stored).toMatchObject(event);
    const receivedAt = Date.parse(stored!.receivedAt as string);
    expect(receivedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(stored!.receivedAt).toBe(new Date(receivedAt).toISOString());
  });

  it('accepts an ISO timestamp, location_context, a charset and text/plain (sendBeacon)', async () => {
    const iso = { ...event, timestamp: '2026-01-01T10:00:00.000Z', location_context: 'pricing' };
    expect((await post(JSON.stringify(iso), 'application/json; charset=utf-8')).status).toBe(204);
    expect((await post(JSON.stringify(event), 'text/plain;charset=UTF-8')).status).toBe(204);
    expect((await post(JSON.stringify(event), 'Application/JSON')).status).toBe(204);
    const stored = storedEvents();
    expect(stored).toHaveLength(3);
    expect(stored[0]).toMatchObject(iso);
  });

  it('drops unknown properties', async () => {
    expect((await post(JSON.stringify({ ...event, admin: true }))).status).toBe(204);
    expect(storedEvents()[0]).not.toHaveProperty('admin');
  });

  it.each([
    ['malformed JSON', '{"label": "x",'],
    ['an empty body', ''],
    ['a JSON array', JSON.stringify([event])],
    ['a JSON string', JSON.stringify('hello')],
    ['null', 'null'],
    ['invalid UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d])],
  ])('answers 400 to %s', async (_name, body) => {
    await expectError(await post(body as BodyInit), 400);
    expect(storedEvents()).toEqual([]);
  });

  it.each([
    ['missing label', { ...event, label: undefined }],
    ['missing from', { ...event, from: undefined }],
    ['missing location', { ...event, location: undefined }],
    ['missing timestamp', { ...event, timestamp: undefined }],
    ['numeric label', { ...event, label: 42 }],
    ['empty from', { ...event, from: '' }],
    ['blank location', { ...event, location: '   ' }],
    ['overlong label', { ...event, label: 'x'.repeat(501) }],
    ['timestamp as a non-date string', { ...event, timestamp: 'yesterday' }],
    ['timestamp as a numeric string', { ...event, timestamp: '1767225600000' }],
    ['timestamp as an object', { ...event, timestamp: {} }],
    ['negative timestamp', { ...event, timestamp: -1 }],
    ['non-string location_context', { ...event, location_context: 3 }],
    ['empty location_context', { ...event, location_context: '' }],
  ])('answers 400 to %s', async (_name, body) => {
    await expectError(await post(JSON.stringify(body)), 400);
    expect(storedEvents()).toEqual([]);
  });

  it('answers 413 above 4 KB, by Content-Length or by the bytes read', async () => {
    const big = JSON.stringify({ ...event, location_context: 'x'.repeat(MAX_BODY_BYTES) });
    await expectError(await post(big), 413);

    // No Content-Length (a chunked body): the bytes actually read are counted.
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1000)));
        controller.close();
      },
    });
    const res = await app.request(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: chunked,
      duplex: 'half',
    } as RequestInit);
    await expectError(res, 413);

    // A Content-Length that lies about a larger body.
    const lying = await app.request(
      new Request(`http://localhost${ENDPOINT}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': '10' },
        body: 'x'.repeat(MAX_BODY_BYTES + 1),
      }),
    );
    expect([400, 413]).toContain(lying.status);
    expect(storedEvents()).toEqual([]);
  });

  it('accepts a body of exactly 4096 bytes', async () => {
    const padding = MAX_BODY_BYTES - Buffer.byteLength(JSON.stringify({ ...event, pad: '' }));
    const body = JSON.stringify({ ...event, pad: 'p'.repeat(padding) });
    expect(Buffer.byteLength(body)).toBe(MAX_BODY_BYTES);
    expect((await post(body)).status).toBe(204);
  });

  it.each([
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/html',
    'application/json; charset=iso-8859-1',
    null,
  ])('answers 415 to Content-Type %s', async (type) => {
    // Bytes, not a string: a string body would get a default text/plain type.
    await expectError(await post(new TextEncoder().encode(JSON.stringify(event)), type), 415);
    expect(storedEvents()).toEqual([]);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])(
    'answers 405 with Allow: POST to %s',
    async (method) => {
      const res = await app.request(ENDPOINT, { method });
      await expectError(res, 405);
      expect(res.headers.get('allow')).toBe('POST');
    },
  );

  it('answers 500 JSON when the event cannot be stored, and keeps running', async () => {
    const broken = createApp({
      distDir: fixture.distDir,
      // A data "directory" below a file: mkdir fails.
      dataDir: join(fixture.distDir, 'robots.txt', 'data'),
      logger: silentLogger,
    });
    await expectError(await post(JSON.stringify(event), 'application/json', broken), 500);
    expect((await post(JSON.stringify(event))).status).toBe(204);
  });

  it('keeps events across a restart (a new app on the same data directory)', async () => {
    expect((await post(JSON.stringify({ ...event, label: 'before restart' }))).status).toBe(204);
    const restarted = createApp({
      distDir: fixture.distDir,
      dataDir: fixture.dataDir,
      logger: silentLogger,
    });
    const res = await post(
      JSON.stringify({ ...event, label: 'after restart' }),
      'application/json',
      restarted,
    );
    expect(res.status).toBe(204);
    expect(storedEvents().map((stored) => stored.label)).toEqual([
      'before restart',
      'after restart',
    ]);
  });

  it('never interleaves concurrent events', async () => {
    const count = 50;
    const responses = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        post(JSON.stringify({ ...event, label: `click ${i}`, location_context: 'y'.repeat(400) })),
      ),
    );
    expect(responses.every((res) => res.status === 204)).toBe(true);
    const stored = storedEvents(); // JSON.parse of every line throws on an interleaved line
    expect(stored).toHaveLength(count);
    expect(new Set(stored.map((s) => s.label)).size).toBe(count);
  });
});

describe('analytics helpers', () => {
  it('validates events', () => {
    expect(validateCtaClick(event)).toEqual({ ok: true, event });
    expect(validateCtaClick({ ...event, timestamp: '2026-01-01' }).ok).toBe(true);
    expect(validateCtaClick({ ...event, timestamp: '2026-13-45T99:99:99Z' }).ok).toBe(false);
    expect(validateCtaClick({ ...event, timestamp: Number.NaN }).ok).toBe(false);
    expect(validateCtaClick({ ...event, timestamp: Number.POSITIVE_INFINITY }).ok).toBe(false);
    expect(validateCtaClick('x')).toEqual({ ok: false, error: 'Body must be a JSON object' });
  });

  it('accepts JSON and text/plain content types only', () => {
    expect(isAcceptedContentType('application/json')).toBe(true);
    expect(isAcceptedContentType('application/json; charset="UTF-8"')).toBe(true);
    expect(isAcceptedContentType('text/plain;charset=UTF-8')).toBe(true);
    expect(isAcceptedContentType('application/jsonx')).toBe(false);
    expect(isAcceptedContentType('')).toBe(false);
    expect(isAcceptedContentType(undefined)).toBe(false);
  });

  it('creates the data directory when missing', async () => {
    const file = join(fixture.root, 'new', 'nested', 'events.jsonl');
    await appendJsonLine(file, { a: 1 });
    await appendJsonLine(file, { a: 2 });
    expect(readFileSync(file, 'utf8')).toBe('{"a":1}\n{"a":2}\n');
  });

  it('ends a torn last line (crash, full disk) before appending, so the new line stays readable', async () => {
    const file = join(fixture.dataDir, 'cta-clicks.jsonl');
    await appendJsonLine(file, { a: 1 });
    writeFileSync(file, '{"a":2,"lab', { flag: 'a' });
    await appendJsonLine(file, { a: 3 });
    await appendJsonLine(file, { a: 4 });
    expect(readFileSync(file, 'utf8')).toBe('{"a":1}\n{"a":2,"lab\n{"a":3}\n{"a":4}\n');
  });
});
