import { describe, expect, it } from 'vitest';
import { parsePlainSearch, stringifyPlainSearch } from '../../src/site/searchParams';

describe('plain search params', () => {
  it.each([
    ['', {}],
    ['?', {}],
    ['?q=360', { q: '360' }],
    ['q=true&n=null', { q: 'true', n: 'null' }],
    ['?from=%2Fmodules&label=build-my-stack', { from: '/modules', label: 'build-my-stack' }],
    ['?q=a+b%20c', { q: 'a b c' }],
    ['?tag=a&tag=b&tag=c', { tag: ['a', 'b', 'c'] }],
    ['?q=%22quoted%22', { q: '"quoted"' }],
  ])('parse %j', (input, expected) => {
    expect(parsePlainSearch(input)).toEqual(expected);
  });

  it.each([
    [{}, ''],
    [{ q: '' }, '?q='],
    [{ q: undefined, category: 'data' }, '?category=data'],
    [{ q: '360' }, '?q=360'],
    [
      { ref: 'cta', from: '/modules', label: 'build-my-stack' },
      '?ref=cta&from=%2Fmodules&label=build-my-stack',
    ],
    [{ tag: ['a', 'b'] }, '?tag=a&tag=b'],
    [{ n: 5, flag: true }, '?n=5&flag=true'],
  ])('stringify %j', (input, expected) => {
    expect(stringifyPlainSearch(input)).toBe(expected);
  });

  it('round-trips strings as written', () => {
    const search = { q: 'brand lift & 360', from: '/growth-os?x=1' };
    expect(parsePlainSearch(stringifyPlainSearch(search))).toEqual(search);
  });
});
