/**
 * The contact page's query: `ref`, `from` and `label`, written by every
 * contact call to action (`/contact?ref=cta&from=/services&label=book-a-strategy-session`) and
 * kept in the form's hidden inputs as ref, sourcePath and sourceLabel; and `stack`, the modules
 * chosen in /modules' 'Build My Stack', sent with the lead. The schema never fails:
 * odd values are dropped (a list keeps its first string, `stack` all of them; text is trimmed and cut to the
 * submission's limits, `from` must be a path on this site), so any URL shows the page.
 */
import * as v from 'valibot';
import { moduleNames } from '../../content/growth-os/moduleNames';
import { firstSearchString } from '../../site/searchParams';
import { maxLengths } from './maxLengths';

/** The first string of a search value, trimmed. */
const firstString = (value: unknown) => firstSearchString(value).trim();

function text(limit: number) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => firstString(value).slice(0, limit)),
    ),
    '',
  );
}

/** A same-site path ('/services'), else ''. '//host' and 'https://…' are not paths of ours. */
export function sitePath(value: string): string {
  return /^\/(?!\/)[^\s\\]*$/.test(value) ? value : '';
}

/**
 * Where a contact link came from: a same-site path ('/services'), or a page's slug, which the
 * service pages send (`from=creative-production`); anything else ''.
 */
export function contactSource(value: string): string {
  if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) return value;
  return sitePath(value);
}

/**
 * The 'Build My Stack' selection ('SignalOS,LeadSync'): the module names it holds, matched
 * case-insensitively, in the modules' order and comma-joined; anything else is dropped.
 */
export function stackOf(value: string): string {
  const chosen = new Set(value.split(',').map((name) => name.trim().toLowerCase()));
  return moduleNames.filter((name) => chosen.has(name.toLowerCase())).join(',');
}

/**
 * The selection as text: the link's one comma-separated value, or the builder's form sent
 * without JavaScript, one `stack` per module ticked (`?stack=SignalOS&stack=LeadSync`).
 */
function stackText(value: unknown): string {
  if (!Array.isArray(value)) return firstString(value);
  return value.filter((item): item is string => typeof item === 'string').join(',');
}

export const contactSearchSchema = v.object({
  ref: text(maxLengths.ref),
  from: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => contactSource(firstString(value)).slice(0, maxLengths.sourcePath)),
    ),
    '',
  ),
  label: text(maxLengths.sourceLabel),
  stack: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => stackOf(stackText(value))),
    ),
    '',
  ),
});

export type ContactSearch = v.InferOutput<typeof contactSearchSchema>;

export const contactSearchDefaults: ContactSearch = { ref: '', from: '', label: '', stack: '' };
