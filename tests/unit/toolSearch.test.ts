import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toolCategories } from '../../src/content/proof/toolCategories';
import { type Tool, tools } from '../../src/content/proof/tools';
import {
  filterTools,
  matchesToolQuery,
  toolCountLine,
} from '../../src/features/proofFilters/toolMatch';
import {
  allToolCategories,
  maxQueryLength,
  toolCategoryFilters,
  toolCategoryName,
  toolFields,
  toolSearchDefaults,
  toolSearchSchema,
} from '../../src/features/proofFilters/toolSearchParams';

const names = (list: Tool[]) => list.map((tool) => tool.name);
const parse = (search: Record<string, unknown>) => v.parse(toolSearchSchema, search);
const tool = (name: string) => tools.find((candidate) => candidate.name === name) as Tool;

describe('tool search rule', () => {
  const gtm = tool('Google Tag Manager');

  it.each([
    ['', true],
    ['   ', true],
    ['google tag manager', true],
    ['GOOGLE TAG', true],
    ['  Tag Manager  ', true],
    ['tag man', true],
    ['zzz-no-such-tool', false],
  ])('name match %j -> %s', (query, expected) => {
    expect(matchesToolQuery(gtm, query)).toBe(expected);
  });

  it('matches a substring of the description, case-insensitively, not other fields', () => {
    expect(matchesToolQuery(gtm, 'WITHOUT CODE REL')).toBe(true);
    expect(matchesToolQuery(gtm, gtm.category)).toBe(false);
    expect(matchesToolQuery(gtm, gtm.usedIn[0] as string)).toBe(false);
  });

  it('finds former names given in descriptions', () => {
    expect(names(filterTools(tools, { q: 'pardot', category: 'all' }))).toEqual([
      'Marketing Cloud Account Engagement',
    ]);
    expect(names(filterTools(tools, { q: 'skadnetwork', category: 'all' }))).toEqual([
      'Adjust',
      'AppsFlyer',
    ]);
  });
});

describe('filterTools (search text plus category combine)', () => {
  it('All and no text keep every tool, in order', () => {
    expect(filterTools(tools, { ...toolSearchDefaults })).toEqual([...tools]);
  });

  it('a category keeps exactly its tools, in order', () => {
    for (const category of toolCategories) {
      expect(filterTools(tools, { q: '', category: category.slug })).toEqual(
        tools.filter((candidate) => candidate.category === category.name),
      );
    }
  });

  it('text and category together', () => {
    expect(names(filterTools(tools, { q: 'google', category: 'seo' }))).toEqual([
      'Google PageSpeed Insights',
      'Google Search Console',
    ]);
    expect(names(filterTools(tools, { q: 'Tag Manager', category: 'tag-management-cdp' }))).toEqual(
      ['Google Tag Manager', 'Stape'],
    );
    expect(filterTools(tools, { q: 'Tag Manager', category: 'seo' })).toEqual([]);
    expect(names(filterTools(tools, { q: ' AMAZON ', category: 'AD-PROGRAMMATIC' }))).toEqual([
      'Amazon DSP',
    ]);
  });

  it('text alone searches every category', () => {
    const found = filterTools(tools, { q: 'google', category: 'all' });
    expect(new Set(found.map((candidate) => candidate.category)).size).toBeGreaterThan(3);
    expect(names(found)).toContain('Google Ads');
    expect(names(found)).toContain('BigQuery');
  });

  it('an unknown category filters nothing out', () => {
    expect(filterTools(tools, { q: '', category: 'nonsense' })).toHaveLength(tools.length);
  });

  it('nothing found is an empty list', () => {
    expect(filterTools(tools, { q: 'zzz-no-such-tool', category: 'all' })).toEqual([]);
  });
});

describe('category filters', () => {
  it('are All, then every category in order, labelled by name', () => {
    expect(toolCategoryFilters).toEqual([
      { slug: 'all', label: 'All' },
      { slug: 'ad-programmatic', label: 'Ad & Programmatic' },
      { slug: 'analytics-attribution-data', label: 'Analytics Attribution & Data' },
      { slug: 'seo', label: 'SEO' },
      { slug: 'cro-experimentation-ux', label: 'CRO Experimentation & UX' },
      { slug: 'ai-automation', label: 'AI & Automation' },
      { slug: 'tag-management-cdp', label: 'Tag Management & CDP' },
      { slug: 'lifecycle-marketing-automation', label: 'Lifecycle & Marketing Automation' },
    ]);
    expect(allToolCategories).toBe('all');
    expect(toolFields).toEqual({ query: 'q', category: 'category' });
  });

  it('toolCategoryName: the name for a slug, else undefined', () => {
    expect(toolCategoryName('seo')).toBe('SEO');
    expect(toolCategoryName('ai-automation')).toBe('AI & Automation');
    expect(toolCategoryName('all')).toBeUndefined();
    expect(toolCategoryName('AI & Automation')).toBeUndefined();
    expect(toolCategoryName('')).toBeUndefined();
  });
});

describe('toolSearchSchema', () => {
  it.each([
    [{}, { q: '', category: 'all' }],
    [{ q: 'gtm' }, { q: 'gtm', category: 'all' }],
    [
      { q: 'google', category: 'seo' },
      { q: 'google', category: 'seo' },
    ],
    [{ category: 'SEO' }, { q: '', category: 'seo' }],
    [{ category: ' AI-Automation ' }, { q: '', category: 'ai-automation' }],
    [{ category: 'AI & Automation' }, { q: '', category: 'all' }],
    [{ category: 'unknown' }, { q: '', category: 'all' }],
    [{ category: 'ALL' }, { q: '', category: 'all' }],
    [{ category: ['seo', 'ai-automation'] }, { q: '', category: 'seo' }],
    [{ category: [] }, { q: '', category: 'all' }],
    [{ q: ['first', 'second'] }, { q: 'first', category: 'all' }],
    [
      { q: 360, category: 7 },
      { q: '', category: 'all' },
    ],
    [
      { q: true, category: null },
      { q: '', category: 'all' },
    ],
    [
      { q: { nested: 'object' }, category: { slug: 'seo' } },
      { q: '', category: 'all' },
    ],
    [
      { q: undefined, category: undefined },
      { q: '', category: 'all' },
    ],
    [{ utm_source: 'newsletter' }, { q: '', category: 'all' }],
  ])('%j -> %j', (input, expected) => {
    expect(parse(input)).toEqual(expected);
  });

  it('keeps the text as typed', () => {
    expect(parse({ q: '  Tag Manager ' }).q).toBe('  Tag Manager ');
  });

  it('cuts very long text instead of failing', () => {
    expect(parse({ q: 'x'.repeat(500) }).q).toBe('x'.repeat(maxQueryLength));
    expect(parse({ q: ['y'.repeat(maxQueryLength + 1)] }).q).toHaveLength(maxQueryLength);
  });

  it('defaults are what an empty URL parses to', () => {
    expect(parse({})).toEqual(toolSearchDefaults);
  });
});

describe('toolCountLine', () => {
  it('says how many tools are shown', () => {
    expect(toolCountLine(103, 103)).toBe('Showing 103 of 103 tools');
    expect(toolCountLine(2, 103)).toBe('Showing 2 of 103 tools');
    expect(toolCountLine(0, 103)).toBe('Showing 0 of 103 tools');
  });
});

describe('entry bundle', () => {
  it.each(['toolSearchParams.ts', 'toolMatch.ts'])(
    '%s imports the tools as a type only, if at all',
    (file) => {
      const source = readFileSync(
        new URL(`../../src/features/proofFilters/${file}`, import.meta.url),
        'utf8',
      );
      const toolImports = source.match(/^import .* from '\.\.\/\.\.\/content\/tools';$/gm) ?? [];
      for (const line of toolImports) expect(line).toMatch(/^import type /);
    },
  );

  it('the schema module does not import the matching rules (they ship with the page)', () => {
    const source = readFileSync(
      new URL('../../src/features/proofFilters/toolSearchParams.ts', import.meta.url),
      'utf8',
    );
    expect(source).not.toMatch(/from '\.\/toolMatch'/);
  });
});
