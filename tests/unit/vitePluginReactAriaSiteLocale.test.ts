import { existsSync, realpathSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import {
  defaultLocaleModule,
  reactAriaSiteLocale,
} from '../../scripts/build/vite/reactAriaSiteLocale';

const replacement = '/repo/src/site/reactAriaLocale.ts';
const original = '/repo/node_modules/react-aria/dist/private/i18n/useDefaultLocale.mjs';

/** A hook's function, whether the plugin gives it as a function or as `{ handler }`. */
function handler<F>(hook: F | { handler: F } | undefined): F {
  if (!hook) throw new Error('the plugin has no such hook');
  return typeof hook === 'function' ? hook : (hook as { handler: F }).handler;
}

/** The plugin with a build context whose resolver answers `resolvesTo` for every module. */
function withResolver(resolvesTo: string | null) {
  const plugin = reactAriaSiteLocale(replacement);
  const context = {
    resolve: vi.fn(async () => (resolvesTo ? { id: resolvesTo } : null)),
    error: vi.fn((message: string) => {
      throw new Error(message);
    }),
  };
  const resolveId = (source: string, importer: string | undefined) =>
    (handler(plugin.resolveId) as (...args: unknown[]) => Promise<string | null>).call(
      context,
      source,
      importer,
      { isEntry: false, attributes: {} },
    );
  const buildEnd = (error?: Error) =>
    (handler(plugin.buildEnd) as (error?: Error) => void).call(context, error);
  return { plugin, context, resolveId, buildEnd };
}

describe('the reactAriaSiteLocale Vite plugin', () => {
  it('runs in the build, before the other resolvers', () => {
    const { plugin } = withResolver(null);
    expect(plugin.apply).toBe('build');
    expect(plugin.enforce).toBe('pre');
  });

  it("answers the site's module for React Aria's default-locale module", async () => {
    const { context, resolveId } = withResolver(original);
    const importer = '/repo/node_modules/react-aria/dist/private/i18n/I18nProvider.mjs';
    await expect(resolveId('./useDefaultLocale.mjs', importer)).resolves.toBe(replacement);
    // Resolved by the other resolvers first (never by itself), with the options it was given.
    expect(context.resolve).toHaveBeenCalledWith('./useDefaultLocale.mjs', importer, {
      isEntry: false,
      attributes: {},
      skipSelf: true,
    });
  });

  it('leaves every other module to the other resolvers', async () => {
    const elsewhere = withResolver('/repo/src/platform/useDefaultLocale.ts');
    await expect(elsewhere.resolveId('./useDefaultLocale', '/repo/src/a.ts')).resolves.toBeNull();

    const other = withResolver(original);
    await expect(other.resolveId('react', '/repo/src/a.ts')).resolves.toBeNull();
    // An entry (no importer), or a name that cannot be the module: not even resolved.
    await expect(other.resolveId('./useDefaultLocale.mjs', undefined)).resolves.toBeNull();
    expect(other.context.resolve).not.toHaveBeenCalled();

    const unresolved = withResolver(null);
    await expect(unresolved.resolveId('./useDefaultLocale.mjs', '/repo/x.mjs')).resolves.toBeNull();
  });

  it("fails a build in which React Aria's module was never found", async () => {
    const { buildEnd } = withResolver(null);
    expect(() => buildEnd()).toThrow(/useDefaultLocale module was not found/);
  });

  it('lets a build end that replaced the module, or that failed for another reason', async () => {
    const replaced = withResolver(original);
    await replaced.resolveId('./useDefaultLocale.mjs', '/repo/x.mjs');
    expect(() => replaced.buildEnd()).not.toThrow();

    const failed = withResolver(null);
    expect(() => failed.buildEnd(new Error('a syntax error'))).not.toThrow();
    expect(failed.context.error).not.toHaveBeenCalled();
  });

  it('targets the module where the installed React Aria keeps it', () => {
    // React Aria comes with react-aria-components (tests/unit/reactAriaLocale.test.ts reads it).
    const file = 'node_modules/react-aria/dist/private/i18n/useDefaultLocale.mjs';
    expect(existsSync(file)).toBe(true);
    expect(defaultLocaleModule.test(realpathSync(file).split('\\').join('/'))).toBe(true);
  });
});
