import { describe, expect, it } from 'vitest';
import { buildYear } from '../../scripts/build/vite/buildYear';

describe('buildYear (the footer copyright year)', () => {
  it('is the year of BUILD_DATE when it is set', () => {
    expect(buildYear({ BUILD_DATE: '2031-03-04' })).toBe(2031);
    expect(buildYear({ BUILD_DATE: '2026-12-31T23:00:00Z' })).toBe(2026);
  });
  it('is this year when BUILD_DATE is missing or not a date', () => {
    const year = new Date().getUTCFullYear();
    expect(buildYear({})).toBe(year);
    expect(buildYear({ BUILD_DATE: 'soon' })).toBe(year);
  });
});
