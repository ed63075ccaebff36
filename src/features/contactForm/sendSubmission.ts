/**
 * Sends a contact submission to the site's own endpoint (`POST /api/contact`, server/contact.ts).
 * Never throws: a network failure, a refusal or an unreadable answer is a failed result, and the
 * form keeps every entry.
 */
import type { ContactSubmission, SubmissionErrors } from './submission';

export const contactEndpoint = '/api/contact';

export type SendResult =
  | { success: true; message?: string }
  | { success: false; message?: string; errors?: SubmissionErrors };

export type SendSubmission = (submission: ContactSubmission) => Promise<SendResult>;

export const sendContactSubmission: SendSubmission = async (submission) => {
  try {
    const response = await fetch(contactEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(submission),
    });
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {}
    const record =
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    if (response.ok) return { success: true };
    const errors =
      typeof record.errors === 'object' && record.errors !== null
        ? (record.errors as SubmissionErrors)
        : undefined;
    return { success: false, errors };
  } catch {
    return { success: false };
  }
};
