/**
 * Checks that a running WordPress (scripts/wordpress/setup.mjs) shows the site the same content
 * as the bundled sample API: the calls the Insights pages make (contentClient's paths: every
 * post, each post by slug, each post's related posts by its categories, the tags, the
 * categories), read through the site's own readers (readPosts, readTags) on both sides.
 *
 *   npx tsx scripts/wordpress/verify.mjs [WORDPRESS_URL]   (default $WORDPRESS_URL or :8097)
 *
 * (tsx: the readers it uses are the site's TypeScript modules.)
 *
 * Compared: slugs, post ids, titles, excerpts, dates, category slugs (in order), tag slugs,
 * author names, image alt texts, body text, term names and counts, X-WP-Total. Checked on
 * WordPress only: every featured image has at least 3 size variants with widths, and its files
 * load. Inherent differences are not failures: term, author and media ids, media URLs, and
 * WordPress's typography (wptexturize's curly quotes and dashes), which is reported.
 * Exits 1 when anything else differs.
 */
import { answerSample } from '../../server/wordpress/sampleApi.ts';
import { contentPaths } from '../../src/features/insights/contentClient.ts';
import { htmlToText, readPosts, readTags } from '../../src/features/insights/posts.ts';

/** @typedef {import('../../src/features/insights/posts.ts').InsightPost} InsightPost */
/** @typedef {import('../../server/wordpress/sampleApi.ts').WordPressResource} WordPressResource */
/** @typedef {{ status: number, body: unknown, total: string | null }} Answer */

const base = (
  process.argv[2] ??
  process.env.WORDPRESS_URL ??
  `http://127.0.0.1:${process.env.WP_PORT ?? 8097}`
).replace(/\/+$/, '');

/** @type {string[]} */
const problems = [];
/** @type {string[]} */
const notes = [];
let checks = 0;

/** @param {boolean} ok @param {string} problem */
function check(ok, problem) {
  checks++;
  if (!ok) problems.push(problem);
}

/** @param {string} path @returns {Promise<Answer>} */
async function fromWordPress(path) {
  const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  /** @type {unknown} */
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(
      `${path}: WordPress answered ${response.status} with no JSON: ${text.slice(0, 200)}`,
    );
  }
  return { status: response.status, body, total: response.headers.get('x-wp-total') };
}

/** @param {string} path @returns {Answer} */
function fromSample(path) {
  const url = new URL(path, 'http://sample.invalid');
  const resource = /** @type {WordPressResource} */ (url.pathname.split('/').pop());
  const answer = answerSample(resource, url.searchParams);
  return { status: answer.status, body: answer.body, total: answer.headers['X-WP-Total'] ?? null };
}

/** WordPress's typography (wptexturize) undone on both sides, for comparing text. */
const plainTypography = (/** @type {string} */ text) =>
  text
    .replace(/[‘’′]/g, "'")
    .replace(/[“”″]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/×/g, 'x');

let typographyOnly = 0;
/** @param {string} what @param {string} wordpress @param {string} sample */
function compareText(what, wordpress, sample) {
  checks++;
  if (wordpress === sample) return;
  if (plainTypography(wordpress) === plainTypography(sample)) {
    typographyOnly++;
    return;
  }
  let at = 0;
  while (at < wordpress.length && wordpress[at] === sample[at]) at++;
  const around = (/** @type {string} */ text) =>
    JSON.stringify(text.slice(Math.max(0, at - 30), at + 50));
  problems.push(
    `${what} differs at ${at}: WordPress ${around(wordpress)}, sample ${around(sample)}`,
  );
}

const slugs = (/** @type {{ slug: string }[]} */ terms) => terms.map((term) => term.slug).join(',');

/** @param {string} where @param {InsightPost} wp @param {InsightPost} sample */
function comparePost(where, wp, sample) {
  const what = `${where} ${sample.slug}`;
  check(wp.id === sample.id, `${what}: id ${wp.id}, sample ${sample.id}`);
  check(wp.date === sample.date, `${what}: date ${wp.date}, sample ${sample.date}`);
  compareText(`${what}: title`, wp.title, sample.title);
  compareText(`${what}: excerpt`, wp.excerpt, sample.excerpt);
  compareText(`${what}: body text`, htmlToText(wp.contentHtml), htmlToText(sample.contentHtml));
  check(
    slugs(wp.categories) === slugs(sample.categories),
    `${what}: categories ${slugs(wp.categories)}, sample ${slugs(sample.categories)}`,
  );
  check(
    [...wp.tags.map((tag) => tag.slug)].sort().join() ===
      [...sample.tags.map((tag) => tag.slug)].sort().join(),
    `${what}: tags ${slugs(wp.tags)}, sample ${slugs(sample.tags)}`,
  );
  check(wp.author === sample.author, `${what}: author ${wp.author}, sample ${sample.author}`);
  check(
    (wp.image === null) === (sample.image === null),
    `${what}: image ${wp.image ? 'present' : 'missing'}, sample ${sample.image ? 'present' : 'missing'}`,
  );
  if (wp.image && sample.image) {
    compareText(`${what}: image alt`, wp.image.alt, sample.image.alt);
    check(
      wp.image.width === sample.image.width && wp.image.height === sample.image.height,
      `${what}: image ${wp.image.width}x${wp.image.height}, sample ${sample.image.width}x${sample.image.height}`,
    );
  }
}

/** The size variants (not 'full') of each post's featured image, with their widths. */
/** @param {unknown} body @returns {Map<number, { name: string, width: number, url: string }[]>} */
function variantsOf(body) {
  const variants = new Map();
  for (const item of Array.isArray(body) ? body : []) {
    const media = item?._embedded?.['wp:featuredmedia']?.[0];
    if (!media) continue;
    /** @type {[string, { width?: unknown, source_url?: unknown }][]} */
    const sizes = Object.entries(media.media_details?.sizes ?? {});
    variants.set(
      item.id,
      sizes
        .filter(
          ([name, size]) => name !== 'full' && typeof size.width === 'number' && size.width > 0,
        )
        .map(([name, size]) => ({
          name,
          width: /** @type {number} */ (size.width),
          url: String(size.source_url),
        })),
    );
  }
  return variants;
}

/** @param {string} path @param {Answer} wp @param {Answer} sample */
function compareTotals(path, wp, sample) {
  check(wp.status === sample.status, `${path}: status ${wp.status}, sample ${sample.status}`);
  check(wp.total === sample.total, `${path}: X-WP-Total ${wp.total}, sample ${sample.total}`);
}

/**
 * Runs work on every item, at most `width` at a time.
 * @template T
 * @param {T[]} items @param {number} width @param {(item: T) => Promise<void>} work
 */
async function inParallel(items, width, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = /** @type {T} */ (items[next++]);
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

async function main() {
  console.log(`verify: ${base} against the sample API`);

  // Every post.
  const listPath = contentPaths.posts.replace('/wp-json/wp/v2', '');
  const wpList = await fromWordPress(contentPaths.posts);
  const sampleList = fromSample(contentPaths.posts);
  compareTotals(listPath, wpList, sampleList);
  const wpPosts = readPosts(wpList.body);
  const samplePosts = readPosts(sampleList.body);
  const wpSlugs = wpPosts.map((post) => post.slug);
  const sampleSlugs = samplePosts.map((post) => post.slug);
  check(
    wpSlugs.join() === sampleSlugs.join(),
    `${listPath}: slugs (newest first) ${wpSlugs.join(' ')}; sample ${sampleSlugs.join(' ')}`,
  );
  const wpBySlug = new Map(wpPosts.map((post) => [post.slug, post]));
  for (const sample of samplePosts) {
    const wp = wpBySlug.get(sample.slug);
    if (wp) comparePost('list', wp, sample);
  }

  // Featured images: WordPress's own size variants, and their files.
  const variants = variantsOf(wpList.body);
  let files = 0;
  for (const post of wpPosts) {
    if (!post.image) continue;
    const sizes = variants.get(post.id) ?? [];
    check(
      sizes.length >= 3,
      `${post.slug}: ${sizes.length} size variants with widths (want 3 or more)`,
    );
    for (const url of [post.image.src, ...sizes.map((size) => size.url)]) {
      const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(10_000) });
      files++;
      check(
        response.ok && response.headers.get('content-type') === 'image/jpeg',
        `${url}: ${response.status} ${response.headers.get('content-type')}`,
      );
    }
  }
  const firstImage = [...variants.values()][0] ?? [];
  notes.push(
    `images: ${variants.size} featured, ${files} files load; sizes ${firstImage.map((size) => `${size.name} ${size.width}`).join(', ')} + full`,
  );

  // One post by slug, and its related posts (by the ids of its categories, on each side).
  await inParallel(samplePosts, 4, async (sample) => {
    const path = contentPaths.post(sample.slug);
    const wpAnswer = await fromWordPress(path);
    const sampleAnswer = fromSample(path);
    compareTotals(path, wpAnswer, sampleAnswer);
    const [wp] = readPosts(wpAnswer.body);
    check(wp !== undefined, `${path}: no post from WordPress`);
    if (!wp) return;
    comparePost('by slug', wp, sample);

    const wpRelated = contentPaths.related(wp.categories.map((term) => term.id));
    const sampleRelated = contentPaths.related(sample.categories.map((term) => term.id));
    const wpRelatedAnswer = await fromWordPress(wpRelated);
    const sampleRelatedAnswer = fromSample(sampleRelated);
    compareTotals(`related of ${sample.slug}`, wpRelatedAnswer, sampleRelatedAnswer);
    const related = (/** @type {Answer} */ answer) =>
      readPosts(answer.body)
        .map((post) => post.slug)
        .join(' ');
    check(
      related(wpRelatedAnswer) === related(sampleRelatedAnswer),
      `related of ${sample.slug}: ${related(wpRelatedAnswer)}; sample ${related(sampleRelatedAnswer)}`,
    );
  });

  // Tags (as the site reads them: those with posts) and categories.
  for (const path of [contentPaths.tags, contentPaths.tags.replace('/tags', '/categories')]) {
    const wpAnswer = await fromWordPress(path);
    const sampleAnswer = fromSample(path);
    compareTotals(path, wpAnswer, sampleAnswer);
    const terms = (/** @type {Answer} */ answer) =>
      readTags(answer.body)
        .map((term) => `${term.slug}=${term.name}`)
        .join(', ');
    check(
      terms(wpAnswer) === terms(sampleAnswer),
      `${path}: ${terms(wpAnswer)}; sample ${terms(sampleAnswer)}`,
    );
    const details = (/** @type {Answer} */ answer) =>
      (Array.isArray(answer.body) ? answer.body : [])
        .map((term) => `${term.slug}:${term.count}:${term.description}`)
        .join('|');
    check(details(wpAnswer) === details(sampleAnswer), `${path}: counts or descriptions differ`);
  }

  if (typographyOnly) {
    notes.push(
      `${typographyOnly} texts differ only by WordPress's typography (wptexturize: ’ “ ” – — …)`,
    );
  }
  for (const note of notes) console.log(`verify: ${note}`);
  if (problems.length) {
    for (const problem of problems.slice(0, 40)) console.log(`verify: DIFFERENT ${problem}`);
    if (problems.length > 40) console.log(`verify: ... and ${problems.length - 40} more`);
    console.log(`verify: ${problems.length} of ${checks} checks differ (${wpPosts.length} posts)`);
    process.exit(1);
  }
  console.log(`verify: OK, ${checks} checks, ${wpPosts.length} posts, the same as the sample API`);
}

main().catch((error) => {
  console.error(`verify: FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
