import type { IncomingMessage } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address: the socket's peer, or behind a trusted proxy the first X-Forwarded-For
 * entry ('unknown' in tests and behind odd adapters).
 */
function addressOf(
  forwardedFor: string | string[] | undefined,
  peer: () => string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const header = Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor;
    const forwarded = header?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return peer() ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The address of the client of a request the app handles. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  return addressOf(
    c.req.header('x-forwarded-for'),
    () => getConnInfo(c).remote.address,
    trustProxy,
  );
}

/** The same, for a request Node's HTTP layer holds before the app sees it (the response memo). */
export function requestAddress(request: IncomingMessage, trustProxy: boolean): string {
  return addressOf(
    request.headers['x-forwarded-for'],
    () => request.socket.remoteAddress,
    trustProxy,
  );
}
