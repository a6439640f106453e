/** @module test/grounding/real-sources: Tier 1 on the sample blog's claims against the pinned sources in ledger/sources, read from disk. */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSources, readSourceRegistry } from '../../src/adapters/project-files.js';
import type { LoadedSource } from '../../src/core/model.js';
import { assessDeterministic } from '../../src/grounding/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const registry = readSourceRegistry(root);
const { loaded, findings } = loadSources(root, registry.sources, registry.lines);

function pinned(id: string): LoadedSource {
  const source = loaded.get(id);
  if (!source) throw new Error(`source ${id} is not registered or its pinned copy does not match its SHA-256`);
  return source;
}

const bench = 'ledgerdb-bench-2026-10';
const co2 = 'office-co2-2026-q3';
const changelog = 'quill-changelog';
const incident = 'incident-2026-08';

describe('the pinned sample sources', () => {
  it('load and match their registered SHA-256', () => {
    expect(findings).toEqual([]);
    for (const id of [bench, co2, changelog, incident]) expect(loaded.has(id)).toBe(true);
  });
});

describe('claims of the sample posts that their sources support', () => {
  const cases: [string, string, string][] = [
    // A: each number aligns with its own key: 32 GiB with memory_gib, 8 core with cores.
    [
      'A',
      bench,
      'The benchmark ran the same insert workload against both versions on an 8 core machine with 32 GiB of memory',
    ],
    // B: a key's unit suffix (_ms) gives its value the unit.
    ['B', bench, 'The median write took 4.8 ms before the change and 3.1 ms after it'],
    ['B', bench, 'the p99 write fell from 19.6 ms to 11.2 ms'],
    // C: "5 iterations" aligns with iterations, "3 correctness checks" with checks_passed.
    ['C', bench, 'Each version ran 5 iterations of the workload, and all 3 correctness checks of the suite passed'],
    ['-', bench, 'the baseline handled 41,200 writes per second and the candidate 58,900 writes per second'],
    // D: a CSV column whose value is the same on every row.
    ['D', co2, 'Each sensor logged readings on 64 working days'],
    // E: a header's number (hours_above_1000_ppm) is a key, never a rival value.
    ['E', co2, 'The quiet room had a median of 540 ppm and a peak of 890 ppm'],
    ['E', co2, 'The open-plan area sat at a median of 610 ppm'],
    [
      'E',
      co2,
      'The north meeting room had a median of 720 ppm, but it peaked at 1840 ppm and spent 41 hours above 1000 ppm',
    ],
    // F: a Markdown heading and its list items form a section; the heading states version and date.
    ['F', changelog, 'Quill 2.4.0 was released on 3 November 2026'],
    ['-', changelog, 'It fixes 17 crash reports from the 2.3 series'],
    ['-', changelog, 'It also drops support for macOS 12'],
    ['-', incident, 'Readers reported the error within 2 hours'],
    ['-', incident, 'In August a post quoted a storage price that the vendor had changed three weeks earlier'],
  ];
  for (const [tag, id, claimText] of cases) {
    it(`${tag}: "${claimText}" is supported by ${id}`, () => {
      const r = assessDeterministic(claimText, pinned(id));
      expect(r.support, r.rule).toBe('supported');
      expect(r.unmatched).toEqual([]);
    });
  }

  it('F: the passage that supports the release date is the 2.4.0 section', () => {
    const r = assessDeterministic('Quill 2.4.0 was released on 3 November 2026', pinned(changelog));
    expect(r.passage?.text).toContain('2.4.0 (2026-11-03)');
    expect(r.passage?.text).not.toContain('2.3.2');
  });
});

describe('the same sources do not support a wrong value', () => {
  const cases: [string, string, string, string | undefined][] = [
    // Aligned with both runs' writes per second, it is refuted by them, naming each with its place.
    [bench, 'Throughput rose to 72,000 writes per second', 'refuted', undefined],
    // A change ("rose from X to Y") is two values, not a range that any value between them satisfies.
    [bench, 'writes per second rose from 41,000 to 59,000', 'refuted', undefined],
    [
      bench,
      'the baseline handled 41,000 writes per second and the candidate 59,000 writes per second',
      'refuted',
      undefined,
    ],
    [bench, 'The benchmark ran on a 32 core machine', 'refuted', undefined],
    [
      bench,
      'The benchmark ran the same insert workload on an 8 core machine with 64 GiB of memory',
      'refuted',
      undefined,
    ],
    [bench, 'The median write took 19.6 ms before the change', 'refuted', undefined],
    [bench, 'Each version ran 3 iterations of the workload', 'refuted', undefined],
    [bench, 'All 5 correctness checks of the suite passed', 'refuted', undefined],
    [co2, 'The quiet room had a median of 890 ppm', 'refuted', undefined],
    [co2, 'The open-plan area sat at a median of 1000 ppm', 'refuted', undefined],
    [co2, 'The north meeting room spent 6 hours above 1000 ppm', 'refuted', undefined],
    [co2, 'Each sensor logged readings on 60 working days', 'refuted', undefined],
    [changelog, 'Quill 2.4.0 was released on 18 September 2026', 'refuted', undefined],
    [changelog, 'Quill 2.4.1 was released on 3 November 2026', 'refuted', undefined],
  ];
  for (const [id, claimText, expected, unmatched] of cases) {
    it(`"${claimText}" against ${id} is ${expected}`, () => {
      const r = assessDeterministic(claimText, pinned(id));
      expect(r.support, r.rule).toBe(expected);
      if (unmatched) expect(r.unmatched).toContain(unmatched);
    });
  }
});
