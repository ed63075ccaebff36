/**
 * The shape of a legal document (the privacy notice, the cookie policy, the terms of use): the
 * one template, `LegalPage`, renders any of them.
 */
import type { Crumb } from '../../site/structuredData';
import type { ContentLink, ContentMeta } from '../site/navigation';

/** A run of text, or a link inside it. */
export type InlinePart = string | ContentLink;

/** Plain text, or text with links in it (parts joined as written: put the spaces in the strings). */
export type RichText = string | ReadonlyArray<InlinePart>;

/** A bullet: text, or a term in bold followed by its explanation. */
export type ListItem = RichText | { term: string; detail: RichText };

/** Where the browser keeps an item. */
export type StorageType = 'cookie' | 'localStorage' | 'sessionStorage';

/** Why an item is set, in the categories of the cookie banner and the law (PECR). */
export type StorageCategory = 'strictly-necessary' | 'functional' | 'analytics' | 'marketing';

/** Who puts an item in the browser: the site's own code (or the libraries it ships) or Google. */
export type StorageSetter = 'site' | 'google';

/** One cookie or storage key the site sets, as the cookie policy lists it. */
export interface StorageItem {
  /** The cookie's name or the storage key, exactly as the browser shows it; `<…>` marks a part that varies. */
  name: string;
  type: StorageType;
  setBy: StorageSetter;
  purpose: string;
  category: StorageCategory;
  /** How long it stays, in words. */
  lifetime: string;
}

/** A piece of a section's body, in reading order. */
export type LegalBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; items: ReadonlyArray<ListItem> }
  /** A postal address, one entry per line. */
  | { kind: 'address'; lines: ReadonlyArray<string> }
  /** The table of cookies and storage keys (`StorageTable`). */
  | { kind: 'storageTable'; caption: string; items: ReadonlyArray<StorageItem> }
  /** The button that reopens the cookie preferences, and the note on what happens without it. */
  | { kind: 'cookieSettings'; label: string; note: string };

export interface LegalSection {
  /** The section's id: the target of its link in 'On this page' (`#your-rights`). */
  id: string;
  /** The section's h2. */
  heading: string;
  blocks: ReadonlyArray<LegalBlock>;
}

export interface LegalDocument {
  meta: ContentMeta;
  /** The page's path ('/privacy'). */
  path: string;
  hero: { eyebrow: string; title: string; lead: string };
  /** When the text last changed, as an ISO date ('2026-11-27'). */
  lastUpdated: string;
  /** Home > the page: the visible breadcrumbs and their BreadcrumbList JSON-LD. */
  trail: ReadonlyArray<Crumb>;
  sections: ReadonlyArray<LegalSection>;
  /**
   * The short note at the end of the page: that the text is a working draft our lawyers review.
   * Said once, here, not in every section.
   */
  footerNote: string;
}
