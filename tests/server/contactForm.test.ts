// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { createApp } from '../../server/app';
import {
  FAILURE_MESSAGE,
  INVALID_FIELDS_MESSAGE,
  isFormContentType,
  THANK_YOU_PATH,
} from '../../server/contact';
import { scriptHash } from '../../server/csp';
import type { Renderer } from '../../server/render';
import { withAddress } from '../../server/renderOnRequest';
import { contact } from '../../src/content/site/contact';
import type { ContactRefusal } from '../../src/features/contactForm/refusal';
import { fieldMessages, maxSubmissionBytes } from '../../src/features/contactForm/submission';
import type { RouterContext } from '../../src/site/routerContext';
import { createFixture, type Fixture, page } from './fixture';

/**
 * `POST /api/contact` as a browser sends the form without JavaScript: form-encoded, answered
 * with pages. A stored lead goes to the thank-you page (303); anything refused renders the
 * contact page again through the SSR renderer, with the refusal in the router's context.
 */

const ENDPOINT = '/api/contact';
const FORM = 'application/x-www-form-urlencoded';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142';
const REFERER = 'https://www.response.example/contact?ref=cta&from=%2Fmodules&label=build-my-stack';

/** The form's fields as the browser posts them (hidden inputs included). */
const fields = {
  ref: 'cta',
  sourcePath: '/modules',
  sourceLabel: 'build-my-stack',
  stack: 'SignalOS,LeadSync',
  fullName: 'Deniz Aksoy',
  email: 'deniz@kestrel-outdoor.example',
  company: 'Kestrel Outdoor',
  role: 'growth-lead',
  challenge: 'Our CAC doubled after iOS 17 and we cannot see which creative still works.',
  contactPreference: 'phone',
};

let fixture: Fixture;
let logger: { info: Mock; error: Mock };
let rendered: Array<{ url: string; context?: RouterContext }>;

/** A stand-in for the SSR bundle: records what it was asked to render. */
const fakeRender: Renderer = async (url, context) => {
  rendered.push({ url, context });
  const path = new URL(url).pathname;
  return new Response(page('Contact', path), {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
};

function makeApp(options: Partial<Parameters<typeof createApp>[0]> = {}) {
  return createApp({
    distDir: fixture.distDir,
    dataDir: fixture.dataDir,
    logger,
    render: fakeRender,
    ...options,
  });
}

function postForm(
  body: Record<string, string> | string,
  app = makeApp(),
  headers: Record<string, string> = {},
) {
  const encoded = typeof body === 'string' ? body : new URLSearchParams(body).toString();
  return app.request(ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': FORM, 'User-Agent': UA, Referer: REFERER, ...headers },
    body: encoded,
  });
}

const leads = (): Array<Record<string, unknown>> => {
  const file = join(fixture.dataDir, 'leads.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
};

const refusalOf = (index = 0): ContactRefusal => {
  const refusal = rendered[index]?.context?.contactRefusal;
  expect(refusal, 'the renderer was given the refusal').toBeDefined();
  return refusal!;
};

beforeEach(() => {
  fixture = createFixture();
  logger = { info: vi.fn(), error: vi.fn() };
  rendered = [];
});
afterEach(() => fixture.cleanup());

describe('POST /api/contact, form-encoded: a lead', () => {
  it('stores it and answers 303 See Other to the thank-you page', async () => {
    const res = await postForm(fields);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(THANK_YOU_PATH);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(THANK_YOU_PATH).toBe('/contact/thank-you');
    const [lead] = leads();
    expect(lead).toMatchObject({
      fullName: 'Deniz Aksoy',
      email: 'deniz@kestrel-outdoor.example',
      company: 'Kestrel Outdoor',
      role: 'growth-lead',
      challenge: fields.challenge,
      contactPreference: 'phone',
      ref: 'cta',
      sourcePath: '/modules',
      sourceLabel: 'build-my-stack',
      stack: 'SignalOS,LeadSync',
      // What the script would add comes from the browser's own headers and the server's clock.
      userAgent: UA,
      page_url: REFERER,
    });
    expect(lead!.timestamp).toBe(lead!.receivedAt);
    expect(rendered).toEqual([]);
  });

  it('writes the notification and the autoresponder to the outbox, as for JSON', async () => {
    await postForm(fields);
    const [lead] = leads();
    const outbox = readdirSync(join(fixture.dataDir, 'outbox')).filter((name) =>
      name.endsWith('.eml'),
    );
    expect(outbox.sort()).toEqual(
      [`-${lead!.id}-autoresponder.eml`, `-${lead!.id}-notification.eml`].map((suffix) =>
        expect.stringContaining(suffix),
      ),
    );
  });

  it('takes the first value of a repeated field, ignores unknown ones, defaults the preference', async () => {
    const { contactPreference: _, ...rest } = fields;
    const body = `${new URLSearchParams(rest).toString()}&fullName=Someone+Else&isAdmin=true`;
    expect((await postForm(body)).status).toBe(303);
    const [lead] = leads();
    expect(lead!.fullName).toBe('Deniz Aksoy');
    expect(lead!.contactPreference).toBe('email');
    expect(lead).not.toHaveProperty('isAdmin');
  });

  it('drops a source that is not ours (an off-site from, unknown modules)', async () => {
    await postForm({ ...fields, sourcePath: 'https://evil.example/', stack: 'Nope,SignalOS' });
    expect(leads()[0]).toMatchObject({ sourcePath: '', stack: 'SignalOS' });
  });
});

describe('POST /api/contact, form-encoded: refused', () => {
  it('renders the contact page again (400) with the entries and a message per field', async () => {
    const res = await postForm({ ...fields, email: 'deniz@', fullName: '   ', role: 'intern' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(leads()).toEqual([]);
    // Rendered as the contact page of the same visit (its source in the query)...
    expect(rendered).toHaveLength(1);
    const url = new URL(rendered[0]!.url);
    expect(`${url.pathname}${url.search}`).toBe(
      '/contact?ref=cta&from=%2Fmodules&label=build-my-stack&stack=SignalOS%2CLeadSync',
    );
    // ...with every entry kept as typed and the errors of the refused fields.
    const refusal = refusalOf();
    expect(refusal.message).toBe(INVALID_FIELDS_MESSAGE);
    expect(refusal.entries).toEqual({
      fullName: '   ',
      email: 'deniz@',
      company: 'Kestrel Outdoor',
      role: 'intern',
      challenge: fields.challenge,
      contactPreference: 'phone',
    });
    expect(refusal.errors).toEqual({
      fullName: fieldMessages.fullName,
      email: fieldMessages.email,
      role: fieldMessages.role,
    });
    expect(refusal.source).toEqual({
      ref: 'cta',
      from: '/modules',
      label: 'build-my-stack',
      stack: 'SignalOS,LeadSync',
    });
  });

  it('puts the page address in the address bar before hydration, allowed by the CSP', async () => {
    const res = await postForm({ ...fields, email: 'nope' });
    const html = await res.text();
    const address =
      '/contact?ref=cta&from=%2Fmodules&label=build-my-stack&stack=SignalOS%2CLeadSync';
    const script = `history.replaceState(null,'',${JSON.stringify(address)})`;
    expect(html).toContain(`<head><script>${script}</script>`);
    expect(res.headers.get('content-security-policy')).toContain(scriptHash(script));
  });

  it('renders plain /contact for a visit without a source', async () => {
    await postForm({ fullName: 'Deniz Aksoy' });
    expect(new URL(rendered[0]!.url).pathname + new URL(rendered[0]!.url).search).toBe('/contact');
    expect(Object.keys(refusalOf().errors).sort()).toEqual([
      'challenge',
      'company',
      'email',
      'role',
    ]);
  });

  it('answers 500 with the entries kept when the lead cannot be stored', async () => {
    const app = makeApp({ dataDir: join(fixture.distDir, 'robots.txt', 'data') });
    const res = await postForm(fields, app);
    expect(res.status).toBe(500);
    expect(refusalOf().message).toBe(FAILURE_MESSAGE);
    expect(refusalOf().errors).toEqual({});
    expect(refusalOf().entries.fullName).toBe('Deniz Aksoy');
  });

  it('answers 429 with Retry-After past the rate limit, the entries kept, nothing stored', async () => {
    const app = makeApp({ contactRateLimit: { limit: 1, windowMs: 600_000 } });
    expect((await postForm(fields, app)).status).toBe(303);
    const res = await postForm({ ...fields, fullName: 'Second Try' }, app);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(590);
    expect(refusalOf().message).toBe(contact.refusal.rateLimited);
    expect(refusalOf().entries.fullName).toBe('Second Try');
    expect(leads()).toHaveLength(1);
  });

  it('answers 413 to a body over the limit, with the page and no entries', async () => {
    const res = await postForm({ ...fields, challenge: 'x'.repeat(maxSubmissionBytes) });
    expect(res.status).toBe(413);
    expect(refusalOf().message).toBe(contact.refusal.tooLarge);
    expect(refusalOf().entries.fullName).toBe('');
    expect(leads()).toEqual([]);
  });

  it('answers a plain page naming the errors when the page cannot be rendered', async () => {
    const app = makeApp({
      render: async () => {
        throw new Error('no SSR bundle');
      },
    });
    const res = await postForm({ ...fields, email: 'deniz@' }, app);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Your message has not been sent');
    expect(html).toContain(fieldMessages.email);
    expect(html).toContain('href="/contact?ref=cta&amp;from=%2Fmodules');
  });

  it('keeps the JSON answers for the enhanced form', async () => {
    const app = makeApp();
    const res = await app.request(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...fields, email: 'nope' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      errors: { email: fieldMessages.email },
    });
  });
});

describe('form-encoded helpers', () => {
  it('recognises the form content type, with or without a charset', () => {
    expect(isFormContentType(FORM)).toBe(true);
    expect(isFormContentType(`${FORM}; charset=UTF-8`)).toBe(true);
    expect(isFormContentType('multipart/form-data; boundary=x')).toBe(false);
    expect(isFormContentType('application/json')).toBe(false);
    expect(isFormContentType(null)).toBe(false);
  });

  it('escapes the address so it cannot end the script', () => {
    const html = withAddress('<html><head></head></html>', '/contact?label=</script><b>');
    expect(html).not.toContain('</script><b>');
    expect(html).toContain('\\u003c/script>');
  });
});
