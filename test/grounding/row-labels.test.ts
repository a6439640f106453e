// Rows told apart by a number in their label ("run 0", "run-1"), a claim that refers back to such a row ("Its median
// latency ..."), and a change log whose releases each give a count ("Release 1.1.0 fixed 3 bugs").
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';

const runs = (label: (i: number) => string) => ({
  uri: 'runs.csv',
  mediaType: 'text/csv',
  title: 'Benchmark runs',
  text: [
    'run,batches,median_ms,date',
    ...[0, 1, 2].map((i) => `${label(i)},${100 + i},${i + 1}.${i},2026-01-0${i + 1}`),
    '',
  ].join('\n'),
});

const series = {
  uri: 'generation.csv',
  mediaType: 'text/csv',
  title: 'Generation by source',
  text: [
    'year,source,output',
    '2007-01-01,Fossil Fuels,41389',
    '2008-01-01,Fossil Fuels,42734',
    '2009-01-01,Fossil Fuels,38000',
    '2010-01-01,Fossil Fuels,42750',
    '2007-01-01,Wind,1000',
    '2008-01-01,Wind,2000',
    '',
  ].join('\n'),
};

const changelog = {
  uri: 'CHANGELOG.md',
  mediaType: 'text/markdown',
  title: 'Changelog',
  text: [
    '# Changelog',
    '',
    '## 1.1.0 - 2026-01-10',
    '',
    '- Fixed 3 bugs in the parser.',
    '- Added a flag.',
    '',
    '## 1.0.0 - 2026-01-01',
    '',
    '- Fixed 2 bugs in the parser.',
    '',
  ].join('\n'),
};

/** Keep a Changelog's shape: each release's entries under "### Added", "### Fixed". */
const keepAChangelog = {
  uri: 'CHANGES.md',
  mediaType: 'text/markdown',
  title: 'Changes',
  text: [
    '# Changelog',
    '',
    '## [2.0.0] - 2026-03-01',
    '',
    '### Fixed',
    '',
    '- Fixed 4 crashes in the importer.',
    '',
    '### Added',
    '',
    '- 2 new export formats.',
    '',
    '## [1.1.0] - 2026-01-10',
    '',
    '### Fixed',
    '',
    '- Fixed 3 crashes in the importer.',
    '',
  ].join('\n'),
};

type Source = Parameters<typeof assessDeterministic>[1];
const verdict = (claim: string, source: Source, context: string[] = []) => assessDeterministic(claim, source, context);

describe('rows named by a label with a number', () => {
  for (const [style, label] of [
    ['run 0', (i: number) => `run ${i}`],
    ['run-0', (i: number) => `run-${i}`],
  ] as const) {
    it(`finds the row the claim names whole (${style}), and refutes a value of another row`, () => {
      const source = runs(label);
      expect(verdict('Run 0 processed 100 batches.', source).support).toBe('supported');
      expect(verdict(`Run ${label(2)} had a median latency of 3.2 ms.`, source).support).toBe('supported');
      // "Took place" is when it happened, not a rank.
      expect(verdict('Run 1 took place on 2 January 2026.', source).support).toBe('supported');
      const wrong = verdict('Run 1 processed 102 batches.', source);
      expect(wrong.support).toBe('refuted');
      expect(wrong.rule).toBe(`the source gives 101 for "batches" of the row "${label(1)}" (runs.csv:3), not 102`);
    });
  }

  it('reads "its" as the row the claim before named, when that row has a label of its own', () => {
    const source = runs((i) => `run ${i}`);
    expect(verdict('Its median latency was 1.0 ms.', source, ['Run 0 processed 100 batches.']).support).toBe(
      'supported',
    );
    const wrong = verdict('Its median latency was 1.0 ms.', source, ['Run 2 processed 102 batches.']);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe('the source gives 3.2 for "median_ms" of the row "run 2" (runs.csv:4), not 1.0 ms');
    // Without the earlier claim, nothing says which run: several rows fit.
    expect(verdict('Its median latency was 1.0 ms.', source).support).toBe('neutral');
  });

  it('reads "its" after a row of a series ("Fossil Fuels" of every year) as the series, not that one row', () => {
    const after = verdict('Its peak came in 2010, at 42,750.', series, ['Fossil generation reached 42,734 in 2008.']);
    expect(after.support).not.toBe('refuted');
  });
});

describe('a change log whose releases each give a count', () => {
  it('reads a count under the release the claim names, and refutes it with that release’s own', () => {
    expect(verdict('Release 1.1.0 fixed 3 bugs in the parser.', changelog).support).toBe('supported');
    expect(verdict('Release 1.0.0 fixed 2 bugs in the parser.', changelog).support).toBe('supported');
    const wrong = verdict('Release 1.0.0 fixed 3 bugs in the parser.', changelog);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe('the source gives 2 for "Fixed 2 bugs in the parser." (CHANGELOG.md:10), not 3');
    // A count no release gives stays undecided: it names no value the source has.
    expect(verdict('Release 1.1.0 fixed 5 bugs in the parser.', changelog).support).not.toBe('supported');
  });
});

describe('a change log with "Added" and "Fixed" under each release', () => {
  it('reads an entry with the headings it sits under, and never takes a value from another release', () => {
    expect(verdict('Version 2.0.0 added 2 new export formats.', keepAChangelog).support).toBe('supported');
    const elsewhere = verdict('Version 1.1.0 added 2 new export formats.', keepAChangelog);
    expect(elsewhere.support).toBe('neutral');
    expect(elsewhere.rule).toBe('the source gives 2 under "2.0.0 - 2026-03-01", not under "1.1.0 - 2026-01-10"');
    expect(verdict('Version 1.1.0 fixed 4 crashes in the importer.', keepAChangelog).support).toBe('refuted');
    expect(verdict('Version 2.0.0 removed the legacy exporter.', keepAChangelog).support).not.toBe('supported');
  });
});
