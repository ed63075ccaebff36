/**
 * `POST /api/analytics/cta-click`: one CTA click event per request, validated and appended as one
 * JSON line to `<dataDir>/cta-clicks.jsonl` before answering 204.
 */
import { open } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Context } from 'hono';
import { makeDirectory, syncDirectory } from './outbox';
import { jsonError } from './responses';

export const CTA_CLICKS_FILE = 'cta-clicks.jsonl';
/** Largest accepted body, in bytes (a click event is ~200 bytes). */
export const MAX_BODY_BYTES = 4096;
/** Longest accepted label / from / location / location_context. */
export const MAX_FIELD_LENGTH = 500;

export interface CtaClickEvent {
  label: string;
  from: string;
  location: string;
  /** Milliseconds since the epoch, or an ISO 8601 date string, as the client sent it. */
  timestamp: number | string;
  location_context?: string;
}

export type Validation = { ok: true; event: CtaClickEvent } | { ok: false; error: string };

const ISO_DATE =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** The range of a JavaScript Date. */
const MAX_EPOCH_MS = 8.64e15;

function isTimestamp(value: unknown): value is number | string {
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 && value <= MAX_EPOCH_MS;
  if (typeof value === 'string') return ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));
  return false;
}

function checkText(value: unknown, name: string): string | null {
  if (typeof value !== 'string') return `${name} must be a string`;
  if (value.trim() === '') return `${name} must not be empty`;
  if (value.length > MAX_FIELD_LENGTH)
    return `${name} is longer than ${MAX_FIELD_LENGTH} characters`;
  return null;
}

/** Check a parsed body. Unknown extra properties are dropped rather than refused. */
export function validateCtaClick(body: unknown): Validation {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: 'Body must be a JSON object' };
  }
  const record = body as Record<string, unknown>;
  for (const name of ['label', 'from', 'location'] as const) {
    if (!(name in record)) return { ok: false, error: `Missing field: ${name}` };
    const problem = checkText(record[name], name);
    if (problem) return { ok: false, error: problem };
  }
  if (!('timestamp' in record)) return { ok: false, error: 'Missing field: timestamp' };
  if (!isTimestamp(record.timestamp)) {
    return { ok: false, error: 'timestamp must be milliseconds since the epoch or an ISO date' };
  }
  const event: CtaClickEvent = {
    label: record.label as string,
    from: record.from as string,
    location: record.location as string,
    timestamp: record.timestamp,
  };
  if (record.location_context !== undefined) {
    const problem = checkText(record.location_context, 'location_context');
    if (problem) return { ok: false, error: problem };
    event.location_context = record.location_context as string;
  }
  return { ok: true, event };
}

/**
 * Accepted body types. `text/plain` is accepted on purpose: `navigator.sendBeacon(url, string)`
 * sends a string body as `text/plain;charset=UTF-8`, and a beacon cannot set another type
 * (a Blob typed application/json works too, but makes cross-browser beacons preflight-prone).
 * The body must be JSON either way; a charset other than UTF-8 is refused.
 */
export function isAcceptedContentType(header: string | null | undefined): boolean {
  if (!header) return false;
  const [essence, ...params] = header.split(';');
  const type = essence!.trim().toLowerCase();
  if (type !== 'application/json' && type !== 'text/plain') return false;
  for (const param of params) {
    const [key, rawValue = ''] = param.split('=');
    if (key?.trim().toLowerCase() !== 'charset') continue;
    const charset = rawValue
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
    if (charset !== 'utf-8' && charset !== 'utf8') return false;
  }
  return true;
}

/** Appends serialised per file, so concurrent events never interleave (even across app instances). */
const appendQueues = new Map<string, Promise<void>>();

/**
 * Append one JSON line and wait until it is on disk (fsync). Creates the directory if missing;
 * a new file gets `mode` (personal data such as leads: 0o600) and its directory is fsync'd too,
 * so the first line survives a crash as well as the others.
 */
export function appendJsonLine(file: string, record: unknown, mode = 0o644): Promise<void> {
  const line = `${JSON.stringify(record)}\n`;
  const previous = appendQueues.get(file) ?? Promise.resolve();
  const next = previous.then(() => writeLine(file, line, mode));
  const queued = next.catch(() => undefined);
  appendQueues.set(file, queued);
  const cleanup = () => {
    if (appendQueues.get(file) === queued) appendQueues.delete(file);
  };
  queued.then(cleanup);
  return next;
}

async function writeLine(file: string, line: string, mode: number): Promise<void> {
  await makeDirectory(dirname(file));
  // a+: appends, and can read the last byte.
  const handle = await open(file, 'a+', mode);
  let size: number;
  try {
    ({ size } = await handle.stat());
    // A crash or a full disk can leave a last line without its newline: end it first, or this
    // line would be glued to the fragment and neither could be read.
    const last = size > 0 ? (await handle.read(Buffer.alloc(1), 0, 1, size - 1)).buffer[0] : 0x0a;
    await handle.writeFile(last === 0x0a ? line : `\n${line}`, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  // An empty file is most likely new: its entry in the directory must reach the disk too.
  if (size === 0) await syncDirectory(dirname(file));
}

export type ReadResult = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' };

/**
 * Read a request body, giving up as soon as it exceeds `limit` bytes: the Content-Length header
 * can be absent (chunked beacons) or lie, so the bytes actually read are counted.
 */
export async function readBodyWithLimit(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<ReadResult> {
  if (!body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too-large' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

export type AnalyticsOutcome = { status: 204 } | { status: 400 | 413 | 415; error: string };

/**
 * Handle one POSTed event (method already checked). Returns the status to answer with; writes the
 * line when the event is valid. Only the append can throw (disk full…): the caller answers 500.
 */
export async function handleCtaClick(
  request: Request,
  dataDir: string,
  now: () => Date = () => new Date(),
): Promise<AnalyticsOutcome> {
  const declaredLength = Number(request.headers.get('content-length'));
  if (Number.isFinite(declaredLength) && declaredLength > MAX_BODY_BYTES) {
    return { status: 413, error: `Body larger than ${MAX_BODY_BYTES} bytes` };
  }
  if (!isAcceptedContentType(request.headers.get('content-type'))) {
    return { status: 415, error: 'Content-Type must be application/json (or text/plain)' };
  }
  let read: ReadResult;
  try {
    read = await readBodyWithLimit(request.body, MAX_BODY_BYTES);
  } catch {
    return { status: 400, error: 'Could not read the body' };
  }
  if (!read.ok) return { status: 413, error: `Body larger than ${MAX_BODY_BYTES} bytes` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes));
  } catch {
    return { status: 400, error: 'Malformed JSON' };
  }
  const validation = validateCtaClick(parsed);
  if (!validation.ok) return { status: 400, error: validation.error };
  await appendJsonLine(join(dataDir, CTA_CLICKS_FILE), {
    ...validation.event,
    receivedAt: now().toISOString(),
  });
  return { status: 204 };
}

/** `/api/analytics/cta-click`: POST only; 204 when the event is stored. */
export function ctaClickRoute(dataDir: string) {
  return async (c: Context): Promise<Response> => {
    if (c.req.method !== 'POST') {
      return jsonError(405, 'Method not allowed', { Allow: 'POST' });
    }
    const outcome = await handleCtaClick(c.req.raw, dataDir);
    if (outcome.status === 204) {
      return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
    }
    return jsonError(outcome.status, outcome.error);
  };
}
