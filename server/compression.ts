/** Content-Encoding negotiation and (cached) brotli / gzip compression of static files. */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isCompressibleType } from './mime';

export type Encoding = 'br' | 'gzip';

/** Below this size the encoding overhead and the extra round of work are not worth it. */
export const COMPRESSION_THRESHOLD = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to answer with for an Accept-Encoding header: brotli when the client takes it at
 * least as much as gzip, else gzip, else none. q-values are honoured (`br;q=0` refuses brotli) and
 * `*` stands for any encoding not listed.
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() !== 'q') continue;
      const parsed = Number(value?.trim());
      q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
    }
    if (!weights.has(name)) weights.set(name, q);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = Math.max(weight('gzip'), weights.get('x-gzip') ?? 0);
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

/** Whether a body of this type and size should be sent compressed (when the client accepts it). */
export function shouldCompress(contentType: string, size: number): boolean {
  return size >= COMPRESSION_THRESHOLD && isCompressibleType(contentType);
}

/**
 * How hard to compress. `fast` (brotli 5) answers the first request for a file within ~100 ms
 * even for a 500 KB bundle; `best` (brotli 11, ~30x slower) replaces it in the background. gzip 9
 * is fast enough to be both. `quick` (brotli 1, gzip 1: ~0.1 ms for a 40 kB page, a fifth
 * bigger than `best`) is for a page made for one request, such as a not-found page for a new path.
 */
export type Effort = 'quick' | 'fast' | 'best';

/** The tag of a variant's settings, part of its ETag (each setting gives other bytes). */
export function variantTag(encoding: Encoding, effort: Effort): string {
  if (encoding === 'gzip') return effort === 'quick' ? 'gz1' : 'gz';
  return effort === 'best' ? 'br11' : effort === 'fast' ? 'br5' : 'br1';
}

const brotliQuality: Record<Effort, number> = {
  quick: 1,
  fast: 5,
  best: constants.BROTLI_MAX_QUALITY,
};

/** Compress on the libuv thread pool (not the event loop). */
export async function compress(
  body: Uint8Array,
  encoding: Encoding,
  effort: Effort = 'best',
): Promise<Buffer> {
  if (encoding === 'br') {
    return brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality[effort],
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  }
  return gzipAsync(body, { level: effort === 'quick' ? 1 : constants.Z_BEST_COMPRESSION });
}
