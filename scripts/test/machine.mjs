// What `npm test` needs from the machine, beyond node_modules: Debian's Chromium (its headless
// shell runs the Playwright suites and draws the screenshot baselines; the full browser runs
// Lighthouse), the fonts the baselines were drawn with, optipng (the update script stores each
// baseline it writes losslessly optimised: scripts/assets/optimise-png.mjs) and the packages of
// the local WordPress.
//
//   node scripts/test/machine.mjs            check, in a second; on a lack, print what and the
//                                            command
//   node scripts/test/machine.mjs --install  install what is missing (as root, from Debian's
//                                            apt), then start and seed the local WordPress (.ci/run
//                                            runs this after npm ci: the seeding exports the
//                                            TypeScript sample content with tsx)
//
// `npm test` runs the check first, so a machine without them stops before minutes of build and
// unit tests, with the one command that fixes it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { missingWordPressPackages } from '../wordpress/lib.mjs';

const installCommand = 'node scripts/test/machine.mjs --install';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const headlessShell = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** Font families (as fc-list names them) and the Debian package of each. */
const fonts = [
  { family: 'Liberation', pkg: 'fonts-liberation' },
  { family: 'DejaVu Sans', pkg: 'fonts-dejavu-core' },
];

/** The Debian packages for the browser, the fonts and optipng that this machine lacks. */
function missingBrowserPackages() {
  const missing = [];
  if (!existsSync(chromium)) missing.push('chromium');
  if (!existsSync(headlessShell)) missing.push('chromium-headless-shell');
  const listed = spawnSync('fc-list', [], { encoding: 'utf8' });
  const families = listed.status === 0 ? listed.stdout : '';
  for (const { family, pkg } of fonts) if (!families.includes(family)) missing.push(pkg);
  if (!existsSync(process.env.OPTIPNG_PATH ?? '/usr/bin/optipng')) missing.push('optipng');
  return missing;
}

function install(browserPackages) {
  if (process.getuid?.() !== 0) {
    console.error(`machine: installing needs root; run as root: ${installCommand}`);
    process.exit(1);
  }
  if (browserPackages.length) {
    console.log(`machine: installing ${browserPackages.join(' ')} from Debian`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', ...browserPackages],
    ]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) process.exit(result.status || 1);
    }
  }
  // Installs the WordPress packages when missing (never apache2), starts and seeds the instance.
  const wordpress = spawnSync('node', ['scripts/wordpress/setup.mjs'], { stdio: 'inherit' });
  process.exit(wordpress.status ?? 1);
}

const browserPackages = missingBrowserPackages();
if (process.argv.includes('--install')) install(browserPackages);

const wordpressPackages = missingWordPressPackages();
if (browserPackages.length || wordpressPackages.length) {
  const lacks = [...browserPackages, ...wordpressPackages.map((name) => `${name} (WordPress)`)];
  console.error(`✗ npm test needs what this machine lacks: ${lacks.join(', ')}.`);
  console.error(`  Install it (as root, from Debian's apt) with:\n\n    ${installCommand}\n`);
  if (browserPackages.includes('chromium') && process.env.CHROMIUM_PATH) {
    console.error(`  (CHROMIUM_PATH is set to ${chromium}, which does not exist.)`);
  }
  if (browserPackages.includes('chromium-headless-shell') && process.env.HEADLESS_SHELL_PATH) {
    console.error(`  (HEADLESS_SHELL_PATH is set to ${headlessShell}, which does not exist.)`);
  }
  process.exit(1);
}
console.log(
  `machine: Chromium (${chromium}, ${headlessShell}), fonts, optipng and the WordPress packages are installed`,
);
