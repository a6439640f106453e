// The values a fact states and how a claimed value relates to a stated one: versions (when a number is one, what it is
// a version of, families), names, and a claimed year against a stated date. Each row is a phenomenon, not a sentence.
import { describe, expect, it } from 'vitest';
import { extractDates } from '../../src/grounding/dates.js';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { extractQuantities } from '../../src/grounding/quantities.js';
import {
  comparableValues,
  extractVersions,
  foldName,
  relateValues,
  relateVersions,
  sameName,
  yearOf,
  type FactValue,
} from '../../src/grounding/values.js';
import { source } from './fixtures.js';

const versions = (text: string) => extractVersions(text).map((v) => [v.text, v.version, v.suffix, v.product]);

describe('versions in a text', () => {
  it('reads three or more parts as a version, with its suffix and the name before it', () => {
    // The full stop after a suffix ends the sentence, not the suffix.
    expect(versions('We moved to gcc 7.3.0 and then to 8.22.0-rc1.')).toEqual([
      ['7.3.0', [7, 3, 0], '', 'gcc'],
      ['8.22.0-rc1', [8, 22, 0], '-rc1', undefined],
    ]);
    expect(versions('Node v20.19.0+build.4 shipped.')).toEqual([['v20.19.0+build.4', [20, 19, 0], '+build.4', 'node']]);
    expect(extractVersions('gcc 7.3.0')[0]).toMatchObject({ start: 4, end: 9 });
  });

  it('names the product written just before a version, through a comparison and not through a URL', () => {
    expect(versions('We pinned requests>=2.31.0 and need node >= 20.19.0.')).toEqual([
      ['2.31.0', [2, 31, 0], '', 'requests'],
      ['20.19.0', [20, 19, 0], '', 'node'],
    ]);
    // A name that starts or ends like one of the small words ("and", "to", "in") is still a name.
    expect(versions('We run Kotlin 1.9.0 with torch 2.1.0 and Android 14.0.1.')).toEqual([
      ['1.9.0', [1, 9, 0], '', 'kotlin'],
      ['2.1.0', [2, 1, 0], '', 'torch'],
      ['14.0.1', [14, 0, 1], '', 'android'],
    ]);
    expect(versions('Download it from https://nodejs.org/dist/v20.19.0/ today.')).toEqual([
      ['v20.19.0', [20, 19, 0], '', undefined],
    ]);
    expect(versions('v2.4.1 is out.')).toEqual([['v2.4.1', [2, 4, 1], '', undefined]]);
  });

  it('names a product with dots in its name, and reads "LTS" after a version as no unit', () => {
    expect(versions('Node.js 20.19.0 and socket.io 4.7.2')).toEqual([
      ['20.19.0', [20, 19, 0], '', 'node'],
      ['4.7.2', [4, 7, 2], '', 'socket.io'],
    ]);
    // (A ".js" or "js" ending is no part of the package's name: "Next.js" is the "next" of a package.json.)
    expect(versions('Next.js 14.2.3, next 14.2.3, nodejs 20.11.1, js 1.0.0').map((v) => v[3])).toEqual([
      'next',
      'next',
      'node',
      'js',
    ]);
    expect(versions('in 2023. 4.2.1 shipped')).toEqual([['4.2.1', [4, 2, 1], '', undefined]]);
    expect(versions('Django 4.2 LTS')).toEqual([['4.2', [4, 2], '', 'django']]);
  });

  it('reads two parts as a version only after a name, "version" or "v", and never before a unit', () => {
    expect(versions('Go 1.13 is out; version 2.4 shipped; v3.1 as well.')).toEqual([
      ['1.13', [1, 13], '', 'go'],
      ['2.4', [2, 4], '', undefined],
      ['v3.1', [3, 1], '', undefined],
    ]);
    expect(versions('The median was 4.8 ms and the ratio 2.89.')).toEqual([]);
    expect(versions('Postgres 4.8 ms later')).toEqual([]);
    expect(versions('Express 5.1 shipped, and Redis 7.2 (latest) too.')).toEqual([
      ['5.1', [5, 1], '', 'express'],
      ['7.2', [7, 2], '', 'redis'],
    ]);
    // A series word after the number makes it one, named or not.
    expect(versions('the 2.3 series ended')).toEqual([['2.3', [2, 3], '', undefined]]);
    // A small word after a version is no unit: "is" and "last" are words, "ms" is a unit.
    expect(versions('Node 1.13 is out, and Ubuntu 22.04 last week; Redis 7.2 ms later.')).toEqual([
      ['1.13', [1, 13], '', 'node'],
      ['22.04', [22, 4], '', 'ubuntu'],
    ]);
  });

  it('reads a family of versions, not the version it starts with, and keeps every mention in text order', () => {
    expect(versions('Only 1.x and the v2.4.x line, and Node 3.2.x; then 3.0.1 and 1.2.3-rc.1.')).toEqual([
      ['1.x', [1], '.x', undefined],
      ['v2.4.x', [2, 4], '.x', undefined],
      ['3.2.x', [3, 2], '.x', undefined],
      ['3.0.1', [3, 0, 1], '', undefined],
      ['1.2.3-rc.1', [1, 2, 3], '-rc.1', undefined],
    ]);
  });
});

describe('a claimed version against a stated one', () => {
  const v = (version: number[], suffix = '') => ({ version, suffix });
  it('matches trailing zeros and the same suffix in any case, and conflicts otherwise', () => {
    expect(relateVersions(v([1, 4]), v([1, 4, 0]))).toBe('match');
    expect(relateVersions(v([1, 4, 0]), v([1, 4]))).toBe('match');
    expect(relateVersions(v([1, 4, 0], '-RC1'), v([1, 4, 0], '-rc1'))).toBe('match');
    expect(relateVersions(v([1, 4, 0], '-rc1'), v([1, 4, 0]))).toBe('conflict');
    expect(relateVersions(v([1, 4, 1]), v([1, 4]))).toBe('conflict');
  });

  it('matches a family with any version inside it, and is never contradicted by one outside', () => {
    expect(relateVersions(v([2], '.x'), v([2, 3, 1]))).toBe('match');
    expect(relateVersions(v([2, 4], '.x'), v([2, 4, 9]))).toBe('match');
    expect(relateVersions(v([2, 4], '.x'), v([2, 5, 0]))).toBe('unrelated');
    expect(relateVersions(v([2, 4], '.x'), v([2, 4]))).toBe('unrelated');
    expect(relateVersions(v([2, 4], '.x'), v([2, 4], '.x'))).toBe('match');
    expect(relateVersions(v([2, 4], '.x'), v([2], '.x'))).toBe('unrelated');
    expect(relateVersions(v([2], '.x'), v([2, 4], '.x'))).toBe('unrelated');
  });
});

describe('names', () => {
  it('folds case, accents, possessives and punctuation, and joins an acronym to its number', () => {
    expect(foldName("Great Britain's RFC 8878 — Zürich-Nord")).toBe('great britain rfc8878 zurich nord');
    expect(sameName('Wickham', 'Hadley Wickham')).toBe(true);
    expect(sameName('Hadley Wickham', 'Wickham')).toBe(false);
    expect(sameName('RFC-8878', 'RFC 8878')).toBe(true);
    expect(sameName('Ada Lovelace', 'Lovelace, Ada')).toBe(true);
    expect(sameName('Ada Byron', 'Ada Lovelace')).toBe(false);
    // A single capital and a lower-case word are not joined to the number after them.
    expect(foldName('Plan B 2 and version 3')).toBe('plan b 2 and version 3');
    // Quotes and a full stop around a name are no part of it.
    expect(foldName('“Hadley Wickham”.')).toBe('hadley wickham');
    expect(foldName("Karl’s book, Peter's list and the Sahara's edge")).toBe(
      'karl book peter list and the sahara edge',
    );
  });
});

describe('a claimed value against a stated one', () => {
  const quantity = (text: string): FactValue => ({ kind: 'quantity', quantity: extractQuantities(text)[0]! });
  const date = (text: string): FactValue => ({ kind: 'date', date: extractDates(text)[0]! });

  it('compares a claimed year with the year of a stated date, and nothing else with a date', () => {
    const year = quantity('in 2024');
    expect(year.kind === 'quantity' && year.quantity.dimension).toBe('year');
    expect(relateValues(year, date('on 5 March 2024'))).toBe('match');
    expect(relateValues(year, date('on 5 March 2023'))).toBe('conflict');
    expect(relateValues(year, date('on 5 March'))).toBe('unrelated');
    expect(relateValues(quantity('40 servers'), date('on 5 March 2024'))).toBe('unrelated');
    expect(comparableValues(year, date('on 5 March 2024'))).toBe(true);
    expect(comparableValues(year, date('on 5 March'))).toBe(false);
    expect(comparableValues(quantity('40 servers'), date('on 5 March 2024'))).toBe(false);
    expect(yearOf(year)).toBe(2024);
    expect(yearOf(date('on 5 March 2023'))).toBe(2023);
    expect(yearOf(quantity('40 servers'))).toBeUndefined();
  });

  it('relates quantities, dates, versions and names of the same kind, and no two kinds that differ', () => {
    expect(relateValues(quantity('40 servers'), quantity('40 servers'))).toBe('match');
    expect(relateValues(quantity('40 servers'), quantity('41 servers'))).toBe('conflict');
    expect(relateValues(date('on 5 March 2024'), date('2024-03-05'))).toBe('match');
    const version = (text: string): FactValue => {
      const found = extractVersions(text)[0]!;
      return { kind: 'version', version: found.version, suffix: found.suffix };
    };
    expect(relateValues(version('v1.2.3'), version('v1.2.3'))).toBe('match');
    expect(relateValues(version('v1.2.3'), version('v1.2.4'))).toBe('conflict');
    const name = (text: string): FactValue => ({ kind: 'name', name: text });
    expect(relateValues(name('Ada'), name('Ada Lovelace'))).toBe('match');
    expect(relateValues(name('Ada'), name('Grace Hopper'))).toBe('conflict');
    expect(relateValues(name('Ada'), version('v1.2.3'))).toBe('unrelated');
    expect(relateValues(version('v1.2.3'), quantity('40 servers'))).toBe('unrelated');
    expect(comparableValues(name('Ada'), name('Bo'))).toBe(true);
    expect(comparableValues(version('v1.2.3'), quantity('40 servers'))).toBe(false);
  });

  it('relates a version, a date and a year with no other kind, whichever is claimed', () => {
    const version = (text: string): FactValue => {
      const found = extractVersions(text)[0]!;
      return { kind: 'version', version: found.version, suffix: found.suffix };
    };
    const year = quantity('in 2024');
    const name = (text: string): FactValue => ({ kind: 'name', name: text });
    expect(relateValues(year, date('on 5 March 2025'))).toBe('conflict');
    expect(relateValues(year, version('v2024.1.0'))).toBe('unrelated');
    expect(relateValues(date('on 5 March 2024'), version('v1.2.3'))).toBe('unrelated');
    expect(relateValues(version('v1.2.3'), date('on 5 March 2024'))).toBe('unrelated');
    expect(relateValues(version('v1.2.3'), name('Ada'))).toBe('unrelated');
    expect(relateValues(name('Ada'), date('on 5 March 2024'))).toBe('unrelated');
    // A claimed span of years holds a stated date inside it.
    const span = quantity('between 2019 and 2021');
    expect(relateValues(span, date('on 5 March 2020'))).toBe('match');
    expect(relateValues(span, date('on 5 March 2022'))).toBe('conflict');
    expect(comparableValues(name('Ada'), version('v1.2.3'))).toBe(false);
    expect(comparableValues(version('v1.2.3'), date('on 5 March 2024'))).toBe(false);
    expect(comparableValues(year, version('v1.2.3'))).toBe(false);
    expect(comparableValues(date('on 5 March 2024'), year)).toBe(false);
    expect(yearOf(version('v1.2.3'))).toBeUndefined();
  });
});

describe('versions in a claim checked against a source', () => {
  const notes = source(
    'notes',
    'The team shipped release 8.22.0-rc1.\n\nNode support covers the v2.4.x line.\n',
    'text/markdown',
    'notes.md',
  );
  it('supports a version the source states at the end of a sentence, and a family it states as that family', () => {
    expect(assessDeterministic('The team shipped release 8.22.0-rc1 this week', notes)).toMatchObject({
      support: 'supported',
      rule: 'the source states 8.22.0-rc1 (notes.md:1)',
    });
    expect(assessDeterministic('Node support covers the v2.4.x line', notes)).toMatchObject({ support: 'supported' });
    expect(assessDeterministic('Node support covers the v2.5.x line', notes).support).not.toBe('supported');
    expect(assessDeterministic('The team shipped release 8.22.0-rc2 this week', notes).support).toBe('refuted');
  });
});
