// @vitest-environment node
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { createApp } from '../../server/app';
import {
  type ContactSettings,
  deliveriesSettled,
  FAILURE_MESSAGE,
  INVALID_FIELDS_MESSAGE,
  isJsonContentType,
  restoreLeadMessages,
  retryOutbox,
  SUCCESS_MESSAGE,
} from '../../server/contact';
import { type LeadMessage, type Mailer, mailConfigFromEnv } from '../../server/leadMail';
import { generalInquiries } from '../../src/content/company/offices';
import {
  fieldMessages,
  maxLengths,
  maxSubmissionBytes,
} from '../../src/features/contactForm/submission';
import { site } from '../../src/site/config';
import { createFixture, type Fixture } from './fixture';

const ENDPOINT = '/api/contact';
const INFO = generalInquiries.email;

const submission = {
  fullName: 'Amelia Hart',
  email: 'amelia.hart@northwind.example',
  company: 'Northwind Outdoor',
  role: 'vp-marketing',
  challenge:
    'Paid social now costs us three times what it did in 2024, and we cannot tell which channels bring the customers who stay.',
  contactPreference: 'whatsapp',
  sourceLabel: 'book-a-growth-call',
  sourcePath: '/services/growth-os',
  ref: 'cta',
  stack: 'SignalOS,LeadSync',
  timestamp: '2026-03-02T09:15:04.120Z',
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15',
  page_url:
    'https://www.response.example/contact?ref=cta&from=%2Fservices%2Fgrowth-os&label=book-a-growth-call',
};

let fixture: Fixture;
let logger: {
  info: Mock<(message: string) => void>;
  error: Mock<(message: string, error?: unknown) => void>;
};
let app: ReturnType<typeof createApp>;

function makeApp(options: Partial<Parameters<typeof createApp>[0]> = {}) {
  return createApp({ distDir: fixture.distDir, dataDir: fixture.dataDir, logger, ...options });
}

beforeEach(() => {
  fixture = createFixture();
  logger = { info: vi.fn(), error: vi.fn() };
  app = makeApp();
});
afterEach(() => fixture.cleanup());

function post(
  body: BodyInit | null,
  contentType: string | null = 'application/json',
  target = app,
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (contentType !== null) headers['Content-Type'] = contentType;
  return Promise.resolve(target.request(ENDPOINT, { method: 'POST', headers, body }));
}

const send = (record: unknown, target = app) =>
  post(JSON.stringify(record), 'application/json', target);

const leadsFile = () => join(fixture.dataDir, 'leads.jsonl');
const outboxDir = () => join(fixture.dataDir, 'outbox');
const sentDir = () => join(outboxDir(), 'sent');

function storedLeads(): Array<Record<string, unknown>> {
  if (!existsSync(leadsFile())) return [];
  return readFileSync(leadsFile(), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** Every entry of a directory that is a file (not sent/), sorted; [] when missing. */
function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

async function expectError(res: Response, status: number): Promise<Record<string, unknown>> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = await res.json();
  expect(body.success).toBe(false);
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
  return body;
}

async function expectNothingStored() {
  expect(storedLeads()).toEqual([]);
  expect(filesIn(outboxDir())).toEqual([]);
}

// --- A small RFC 5322 / MIME reader, enough for the messages nodemailer writes. ---

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replaceAll('_', ' ')),
    );
}

interface Part {
  headers: Array<[string, string]>;
  body: string;
}

function parsePart(raw: string): Part {
  const split = raw.indexOf('\n\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 2);
  const headers: Array<[string, string]> = [];
  for (const line of head.split('\n')) {
    if (/^[ \t]/.test(line) && headers.length > 0) {
      headers[headers.length - 1]![1] += line;
    } else {
      const colon = line.indexOf(':');
      headers.push([line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  return { headers: headers.map(([key, value]) => [key, value.trim()]), body };
}

interface Email {
  raw: string;
  /** Header names, lower case, in order. */
  names: string[];
  header(name: string): string | undefined;
  text: string;
  html: string;
}

function readEmail(file: string): Email {
  const raw = readFileSync(file, 'utf8');
  const root = parsePart(raw);
  const header = (part: Part, name: string) =>
    part.headers.find(([key]) => key === name.toLowerCase())?.[1];
  const boundary = /boundary="([^"]+)"/.exec(header(root, 'content-type') ?? '')?.[1];
  expect(boundary).toBeDefined();
  const bodies: Record<string, string> = {};
  for (const chunk of root.body.split(`--${boundary}`).slice(1, -1)) {
    const part = parsePart(chunk.replace(/^\n/, '').replace(/\n$/, ''));
    const type = header(part, 'content-type')?.split(';')[0] ?? '';
    bodies[type] =
      header(part, 'content-transfer-encoding') === 'quoted-printable'
        ? decodeQuotedPrintable(part.body)
        : part.body;
  }
  return {
    raw,
    names: root.headers.map(([key]) => key),
    header: (name) => {
      const value = header(root, name);
      return value === undefined ? undefined : decodeWords(value);
    },
    text: bodies['text/plain'] ?? '',
    html: bodies['text/html'] ?? '',
  };
}

function outboxFile(lead: Record<string, unknown>, kind: string, dir = outboxDir()): string {
  return join(dir, `${String(lead.receivedAt).replaceAll(':', '-')}-${lead.id}-${kind}.eml`);
}

/** Submit, expect 201, and return the stored lead with its two messages. */
async function submit(record: unknown = submission, target = app) {
  const res = await send(record, target);
  expect(res.status).toBe(201);
  const { id } = await res.json();
  const lead = storedLeads().find((stored) => stored.id === id)!;
  expect(lead).toBeDefined();
  return {
    lead,
    notification: () => readEmail(outboxFile(lead, 'notification')),
    autoresponder: () => readEmail(outboxFile(lead, 'autoresponder')),
  };
}

describe('POST /api/contact: success', () => {
  it('answers 201 with the success message and the lead id', async () => {
    const res = await send(submission);
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = await res.json();
    expect(body).toEqual({ success: true, message: SUCCESS_MESSAGE, id: expect.any(String) });
    expect(SUCCESS_MESSAGE).toBe("Thank you for your message. We'll respond within 24 hours.");
    expect(body.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('appends one JSON line: id, receivedAt, then the submission', async () => {
    const before = Date.now();
    const res = await send(submission);
    const { id } = await res.json();
    const text = readFileSync(leadsFile(), 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    expect(text.split('\n')).toHaveLength(2);
    const [lead] = storedLeads();
    expect(lead).toEqual({ id, receivedAt: expect.any(String), ...submission });
    expect(Object.keys(lead!).slice(0, 2)).toEqual(['id', 'receivedAt']);
    const receivedAt = Date.parse(lead!.receivedAt as string);
    expect(receivedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(receivedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(lead!.receivedAt).toBe(new Date(receivedAt).toISOString());
  });

  it('stores trimmed values, the defaults and nothing unknown', async () => {
    const { lead } = await submit({
      fullName: '  Amelia Hart ',
      email: 'amelia.hart@northwind.example',
      company: 'Northwind Outdoor',
      role: 'cmo',
      challenge: 'Retention',
      admin: true,
    });
    expect(lead).toMatchObject({
      fullName: 'Amelia Hart',
      contactPreference: 'email',
      sourceLabel: '',
      sourcePath: '',
      ref: '',
      userAgent: '',
      page_url: '',
    });
    expect(lead.timestamp).toBe(lead.receivedAt);
    expect(lead).not.toHaveProperty('admin');
  });

  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'application/json;charset="UTF-8"',
    'Application/JSON; charset=utf8',
  ])('accepts Content-Type %s', async (type) => {
    expect((await post(JSON.stringify(submission), type)).status).toBe(201);
  });

  it(`accepts a body of exactly ${maxSubmissionBytes} bytes`, async () => {
    const padding =
      maxSubmissionBytes - Buffer.byteLength(JSON.stringify({ ...submission, p: '' }));
    const body = JSON.stringify({ ...submission, p: 'p'.repeat(padding) });
    expect(Buffer.byteLength(body)).toBe(maxSubmissionBytes);
    expect((await post(body)).status).toBe(201);
  });
});

describe('POST /api/contact: refusals', () => {
  it.each([
    ['malformed JSON', '{"fullName": "Amelia",'],
    ['an empty body', ''],
    ['invalid UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d])],
  ])('answers 400 to %s', async (_name, body) => {
    const result = await expectError(await post(body as BodyInit), 400);
    expect(result.error).toBe('The body is not valid JSON.');
    await expectNothingStored();
  });

  it.each([
    ['an array', [submission]],
    ['a string', 'Amelia Hart'],
    ['a number', 42],
    ['null', null],
  ])('answers 400 to %s instead of an object', async (_name, body) => {
    const result = await expectError(await send(body), 400);
    expect(result).toEqual({ success: false, error: 'The body must be a JSON object.' });
    await expectNothingStored();
  });

  it.each([
    ['a missing full name', { fullName: undefined }, { fullName: fieldMessages.fullName }],
    ['a blank company', { company: '   ' }, { company: fieldMessages.company }],
    ['an email without a domain', { email: 'amelia@' }, { email: fieldMessages.email }],
    [
      'an email with spaces',
      { email: 'amelia hart@northwind.example' },
      { email: fieldMessages.email },
    ],
    [
      'an email carrying a header',
      { email: 'amelia@northwind.example\r\nBcc: victim@evil.example' },
      { email: fieldMessages.email },
    ],
    ['a numeric email', { email: 42 }, { email: fieldMessages.email }],
    ['an unknown role', { role: 'intern' }, { role: fieldMessages.role }],
    ['a missing role', { role: undefined }, { role: fieldMessages.role }],
    [
      'an unknown preference',
      { contactPreference: 'fax' },
      { contactPreference: fieldMessages.contactPreference },
    ],
    ['an empty challenge', { challenge: '' }, { challenge: fieldMessages.challenge }],
    [
      'a challenge that is too long',
      { challenge: 'x'.repeat(maxLengths.challenge + 1) },
      { challenge: `challenge must be at most ${maxLengths.challenge} characters.` },
    ],
    [
      'a full name that is too long',
      { fullName: 'A'.repeat(maxLengths.fullName + 1) },
      { fullName: `fullName must be at most ${maxLengths.fullName} characters.` },
    ],
    ['a numeric source path', { sourcePath: 7 }, { sourcePath: 'sourcePath must be a string.' }],
    [
      'a timestamp that is not a date',
      { timestamp: 'yesterday' },
      { timestamp: fieldMessages.timestamp },
    ],
    [
      'every required field missing',
      { fullName: '', email: '', company: '', role: '', challenge: '' },
      {
        fullName: fieldMessages.fullName,
        email: fieldMessages.email,
        company: fieldMessages.company,
        role: fieldMessages.role,
        challenge: fieldMessages.challenge,
      },
    ],
  ])('answers 400 with a message per field to %s', async (_name, patch, errors) => {
    const result = await expectError(await send({ ...submission, ...patch }), 400);
    expect(result).toEqual({ success: false, error: INVALID_FIELDS_MESSAGE, errors });
    await expectNothingStored();
  });

  it.each(['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'answers 405 with Allow: POST to %s',
    async (method) => {
      const res = await app.request(ENDPOINT, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      if (method !== 'HEAD') await expectError(res, 405);
      await expectNothingStored();
    },
  );

  it('answers 413 to a declared Content-Length above the limit', async () => {
    const res = await app.request(
      new Request(`http://localhost${ENDPOINT}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(maxSubmissionBytes + 1),
        },
        body: JSON.stringify(submission),
      }),
    );
    await expectError(res, 413);
    await expectNothingStored();
  });

  it('answers 413 when the bytes read pass the limit (no Content-Length)', async () => {
    const chunk = new TextEncoder().encode(`${'x'.repeat(1023)} `);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i <= maxSubmissionBytes / chunk.byteLength; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await app.request(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    await expectError(res, 413);
    await expectNothingStored();
  });

  it('answers 413 to a body one byte over the limit', async () => {
    const padding =
      maxSubmissionBytes + 1 - Buffer.byteLength(JSON.stringify({ ...submission, p: '' }));
    await expectError(await send({ ...submission, p: 'p'.repeat(padding) }), 413);
    await expectNothingStored();
  });

  // A form-encoded body is the form sent without JavaScript: tests/server/contactForm.test.ts.
  it.each([
    'text/plain;charset=UTF-8',
    'multipart/form-data; boundary=x',
    'application/jsonx',
    'application/json; charset=iso-8859-1',
    'application/json; charset=utf-16',
    null,
  ])('answers 415 to Content-Type %s', async (type) => {
    // Bytes, not a string: a string body would get a default text/plain type.
    const body = new TextEncoder().encode(JSON.stringify(submission));
    await expectError(await post(body, type), 415);
    await expectNothingStored();
  });

  it('answers 500 (the browser keeps the entries) when the lead cannot be stored', async () => {
    const broken = makeApp({ dataDir: join(fixture.distDir, 'robots.txt', 'data') });
    const result = await expectError(await send(submission, broken), 500);
    expect(result).toEqual({ success: false, error: FAILURE_MESSAGE });
    expect(FAILURE_MESSAGE).toBe(
      `There was an error sending your message. Please try again or email us directly at ${INFO}`,
    );
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('storing lead'),
      expect.any(Error),
    );
    // The same process keeps serving.
    expect((await send(submission)).status).toBe(201);
  });
});

describe('POST /api/contact: the outbox', () => {
  it('writes both messages, named by time and lead id, with no temporary files left', async () => {
    const { lead } = await submit();
    const stamp = String(lead.receivedAt).replaceAll(':', '-');
    expect(stamp).not.toContain(':');
    expect(filesIn(outboxDir())).toEqual([
      `${stamp}-${lead.id}-autoresponder.eml`,
      `${stamp}-${lead.id}-notification.eml`,
    ]);
    expect(existsSync(sentDir())).toBe(false);
  });

  it('writes the notification to the info address', async () => {
    const { lead, notification } = await submit();
    const mail = notification();
    expect(mail.header('from')).toBe('Response website <no-reply@response.example>');
    expect(mail.header('to')).toBe(INFO);
    expect(mail.header('reply-to')).toBe('Amelia Hart <amelia.hart@northwind.example>');
    expect(mail.header('subject')).toBe('New Contact Form Submission - Amelia Hart');
    expect(mail.header('message-id')).toBe(`<${lead.id}.notification@response.example>`);
    expect(mail.header('x-response-lead-id')).toBe(lead.id);
    expect(mail.header('mime-version')).toBe('1.0');
    expect(Date.parse(mail.header('date')!)).toBe(
      Math.floor(Date.parse(String(lead.receivedAt)) / 1000) * 1000,
    );
    expect(mail.raw).not.toContain('\r');

    for (const line of [
      'CONTACT DETAILS',
      'Name: Amelia Hart',
      'Email: amelia.hart@northwind.example',
      'Company: Northwind Outdoor',
      'Role: VP of Marketing',
      'Contact preference: WhatsApp',
      `GROWTH CHALLENGE\n${submission.challenge}`,
      'ATTRIBUTION\nSource label: book-a-growth-call\nSource path: /services/growth-os\nRef: cta\nStack: SignalOS, LeadSync',
      `Submitted: ${submission.timestamp}`,
      `Received: ${lead.receivedAt}`,
      `Page URL: ${submission.page_url}`,
      `User agent: ${submission.userAgent}`,
      `Lead ID: ${lead.id}`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('<h2 style="font-size:16px">Attribution</h2>');
    expect(mail.html).toContain('VP of Marketing');
    expect(mail.html).toContain(submission.page_url.replaceAll('&', '&amp;'));
  });

  it('leaves the attribution block out when there is none, and shows what is present', async () => {
    const none = await submit({
      ...submission,
      sourceLabel: '',
      sourcePath: '',
      ref: '',
      stack: '',
    });
    expect(none.notification().text).not.toContain('ATTRIBUTION');
    expect(none.notification().text).not.toContain('Source label');
    expect(none.notification().html).not.toContain('Attribution');

    const refOnly = await submit({
      ...submission,
      sourceLabel: '',
      sourcePath: '',
      ref: 'cta',
      stack: '',
    });
    const text = refOnly.notification().text;
    expect(text).toContain('ATTRIBUTION\nRef: cta\n');
    expect(text).not.toContain('Source label');
  });

  it('escapes every value in the HTML part', async () => {
    const { notification, autoresponder } = await submit({
      ...submission,
      fullName: 'Amelia <b>Hart</b>',
      company: 'Northwind & Sons "Outdoor"',
      challenge: "<script>alert('x')</script>\n<img src=x onerror=alert(1)>",
      sourceLabel: '<i>label</i>',
      page_url: 'https://www.response.example/contact?a=1&b=<2>',
      userAgent: '<UA>',
    });
    const html = notification().html;
    expect(html).not.toMatch(/<(script|img|b|i|UA)\b/);
    for (const escaped of [
      'Amelia &lt;b&gt;Hart&lt;/b&gt;',
      'Northwind &amp; Sons &quot;Outdoor&quot;',
      '&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;',
      '&lt;img src=x onerror=alert(1)&gt;',
      '&lt;i&gt;label&lt;/i&gt;',
      'https://www.response.example/contact?a=1&amp;b=&lt;2&gt;',
      '&lt;UA&gt;',
    ]) {
      expect(html).toContain(escaped);
    }
    // The plain-text part keeps the values as typed.
    expect(notification().text).toContain("<script>alert('x')</script>");
    expect(autoresponder().html).toContain('Hello Amelia,');
    expect(autoresponder().html).not.toContain('<b>');
  });

  it('writes the autoresponder to the submitter', async () => {
    const { lead, autoresponder } = await submit();
    const mail = autoresponder();
    expect(mail.header('from')).toBe('Response website <no-reply@response.example>');
    expect(mail.header('to')).toBe('Amelia Hart <amelia.hart@northwind.example>');
    expect(mail.header('reply-to')).toBe(INFO);
    expect(mail.header('subject')).toBe('We received your message');
    expect(mail.header('auto-submitted')).toBe('auto-replied');
    expect(mail.header('message-id')).toBe(`<${lead.id}.autoresponder@response.example>`);

    expect(mail.text).toMatch(/^Hello Amelia,\n/);
    expect(mail.text).toContain('Thank you for getting in touch with Response.');
    expect(mail.text).toContain('within 24 hours');
    expect(mail.text).toContain(`If your enquiry is urgent, email us at ${INFO}.`);
    expect(mail.text).toContain('Kind regards,\nThe Response team');
    expect(mail.text).not.toContain(submission.challenge);
    for (const path of ['/proof/selected-work', '/insights', '/services/growth-os']) {
      const url = `${site.origin}${path}`;
      expect(url).toMatch(/^https:\/\//);
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(`<a href="${url}">`);
    }
    expect(mail.html).toContain(`<a href="mailto:${INFO}">${INFO}</a>`);
    expect(mail.html).not.toMatch(/href="\//);
  });

  it('never lets a name with line breaks add a header', async () => {
    const mailer = recordingMailer();
    app = makeApp({ mailer });
    const { notification, autoresponder } = await submit({
      ...submission,
      fullName: 'Mallory\r\nBcc: victim@evil.example\r\nX-Injected: yes',
    });
    for (const mail of [notification(), autoresponder()]) {
      expect(mail.names).not.toContain('bcc');
      expect(mail.names).not.toContain('x-injected');
      const head = mail.raw.slice(0, mail.raw.indexOf('\n\n'));
      expect(head).not.toMatch(/^(Bcc|X-Injected):/im);
    }
    expect(notification().header('subject')).toBe(
      'New Contact Form Submission - Mallory Bcc: victim@evil.example X-Injected: yes',
    );
    expect(notification().text).toContain(
      'Name: Mallory Bcc: victim@evil.example X-Injected: yes\n',
    );
    await vi.waitFor(() => expect(mailer.sent).toHaveLength(2));
    expect(mailer.sent.map((message) => message.envelope.to)).toEqual([
      [INFO],
      ['amelia.hart@northwind.example'],
    ]);
  });

  it('encodes names outside ASCII', async () => {
    const { notification, autoresponder } = await submit({
      ...submission,
      fullName: 'Zoë Ångström',
    });
    expect(notification().raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(notification().header('subject')).toBe('New Contact Form Submission - Zoë Ångström');
    expect(notification().text).toContain('Name: Zoë Ångström');
    expect(autoresponder().header('to')).toBe('Zoë Ångström <amelia.hart@northwind.example>');
    expect(autoresponder().text).toMatch(/^Hello Zoë,/);
  });

  it('uses the configured sender and inbox', async () => {
    app = makeApp({
      mailFrom: 'Response leads <leads@mail.response.example>',
      contactInbox: 'new-business@response.example',
    });
    const { lead, notification, autoresponder } = await submit();
    expect(notification().header('from')).toBe('Response leads <leads@mail.response.example>');
    expect(notification().header('to')).toBe('new-business@response.example');
    expect(notification().header('message-id')).toBe(
      `<${lead.id}.notification@mail.response.example>`,
    );
    expect(autoresponder().header('from')).toBe('Response leads <leads@mail.response.example>');
    // Replies to the autoresponder still reach the public info address.
    expect(autoresponder().header('reply-to')).toBe(INFO);
  });

  it('keeps the lead and answers 201 when the outbox cannot be written', async () => {
    mkdirSync(fixture.dataDir, { recursive: true });
    writeFileSync(outboxDir(), 'not a directory');
    const res = await send(submission);
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(storedLeads().map((lead) => lead.id)).toEqual([id]);
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining(`writing the messages of lead ${id}`),
      expect.any(Error),
    );
  });
});

describe('POST /api/contact: durability', () => {
  it('keeps earlier leads across a restart and appends new ones', async () => {
    const first = await submit({ ...submission, fullName: 'Before Restart' });
    const restarted = makeApp();
    const second = await submit({ ...submission, fullName: 'After Restart' }, restarted);
    expect(storedLeads().map((lead) => [lead.id, lead.fullName])).toEqual([
      [first.lead.id, 'Before Restart'],
      [second.lead.id, 'After Restart'],
    ]);
    expect(filesIn(outboxDir())).toHaveLength(4);
    expect(first.notification().header('subject')).toContain('Before Restart');
  });

  it('never interleaves concurrent submissions', async () => {
    const count = 30;
    // Thirty visitors at once: no rate limit here (it would count them as one client).
    const unlimited = makeApp({ contactRateLimit: false });
    const responses = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        send(
          { ...submission, fullName: `Visitor ${i}`, challenge: `${i} `.repeat(1500) },
          unlimited,
        ),
      ),
    );
    expect(responses.map((res) => res.status)).toEqual(Array(count).fill(201));
    const ids = await Promise.all(responses.map(async (res) => (await res.json()).id));
    const leads = storedLeads(); // JSON.parse of every line throws on an interleaved line
    expect(leads).toHaveLength(count);
    expect(new Set(leads.map((lead) => lead.id))).toEqual(new Set(ids));
    expect(new Set(leads.map((lead) => lead.fullName)).size).toBe(count);
    for (const lead of leads) {
      const n = String(lead.fullName).split(' ')[1];
      expect(lead.challenge).toBe(`${n} `.repeat(1500).trim());
    }
    expect(filesIn(outboxDir())).toHaveLength(count * 2);
  });
});

interface RecordingMailer extends Mailer {
  sent: LeadMessage[];
}

function recordingMailer(fail: (message: LeadMessage) => boolean = () => false): RecordingMailer {
  const sent: LeadMessage[] = [];
  return {
    sent,
    async send(message) {
      if (fail(message)) throw new Error(`SMTP 451 ${message.kind} deferred`);
      sent.push(message);
    },
  };
}

describe('POST /api/contact: SMTP', () => {
  it('sends nothing by default: both messages stay in the outbox', async () => {
    const { lead } = await submit();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(filesIn(outboxDir())).toHaveLength(2);
    expect(existsSync(outboxFile(lead, 'notification'))).toBe(true);
    expect(existsSync(sentDir())).toBe(false);
  });

  it('sends both messages after answering and moves their files to outbox/sent', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: LeadMessage[] = [];
    app = makeApp({
      mailer: {
        async send(message) {
          await gate;
          sent.push(message);
        },
      },
    });
    // The answer does not wait for the SMTP server.
    const { lead } = await submit();
    expect(sent).toEqual([]);
    release();

    await vi.waitFor(() => expect(filesIn(sentDir())).toHaveLength(2));
    expect(filesIn(outboxDir())).toEqual([]);
    expect(sent.map((message) => [message.kind, message.envelope])).toEqual([
      ['notification', { from: 'no-reply@response.example', to: [INFO] }],
      [
        'autoresponder',
        { from: 'no-reply@response.example', to: ['amelia.hart@northwind.example'] },
      ],
    ]);
    // What was sent is exactly what the outbox kept.
    expect(sent[0]!.raw.equals(readFileSync(outboxFile(lead, 'notification', sentDir())))).toBe(
      true,
    );
    expect(sent[1]!.raw.equals(readFileSync(outboxFile(lead, 'autoresponder', sentDir())))).toBe(
      true,
    );
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('keeps unsent messages in the outbox, logs, and still answers 201', async () => {
    const mailer = recordingMailer(() => true);
    app = makeApp({ mailer });
    const { lead } = await submit();
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalledTimes(2));
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining(`sending the notification of lead ${lead.id} failed`),
      expect.any(Error),
    );
    expect(filesIn(outboxDir())).toHaveLength(2);
    expect(filesIn(sentDir())).toEqual([]);
    expect(storedLeads()).toHaveLength(1);
  });

  it('sends one message even when the other fails', async () => {
    const mailer = recordingMailer((message) => message.kind === 'notification');
    app = makeApp({ mailer });
    const { lead } = await submit();
    await vi.waitFor(() => expect(filesIn(sentDir())).toHaveLength(1));
    expect(existsSync(outboxFile(lead, 'autoresponder', sentDir()))).toBe(true);
    expect(existsSync(outboxFile(lead, 'notification'))).toBe(true);
    expect(mailer.sent.map((message) => message.kind)).toEqual(['autoresponder']);
  });
});

/** What server/main.ts passes to the passes it runs at start. */
const startSettings = (extra: Partial<ContactSettings> = {}): ContactSettings => ({
  dataDir: fixture.dataDir,
  logger,
  ...extra,
});

const names = (lead: Record<string, unknown>) =>
  ['autoresponder', 'notification'].map((kind) => outboxFile(lead, kind).split('/').at(-1)!);

describe('POST /api/contact: recovery at start', () => {
  it('does not let a torn last line of leads.jsonl swallow the next lead', async () => {
    mkdirSync(fixture.dataDir, { recursive: true });
    writeFileSync(leadsFile(), '{"id":"cut-short","fullName":"Am');
    const res = await send(submission);
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const lines = readFileSync(leadsFile(), 'utf8').split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('{"id":"cut-short","fullName":"Am');
    expect(JSON.parse(lines[1]!)).toMatchObject({ id, fullName: 'Amelia Hart' });
  });

  it('rebuilds the messages of a lead whose outbox write failed, skipping unreadable lines', async () => {
    mkdirSync(fixture.dataDir, { recursive: true });
    writeFileSync(outboxDir(), 'not a directory');
    expect((await send(submission)).status).toBe(201);
    const [lead] = storedLeads();
    rmSync(outboxDir());
    // A line a crash cut short, and JSON that is no lead.
    appendFileSync(leadsFile(), '{"id":"cut-sh\n[1,2]\n');
    logger.error.mockClear();

    expect(await restoreLeadMessages(startSettings())).toBe(2);
    expect(filesIn(outboxDir())).toEqual(names(lead!));
    const notification = readEmail(outboxFile(lead!, 'notification'));
    expect(notification.header('subject')).toBe('New Contact Form Submission - Amelia Hart');
    expect(notification.header('message-id')).toBe(`<${lead!.id}.notification@response.example>`);
    expect(notification.text).toContain(submission.challenge);
    expect(readEmail(outboxFile(lead!, 'autoresponder')).header('to')).toBe(
      'Amelia Hart <amelia.hart@northwind.example>',
    );
    expect(logger.error.mock.calls.map(([message]) => message)).toEqual([
      'contact: line 2 of leads.jsonl is not a lead; skipped',
      'contact: line 3 of leads.jsonl is not a lead; skipped',
    ]);
    // Nothing left to do the next time.
    expect(await restoreLeadMessages(startSettings())).toBe(0);
  });

  it('keeps what is in the outbox or was sent, and writes only what is missing', async () => {
    const sent = await submit({ ...submission, fullName: 'Sent Already' });
    const half = await submit({ ...submission, fullName: 'Half Written' });
    mkdirSync(sentDir());
    for (const name of names(sent.lead)) renameSync(join(outboxDir(), name), join(sentDir(), name));
    rmSync(outboxFile(half.lead, 'autoresponder'));
    const notification = readFileSync(outboxFile(half.lead, 'notification'));

    expect(await restoreLeadMessages(startSettings())).toBe(1);
    expect(filesIn(outboxDir())).toEqual(names(half.lead));
    expect(filesIn(sentDir())).toEqual(names(sent.lead));
    expect(readFileSync(outboxFile(half.lead, 'notification')).equals(notification)).toBe(true);
    expect(half.autoresponder().header('to')).toBe('Half Written <amelia.hart@northwind.example>');
  });

  it('does nothing without leads', async () => {
    expect(await restoreLeadMessages(startSettings())).toBe(0);
    expect(existsSync(outboxDir())).toBe(false);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('files a message sent without an outbox file in outbox/sent, so it is not rebuilt', async () => {
    mkdirSync(fixture.dataDir, { recursive: true });
    writeFileSync(outboxDir(), 'not a directory');
    const mailer = recordingMailer();
    let broken = true;
    app = makeApp({
      mailer: {
        async send(message) {
          // The outbox could not be written for the answer; by the time of sending it can.
          if (broken) rmSync(outboxDir());
          broken = false;
          await mailer.send(message);
        },
      },
    });
    expect((await send(submission)).status).toBe(201);
    expect(await deliveriesSettled(5000)).toBe(true);
    const [lead] = storedLeads();
    expect(filesIn(outboxDir())).toEqual([]);
    expect(filesIn(sentDir())).toEqual(names(lead!));
    expect(readFileSync(outboxFile(lead!, 'notification', sentDir()))).toEqual(mailer.sent[0]!.raw);
    expect(await restoreLeadMessages(startSettings())).toBe(0);
  });
});

describe('POST /api/contact: SMTP retry at start', () => {
  it('sends what is left in the outbox, as it is, and moves each accepted one to sent/', async () => {
    const left = await submit({ ...submission, fullName: 'Zoë Ångström' });
    const done = await submit({ ...submission, fullName: 'Sent Already' });
    mkdirSync(sentDir());
    for (const name of names(done.lead)) renameSync(join(outboxDir(), name), join(sentDir(), name));
    const kept = names(left.lead).map((name) => readFileSync(join(outboxDir(), name)));

    const mailer = recordingMailer();
    expect(await retryOutbox({ ...startSettings(), mailer })).toBe(2);
    expect(await deliveriesSettled(5000)).toBe(true);
    expect(filesIn(outboxDir())).toEqual([]);
    expect(filesIn(sentDir())).toEqual([...names(left.lead), ...names(done.lead)].sort());
    expect(mailer.sent.map((message) => [message.kind, message.envelope])).toEqual([
      [
        'autoresponder',
        { from: 'no-reply@response.example', to: ['amelia.hart@northwind.example'] },
      ],
      ['notification', { from: 'no-reply@response.example', to: [INFO] }],
    ]);
    expect(mailer.sent.map((message) => message.messageId)).toEqual([
      `<${left.lead.id}.autoresponder@response.example>`,
      `<${left.lead.id}.notification@response.example>`,
    ]);
    expect(mailer.sent.map((message) => message.raw)).toEqual(kept);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('keeps a message refused again in the outbox and logs it', async () => {
    const { lead } = await submit();
    const mailer = recordingMailer((message) => message.kind === 'notification');
    expect(await retryOutbox({ ...startSettings(), mailer })).toBe(2);
    expect(await deliveriesSettled(5000)).toBe(true);
    expect(filesIn(outboxDir())).toEqual([names(lead)[1]]);
    expect(filesIn(sentDir())).toEqual([names(lead)[0]]);
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining(`sending the notification of lead ${lead.id} failed`),
      expect.any(Error),
    );
  });

  it('lets a shutdown wait for sends in progress, within a bound', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    app = makeApp({ mailer: { send: () => gate } });
    await submit();
    expect(await deliveriesSettled(50)).toBe(false);
    release();
    expect(await deliveriesSettled(5000)).toBe(true);
    expect(filesIn(sentDir())).toHaveLength(2);
  });
});

describe('contact helpers', () => {
  it('accepts JSON in UTF-8 only', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('application/json; charset=UTF-8')).toBe(true);
    expect(isJsonContentType('application/json; charset=latin1')).toBe(false);
    expect(isJsonContentType('text/plain')).toBe(false);
    expect(isJsonContentType('')).toBe(false);
    expect(isJsonContentType(null)).toBe(false);
  });

  it('reads the mail settings from the environment, SMTP off unless SMTP_URL is set', () => {
    const off = mailConfigFromEnv({});
    expect(off).toMatchObject({
      mailFrom: 'Response website <no-reply@response.example>',
      contactInbox: INFO,
    });
    expect(off.mailer).toBeUndefined();
    expect(off.description).toContain('SMTP off');

    const on = mailConfigFromEnv({
      SMTP_URL: 'smtp://leads:s3cret@mail.example:587',
      MAIL_FROM: 'Response <hello@response.example>',
      CONTACT_INBOX: 'new-business@response.example',
    });
    expect(on.mailer).toBeDefined();
    expect(on.mailFrom).toBe('Response <hello@response.example>');
    expect(on.contactInbox).toBe('new-business@response.example');
    expect(on.description).toBe('SMTP on: smtp://mail.example:587');
    expect(on.description).not.toContain('s3cret');
    expect(mailConfigFromEnv({ SMTP_URL: 'smtps://mail.example' }).mailer).toBeDefined();
  });

  it.each([
    [{ SMTP_URL: 'mail.example:587' }, /SMTP_URL/],
    [{ SMTP_URL: 'https://mail.example' }, /smtp:\/\/ or smtps:\/\//],
    [{ MAIL_FROM: 'Response website' }, /MAIL_FROM/],
    [{ CONTACT_INBOX: 'info' }, /CONTACT_INBOX/],
  ])('refuses unusable mail settings %o', (env, message) => {
    expect(() => mailConfigFromEnv(env)).toThrow(message);
  });

  it('never puts SMTP credentials in its errors', () => {
    expect(() => mailConfigFromEnv({ SMTP_URL: 'ftp://leads:s3cret@mail.example' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('s3cret') }),
    );
  });
});

describe('POST /api/contact rate limit', () => {
  it('answers 429 with Retry-After past the limit per client, and counts per window', async () => {
    const { createRateLimiter } = await import('../../server/rateLimit');
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(limiter.take('a', 0)).toEqual({ ok: true });
    expect(limiter.take('a', 1000)).toEqual({ ok: true });
    expect(limiter.take('a', 2000)).toEqual({ ok: false, retryAfterSeconds: 58 });
    expect(limiter.take('b', 2000)).toEqual({ ok: true });
    expect(limiter.take('a', 60_000)).toEqual({ ok: true });
  });

  it('tells whether it would refuse a client, taking nothing', async () => {
    const { createRateLimiter } = await import('../../server/rateLimit');
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(limiter.refuses('a', 0)).toBe(false);
    limiter.take('a', 0);
    expect(limiter.refuses('a', 500)).toBe(false);
    limiter.take('a', 1000);
    expect(limiter.refuses('a', 1000)).toBe(true);
    expect(limiter.refuses('a', 1000)).toBe(true);
    expect(limiter.refuses('b', 1000)).toBe(false);
    // A new window: no longer refused, and asking took nothing.
    expect(limiter.refuses('a', 60_000)).toBe(false);
    expect(limiter.take('a', 60_000)).toEqual({ ok: true });
  });
});

describe('POST /api/contact abuse guard', () => {
  it('refuses the submission past the limit with 429 and Retry-After, storing nothing', async () => {
    const limited = makeApp({ contactRateLimit: { limit: 2, windowMs: 600_000 } });
    expect((await send(submission, limited)).status).toBe(201);
    expect((await send(submission, limited)).status).toBe(201);
    const refused = await send(submission, limited);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
    expect(await refused.json()).toMatchObject({ success: false });
    expect(storedLeads()).toHaveLength(2);
  });

  it('behind a trusted proxy, counts each X-Forwarded-For client on its own', async () => {
    const limited = makeApp({
      contactRateLimit: { limit: 1, windowMs: 600_000 },
      trustProxy: true,
    });
    const from = (address: string) =>
      limited.request(ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `${address}, 10.0.0.1` },
        body: JSON.stringify(submission),
      });
    expect((await from('203.0.113.5')).status).toBe(201);
    expect((await from('203.0.113.6')).status).toBe(201);
    expect((await from('203.0.113.5')).status).toBe(429);
  });
});
