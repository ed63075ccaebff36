import { describe, expect, it } from 'vitest';
import { contactAction, contactHref, ctaLabel } from '../../src/site/contactLink';

describe('ctaLabel', () => {
  it.each([
    ['Book a Strategy Session', 'book-a-strategy-session'],
    ['  Request System Mapping Session  ', 'request-system-mapping-session'],
    ['Build My Stack', 'build-my-stack'],
    ["Let's talk!", 'lets-talk'],
    ['Advisory & Enablement', 'advisory-and-enablement'],
    ['Görüşme Planlayın', 'gorusme-planlayin'],
    ['İletişime geçin', 'iletisime-gecin'],
    ['Contact — now', 'contact-now'],
  ])('%j -> %j', (text, expected) => {
    expect(ctaLabel(text)).toBe(expected);
  });
});

describe('contactHref', () => {
  it('carries ref=cta, the source path and the label slug', () => {
    const href = contactHref('/modules', 'Build My Stack');
    const url = new URL(href, 'https://www.response.example');
    expect(url.pathname).toBe('/contact');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ref: 'cta',
      from: '/modules',
      label: 'build-my-stack',
    });
  });

  it('gives a content link with the visible label kept', () => {
    expect(contactAction('/services', 'Book Strategy Session')).toEqual({
      label: 'Book Strategy Session',
      href: '/contact?ref=cta&from=%2Fservices&label=book-strategy-session',
    });
  });
});
