import { describe, expect, it } from 'vitest';
import { samePageHref } from '../../src/platform/navigation/clientNavigation';
import {
  campaignEntries,
  campaignSearch,
  clickIdParams,
  isCampaignParam,
  withCampaignParams,
} from '../../src/site/campaignParams';
import { canonicalUrl } from '../../src/site/metadata';
import { redirectLocation } from '../../src/site/redirects';

/** Every campaign and click-id key of the brief, one value each. */
const everyCampaignParam = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
  'utm_source_platform',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'li_fat_id',
  'ttclid',
  'twclid',
  'yclid',
  'epik',
  'rdt_cid',
  'ScCid',
  'mc_cid',
  'mc_eid',
  '_gl',
];

describe('isCampaignParam', () => {
  it.each(everyCampaignParam)('%s is a campaign param', (name) => {
    expect(isCampaignParam(name)).toBe(true);
  });

  it('lists every click id once', () => {
    expect(new Set(clickIdParams).size).toBe(clickIdParams.length);
    for (const name of clickIdParams) expect(isCampaignParam(name)).toBe(true);
  });

  it('compares names case-insensitively', () => {
    expect(isCampaignParam('UTM_Source')).toBe(true);
    expect(isCampaignParam('GCLID')).toBe(true);
    expect(isCampaignParam('sccid')).toBe(true);
  });

  it.each([
    'type',
    'q',
    'category',
    'role',
    'region',
    'pillar',
    'tags',
    'sort',
    'search',
    'ref',
    'from',
    'label',
    'stack',
    'page',
    'utm',
    'utm_',
    'xutm_source',
    'gclid_x',
    'fbclid2',
    'gl',
  ])('%s is not', (name) => {
    expect(isCampaignParam(name)).toBe(false);
  });
});

describe('campaignEntries and campaignSearch', () => {
  it('keeps the campaign pairs of a query in their order, repeated keys included', () => {
    expect(
      campaignEntries('?type=junk&utm_source=news&foo=1&gclid=abc&utm_source=again&q=x'),
    ).toEqual([
      ['utm_source', 'news'],
      ['gclid', 'abc'],
      ['utm_source', 'again'],
    ]);
    expect(campaignEntries(new URLSearchParams('fbclid=IwAR&page=2'))).toEqual([
      ['fbclid', 'IwAR'],
    ]);
    expect(campaignEntries('')).toEqual([]);
  });

  it('picks the campaign keys of a parsed search object', () => {
    expect(
      campaignSearch({ type: 'all', utm_source: 'news', msclkid: ['a', 'b'], foo: 'x' }),
    ).toEqual({ utm_source: 'news', msclkid: ['a', 'b'] });
    expect(campaignSearch({ q: 'roas' })).toEqual({});
  });
});

describe('withCampaignParams', () => {
  it('adds the source’s campaign params to a clean target, and nothing else', () => {
    expect(withCampaignParams('/careers', '?type=junk&utm_source=news&gclid=abc&foo=bar')).toBe(
      '/careers?utm_source=news&gclid=abc',
    );
  });

  it('keeps every campaign and click id of the list', () => {
    const source = new URLSearchParams(everyCampaignParam.map((name, i) => [name, `v${i}`]));
    source.append('type', 'junk');
    const location = withCampaignParams('/careers', source);
    const kept = new URL(location, 'https://x.invalid').searchParams;
    expect([...kept.keys()]).toEqual(everyCampaignParam);
    expect(kept.get('_gl')).toBe(`v${everyCampaignParam.indexOf('_gl')}`);
  });

  it('keeps the target’s own query as written and appends after it', () => {
    expect(withCampaignParams('/careers?type=remote', 'type=REMOTE&utm_medium=email')).toBe(
      '/careers?type=remote&utm_medium=email',
    );
    expect(withCampaignParams('/contact?from=/services', 'utm_source=x')).toBe(
      '/contact?from=/services&utm_source=x',
    );
    expect(withCampaignParams('/a?', 'utm_source=x')).toBe('/a?utm_source=x');
  });

  it('leaves a param the target already has as the target has it (no duplicates)', () => {
    expect(withCampaignParams('/a?utm_source=kept', 'utm_source=other&gclid=1')).toBe(
      '/a?utm_source=kept&gclid=1',
    );
    expect(withCampaignParams('/a?gclid=1', 'gclid=1')).toBe('/a?gclid=1');
  });

  it('puts them before the hash, encodes them, and works on absolute URLs', () => {
    expect(withCampaignParams('/careers#open-roles', 'utm_campaign=spring sale&x=1')).toBe(
      '/careers?utm_campaign=spring+sale#open-roles',
    );
    expect(withCampaignParams('https://www.response.example/proof', '?_gl=1*abc')).toBe(
      'https://www.response.example/proof?_gl=1*abc',
    );
  });

  it('returns the target itself when the source has no campaign params', () => {
    expect(withCampaignParams('/careers', '?type=junk&foo=bar')).toBe('/careers');
    expect(withCampaignParams('/careers', '')).toBe('/careers');
  });
});

describe('the redirect table keeps campaign params', () => {
  it('answers an old address with its whole query, campaign params included', () => {
    expect(redirectLocation('/testimonial', '?role=cmo&utm_source=news&gclid=abc')).toBe(
      '/proof/testimonials?role=cmo&utm_source=news&gclid=abc',
    );
    expect(redirectLocation('/careers/', '?fbclid=1&msclkid=2')).toBe(
      '/careers?fbclid=1&msclkid=2',
    );
  });
});

describe('canonical URLs leave campaign params out', () => {
  it('drops every campaign and click id, and keeps the rest', () => {
    const query = new URLSearchParams(everyCampaignParam.map((name) => [name, '1']));
    query.append('category', 'seo');
    expect(canonicalUrl(`/proof/tech-stack?${query}`)).toBe(
      'https://www.response.example/proof/tech-stack?category=seo',
    );
  });
});

describe('samePageHref (a link followed in the browser)', () => {
  const current = { pathname: '/careers', searchStr: '?type=remote&utm_source=news&gclid=abc' };

  it('keeps the visit’s campaign params on a link to another view of the same page', () => {
    expect(samePageHref('/careers', current)).toBe('/careers?utm_source=news&gclid=abc');
    expect(samePageHref('/careers?type=hybrid', current)).toBe(
      '/careers?type=hybrid&utm_source=news&gclid=abc',
    );
  });

  it('follows a link to another page as it is written', () => {
    expect(samePageHref('/services', current)).toBe('/services');
    expect(samePageHref('/careers/some-role', current)).toBe('/careers/some-role');
    expect(samePageHref('https://example.com/careers', current)).toBe(
      'https://example.com/careers',
    );
    expect(samePageHref('//careers', current)).toBe('//careers');
  });

  it('changes nothing on a visit without campaign params', () => {
    expect(samePageHref('/careers', { pathname: '/careers', searchStr: '?type=remote' })).toBe(
      '/careers',
    );
  });
});
