/** The words the legal pages share: the template's labels and the storage table's. */
import type { StorageCategory, StorageType } from './types';

export const legalLabels = {
  home: 'Home',
  eyebrow: 'Legal',
  /** Before the date under the hero's lead: 'Last updated November 27, 2026'. */
  lastUpdated: 'Last updated',
  /** The heading of the list of in-page links, and the name of its navigation landmark. */
  onThisPage: 'On this page',
} as const;

/** The storage table's column headings, in order. */
export const storageColumns = {
  name: 'Name',
  type: 'Type',
  purpose: 'Purpose',
  category: 'Category',
  lifetime: 'Lifetime',
} as const;

export const storageTypeLabels: Record<StorageType, string> = {
  cookie: 'Cookie',
  localStorage: 'Local storage',
  sessionStorage: 'Session storage',
};

export const storageCategoryLabels: Record<StorageCategory, string> = {
  'strictly-necessary': 'Strictly necessary',
  functional: 'Functional',
  analytics: 'Analytics',
  marketing: 'Marketing',
};

/** Under the name of an item a third party sets. */
export const storageSetByGoogle = 'Set by Google';
