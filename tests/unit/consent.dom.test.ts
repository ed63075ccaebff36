import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentHeadScript } from '../../src/features/consent/consentHeadScript';
import {
  consentDefaults,
  consentUpdateFor,
  updateConsent,
} from '../../src/features/consent/consentMode';
import {
  acceptAllChoice,
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  parseConsent,
  readConsent,
  rejectAllChoice,
  serializeConsent,
  writeConsent,
} from '../../src/features/consent/consentRecord';
import {
  analyticsTagUrl,
  analyticsTagUrlPattern,
  parseMeasurementId,
  placeholderMeasurementId,
} from '../../src/site/analytics';
import { allDenied, allGranted, tagCommands } from '../support/consentMode';

function resetPage() {
  localStorage.clear();
  delete window.dataLayer;
  delete (window as { gtag?: unknown }).gtag;
  for (const script of document.head.querySelectorAll('script')) script.remove();
}

beforeEach(resetPage);
afterEach(() => {
  vi.unstubAllGlobals();
  resetPage();
});

const analyticsOnly = { ...allDenied, analytics_storage: 'granted' };
const marketingOnly = { ...allGranted, analytics_storage: 'denied' };

/** Stored values and what they mean: null = no choice (the banner asks again). */
const storedValues: Array<[string, string | null, ConsentChoice | null]> = [
  ['nothing stored', null, null],
  ['an empty string', '', null],
  ['not JSON', 'accepted', null],
  ['truncated JSON', '{"analytics":true', null],
  ['JSON null', 'null', null],
  ['a boolean', 'true', null],
  ['a number', '42', null],
  ['a string', '"all"', null],
  ['an array', '[true,false,true]', null],
  ['an empty object', '{}', null],
  ['analytics only', '{"analytics":true}', null],
  ['string booleans', '{"analytics":"true","marketing":"false","functional":"true"}', null],
  ['numbers for booleans', '{"analytics":1,"marketing":0,"functional":1}', null],
  ['a null category', '{"analytics":true,"marketing":null,"functional":true}', null],
  [
    'Accept All',
    '{"analytics":true,"marketing":true,"functional":true}',
    { analytics: true, marketing: true, functional: true },
  ],
  [
    'Reject All',
    '{"analytics":false,"marketing":false,"functional":true}',
    { analytics: false, marketing: false, functional: true },
  ],
  [
    'analytics only, saved',
    '{"analytics":true,"marketing":false,"functional":true}',
    { analytics: true, marketing: false, functional: true },
  ],
  [
    'functional switched off by hand (still on)',
    '{"analytics":false,"marketing":true,"functional":false}',
    { analytics: false, marketing: true, functional: true },
  ],
  [
    'functional missing (still on)',
    '{"analytics":true,"marketing":false}',
    { analytics: true, marketing: false, functional: true },
  ],
  [
    'extra fields ignored',
    '{"analytics":false,"marketing":false,"functional":"x","version":2}',
    { analytics: false, marketing: false, functional: true },
  ],
];

describe('the stored consent record', () => {
  it.each(storedValues)('%s', (_name, raw, expected) => {
    expect(parseConsent(raw)).toEqual(expected);
    if (raw !== null) localStorage.setItem(CONSENT_STORAGE_KEY, raw);
    expect(readConsent()).toEqual(expected);
  });

  it('counts storage that is missing or throws as no choice, and never throws', () => {
    expect(readConsent(null)).toBeNull();
    expect(readConsent(undefined)).toBeNull();
    const throwing = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    expect(readConsent(throwing)).toBeNull();
    expect(writeConsent(acceptAllChoice, throwing)).toBe(false);
    expect(writeConsent(acceptAllChoice, null)).toBe(false);
  });

  it('stores the exact JSON {analytics, marketing, functional}, functional always true', () => {
    expect(writeConsent(acceptAllChoice)).toBe(true);
    expect(localStorage.getItem('cookie-consent')).toBe(
      '{"analytics":true,"marketing":true,"functional":true}',
    );
    writeConsent(rejectAllChoice);
    expect(localStorage.getItem('cookie-consent')).toBe(
      '{"analytics":false,"marketing":false,"functional":true}',
    );
    const forged = { analytics: true, marketing: false, functional: false } as unknown;
    expect(serializeConsent(forged as ConsentChoice)).toBe(
      '{"analytics":true,"marketing":false,"functional":true}',
    );
  });
});

describe('Consent Mode', () => {
  it('defaults every consent to denied with a 500 ms wait for an update', () => {
    expect(consentDefaults).toEqual({ ...allDenied, wait_for_update: 500 });
  });

  it.each([
    [{ analytics: true, marketing: true }, allGranted],
    [{ analytics: false, marketing: false }, allDenied],
    [{ analytics: true, marketing: false }, analyticsOnly],
    [{ analytics: false, marketing: true }, marketingOnly],
  ])('maps %j to %j', (choice, expected) => {
    expect(consentUpdateFor(choice)).toEqual(expected);
  });

  it('sends an update as a gtag arguments object', () => {
    updateConsent({ analytics: true, marketing: false });
    expect(tagCommands()).toEqual([['consent', 'update', analyticsOnly]]);
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe('[object Arguments]');
  });
});

describe('the measurement id', () => {
  it.each([
    [undefined, null],
    ['', null],
    [placeholderMeasurementId, null],
    ['G-XXXXXXXXXX', null],
    ['UA-1234567-1', null],
    ['GTM-ABC1234', null],
    ['g-abc123def4', null],
    ['G-ABC', null],
    ['G-ABCDEFGHIJKLM', null],
    ["G-ABC123');alert(1)//", null],
    ['G-AB12', 'G-AB12'],
    ['G-3HXK7Q2M9P', 'G-3HXK7Q2M9P'],
    ['  G-3HXK7Q2M9P\n', 'G-3HXK7Q2M9P'],
  ])('%j → %j', (value, expected) => {
    expect(parseMeasurementId(value)).toBe(expected);
  });

  it('is the placeholder by default in this build: no tag', async () => {
    const { measurementId } = await import('../../src/site/analytics');
    expect(measurementId).toBeNull();
  });
});

/** Run the head script as the browser does: as a classic script in the page's global scope. */
function runHeadScript(script: string) {
  new Function(script)();
}

describe('the consent head script', () => {
  it('is deterministic, loads nothing without a real id, and has no closing script tag', () => {
    const script = consentHeadScript(null);
    expect(consentHeadScript(null)).toBe(script);
    expect(consentHeadScript(placeholderMeasurementId)).toBe(script);
    expect(consentHeadScript('not-an-id')).toBe(script);
    expect(script).not.toContain('googletagmanager');
    expect(script).not.toMatch(/<\/script/i);
    expect(script.length).toBeLessThan(700);
  });

  it('creates dataLayer and gtag, and sets the denied defaults first', () => {
    runHeadScript(consentHeadScript(null));
    expect(tagCommands()).toEqual([['consent', 'default', { ...allDenied, wait_for_update: 500 }]]);
    const gtag = (window as unknown as { gtag: (...args: unknown[]) => void }).gtag;
    gtag('event', 'page_view');
    expect(tagCommands().at(-1)).toEqual(['event', 'page_view']);
    expect(document.head.querySelector('script[src]')).toBeNull();
  });

  it('keeps entries already in dataLayer', () => {
    window.dataLayer = [{ event: 'search', search_term: 'growth' }];
    runHeadScript(consentHeadScript(null));
    expect(tagCommands()).toEqual([
      { event: 'search', search_term: 'growth' },
      ['consent', 'default', { ...allDenied, wait_for_update: 500 }],
    ]);
  });

  it.each(storedValues)('applies a stored value like the app reads it: %s', (_name, raw) => {
    if (raw !== null) localStorage.setItem(CONSENT_STORAGE_KEY, raw);
    runHeadScript(consentHeadScript(null));
    const choice = parseConsent(raw);
    const defaults = ['consent', 'default', { ...allDenied, wait_for_update: 500 }];
    expect(tagCommands()).toEqual(
      choice ? [defaults, ['consent', 'update', consentUpdateFor(choice)]] : [defaults],
    );
  });

  it('survives storage that throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    runHeadScript(consentHeadScript(null));
    expect(tagCommands()).toHaveLength(1);
  });

  it('with a real id: consent first, then js and config, then inserts the async tag', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{"analytics":true,"marketing":false}');
    const script = consentHeadScript('G-3HXK7Q2M9P');
    expect(script).toMatch(analyticsTagUrlPattern);
    runHeadScript(script);
    const list = tagCommands();
    expect(list.slice(0, 2)).toEqual([
      ['consent', 'default', { ...allDenied, wait_for_update: 500 }],
      ['consent', 'update', analyticsOnly],
    ]);
    expect((list[2] as unknown[])[0]).toBe('js');
    expect((list[2] as unknown[])[1]).toBeInstanceOf(Date);
    expect(list[3]).toEqual(['config', 'G-3HXK7Q2M9P']);
    expect(list).toHaveLength(4);
    const tags = document.head.querySelectorAll<HTMLScriptElement>('script[src]');
    expect(tags).toHaveLength(1);
    expect(tags[0]!.getAttribute('src')).toBe(analyticsTagUrl('G-3HXK7Q2M9P'));
    expect(tags[0]!.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-3HXK7Q2M9P',
    );
    expect(tags[0]!.async).toBe(true);
  });
});
