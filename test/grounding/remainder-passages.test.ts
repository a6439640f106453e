// What the rest of a claim is read against once its values hold: a release's entries, the closest passage, and bounds and trends.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { needs, notesLines, readmeLines } from './fixtures.js';

describe("a release heading's entries", () => {
  it('refutes a removal the release only deprecates, naming the entry', () => {
    const log = readmeLines(
      [
        '# Changelog',
        '',
        '## [2.3.0] - 2025-09-14',
        '',
        '- Deprecate the old parser',
        '',
        '## [2.2.0] - 2025-03-30',
        '',
        '- Add a JSON exporter',
      ],
      'CHANGELOG.md',
    );
    const r = assessDeterministic('Version 2.3.0 removed the old parser.', log);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the source says this is deprecated, not removed (CHANGELOG.md:5)');
    expect(assessDeterministic('Version 2.3.0 deprecated the old parser.', log).support).toBe('supported');
  });
});

describe('the passage a superlative is looked for in', () => {
  const claim = 'Rust had the most bugs, 12.';

  it('does not take "most" from another paragraph of the same section', () => {
    const doc = readmeLines([
      '# Languages',
      '',
      '## Bugs',
      '',
      'Rust: 12 bugs',
      '',
      'Go is the most used language here.',
    ]);
    const r = assessDeterministic(claim, doc);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(needs('most'));
  });

  it('does not take "most" from another line of a text', () => {
    const notes = notesLines(['Rust: 12 bugs', 'Go is the most used language here.']);
    const r = assessDeterministic(claim, notes);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(needs('most'));
  });
});

describe('a status given by a field', () => {
  it('refutes as done a change a "Planned" field gives', () => {
    const plans = notesLines(['Planned: drop the old parser in version 3.0']);
    const r = assessDeterministic('Version 3.0 dropped the old parser.', plans);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the source lists this under "Planned" (planned), not as a released change (notes.txt:1)');
  });
});

describe('"only" before the word of a field', () => {
  const description = {
    uri: 'DESCRIPTION',
    mediaType: 'text/plain',
    text: 'Package: dplyr\nSuggests:\n    ggplot2,\n    dbplyr,\n    RSQLite\n',
    title: '',
  };

  it('reads "are only suggested" as the field', () => {
    const r = assessDeterministic(
      'Three more packages are only suggested, among them ggplot2 and dbplyr.',
      description,
    );
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states Three (DESCRIPTION:2)');
  });

  it('leaves "only" open after a word that is not a form of "be"', () => {
    for (const claim of [
      'Three more packages became only suggested, among them ggplot2 and dbplyr.',
      'Three more packages are maybe only suggested, among them ggplot2 and dbplyr.',
      'ggplot2 is only one of three packages suggested.',
      'Three more packages are only suggested, among them only ggplot2 and dbplyr.',
    ]) {
      const r = assessDeterministic(claim, description);
      expect(r.support, claim).toBe('neutral');
      expect(r.rule, claim).toBe(needs('only'));
    }
  });

  it('leaves open an "only" that no field names', () => {
    const log = readmeLines(
      ['# Changelog', '', '## [2.3.0] - 2025-09-14', '', '- A streaming decoder'],
      'CHANGELOG.md',
    );
    const r = assessDeterministic('Version 2.3.0 added the only streaming decoder.', log);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(needs('only'));
  });
});

describe('a trend beside a value', () => {
  const claim = 'Rust had a 56% share in 2021, and its share kept rising.';

  it('supports a trend the passage says in the same words', () => {
    const r = assessDeterministic(claim, notesLines(['Rust had a 56% share in 2021, and its share kept rising.']));
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 56% (notes.txt:1), 2021 (notes.txt:1)');
  });

  it('supports a trend the closest passage says, apart from the value', () => {
    const r = assessDeterministic(claim, notesLines(['Rust: 56% in 2021', 'Its share kept rising.']));
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 56% (notes.txt:1), 2021 (notes.txt:1)');
  });

  it('reads the trend in the first of two equally close passages of the same length', () => {
    const notes = notesLines(['Rust: 56% in 2021', 'Its share kept rising.', 'Rust kept a big share.']);
    const r = assessDeterministic(claim, notes);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 56% (notes.txt:1), 2021 (notes.txt:1)');
  });

  it('leaves open a trend no passage says', () => {
    const r = assessDeterministic(claim, notesLines(['Rust had a 56% share in 2021.']));
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(needs('kept rising'));
  });

  it('checks a trend said with a value (even one closing the claim, or bound by a word) by that value', () => {
    const users = notesLines(['Users: 5,200']);
    for (const claim of [
      'Users kept rising to 5,200',
      'Users kept growing to only 5,200.',
      'Users kept growing to 5,200 in all.',
    ]) {
      const r = assessDeterministic(claim, users);
      expect(r.support, claim).toBe('supported');
      expect(r.rule, claim).toBe('the source states 5,200 (notes.txt:1)');
    }
  });
});
