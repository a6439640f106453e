// Claims with no values: the passage that states their words, roles in a row, and the release a change log lists a change under.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { notesLines, readmeLines } from './fixtures.js';

const notes = notesLines([
  'The old parser is deprecated and will be removed.',
  'The parser reads JSON.',
  'The old parser in the engine is deprecated.',
]);

describe('a passage that states the claim in the same words', () => {
  it('supports the same words, with nothing left unmatched', () => {
    const r = assessDeterministic('The parser reads JSON.', notes);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states this in the same words');
    expect(r.unmatched).toEqual([]);
  });

  it('refutes a negation of the same words', () => {
    const r = assessDeterministic('The parser does not read JSON.', notes);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the claim negates what the other states (notes.txt:2)');
    expect(r.unmatched).toEqual([]);
  });

  it('refutes a removal the passage gives as deprecated, when it says every word or most of them', () => {
    for (const [claim, line] of [
      ['The old parser was removed.', 1],
      ['The old parser was removed from the engine.', 3],
    ] as const) {
      const r = assessDeterministic(claim, notes);
      expect(r.support, claim).toBe('refuted');
      expect(r.rule, claim).toBe(`the source says this is deprecated, not removed (notes.txt:${line})`);
      expect(r.unmatched, claim).toEqual([]);
    }
  });

  it('leaves open a removal the closest passage shares only a few words of', () => {
    const r = assessDeterministic('The team removed the old parser from the fast new engine.', notes);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('no check here can judge this wording; the closest passage is shown');
  });

  it('leaves open an "only" the passage does not say', () => {
    for (const claim of ['Only the parser reads JSON.', 'The parser reads JSON only.']) {
      const r = assessDeterministic(claim, notes);
      expect(r.support, claim).toBe('neutral');
      expect(r.rule, claim).toBe(
        'the claim says "only", which needs a comparison across the source that no check here can make',
      );
    }
  });
});

describe('an opposite word, and the closest passage', () => {
  it('refutes the opposite word in a passage that says most of the claim, with nothing left unmatched', () => {
    const r = assessDeterministic(
      'The parser accepts duplicate keys in strict mode.',
      notesLines(['The parser rejects duplicate keys in strict mode.']),
    );
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the claim says "accepts" where the source says "rejects" (notes.txt:1)');
    expect(r.unmatched).toEqual([]);
  });

  it('shows the first of two passages that say as much of the claim, at the same length', () => {
    const r = assessDeterministic('Rust is fast, safe and small.', notesLines(['Rust is fast.', 'Rust is safe.']));
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('no check here can judge this wording; the closest passage is shown');
    expect(r.passage?.text).toBe('Rust is fast.');
  });
});

describe('roles in a row', () => {
  const game = readmeLines([
    '| Home team | Away team | Venue |',
    '|---|---|---|',
    '| Geelong | Hawthorn | Kardinia Park |',
  ]);

  it('does not support a name put in the column of another', () => {
    const r = assessDeterministic('Geelong was the away team.', game);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      'the claim puts "Geelong" under "Away team", but the source gives it in another column of that row',
    );
  });
});

describe('the release a change log lists a change under', () => {
  const log = readmeLines(
    [
      '# Changelog',
      '',
      '## [2.3.0] - 2025-09-14',
      '',
      '### Security fixes',
      '',
      '- Colour output for the CLI',
      '',
      '### Dependencies',
      '',
      '- Bump serde to 1.0.200',
      '',
      '## [2.2.1] - 2025-05-02',
      '',
      '### Fixed (3 issues)',
      '',
      '- Fix a memory leak in the tokenizer',
      '',
      '### Dependencies',
      '',
      '- Bump rand to 0.8.5 and fix a panic in the lexer',
      '',
      '## [2.2.0]',
      '',
      '- Add a JSON exporter',
      '',
      '## [2.1.0] - 2025-01-01',
      '',
    ],
    'CHANGELOG.md',
  );
  const of = (version: string, date: string) => [`Version ${version} came out on ${date}.`];
  const newest = of('2.3.0', '14 September 2025');

  it('names the release heading, not the heading of a kind of change inside it', () => {
    for (const [claim, line] of [
      ['It fixed a memory leak in the tokenizer.', 17],
      ['It bumped rand.', 21],
      ['It fixed a panic in the lexer.', 21],
    ] as const) {
      const r = assessDeterministic(claim, log, newest);
      expect(r.support, claim).toBe('refuted');
      expect(r.rule, claim).toBe(
        `the source lists this under "2.2.1 - 2025-05-02", not under "2.3.0 - 2025-09-14" (CHANGELOG.md:${line})`,
      );
      expect(r.unmatched, claim).toEqual([]);
    }
  });

  it('finds a release whose heading gives a version and no date', () => {
    const r = assessDeterministic('It added a JSON exporter.', log, newest);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the source lists this under "2.2.0", not under "2.3.0 - 2025-09-14" (CHANGELOG.md:25)');
  });

  it('does not put a change in another release on the strength of a few shared words', () => {
    const r = assessDeterministic('It fixed a memory leak in the parser.', log, newest);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('the source\'s entries under "2.3.0 - 2025-09-14" do not say this');
  });

  it('does not refute a change by the release the claim is about', () => {
    expect(assessDeterministic('It has security fixes.', log, newest).support).toBe('neutral');
  });

  it('leaves open a change of a release that lists nothing', () => {
    const r = assessDeterministic('It added offline search.', log, of('2.1.0', '1 January 2025'));
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('the source\'s entries under "2.1.0 - 2025-01-01" do not say this');
  });
});
