/** Facts about the site itself, in one place. */
export const site = {
  brand: 'Response',
  /** Canonical origin of the English site. Overridable at build time with SITE_ORIGIN. */
  origin: 'https://www.response.example',
  /** The Turkish site: same paths, host swapped. */
  alternateHosts: { en: 'www.response.example', tr: 'tr.response.example' },
  /** Open Graph's form of the language. */
  locale: 'en_GB',
  /** The document's language (BCP 47), which React Aria also uses (src/site/reactAriaLocale.ts). */
  language: 'en-GB',
  twitter: '@response_growth',
  shareImage: {
    path: '/og/response-share.png',
    width: 1200,
    height: 630,
    alt: 'Response — growth needs architecture.',
  },
} as const;
