/**
 * `POST /api/contact`: the contact form's submission, checked against the form's own
 * rules (src/features/contactForm/submission.ts) and kept durably before the answer.
 *
 * 1. Method POST (else 405), JSON body (else 415) of at most `maxSubmissionBytes` (else 413),
 *    parsed (else 400) and valid (else 400 with a message per field).
 * 2. The lead is appended as one JSON line to `<dataDir>/leads.jsonl` and fsync'd; when that
 *    fails the answer is 500 and the browser keeps the entries. The line is the record.
 * 3. The notification and the autoresponder are written as .eml files to `<dataDir>/outbox/`.
 *    A failure there is logged, never turned into an error: the lead is already safe.
 * 4. 201 with the success message (`SUCCESS_MESSAGE`, the form's own success toast).
 * 5. With a mailer (SMTP on), both messages are then sent in the background; a sent message's
 *    file moves to `<dataDir>/outbox/sent/`, an unsent one stays in the outbox and is logged.
 *
 * The same endpoint takes the form as the browser sends it without JavaScript
 * (`application/x-www-form-urlencoded`, `handleContactForm`): the same rules, the same storing,
 * answered with pages instead of JSON (303 to the thank-you page, or the contact page again with
 * the entries kept and the errors shown).
 *
 * At start (server/main.ts), `restoreLeadMessages` rebuilds the messages step 3 never wrote, then,
 * with SMTP on, `retryOutbox` sends what is still in the outbox; on shutdown `deliveriesSettled`
 * waits for sends in progress.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contact, contactFailureMessage } from '../src/content/site/contact';
import { type ContactRefusal, postedForm } from '../src/features/contactForm/refusal';
import {
  type ContactSubmission,
  maxLengths,
  maxSubmissionBytes,
  validateSubmission,
} from '../src/features/contactForm/submission';
import { appendJsonLine, type ReadResult, readBodyWithLimit } from './analytics';
import {
  composeLeadMessages,
  type Lead,
  type LeadMessage,
  type Mailer,
  MESSAGE_KINDS,
  storedMessage,
} from './leadMail';
import type { Logger } from './logger';
import {
  listMessages,
  moveToSent,
  OUTBOX_DIR,
  outboxFileName,
  parseOutboxFileName,
  SENT_DIR,
  writeFileAtomic,
} from './outbox';
import { jsonResponse } from './responses';

export const LEADS_FILE = 'leads.jsonl';

export const SUCCESS_MESSAGE = "Thank you for your message. We'll respond within 24 hours.";
/** The browser's own failure toast, so the answer reads the same anywhere. */
export const FAILURE_MESSAGE = contactFailureMessage();
export const INVALID_FIELDS_MESSAGE = 'Please correct the highlighted fields.';
export const RATE_LIMITED_MESSAGE = 'Too many messages from this address. Please try again later.';
/** Where a form sent without JavaScript lands once its lead is stored. */
export const THANK_YOU_PATH = '/contact/thank-you';

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

export interface ContactFormSettings extends ContactSettings {
  /** Set when the client is over the rate limit: the page says so, the entries are kept. */
  retryAfterSeconds?: number;
  /** The contact page rendered again for a refused post (status and headers are set here). */
  renderRefusal: (refusal: ContactRefusal) => Promise<Response>;
}

const failure = (status: number, error: string, extra: Record<string, string> = {}) =>
  jsonResponse(status, { success: false, error }, extra);

/** `application/x-www-form-urlencoded`: the form as a browser posts it without JavaScript. */
export function isFormContentType(header: string | null | undefined): boolean {
  const essence = (header ?? '').split(';')[0] ?? '';
  return essence.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

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
  if (request.method !== 'POST') {
    return failure(405, 'Method not allowed.', { Allow: 'POST' });
  }
  const declaredLength = Number(request.headers.get('content-length'));
  if (Number.isFinite(declaredLength) && declaredLength > maxSubmissionBytes) {
    return failure(413, TOO_LARGE);
  }
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return failure(
      415,
      'Content-Type must be application/json (UTF-8) or application/x-www-form-urlencoded.',
    );
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
    return jsonResponse(400, {
      success: false,
      error: INVALID_FIELDS_MESSAGE,
      errors: validation.errors,
    });
  }

  const lead = await storeLead(validation.submission, receivedAt, settings);
  if (!lead) return failure(500, FAILURE_MESSAGE);
  return jsonResponse(201, { success: true, message: SUCCESS_MESSAGE, id: lead.id });
}

/**
 * Keep a valid submission: appended and fsync'd to leads.jsonl (undefined when that fails: the
 * visitor keeps their entries), its two messages written to the outbox and, with a mailer,
 * sent in the background.
 */
async function storeLead(
  submission: ContactSubmission,
  receivedAt: Date,
  settings: ContactSettings,
): Promise<Lead | undefined> {
  const { dataDir, logger } = settings;
  const lead: Lead = {
    id: randomUUID(),
    receivedAt: receivedAt.toISOString(),
    ...submission,
  };
  try {
    // Leads are personal data: readable by the server's user only.
    await appendJsonLine(join(dataDir, LEADS_FILE), lead, 0o600);
  } catch (error) {
    logger.error(`contact: storing lead ${lead.id} failed`, error);
    return undefined;
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

  return lead;
}

/**
 * `POST /api/contact` as the browser sends the form without JavaScript (or before the page has
 * hydrated): form-encoded fields, checked by the same rules as the JSON request; the browser's
 * own headers stand in for what the script adds (userAgent, page_url from the Referer). A
 * stored lead answers 303 See Other to the thank-you page, so a reload does not send it twice;
 * anything else answers the contact page again (`renderRefusal`), with the entries kept and
 * each error beside its field: 400 for refused fields, 413 for a body over the limit, 429 over
 * the rate limit (with Retry-After), 500 when the lead could not be stored.
 */
export async function handleContactForm(
  request: Request,
  settings: ContactFormSettings,
): Promise<Response> {
  const refuse = async (
    status: 400 | 413 | 429 | 500,
    refusal: ContactRefusal,
    extra: Record<string, string> = {},
  ) => {
    const page = await settings.renderRefusal(refusal);
    const headers = new Headers(page.headers);
    headers.set('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    return new Response(page.body, { status, headers });
  };
  const empty = postedForm(new URLSearchParams());

  const declaredLength = Number(request.headers.get('content-length'));
  let read: ReadResult | undefined;
  if (!(Number.isFinite(declaredLength) && declaredLength > maxSubmissionBytes)) {
    try {
      read = await readBodyWithLimit(request.body, maxSubmissionBytes);
    } catch {
      read = undefined;
    }
  }
  if (!read?.ok) {
    return refuse(413, { ...empty, message: contact.refusal.tooLarge, errors: {} });
  }
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes));
  } catch {
    params = new URLSearchParams();
  }
  const { entries, source } = postedForm(params);

  if (settings.retryAfterSeconds !== undefined) {
    return refuse(
      429,
      { entries, source, message: contact.refusal.rateLimited, errors: {} },
      { 'Retry-After': String(settings.retryAfterSeconds) },
    );
  }

  const receivedAt = (settings.now ?? (() => new Date()))();
  const referer = request.headers.get('referer') ?? '';
  const validation = validateSubmission(
    {
      ...entries,
      ref: source.ref,
      sourcePath: source.from,
      sourceLabel: source.label,
      stack: source.stack,
      // The browser's own: the time is the server's, the page the one the form was sent from.
      userAgent: (request.headers.get('user-agent') ?? '').slice(0, maxLengths.userAgent),
      page_url: referer.slice(0, maxLengths.page_url),
    },
    () => receivedAt,
  );
  if (!validation.ok) {
    return refuse(400, {
      entries,
      source,
      message: INVALID_FIELDS_MESSAGE,
      errors: validation.errors,
    });
  }
  const lead = await storeLead(validation.submission, receivedAt, settings);
  if (!lead) {
    return refuse(500, { entries, source, message: FAILURE_MESSAGE, errors: {} });
  }
  return new Response(null, {
    status: 303,
    headers: { Location: THANK_YOU_PATH, 'Cache-Control': 'no-store' },
  });
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
