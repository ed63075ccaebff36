import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  aboutCities,
  countInWords,
  offices,
  officeTimeZoneCount,
} from '../../src/content/company/offices';
import { contact } from '../../src/content/site/contact';

/**
 * One set of facts (issue 38): the offices are one list (src/content/company/offices.ts), and
 * every text that counts them or names them says the same. This reads every content module's
 * source, so a sentence written by hand that contradicts the list fails here.
 */
function contentSources(dir = 'src/content'): Array<{ file: string; text: string }> {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return contentSources(path);
    return /\.tsx?$/.test(name) ? [{ file: path, text: readFileSync(path, 'utf8') }] : [];
  });
}

const cities = offices.map((office) => office.city);
const words = ['two', 'three', 'four', 'five', 'six'];

describe('offices: one source', () => {
  it('has four offices in four time zones, Dubai with a full address', () => {
    expect(cities).toEqual(['New York', 'London', 'Istanbul', 'Dubai']);
    expect(officeTimeZoneCount).toBe(4);
    const dubai = offices.find((office) => office.city === 'Dubai');
    expect(dubai?.address).toHaveLength(3);
    expect(dubai?.timezone).toBe('Asia/Dubai');
    expect(offices.filter((office) => office.headquarters).map((o) => o.city)).toEqual(['London']);
  });

  it('gives the About page every office, headquarters first', () => {
    expect(aboutCities.map((city) => city.city)).toEqual([
      'London',
      'New York',
      'Istanbul',
      'Dubai',
    ]);
  });

  it("says the contact page's count of time zones in words from the list", () => {
    expect(contact.offices.intro).toContain(`${countInWords(officeTimeZoneCount)} time zones`);
  });

  it('never counts the offices or their time zones differently in any content text', () => {
    const expected = countInWords(offices.length);
    const wrong = words.filter((word) => word !== expected);
    const pattern = new RegExp(
      `\\b(${wrong.join('|')}) (offices|time zones|cities|locations)\\b`,
      'i',
    );
    const found = contentSources().flatMap(({ file, text }) =>
      text
        .split('\n')
        .filter((line) => pattern.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('names every office wherever a text lists three of them, unless it tells their history', () => {
    const history = /fourth office, after|available now to new and existing clients|A year ago/;
    const lists = contentSources().flatMap(({ file, text }) =>
      text
        .split(/\n|(?<=[.!?])\s+/)
        .filter((sentence) => cities.filter((city) => sentence.includes(city)).length >= 3)
        .filter((sentence) => !history.test(sentence))
        .map((sentence) => `${file}: ${sentence}`),
    );
    expect(lists.length).toBeGreaterThan(5);
    for (const sentence of lists) expect(sentence).toContain('Dubai');
  });

  it('names every office in any sentence that lists where the offices are', () => {
    const sentences = contentSources().flatMap(({ file, text }) =>
      text
        .split(/(?<=\.)\s+/)
        .filter((sentence) => /\boffices in\b/.test(sentence))
        .map((sentence) => ({ file, sentence })),
    );
    expect(sentences.length).toBeGreaterThan(5);
    for (const { file, sentence } of sentences) {
      for (const city of cities) expect(`${file}: ${sentence}`).toContain(city);
    }
  });
});
