/** A small fake build (dist/) and data directory in a temp dir, for the server tests. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { prePaintScript } from '../../src/platform/theme/themePreference';

/** The theme pre-paint script, as the real build writes it in <head>. */
export const THEME_SCRIPT = prePaintScript;
/** A router hydration script, different on every page. */
export const hydrationScript = (page: string) =>
  `(self.$R=self.$R||{})["tsr"]=[];$_TSR.router={page:"${page}",u:1795309456225};$_TSR.e();{let s=document.currentScript;s.remove()}`;
export const BOUNDARY_SCRIPT = 'document.currentScript.remove();/*$tsr-stream-boundary*/';
export const LD_JSON = '{"@context":"https://schema.org","@type":"Organization","name":"Response"}';

/** Enough text to be above the compression threshold. */
const filler = (words: number) =>
  Array.from({ length: words }, (_, i) => `growth architecture ${i}`).join(' ');

export function page(title: string, path: string, extraHead = ''): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
    `<title>${title}</title><link rel="stylesheet" href="/assets/entry-client-CqLOW5sp.css"/>` +
    `<script>${THEME_SCRIPT}</script>` +
    `<script type="application/ld+json">${LD_JSON}</script>${extraHead}</head>` +
    `<body><main id="main"><h1>${title}</h1><p>${filler(120)}</p></main>` +
    `<script data-tsr-stream-part="">${hydrationScript(path)}</script>` +
    '<script type="module" src="/assets/entry-client-BZDBhjYi.js"></script>' +
    `<script>${BOUNDARY_SCRIPT}</script></body></html>`
  );
}

export const ASSET_JS = `export const message = ${JSON.stringify(filler(200))};\nconsole.log(message);\n`;
export const ASSET_CSS = `body{font-family:Inter,sans-serif}${'.growth{color:#123456;margin:0 auto}'.repeat(60)}`;
/** Incompressible bytes standing in for a font. */
export const FONT_BYTES = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));

export interface Fixture {
  root: string;
  distDir: string;
  dataDir: string;
  cleanup(): void;
}

export function createFixture(): Fixture {
  const root = mkdtempSync(join(tmpdir(), 'response-server-'));
  const distDir = join(root, 'dist');
  const write = (file: string, content: string | Buffer) => {
    const target = join(distDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  };
  write('index.html', page('Response — Growth needs architecture', '/'));
  write('company/index.html', page('Company', '/company'));
  write('company/about/index.html', page('About', '/company/about'));
  write('404.html', page('Page Not Found', '/404'));
  write('assets/entry-client-BZDBhjYi.js', ASSET_JS);
  write('assets/entry-client-CqLOW5sp.css', ASSET_CSS);
  write('assets/inter-latin-wght-normal-Dx4kXJAl.woff2', FONT_BYTES);
  write(
    'favicon.svg',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>R</title>${'<rect width="1" height="1"/>'.repeat(60)}</svg>`,
  );
  write('favicon.ico', Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]));
  write('og/response-share.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  write('robots.txt', 'User-agent: *\nAllow: /\n');
  write('sitemap.xml', '<?xml version="1.0"?><urlset></urlset>');
  write('site.webmanifest', '{"name":"Response"}');
  write('prerendered.json', '{"paths":["/","/company","/company/about"],"notFound":"404.html"}');
  write(
    '.vite/manifest.json',
    '{"src/entry-client.tsx":{"file":"assets/entry-client-BZDBhjYi.js"}}',
  );
  write('.env', 'SECRET=1');
  writeFileSync(join(root, 'secret.txt'), 'outside of dist');
  return {
    root,
    distDir,
    dataDir: join(root, 'data'),
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

export const silentLogger = { info: () => {}, error: () => {} };
