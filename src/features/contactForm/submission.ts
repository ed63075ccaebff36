/**
 * The contact form's submission record and the rules it must meet. The one
 * source for the form (options, field names, limits) and for the server (`POST /api/contact`),
 * which checks the same rules again because a request can come from anywhere.
 */

import { maxLengths } from './maxLengths';

/** The Role select's options, in the spec's order, with the labels visitors see. */
export const roleOptions = [
  { id: 'cmo', label: 'CMO' },
  { id: 'vp-marketing', label: 'VP of Marketing' },
  { id: 'marketing-director', label: 'Marketing Director' },
  { id: 'growth-lead', label: 'Growth Lead' },
  { id: 'ceo', label: 'CEO' },
  { id: 'founder', label: 'Founder' },
  { id: 'other', label: 'Other' },
] as const;

export type Role = (typeof roleOptions)[number]['id'];

/** Contact Preference options; email is the default. */
export const contactPreferenceOptions = [
  { id: 'email', label: 'Email' },
  { id: 'whatsapp', label: 'WhatsApp' },
  { id: 'phone', label: 'Phone' },
] as const;

export type ContactPreference = (typeof contactPreferenceOptions)[number]['id'];

export const defaultContactPreference: ContactPreference = 'email';

export interface ContactSubmission {
  fullName: string;
  email: string;
  company: string;
  role: Role;
  challenge: string;
  contactPreference: ContactPreference;
  /** From the query (`label`), '' when the visitor did not come from a call to action. */
  sourceLabel: string;
  /** From the query (`from`). */
  sourcePath: string;
  /** From the query (`ref`). */
  ref: string;
  /** From the query (`stack`): the modules chosen with 'Build My Stack', comma-separated. */
  stack: string;
  /** ISO 8601, set by the browser when the form is sent. */
  timestamp: string;
  userAgent: string;
  page_url: string;
}

export type SubmissionField = keyof ContactSubmission;

export { maxLengths } from './maxLengths';

/** Largest accepted request body for `POST /api/contact`, in bytes. */
export const maxSubmissionBytes = 32 * 1024;

/**
 * The browser's own check for `<input type="email">` (the WHATWG "valid e-mail address"), so
 * the server accepts exactly what the form lets through.
 */
export const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Messages per field, as the server returns them (the form shows the browser's own). */
export const fieldMessages = {
  fullName: 'Enter your full name.',
  email: 'Enter a valid business email address, like name@company.com.',
  company: 'Enter your company name.',
  role: 'Choose your role.',
  challenge: 'Tell us your biggest growth challenge.',
  contactPreference: 'Choose email, WhatsApp or phone.',
  timestamp: 'timestamp must be an ISO 8601 date.',
} as const;

const requiredText = ['fullName', 'email', 'company', 'challenge'] as const;
const optionalText = [
  'sourceLabel',
  'sourcePath',
  'ref',
  'stack',
  'userAgent',
  'page_url',
] as const;

export type SubmissionErrors = Partial<Record<SubmissionField, string>>;

export type SubmissionValidation =
  | { ok: true; submission: ContactSubmission }
  | { ok: false; errors: SubmissionErrors };

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

function tooLong(field: SubmissionField): string {
  return `${field} must be at most ${maxLengths[field]} characters.`;
}

/**
 * Check a parsed request body against the form's rules. Text is trimmed; missing optional
 * fields become '' (preference: email; timestamp: `now`). Unknown properties are dropped.
 */
export function validateSubmission(
  body: unknown,
  now: () => Date = () => new Date(),
): SubmissionValidation {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: { fullName: 'The body must be a JSON object.' } };
  }
  const record = body as Record<string, unknown>;
  const errors: SubmissionErrors = {};
  const text = (field: SubmissionField): string | undefined => {
    const value = record[field];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') return undefined;
    return value.trim();
  };
  const values: Partial<Record<SubmissionField, string>> = {};

  for (const field of requiredText) {
    const value = text(field);
    if (!value) errors[field] = fieldMessages[field];
    else if (value.length > maxLengths[field]) errors[field] = tooLong(field);
    else values[field] = value;
  }
  if (values.email !== undefined && !emailPattern.test(values.email)) {
    errors.email = fieldMessages.email;
  }

  const role = text('role');
  if (!roleOptions.some((option) => option.id === role)) errors.role = fieldMessages.role;

  const preference = text('contactPreference') || defaultContactPreference;
  if (!contactPreferenceOptions.some((option) => option.id === preference)) {
    errors.contactPreference = fieldMessages.contactPreference;
  }

  for (const field of optionalText) {
    const value = text(field);
    if (value === undefined) errors[field] = `${field} must be a string.`;
    else if (value.length > maxLengths[field]) errors[field] = tooLong(field);
    else values[field] = value;
  }

  let timestamp = text('timestamp');
  if (timestamp === '') timestamp = now().toISOString();
  if (timestamp === undefined || !isoDate.test(timestamp) || Number.isNaN(Date.parse(timestamp))) {
    errors.timestamp = fieldMessages.timestamp;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    submission: {
      fullName: values.fullName!,
      email: values.email!,
      company: values.company!,
      role: role as Role,
      challenge: values.challenge!,
      contactPreference: preference as ContactPreference,
      sourceLabel: values.sourceLabel!,
      sourcePath: values.sourcePath!,
      ref: values.ref!,
      stack: values.stack!,
      timestamp: timestamp!,
      userAgent: values.userAgent!,
      page_url: values.page_url!,
    },
  };
}

/** The label a visitor sees for a role or preference id ('vp-marketing' -> 'VP of Marketing'). */
export function roleLabel(id: string): string {
  return roleOptions.find((option) => option.id === id)?.label ?? id;
}

export function contactPreferenceLabel(id: string): string {
  return contactPreferenceOptions.find((option) => option.id === id)?.label ?? id;
}
