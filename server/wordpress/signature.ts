/**
 * The signatures WordPress's plugin (wordpress/response-site-sync.php) and the site share, with
 * one secret (`RESPONSE_WEBHOOK_SECRET` there, `WORDPRESS_WEBHOOK_SECRET` here), HMAC-SHA256 in
 * lower-case hex:
 *
 * - a webhook: `X-Response-Signature: sha256=HMAC(timestamp + "." + body)` with
 *   `X-Response-Timestamp: <unix seconds>`; refused when the signature is wrong, when the
 *   timestamp is more than `toleranceSeconds` from the site's clock, and when the same signed
 *   delivery comes a second time (a replay: each signature is remembered for as long as its
 *   timestamp would be accepted);
 * - a draft preview link: `/preview?post={id}&expires={unix seconds}&signature=HMAC("preview:{id}:{expires}")`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PreviewRefusal } from '../../src/site/draftPreview';

export function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Compares two hex strings in constant time (false for different lengths or non-hex). */
export function sameHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]+$/.test(a) || !/^[0-9a-f]+$/.test(b) || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/** Compares two secrets in constant time. */
export function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(hmacHex('compare', given), 'hex');
  const b = Buffer.from(hmacHex('compare', secret), 'hex');
  return timingSafeEqual(a, b) && given === secret;
}

export const webhookHeaders = {
  timestamp: 'x-response-timestamp',
  signature: 'x-response-signature',
} as const;

/** The headers a webhook is sent with (the plugin's own; tests sign with it too). */
export function signWebhook(secret: string, body: string, timestamp: number) {
  return {
    'X-Response-Timestamp': String(timestamp),
    'X-Response-Signature': `sha256=${hmacHex(secret, `${timestamp}.${body}`)}`,
  };
}

export type WebhookRefusal =
  | { status: 401; reason: 'unsigned' | 'bad-signature' | 'stale' }
  | { status: 409; reason: 'replay' };

export const webhookRefusalMessages: Record<WebhookRefusal['reason'], string> = {
  unsigned: 'The webhook has no X-Response-Timestamp or X-Response-Signature header.',
  'bad-signature':
    'The signature does not match the body: check that RESPONSE_WEBHOOK_SECRET in wp-config.php is the site’s WORDPRESS_WEBHOOK_SECRET.',
  stale:
    'The timestamp is too far from the site’s clock (more than 5 minutes): check both servers’ clocks.',
  replay: 'This delivery was received before; it is not applied twice.',
};

export interface WebhookVerifier {
  /** Null when the delivery is genuine, fresh and new (it is then remembered); else why not. */
  verify(body: string, timestamp: string | null, signature: string | null): WebhookRefusal | null;
}

export function createWebhookVerifier(
  secret: string,
  options: { toleranceSeconds?: number; now?: () => number } = {},
): WebhookVerifier {
  const tolerance = options.toleranceSeconds ?? 300;
  const now = options.now ?? Date.now;
  /** Signatures seen, with the time (ms) after which their timestamp is refused anyway. */
  const seen = new Map<string, number>();
  return {
    verify(body, timestamp, signature) {
      if (!timestamp || !signature) return { status: 401, reason: 'unsigned' };
      const hex = /^sha256=([0-9a-f]{64})$/i.exec(signature.trim())?.[1]?.toLowerCase();
      if (!hex || !/^\d{1,12}$/.test(timestamp.trim())) {
        return { status: 401, reason: 'bad-signature' };
      }
      const seconds = Number(timestamp.trim());
      if (!sameHex(hex, hmacHex(secret, `${timestamp.trim()}.${body}`))) {
        return { status: 401, reason: 'bad-signature' };
      }
      const at = now();
      if (Math.abs(at / 1000 - seconds) > tolerance) return { status: 401, reason: 'stale' };
      for (const [key, until] of seen) if (until < at) seen.delete(key);
      if (seen.has(hex)) return { status: 409, reason: 'replay' };
      seen.set(hex, (seconds + tolerance) * 1000);
      return null;
    },
  };
}

/** The refusals a link's own check gives (src/site/draftPreview.ts has them all). */
export type LinkRefusal = Extract<PreviewRefusal, 'missing' | 'expired' | 'tampered'>;

export interface PreviewLink {
  post: number;
  /** When the link stops working (unix seconds). */
  expires: number;
  signature: string;
}

/** The signed query of a draft preview link (the plugin's `response_site_sync_preview_url`). */
export function signPreview(secret: string, post: number, expires: number): PreviewLink {
  return { post, expires, signature: hmacHex(secret, `preview:${post}:${expires}`) };
}

/** A preview link's params checked: the link, or why it is refused. */
export function verifyPreview(
  secret: string,
  params: URLSearchParams,
  now: number = Date.now(),
): PreviewLink | { refused: LinkRefusal } {
  const post = params.get('post') ?? '';
  const expires = params.get('expires') ?? '';
  const signature = (params.get('signature') ?? '').toLowerCase();
  if (!post || !expires || !signature) return { refused: 'missing' };
  if (!/^\d{1,12}$/.test(post) || !/^\d{1,12}$/.test(expires)) return { refused: 'tampered' };
  if (!sameHex(signature, hmacHex(secret, `preview:${post}:${expires}`))) {
    return { refused: 'tampered' };
  }
  if (Number(expires) * 1000 < now) return { refused: 'expired' };
  return { post: Number(post), expires: Number(expires), signature };
}
