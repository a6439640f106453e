// How the structure of a cited source (lines, headings, fields, lists, tables, JSON records) decides what each value is and where it is.
import { beforeEach, describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { forgetAll } from '../../src/grounding/memo.js';
import { sourceModel, type SourceModel } from '../../src/grounding/source-facts.js';
import { at, counts, fact, factsOf, units, valueOf } from './fixtures.js';

const text = (t: string, title = '') => ({ uri: 'notes.txt', mediaType: 'text/plain', text: t, title });
const md = (t: string, title = '') => ({ uri: 'README.md', mediaType: 'text/markdown', text: t, title });
const csv = (t: string) => ({ uri: 'data.csv', mediaType: 'text/csv', text: t, title: '' });
const json = (t: string, title = '') => ({ uri: 'data.json', mediaType: 'application/json', text: t, title });

/** The section a heading opens. */
const sectionOf = (m: SourceModel, heading: string) =>
  m.units.find((u) => u.kind === 'heading' && u.text === heading)?.section;

beforeEach(() => forgetAll());

describe('reading a source once', () => {
  it('keeps the reading of a source object while many other sources are read', () => {
    const source = text('Contributors: 38\n');
    const first = sourceModel(source);
    for (let k = 0; k < 300; k += 1) sourceModel(text(`Filler ${k}: ${k}\n`));
    expect(sourceModel(source)).toBe(first);
  });

  it('reads a source with no title and one with an empty title alike', () => {
    const body = 'Spinners: 12\n';
    const untitled = sourceModel({ uri: 'notes.txt', mediaType: 'text/plain', text: body });
    expect(sourceModel(text(body))).toBe(untitled);
  });
});

describe('lines, blank lines and rules', () => {
  it('ends a paragraph at a blank line, also one holding only spaces', () => {
    expect(units(sourceModel(text('Latency was 12 ms\n\nThroughput was 400 rps\n')))).toEqual([
      'sentence: Latency was 12 ms',
      'sentence: Throughput was 400 rps',
    ]);
    expect(units(sourceModel(text('Latency was 12 ms\n   \nThroughput was 400 rps\n')))).toEqual([
      'sentence: Latency was 12 ms',
      'sentence: Throughput was 400 rps',
    ]);
  });

  it('reads a line that only starts or ends with a comment or dashes as text', () => {
    const m = sourceModel(md('Builds take 7 minutes <!-- measured on CI -->\n\n<!-- ci --> Tests take 2 minutes\n'));
    expect(m.facts.map(valueOf)).toEqual(['q:420', 'q:120']);
    const dashes = sourceModel(text('Queue depth --- 40 jobs\n\n--- 12 files changed\n'));
    expect(dashes.facts.map(valueOf)).toEqual(['q:40', 'q:12']);
  });

  it('opens a fence only with a line that starts with one', () => {
    const m = sourceModel(md('Inline ```code``` here.\nBuilds take 7 minutes.\n'));
    expect(m.facts.map(valueOf)).toEqual(['q:420']);
    const indented = sourceModel(md('  ```\n  Build time: 99 minutes\n  ```\nBuilds take 7 minutes.\n'));
    expect(indented.facts.map(valueOf)).toEqual(['q:420']);
  });

  it('reads a line whose next line only starts or ends with "===" or "---" as no heading', () => {
    const run = sourceModel(text('Ran 12 tests\n=== RUN   TestParse\n'));
    expect(run.units.some((u) => u.kind === 'heading')).toBe(false);
    const tail = sourceModel(text('Shipped 4 releases\nthen froze ---\n'));
    expect(tail.units.some((u) => u.kind === 'heading')).toBe(false);
  });

  it('reads an underline with spaces after it as an underline', () => {
    const m = sourceModel(text('Summary\n=======   \nReleases: 4\n'));
    expect(units(m)).toEqual(['heading: Summary', 'field: Releases: 4']);
    expect(sectionOf(m, 'Summary')?.level).toBe(1);
    const two = sourceModel(text('Details\n-------\nReleases: 4\n'));
    expect(sectionOf(two, 'Details')?.level).toBe(2);
  });

  it('places a heading on its own line', () => {
    const source = text('Intro text.\n\nRelease Plan\n============\nOwner: Ana\n\nChanges:\n- Added 3 parsers\n');
    const m = sourceModel(source);
    expect(m.units.filter((u) => u.kind === 'heading').map((u) => at(source, u))).toEqual(['Release Plan', 'Changes:']);
  });

  it('places a paragraph from its first character, whatever spaces are around it', () => {
    const source = text('Intro.\n\n  Builds take 7 minutes.\nTests take 2 minutes.   \n');
    const m = sourceModel(source);
    expect(units(m)).toEqual([
      'sentence: Intro.',
      'sentence: Builds take 7 minutes.',
      'sentence: Tests take 2 minutes.',
    ]);
    expect(m.units.map((u) => at(source, u).trimEnd())).toEqual([
      'Intro.',
      'Builds take 7 minutes.',
      'Tests take 2 minutes.',
    ]);
  });

  it('ends a sentence after "!" or "?" even after a capital letter', () => {
    const m = sourceModel(text('We chose plan B! Then 3 teams joined.\n'));
    expect(units(m)).toEqual(['sentence: We chose plan B!', 'sentence: Then 3 teams joined.']);
  });

  it('places each sentence of a paragraph without the spaces after it', () => {
    const source = text('Intro line.\nLatency fell to 12 ms today.   It was 30 ms before.\n');
    const m = sourceModel(source);
    expect(m.units.map((u) => at(source, u))).toEqual([
      'Intro line.',
      'Latency fell to 12 ms today.',
      'It was 30 ms before.',
    ]);
    expect(at(source, fact(m, 'q:0.03'))).toBe('30 ms');
  });

  it('reads a source without a newline at its end', () => {
    const m = sourceModel(md('| Tool | Stars |\n|---|---|\n| zstd | 4 |'));
    expect(fact(m, 'q:4').label).toBe('"Stars" of the row "zstd"');
    expect(sourceModel(text('Summary:\n the audit found 12 open issues')).units.map((u) => u.kind)).toEqual(['field']);
  });
});

describe('lines ending in a colon', () => {
  it('reads a short line ending in a colon as a heading of what follows, when nothing indented follows', () => {
    const m = sourceModel(text('Changes:\nFixed 3 bugs today\n'));
    expect(units(m)).toEqual(['heading: Changes', 'sentence: Fixed 3 bugs today']);
    expect(fact(m, 'q:3').unit.section?.heading).toBe('Changes');
  });

  it('reads a line ending in a colon with an indented line after it as a field', () => {
    const m = sourceModel(text('Summary:\n the audit found 12 open issues\n'));
    expect(units(m)).toEqual(['field: Summary: the audit found 12 open issues']);
  });

  it('reads a heading ending in a colon that is no field, and keeps colons inside its title', () => {
    const m = sourceModel(md('10:30 meeting notes:\n- Shipped 4 releases\n- Fixed 2 bugs\n'));
    expect(m.units[0]).toMatchObject({ kind: 'heading', text: '10:30 meeting notes' });
    expect(counts(m)).toEqual(['the entries under "10:30 meeting notes" = 2']);
  });

  it('reads a line of 120 characters or more ending in a colon as no heading', () => {
    const long = `${'These are the changes '.repeat(5)}we made in this release, in order:`;
    expect(long.length).toBeGreaterThanOrEqual(120);
    const exact = `${'x'.repeat(60)} ${'y'.repeat(58)}:`;
    expect(exact).toHaveLength(120);
    for (const line of [long, exact]) {
      const m = sourceModel(md(`${line}\n- Shipped 4 releases\n`));
      expect(m.units.map((u) => u.kind)).toEqual(['sentence', 'item']);
    }
    const shorter = `${'x'.repeat(60)} ${'y'.repeat(57)}:`;
    expect(sourceModel(md(`${shorter}\n- Shipped 4 releases\n`)).units.map((u) => u.kind)).toEqual(['heading', 'item']);
  });
});

describe('"Key: value" fields', () => {
  it('reads a line with pipes that does not start with one as no table', () => {
    expect(units(sourceModel(md('Pick one: fast | small |\n')))).toEqual(['field: Pick one: fast | small |']);
  });

  it('reads a key that only ends in "https" or is "http" followed by a path correctly', () => {
    const m = sourceModel(text('Supports HTTPS: yes\n'));
    expect(units(m)).toEqual(['field: Supports HTTPS: yes']);
    const url = sourceModel(text('http://example.com/v2 has 5 mirrors\n'));
    expect(url.units.map((u) => u.kind)).toEqual(['sentence']);
  });

  it('counts the words of a key however many spaces part them', () => {
    const m = sourceModel(text('Tests run on the  main server: 42\n'));
    expect(m.units.map((u) => u.kind)).toEqual(['field']);
    expect(fact(m, 'q:42').key).toEqual(expect.arrayContaining(['test', 'server']));
  });

  it('goes on over lines indented by one space, and never over a line that is not indented', () => {
    const m = sourceModel(text('Imports: cli,\n glue\nLicense: MIT\nSee the notes for 3 exceptions.\n'));
    expect(units(m)).toEqual([
      'field: Imports: cli, glue',
      'field: License: MIT',
      'sentence: See the notes for 3 exceptions.',
    ]);
    expect(counts(m)).toEqual(['Imports (number of entries) = 2']);
  });

  it("joins an indented line to a bullet's field after another bullet", () => {
    const m = sourceModel(md('## Deps\n\n- Stars: 90\n- Imports: cli,\n  glue\n'));
    expect(units(m)).toEqual(['heading: Deps', 'field: Stars: 90', 'field: Imports: cli, glue']);
  });

  it('places a rewritten value after its key', () => {
    const source = text('Retry limit: 5\ntimeout: 15000   # milliseconds\n');
    const m = sourceModel(source);
    const timeout = m.facts.find((f) => f.label === 'timeout');
    expect(timeout).toBeDefined();
    expect(timeout?.range.start).toBeGreaterThan(source.text.indexOf('timeout:') + 'timeout'.length);
  });

  it('counts no plain fields as entries of their section', () => {
    const m = sourceModel(md('## Limits\n\nCPU: 4\nMemory: 8 GB\n'));
    expect(counts(m)).toEqual([]);
  });

  it('names a number in a field by its key alone when the value has few words of its own', () => {
    const m = sourceModel(text('Open issues: 12 for the release\n'));
    expect(fact(m, 'q:12').key).toEqual(['open', 'issu']);
    const title = sourceModel(text('Summary: Fixed 12 Parser Bugs\n'));
    expect(fact(title, 'q:12').key).toEqual(['summar']);
  });

  it('names the versions of a field by its key alone, whatever stands between them', () => {
    const m = sourceModel(text('Supported: 1.4.0 LTS and 2.0.1\n'));
    expect(m.facts.filter((f) => f.value.kind === 'version').map((f) => f.key)).toEqual([['suppor'], ['suppor']]);
  });
});

describe('list items', () => {
  it('reads an indented list under no heading', () => {
    const m = sourceModel(md('  - Fixed 3 bugs\n  - Added 2 flags\n'));
    expect(units(m)).toEqual(['item: Fixed 3 bugs', 'item: Added 2 flags']);
  });

  it('ends an item at an unindented line, even one with wide spaces in it', () => {
    const m = sourceModel(md('## Fixes\n\n- Fixed 4 crashes\nTotal:  4 fixes\n'));
    expect(units(m)).toEqual(['heading: Fixes', 'item: Fixed 4 crashes', 'field: Total: 4 fixes']);
  });

  it('names the entries nested under a bullet by its words, without its marker', () => {
    const m = sourceModel(md('## Changes\n\n1. Also fixed in two places\n   - parser\n   - lexer\n'));
    expect(counts(m)).toContain('the entries under "1. Also fixed in two places" = 2');
    const wide = sourceModel(md('## Changes\n\n-  Renamed two commands\n   - init\n   - run\n'));
    const nested = fact(wide, 'q:2', 'the entries under "Renamed two commands"');
    expect(nested.unit.roots).toEqual([]);
  });

  it("reads a two-digit ordered list item's number as no value", () => {
    const m = sourceModel(md('## Steps\n\n12. Install 3 packages\n'));
    expect(m.facts.map(valueOf)).toEqual(['q:3']);
  });

  it('keeps the words before a number at the start of a sentence', () => {
    const m = sourceModel(text('Q3) Revenue rose 5% over the quarter.\n'));
    expect(m.units[0]?.text).toBe('Q3) Revenue rose 5% over the quarter.');
  });
});

describe('changelog sections', () => {
  const log = md(
    [
      '# Changelog',
      '',
      '## Notes',
      '',
      '- Fixed 2 bugs',
      '',
      '## 2.1.0',
      '',
      '- Fixed 3 leaks',
      '',
      '## 2.0.0 - 2024-03-05 Security fixes',
      '',
      '### Details',
      '',
      '- Closed 4 holes',
      '- Closed 2 leaks',
      '',
      '## 2024-05-01',
      '',
      '## 1999',
      '',
      'Intro line.',
      'Version 2.2 removed the API.',
      '',
    ].join('\n'),
  );

  it('reads a section with a version or a date as released, and one with neither as not, unless its parent is', () => {
    const m = sourceModel(log);
    expect(m.units.filter((u) => u.kind === 'heading').map((u) => [u.text, u.section?.status])).toEqual([
      ['Changelog', undefined],
      ['Notes', undefined],
      ['2.1.0', 'released'],
      ['2.0.0 - 2024-03-05 Security fixes', 'released'],
      ['Details', 'released'],
      ['2024-05-01', 'released'],
      ['1999', undefined],
    ]);
  });

  it("keeps a heading's words without its version and date, and dates a subsection by its parent", () => {
    const m = sourceModel(log);
    expect(sectionOf(m, '2.0.0 - 2024-03-05 Security fixes')?.roots).toEqual(['securi', 'fix']);
    expect(sectionOf(m, 'Details')?.years).toEqual([2024]);
    expect(sectionOf(m, 'Notes')?.years).toEqual([]);
  });

  it("names a heading's version and date as the release's, with no row words", () => {
    const m = sourceModel(log);
    const version = fact(m, 'v:2.1.0');
    expect(version.key).toEqual(['release', 'v:2.1']);
    expect(version.row).toEqual([]);
    const date = fact(m, 'd:2024-5-1');
    expect(date.key).toEqual(['release']);
    expect(date.row).toEqual([]);
    expect(fact(m, 'd:2024-3-5').key).toEqual(['release', 'v:2', 'securi', 'fix']);
  });

  it('reads a year heading, of either century, as a year of what follows', () => {
    const m = sourceModel(log);
    const year = fact(m, 'q:1999');
    expect(year.value.kind === 'quantity' && year.value.quantity.dimension).toBe('year');
    expect(year.key).toEqual(['release', 'year', 'date']);
    expect(year.row).toEqual([]);
    expect(sectionOf(m, '1999')?.years).toEqual([1999]);
    expect(factsOf(m, 'q:2024')).toEqual([]);
  });

  it("places a sentence's version where the sentence writes it", () => {
    const m = sourceModel(log);
    expect(at(log, fact(m, 'v:2.2'))).toBe('2.2');
  });

  it("counts a section's entries with no row words and shows the count under its heading", () => {
    const m = sourceModel(log);
    const count = fact(m, 'q:2', 'the entries under "Details" in "2.0.0 - 2024-03-05 Security fixes"');
    expect(count.unit.text).toBe('Details: 2 entries');
    expect(count.row).toEqual([]);
  });
});

describe('values in sentences', () => {
  it('names each date of a sentence by its own clause, one right after a semicolon too', () => {
    const m = sourceModel(text('The release on 2024-03-05 fixed crashes; 2024-04-06 fixed leaks.\n'));
    expect(m.facts.map((f) => f.key)).toEqual([
      ['release', 'fix', 'crash'],
      ['fix', 'leak'],
    ]);
  });

  it('parts no clause at a break after the last value', () => {
    const m = sourceModel(text('Version 2.0 added streaming while version 3.0 and newer removed the API.\n'));
    expect(fact(m, 'v:3.0').key).toEqual(['versio', 'newer', 'remov', 'api']);
  });

  it('keeps values after a reference mark, a link or a URL in their places', () => {
    const source = text(
      'Fixed 4 bugs (#4127) in 3 modules.\nSee [notes](releases/v1.2.3) for 4 fixes.\nIt has 3 copies, see http://x.y/r/42 for more.\nFixed 4 bugs in #12 and #345.\n',
    );
    const m = sourceModel(source);
    expect(m.facts.map((f) => `${valueOf(f)} ${at(source, f)}`)).toEqual(['q:4 4', 'q:3 3', 'q:4 4', 'q:3 3', 'q:4 4']);
  });

  it('reads a value "in" a year as that year\'s, however many spaces part them', () => {
    expect(fact(sourceModel(text('Costs fell by 5%  in 2023.\n')), 'q:5').years).toEqual([2023]);
    expect(fact(sourceModel(text('Costs fell by 5% in  2023.\n')), 'q:5').years).toEqual([2023]);
  });

  it('names a value in a field by its key and no unit words of its row', () => {
    const m = sourceModel(text('Speed: 40 ms\n'));
    expect(fact(m, 'q:0.04').key).toEqual(['spe']);
    expect(fact(m, 'q:0.04').row).toEqual([]);
  });
});

describe('table rows and their names', () => {
  it('names a row by its first text cell when its first cell is empty or a number with words after it', () => {
    const empty = sourceModel(csv('pos,driver,pts\n,Ana Ruiz,25\n2,Bo Li,18\n'));
    expect(fact(empty, 'q:25').label).toBe('"pts" of the row "Ana Ruiz"');
    expect(empty.facts.filter((f) => f.value.kind === 'name').map((f) => f.text)).toEqual(['Ana Ruiz', 'Bo Li']);
    const film = sourceModel(csv('title,score\n12 Monkeys,88\nHeat,90\n'));
    expect(fact(film, 'q:88').label).toBe('"score" of the row "12 Monkeys"');
    expect(fact(film, 'q:88').row).toEqual(['monkey']);
    expect(fact(film, 'n:12 Monkeys').rowName).toBe(true);
  });

  it('reads a row of numbers only as a row with no name, shown by its first cell', () => {
    const m = sourceModel(csv('x,y\n1,2\n3,4\n'));
    expect(fact(m, 'q:2', '"y" of the row "1"').key).toEqual([]);
    expect(m.facts.filter((f) => f.value.kind === 'name')).toEqual([]);
    const unnamed = sourceModel(csv('x,y\n,5\n,6\n'));
    expect(unnamed.facts.filter((f) => f.value.kind === 'name')).toEqual([]);
    expect(fact(unnamed, 'q:5').label).toBe('"y" of the row ""');
  });

  it("names a number inside a cell by the cell's other words of three letters or more, not by its unit", () => {
    const m = sourceModel(csv('pos,entrant,laps\n1,lz4 level 9,71\n2,best of 3 seconds,70\n'));
    expect(fact(m, 'q:9').own).toEqual(['level']);
    expect(fact(m, 'q:3').own).toEqual(['best']);
  });

  it('reads a cell beyond the header as a value with no column', () => {
    const m = sourceModel(csv('city,population\nBerlin,3737000,12\nParis,2100000,7\n'));
    const extra = fact(m, 'q:12');
    expect(extra.key).toEqual([]);
    expect(extra.label).toBe('"" of the row "Berlin"');
  });

  it('names a row of a month by another cell, and a date with spaces around it as a date', () => {
    const m = sourceModel(
      md('| Month | Region | Sales |\n|---|---|---|\n| 2026-08 | North | 1,200 |\n| 2026-09 | South | 1,350 |\n'),
    );
    expect(fact(m, 'q:1200').label).toBe('"Sales" of the row "North"');
    const spaced = sourceModel(csv('date ,source,twh\n2001-01-01 ,Fossil Fuels,1963\n2002-01-01 ,Renewables,400\n'));
    expect(fact(spaced, 'q:1963').label).toBe('"twh" of the row "Fossil Fuels"');
    const months = sourceModel(csv('month,sales\n2026-08 ,1200\n2026-09 ,1350\n'));
    const month = fact(months, 'd:2026-8-');
    expect(month.value.kind === 'date' && month.value.date.text).toBe('2026-08');
    expect(month.value.kind === 'date' && month.value.date.range).toEqual({ start: 0, end: 7 });
  });

  it("reads a row's label once, as its name, and no empty cell as a value", () => {
    const source = md('| Tool | Stars | Note |\n|---|---|---|\n| zstd | 4 | |\n| lz4 round 3 | 5 | fast |\n| | | |\n');
    const m = sourceModel(source);
    expect(factsOf(m, 'n:zstd')).toHaveLength(1);
    expect(m.facts.filter((f) => f.value.kind === 'name').map((f) => f.text)).toEqual(['zstd', 'fast', 'lz4 round 3']);
    expect(m.units.map((u) => at(source, u))).toEqual(['| zstd | 4 | |', '| lz4 round 3 | 5 | fast |']);
    const round = fact(m, 'q:3');
    expect(round).toMatchObject({ fromKey: true, rowName: true, key: ['tool'], label: 'the row "lz4 round 3"' });
    expect(round.measure).toBeUndefined();
  });

  it("reads no number of a date in a row's label", () => {
    const m = sourceModel(csv('event,n\nAugust 30 final,5\nSeptember 2 semi,6\n'));
    expect(m.facts.filter((f) => !f.counted).map(valueOf)).toEqual([
      'q:5',
      'n:August 30 final',
      'q:6',
      'n:September 2 semi',
    ]);
  });

  it('reads a row of cells ending in a dash as a row, not as the line under the header', () => {
    const m = sourceModel(md('| Student | Grade |\n|---|---|\n| | A- |\n| Bo | B |\n'));
    expect(counts(m)).toEqual(['the number of rows = 2']);
  });

  it('reads a table whose lines are indented, or whose row starts with a negative number', () => {
    const m = sourceModel(md('  | Tool | Stars |\n  |---|---|\n  | zstd | 4 |\n  | lz4 | 5 |\n'));
    expect(fact(m, 'q:4').label).toBe('"Stars" of the row "zstd"');
    expect(counts(m)).toEqual(['the number of rows = 2']);
    const deltas = sourceModel(md('| Change | Delta |\n|---|---|\n| -5 | -3 |\n| 2 | 4 |\n'));
    expect(counts(deltas)).toEqual(['the number of rows = 2']);
  });

  it("counts a table's rows, shown with their columns, named as what the first column heads", () => {
    const m = sourceModel(csv('name,stars\nzstd,4\nlz4,5\n'));
    const rows = fact(m, 'q:2', 'the number of rows');
    expect(rows.key).toEqual(['row', 'name', 'number', 'entry', 'list', 'item']);
    expect(rows.heads).toEqual(['name']);
    expect(rows.row).toEqual([]);
    expect(rows.rowTexts).toEqual(['name: zstd; stars: 4', 'name: lz4; stars: 5']);
    expect(rows.unit).toMatchObject({ text: '2 rows (name, stars)', kind: 'row', roots: [], folded: ' name stars ' });
    // (A first column of dates or numbers heads no things a claim counts.)
    const years = fact(sourceModel(csv('year,stars\n2023,4\n2024,5\n')), 'q:2', 'the number of rows');
    expect(years.key).toEqual(['row', 'number', 'entry', 'list', 'item']);
    expect(years.heads).toBeUndefined();
    expect(rows.value.kind === 'quantity' && rows.value.quantity).toMatchObject({
      qualifier: 'exact',
      context: { before: [], after: [] },
      clause: { before: [], after: [] },
    });
  });
});

describe('columns of categories and of counts', () => {
  it('counts categories alike whatever spaces are around them', () => {
    const m = sourceModel(csv('team,n\nRed,1\nRed ,2\nBlue,3\n'));
    const distinct = fact(m, 'q:2', 'the different values of "team"');
    expect(distinct.members).toEqual(['Red', 'Blue']);
    expect(distinct.unit).toMatchObject({ text: 'team: 2 different values (Red, Blue)', kind: 'row' });
  });

  it('counts categories written differently as different, even where their capitals are alike', () => {
    const m = sourceModel(csv('street,n\nStraße,1\nStrasse,2\nWeg,3\nWeg,4\n'));
    expect(fact(m, 'q:3', 'the different values of "street"').members).toEqual(['Straße', 'Strasse', 'Weg']);
  });

  it('counts no categories in a column where some value has a digit', () => {
    const m = sourceModel(csv('team,n\nRed,1\nRed,2\nBlue 2,3\n'));
    expect(counts(m)).toEqual(['the number of rows = 3']);
  });

  it('lists up to twelve categories', () => {
    const names = 'abcdefghijkl'.split('').map((c) => `${c}${c}`);
    const m = sourceModel(csv(`kind,n\n${names.map((n) => `${n},1`).join('\n')}\naa,2\n`));
    const distinct = fact(m, 'q:12', 'the different values of "kind"');
    expect(distinct.unit.text).toBe(`kind: 12 different values (${names.join(', ')})`);
    const more = [...names, 'mm'];
    const m13 = sourceModel(csv(`kind,n\n${more.map((n) => `${n},1`).join('\n')}\naa,2\n`));
    expect(fact(m13, 'q:13', 'the different values of "kind"').unit.text).toBe('kind: 13 different values');
  });

  it('counts up to 200 different categories', () => {
    const name = (k: number) =>
      `${'abcdefghijklmnopqrstuvwxyz'[Math.floor(k / 26)] ?? ''}${'abcdefghijklmnopqrstuvwxyz'[k % 26] ?? ''}`;
    const column = (n: number) => `kind,n\n${Array.from({ length: n }, (_, k) => `${name(k)},1`).join('\n')}\naa,2\n`;
    expect(counts(sourceModel(csv(column(200))))).toContain('the different values of "kind" = 200');
    expect(counts(sourceModel(csv(column(201))))).toEqual(['the number of rows = 202']);
  });

  it('reads two columns whose names differ only by a space as two columns', () => {
    const m = sourceModel(csv('host,max cpu,maxcpu\nA,1999,5\nB,2000,6\n'));
    expect(fact(m, 'q:1999').measure).toBeUndefined();
    expect(fact(m, 'q:5').measure).toBe(true);
  });

  it('reads a column of years from 1000 to 2100 as years, and a column of dates as no counts', () => {
    const m = sourceModel(csv('team,founded,opened\nA,1000,2024-01-05\nB,2100,2023-02-03\n'));
    expect(fact(m, 'q:1000').measure).toBeUndefined();
    expect(fact(m, 'q:2100').measure).toBeUndefined();
    expect(fact(m, 'd:2024-1-5').measure).toBeUndefined();
  });
});

describe('JSON records and lists', () => {
  const pkg = json(
    '{"name": "fastify", "version": "5.10.0", "private": false, "license": null, "dev": {"tools": ["a", "b"], "deps": {"x": "1", "y": "2"}, "owner": "ana"}, "ui": {"spinners": {"a": {"n": 1}, "b": {"n": 2}, "c": {"n": 3}}}}',
    'Package manifest',
  );

  it("reads a top-level object's fields by their keys, placed from the key, without nulls or booleans", () => {
    const m = sourceModel(pkg);
    const version = fact(m, 'v:5.10.0');
    expect(version.label).toBe('version');
    expect(version.record).toBeUndefined();
    expect(at(pkg, version.unit)).toBe('"version": "5.10.0"');
    expect(at(pkg, version)).toBe('5.10.0');
    expect(at(pkg, fact(m, 'n:fastify'))).toBe('fastify');
    expect(m.facts.some((f) => /^(?:private|license)/u.test(f.label))).toBe(false);
    expect(m.units.map((u) => u.text).slice(2, 4)).toEqual(['private: false', 'license: null']);
  });

  it('counts nested lists and maps by their key paths, placed at their opening bracket, titled only at the top', () => {
    const m = sourceModel(pkg);
    expect(counts(m)).toEqual([
      'dev.tools (number of entries) = 2',
      'dev.deps (number of entries) = 2',
      'ui.spinners (number of entries) = 3',
    ]);
    const tools = fact(m, 'q:2', 'dev.tools (number of entries)');
    expect(tools.key).toEqual(['dev', 'tool', 'number', 'entry', 'list', 'item']);
    expect(tools.unit).toMatchObject({ text: 'dev.tools: 2 entries', kind: 'record' });
    expect(at(pkg, tools)).toBe('[');
    const deps = fact(m, 'q:2', 'dev.deps (number of entries)');
    expect(deps.unit).toMatchObject({ text: 'dev.deps: 2 entries', kind: 'record' });
    expect(at(pkg, deps)).toBe('{');
    expect(deps.record).toBeUndefined();
    const spinners = fact(m, 'q:3', 'ui.spinners (number of entries)');
    expect(spinners.key).toEqual(['ui', 'spinne', 'number', 'entry', 'list', 'item']);
    expect(spinners.unit).toMatchObject({ text: 'ui.spinners: 3 entries', kind: 'record' });
    expect(at(pkg, spinners)).toBe('{');
    expect(fact(m, 'q:2', 'ui.spinners.n of "b"').record).toBe(pkg.text.indexOf('{"n": 2}'));
  });

  it('places the count of an empty list or map on its bracket', () => {
    const source = json('{"tags": [], "deps": {}, "name": "x"}');
    const m = sourceModel(source);
    expect(counts(m)).toEqual(['deps (number of entries) = 0']);
    expect(at(source, fact(m, 'q:0'))).toBe('{');
  });

  it('counts the flags set true among the records of a list, and nothing else', () => {
    const source = json(
      '[{"n": 5, "name": "cors", "tags": ["x", "y"], "license": null, "on": true, "off": false, "meta": {"on": true}}, {"n": 6, "name": "etag", "tags": ["z", "w"], "on": true}]',
    );
    const m = sourceModel(source);
    expect(counts(m).filter((c) => c.startsWith('the list'))).toEqual([
      'the list (number of entries) = 2',
      'the list entries with "on" true = 2',
    ]);
  });

  it('names a record of a list by its first text value, even after a number, and counts its lists as its own', () => {
    const source = json(
      '[{"n": 5, "name": "cors", "tags": ["x", "y"], "license": null}, {"n": 6, "name": "etag", "tags": ["z", "w"]}]',
    );
    const m = sourceModel(source);
    expect(fact(m, 'q:5').label).toBe('n of "cors"');
    const tags = factsOf(m, 'q:2').filter((f) => f.label === 'tags (number of entries)');
    expect(tags.map((f) => f.record)).toEqual([1, source.text.indexOf('{"n": 6')]);
    expect(fact(m, 'q:2', 'the list (number of entries)').record).toBeUndefined();
  });

  it("reads a list's positions, however many digits, as no words of its key", () => {
    const m = sourceModel(json(`{"sizes": [${Array.from({ length: 12 }, (_, k) => k + 100).join(', ')}]}`));
    expect(fact(m, 'q:111').key).toEqual(['size']);
    expect(fact(m, 'q:111').label).toBe('sizes.11');
  });

  it('reads a list of records with no text values', () => {
    const m = sourceModel(json('[{"n": 1}, {"n": 2}]'));
    expect(fact(m, 'q:1').label).toBe('n');
  });

  it('reads a key that starts or ends with a digit as a key, and the eleventh record of a list as a record', () => {
    const m = sourceModel(json('{"v2": {"name": "x", "n": 1}, "3d": {"renders": 4}}'));
    expect(fact(m, 'q:1').label).toBe('v2.n');
    expect(fact(m, 'q:4').key).toEqual(['3d', 'render']);
    const many = sourceModel(
      json(`{"items": [${Array.from({ length: 12 }, (_, k) => `{"name": "p${k}", "size": ${k + 100}}`).join(', ')}]}`),
    );
    expect(fact(many, 'q:111').label).toBe('items.size of "p11"');
    expect(fact(many, 'q:111').key).toEqual(['item', 'size']);
  });

  it('names a record by its short text values up to 40 characters, and by text versions only', () => {
    const forty = 'alpha beta gamma delta epsilon zeta etaa';
    expect(forty).toHaveLength(40);
    const m = sourceModel(
      json(`[{"title": "${forty}", "n": 5, "version": 2.5, "license": null}, {"title": "other", "n": 6}]`),
    );
    expect(fact(m, 'q:5').row).toEqual(expect.arrayContaining(['alpha', 'zeta']));
    expect(fact(m, 'q:5').row.filter((w) => w.startsWith('v:'))).toEqual([]);
  });
});

describe('what a sentence says a value is', () => {
  it('names the part of a whole by what the whole is, however it is spaced, and only when nothing else stands between', () => {
    for (const part of [
      '363 out of the 370',
      '363  out of the 370',
      '363 of 370',
      '363 out  of the 370',
      '363 out of  the 370',
      '363 out of the  370',
      '363 out of all 370',
      '363 out of all  370',
    ]) {
      const m = sourceModel(text(`Of the sites tested, ${part} static sites passed.\n`));
      expect(fact(m, 'q:363').key).toEqual(['static', 'site', 'pass']);
    }
    const first = sourceModel(text('Of the sites tested, 363 out of the first 370 static sites passed.\n'));
    expect(fact(first, 'q:363').key).toEqual(['first']);
    const runs = sourceModel(text('9 runs of 12 failed overnight.\n'));
    expect(fact(runs, 'q:9').key).toEqual(['run']);
  });

  it('names the level a change went to by what changed, however it is spaced', () => {
    for (const sentence of ['Latency fell from 40 ms  to 30 ms.', 'Latency fell from 40 ms to  30 ms.']) {
      const m = sourceModel(text(`${sentence}\n`));
      expect(fact(m, 'q:0.03').key).toEqual(['latenc', 'fell', 'ms']);
    }
    const twice = sourceModel(text('Builds take 12 minutes and  3 minutes locally.\n'));
    expect(fact(twice, 'q:180').key).toEqual(['locall', 'build', 'duration', 'minut']);
  });

  it('names a value joined by "and" to one of another measure, or to a year, by its own words', () => {
    const m = sourceModel(text('Builds take 12 minutes and 3 GB of disk.\n'));
    expect(fact(m, 'q:3000000000').key).toEqual(['disk', 'gb']);
    const years = sourceModel(text('Releases shipped in 2023 and 2024 alike.\n'));
    expect(fact(years, 'q:2024').key).toEqual(['alik']);
  });

  it('names a value in prose by its unit, after the last digit', () => {
    const m = sourceModel(text('The cache answers in about 50ns.\n'));
    expect(m.facts[0]?.key).toEqual(['cach', 'answer', 'ns']);
  });

  it('reads a year followed by "in" another year as no value of that year', () => {
    const m = sourceModel(text('The 2023 report in 2024 listed 5 bugs.\n'));
    expect(fact(m, 'q:2023').years).toEqual([]);
  });

  it('reads the level a change started from as earlier, however many spaces follow the words', () => {
    const m = sourceModel(text('Usage reached 30% compared with  25% in 2022.\n'));
    expect(fact(m, 'q:25').earlier).toBe(true);
  });

  it('places the values of a field that goes on over lines', () => {
    const source = text('Summary: the audit found 12 open\n  issues\n');
    expect(at(source, fact(sourceModel(source), 'q:12'))).toBe('12');
  });

  it("reads a field's number with spaces after it by the unit its key gives", () => {
    const m = sourceModel(text('Build time ms: 40  \n'));
    expect(fact(m, 'q:0.04').label).toBe('Build time ms');
  });
});

describe('list values and people', () => {
  const count = (value: string): number | undefined => {
    const c = sourceModel(text(`Entries: ${value}\n`)).facts.find((f) => f.counted);
    return c?.value.kind === 'quantity' ? c.value.quantity.value : undefined;
  };
  const names = (value: string): string[] =>
    sourceModel(text(`Entries: ${value}\n`))
      .facts.filter((f) => f.value.kind === 'name' && f.label === 'Entries')
      .map((f) => f.text);

  it('counts lists of up to 200 items', () => {
    const items = (n: number) =>
      Array.from({ length: n }, (_, k) => `item${'abcdefghijklmnopqrstuvwxyz'[k % 26] ?? ''}`);
    expect(count(items(200).join(', '))).toBe(200);
    expect(count(items(201).join(', '))).toBeUndefined();
  });

  it('keeps nested brackets together', () => {
    expect(count('f(g(a), b), c')).toBe(2);
  });

  it('parts items at a comma before a number that is no thousands', () => {
    expect(names('Ann,123 B, Cy')).toEqual(['Ann', 'Cy']);
    expect(count('Ann,123 B, Cy')).toBe(3);
  });

  it('splits the last items joined by "and" however they are spaced, and keeps dots inside the last', () => {
    expect(names('Ann, Ben, Dr. Cy.')).toEqual(['Ann', 'Ben', 'Dr. Cy']);
    expect(names('Ann, Ben, and  Cy')).toEqual(['Ann', 'Ben', 'Cy']);
    expect(names('Alice, Bob  and Carol')).toEqual(['Alice', 'Bob', 'Carol']);
    expect(names('Alice, Bob and  Carol')).toEqual(['Alice', 'Bob', 'Carol']);
  });

  it('reads prose with a later clause that goes on as no list, and counts words however they are spaced', () => {
    expect(count('42, up from 37, in total')).toBeUndefined();
    expect(count('mainly Go, Rust, C')).toBe(3);
    expect(count('one two three four  five, six')).toBe(2);
  });

  it('reads a role written with no spaces around "="', () => {
    const m = sourceModel(text('Authors@R: person("Ana", "Ruiz", role="aut")\n'));
    expect(fact(m, 'n:Ana Ruiz').key).toEqual(['author']);
  });
});

describe('dates that name a row', () => {
  it('names a row by the year of a cell of up to 40 characters, spaces around it or not', () => {
    const cell = 'opened on 2004-04-05 at the north stand!';
    expect(cell).toHaveLength(40);
    const m = sourceModel(csv(`event,when,n\nOpen,${cell},5\nFinal, 1998,6\nSemi,March 12,7\n`));
    expect(fact(m, 'q:5').row).toContain('y:2004');
    expect(fact(m, 'q:6').row).toContain('y:1998');
    expect(fact(m, 'q:7').row.filter((w) => w.startsWith('y:'))).toEqual([]);
  });
});

describe('verdicts that name the line of the value', () => {
  it('refutes a claim by the row of an indented table and names its line', () => {
    const source = md(
      '# Notes\n\nIntro.\n\n  | City | Population |\n  |---|---|\n  | Berlin | 3737000 |\n  | Paris | 2100000 |\n',
    );
    const r = assessDeterministic('Paris has 3.7 million residents.', source);
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('(README.md:8)');
  });

  it('refutes a claim by a field of a source that has a line ending in "---" before it', () => {
    const source = text('Queue depth --- 40 jobs\nStars: 90\n');
    const r = assessDeterministic('The project has 80 stars.', source);
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('(notes.txt:2)');
  });
});

describe('web pages', () => {
  const page = {
    uri: 'page.html',
    mediaType: 'text/html',
    title: '',
    text: '<html>\n<body>\n<h2>Stats</h2>\n<p>Stars: <b>4187</b></p>\n<ul>\n<li>Fixed 3 bugs</li>\n<li>Added 2 flags</li>\n</ul>\n</body>\n</html>\n',
  };

  it("reads a page's text without its tags, and places each value on the page where it stands", () => {
    const m = sourceModel(page);
    expect(units(m)).toEqual([
      'sentence: Stats',
      'field: Stars: 4187',
      'sentence: Fixed 3 bugs',
      'sentence: Added 2 flags',
    ]);
    expect(m.units.map((u) => at(page, u))).toEqual(['Stats', 'Stars: <b>4187', 'Fixed 3 bugs', 'Added 2 flags']);
    expect(m.facts.map((f) => at(page, f))).toEqual(['4187', '3', '2']);
  });

  it('names the line of the page a refuting value stands on', () => {
    const r = assessDeterministic('The release fixed 5 bugs.', page);
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('(page.html:6)');
    expect(assessDeterministic('The project has 4000 stars.', page).rule).toContain('(page.html:4)');
  });

  it('reads tags in a plain-text or Markdown source as text', () => {
    expect(units(sourceModel(text('Cores: <b>4</b>\n')))).toEqual(['field: Cores: <b>4</b>']);
    expect(units(sourceModel(md('Cores: <b>4</b>\n')))).toEqual(['field: Cores: <b>4</b>']);
  });
});

describe('what a unit is searched by', () => {
  it("folds a unit's text with its section's heading for finding names", () => {
    const m = sourceModel(md('## Bench\n\nAna Ruiz sold 4 cars.\n'));
    expect(m.units[1]?.folded).toBe(' ana ruiz sold 4 cars bench ');
    expect(sourceModel(text('Ana Ruiz sold 4 cars.\n')).units[0]?.folded).toBe(' ana ruiz sold 4 cars  ');
  });

  it('gives a source with no title no title words', () => {
    expect(sourceModel({ uri: 'notes.txt', mediaType: 'text/plain', text: 'Stars: 4\n' }).titleRoots).toEqual([]);
  });
});

describe('a field whose value counts two things', () => {
  it('names a later count by its own noun, not by the key', () => {
    const survey = md('- Respondents: 12,400 from 83 countries.');
    expect(assessDeterministic('The survey had 12,400 respondents.', survey).support).toBe('supported');
    expect(assessDeterministic('The survey had over 12,000 respondents from 83 countries.', survey).support).toBe(
      'supported',
    );
    expect(assessDeterministic('Respondents came from 90 countries.', survey).rule).toBe(
      'the source gives 83 for "Respondents" (README.md:1), not 90',
    );
  });
});
