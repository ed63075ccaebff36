// The site built from a WordPress (issue 12): the client build of `dist/` copied to
// `build/wp-dist/` and every page prerendered again with WORDPRESS_URL, so its lists and article
// pages hold WordPress's posts. The e2e suite in tests/wordpress/ serves it with the same
// WORDPRESS_URL. Run after `npm run build`:
//
//   WORDPRESS_URL=http://127.0.0.1:8097 node scripts/wordpress/build-wordpress.mjs
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';

const out = process.env.WORDPRESS_DIST || 'build/wp-dist';
if (!process.env.WORDPRESS_URL) {
  console.error('build-wordpress: set WORDPRESS_URL (node scripts/wordpress/setup.mjs prints it)');
  process.exit(1);
}
if (!existsSync('dist/.vite/manifest.json') || !existsSync('build/ssr/entry-server.js')) {
  console.error('build-wordpress: build the site first (npm run build)');
  process.exit(1);
}
const started = Date.now();
rmSync(out, { recursive: true, force: true });
cpSync('dist', out, { recursive: true });
execFileSync('node', ['--import', 'tsx', 'scripts/build/prerender.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, PRERENDER_DIST: out },
});
execFileSync('npx', ['tsx', 'scripts/build/host-rules.ts', out], { stdio: 'inherit' });
console.log(
  `build-wordpress: ${out} from ${process.env.WORDPRESS_URL} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
