/**
 * Contact-intent detection for call-to-action texts: does a button or link text
 * ask the visitor to get in touch? One pure function, shared by the interception of content we
 * did not build (WordPress pages) and by its table-driven test.
 *
 * Texts are compared in a normalised form: lowercase, accents stripped (Turkish ı/İ/ş/ğ/ç/ö/ü
 * included), punctuation removed, hyphens and whitespace collapsed to single spaces. The slug
 * form ('book-a-call') is the same words joined by hyphens, so 'Book a call!',
 * 'book-a-call' and 'BOOK  A CALL' all read the same. Both forms come from `ctaLabel`
 * (src/site/contactLink.ts), the slug rule our own contact links use, so a text is labelled
 * the same way whichever path tracks it.
 *
 * A phrase matches when it occurs in the text starting at a word boundary: 'contact' matches
 * 'Contact our team' and 'Contact-us', 'teklif al' matches 'Teklif alın' (Turkish adds
 * suffixes), but 'apply' does not match 'happy'. An excluded phrase always wins: 'Download
 * media kit' never counts, even with 'contact' elsewhere in the text.
 */
import { ctaLabel } from '../../site/contactLink';

/** English contact-intent phrases, as written (normalised when compared). */
export const englishContactPhrases = [
  'contact',
  'contact us',
  'contact sales',
  'get in touch',
  'book a call',
  'book a demo',
  'book a meeting',
  'book a consultation',
  'request a demo',
  'request a call',
  'request a callback',
  'request a quote',
  'request a proposal',
  'get a quote',
  'get a proposal',
  'get started',
  'schedule a call',
  'schedule a demo',
  'book strategy session',
  'book a strategy session',
  'free consultation',
  'talk to us',
  'talk to sales',
  'talk to an expert',
  'speak to an expert',
  "let's talk",
  'start a project',
  'work with us',
  'hire us',
  'enquire',
] as const;

/** Turkish contact-intent phrases, as written (normalised when compared). */
export const turkishContactPhrases = [
  'iletişim',
  'iletişime geç',
  'bize ulaşın',
  'bize ulaş',
  'teklif al',
  'fiyat teklifi',
  'demo talep et',
  // 'talep et' becomes 'talep edin' (t -> d): the stem covers both.
  'demo talep',
  'demo talebi',
  'demo iste',
  'görüşme planla',
  'toplantı planla',
  'ücretsiz danışmanlık',
  'ücretsiz görüşme',
  'hemen başla',
  'randevu al',
  'bizimle çalışın',
  'görüşelim',
  'konuşalım',
] as const;

/**
 * Texts that are never contact intent, whatever else they say: reading, applying for a job,
 * subscribing, downloading, waiting lists.
 */
export const excludedCtaPhrases = [
  // English
  'learn more',
  'read more',
  'see more',
  'apply',
  'apply now',
  'subscribe',
  'unsubscribe',
  'download',
  'download media kit',
  'join newsletter',
  'join our newsletter',
  'newsletter',
  'join waitlist',
  'join the waitlist',
  'waitlist',
  'waiting list',
  // Turkish
  'daha fazla',
  'devamını oku',
  'başvur',
  'abone ol',
  'bültene katıl',
  'bülten',
  'bekleme listesi',
  'medya kiti',
] as const;

/**
 * A text in its normalised form: lowercase, accents and punctuation removed, words separated by
 * single spaces. "Let's Talk!" -> 'lets talk'; 'İletişime Geçin' -> 'iletisime gecin';
 * 'book-a-call' -> 'book a call'.
 */
export function normaliseCtaText(text: string): string {
  return ctaLabel(text).split('-').filter(Boolean).join(' ');
}

/** The normalised text as a slug: 'Book a Call' -> 'book-a-call'. */
export function ctaSlug(text: string): string {
  return normaliseCtaText(text).replace(/ /g, '-');
}

const normalisedContactPhrases = [...englishContactPhrases, ...turkishContactPhrases].map(
  normaliseCtaText,
);
const normalisedExcludedPhrases = excludedCtaPhrases.map(normaliseCtaText);

/** Whether the normalised `phrase` occurs in the normalised `text`, starting at a word. */
function containsPhrase(text: string, phrase: string): boolean {
  return ` ${text}`.includes(` ${phrase}`);
}

/** Whether the text contains an excluded phrase (learn more, apply, subscribe ...). */
export function isExcludedCtaText(text: string): boolean {
  const normalised = normaliseCtaText(text);
  return normalisedExcludedPhrases.some((phrase) => containsPhrase(normalised, phrase));
}

/**
 * Whether a call-to-action text asks the visitor to get in touch: it contains an English or
 * Turkish contact phrase and no excluded phrase. Accepts display text or slugs.
 */
export function isContactIntent(text: string): boolean {
  const normalised = normaliseCtaText(text);
  if (normalised === '') return false;
  if (normalisedExcludedPhrases.some((phrase) => containsPhrase(normalised, phrase))) return false;
  return normalisedContactPhrases.some((phrase) => containsPhrase(normalised, phrase));
}
