/**
 * Writes the bundled sample content of Insights (src/content/insights/sample/) as JSON for the
 * PHP seeder (scripts/wordpress/seed.php): `{ authors, categories, tags, posts }`, exactly as the
 * TypeScript modules hold them (titles, excerpts and bodies untouched, names with their entities).
 *
 * Run with tsx, which loads those TypeScript modules (setup.mjs does):
 *
 *   npx tsx scripts/wordpress/export-sample.mjs [out.json]   (stdout without an argument)
 */
import { writeFileSync } from 'node:fs';
import { sampleAuthors } from '../../src/content/insights/sample/authors.ts';
import { samplePosts } from '../../src/content/insights/sample/posts.ts';
import { sampleCategories, sampleTags } from '../../src/content/insights/sample/terms.ts';

const json = `${JSON.stringify(
  {
    authors: sampleAuthors,
    categories: sampleCategories,
    tags: sampleTags,
    posts: samplePosts.map(({ image, ...post }) => ({
      ...post,
      // The seeder needs the file and its alt text, not the art it was drawn from.
      image: image ? { slug: image.slug, alt: image.alt } : null,
    })),
  },
  null,
  2,
)}\n`;

const out = process.argv[2];
if (out) writeFileSync(out, json);
else process.stdout.write(json);
