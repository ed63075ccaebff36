import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  type ArticleSearch,
  activeFilters,
  articleSearchDefaults,
  articleSearchSchema,
  filterArticles,
  knownTagSlugs,
  maxSearchLength,
  maxTags,
  tagNotes,
  withoutFilter,
} from '../../src/features/insights/articleMatch';
import { articleEntry } from '../../src/features/insights/entries';
import { type InsightPost, readPost } from '../../src/features/insights/posts';

const parse = (search: Record<string, unknown>) => v.parse(articleSearchSchema, search);

let nextId = 1;
function post(title: string, body: string, date: string, tags: string[] = []): InsightPost {
  const id = nextId++;
  const read = readPost({
    id,
    slug: `post-${id}`,
    date,
    title: { rendered: title },
    content: { rendered: `<p>${body}</p>` },
    _embedded: {
      'wp:term': [
        [{ id: 1, slug: 'articles', name: 'Articles' }],
        tags.map((slug, index) => ({ id: 100 + index, slug, name: slug.toUpperCase() })),
      ],
    },
  });
  if (!read) throw new Error('fixture');
  return read;
}

const posts = [
  post('Attribution the CFO signs', 'Finance-grade measurement.', '2026-03-04T09:00:00', ['cfo']),
  post('A holdout test in six weeks', 'Incrementality, cheaply.', '2026-05-01T09:00:00', [
    'testing',
  ]),
  post('Zero to one in Germany', 'Market entry notes.', '2025-11-20T09:00:00', ['cfo', 'europe']),
  post('AI agents in the media team', 'What changed in planning.', '2026-01-15T09:00:00'),
  post('attribution myths', 'Lowercase title on purpose.', '2024-06-01T09:00:00', ['testing']),
];
const entries = posts.map((item) => articleEntry(item));
const titles = (search: Partial<ArticleSearch>, tags: string[] = []) =>
  filterArticles(entries, { ...articleSearchDefaults, ...search }, tags).map((e) => e.title);

describe('the articles search params (one valibot schema that never fails)', () => {
  it('gives the defaults for an empty or odd URL', () => {
    expect(parse({})).toEqual(articleSearchDefaults);
    expect(parse({ search: 42, pillar: {}, subfilter: null, tags: [], sort: 'newest' })).toEqual(
      articleSearchDefaults,
    );
  });

  it('keeps known pillars and only their own sub-filters', () => {
    expect(parse({ pillar: 'analytics-data-strategy', subfilter: 'attribution' })).toMatchObject({
      pillar: 'analytics-data-strategy',
      subfilter: 'attribution',
    });
    expect(parse({ pillar: ' Analytics-Data-Strategy ', subfilter: 'ATTRIBUTION' })).toMatchObject({
      pillar: 'analytics-data-strategy',
      subfilter: 'attribution',
    });
    // A sub-filter of another pillar, without a pillar, or of an unknown pillar: dropped.
    expect(parse({ pillar: 'growth-scaling', subfilter: 'attribution' }).subfilter).toBe('');
    expect(parse({ subfilter: 'attribution' })).toMatchObject({ pillar: '', subfilter: '' });
    expect(parse({ pillar: 'astrology', subfilter: 'attribution' })).toMatchObject({
      pillar: '',
      subfilter: '',
    });
  });

  it('takes the first of repeated values and cuts long text', () => {
    expect(parse({ search: ['abm', 'cro'], sort: ['title', 'date'] })).toMatchObject({
      search: 'abm',
      sort: 'title',
    });
    expect(parse({ search: 'x'.repeat(500) }).search).toHaveLength(maxSearchLength);
  });

  it('normalises tags: well-formed slugs, lower case, each once, at most 20', () => {
    expect(parse({ tags: 'cfo, CFO,,bad slug,../x,testing' }).tags).toBe('cfo,testing');
    const many = Array.from({ length: 50 }, (_, i) => `t${i}`).join(',');
    expect(parse({ tags: many }).tags.split(',')).toHaveLength(maxTags);
  });

  it('reads tags submitted by the filter form without JavaScript (?tags=a&tags=b)', () => {
    expect(parse({ tags: ['cfo', 'Testing', 'cfo'] }).tags).toBe('cfo,testing');
    expect(parse({ tags: ['cfo,europe', 42, 'testing'] }).tags).toBe('cfo,europe,testing');
  });

  it('drops tags the service does not know', () => {
    const search = parse({ tags: 'cfo,unknown,testing' });
    expect(
      knownTagSlugs(search, [
        { id: 1, slug: 'testing', name: 'Testing' },
        { id: 2, slug: 'cfo', name: 'CFO' },
      ]),
    ).toEqual(['cfo', 'testing']);
    expect(knownTagSlugs(search, [])).toEqual([]);
  });
});

describe('filtering and sorting the articles', () => {
  it('lists newest first by default', () => {
    expect(titles({})).toEqual([
      'A holdout test in six weeks',
      'Attribution the CFO signs',
      'AI agents in the media team',
      'Zero to one in Germany',
      'attribution myths',
    ]);
  });

  it('sorts by title A to Z, ignoring case', () => {
    expect(titles({ sort: 'title' })).toEqual([
      'A holdout test in six weeks',
      'AI agents in the media team',
      'attribution myths',
      'Attribution the CFO signs',
      'Zero to one in Germany',
    ]);
  });

  it('searches title or body, any case, and not the tags', () => {
    expect(titles({ search: 'ATTRIBUTION' })).toEqual([
      'Attribution the CFO signs',
      'attribution myths',
    ]);
    expect(titles({ search: 'cheaply' })).toEqual(['A holdout test in six weeks']);
    expect(titles({ search: '  germany ' })).toEqual(['Zero to one in Germany']);
    expect(titles({ search: 'europe' })).toEqual([]);
  });

  it('without the body text (a prerendered list), searches the title and excerpt', () => {
    const light = posts.map((item) => articleEntry(item, { withSearchText: false }));
    expect(light.every((entry) => entry.searchText === undefined)).toBe(true);
    const found = (search: string) =>
      filterArticles(light, { ...articleSearchDefaults, search }, []).map((e) => e.title);
    expect(found('germany')).toEqual(['Zero to one in Germany']);
    expect(found('cheaply')).toEqual([]);
  });

  it('keeps a post with any selected tag (OR)', () => {
    expect(titles({}, ['europe', 'testing'])).toEqual([
      'A holdout test in six weeks',
      'Zero to one in Germany',
      'attribution myths',
    ]);
  });

  it('matches the pillar and sub-filter of the classification exactly', () => {
    expect(titles({ pillar: 'analytics-data-strategy' })).toEqual([
      'A holdout test in six weeks',
      'Attribution the CFO signs',
      'attribution myths',
    ]);
    expect(titles({ pillar: 'analytics-data-strategy', subfilter: 'incrementality' })).toEqual([
      'A holdout test in six weeks',
    ]);
    expect(titles({ pillar: 'ai-marketing-transformation', subfilter: 'ai-agents' })).toEqual([
      'AI agents in the media team',
    ]);
  });

  it('combines every filter', () => {
    expect(titles({ pillar: 'analytics-data-strategy', search: 'myths' }, ['testing'])).toEqual([
      'attribution myths',
    ]);
    expect(titles({ pillar: 'growth-scaling', search: 'myths' })).toEqual([]);
  });
});

describe('filter chips', () => {
  const tags = [
    { id: 1, slug: 'cfo', name: 'CFO' },
    { id: 2, slug: 'testing', name: 'Testing' },
  ];
  const search = parse({
    search: ' holdout ',
    pillar: 'analytics-data-strategy',
    subfilter: 'incrementality',
    tags: 'cfo,testing',
  });

  it('one chip per active filter, in the order of the controls', () => {
    expect(activeFilters(search, ['cfo', 'testing'], tags).map((chip) => chip.label)).toEqual([
      'Search: “holdout”',
      'Analytics & Data Strategy',
      'Incrementality Testing',
      'CFO',
      'Testing',
    ]);
    expect(activeFilters(articleSearchDefaults, [], tags)).toEqual([]);
  });

  it('removing a chip removes that filter only; removing the pillar removes its sub-filter', () => {
    const chips = activeFilters(search, ['cfo', 'testing'], tags);
    const remove = (label: string) => {
      const chip = chips.find((c) => c.label === label);
      if (!chip) throw new Error(label);
      return withoutFilter(search, chip);
    };
    expect(remove('CFO').tags).toBe('testing');
    expect(remove('Search: “holdout”').search).toBe('');
    expect(remove('Incrementality Testing')).toMatchObject({
      pillar: 'analytics-data-strategy',
      subfilter: '',
    });
    expect(remove('Analytics & Data Strategy')).toMatchObject({ pillar: '', subfilter: '' });
  });
});

describe('tagNotes: what the list says about tags it cannot apply', () => {
  const tag = (slug: string, name: string) => ({ id: slug.length, slug, name });
  const tags = [tag('attribution', 'Attribution'), tag('benchmarks', 'Benchmarks')];
  const entries = [{ tags: [tag('attribution', 'Attribution')] }];
  const search = (tagsParam: string) => ({
    search: '',
    pillar: '',
    subfilter: '',
    tags: tagsParam,
    sort: 'date' as const,
  });

  it('names unknown slugs and chosen tags no article carries', () => {
    expect(tagNotes(search('attribution,benchmarks,nope'), tags, entries)).toEqual({
      unknown: ['nope'],
      withoutArticles: [tag('benchmarks', 'Benchmarks')],
    });
  });

  it('has nothing to say when every chosen tag applies', () => {
    expect(tagNotes(search('attribution'), tags, entries)).toEqual({
      unknown: [],
      withoutArticles: [],
    });
    expect(tagNotes(search(''), tags, entries)).toEqual({ unknown: [], withoutArticles: [] });
  });
});
