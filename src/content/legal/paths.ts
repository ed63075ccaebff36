/**
 * The legal pages' paths: light, so route schemas, the sitemap and the links to these pages
 * (the contact form's privacy line, the cookie banner) can import them without the texts.
 */
export const privacyPath = '/privacy';
export const cookiesPath = '/cookies';
export const termsPath = '/terms';

/** Every legal page, in the footer's order (Privacy, Terms, Cookies). */
export const legalPaths = [privacyPath, termsPath, cookiesPath] as const;
