import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { storageKey as routerScrollStorageKey } from '@tanstack/router-core';
import { describe, expect, it } from 'vitest';
import {
  analyticsSessionCookie,
  routerReloadKeyPrefix,
  storageItems,
} from '../../src/content/legal/cookies';
import type { StorageType } from '../../src/content/legal/types';

/**
 * The cookie policy lists what the site really stores (UK PECR): this reads the source of src/
 * and server/ for every localStorage and sessionStorage key and every cookie the code sets, adds
 * what the router the site ships stores as configured, and checks that the policy's table
 * (`storageItems`, src/content/legal/cookies.ts) lists exactly those, and that only Google's
 * cookies, set after consent, are optional.
 */

interface Source {
  file: string;
  text: string;
}

function sources(dir: string): Source[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    if (!/\.tsx?$/.test(name) || name === 'routeTree.gen.ts') return [];
    return [{ file: path, text: readFileSync(path, 'utf8') }];
  });
}

const code = [...sources('src'), ...sources('server')];

/** String constants of the code (`export const THEME_STORAGE_KEY = 'theme'`), by name. */
const constants = new Map<string, Set<string>>();
for (const { text } of code) {
  for (const [, name, , value] of text.matchAll(
    /\bconst\s+([A-Za-z_$][\w$]*)\s*(?::\s*[\w.]+\s*)?=\s*(['"`])([^'"`$\\\n]*)\2/g,
  )) {
    const values = constants.get(name!) ?? new Set<string>();
    values.add(value!);
    constants.set(name!, values);
  }
}

/** A constant's one value, or undefined when it is unknown or has several. */
function constantValue(name: string): string | undefined {
  const values = constants.get(name.split('.').at(-1)!);
  return values?.size === 1 ? [...values][0] : undefined;
}

/** A key as written in a call: a literal (with `${CONSTANT}` in a script string) or a constant. */
function resolveKey(literal: string | undefined, identifier: string | undefined) {
  if (literal !== undefined) {
    let unresolved = false;
    const key = literal.replace(/\$\{([A-Za-z_$][\w$]*)\}/g, (_, name: string) => {
      const value = constantValue(name);
      if (value === undefined) unresolved = true;
      return value ?? '';
    });
    return unresolved ? undefined : key;
  }
  return identifier === undefined ? undefined : constantValue(identifier);
}

interface Found {
  type: StorageType;
  name: string;
  file: string;
}

/** Every storage key the code reads or writes, with the storage its file uses. */
function storageKeysInCode() {
  const found: Found[] = [];
  const problems: string[] = [];
  for (const { file, text } of code) {
    const calls = [
      ...text.matchAll(
        /\.(?:getItem|setItem|removeItem)\(\s*(?:(['"`])((?:(?!\1)[^\\\n])*)\1|([A-Za-z_$][\w$.]*))/g,
      ),
    ];
    const direct = /\b(?:localStorage|sessionStorage)\s*(?:\[|\.(?!getItem|setItem|removeItem)\w)/;
    if (direct.test(text.replace(/^\s*(?:\/\/|\*|\/\*).*$/gm, ''))) {
      problems.push(`${file}: uses storage other than by getItem/setItem/removeItem`);
    }
    if (calls.length === 0) continue;
    const kinds = (['localStorage', 'sessionStorage'] as const).filter((kind) =>
      text.includes(kind),
    );
    if (kinds.length !== 1) {
      problems.push(`${file}: cannot tell whether its keys are in localStorage or sessionStorage`);
      continue;
    }
    for (const [call, , literal, identifier] of calls) {
      const name = resolveKey(literal, identifier);
      if (name === undefined) problems.push(`${file}: cannot read the key of ${call}`);
      else found.push({ type: kinds[0]!, name, file });
    }
  }
  return { found, problems };
}

/** Where the code sets a cookie (none today: the site's own storage is all in Web Storage). */
function cookiesSetInCode(): string[] {
  const places: string[] = [];
  for (const { file, text } of code) {
    text.split('\n').forEach((line, index) => {
      const at = `${file}:${index + 1}: ${line.trim()}`;
      if (/document\.cookie/.test(line)) places.push(at);
      if (/\bsetCookie\s*\(|['"]hono\/cookie['"]/.test(line)) places.push(at);
      // Reading a response's header (`.has('set-cookie')`) sets nothing.
      if (/set-cookie/i.test(line) && !/\.(?:has|get)\(\s*['"]set-cookie['"]/i.test(line)) {
        places.push(at);
      }
    });
  }
  return places;
}

const read = (path: string) => readFileSync(path, 'utf8');
const routerConfig = read('src/router.tsx');
const viteConfig = read('vite.config.ts');
const lazyRouteComponent = read(
  'node_modules/@tanstack/react-router/dist/esm/lazyRouteComponent.js',
);
const scrollRestoration = read('node_modules/@tanstack/router-core/dist/esm/scroll-restoration.js');

/** What the router stores, as the site configures it. */
function routerKeys(): Array<Omit<Found, 'file'>> {
  const keys: Array<Omit<Found, 'file'>> = [];
  // Scroll restoration on (a function or true): positions go to sessionStorage on pagehide.
  if (/\bscrollRestoration\s*:\s*(?!false\b)/.test(routerConfig)) {
    keys.push({ type: 'sessionStorage', name: routerScrollStorageKey });
  }
  // Code-split route components reload once, noted in sessionStorage, when a chunk fails.
  if (/\bautoCodeSplitting\s*:\s*true\b/.test(viteConfig)) {
    keys.push({ type: 'sessionStorage', name: `${routerReloadKeyPrefix}<error>` });
  }
  return keys;
}

const label = (item: { type: StorageType; name: string }) => `${item.type} ${item.name}`;
const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

describe('the cookie policy lists what the code stores', () => {
  const { found, problems } = storageKeysInCode();

  it('can read every storage key in src/ and server/', () => {
    expect(problems).toEqual([]);
    // The two the site has had from the start: the consent record and the theme.
    expect(sorted(found.map(label))).toEqual(
      expect.arrayContaining(['localStorage cookie-consent', 'localStorage theme']),
    );
  });

  it('lists every key the site stores, and no key it does not', () => {
    const inCode = [...found.map(label), ...routerKeys().map(label)];
    const listed = storageItems
      .filter((item) => item.setBy === 'site' && item.type !== 'cookie')
      .map(label);
    expect(
      sorted(listed),
      "src/content/legal/cookies.ts storageItems (received) against the code's keys (expected)",
    ).toEqual(sorted(inCode));
  });

  it('sets no cookie of its own, and the policy lists none', () => {
    expect(cookiesSetInCode()).toEqual([]);
    expect(storageItems.filter((item) => item.setBy === 'site' && item.type === 'cookie')).toEqual(
      [],
    );
  });

  it("reads the router's keys from the router itself", () => {
    expect(scrollRestoration).toContain('sessionStorage');
    expect(scrollRestoration).toMatch(/setItem\(storageKey/);
    expect(lazyRouteComponent).toContain(`\`${routerReloadKeyPrefix}\${error.message}\``);
    expect(lazyRouteComponent).toMatch(/sessionStorage\.setItem\(storageKey/);
  });

  it("lists Google Analytics' two cookies while the site can load its tag, after consent only", () => {
    const loadsTag = read('src/features/consent/consentHeadScript.ts').includes('analyticsTagUrl(');
    const google = storageItems.filter((item) => item.setBy === 'google');
    if (!loadsTag) {
      expect(google).toEqual([]);
      return;
    }
    expect(google.map((item) => [item.name, item.type, item.category])).toEqual([
      ['_ga', 'cookie', 'analytics'],
      [analyticsSessionCookie, 'cookie', 'analytics'],
    ]);
    expect(analyticsSessionCookie).toMatch(/^_ga_(?:[A-Z0-9]{4,12}|<container-id>)$/);
    for (const item of google) expect(item.purpose).toMatch(/only after you allow analytics/);
  });

  it('keeps everything optional for third parties: the site itself stores only what it needs', () => {
    for (const item of storageItems) {
      if (item.category === 'analytics' || item.category === 'marketing') {
        expect(item.setBy, item.name).toBe('google');
      } else {
        expect(item.setBy, item.name).toBe('site');
      }
      expect(item.purpose.trim(), item.name).not.toBe('');
      expect(item.lifetime.trim(), item.name).not.toBe('');
    }
    expect(new Set(storageItems.map(label)).size).toBe(storageItems.length);
  });
});
