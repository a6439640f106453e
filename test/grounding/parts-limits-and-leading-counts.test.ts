// Counts of some of a list ("that leaves six") or of more than one ("counting the retired ones, that makes eleven"), a
// limit the source words ("no more than", "limited to") named by its number, "the first ten" as no rank, a size in
// bytes joined to its number ("468-byte"), and an MDX page read as Markdown.
import { describe, expect, it } from 'vitest';
import { sourceFormat } from '../../src/grounding/passages.js';
import { md, txt, verdict } from './fixtures.js';

const lock = txt('requirements.txt', ['flask==3.0.0', 'requests==2.32.0', 'idna==3.19', 'urllib3==2.2.0', '']);

const lts = md('README.md', [
  '# Releases',
  '',
  '## Bug patching policy',
  '',
  'We have designated certain minor releases as LTS (long term support) releases. Our current LTS releases are:',
  '',
  ' * `1.47.x` - LTS release until September 2026. (MSRV 1.70)',
  ' * `1.51.x` - LTS release until March 2027. (MSRV 1.71)',
  '',
  'Each LTS release will continue to receive backported fixes for at least a year.',
  '',
  '### Previous LTS releases',
  '',
  ' * `1.8.x` - LTS release until February 2022.',
  ' * `1.14.x` - LTS release until June 2022.',
  ' * `1.18.x` - LTS release until June 2023.',
  ' * `1.20.x` - LTS release until September 2023.',
  ' * `1.25.x` - LTS release until March 2024.',
  '',
]);

describe('a count of some of a list, or of more than one', () => {
  it('is no count of the whole list: "that leaves two packages" is not refuted by its four', () => {
    const [support, why] = verdict(
      'That leaves two packages that are in the file only because others need them.',
      lock,
    );
    expect(support).toBe('neutral');
    expect(why).not.toMatch(/requirements \(number of entries\)/u);
    expect(verdict('The file pins two packages.', lock)[0]).toBe('refuted');
  });

  it('that counts others too is not refuted by the count of one list', () => {
    const [support, why] = verdict('Counting the retired ones, that makes seven LTS lines designated so far.', lts);
    expect(support).not.toBe('refuted');
    expect(why).not.toMatch(/Previous LTS releases/u);
    expect(verdict('The README lists four previous LTS releases.', lts)[0]).toBe('refuted');
  });
});

const limits = md('docs/known_limitations.mdx', [
  '---',
  'title: Known limitations',
  '---',
  '',
  '## Maximum number of documents',
  '',
  '**Limitation:** An index can contain no more than 4,294,967,296 documents.',
  '',
  '## Length of filterable values',
  '',
  '**Limitation:** Individual filterable values are limited to 468 bytes.',
  '',
  '## Maximum number of query words',
  '',
  '**Limitation:** The maximum number of terms taken into account for each search query is 10. If a search query includes more than 10 words, all words after the 10th will be ignored.',
  '',
  '## Concurrent searches',
  '',
  '**Limitation:** Meilisearch handles a maximum of 1000 concurrent search requests.',
  '',
]);

describe('a limit the source gives in words', () => {
  it('is the number a claim names for it', () => {
    expect(verdict('An index can hold roughly 4.3 billion documents.', limits)[0]).toBe('supported');
    expect(verdict('There is a 468-byte cap on individual filterable values.', limits)[0]).toBe('supported');
    expect(verdict('There is a 500-byte cap on individual filterable values.', limits)[0]).toBe('refuted');
    expect(verdict('An index can hold roughly 5 billion documents.', limits)[0]).not.toBe('supported');
  });

  it('is not a "+" written after a number, which names a model', () => {
    const chips = txt('chips.csv', ['model,frequency', 'athlon 2700+,1600 mhz', 'athlon 3400+,2200 mhz']);
    expect(verdict('The frequency of the athlon 2700 is 600 mhz more than the athlon 3400.', chips)[0]).not.toBe(
      'supported',
    );
  });
});

describe('the first of a number of things', () => {
  it('is the leading ones, no rank: "the first ten words"', () => {
    const [support, why] = verdict('Only the first ten words of a query are taken into account.', limits);
    expect(why).not.toMatch(/not first/u);
    expect(support).not.toBe('refuted');
  });
});

describe('an MDX page', () => {
  it('is read as Markdown', () => {
    expect(sourceFormat({ mediaType: 'text/plain', uri: 'docs/known_limitations.mdx' })).toBe('markdown');
  });
});
