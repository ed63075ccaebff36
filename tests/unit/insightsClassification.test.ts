import { describe, expect, it } from 'vitest';
import { insightPillars } from '../../src/content/insights/pillars';
import { insightTaxonomy } from '../../src/content/insights/taxonomy';
import {
  type ClassifiableText,
  classifyPost,
  normaliseWords,
} from '../../src/features/insights/classify';

const post = (fields: Partial<ClassifiableText>): ClassifiableText => ({
  title: '',
  excerpt: '',
  content: '',
  categories: [],
  tags: [],
  ...fields,
});

const names = (fields: Partial<ClassifiableText>) => {
  const { pillar, subfilter } = classifyPost(post(fields));
  return [pillar.name, subfilter?.name ?? null];
};

describe('the Insights taxonomy', () => {
  it('has the six pillars of the spec, in order, with five sub-filters each and unique slugs', () => {
    expect(insightPillars.map((pillar) => pillar.name)).toEqual([
      'Performance Marketing Strategy',
      'AI & Marketing Transformation',
      'Analytics & Data Strategy',
      'Growth & Scaling',
      'Future of Marketing Leadership',
      'Playbooks & Executive Tools',
    ]);
    const slugs = insightPillars.flatMap((pillar) => [
      pillar.slug,
      ...pillar.subfilters.map((subfilter) => subfilter.slug),
    ]);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const pillar of insightPillars) {
      expect(pillar.subfilters).toHaveLength(5);
      for (const slug of [pillar.slug, ...pillar.subfilters.map((s) => s.slug)]) {
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
  });

  it('gives every pillar and sub-filter of the taxonomy its keywords', () => {
    expect(insightPillars.map(({ slug, name }) => ({ slug, name }))).toEqual(
      insightTaxonomy.map(({ slug, name }) => ({ slug, name })),
    );
    for (const pillar of insightPillars) {
      expect(pillar.keywords.length, pillar.name).toBeGreaterThan(0);
      for (const subfilter of pillar.subfilters) {
        expect(subfilter.keywords.length, subfilter.name).toBeGreaterThan(0);
      }
    }
  });

  describe.each(insightPillars.map((pillar) => [pillar.name, pillar] as const))(
    '%s',
    (_, pillar) => {
      it.each(pillar.keywords.map((keyword) => [keyword]))(
        'a title with the broad keyword %j: the pillar, no sub-filter',
        (keyword) => {
          expect(names({ title: `Notes on ${keyword} this quarter` })).toEqual([pillar.name, null]);
        },
      );
      it.each(
        pillar.subfilters.flatMap((subfilter) =>
          subfilter.keywords.map((keyword) => [keyword, subfilter.name] as const),
        ),
      )('a title with %j: the sub-filter %s', (keyword, subfilter) => {
        expect(names({ title: `Notes on ${keyword} this quarter` })).toEqual([
          pillar.name,
          subfilter,
        ]);
      });
    },
  );
});

describe('classification: the first match wins', () => {
  it('reads the title, then the excerpt, the body, the categories and the tags', () => {
    expect(
      names({
        title: 'What we learned from a holdout test',
        excerpt: 'A retention story',
        categories: ['Playbooks'],
      }),
    ).toEqual(['Analytics & Data Strategy', 'Incrementality Testing']);
    expect(names({ excerpt: 'Churn fell by a third', content: 'Attribution…' })).toEqual([
      'Performance Marketing Strategy',
      'Retention & Lifecycle',
    ]);
    expect(names({ content: '<p>An ABM pilot</p>', tags: ['Benchmarks'] })).toEqual([
      'Growth & Scaling',
      'Account-Based Marketing',
    ]);
    expect(names({ categories: ['Templates'], tags: ['Attribution'] })).toEqual([
      'Playbooks & Executive Tools',
      'Templates & Checklists',
    ]);
    expect(names({ tags: ['CFO'] })).toEqual([
      'Future of Marketing Leadership',
      'Board & CFO Alignment',
    ]);
  });

  it('in one field, a sub-filter beats a broad keyword, and the earlier pillar beats a later one', () => {
    // 'AI' is broad (pillar 2); 'attribution' is a sub-filter (pillar 3): the sub-filter wins.
    expect(names({ title: 'AI for attribution' })).toEqual([
      'Analytics & Data Strategy',
      'Attribution',
    ]);
    // Two sub-filters: the pillar that comes first wins (creative testing, pillar 1).
    expect(names({ title: 'Creative testing meets marketing mix modelling' })).toEqual([
      'Performance Marketing Strategy',
      'Creative Testing',
    ]);
    // Two broad keywords: the first pillar in the taxonomy wins.
    expect(names({ title: 'Growth with AI' })).toEqual(['AI & Marketing Transformation', null]);
  });

  it('a post placed by a broad keyword takes its pillar’s first sub-filter from that field on', () => {
    expect(
      names({
        title: 'The AI quarter',
        content: 'We gave every team an AI agent.',
        tags: ['ChatGPT'],
      }),
    ).toEqual(['AI & Marketing Transformation', 'AI Agents & Automation']);
    // A sub-filter of another pillar, later, does not move the post.
    expect(names({ title: 'Growth notes', content: 'Attribution was the hard part.' })).toEqual([
      'Growth & Scaling',
      null,
    ]);
  });

  it('matches whole words, ignoring case, markup, entities and punctuation', () => {
    expect(names({ title: 'Email subject lines that get opened' })).toEqual([
      'Performance Marketing Strategy',
      null,
    ]);
    expect(names({ title: '<em>Account&#8209;Based</em> MARKETING, explained' })).toEqual([
      'Growth & Scaling',
      'Account-Based Marketing',
    ]);
    expect(names({ title: 'Why A-B testing lies to you' })).toEqual([
      'Performance Marketing Strategy',
      'Creative Testing',
    ]);
    expect(names({ title: 'The AI&amp;data agenda' })).toEqual([
      'AI & Marketing Transformation',
      null,
    ]);
  });

  it('a post that matches nothing goes to the first pillar without a sub-filter', () => {
    expect(names({ title: 'Hello world', content: '<p>Lorem</p>' })).toEqual([
      'Performance Marketing Strategy',
      null,
    ]);
    expect(names({})).toEqual(['Performance Marketing Strategy', null]);
  });

  it('reads only the start of a huge body, quickly', () => {
    const body = `${'word '.repeat(20_000)} attribution`;
    const started = performance.now();
    expect(names({ content: body })).toEqual(['Performance Marketing Strategy', null]);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('normaliseWords', () => {
  it.each([
    ['<p>A/B&nbsp;testing</p>', ' a b testing '],
    ['  ROAS — 4.2x  ', ' roas 4 2x '],
    ['Über-Marketing', ' über marketing '],
    ['', '  '],
  ])('%j -> %j', (text, words) => {
    expect(normaliseWords(text)).toBe(words);
  });
});
