/**
 * A contact form post the server refused, for a visitor whose form was sent by the browser
 * itself (no JavaScript, or Send pressed before the page hydrated): the server answers with the
 * contact page rendered again, the entries kept and each error beside its field
 * (server/contact.ts). The router carries the refusal as context to the contact route's loader,
 * whose data the client hydrates from, so the enhanced form takes over with the same entries.
 */

import * as v from 'valibot';
import { stringifyPlainSearch } from '../../site/searchParams';
import { type ContactSearch, contactSearchDefaults, contactSearchSchema } from './contactSearch';
import type { SubmissionErrors } from './submission';

/** The visitor's entries as the browser sent them (text, not yet checked). */
export interface ContactEntries {
  fullName: string;
  email: string;
  company: string;
  role: string;
  challenge: string;
  contactPreference: string;
}

export const entryFields = [
  'fullName',
  'email',
  'company',
  'role',
  'challenge',
  'contactPreference',
] as const satisfies ReadonlyArray<keyof ContactEntries>;

export interface ContactRefusal {
  /** Why nothing was sent, said above the form. */
  message: string;
  /** A message per refused field (none when the lead could not be stored, or for a rate limit). */
  errors: SubmissionErrors;
  entries: ContactEntries;
  /** Where the visit came from, as the form's hidden inputs sent it. */
  source: ContactSearch;
}

/**
 * The form's fields as posted (`application/x-www-form-urlencoded`): the entries and the source
 * of the visit, first value of each, through the contact page's own query schema (odd values
 * dropped). Anything else in the body is ignored.
 */
export function postedForm(params: URLSearchParams): {
  entries: ContactEntries;
  source: ContactSearch;
} {
  const value = (name: string) => params.get(name) ?? '';
  const entries = Object.fromEntries(
    entryFields.map((field) => [field, value(field)]),
  ) as unknown as ContactEntries;
  const source = v.parse(contactSearchSchema, {
    ref: value('ref'),
    from: value('sourcePath'),
    label: value('sourceLabel'),
    stack: value('stack'),
  });
  return { entries, source };
}

/** The contact page's address for a visit from `source` ('/contact' when it has none). */
export function contactPageUrl(source: ContactSearch): string {
  const search = Object.fromEntries(
    (Object.keys(contactSearchDefaults) as Array<keyof ContactSearch>)
      .filter((key) => source[key] !== contactSearchDefaults[key])
      .map((key) => [key, source[key]]),
  );
  return `/contact${stringifyPlainSearch(search)}`;
}
