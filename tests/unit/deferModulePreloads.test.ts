import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  appModulesId,
  deferModulePreloads,
} from '../../src/platform/hydration/deferModulePreloads';
import { staticImports } from '../support/staticImports';

const page = (head: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<title>T</title></head><body><main>Hi</main><script type="module" src="/assets/entry-client-1.js"></script></body></html>`;

describe('deferModulePreloads', () => {
  it('moves every module preload into an inert template at the end of the head, in order', () => {
    const html = deferModulePreloads(
      page(
        '<link rel="stylesheet" href="/assets/a.css"/><link rel="modulepreload" href="/assets/a.js" fetchPriority="low"/><link rel="preload" href="/f.woff2" as="font"/><link rel="modulepreload" href="/assets/b.js" fetchPriority="low"/>',
      ),
    );
    expect(html).toContain(
      '<title>T</title><template id="app-modules"><link rel="modulepreload" href="/assets/a.js" fetchPriority="low"/><link rel="modulepreload" href="/assets/b.js" fetchPriority="low"/></template></head>',
    );
    // Everything else stays where it was: the styles, the font and the entry script.
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/a.css"/><link rel="preload" href="/f.woff2" as="font"/><title>',
    );
    expect(html).toContain('<script type="module" src="/assets/entry-client-1.js"></script>');
    expect(html.match(/modulepreload/g)).toHaveLength(2);
  });

  it('leaves a page without module preloads, or without a head, as it is', () => {
    const plain = page('<link rel="stylesheet" href="/assets/a.css"/>');
    expect(deferModulePreloads(plain)).toBe(plain);
    const fragment = '<link rel="modulepreload" href="/assets/a.js"/><p>no head</p>';
    expect(deferModulePreloads(fragment)).toBe(fragment);
  });
});

describe('the entry, which the prerender runs inline', () => {
  const source = readFileSync(new URL('../../src/entry-client.tsx', import.meta.url), 'utf8');

  it('imports nothing, statically or dynamically', () => {
    expect(staticImports('src/entry-client.tsx')).toEqual([]);
    expect(source).not.toMatch(/\bimport\(/);
  });

  it('looks for the template the server writes', () => {
    expect(source).toContain(`const appModulesId = '${appModulesId}';`);
  });
});
