// Build the site: client bundle, SSR bundle, then prerender every static path into dist/.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });

const started = Date.now();
rmSync('dist', { recursive: true, force: true });
rmSync('build/ssr', { recursive: true, force: true });
run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', [
  'vite',
  'build',
  '--ssr',
  'src/entry-server.tsx',
  '--outDir',
  'build/ssr',
  '--logLevel',
  'warn',
]);
// tsx: the prerender hands the renderer the server's content source (TypeScript in server/).
run('node', ['--import', 'tsx', 'scripts/build/prerender.mjs']);
run('npx', ['tsx', 'scripts/build/host-rules.ts']);
console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
