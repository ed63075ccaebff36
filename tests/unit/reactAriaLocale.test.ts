import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/site/config';
import { getDefaultLocale, useDefaultLocale } from '../../src/site/reactAriaLocale';

describe("the site's locale for React Aria", () => {
  it('is the document language, left to right, on the server and in the browser alike', () => {
    expect(getDefaultLocale()).toEqual({ locale: 'en-GB', direction: 'ltr' });
    expect(useDefaultLocale()).toBe(getDefaultLocale());
    expect(site.language).toBe('en-GB');
  });

  it('stands in for a module React Aria still has, with the same exports', () => {
    const original = readFileSync(
      'node_modules/react-aria/dist/private/i18n/useDefaultLocale.mjs',
      'utf8',
    );
    expect(original).toMatch(/as getDefaultLocale\b/);
    expect(original).toMatch(/as useDefaultLocale\b/);
  });
});
