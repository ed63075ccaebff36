/**
 * `POST /api/contact`: the contact form's submission (doc 1 §3), checked against the form's own
 * rules (src/features/contactForm/submission.ts) and kept durably before the answer.
 *
 * 1. Method POST (else 405), JSON body (else 415) of at most `maxSubmissionBytes` (else 413),
 *    parsed (else 400) and valid (else 400 with a message per field).
 * 2. The lead is appended as one JSON line to `<dataDir>/leads.jsonl` and fsync'd; when that
 *    fails the answer is 500 and the browser keeps the entries. The line is the record.
 * 3. The notification and the autoresponder are written as .eml files to `<dataDir>/outbox/`.
 *    A failure there is logged, never turned into an error: the lead is already safe.
 * 4. 201 with the spec's success message.
 * 5. With a mailer (SMTP on), both messages are then sent in the background; a sent message's
 *    file moves to `<dataDir>/outbox/sent/`, an unsent one stays in the outbox and is logged.
 *
 * At start (server/main.ts), `restoreLeadMessages` rebuilds the messages step 3 never wrote, then,
 * with SMTP on, `retryOutbox` sends what is still in the outbox; on shutdown `deliveriesSettled`
 * waits for sends in progress.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generalInquiries } from '../src/content/offices';
import { maxSubmissionBytes, validateSubmission } from '../src/features/contactForm/submission';
import { appendJsonLine, type ReadResult, readBodyWithLimit } from './analytics';
import type { Logger } from './app';
import {
  composeLeadMessages,
  type Lead,
  type LeadMessage,
  type Mailer,
  MESSAGE_KINDS,
  storedMessage,
} from './leadMail';
import {
  listMessages,
  moveToSent,
  OUTBOX_DIR,
  outboxFileName,
  parseOutboxFileName,
  SENT_DIR,
  writeFileAtomic,
} from './outbox';

export const LEADS_FILE = 'leads.jsonl';

export const SUCCESS_MESSAGE = "Thank you for your message. We'll respond within 24 hours.";
/** The browser's own failure toast (doc 1 §8), so the answer reads the same anywhere. */
export const FAILURE_MESSAGE = `There was an error sending your message. Please try again or email us directly at ${generalInquiries.email}`;
export const INVALID_FIELDS_MESSAGE = 'Please correct the highlighted fields.';

export interface ContactSettings {
  dataDir: string;
  logger: Logger;
  /** From of both messages; see server/leadMail.ts for the default. */
  mailFrom?: string;
  /** Where notifications go; the info address by default. */
  contactInbox?: string;
  /** Sends the messages after the answer; without one (the default) they stay in the outbox. */
  mailer?: Mailer;
  now?: () => Date;
}

function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...extra,
    },
  });
}

const failure = (status: number, error: string, extra: Record<string, string> = {}) =>
  json(status, { success: false, error }, extra);

/** `application/json`, with no charset or a UTF-8 one (the form's fetch sends exactly that). */
export function isJsonContentType(header: string | null | undefined): boolean {
  if (!header) return false;
  const [essence, ...params] = header.split(';');
  if (essence!.trim().toLowerCase() !== 'application/json') return false;
  return params.every((param) => {
    const [key = '', value = ''] = param.split('=');
    if (key.trim().toLowerCase() !== 'charset') return true;
    const charset = value
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
    return charset === 'utf-8' || charset === 'utf8';
  });
}

const TOO_LARGE = `The body is larger than ${maxSubmissionBytes} bytes.`;

export async function handleContact(
  request: Request,
  settings: ContactSettings,
): Promise<Response> {
  const { dataDir, logger } = settings;
  if (request.method !== 'POST') {
    return failure(405, 'Method not allowed.', { Allow: 'POST' });
  }
  const declaredLength = Number(request.headers.get('content-length'));
  if (Number.isFinite(declaredLength) && declaredLength > maxSubmissionBytes) {
    return failure(413, TOO_LARGE);
  }
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return failure(415, 'Content-Type must be application/json (UTF-8).');
  }
  let read: ReadResult;
  try {
    read = await readBodyWithLimit(request.body, maxSubmissionBytes);
  } catch {
    return failure(400, 'The body could not be read.');
  }
  if (!read.ok) return failure(413, TOO_LARGE);

  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes));
  } catch {
    return failure(400, 'The body is not valid JSON.');
  }
  // validateSubmission reports a non-object against fullName; say what is wrong instead.
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return failure(400, 'The body must be a JSON object.');
  }
  const receivedAt = (settings.now ?? (() => new Date()))();
  // A submission without a timestamp gets the time it was received.
  const validation = validateSubmission(body, () => receivedAt);
  if (!validation.ok) {
    return json(400, { success: false, error: INVALID_FIELDS_MESSAGE, errors: validation.errors });
  }

  const lead: Lead = {
    id: randomUUID(),
    receivedAt: receivedAt.toISOString(),
    ...validation.submission,
  };
  try {
    // Leads are personal data: readable by the server's user only.
    await appendJsonLine(join(dataDir, LEADS_FILE), lead, 0o600);
  } catch (error) {
    logger.error(`contact: storing lead ${lead.id} failed`, error);
    return failure(500, FAILURE_MESSAGE);
  }

  const outboxDir = join(dataDir, OUTBOX_DIR);
  let messages: LeadMessage[] = [];
  const written = new Set<LeadMessage>();
  try {
    messages = await composeLeadMessages(lead, {
      from: settings.mailFrom,
      inbox: settings.contactInbox,
    });
    for (const message of messages) {
      await writeFileAtomic(
        outboxDir,
        outboxFileName(lead.receivedAt, lead.id, message.kind),
        message.raw,
      );
      written.add(message);
    }
  } catch (error) {
    logger.error(`contact: writing the messages of lead ${lead.id} to the outbox failed`, error);
  }

  if (settings.mailer && messages.length > 0) {
    track(deliver(settings.mailer, lead, messages, written, outboxDir, logger));
  }

  return json(201, { success: true, message: SUCCESS_MESSAGE, id: lead.id });
}

/** Deliveries in progress (this process), so that a shutdown can wait for them. */
const deliveries = new Set<Promise<void>>();

function track(delivery: Promise<void>): void {
  deliveries.add(delivery);
  void delivery.finally(() => deliveries.delete(delivery));
}

/**
 * Resolves true once no delivery is in progress, or false after `timeoutMs` if some still are
 * (their messages stay in the outbox, for `retryOutbox` at the next start).
 */
export async function deliveriesSettled(timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const settled = (async () => {
    while (deliveries.size > 0) await Promise.all(deliveries);
    return true as const;
  })();
  try {
    return await Promise.race([settled, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Send each message in turn (one failing does not stop the other). A sent message's file moves
 * to outbox/sent/; an unsent one stays where it is, to be resent. Never rejects.
 */
async function deliver(
  mailer: Mailer,
  lead: Lead,
  messages: LeadMessage[],
  written: Set<LeadMessage>,
  outboxDir: string,
  logger: Logger,
): Promise<void> {
  // Let the answer go out first.
  await new Promise((resolve) => setImmediate(resolve));
  for (const message of messages) {
    const name = outboxFileName(lead.receivedAt, lead.id, message.kind);
    await send(mailer, message, lead.id, name, written.has(message), outboxDir, logger);
  }
}

/**
 * Send one message, then file it in outbox/sent/: moved there from the outbox, or written there
 * when it never had an outbox file (so `restoreLeadMessages` does not rebuild and resend it). An
 * unsent message stays where it is. Never rejects.
 */
async function send(
  mailer: Mailer,
  message: LeadMessage,
  leadId: string,
  name: string,
  inOutbox: boolean,
  outboxDir: string,
  logger: Logger,
): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    logger.error(
      `contact: sending the ${message.kind} of lead ${leadId} failed; it stays in the outbox (${name})`,
      error,
    );
    return;
  }
  logger.info(`contact: sent the ${message.kind} of lead ${leadId}`);
  try {
    if (inOutbox) await moveToSent(outboxDir, name);
    else await writeFileAtomic(join(outboxDir, SENT_DIR), name, message.raw);
  } catch (error) {
    logger.error(`contact: ${name} was sent but could not be filed in outbox/sent`, error);
  }
}

/** The leads of leads.jsonl; a line that is not one (cut short by a crash…) is logged, skipped. */
async function readLeads(dataDir: string, logger: Logger): Promise<Lead[]> {
  let text: string;
  try {
    text = await readFile(join(dataDir, LEADS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const leads: Lead[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      const lead = JSON.parse(line);
      if (typeof lead?.id === 'string' && typeof lead.receivedAt === 'string') {
        leads.push(lead);
        return;
      }
    } catch {
      // Reported below.
    }
    logger.error(`contact: line ${index + 1} of ${LEADS_FILE} is not a lead; skipped`);
  });
  return leads;
}

/**
 * At start: write the messages of stored leads that are in neither outbox/ nor outbox/sent/
 * (writing them failed, or a crash came between the lead and its files), composed as
 * `handleContact` would. Returns how many were written. Never rejects: failures are logged.
 */
export async function restoreLeadMessages(settings: ContactSettings): Promise<number> {
  const { dataDir, logger } = settings;
  const outboxDir = join(dataDir, OUTBOX_DIR);
  let restored = 0;
  try {
    const leads = await readLeads(dataDir, logger);
    if (leads.length === 0) return 0;
    const present = new Set([
      ...(await listMessages(outboxDir)),
      ...(await listMessages(join(outboxDir, SENT_DIR))),
    ]);
    for (const lead of leads) {
      const missing = MESSAGE_KINDS.filter(
        (kind) => !present.has(outboxFileName(lead.receivedAt, lead.id, kind)),
      );
      if (missing.length === 0) continue;
      try {
        const messages = await composeLeadMessages(lead, {
          from: settings.mailFrom,
          inbox: settings.contactInbox,
        });
        for (const message of messages.filter((m) => missing.includes(m.kind))) {
          const name = outboxFileName(lead.receivedAt, lead.id, message.kind);
          await writeFileAtomic(outboxDir, name, message.raw);
          restored++;
        }
        logger.info(`contact: rebuilt the ${missing.join(' and ')} of lead ${lead.id}`);
      } catch (error) {
        logger.error(`contact: rebuilding the messages of lead ${lead.id} failed`, error);
      }
    }
  } catch (error) {
    logger.error('contact: checking the outbox against the leads failed', error);
  }
  return restored;
}

/**
 * At start, with SMTP on: send the messages still in outbox/ (not sent/), those whose send failed
 * or was cut off, as `deliver` does. Resolves with their number once the outbox is listed (call
 * it before serving, so new leads' messages are not sent twice); the sending goes on in the
 * background (see `deliveriesSettled`). Never rejects: failures are logged.
 */
export async function retryOutbox(settings: ContactSettings & { mailer: Mailer }): Promise<number> {
  const { mailer, logger } = settings;
  const outboxDir = join(settings.dataDir, OUTBOX_DIR);
  let names: string[];
  try {
    names = await listMessages(outboxDir);
  } catch (error) {
    logger.error('contact: listing the outbox failed', error);
    return 0;
  }
  const pending = names.flatMap((name) => {
    const parsed = parseOutboxFileName(name);
    return parsed ? [{ name, ...parsed }] : [];
  });
  if (pending.length === 0) return 0;
  logger.info(`contact: sending ${pending.length} message(s) left in the outbox`);
  track(
    (async () => {
      for (const { name, leadId, kind } of pending) {
        let message: LeadMessage;
        try {
          message = storedMessage(kind, await readFile(join(outboxDir, name)));
        } catch (error) {
          logger.error(`contact: ${name} could not be read to be sent`, error);
          continue;
        }
        await send(mailer, message, leadId, name, true, outboxDir, logger);
      }
    })(),
  );
  return pending.length;
}
