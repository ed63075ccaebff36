/**
 * A fixed-window rate limit per client address, in memory. Guards `POST /api/contact`: each
 * accepted lead sends an autoresponder to the address typed in, so an unlimited endpoint could
 * be used to mail strangers. A person never sends ten enquiries in ten minutes. Also bounds the
 * pages the server makes on request for one client (server/app.ts `renderRateLimit`).
 */
export interface RateLimitOptions {
  /** Requests allowed per window and client. */
  limit: number;
  windowMs: number;
}

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(key: string, now?: number): RateLimitResult;
  /** Whether `take` would refuse this key now (takes nothing). */
  refuses(key: string, now?: number): boolean;
}

/** Windows kept at most; older ones are dropped first (a flood of addresses cannot grow it). */
const MAX_KEYS = 10_000;

export const defaultContactRateLimit: RateLimitOptions = { limit: 10, windowMs: 10 * 60_000 };

/**
 * Pages made on request for one client (server/app.ts `renderRateLimit`): a visitor following
 * links, mistyping an address or opening filtered lists asks for a few a minute; a scanner asks
 * for hundreds a second, and beyond this gets the static fallback.
 */
export const defaultRenderRateLimit: RateLimitOptions = { limit: 30, windowMs: 10_000 };

export function createRateLimiter({ limit, windowMs }: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key, now = Date.now()) {
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        windows.delete(key);
        if (windows.size >= MAX_KEYS) {
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) windows.delete(oldest);
        }
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      if (window.count >= limit) {
        return { ok: false, retryAfterSeconds: Math.ceil((window.start + windowMs - now) / 1000) };
      }
      window.count += 1;
      return { ok: true };
    },
    refuses(key, now = Date.now()) {
      const window = windows.get(key);
      return window !== undefined && now - window.start < windowMs && window.count >= limit;
    },
  };
}
