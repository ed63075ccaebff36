/** Short ways to write a legal document's blocks (src/content/legal/types.ts). */
import type { ContentLink } from '../site/navigation';
import type { LegalBlock, ListItem, RichText } from './types';

export const paragraph = (text: RichText): LegalBlock => ({ kind: 'paragraph', text });

export const list = (...items: ListItem[]): LegalBlock => ({ kind: 'list', items });

export const link = (label: string, href: string): ContentLink => ({ label, href });

export const mailto = (email: string): ContentLink => ({ label: email, href: `mailto:${email}` });
