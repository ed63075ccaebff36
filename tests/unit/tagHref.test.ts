import { describe, expect, it } from 'vitest';
import { tagHref } from '../../src/features/insights/tagHref';

describe('tagHref: a tag link leads to a list that shows the tag’s posts', () => {
  it("filters the articles list by an article's tag", () => {
    expect(tagHref({ slug: 'first-party-data', name: 'First-Party Data' }, 'articles')).toBe(
      '/insights/articles?tags=first-party-data',
    );
  });
  it("searches the reports list for a report's tag by name", () => {
    expect(tagHref({ slug: 'cro-landing-pages', name: 'CRO & Landing Pages' }, 'reports')).toBe(
      '/insights/reports?search=CRO+%26+Landing+Pages',
    );
  });
});
