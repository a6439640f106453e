// Values a claim works out from two source values (a difference, a change, a ratio, a share, days between dates, a count times a duration): which pairs are tried, and what each claim's words ask of them.
import { describe, expect, it } from 'vitest';
import { readClaim, type ClaimFact } from '../../src/grounding/claim-facts.js';
import { deriveValue, isSpeed, type Chosen } from '../../src/grounding/derived.js';
import { sourceModel, type SourceFact, type SourceModel } from '../../src/grounding/source-facts.js';
import { md as markdown, verdict } from './fixtures.js';

const md = (uri: string, lines: string[]): SourceModel =>
  sourceModel({ uri, mediaType: 'text/markdown', text: lines.join('\n'), title: '' });

/** The claim's value with the words the claim gives it (the first number that asks for a worked-out value). */
function claimed(text: string, nth = 0): ClaimFact {
  const fact = readClaim(text).facts.filter((f) => f.value.kind === 'quantity')[nth];
  if (!fact) throw new Error(`no value in ${text}`);
  return fact;
}

/** A value of the source by how it labels it ("Wins" of the row "alpha") or by its sentence and text. */
function cell(model: SourceModel, label: string, text?: string): SourceFact {
  const found = model.facts.find(
    (f) =>
      f.value.kind === 'quantity' &&
      (f.label === label || f.label.startsWith(label)) &&
      (text === undefined || (f.text === text && f.value.quantity.value === Number(text))),
  );
  if (!found) throw new Error(`no value ${label}`);
  return found;
}

const scored = (facts: readonly SourceFact[], score = 1) => facts.map((fact) => ({ fact, score }));

const chosenOf = (c: Partial<Chosen>): Chosen => ({
  facts: new Set(),
  earlier: new Set(),
  subject: false,
  ...c,
});

/** The same value with another number (a claim's range or a source's value set by hand). */
function withQuantity<T extends ClaimFact | SourceFact>(f: T, change: { value?: number; lo?: number; hi?: number }): T {
  if (f.value.kind !== 'quantity') throw new Error('not a quantity');
  const q = f.value.quantity;
  return { ...f, value: { kind: 'quantity', quantity: { ...q, ...change } } };
}

const season = md('SEASON.md', [
  '# Season',
  '',
  '| Team | Wins | Losses |',
  '|------|------|--------|',
  '| alpha | 40 | 20 |',
  '| beta | 20 | 40 |',
  '| gamma | 10 | 5 |',
  '| delta | 20 | 30 |',
  '',
  '# Last season',
  '',
  '| Team | Wins |',
  '|------|------|',
  '| alpha | 80 |',
  '| beta | 50 |',
]);
const wins = (team: string) => cell(season, `"Wins" of the row "${team}"`);
const lastSeason = cell(season, '"Wins" of the row "alpha"', '80');

const speeds = md('SPEEDS.md', [
  '# Speeds',
  '',
  '| Name | Speed |',
  '|------|-------|',
  '| alpha | 20 GB/s |',
  '| beta | 10 GB/s |',
  '| gamma | 1 GB/s |',
  '| 1.0.0 | 1 GB/s |',
]);
const speed = (row: string) => cell(speeds, `"Speed" of the row "${row}"`);

describe('which values a worked-out value is tried from', () => {
  it('needs two numbers: a name among the aligned values is no operand', () => {
    const twice = claimed('Alpha is twice as fast as beta.');
    const name = speeds.facts.find((f) => f.value.kind === 'name') as SourceFact;
    expect(deriveValue(twice, scored([speed('alpha'), name]))).toBeUndefined();
    expect(deriveValue(twice, scored([speed('alpha'), speed('beta')]))).toMatchObject({ match: true });
  });

  it('leaves out a value that is no finite number', () => {
    const twice = claimed('Alpha is twice as fast as beta.');
    const endless = withQuantity(speed('beta'), { value: Infinity });
    expect(deriveValue(twice, scored([speed('alpha'), endless]))).toBeUndefined();
  });

  it('compares the rows the claim names whole, not a third row that would make the value', () => {
    const twenty = claimed('Beta was tested too, and alpha is twenty times as fast.');
    const all = [speed('alpha'), speed('beta'), speed('gamma'), speed('1 GB/s')];
    const r = deriveValue(twenty, scored(all));
    expect(r?.match).toBe(false);
    expect(r?.from).toEqual([speed('alpha'), speed('beta')]);
    // Naming one row only leaves every aligned value in play.
    const one = claimed('Alpha is twenty times as fast.');
    expect(deriveValue(one, scored(all))).toMatchObject({ match: true, from: [speed('alpha'), speed('gamma')] });
  });

  it('names a record whole by its words, whatever versions it also gives', () => {
    const records = sourceModel({
      uri: 'bench.json',
      mediaType: 'application/json',
      title: '',
      text: JSON.stringify([
        { name: 'alpha', version: '1.2.0', speed: 20 },
        { name: 'beta', version: '2.0.0', speed: 10 },
        { name: 'gamma', version: '3.0.0', speed: 1 },
      ]),
    });
    const all = records.facts.filter((f) => f.value.kind === 'quantity' && f.label.startsWith('speed'));
    expect(all.map((f) => f.text)).toEqual(['20', '10', '1']);
    expect(all[0]?.row).toContain('v:1.2');
    const twenty = claimed('Beta was tested too, and alpha is twenty times as fast.');
    expect(deriveValue(twenty, scored(all))?.match).toBe(false);
  });

  it('tries the best-aligned values first, and no more than six of them', () => {
    const table = md('SCORES.md', [
      '# Scores',
      '',
      '| Name | Points |',
      '|------|--------|',
      ...['r1 | 11', 'r2 | 13', 'r3 | 17', 'r4 | 19', 'r5 | 23', 'r6 | 29', 'r7 | 80', 'r8 | 40'].map(
        (r) => `| ${r} |`,
      ),
    ]);
    const points = (row: string) => cell(table, `"Points" of the row "${row}"`);
    const twice = claimed('It scored twice the points.');
    const rest = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'].map(points);
    const best = [...scored(rest, 1), ...scored([points('r7'), points('r8')], 3)];
    expect(deriveValue(twice, best)).toMatchObject({ match: true, from: [points('r7'), points('r8')] });
    const worst = [...scored(rest, 3), ...scored([points('r7'), points('r8')], 1)];
    const r = deriveValue(twice, worst);
    expect(r?.match).toBe(false);
    expect(r?.from).toHaveLength(2);
  });

  it('never compares a value with itself', () => {
    const once = withQuantity(claimed('Alpha is twice as fast as beta.'), { value: 1, lo: 1, hi: 1 });
    expect(deriveValue(once, scored([speed('alpha'), speed('beta')]))?.match).toBe(false);
  });

  it('compares only values of one dimension', () => {
    const table = md('HASH.md', [
      '# Hash',
      '',
      '| Name | Speed | Memory |',
      '|---|---|---|',
      '| omega | 20 GB/s | 10 GB |',
    ]);
    const twice = claimed('Omega is twice as fast.');
    const r = deriveValue(twice, scored([cell(table, '"Speed"'), cell(table, '"Memory"')]));
    expect(r?.match).toBe(false);
  });

  it("counts a value at the very edge of the claim's range as inside it", () => {
    const twice = claimed('Alpha is twice as fast as beta.');
    const pair = scored([speed('alpha'), speed('beta')]);
    expect(deriveValue(withQuantity(twice, { lo: 2 + 1e-9, hi: 3 }), pair)?.match).toBe(true);
    expect(deriveValue(withQuantity(twice, { lo: 1, hi: 2 - 1e-9 }), pair)?.match).toBe(true);
    expect(deriveValue(withQuantity(twice, { lo: 2.001, hi: 3 }), pair)?.match).toBe(false);
  });
});

describe('numbers of prose and of other tables', () => {
  const notes = md('NOTES.md', [
    '# Parser',
    '',
    'The parser takes 40 ms.',
    '',
    'The printer takes 20 ms.',
    '',
    '- The server handles 40 requests.',
    '- The client sent 20 requests.',
    '',
    '# Timings',
    '',
    '| Step | Time |',
    '|------|------|',
    '| lexer | 20 ms |',
    '| writer | 80 ms |',
  ]);
  const parser = cell(notes, 'The parser');
  const printer = cell(notes, 'The printer');
  const server = cell(notes, 'The server');
  const client = cell(notes, 'The client');
  const lexer = cell(notes, '"Time" of the row "lexer"');
  const writer = cell(notes, '"Time" of the row "writer"');
  const twice = claimed('It takes twice as long.');

  it('compares two sentences only when the author pointed at both', () => {
    expect(deriveValue(twice, scored([parser, printer]))?.match).toBe(false);
    const one = chosenOf({ facts: new Set([parser]) });
    expect(deriveValue(twice, scored([parser, printer]), [], one)?.match).toBe(false);
    const both = chosenOf({ facts: new Set([parser, printer]) });
    expect(deriveValue(twice, scored([parser, printer]), [], both)?.match).toBe(true);
  });

  it('compares two list items only when the author pointed at both', () => {
    expect(deriveValue(twice, scored([server, client]))?.match).toBe(false);
  });

  it('takes two values an earlier claim referred to when the claim names each by two of its words', () => {
    const earlier = chosenOf({ earlier: new Set([writer]) });
    expect(deriveValue(twice, scored([parser, printer], 2), [], earlier)?.match).toBe(true);
    expect(deriveValue(twice, scored([parser, printer], 1), [], earlier)?.match).toBe(false);
  });

  it('takes the row the claim names as the subject over a sentence', () => {
    const more = claimed('The writer takes 40 ms more than the parser.');
    const both = chosenOf({ facts: new Set([parser, writer]) });
    expect(deriveValue(more, scored([parser, writer]), [], both)?.match).toBe(true);
  });

  it('compares a sentence with a table cell only when the author pointed at both', () => {
    expect(deriveValue(twice, scored([parser, lexer]))?.match).toBe(false);
  });

  it('compares a pointed-at sentence with a cell of another section, either way round', () => {
    const prose = chosenOf({ facts: new Set([parser, lexer]), earlier: new Set([parser]) });
    expect(deriveValue(twice, scored([parser, lexer]), [], prose)).toMatchObject({
      match: true,
      from: [parser, lexer],
    });
    const table = chosenOf({ facts: new Set([writer, parser]), earlier: new Set([parser]) });
    expect(deriveValue(twice, scored([writer, parser]), [], table)).toMatchObject({
      match: true,
      from: [writer, parser],
    });
  });
});

describe('which cells of tables make a pair', () => {
  it('compares two columns of one row', () => {
    const twice = claimed('Alpha has twice as many wins as losses.');
    const losses = cell(season, '"Losses" of the row "alpha"');
    expect(deriveValue(twice, scored([wins('alpha'), losses]))?.match).toBe(true);
  });

  it('compares a value referred back to only with the same column', () => {
    const twice = claimed('That is twice its losses.');
    const losses = cell(season, '"Losses" of the row "alpha"');
    const back = chosenOf({ facts: new Set([wins('alpha')]), earlier: new Set([wins('alpha')]) });
    expect(deriveValue(twice, scored([wins('alpha'), losses]), [], back)?.match).toBe(false);
  });

  it('compares two rows in one column, not across columns', () => {
    const twice = claimed('Beta has twice as many losses as gamma has wins.');
    const losses = cell(season, '"Losses" of the row "beta"');
    expect(deriveValue(twice, scored([losses, wins('gamma')]))?.match).toBe(false);
  });

  it('compares two rows of one table only, not rows of two sections', () => {
    const twice = claimed('Alpha won twice as many games.');
    expect(deriveValue(twice, scored([lastSeason, wins('alpha')]))?.match).toBe(false);
  });

  it('starts from the row the claim refers back to', () => {
    const twice = claimed('That is twice as many wins.');
    const fromGamma = chosenOf({ record: wins('gamma').record });
    expect(deriveValue(twice, scored([wins('alpha'), wins('delta')]), [], fromGamma)?.match).toBe(false);
    const fromBeta = chosenOf({ record: wins('beta').record });
    expect(deriveValue(twice, scored([wins('alpha'), wins('beta')]), [], fromBeta)).toMatchObject({
      match: true,
      from: [wins('alpha'), wins('beta')],
    });
  });

  it('says "faster" only of speeds and times', () => {
    const more = claimed('Alpha has 20 more wins than beta.');
    expect(deriveValue(more, scored([wins('alpha'), wins('beta')]))?.match).toBe(true);
    expect(deriveValue({ ...more, bySpeed: true }, scored([wins('alpha'), wins('beta')]))?.match).toBe(false);
  });

  it('says "faster" of a pair only when both are speeds', () => {
    const load = md('LOAD.md', [
      '# Load',
      '',
      '- The server handles 40 requests per second.',
      '- The client sent 20 requests.',
    ]);
    const [rate, count] = [cell(load, 'The server'), cell(load, 'The client')];
    const twice = { ...claimed('The server is twice as fast.'), bySpeed: true };
    const both = chosenOf({ facts: new Set([rate, count]) });
    expect(deriveValue(twice, scored([rate, count]), [], both)?.match).toBe(false);
  });

  it('reports the first two values it tried when none make the claim', () => {
    const r = deriveValue(
      claimed('Alpha has 7 more wins than the rest.'),
      scored([wins('alpha'), wins('beta'), wins('gamma')]),
    );
    expect(r).toEqual({
      match: false,
      from: [wins('alpha'), wins('beta')],
      why: 'the source does not state 7, and no two of the values it gives for this make it',
    });
  });
});

describe('what each kind of worked-out value is', () => {
  it('reads a change without a percent as a difference', () => {
    const more = claimed('Alpha has 20 more wins than beta.');
    expect(deriveValue({ ...more, cue: 'change' }, scored([wins('alpha'), wins('beta')]))?.match).toBe(true);
  });

  it('takes a change in percent only of a difference or a change', () => {
    const share = claimed('That is 100% of the wins.');
    expect(share.cue).toBe('share');
    expect(deriveValue(share, scored([wins('alpha'), wins('beta')]))?.match).toBe(false);
    const fifty = claimed('Alpha has 100 more wins than beta.');
    expect(deriveValue(fifty, scored([wins('alpha'), wins('beta')]))?.match).toBe(false);
  });

  it('takes a ratio only when the claim says "times"', () => {
    const more = claimed('Alpha has 4 more wins than gamma.');
    expect(deriveValue(more, scored([wins('alpha'), wins('gamma')]))?.match).toBe(false);
  });

  it('takes a share only of a share the claim gives in percent, of a larger whole', () => {
    const half = claimed('That is 50% of the wins.');
    expect(deriveValue(half, scored([wins('beta'), wins('alpha')]))?.match).toBe(true);
    expect(deriveValue({ ...half, cue: 'ratio' }, scored([wins('beta'), wins('alpha')]))?.match).toBe(false);
    expect(deriveValue(claimed('That is 50 of the wins.'), scored([wins('beta'), wins('alpha')]))?.match).toBe(false);
    expect(deriveValue(claimed('That is 200% of the wins.'), scored([wins('alpha'), wins('beta')]))?.match).toBe(false);
    expect(deriveValue(claimed('That is 100% of the wins.'), scored([wins('beta'), wins('delta')]))?.match).toBe(false);
  });

  it('keeps the sign of a share', () => {
    const double = claimed('That is 200% of the wins.');
    const below = withQuantity(wins('gamma'), { value: -40 });
    expect(deriveValue(double, scored([below, wins('delta')]))?.match).toBe(false);
  });

  it('asks for nothing when the claim is about dates but states no span of time', () => {
    const more = claimed('Alpha has 20 more wins than beta.');
    const r = deriveValue({ ...more, cue: 'interval' }, scored([wins('alpha'), wins('beta')]));
    expect(r?.match).toBe(false);
  });
});

describe('a change between two years', () => {
  const units = md('UNITS.md', [
    '# Units',
    '',
    '| Year | Units |',
    '|------|-------|',
    '| 2021 | 20 |',
    '| 2022 | 30 |',
    '',
    '| Region | Units |',
    '|--------|-------|',
    '| North | 30 |',
    '| South | 20 |',
    '',
    '| Year | Units |',
    '|------|-------|',
    '| 2019 | 20 |',
    '| 2019 | 30 |',
    '',
    '| Year | Units (2015 prices) |',
    '|------|---------------------|',
    '| 2016 | 30 |',
    '| 2017 | 20 |',
    '',
    '| Region | Units 2018 to 2019 | Units 2023 to 2024 |',
    '|--------|--------------------|--------------------|',
    '| East | 20 | 30 |',
    '| West | 5 | 5 |',
  ]);
  const of = (row: string, text: string, column = 'Units') => cell(units, `"${column}" of the row "${row}"`, text);
  const rose = claimed('Units rose by 50%.');
  const fell = claimed('Units fell by 10.');

  it('takes the later year less the earlier one', () => {
    expect(rose.moved).toBe(1);
    expect(deriveValue(rose, scored([of('2021', '20'), of('2022', '30')]))?.match).toBe(true);
    expect(deriveValue(claimed('Units fell by 50%.'), scored([of('2021', '20'), of('2022', '30')]))?.match).toBe(false);
  });

  it('checks no direction when either value has no year', () => {
    expect(deriveValue(rose, scored([of('North', '30'), of('2021', '20')]))?.match).toBe(true);
    expect(deriveValue(rose, scored([of('2022', '30'), of('South', '20')]))?.match).toBe(true);
    expect(deriveValue(rose, scored([of('North', '30'), of('South', '20')]))?.match).toBe(true);
  });

  it('checks no direction between two values of one year', () => {
    const [a, b] = units.facts.filter((f) => f.label === '"Units" of the row "2019"');
    expect(deriveValue(rose, scored([b as SourceFact, a as SourceFact]))?.match).toBe(true);
  });

  it("dates a value by its row's year before any year its column names", () => {
    const rows = [of('2016', '30', 'Units (2015 prices)'), of('2017', '20', 'Units (2015 prices)')];
    expect(deriveValue(claimed('Units rose by 10.'), scored(rows))?.match).toBe(false);
    expect(deriveValue(fell, scored(rows))?.match).toBe(true);
  });

  it('dates a value by its column only when the column names one year', () => {
    const east = [of('East', '20', 'Units 2018 to 2019'), of('East', '30', 'Units 2023 to 2024')];
    expect(deriveValue(fell, scored(east))?.match).toBe(true);
  });
});

describe('a count times what each one takes', () => {
  const spinner = md('SPINNER.md', [
    '# Spinner',
    '',
    'The spinner has 10 frames.',
    '',
    'Each frame lasts 80 ms.',
    '',
    'It comes in 4 colours.',
    '',
    'It shipped in version 2.1.0.',
  ]);
  const frames = cell(spinner, 'The spinner has');
  const each = cell(spinner, 'Each frame');
  const colours = cell(spinner, 'It comes in');
  const turn = claimed('Ten frames at 80 ms works out to 800 ms for one full turn.', 2);
  const pointedAt = (...facts: SourceFact[]) => chosenOf({ facts: new Set(facts) });

  it('multiplies the count by the duration the claim points at', () => {
    const r = deriveValue(turn, scored([frames, each]), [], pointedAt(frames, each));
    expect(r).toEqual({ match: true, from: [frames, each] });
  });

  it('uses only values the author pointed at', () => {
    const r = deriveValue(turn, scored([frames, each]), [], pointedAt(frames));
    expect(r).toEqual({
      match: false,
      from: [frames],
      why: 'the source does not state 800 ms, and the values the claim points at do not make it',
    });
  });

  it('reports only numbers, and no more than two of them', () => {
    const release = spinner.facts.find((f) => f.value.kind === 'version') as SourceFact;
    expect(release.text).toBe('2.1.0');
    const wrong = claimed('Ten frames at 80 ms works out to 900 ms for one full turn.', 2);
    const r = deriveValue(
      wrong,
      scored([release, frames, each, colours]),
      [],
      pointedAt(release, frames, each, colours),
    );
    expect(r?.match).toBe(false);
    expect(r?.from).toEqual([frames, each]);
  });

  it('needs a count among them', () => {
    const other = cell(md('OTHER.md', ['# Other', '', 'Each turn lasts 10 ms.']), 'Each turn');
    expect(deriveValue(turn, scored([each, other]), [], pointedAt(each, other))).toBeUndefined();
  });

  it('multiplies two counts, never a count by itself', () => {
    const forty = claimed('The 10 frames in 4 colours come to 40 in total.', 2);
    expect(forty.cue).toBe('product');
    expect(deriveValue(forty, scored([frames, colours]), [], pointedAt(frames, colours))?.match).toBe(true);
    const hundred = claimed('The 10 frames come to 100 in total.', 1);
    expect(deriveValue(hundred, scored([frames]), [], pointedAt(frames))?.match).toBe(false);
  });

  it('takes a product only inside the claimed range', () => {
    const less = claimed('Ten frames at 80 ms works out to 700 ms for one full turn.', 2);
    expect(deriveValue(less, scored([frames, each]), [], pointedAt(frames, each))?.match).toBe(false);
    const v = 10 * 0.08;
    const edge = (lo: number, hi: number) => withQuantity(turn, { lo, hi });
    expect(deriveValue(edge(v + 1e-9, 1), scored([frames, each]), [], pointedAt(frames, each))?.match).toBe(true);
    expect(deriveValue(edge(0.1, v - 1e-9), scored([frames, each]), [], pointedAt(frames, each))?.match).toBe(true);
  });
});

describe('days between two dates', () => {
  const changelog = md('CHANGELOG.md', [
    '# Changelog',
    '',
    '## 1.0.0 (2024-02-01)',
    '',
    '- First.',
    '',
    '## 1.0.1 (2024-02-10)',
    '',
    '- Fix.',
    '',
    '## 1.1.0 (2024-03-01)',
    '',
    '- Second.',
    '',
    '## 1.1.1 (2024-03-01)',
    '',
    '- Same day.',
    '',
    '## 1.3.0 (2024-05-11)',
    '',
    '- Third.',
    '',
    '## 1.2.0 (2026-05-12)',
    '',
    '- Later.',
  ]);
  const dates = changelog.facts.filter((f) => f.value.kind === 'date');
  const dated = (v: string) => dates.find((d) => d.key.includes(`v:${v}`)) as SourceFact;

  it('counts the days between the two releases the claim names', () => {
    const r = deriveValue(claimed('Version 1.1.0 came 29 days after 1.0.0.'), [], dates);
    expect(r).toEqual({ match: true, from: [dated('1'), dated('1.1')] });
    const wrong = deriveValue(claimed('Version 1.1.0 came 30 days after 1.0.0.'), [], dates);
    expect(wrong).toEqual({
      match: false,
      from: [dated('1'), dated('1.1')],
      refutes: true,
      why: 'the source dates 1.0.0 2024-02-01 and 1.1.0 2024-03-01, 29 days apart, not 30 days',
    });
  });

  it('asks for nothing without dates to count from', () => {
    expect(deriveValue(claimed('Version 1.1.0 came 29 days after 1.0.0.'), [])).toBeUndefined();
    expect(deriveValue(claimed('Version 3.0.0 came 29 days after 2.0.0.'), [], dates)).toBeUndefined();
    const earlier = chosenOf({ earlier: new Set([dated('1')]) });
    expect(deriveValue(claimed('Version 3.0.0 came 29 days after 2.0.0.'), [], dates, earlier)).toBeUndefined();
  });

  it('counts from the date an earlier claim gave', () => {
    const earlier = chosenOf({ earlier: new Set([dated('1')]) });
    const r = deriveValue(claimed('Version 1.1.0 followed 29 days later.'), [], dates, earlier);
    expect(r).toEqual({ match: true, from: [dated('1.1'), dated('1')] });
  });

  it('counts no days from a date without a day, or from what is no date', () => {
    const claim = claimed('Version 1.1.0 came 29 days after 1.0.0.');
    const first = dated('1');
    if (first.value.kind !== 'date') throw new Error('no date');
    const monthOnly = { ...first, value: { kind: 'date' as const, date: { ...first.value.date, day: undefined } } };
    expect(deriveValue(claim, [], [monthOnly, dated('1.1')])).toBeUndefined();
    const named = { ...first, value: { kind: 'name' as const, name: 'first' } };
    expect(deriveValue(claim, [], [named, dated('1.1')])).toBeUndefined();
  });

  it('refutes a release named first that came before when the claim says after, and the other way round', () => {
    expect(deriveValue(claimed('Version 1.0.0 came 29 days before 1.1.0.'), [], dates)?.match).toBe(true);
    expect(deriveValue(claimed('Versions 1.0.0 and 1.1.0 came 29 days apart.'), [], dates)?.match).toBe(true);
    expect(deriveValue(claimed('Versions 1.1.0 and 1.0.0 came 29 days apart.'), [], dates)?.match).toBe(true);
    expect(deriveValue(claimed('Version 1.0.0 came 29 days after 1.1.0.'), [], dates)).toEqual({
      match: false,
      from: [dated('1'), dated('1.1')],
      refutes: true,
      why: 'the source dates 1.0.0 2024-02-01, before 1.1.0 2024-03-01, not after it',
    });
    expect(deriveValue(claimed('Version 1.1.0 came 29 days before 1.0.0.'), [], dates)).toEqual({
      match: false,
      from: [dated('1.1'), dated('1')],
      refutes: true,
      why: 'the source dates 1.1.0 2024-03-01, after 1.0.0 2024-02-01, not before it',
    });
  });

  it('checks no order when the claim names only one end, or two releases of one day', () => {
    const earlier = chosenOf({ earlier: new Set([dated('1')]) });
    expect(deriveValue(claimed('Version 1.1.0 came 29 days before 9.0.0.'), [], dates, earlier)?.match).toBe(true);
    const later = chosenOf({ earlier: new Set([dated('1.1')]) });
    expect(deriveValue(claimed('Version 9.0.0 came 29 days after 1.0.0.'), [], dates, later)?.match).toBe(true);
    expect(deriveValue(claimed('Version 1.1.1 came 0 days after 1.1.0.'), [], dates)?.match).toBe(true);
  });

  it('reads a span in weeks, months or years to the nearest unit, and one in days exactly', () => {
    expect(deriveValue(claimed('Version 1.0.1 came a week after 1.0.0.'), [], dates)?.match).toBe(true);
    expect(deriveValue(claimed('Version 1.3.0 came three months after 1.0.0.'), [], dates)?.match).toBe(true);
    expect(deriveValue(claimed('Version 1.2.0 came two years after 1.0.0.'), [], dates)?.match).toBe(true);
    expect(deriveValue(claimed('Version 1.2.0 came nearly two years after 1.0.0.'), [], dates)?.match).toBe(false);
  });

  it('counts a span at the very edge of the claim as inside it', () => {
    const claim = claimed('Version 1.1.0 came 29 days after 1.0.0.');
    const days = 29 * 86400;
    expect(deriveValue(withQuantity(claim, { lo: days + 1e-6, hi: days + 1 }), [], dates)?.match).toBe(true);
    expect(deriveValue(withQuantity(claim, { lo: days - 1, hi: days - 1e-6 }), [], dates)?.match).toBe(true);
  });
});

describe('which way a comparison goes', () => {
  const diff = (claim: string, pair: SourceFact[], chosen?: Partial<Chosen>) =>
    deriveValue(claimed(claim), scored(pair), [], chosenOf(chosen ?? {}))?.match;

  it('takes the faster of two speeds as the larger', () => {
    expect(diff('Alpha is 10 GB/s faster than beta.', [speed('alpha'), speed('beta')])).toBe(true);
    expect(diff('Alpha is 10 GB/s slower than beta.', [speed('alpha'), speed('beta')])).toBe(false);
  });

  it('takes the row referred back to as the subject, whatever row the claim names', () => {
    const alpha = { record: wins('alpha').record };
    expect(diff('That is 20 more wins than beta.', [wins('alpha'), wins('beta')], alpha)).toBe(true);
    const beta = { record: wins('beta').record };
    expect(diff('That is 20 more wins than alpha.', [wins('alpha'), wins('beta')], beta)).toBe(false);
    expect(diff('That is 100% more wins than beta.', [wins('alpha'), wins('beta')], alpha)).toBe(true);
  });

  it('takes the value referred back to as the subject when the claim refers back', () => {
    const beta = { facts: new Set([wins('beta')]), earlier: new Set([wins('beta')]), subject: true };
    expect(diff('That is 20 more wins than alpha.', [wins('alpha'), wins('beta')], beta)).toBe(false);
    const alpha = { facts: new Set([wins('alpha')]), earlier: new Set([wins('alpha')]), subject: true };
    expect(diff('That is 20 more wins than beta.', [wins('beta'), wins('alpha')], alpha)).toBe(true);
  });

  it('takes the row named first as the subject when the claim does not refer back', () => {
    const beta = { facts: new Set([wins('beta')]), earlier: new Set([wins('beta')]) };
    expect(diff('Alpha has 20 more wins than beta.', [wins('alpha'), wins('beta')], beta)).toBe(true);
    expect(diff('Alpha has 100% more wins than beta.', [wins('alpha'), wins('beta')], { subject: true })).toBe(true);
    expect(diff('Beta has 100% more wins than alpha.', [wins('alpha'), wins('beta')])).toBe(false);
  });

  it('takes a row the claim names as the subject over one it does not', () => {
    expect(diff('Alpha has 100% more wins than last year.', [wins('alpha'), wins('beta')])).toBe(true);
    expect(diff('Beta has 100% more wins than last year.', [wins('alpha'), wins('beta')])).toBe(false);
  });

  it('places a row by the first of its words the claim says', () => {
    const teams = md('TEAMS.md', [
      '# Teams',
      '',
      '| Team | Wins |',
      '|---|---|',
      '| red lions | 40 |',
      '| blue | 20 |',
    ]);
    const pair = [cell(teams, '"Wins" of the row "red lions"'), cell(teams, '"Wins" of the row "blue"')];
    expect(diff('Red has 100% more wins than blue, say the lions.', pair)).toBe(true);
  });

  it('checks no direction between two rows the claim does not name', () => {
    expect(diff('It has 100% more wins than before.', [wins('alpha'), wins('beta')])).toBe(true);
  });
});

describe('what counts as a speed', () => {
  it('is a rate or a time, never a size or a name', () => {
    expect(isSpeed(speed('alpha'))).toBe(true);
    expect(isSpeed(cell(md('T.md', ['# T', '', 'It takes 5 ms.']), 'It takes'))).toBe(true);
    expect(isSpeed(cell(md('M.md', ['# M', '', 'It uses 5 MB.']), 'It uses'))).toBe(false);
    expect(isSpeed(speeds.facts.find((f) => f.value.kind === 'name') as SourceFact)).toBe(false);
  });
});

describe('a span to the release an earlier claim dated', () => {
  const log = markdown('CHANGELOG.md', [
    '# Changelog',
    '',
    '## 1.0.0 - 2024-03-01',
    '- First',
    '',
    '## 0.9.0 - 2024-03-11',
    '- Beta',
  ]);
  const before = ['Version 0.9.0 came out on 11 March 2024.'];

  it('holds the order the claim says: "followed ten days later" of a release ten days earlier is not passed', () => {
    expect(verdict('Version 1.0.0 followed ten days later.', log, before)[0]).toBe('neutral');
    // ("after 1.0.0" names the other end: the earlier claim's 0.9.0 came ten days after it.)
    expect(verdict('That came ten days after 1.0.0.', log, before)[0]).toBe('supported');
    expect(verdict('Version 1.0.0 came ten days earlier.', log, before)).toEqual([
      'supported',
      'the source states 1.0.0 (CHANGELOG.md:3), ten days (CHANGELOG.md:3)',
    ]);
  });
});
