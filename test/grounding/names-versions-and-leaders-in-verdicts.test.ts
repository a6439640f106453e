// What the verdict says of a claim of names only, of a release's wrong version or a version of more parts, of a value said of another value's words, and of a leader compared with another row by a difference.
import { describe, expect, it } from 'vitest';
import { json, md, txt, verdict } from './fixtures.js';

describe('a claim of names only', () => {
  const film = md('film.md', [
    '# Heat (1995)',
    '',
    '- Director: Michael Mann',
    '- Composer: Elliot Goldenthal',
    '',
    'Al Pacino and Robert De Niro share two scenes.',
  ]);

  it('is judged by its wording when one of its names is only the title, not by the field that gives the other', () => {
    expect(verdict('Michael Mann directed Heat.', film)).toEqual([
      'supported',
      'the source states this in the same words',
    ]);
  });
});

describe('a release given the wrong version', () => {
  const notes = txt('notes.txt', ['Quill 2.4.0 was released on 3 November 2026.']);

  it('is refuted by the version the source gives, whatever part of it differs', () => {
    expect(verdict('Quill 2.5.0 was released on 3 November 2026.', notes)).toEqual([
      'refuted',
      'the source gives 2.4.0 for "Quill 2.4.0 was released on 3 November 2026." (notes.txt:1), not 2.5.0',
    ]);
    expect(verdict('Quill 2.4.1 was released on 3 November 2026.', notes)).toEqual([
      'refuted',
      'the source gives 2.4.0 for "Quill 2.4.0 was released on 3 November 2026." (notes.txt:1), not 2.4.1',
    ]);
  });

  it('leaves a count of listed releases to what the source lists', () => {
    const log = md('CHANGELOG.md', [
      '# Changelog',
      '',
      '## 0.11.5 - 2024-05-02',
      '',
      '- Fixed a crash on empty input.',
      '',
      '## 0.11.4 - 2024-04-20',
      '',
      '- Fixed a leak in the parser.',
    ]);
    expect(verdict('There were two patch releases, 0.11.4 and 0.11.5.', log)).toEqual([
      'supported',
      'the source states two (CHANGELOG.md:7), 0.11.4 (CHANGELOG.md:7), 0.11.5 (CHANGELOG.md:3)',
    ]);
  });
});

describe('a version of more parts than the field that gives it', () => {
  const pkg = json('package.json', { name: 'express', version: '5.0' });

  it('is stated by a field of two parts when the parts it adds are zeros', () => {
    expect(verdict('The current version is 5.0.0.', pkg)).toEqual([
      'supported',
      'the source states 5.0.0 (package.json:1)',
    ]);
  });

  it('is refuted by a field of two parts when a part it adds is not zero', () => {
    expect(verdict('The current version is 5.0.1.', pkg)).toEqual([
      'refuted',
      'the source gives 5.0 for "version" (package.json:1), not 5.0.1',
    ]);
  });
});

describe('a value said of what the sentence says of another value', () => {
  const notes = md('notes.md', ['Quill 2.4 brought 12 fixes to the parser and 3 features to the CLI.']);

  it('names the word of the other value, not a word of the subject the version and values share', () => {
    expect(verdict('Quill 2.4 brought 3 features to the parser.', notes)).toEqual([
      'neutral',
      'the claim says "3" of "parser", which the source says of 12 ("Quill 2.4 brought 12 fixes to the parser and 3 features to the CLI."); no check here can judge which value it means',
    ]);
  });
});

describe('a leader compared with another row by a difference', () => {
  const servers = json('results.json', [
    { name: 'alpha', requests: '51000.5', latency: '18.2' },
    { name: 'beta', requests: '48000.0', latency: '19.9' },
    { name: 'gamma', requests: '31000.2', latency: '30.1' },
    { name: 'delta', requests: '12000.9', latency: '79.3' },
  ]);

  it('is not refuted by its own row: the superlative is left to a person', () => {
    expect(verdict('alpha serves the most requests, 3000.5 more than beta.', servers)).toEqual([
      'neutral',
      'the claim says "most", which needs a comparison across the source that no check here can make',
    ]);
  });
});
