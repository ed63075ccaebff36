import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { offices } from '../../src/content/company/offices';
import { contact, contactFailureMessage } from '../../src/content/site/contact';
import { contactSearchSchema, sitePath } from '../../src/features/contactForm/contactSearch';
import {
  contactPreferenceOptions,
  roleLabel,
  roleOptions,
  validateSubmission,
} from '../../src/features/contactForm/submission';
import { contactHead, contactTitle } from '../../src/routes/-head/contactHead';
import { pageHead } from '../../src/site/metadata';

const parse = (search: Record<string, unknown>) => v.parse(contactSearchSchema, search);

describe('contact page query (ref, from, label, stack)', () => {
  it.each([
    [{}, { ref: '', from: '', label: '', stack: '' }],
    [
      { ref: 'cta', from: '/services', label: 'book-a-strategy-session' },
      { ref: 'cta', from: '/services', label: 'book-a-strategy-session', stack: '' },
    ],
    [
      { ref: ['cta', 'x'], label: ['a', 'b'] },
      { ref: 'cta', from: '', label: 'a', stack: '' },
    ],
    [
      { ref: 42, from: { a: 1 }, label: null },
      { ref: '', from: '', label: '', stack: '' },
    ],
    [{ label: '  spaced  ' }, { ref: '', from: '', label: 'spaced', stack: '' }],
    [{ from: 'https://evil.example/' }, { ref: '', from: '', label: '', stack: '' }],
    [{ from: '//evil.example/x' }, { ref: '', from: '', label: '', stack: '' }],
    [
      { from: '/growth-os/digital-products?q=ai' },
      { ref: '', from: '/growth-os/digital-products?q=ai', label: '', stack: '' },
    ],
    [
      { stack: 'LeadSync, signalos,Unknown Module,AI Boost' },
      { ref: '', from: '', label: '', stack: 'SignalOS,LeadSync,AI Boost' },
    ],
    [{ stack: ['Insight Layer', 'x'] }, { ref: '', from: '', label: '', stack: 'Insight Layer' }],
    // The Stack Builder's form without JavaScript: one `stack` per module ticked.
    [
      { stack: ['LeadSync', 'SignalOS', 7, 'AI Boost'] },
      { ref: '', from: '', label: '', stack: 'SignalOS,LeadSync,AI Boost' },
    ],
    [{ stack: '<script>' }, { ref: '', from: '', label: '', stack: '' }],
  ])('%j -> %j', (search, expected) => {
    expect(parse(search)).toEqual(expected);
  });

  it('cuts long values to the submission limits instead of refusing them', () => {
    const result = parse({
      ref: 'r'.repeat(80),
      label: 'l'.repeat(300),
      from: `/${'p'.repeat(600)}`,
    });
    expect(result.ref).toHaveLength(50);
    expect(result.label).toHaveLength(200);
    expect(result.from).toHaveLength(500);
  });

  it.each([
    ['/', '/'],
    ['/services', '/services'],
    ['services', ''],
    ['/a b', ''],
    ['/\\evil', ''],
    ['javascript:alert(1)', ''],
  ])('sitePath(%j) is %j', (value, expected) => {
    expect(sitePath(value)).toBe(expected);
  });
});

describe('contact page title', () => {
  it.each([
    ['', '', 'Contact'],
    ['book-a-strategy-session', '/', 'Contact - Book a Strategy Session'],
    // Unknown labels add nothing (a crafted link cannot write the title); the page it came from
    // names the source when the menus name that page.
    ['intercepted-cta', '', 'Contact'],
    ['we-were-hacked', '', 'Contact'],
    ['we-were-hacked', '/careers', 'Contact - Careers'],
    ['a--b', '/no-such-page', 'Contact'],
  ])('label %j from %j -> %j', (label, from, title) => {
    expect(contactTitle({ label, from })).toBe(title);
  });

  it('goes through the metadata rules: brand suffix, 60 characters, canonical without query', () => {
    const head = pageHead(contactHead({ label: 'book-a-strategy-session', from: '/' }));
    expect(head.meta[0]).toEqual({ title: 'Contact - Book a Strategy Session | Response' });
    const long = pageHead(contactHead({ label: 'x'.repeat(200), from: 'x'.repeat(200) }));
    const title = (long.meta[0] as { title: string }).title;
    expect(title.length).toBeLessThanOrEqual(60);
    expect(head.links[0]).toEqual({
      rel: 'canonical',
      href: 'https://www.response.example/contact',
    });
    const data = JSON.parse(head.scripts[0]!.children) as {
      '@type': string;
      mainEntity: { contactPoint: unknown[] };
    };
    expect(data['@type']).toBe('ContactPage');
    expect(data.mainEntity.contactPoint).toHaveLength(offices.length);
  });
});

describe('contact submission rules', () => {
  const valid = {
    fullName: 'Amelia Hart',
    email: 'amelia@northwind.example',
    company: 'Northwind',
    role: 'cmo',
    challenge: 'Rising costs per acquisition.',
    contactPreference: 'email',
    sourceLabel: '',
    sourcePath: '',
    ref: '',
    stack: '',
    timestamp: '2026-11-22T10:00:00.000Z',
    userAgent: 'test',
    page_url: 'https://www.response.example/contact',
  };

  it('has the spec options in order', () => {
    expect(roleOptions.map((option) => option.id)).toEqual([
      'cmo',
      'vp-marketing',
      'marketing-director',
      'growth-lead',
      'ceo',
      'founder',
      'other',
    ]);
    expect(contactPreferenceOptions.map((option) => option.id)).toEqual([
      'email',
      'whatsapp',
      'phone',
    ]);
    expect(roleLabel('vp-marketing')).toBe('VP of Marketing');
  });

  it('accepts a complete record and trims text', () => {
    const result = validateSubmission({ ...valid, fullName: '  Amelia Hart ' });
    expect(result).toEqual({ ok: true, submission: valid });
  });

  it('defaults the preference to email and the timestamp to now', () => {
    const { contactPreference: _, timestamp: __, ...rest } = valid;
    const result = validateSubmission(rest, () => new Date('2026-01-02T03:04:05.000Z'));
    expect(result.ok && result.submission.contactPreference).toBe('email');
    expect(result.ok && result.submission.timestamp).toBe('2026-01-02T03:04:05.000Z');
  });

  it.each([
    ['fullName', ''],
    ['email', 'not-an-email'],
    ['email', 'a@b@c'],
    ['company', '   '],
    ['role', 'intern'],
    ['challenge', ''],
    ['contactPreference', 'pigeon'],
    ['timestamp', 'yesterday'],
    ['fullName', 'x'.repeat(201)],
    ['sourcePath', 42],
  ])('refuses %s = %j with a message for that field', (field, value) => {
    const result = validateSubmission({ ...valid, [field]: value });
    expect(result.ok).toBe(false);
    expect(result.ok ? {} : Object.keys(result.errors)).toEqual([field]);
  });

  it('has the spec toasts', () => {
    expect(contact.toasts.sending).toBe('Sending your message...');
    expect(contact.toasts.success).toBe(
      "Thank you for your message. We'll respond within 24 hours.",
    );
    expect(contactFailureMessage('info@response.example')).toBe(
      'There was an error sending your message. Please try again or email us directly at info@response.example',
    );
    expect(contact.toastDuration).toBe(5000);
  });
});
