/**
 * The contact form's field limits, apart from the rest of its rules
 * (`submission.ts`): the contact route's search schema, on every page, reads three of them.
 */
import type { SubmissionField } from './submission';

/**
 * Longest accepted value per field, in characters. Generous for people, small enough that a
 * submission stays a few kilobytes (the server refuses bodies over `maxSubmissionBytes`).
 */
export const maxLengths: Record<SubmissionField, number> = {
  fullName: 200,
  email: 254,
  company: 200,
  role: 40,
  challenge: 5000,
  contactPreference: 20,
  sourceLabel: 200,
  sourcePath: 500,
  ref: 50,
  stack: 300,
  timestamp: 40,
  userAgent: 1000,
  page_url: 2000,
};
