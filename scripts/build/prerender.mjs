// Prerender every static path (from the route tree and the content modules) to dist/<path>/index.html,
// and the not-found page to dist/404.html. Uses the router's own SSR helpers through the SSR bundle.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageCard } from '../../server/pageCards.ts';
import { sitemapXml } from '../../server/pageWriter.ts';
import { writeSearchIndex } from '../../server/searchIndex.ts';
import { drawSocialCards } from '../../server/socialCards.ts';
import { createWordPressSource, sourceFetcher } from '../../server/wordpress/source.ts';

// PRERENDER_DIST: prerender into a copy of the client build (the site built from a WordPress,
// scripts/wordpress/build-wordpress.mjs); dist by default.
const dist = process.env.PRERENDER_DIST || 'dist';
const viteManifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entry = viteManifest['src/entry-client.tsx'];
if (!entry) throw new Error('No src/entry-client.tsx in the client manifest');

/**
 * A chunk's static imports, dependencies before dependents (post-order), as Vite orders them when
 * it loads a chunk in the browser: so a page's stylesheets come in the same order in the
 * prerendered HTML as after a client-side navigation, and a section's overrides of a component
 * (same specificity) always come after the component's own rules.
 */
function staticImports(key, visited = new Set([key]), ordered = new Set()) {
  for (const dep of viteManifest[key]?.imports ?? []) {
    if (visited.has(dep)) continue; // chunks may import each other: visit each once
    visited.add(dep);
    staticImports(dep, visited, ordered);
    ordered.add(dep);
  }
  return ordered;
}
/** A chunk's stylesheets with those of its static imports first. */
const cssOf = (key) => [
  ...[...staticImports(key)].flatMap((dep) => viteManifest[dep]?.css ?? []),
  ...(viteManifest[key]?.css ?? []),
];

const entryKey = 'src/entry-client.tsx';
/**
 * The app, which the entry runs once the page has painted (src/entry-client.tsx): its chunks are
 * the root's preloads (kept inert in the page until then) and its stylesheets are linked.
 */
const appKey = 'src/hydrate-client.tsx';
if (!viteManifest[appKey]?.isEntry) {
  throw new Error(`prerender: ${appKey} is no longer an entry of the client build`);
}
const rootChunks = [...new Set([...staticImports(entryKey), ...staticImports(appKey), appKey])];
const entryChunks = new Set([entryKey, ...rootChunks]);

/**
 * Route id -> route file, read from the generated route tree: `'/company/about': typeof X`,
 * `const X = XImport.update(`, `import { Route as XImport } from './routes/company/about'`.
 */
function routeFiles() {
  const tree = readFileSync('src/routeTree.gen.ts', 'utf8');
  const byIdBlock = tree.slice(tree.indexOf('export interface FileRoutesById'));
  const idToConst = new Map(
    [...byIdBlock.slice(0, byIdBlock.indexOf('}')).matchAll(/'([^']+)': typeof (\w+)/g)].map(
      (m) => [m[1], m[2]],
    ),
  );
  const constToImport = new Map(
    [...tree.matchAll(/const (\w+) =\s*(\w+)\.update\(/g)].map((m) => [m[1], m[2]]),
  );
  const importToFile = new Map(
    [...tree.matchAll(/import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'/g)].map((m) => [
      m[1],
      `src/${m[2]}`,
    ]),
  );
  const files = new Map();
  for (const [id, name] of idToConst) {
    const file = importToFile.get(constToImport.get(name));
    // A route without its assets would be prerendered unstyled until hydration: fail loudly.
    if (!file) throw new Error(`prerender: no route file found for ${id} in src/routeTree.gen.ts`);
    files.set(id, file);
  }
  return files;
}

/**
 * Each route's lazily loaded chunks: preloaded and their CSS linked in the prerendered page. Only
 * the chunks the router loads to show the route (its component, loader and pending component):
 * its error and not-found components are loaded only when it fails or finds nothing (a job's
 * not-found page brought React Aria's button to every job page). The catch-all route's not-found
 * component is its page (404.html and every unknown path).
 */
function routeAssets(id, file) {
  const keys = Object.keys(viteManifest).filter((key) => {
    const [, path, group] = /^(.*)\.tsx?\?tsr-split=(.*)$/.exec(key) ?? [];
    if (path !== file) return false;
    if (group === 'errorComponent') return false;
    return group !== 'notFoundComponent' || id === '/$';
  });
  const chunks = new Set();
  for (const key of keys) {
    for (const dep of staticImports(key)) chunks.add(dep);
    chunks.add(key);
  }
  const own = [...chunks].filter((key) => !entryChunks.has(key));
  return {
    preloads: own.map((key) => `/${viteManifest[key].file}`),
    css: [...new Set(own.flatMap((key) => viteManifest[key].css ?? []))].map((css) => `/${css}`),
  };
}

/**
 * The site's one stylesheet (vite.config.ts: `cssCodeSplit: false`): every page links it, and a
 * visitor's next page finds it cached. Without it, each chunk's own stylesheets.
 */
const siteCss = viteManifest['style.css']?.file;

/**
 * The entry's code, to run inline: the page's one script then needs no request of its own, which
 * on a phone's connection started alongside the stylesheet and the font and held back the first
 * paint (in Lighthouse's simulation, 100 to 250 ms against the same page without scripts:
 * `npm run bench:lcp`). The entry imports nothing (it runs the app from its preloads), so its
 * file's code runs the same anywhere.
 */
function inlineEntry() {
  if (entry.imports?.length || entry.dynamicImports?.length) {
    throw new Error(`prerender: ${entryKey} imports modules: it cannot run inline`);
  }
  return readFileSync(join(dist, entry.file), 'utf8')
    .replace(/\n\/\/# sourceMappingURL=.*$/, '')
    .trim()
    .replace(/<\/script/gi, '<\\/script');
}

const routerManifest = {
  routes: {
    __root__: {
      css: siteCss
        ? [`/${siteCss}`]
        : [...new Set([...cssOf(entryKey), ...cssOf(appKey)])].map((file) => `/${file}`),
      preloads: rootChunks.map((key) => `/${viteManifest[key].file}`),
      scripts: [{ attrs: { type: 'module' }, children: inlineEntry() }],
    },
  },
};
for (const [id, file] of routeFiles()) routerManifest.routes[id] = routeAssets(id, file);

const ssr = await import(pathToFileURL('build/ssr/entry-server.js').href);
const origin = 'http://prerender.local';
// Articles come from the content service the server uses (server/wordpress/source.ts): WordPress
// at WORDPRESS_URL, else the sample posts. The renderer is handed it; it imports no server code.
const context = {
  fetchContent: sourceFetcher(createWordPressSource(process.env.WORDPRESS_URL)),
};
const paths = await ssr.staticPaths(context);
const written = [];
/**
 * Pages that ask search engines not to index them, or name another page canonical (/company/about
 * serves /company's page): they stay out of the sitemap, which lists only pages to index.
 */
const noindex = new Set();
/** The social cards the pages name (their og:image), drawn once every page is written. */
const cards = new Map();

async function renderTo(path, file, expectStatus) {
  const response = await ssr.render(`${origin}${path}`, routerManifest, context);
  if (response.status !== expectStatus) {
    throw new Error(`Prerender of ${path} answered ${response.status}, expected ${expectStatus}`);
  }
  const html = await response.text();
  if (/<meta name="robots" content="[^"]*noindex/.test(html)) noindex.add(path);
  const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
  if (canonical && canonical !== `${ssr.site.origin}${path === '/' ? '' : path}`) noindex.add(path);
  const card = pageCard(html, path, dist, ssr.site.origin);
  if (card) cards.set(card.file, card);
  const target = join(dist, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, html.startsWith('<!DOCTYPE') ? html : `<!DOCTYPE html>${html}`);
  written.push(file);
}

for (const path of paths) {
  await renderTo(path, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`, 200);
}
await renderTo('/404', '404.html', 404);
// The press releases' RSS feed (src/features/press/feed.ts), linked from the press room's head.
const feedPath = '/press-room/feed.xml';
mkdirSync(join(dist, 'press-room'), { recursive: true });
writeFileSync(join(dist, feedPath.slice(1)), ssr.pressFeedXml());
// The Insights posts' RSS feed (src/features/insights/insightsFeed.ts), from the content service:
// none when the service fails (as with the article pages), a loud failure for anything else.
const insightsFeedPath = '/insights/feed.xml';
let insightsFeed = false;
try {
  const xml = await ssr.insightsFeedXml(context);
  mkdirSync(join(dist, 'insights'), { recursive: true });
  writeFileSync(join(dist, insightsFeedPath.slice(1)), xml);
  insightsFeed = true;
} catch (error) {
  if (error?.name !== 'ContentServiceError') throw error;
  console.warn(`Insights: no feed written (${error.message})`);
}
// The sitemap as the server writes it again when WordPress's posts come or go
// (server/wordpress/sync.ts): pages by path, then the feeds.
const sitemap = sitemapXml(ssr.site.origin, [
  ...paths.filter((path) => !noindex.has(path)),
  feedPath,
  ...(insightsFeed ? [insightsFeedPath] : []),
]);
writeFileSync(join(dist, 'sitemap.xml'), sitemap);
// The site search's index (server/searchIndex.ts), from the pages just written: the sitemap's,
// since a page not to index is not one to find either.
const searchStarted = performance.now();
const index = await writeSearchIndex(
  dist,
  paths.filter((path) => !noindex.has(path)),
);
console.log(
  `prerender: search index of ${index.documents} documents, ${(index.bytes / 1024).toFixed(0)} kB, in ${Math.round(performance.now() - searchStarted)} ms`,
);
// Each page's social card (server/socialCards.ts), redrawn only when what it shows changed:
// build/og-cache keeps every card drawn, by the hash of its content.
const drew = await drawSocialCards([...cards.values()], { cacheDir: 'build/og-cache' });
console.log(
  `prerender: ${cards.size} social cards (${drew.drawn} drawn, ${drew.reused} from the cache) in ${(drew.ms / 1000).toFixed(1)} s`,
);
// The server renders not-found pages per request with the SSR bundle and this manifest, so their
// dehydrated router state matches the path the visitor asked for.
writeFileSync('build/ssr/router-manifest.json', `${JSON.stringify(routerManifest, null, 2)}\n`);
writeFileSync(
  join(dist, 'prerendered.json'),
  `${JSON.stringify({ paths, templates: await ssr.staticPathTemplates(context), notFound: '404.html' }, null, 2)}\n`,
);
console.log(`prerender: ${written.length} pages (${paths.length} routes + 404.html)`);
