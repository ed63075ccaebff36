// Publishes or deletes one post in the private test WordPress (scripts/wordpress/setup.mjs),
// through WordPress's PHP API (seed.php), for tests of "an article published after the build"
// and "a deleted one":
//
//   node scripts/wordpress/post.mjs publish <post.json>
//   node scripts/wordpress/post.mjs delete <slug> [--missing-ok]
//
// post.json has a sample post's shape (src/content/insights/sample/types.ts): slug, title, and
// optionally id (used when free), date ('YYYY-MM-DDTHH:MM:SS', site time = UTC; default now),
// excerpt, content (stored as given, markup included), categories and tags (slugs, the first
// category being the main one; a missing term is created, named after its slug), author (a
// slug; created when missing; default admin) and image: a file stem of public/sample-media/
// ('cmo-agenda-2026') or { slug, alt }, uploaded with WordPress's size variants. Publishing a
// slug that exists updates that post. It is published whatever its date (never 'future').
// Deleting removes the post for good (no trash) with the featured image uploaded for it.
// Prints one line of JSON ({ id, slug, link } or { deleted: [ids] }); exits 1 on failure.
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

const usage =
  'usage: node scripts/wordpress/post.mjs publish <post.json> | delete <slug> [--missing-ok]';

async function main() {
  const [command, target, ...rest] = process.argv.slice(2);
  if (!target || !['publish', 'delete'].includes(command)) {
    console.error(usage);
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
    const args =
      command === 'publish'
        ? ['publish', resolve(target), join(repoRoot, 'public', 'sample-media')]
        : ['delete', target, ...rest.filter((arg) => arg === '--missing-ok')];
    const result = seedPhp(inst, args);
    if (result.stderr.trim()) process.stderr.write(result.stderr);
    process.stdout.write(result.stdout);
  } finally {
    release();
  }
}

main().catch((error) => exitWithError('post', error));
