// The passage a neutral verdict shows (bestUnitOf), and a wording claim checked against the passages that quote it (assessWording).
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { md, txt } from './fixtures.js';

const notes = txt('notes.txt', ['The parser handles nested quotes but not escapes.', '', 'Quotes are hard.', '']);

describe('the closest passage of a claim the source does not state', () => {
  it('is the one that shares most of its words, not a shorter one that shares fewer', () => {
    const r = assessDeterministic('The parser handles 12 nested quotes and escapes.', notes);
    expect([r.support, r.rule, r.passage?.text]).toEqual([
      'neutral',
      'the source does not state 12 (said of: parser, handles, nested, quotes)',
      'The parser handles nested quotes but not escapes.',
    ]);
  });

  it('is shown for a wording no passage gives in full', () => {
    const r = assessDeterministic('The parser handles nested quotes and escapes well.', notes);
    expect([r.support, r.rule, r.passage?.text]).toEqual([
      'neutral',
      'no check here can judge this wording; the closest passage is shown',
      'The parser handles nested quotes but not escapes.',
    ]);
  });
});

describe('a wording about a release of one entry', () => {
  const log = md('sources/CHANGELOG.md', [
    '# Changelog',
    '',
    '## [2.2.1] - 2025-05-02',
    '',
    '- Faster startup',
    '',
    '## [2.2.0] - 2025-03-30',
    '',
    '- Add a JSON exporter',
    '',
  ]);

  it('still asks for a comparison for a word of comparison other than "only"', () => {
    const r = assessDeterministic('It added the same JSON exporter.', log, [
      'Version 2.2.0 came out on 30 March 2025.',
    ]);
    expect([r.support, r.rule]).toEqual([
      'neutral',
      'the claim says "same", which needs a comparison across the source that no check here can make',
    ]);
  });
});
