/**
 * Calls to action that lead to the contact page carry their attribution in the query:
 * `ref=cta`, `from` = the page the visitor came from and `label` = the call to action, as a
 * slug. The contact page reads them back as ref, sourcePath and
 * sourceLabel.
 */

export const contactPath = '/contact';

/**
 * A call-to-action text as a label slug: lowercased, trimmed, accents and
 * punctuation removed, spaces turned into hyphens. 'Book a Strategy Session' ->
 * 'book-a-strategy-session'.
 */
export function ctaLabel(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

/** The contact page URL for a call to action labelled `label` on the page at `from`. */
export function contactHref(from: string, label: string): string {
  const query = new URLSearchParams({ ref: 'cta', from, label: ctaLabel(label) });
  return `${contactPath}?${query.toString()}`;
}

/**
 * Whether an href leads to the contact page (`/contact`, with or without a query or hash): a
 * call to action wherever it is drawn, tracked and attributed like the header's.
 */
export function isContactHref(href: string): boolean {
  return href.replace(/[?#].*$/, '') === contactPath;
}

/** The attribution a contact link carries in its query. */
export const attributionParams = ['ref', 'from', 'label'] as const;

/**
 * A call to action's href as shown on the page at `pathname`: a link to the contact page gets
 * its attribution (the header's Contact button), except on the contact page itself, where it
 * stays the plain path; any other href is kept.
 */
export function attributedHref(href: string, pathname: string | undefined, label: string): string {
  if (href !== contactPath || !pathname || pathname === contactPath) return href;
  return contactHref(pathname, label);
}

/** A contact call to action as a content link: the visible label and its attributed href. */
export function contactAction(from: string, label: string): { label: string; href: string } {
  return { label, href: contactHref(from, label) };
}
