import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Ladle names sidebar entries from story ids, which are lower-case and hyphenated: the title
 * 'Sections / CTA Band' shows as 'Cta band', a storyName 'Five outcomes, three shown' as 'Five
 * outcomes three shown'. This plugin reads the titles and story names as written in the story
 * files and teaches Ladle's own naming module (app/src/story-name) to show them so:
 * 'CTA Band', 'Toggle Button Group', 'Five outcomes, three shown'. Ids and URLs do not change.
 *
 * The build fails if Ladle's module no longer has the code this plugin extends.
 */

/** Ladle's own id rules (lib/cli/vite-plugin/naming-utils.js): one id segment per name. */
const wordSeparators = /[\s\u2000-\u206F\u2E00-\u2E7F\\'!"#$%&()*+,./:;<=>?@[\]^_`{|}~]+/;

export function idSegment(name: string): string {
  return name
    .replace(
      /[A-Z\u00C0-\u00D6\u00D9-\u00DD]+(?![a-z])|[A-Z\u00C0-\u00D6\u00D9-\u00DD]/g,
      ($, offset: number) => (offset ? '-' : '') + $.toLowerCase(),
    )
    .replace(/\s-/g, '-')
    .trim()
    .split(wordSeparators)
    .join('-');
}

/** A title's segments as Ladle ids them: 'Sections / CTA Band' -> ['sections', 'cta-band']. */
export function titleSegments(title: string): Array<[string, string]> {
  return title.split('/').map((part) => {
    const words = part.trim();
    return [idSegment(words.toLocaleLowerCase().replace(/\s+/g, '-')), words];
  });
}

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(path);
    return /\.stories\.(tsx|mdx)$/.test(entry.name) ? [path] : [];
  });
}

/** Id segment -> the words as written, from every title and story name in `dir`. */
export function displayNames(dir: string): Record<string, string> {
  const names: Record<string, string> = {};
  for (const file of storyFiles(dir)) {
    const source = readFileSync(file, 'utf8');
    const titles = [
      ...source.matchAll(/export default \{\s*title:\s*'([^']+)'/g),
      ...source.matchAll(/<Meta\s+title="([^"]+)"/g),
    ].map((match) => match[1]!);
    for (const title of titles) {
      for (const [segment, words] of titleSegments(title)) names[segment] = words;
    }
    const storyNames = [
      ...source.matchAll(/\.storyName\s*=\s*'([^']+)'/g),
      ...source.matchAll(/<Story\s+name="([^"]+)"/g),
    ].map((match) => match[1]!);
    for (const name of storyNames) names[idSegment(name)] = name;
  }
  return names;
}

/** Ladle's naming module, as its build ships it (typings-for-build/…/story-name.js) or as source. */
const ladleNaming = /@ladle\/react\/(typings-for-build|lib)\/app\/src\/story-name\.[jt]s$/;
const segmentNaming = 'capitalize(first.replace(/-/g, " "))';
const titleNaming = 'capitalize(level.replace(/-/g, " "))';

export function sidebarNames(storiesDir: string): Plugin {
  return {
    name: 'response:ladle-sidebar-names',
    enforce: 'pre',
    transform(code, id) {
      if (!ladleNaming.test(id.split('?')[0]!)) return undefined;
      if (!code.includes(segmentNaming) || !code.includes(titleNaming)) {
        this.error(
          "Ladle's story-name.ts changed: .ladle/sidebarNames.ts can no longer name the sidebar.",
        );
      }
      const names = JSON.stringify(displayNames(storiesDir));
      return `${code
        .replace(segmentNaming, 'displayName(first)')
        .replace(titleNaming, 'displayName(level)')}
const writtenNames = ${names};
function displayName(segment) {
  return writtenNames[segment] ?? capitalize(segment.replace(/-/g, " "));
}
`;
    },
  };
}

/** The commit and time of a workshop build, for the Welcome page. */
export function buildInfo(): { commit: string; builtAt: string } {
  let commit = 'not a git checkout';
  try {
    commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain', { encoding: 'utf8' }).trim() !== '';
    if (dirty) commit += ' (with uncommitted changes)';
  } catch {}
  return { commit, builtAt: new Date().toISOString() };
}

const styleSourcesId = 'virtual:style-sources';

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return styleFiles(path);
    return entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

/**
 * `virtual:style-sources`: the source text of every style file under `srcDir`, keyed by its
 * path from the repository root ('src/components/Button/Button.css.ts'). Documentation pages
 * list the tokens a component's styles really use. (A `?raw` import of a .css.ts file would be
 * compiled by vanilla-extract instead of read.)
 */
export function styleSources(rootDir: string, srcDir: string): Plugin {
  const resolved = `\0${styleSourcesId}`;
  return {
    name: 'response:style-sources',
    resolveId: (id) => (id === styleSourcesId ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      const sources = Object.fromEntries(
        styleFiles(srcDir).map((file) => {
          this.addWatchFile(file);
          return [relative(rootDir, file), readFileSync(file, 'utf8')];
        }),
      );
      return `export default ${JSON.stringify(sources)};`;
    },
  };
}

const visualReviewId = 'virtual:visual-review';

/**
 * `virtual:visual-review`: what the last test run changed (build/visual-review/run.json, written
 * by tests/support/visual-review-reporter.ts), for the Welcome page and each documentation page,
 * with the address of the review: `/visual-review/` on the dev server, which this plugin serves
 * (the page with its Accept buttons, scripts/visual/reviewServer.mjs), and in a built workshop
 * `visual-review/index.html`, a copy of the static page that `npm run visual:review` and a
 * failed `npm test` write. Null when no run has changed anything.
 * The dev server reloads when a new run is recorded. `withoutRun` (the unit tests): always null.
 */
export function visualReview(rootDir: string, { withoutRun = false } = {}): Plugin {
  const resolved = `\0${visualReviewId}`;
  const dir = join(rootDir, 'build/visual-review');
  const runFile = join(dir, 'run.json');
  let serving = false;
  return {
    name: 'response:visual-review',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId: (id) => (id === visualReviewId ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      if (withoutRun || !existsSync(runFile)) return 'export default null;';
      const run = JSON.parse(readFileSync(runFile, 'utf8')) as {
        finishedAt: string;
        changes: Array<{
          subject: string;
          spec: string;
          width: number | null;
          theme: string | null;
          pixels: { kind: string };
        }>;
      };
      const href = serving
        ? '/visual-review/'
        : existsSync(join(dir, 'index.html'))
          ? 'visual-review/index.html'
          : null;
      const summary = {
        finishedAt: run.finishedAt,
        href,
        changes: run.changes.map(({ subject, spec, width, theme, pixels }) => ({
          subject,
          spec,
          width,
          theme,
          kind: pixels.kind,
        })),
      };
      return `export default ${JSON.stringify(summary)};`;
    },
    /**
     * A built workshop carries the static review beside its own page (build/ladle/visual-review/),
     * so its link works wherever the workshop is served or opened.
     */
    generateBundle() {
      if (serving || withoutRun || !existsSync(runFile) || !existsSync(join(dir, 'index.html'))) {
        return;
      }
      const files = (folder: string): string[] =>
        readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? files(join(folder, entry.name)) : [join(folder, entry.name)],
        );
      for (const file of files(dir)) {
        if (file === runFile) continue;
        this.emitFile({
          type: 'asset',
          fileName: join('visual-review', relative(dir, file)),
          source: readFileSync(file),
        });
      }
    },
    async configureServer(server) {
      if (withoutRun) return;
      const { getRequestListener } = await import('@hono/node-server');
      // @ts-expect-error: a plain ES module of the scripts (no types).
      const { buildPage } = await import('../scripts/visual/reviewPage.mjs');
      // @ts-expect-error: as above.
      const { createReviewApp } = await import('../scripts/visual/reviewServer.mjs');
      // The page is built on the first visit, then kept.
      let template: Promise<string> | undefined;
      const app = createReviewApp(() => {
        template ??= buildPage();
        return template;
      });
      const listener = getRequestListener(app.fetch);
      server.middlewares.use('/visual-review', (req, res) => {
        if (req.url === '' || req.url === undefined) req.url = '/';
        listener(req, res);
      });
      server.watcher.add(runFile);
      const reload = (file: string) => {
        if (file !== runFile) return;
        const module = server.moduleGraph.getModuleById(resolved);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', reload);
      server.watcher.on('change', reload);
      server.watcher.on('unlink', reload);
    },
  };
}
