// Items worded alike told apart by the claim's names, a name the source never gives, and versions with pre-release marks.
import { describe, expect, it } from 'vitest';
import { extractNames } from '../../src/grounding/claim-facts.js';
import { md, txt, verdict } from './fixtures.js';

const schedule = md('sources/schedule.md', [
  '# Release schedule',
  '',
  '- Node.js 18 reaches end-of-life in April 2025.',
  '- Node.js 20 reaches end-of-life in April 2026.',
  '',
]);
const prose = txt('sources/schedule.txt', [
  'Node.js 18 reaches end-of-life in April 2025. Node.js 20 reaches end-of-life in April 2026.',
  '',
]);

describe('items worded alike, told apart by the name the claim gives', () => {
  it('passes the value of the item the claim names', () => {
    expect(verdict('Node.js 18 reaches end-of-life in April 2025.', schedule)).toEqual([
      'supported',
      'the source states April 2025 (schedule.md:3), Node.js 18 (schedule.md:3)',
    ]);
    expect(verdict('Node.js 20 reaches end-of-life in April 2026.', prose)[0]).toBe('supported');
  });

  it('refutes the other item’s value, naming the item of the claim’s name', () => {
    expect(verdict('Node.js 18 reaches end-of-life in April 2026.', schedule)).toEqual([
      'refuted',
      'the source gives April 2025 for "Node.js 18 reaches end-of-life in April 2025." (schedule.md:3), not April 2026',
    ]);
    expect(verdict('Node.js 20 reaches end-of-life in April 2025.', prose)).toEqual([
      'refuted',
      'the source gives April 2026 for "Node.js 20 reaches end-of-life in April 2026." (schedule.txt:1:81), not April 2025',
    ]);
  });
});

describe('a name the source never gives, opening the claim', () => {
  it('is not stated, though the rest of the sentence is the source’s', () => {
    expect(verdict('Deno reaches end-of-life in April 2025.', prose)).toEqual([
      'neutral',
      'the source does not state Deno (said of: Deno, reaches, end, life)',
    ]);
    expect(verdict('Deno reaches end-of-life in April 2025.', schedule)[0]).toBe('neutral');
  });

  it('is read only when the source never uses the word and a verb follows it', () => {
    const roots = new Set(['node', 'reach']);
    const names = (text: string): string[] => extractNames(text, [], roots).map((n) => n.text);
    expect(names('Deno reaches end-of-life.')).toEqual(['Deno']);
    expect(names('Deno has no end-of-life date.')).toEqual(['Deno']);
    // A word the source uses, or no source to ask: an opening capital as any other.
    expect(names('Node reaches end-of-life.')).toEqual([]);
    expect(extractNames('Deno reaches end-of-life.', []).map((n) => n.text)).toEqual([]);
    // Words formed as English words are not names, nor is a word with no verb after it.
    for (const text of ['Highlighting comes from syntect.', 'Higher is better.', 'Used as a default.', 'Sales rose.'])
      expect(names(text)).toEqual([]);
    expect(names('Against gzip, it wins.')).toEqual([]);
    expect(names('Deno 2 reaches end-of-life.')).toEqual([]);
  });
});

describe('values that fit, and values worded alike that do not', () => {
  it('says which fit the claim and which only share its words', () => {
    const two = {
      ...prose,
      text: 'Node.js 18 reaches end-of-life in April 2025. Node 20 reaches end-of-life in April 2026.\n',
    };
    expect(verdict('It reaches end-of-life in April 2025.', two)).toEqual([
      'neutral',
      '"April 2025" fits April 2025 for "Node.js 18 reaches end-of-life in April 2025." (schedule.txt:1), but the source also gives April 2026 for "Node 20 reaches end-of-life in April 2026." (schedule.txt:1) where the claim\'s words fit as well; say which one the claim means',
    ]);
  });
});

describe('a version with a pre-release mark', () => {
  const manifest = (version: string) => ({
    uri: 'pyproject.toml',
    mediaType: 'application/toml',
    title: '',
    text: `[project]\nname = "demo"\nversion = "${version}"\n`,
  });

  it('is read whole, mark and all, and named by "release" as by "version"', () => {
    expect(verdict('The current release is 2.0.0rc1.', manifest('2.0.0rc1'))).toEqual([
      'supported',
      'the source states 2.0.0rc1 (pyproject.toml:3)',
    ]);
    expect(verdict('The current version is 2.0.0-rc.1.', manifest('2.0.0rc1'))[0]).toBe('supported');
    expect(verdict('The current version is 2.0.0.', manifest('2.0.0rc1'))[0]).toBe('refuted');
  });

  it('is no final release, and a version with no mark is no release candidate', () => {
    expect(verdict('Demo 2.0.0rc1 is the stable release.', manifest('2.0.0rc1'))).toEqual([
      'refuted',
      'the source gives 2.0.0rc1 (pyproject.toml:3), a release candidate, not a final release',
    ]);
    expect(verdict('Demo 2.0.0rc1 is a release candidate.', manifest('2.0.0rc1'))[0]).toBe('supported');
    expect(verdict('Demo 2.0.0 is a release candidate.', manifest('2.0.0'))).toEqual([
      'refuted',
      'the source gives 2.0.0 (pyproject.toml:3), a final release, not a release candidate',
    ]);
    expect(verdict('Demo 2.0.0 is the stable release.', manifest('2.0.0'))[0]).toBe('supported');
  });
});
