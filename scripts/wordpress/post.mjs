// Changes one post in the private test WordPress (scripts/wordpress/setup.mjs), through
// WordPress's PHP API (seed.php), as an editor would, for tests of "an article published after
// the build", "a deleted one", "an unpublished one" and previews:
//
//   node scripts/wordpress/post.mjs publish <post.json>
//   node scripts/wordpress/post.mjs draft <post.json>
//   node scripts/wordpress/post.mjs unpublish <slug>
//   node scripts/wordpress/post.mjs delete <slug> [--missing-ok]
//   node scripts/wordpress/post.mjs preview <slug> [ttl-seconds]
//
// post.json has a sample post's shape (src/content/insights/sample/types.ts): slug, title, and
// optionally id (used when free), date ('YYYY-MM-DDTHH:MM:SS', site time = UTC; default now),
// excerpt, content (stored as given, markup included), categories and tags (slugs, the first
// category being the main one; a missing term is created, named after its slug), author (a
// slug; created when missing; default admin) and image: a file stem of public/sample-media/
// ('cmo-agenda-2026') or { slug, alt }, uploaded with WordPress's size variants. Publishing a
// slug that exists updates that post. It is published whatever its date (never 'future').
// draft does the same but leaves (or makes) the post a draft, with the slug given: not on the
// site, but it can be previewed. unpublish makes a post a draft again. Deleting removes the
// post for good (no trash) with the featured image uploaded for it. preview prints the site's
// signed preview URL of a post (drafts too), valid ttl seconds (default 3600; negative: already
// expired), as WordPress's Preview button opens it.
//
// The must-use plugin wordpress/response-site-sync.php sends the site (http://127.0.0.1:
// WP_SITE_PORT, default 4174) one signed webhook at the end of publish, unpublish, delete (of
// a published post) and draft (when it unpublishes a post or creates a term); a failed one is
// logged on stderr, and the command still succeeds.
// Prints one line of JSON ({ id, slug, link }, { id, slug }, { id, slug, status },
// { deleted: [ids] } or { id, url }); exits 1 on failure.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  exitWithError,
  instance,
  lockState,
  repoRoot,
  runningPid,
  SetupError,
  seedPhp,
} from './lib.mjs';

const usage = `usage: node scripts/wordpress/post.mjs <command>
  publish <post.json>              publish (or update, by slug) one post
  draft <post.json>                the same as a draft
  unpublish <slug>                 make a post a draft again
  delete <slug> [--missing-ok]     delete a post for good
  preview <slug> [ttl-seconds]     the site's signed preview URL of a post`;

async function main() {
  const [command, target, ...rest] = process.argv.slice(2);
  const commands = ['publish', 'draft', 'unpublish', 'delete', 'preview'];
  if (!target || !commands.includes(command)) {
    console.error(usage);
    process.exit(2);
  }
  const ttl = command === 'preview' ? rest[0] : undefined;
  if (ttl !== undefined && !/^-?\d+$/.test(ttl)) {
    console.error(`post: the ttl must be a whole number of seconds, not '${ttl}'\n${usage}`);
    process.exit(2);
  }
  const inst = instance();
  if (
    !runningPid(inst.processes.mariadb) ||
    !existsSync(join(inst.paths.docroot, 'wp-config.php'))
  ) {
    throw new SetupError(
      `the test WordPress in ${inst.paths.state} is not running; start it with node scripts/wordpress/setup.mjs`,
    );
  }
  const release = await lockState(inst);
  try {
    const mediaDir = join(repoRoot, 'public', 'sample-media');
    const args = {
      publish: () => ['publish', resolve(target), mediaDir],
      draft: () => ['draft', resolve(target), mediaDir],
      unpublish: () => ['unpublish', target],
      delete: () => ['delete', target, ...rest.filter((arg) => arg === '--missing-ok')],
      preview: () => ['preview', target, ...(ttl === undefined ? [] : [ttl])],
    }[command]();
    const result = seedPhp(inst, args);
    if (result.stderr.trim()) process.stderr.write(result.stderr);
    process.stdout.write(result.stdout);
  } finally {
    release();
  }
}

main().catch((error) => exitWithError('post', error));
