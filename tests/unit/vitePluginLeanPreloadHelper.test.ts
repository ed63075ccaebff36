import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  leanPreloadHelper,
  leanPreloadHelperCode,
  preloadHelperId,
} from '../../scripts/build/vite/leanPreloadHelper';

type Preload = (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;

/** The helper's module run against a stand-in `window`: its `__vitePreload`. */
function helperWith(window: EventTarget): Preload {
  const body = leanPreloadHelperCode.replace(/^export const __vitePreload = /, 'return ');
  expect(body).not.toBe(leanPreloadHelperCode);
  return new Function('window', body)(window) as Preload;
}

/** A hook's function, whether the plugin gives it as a function or as `{ handler }`. */
function handler<F>(hook: F | { handler: F } | undefined): F {
  if (!hook) throw new Error('the plugin has no such hook');
  return typeof hook === 'function' ? hook : (hook as { handler: F }).handler;
}

describe('the leanPreloadHelper Vite plugin', () => {
  it("serves its own module for Vite's preload helper, and no other", () => {
    const plugin = leanPreloadHelper();
    expect(plugin.apply).toBe('build');
    expect(plugin.enforce).toBe('pre');
    const resolveId = handler(plugin.resolveId) as (source: string) => string | null;
    const load = handler(plugin.load) as (id: string) => string | null;
    expect(resolveId(preloadHelperId)).toBe(preloadHelperId);
    expect(resolveId('./chunk.js')).toBeNull();
    expect(load(preloadHelperId)).toBe(leanPreloadHelperCode);
    expect(load('/src/a.ts')).toBeNull();
  });

  it('runs the import and answers with the module it loaded, preloading nothing', async () => {
    const preload = helperWith(new EventTarget());
    const module = { default: 'page' };
    await expect(preload(async () => module, [])).resolves.toBe(module);
    await expect(preload(async () => module)).resolves.toBe(module);
  });

  it('refuses an import with dependencies to preload: the build options changed', () => {
    const load = vi.fn(async () => ({}));
    const preload = helperWith(new EventTarget());
    expect(() => preload(load, ['/assets/a.js'])).toThrow(/with preload dependencies/);
    expect(load).not.toHaveBeenCalled();
  });

  it('reports a chunk that fails to load as vite:preloadError, and rethrows unless handled', async () => {
    const window = new EventTarget();
    const seen: unknown[] = [];
    const failure = new Error('Failed to fetch dynamically imported module');
    window.addEventListener('vite:preloadError', (event) =>
      seen.push((event as Event & { payload: unknown }).payload),
    );
    const preload = helperWith(window);
    await expect(preload(() => Promise.reject(failure), [])).rejects.toBe(failure);
    expect(seen).toEqual([failure]);

    // A listener that handles it (a reload, say) keeps the error from the caller.
    window.addEventListener('vite:preloadError', (event) => event.preventDefault());
    await expect(preload(() => Promise.reject(failure), [])).resolves.toBeUndefined();
    expect(seen).toEqual([failure, failure]);
  });

  describe('in a Vite build', () => {
    let root: string;
    let output: Rolldown.OutputChunk[];

    beforeAll(async () => {
      root = mkdtempSync(join(tmpdir(), 'lean-preload-helper-'));
      writeFileSync(
        join(root, 'main.js'),
        "import('./page.js').then((page) => console.log(page.default));\n",
      );
      writeFileSync(join(root, 'page.js'), "export default 'page';\n");
      const result = await build({
        root,
        configFile: false,
        logLevel: 'silent',
        plugins: [leanPreloadHelper()],
        build: {
          write: false,
          minify: false,
          // The site's settings (vite.config.ts), under which no import has dependencies.
          modulePreload: false,
          cssCodeSplit: false,
          rollupOptions: { input: join(root, 'main.js') },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      output = outputs.flatMap((out) => out.output).filter((file) => file.type === 'chunk');
    });
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it("ships this helper in place of Vite's, around the dynamic import", () => {
      const main = output.find((chunk) => chunk.isEntry);
      // The import wrapped, with no dependencies to preload.
      expect(main?.code).toMatch(
        /__vitePreload\(\(\) => import\("\.\/page-[\w-]+\.js"\)[^\n]*, \[\]\);/,
      );
      expect(main?.code).toContain('A dynamic import with preload dependencies');
      expect(main?.code).toContain('vite:preloadError');
      // Vite's own helper builds link tags for the dependencies: none of it is left.
      expect(main?.code).not.toContain('modulepreload');
      expect(main?.code).not.toContain('document.createElement');
    });
  });
});
