/**
 * An http(s) URL or a same-site path, else null (a media URL is never `javascript:` or data).
 * A module of its own: an article's head tags check its image with it, without the post reader.
 */
export function safeImageUrl(value: unknown): string | null {
  const url = (typeof value === 'string' ? value : '').trim();
  if (/^\/(?!\/)/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
