import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { samplePosts } from '../../src/content/insights/sample/posts';
import { testimonials } from '../../src/content/proof/testimonials';

const publicDir = join(import.meta.dirname, '../../public');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** A WebP file's pixel size, from its VP8, VP8L or VP8X header; null when it is not WebP. */
function webpSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') {
    return null;
  }
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  return null;
}

const raster = /\.(?:jpe?g|png|gif|webp|avif)$/i;

describe('the pictures in public/', () => {
  const files = filesUnder(publicDir).filter((file) => raster.test(file));

  it('are WebP, but for the link-preview card that crawlers fetch', () => {
    const other = files
      .filter((file) => !file.endsWith('.webp'))
      .map((file) => relative(publicDir, file));
    // og:image is read by link previews (some still take only PNG or JPEG); no page shows it.
    expect(other).toEqual(['og/response-share.png']);
  });

  it('are the size their names and uses say', () => {
    for (const file of files.filter((name) => name.endsWith('.webp'))) {
      const size = webpSize(readFileSync(file));
      expect(size, relative(publicDir, file)).not.toBeNull();
      const named = /-(\d+)x(\d+)\.webp$/.exec(file);
      if (named) expect(size).toEqual({ width: Number(named[1]), height: Number(named[2]) });
      else if (file.includes('/sample-media/')) expect(size).toEqual({ width: 1600, height: 900 });
      // Twice the largest avatar (64 CSS pixels): sharp on a 2x screen, a kilobyte or two.
      else if (file.includes('/headshots/')) expect(size).toEqual({ width: 128, height: 128 });
    }
  });

  it('include every featured image and headshot the content names, at every size', () => {
    const names = new Set(files.map((file) => relative(publicDir, file)));
    for (const post of samplePosts) {
      if (!post.image) continue;
      for (const suffix of ['', '-1024x576', '-768x432', '-300x169']) {
        expect(names).toContain(`sample-media/${post.image.slug}${suffix}.webp`);
      }
    }
    for (const person of testimonials) {
      if (person.headshot_url) expect(names).toContain(person.headshot_url.slice(1));
    }
  });
});
