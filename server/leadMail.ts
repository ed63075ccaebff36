/**
 * The two messages a contact-form lead produces, composed as real RFC 5322 messages
 * with nodemailer's stream transport, and the optional SMTP mailer that sends them.
 *
 * - Notification: to the inbox (the info address by default), Reply-To the submitter, subject
 *   'New Contact Form Submission - {name}': contact details, growth challenge, the attribution
 *   block when the visitor came from a call to action, timestamp, page URL, user agent.
 * - Autoresponder: to the submitter, subject 'We received your message': thanks, the 24-hour
 *   promise, links to selected work, insights and Growth OS, and the info address.
 *
 * Values from the form reach headers only through nodemailer, which encodes them and turns line
 * breaks into spaces (names are also put on one line first); the HTML parts escape every value.
 */
import nodemailer, { type SendMailOptions } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { generalInquiries } from '../src/content/company/offices';
import {
  type ContactSubmission,
  contactPreferenceLabel,
  roleLabel,
} from '../src/features/contactForm/submission';
import { site } from '../src/site/config';
import { escapeHtml } from './html';

/** A stored lead: the submission plus what the server adds. */
export interface Lead extends ContactSubmission {
  /** A random UUID. */
  id: string;
  /** When the server received it, ISO 8601 (UTC). */
  receivedAt: string;
}

export type MessageKind = 'notification' | 'autoresponder';
/** What every lead produces, in the order composeLeadMessages returns them. */
export const MESSAGE_KINDS: readonly MessageKind[] = ['notification', 'autoresponder'];

/** A composed message, ready to be written to the outbox and, when SMTP is on, sent. */
export interface LeadMessage {
  kind: MessageKind;
  /** SMTP envelope: the bare sender and recipient addresses. */
  envelope: { from: string; to: string[] };
  messageId: string;
  /** The whole message (headers and body), LF line endings. */
  raw: Buffer;
}

/** Sends one composed message; rejects when the server refuses it or cannot be reached. */
export interface Mailer {
  send(message: LeadMessage): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Response website <no-reply@response.example>';
export const NOTIFICATION_SUBJECT = 'New Contact Form Submission';
export const AUTORESPONDER_SUBJECT = 'We received your message';

export interface LeadMailSettings {
  /** The From of both messages (`MAIL_FROM`). */
  from?: string;
  /** Where notifications go (`CONTACT_INBOX`); the info address by default. */
  inbox?: string;
}

/** The pages the autoresponder points to, as absolute URLs on the canonical origin. */
export const autoresponderLinks = [
  { label: 'Selected work', path: '/proof/selected-work' },
  { label: 'Insights', path: '/insights' },
  { label: 'Growth OS', path: '/services/growth-os' },
].map((link) => ({ ...link, url: `${site.origin}${link.path}` }));

/** Line breaks and runs of white space as one space: for names shown in headers and greetings. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

export function firstName(fullName: string): string {
  return oneLine(fullName).split(' ')[0] ?? '';
}

/** The bare address of a mailbox such as 'Response website <no-reply@response.example>'. */
export function mailboxAddress(mailbox: string): string | undefined {
  const [first] = addressparser(mailbox, { flatten: true });
  const address = first?.address;
  return address && /^[^@\s]+@[^@\s]+$/.test(address) ? address : undefined;
}

const NOT_GIVEN = 'not provided';

/** One `label: value` line; the value is shown on one line (the challenge is not a row). */
interface Row {
  label: string;
  value: string;
}

function contactRows(lead: Lead): Row[] {
  return [
    { label: 'Name', value: lead.fullName },
    { label: 'Email', value: lead.email },
    { label: 'Company', value: lead.company },
    { label: 'Role', value: roleLabel(lead.role) },
    { label: 'Contact preference', value: contactPreferenceLabel(lead.contactPreference) },
  ];
}

/**
 * Source label, path, ref and chosen modules that are present; empty when the visitor did not
 * come from a call to action.
 */
function attributionRows(lead: Lead): Row[] {
  return [
    { label: 'Source label', value: lead.sourceLabel },
    { label: 'Source path', value: lead.sourcePath },
    { label: 'Ref', value: lead.ref },
    // Leads stored before the stack was recorded have none.
    { label: 'Stack', value: (lead.stack ?? '').split(',').join(', ') },
  ].filter((row) => row.value !== '');
}

function submissionRows(lead: Lead): Row[] {
  return [
    { label: 'Submitted', value: lead.timestamp },
    { label: 'Received', value: lead.receivedAt },
    { label: 'Page URL', value: lead.page_url || NOT_GIVEN },
    { label: 'User agent', value: lead.userAgent || NOT_GIVEN },
    { label: 'Lead ID', value: lead.id },
  ];
}

const textRows = (rows: Row[]) =>
  rows.map((row) => `${row.label}: ${oneLine(row.value)}`).join('\n');

export function notificationText(lead: Lead): string {
  const attribution = attributionRows(lead);
  const sections = [
    'A new message came in through the contact form.',
    `CONTACT DETAILS\n${textRows(contactRows(lead))}`,
    `GROWTH CHALLENGE\n${lead.challenge}`,
    ...(attribution.length > 0 ? [`ATTRIBUTION\n${textRows(attribution)}`] : []),
    `SUBMISSION\n${textRows(submissionRows(lead))}`,
    `Reply to this email to answer ${oneLine(lead.fullName)} directly.`,
  ];
  return `${sections.join('\n\n')}\n`;
}

const htmlStyle =
  'font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a';

function htmlTable(rows: Row[]): string {
  const cells = rows
    .map(
      (row) =>
        `<tr><th scope="row" align="left" style="padding:2px 16px 2px 0;vertical-align:top">${escapeHtml(row.label)}</th>` +
        `<td style="padding:2px 0">${escapeHtml(oneLine(row.value))}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellspacing="0" cellpadding="0">${cells}</table>`;
}

function htmlDocument(title: string, body: string): string {
  return (
    '<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8">' +
    `<title>${escapeHtml(title)}</title></head><body style="${htmlStyle}">${body}</body></html>`
  );
}

export function notificationHtml(lead: Lead, subject: string): string {
  const attribution = attributionRows(lead);
  return htmlDocument(
    subject,
    [
      '<h1 style="font-size:20px">New contact form submission</h1>',
      '<h2 style="font-size:16px">Contact details</h2>',
      htmlTable(contactRows(lead)),
      '<h2 style="font-size:16px">Growth challenge</h2>',
      `<p style="white-space:pre-wrap">${escapeHtml(lead.challenge)}</p>`,
      ...(attribution.length > 0
        ? ['<h2 style="font-size:16px">Attribution</h2>', htmlTable(attribution)]
        : []),
      '<h2 style="font-size:16px">Submission</h2>',
      htmlTable(submissionRows(lead)),
      `<p>Reply to this email to answer ${escapeHtml(oneLine(lead.fullName))} directly.</p>`,
    ].join(''),
  );
}

export function autoresponderText(lead: Lead): string {
  const links = autoresponderLinks.map((link) => `${link.label}: ${link.url}`).join('\n');
  return [
    `Hello ${firstName(lead.fullName)},`,
    "Thank you for getting in touch with Response. We've received your message, and one of our team will reply within 24 hours.",
    `In the meantime, you may find these useful:\n\n${links}`,
    `If your enquiry is urgent, email us at ${generalInquiries.email}.`,
    'Kind regards,\nThe Response team\n',
  ].join('\n\n');
}

export function autoresponderHtml(lead: Lead): string {
  const links = autoresponderLinks
    .map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></li>`)
    .join('');
  const info = escapeHtml(generalInquiries.email);
  return htmlDocument(
    AUTORESPONDER_SUBJECT,
    [
      `<p>Hello ${escapeHtml(firstName(lead.fullName))},</p>`,
      "<p>Thank you for getting in touch with Response. We've received your message, and one of our team will reply within 24 hours.</p>",
      `<p>In the meantime, you may find these useful:</p><ul>${links}</ul>`,
      `<p>If your enquiry is urgent, email us at <a href="mailto:${info}">${info}</a>.</p>`,
      '<p>Kind regards,<br>The Response team</p>',
    ].join(''),
  );
}

let composer: ReturnType<typeof createComposer> | undefined;

function createComposer() {
  return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
}

async function compose(kind: MessageKind, options: SendMailOptions): Promise<LeadMessage> {
  composer ??= createComposer();
  const info = await composer.sendMail(options);
  if (!Buffer.isBuffer(info.message)) throw new Error('nodemailer did not return a buffer');
  const envelope = info.envelope as { from: string | false; to: string[] };
  if (!envelope.from || envelope.to.length === 0) {
    throw new Error(`the ${kind} has no sender or recipient`);
  }
  return {
    kind,
    envelope: { from: envelope.from, to: envelope.to },
    messageId: info.messageId,
    raw: info.message,
  };
}

/** Compose the notification and the autoresponder for a lead, in that order. */
export async function composeLeadMessages(
  lead: Lead,
  settings: LeadMailSettings = {},
): Promise<LeadMessage[]> {
  const from = settings.from ?? DEFAULT_MAIL_FROM;
  const inbox = settings.inbox ?? generalInquiries.email;
  const domain = mailboxAddress(from)?.split('@')[1] ?? 'response.example';
  const date = new Date(lead.receivedAt);
  const submitter = { name: oneLine(lead.fullName), address: lead.email };
  const headers = { 'X-Response-Lead-Id': lead.id };
  const subject = `${NOTIFICATION_SUBJECT} - ${oneLine(lead.fullName)}`;

  const notification = await compose('notification', {
    from,
    to: inbox,
    replyTo: submitter,
    subject,
    date,
    messageId: `<${lead.id}.notification@${domain}>`,
    headers,
    text: notificationText(lead),
    html: notificationHtml(lead, subject),
  });
  const autoresponder = await compose('autoresponder', {
    from,
    to: submitter,
    replyTo: generalInquiries.email,
    subject: AUTORESPONDER_SUBJECT,
    date,
    messageId: `<${lead.id}.autoresponder@${domain}>`,
    // RFC 3834: tells other robots (out-of-office replies) not to answer.
    headers: { ...headers, 'Auto-Submitted': 'auto-replied' },
    text: autoresponderText(lead),
    html: autoresponderHtml(lead),
  });
  return [notification, autoresponder];
}

/** The value of a header in a stored message (first occurrence; folded lines joined). */
function headerValue(raw: Buffer, name: string): string | undefined {
  const text = raw.toString('utf8');
  const end = text.search(/\r?\n\r?\n/);
  const head = (end === -1 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const prefix = `${name.toLowerCase()}:`;
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(prefix));
  return line?.slice(prefix.length).trim();
}

/**
 * A message read back from its outbox file, to be sent as it is: the envelope comes from its
 * own From and To headers. Throws when it has no sender or recipient.
 */
export function storedMessage(kind: MessageKind, raw: Buffer): LeadMessage {
  const from = mailboxAddress(headerValue(raw, 'From') ?? '');
  const to = addressparser(headerValue(raw, 'To') ?? '', { flatten: true })
    .map((mailbox) => mailbox.address)
    .filter(Boolean);
  if (!from || to.length === 0) throw new Error(`the ${kind} has no sender or recipient`);
  return { kind, envelope: { from, to }, messageId: headerValue(raw, 'Message-ID') ?? '', raw };
}

/** The SMTP server of an `smtp://` or `smtps://` URL, without credentials, for logs. */
export function describeSmtpUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

/** A mailer that sends composed messages, unchanged, through the SMTP server at `url`. */
export function createSmtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ envelope: message.envelope, raw: message.raw });
    },
  };
}

/** `process.env`, or a plain object in tests: SMTP_URL, MAIL_FROM and CONTACT_INBOX are read. */
export type MailEnvironment = Record<string, string | undefined>;

export interface MailConfig {
  mailFrom: string;
  contactInbox: string;
  /** Present only when `SMTP_URL` is set. */
  mailer?: Mailer;
  /** For the startup log, e.g. 'SMTP on: smtp://mail.example:587' (no credentials). */
  description: string;
}

/**
 * Read the mail settings from the environment. SMTP is off unless `SMTP_URL` is set. Throws with
 * a readable message when a value is unusable, so the server refuses to start with it.
 */
export function mailConfigFromEnv(env: MailEnvironment): MailConfig {
  const mailFrom = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  if (!mailboxAddress(mailFrom)) {
    throw new Error(`MAIL_FROM is not an email address: ${JSON.stringify(mailFrom)}`);
  }
  const contactInbox = env.CONTACT_INBOX?.trim() || generalInquiries.email;
  if (!mailboxAddress(contactInbox)) {
    throw new Error(`CONTACT_INBOX is not an email address: ${JSON.stringify(contactInbox)}`);
  }
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) {
    return {
      mailFrom,
      contactInbox,
      description: 'SMTP off (messages stay in the outbox as .eml files)',
    };
  }
  let protocol: string;
  try {
    protocol = new URL(smtpUrl).protocol;
  } catch {
    throw new Error('SMTP_URL is not a URL (expected smtp://user:pass@host:port)');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${protocol}//`);
  }
  return {
    mailFrom,
    contactInbox,
    mailer: createSmtpMailer(smtpUrl),
    description: `SMTP on: ${describeSmtpUrl(smtpUrl)}`,
  };
}
