// The order of a change log's releases: pre-releases part by part whichever way the log lists them, and two releases by their days, else by their versions.
import { describe, expect, it } from 'vitest';
import { releaseOrder } from '../../src/grounding/changelog.js';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { sourceModel, type SourceFact, type SourceModel } from '../../src/grounding/source-facts.js';
import { md } from './fixtures.js';

/** A change log of these releases, each a heading with one entry under it. */
const log = (...releases: [string, string][]) =>
  md(
    'CHANGELOG.md',
    releases.flatMap(([heading, entry]) => [`## ${heading}`, '', `- ${entry}`, '']),
  );

const verdictOf = (claim: string, source: ReturnType<typeof md>): [string, string] => {
  const r = assessDeterministic(claim, source);
  return [r.support, r.rule];
};

/** The rule that refutes "the latest release" of `claimed` by the newest release `newest` on line `line`. */
const newer = (newest: string, heading: string, claimed: string, line: number): string =>
  `the claim says "latest release", but the source's newest release is ${newest} (${heading}), not ${claimed} (CHANGELOG.md:${line})`;

describe('pre-releases of one version', () => {
  it('orders rc.9 before rc.10 in a log that lists the oldest first', () => {
    const ascending = log(['2.0.0-rc.9 - 2025-05-20', 'Fix a leak'], ['2.0.0-rc.10 - 2025-06-01', 'Fix a crash']);
    expect(verdictOf('The latest release is 2.0.0-rc.10.', ascending)).toEqual([
      'supported',
      'the source states 2.0.0-rc.10 (CHANGELOG.md:5)',
    ]);
    expect(verdictOf('The latest release is 2.0.0-rc.9.', ascending)).toEqual([
      'refuted',
      newer('2.0.0-rc.10', '2.0.0-rc.10 - 2025-06-01', '2.0.0-rc.9', 5),
    ]);
  });

  it('puts fewer parts before more ("rc" before "rc.1"), whichever comes first in the log', () => {
    for (const [source, line] of [
      [log(['3.0.0-rc.1', 'Freeze the API'], ['3.0.0-rc', 'New decoder']), 1],
      [log(['3.0.0-rc', 'New decoder'], ['3.0.0-rc.1', 'Freeze the API']), 5],
    ] as const) {
      expect(verdictOf('The latest release is 3.0.0-rc.1.', source)).toEqual([
        'supported',
        `the source states 3.0.0-rc.1 (CHANGELOG.md:${line})`,
      ]);
      expect(verdictOf('The latest release is 3.0.0-rc.', source)).toEqual([
        'refuted',
        newer('3.0.0-rc.1', '3.0.0-rc.1', '3.0.0-rc', line),
      ]);
    }
  });

  it('puts a number before a word ("alpha.1" before "alpha.beta"), whichever comes first in the log', () => {
    for (const [source, line] of [
      [log(['1.0.0-alpha.beta', 'Freeze the API'], ['1.0.0-alpha.1', 'New decoder']), 1],
      [log(['1.0.0-alpha.1', 'New decoder'], ['1.0.0-alpha.beta', 'Freeze the API']), 5],
    ] as const) {
      expect(verdictOf('The latest release is 1.0.0-alpha.beta.', source)).toEqual([
        'supported',
        `the source states 1.0.0-alpha.beta (CHANGELOG.md:${line})`,
      ]);
      expect(verdictOf('The latest release is 1.0.0-alpha.1.', source)).toEqual([
        'refuted',
        newer('1.0.0-alpha.beta', '1.0.0-alpha.beta', '1.0.0-alpha.1', line),
      ]);
    }
  });

  it('says a pre-release with a number came out before one with a word there, in an undated log', () => {
    const source = log(['1.0.0-alpha.beta', 'Freeze the API'], ['1.0.0-alpha.1', 'New decoder']);
    expect(verdictOf('Version 1.0.0-alpha.1 came out before 1.0.0-alpha.beta.', source)).toEqual([
      'supported',
      'the source states 1.0.0-alpha.1 (CHANGELOG.md:5), 1.0.0-alpha.beta (CHANGELOG.md:1)',
    ]);
  });

  it('orders words alphabetically ("alpha" before "beta"), whichever comes first in the log', () => {
    for (const [source, line] of [
      [log(['1.0.0-beta', 'Second'], ['1.0.0-alpha', 'First']), 1],
      [log(['1.0.0-alpha', 'First'], ['1.0.0-beta', 'Second']), 5],
    ] as const) {
      expect(verdictOf('The latest release is 1.0.0-beta.', source)).toEqual([
        'supported',
        `the source states 1.0.0-beta (CHANGELOG.md:${line})`,
      ]);
      expect(verdictOf('The latest release is 1.0.0-alpha.', source)).toEqual([
        'refuted',
        newer('1.0.0-beta', '1.0.0-beta', '1.0.0-alpha', line),
      ]);
    }
  });

  it('reads "beta2" as beta, 2: "beta.2.1" patches it', () => {
    const glued = log(['2.0.0-beta.2.1', 'Fix the fix'], ['2.0.0-beta2', 'New decoder']);
    expect(verdictOf('The latest release is 2.0.0-beta.2.1.', glued)).toEqual([
      'supported',
      'the source states 2.0.0-beta.2.1 (CHANGELOG.md:1)',
    ]);
    expect(verdictOf('The latest release is 2.0.0-beta2.', glued)).toEqual([
      'refuted',
      newer('2.0.0-beta.2.1', '2.0.0-beta.2.1', '2.0.0-beta2', 1),
    ]);
  });

  it('still tells apart two pre-releases whose parts are the same but written otherwise ("rc1" listed above "rc.1")', () => {
    const respelled = log(['2.0.0-rc1', 'Fix the fix'], ['2.0.0-rc.1', 'New decoder']);
    expect(verdictOf('The latest release is 2.0.0-rc1.', respelled)).toEqual([
      'supported',
      'the source states 2.0.0-rc1 (CHANGELOG.md:1)',
    ]);
    expect(verdictOf('The latest release is 2.0.0-rc.1.', respelled)).toEqual([
      'refuted',
      newer('2.0.0-rc1', '2.0.0-rc1', '2.0.0-rc.1', 1),
    ]);
  });
});

describe('two releases said to come one after the other', () => {
  it('orders two releases of one month by their days, a backport after the newer line', () => {
    const backport = log(
      ['1.4.2 - 2024-06-20', 'Backport a fix'],
      ['2.0.1 - 2024-06-15', 'Fix a crash'],
      ['2.0.0 - 2024-06-01', 'New API'],
    );
    expect(verdictOf('Version 1.4.2 came out after 2.0.1.', backport)).toEqual([
      'supported',
      'the source states 1.4.2 (CHANGELOG.md:1), 2.0.1 (CHANGELOG.md:5)',
    ]);
  });

  it('does not order releases by days without a year; a log listed newest first orders them', () => {
    const yearless = log(['1.1.0 (March 3)', 'Add colour'], ['1.0.0 (June 1)', 'First release']);
    expect(verdictOf('Version 1.1.0 came out after 1.0.0.', yearless)).toEqual([
      'supported',
      'the source states 1.1.0 (CHANGELOG.md:1), 1.0.0 (CHANGELOG.md:5)',
    ]);
  });

  it('orders by version when only one of the two releases is dated', () => {
    for (const source of [
      log(['1.1.0', 'Add colour'], ['1.0.0 - 2024-01-01', 'First release']),
      log(['1.1.0 - 2024-03-01', 'Add colour'], ['1.0.0', 'First release']),
    ]) {
      expect(verdictOf('Version 1.1.0 came out after 1.0.0.', source)).toEqual([
        'supported',
        'the source states 1.1.0 (CHANGELOG.md:1), 1.0.0 (CHANGELOG.md:5)',
      ]);
    }
    expect(
      verdictOf('Version 1.0.0 came out after 1.1.0.', log(['1.1.0', 'Add colour'], ['1.0.0 - 2024-01-01', 'First'])),
    ).toEqual([
      'refuted',
      'the source lists 1.0.0 as older than 1.1.0: 1.0.0 came out before it, not after (CHANGELOG.md:5)',
    ]);
  });

  it('orders two releases of one day by their versions', () => {
    const sameDay = log(['1.0.1 - 2024-01-01', 'Fix a typo'], ['1.0.0 - 2024-01-01', 'First release']);
    expect(verdictOf('Version 1.0.1 came out after 1.0.0.', sameDay)).toEqual([
      'supported',
      'the source states 1.0.1 (CHANGELOG.md:1), 1.0.0 (CHANGELOG.md:5)',
    ]);
    expect(verdictOf('Version 1.0.0 came out before 1.0.1.', sameDay)).toEqual([
      'supported',
      'the source states 1.0.0 (CHANGELOG.md:5), 1.0.1 (CHANGELOG.md:1)',
    ]);
  });

  it('does not order undated releases by version in a log that gives one version two headings', () => {
    const retagged = log(['1.2.0', 'Dark mode'], ['1.1.0', 'Re-tag'], ['1.1.0', 'Add colour'], ['1.0.0', 'First']);
    expect(verdictOf('Version 1.2.0 came out after 1.0.0.', retagged)).toEqual([
      'neutral',
      'the claim says 1.2.0 came out after 1.0.0, and the source gives no dates that order them',
    ]);
  });

  it('does not order undated releases by version when a backport is listed on top', () => {
    const backport = log(['1.4.2', 'Backport a fix'], ['2.0.1', 'Fix a crash'], ['2.0.0', 'New API']);
    expect(verdictOf('Version 1.4.2 came out after 2.0.1.', backport)).toEqual([
      'neutral',
      'the claim says 1.4.2 came out after 2.0.1, and the source gives no dates that order them',
    ]);
  });
});

describe('releaseOrder', () => {
  const model: SourceModel = sourceModel(
    log(
      ['2.0.0 (formerly 1.9.0) - 2024-03-01', 'Fix a regression from 1.0.0'],
      ['1.0.0 - 2024-01-01', 'First release'],
    ),
  );
  const find = (text: string, kind: string, unit: string): SourceFact => {
    const f = model.facts.find((x) => x.text === text && x.value.kind === kind && x.unit.kind === unit);
    if (!f) throw new Error(`no ${kind} ${text} in a ${unit}`);
    return f;
  };
  const v200 = find('2.0.0', 'version', 'heading');
  const v190 = find('1.9.0', 'version', 'heading');
  const v100 = find('1.0.0', 'version', 'heading');
  const named100 = find('1.0.0', 'version', 'item');
  const d100 = find('2024-01-01', 'date', 'heading');
  const d200 = find('2024-03-01', 'date', 'heading');

  it('orders two release headings by their dates', () => {
    const order = releaseOrder(v200, v100, model);
    expect(order?.dates).toEqual(['2024-03-01', '2024-01-01']);
    expect(Math.sign(order?.order ?? 0)).toBe(1);
  });

  it('orders only versions, and only of two places', () => {
    expect(releaseOrder(d200, v100, model)).toBeUndefined();
    expect(releaseOrder(v200, d100, model)).toBeUndefined();
    expect(releaseOrder(v200, v190, model)).toBeUndefined();
  });

  it('gives no order between a version an entry names and the release of that version', () => {
    expect(releaseOrder(named100, v100, model)).toBeUndefined();
  });
});

describe('pre-releases compared word by word', () => {
  it('puts "rc.pre.view" (pre before preview) before "RC.preview", whatever the case of the letters', () => {
    const model = sourceModel(log(['3.0.0-RC.preview', 'Freeze the API'], ['3.0.0-rc.pre.view', 'New decoder']));
    const [top, below] = model.facts.filter((f) => f.value.kind === 'version' && f.unit.kind === 'heading');
    expect([top?.text, below?.text]).toEqual(['3.0.0-RC.preview', '3.0.0-rc.pre.view']);
    if (!top || !below) return;
    expect(releaseOrder(top, below, model)).toEqual({ order: 1 });
    expect(releaseOrder(below, top, model)).toEqual({ order: -1 });
  });
});
