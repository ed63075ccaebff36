import { describe, expect, it } from 'vitest';
import {
  ctaSlug,
  englishContactPhrases,
  excludedCtaPhrases,
  isContactIntent,
  normaliseCtaText,
  turkishContactPhrases,
} from '../../src/features/ctaInterception/contactIntent';
import { ctaLabel } from '../../src/site/contactLink';

describe('normaliseCtaText and ctaSlug', () => {
  it.each([
    ['Book a Call', 'book a call', 'book-a-call'],
    ['  BOOK   a\ncall!  ', 'book a call', 'book-a-call'],
    ['book-a-call', 'book a call', 'book-a-call'],
    ["Let's talk!", 'lets talk', 'lets-talk'],
    ['Get in touch →', 'get in touch', 'get-in-touch'],
    ['Contact — now', 'contact now', 'contact-now'],
    ['Advisory & Enablement', 'advisory and enablement', 'advisory-and-enablement'],
    ['İletişime Geçin', 'iletisime gecin', 'iletisime-gecin'],
    ['ILETIŞIM', 'iletisim', 'iletisim'],
    ['Ücretsiz Danışmanlık', 'ucretsiz danismanlik', 'ucretsiz-danismanlik'],
    ['Görüşme Planla', 'gorusme planla', 'gorusme-planla'],
    ['Toplantı planlayın', 'toplanti planlayin', 'toplanti-planlayin'],
    ['Réservez un appel', 'reservez un appel', 'reservez-un-appel'],
    ['   ', '', ''],
  ])('%j -> %j / %j', (text, normalised, slug) => {
    expect(normaliseCtaText(text)).toBe(normalised);
    expect(ctaSlug(text)).toBe(slug);
    // The slug is the label our own contact links carry, so both paths agree.
    expect(ctaSlug(text)).toBe(ctaLabel(text).replace(/^-+|-+$/g, ''));
  });
});

describe('isContactIntent', () => {
  describe('English contact phrases', () => {
    it.each([
      'Contact',
      'Contact us',
      'CONTACT US',
      'contact-us',
      'Contact our team',
      'Get in touch',
      'Get in touch!',
      'get-in-touch',
      'Book a call',
      'Book a demo',
      'Request a Demo',
      'Request a quote',
      'Get a quote',
      'Get started',
      'Get started →',
      'Schedule a call',
      'Book Strategy Session',
      'Book a Strategy Session',
      'book-strategy-session',
      'Free consultation',
      'Claim your free consultation',
      'Talk to us',
      "Let's talk",
      'Lets talk',
      'Let’s talk',
      'Start a project',
      'Work with us',
      'Contact sales',
      'Enquire now',
    ])('%j is contact intent', (text) => {
      expect(isContactIntent(text)).toBe(true);
    });
  });

  describe('Turkish contact phrases', () => {
    it.each([
      'İletişim',
      'iletişim',
      'ILETIŞIM',
      'iletisim',
      'İletişime geç',
      'İletişime Geçin',
      'iletisime-gecin',
      'Bize ulaşın',
      'Bize Ulasin',
      'Teklif al',
      'Teklif Alın',
      'Hemen teklif alın!',
      'Demo talep et',
      'Demo Talep Edin',
      'Görüşme planla',
      'Görüşme Planlayın',
      'gorusme-planla',
      'Ücretsiz danışmanlık',
      'ÜCRETSİZ DANIŞMANLIK',
      'ucretsiz danismanlik',
      'Hemen başla',
      'Hemen Başlayın',
      'Randevu al',
      'Randevu Alın',
    ])('%j is contact intent', (text) => {
      expect(isContactIntent(text)).toBe(true);
    });
  });

  describe('excluded texts never count, even with a contact phrase', () => {
    it.each([
      'Learn more',
      'Learn more about contact centres',
      'Read more',
      'Read more: get in touch with growth',
      'Apply',
      'Apply now',
      'Apply now to get started',
      'Subscribe',
      'Subscribe to contact updates',
      'Unsubscribe',
      'Download media kit',
      'Download the media kit and contact us',
      'Join newsletter',
      'Join our newsletter',
      'Join waitlist',
      'Join the waitlist — get started first',
      'Daha fazla',
      'Daha fazla bilgi için iletişime geçin',
      'Devamını oku',
      'Devamını oku ve teklif al',
      'Başvur',
      'Hemen başvurun',
      'Abone ol',
      'Abone olun, hemen başlayın',
      'Bültene katıl',
    ])('%j is not contact intent', (text) => {
      expect(isContactIntent(text)).toBe(false);
    });
  });

  describe('other texts', () => {
    it.each([
      '',
      '   ',
      '!!!',
      'Explore the nine modules',
      'View on Map',
      'Browse case studies',
      'Back to home',
      'Happy clients', // 'apply' only counts at the start of a word
      'Recontacting', // 'contact' only counts at the start of a word
      'Hizmetlerimiz',
    ])('%j is not contact intent', (text) => {
      expect(isContactIntent(text)).toBe(false);
    });
  });

  it('every listed phrase is contact intent on its own, in display and slug form', () => {
    for (const phrase of [...englishContactPhrases, ...turkishContactPhrases]) {
      expect(isContactIntent(phrase), phrase).toBe(true);
      expect(isContactIntent(ctaSlug(phrase)), ctaSlug(phrase)).toBe(true);
      expect(isContactIntent(phrase.toUpperCase()), phrase.toUpperCase()).toBe(true);
    }
  });

  it('every excluded phrase wins over every contact phrase', () => {
    for (const excluded of excludedCtaPhrases) {
      expect(isContactIntent(excluded), excluded).toBe(false);
      expect(isContactIntent(`${excluded} contact us`), excluded).toBe(false);
      expect(isContactIntent(`İletişime geçin, ${excluded}`), excluded).toBe(false);
    }
  });
});
