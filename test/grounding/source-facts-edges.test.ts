// Edge cases of reading a source into facts (release headings, setext headings, YAML fields, list items, ports, clauses, tables, JSON, list values): what each value is, where and under what label.
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAll } from '../../src/grounding/memo.js';
import { sourceModel, type SourceModel } from '../../src/grounding/source-facts.js';
import { at, fact, factsOf, units, valueOf } from './fixtures.js';

const text = (t: string, title = '') => ({ uri: 'notes.txt', mediaType: 'text/plain', text: t, title });
const md = (t: string, title = '') => ({ uri: 'README.md', mediaType: 'text/markdown', text: t, title });
const csv = (t: string, title = '') => ({ uri: 'data.csv', mediaType: 'text/csv', text: t, title });
const json = (t: string, title = '') => ({ uri: 'data.json', mediaType: 'application/json', text: t, title });

/** Each fact as "value | label | the source text its range points at". */
const read = (source: { text: string }, m: SourceModel = sourceModel(source as Parameters<typeof sourceModel>[0])) =>
  m.facts.map((f) => `${valueOf(f)} | ${f.label} | ${at(source, f)}`);

/** The versions a source's headings name as releases. */
const releases = (m: SourceModel): string[] =>
  m.facts.filter((f) => f.value.kind === 'version').map((f) => `${valueOf(f)} ${f.text}`);

beforeEach(() => forgetAll());

describe('a heading that is a release number', () => {
  it('reads a release number of several digits in each part', () => {
    const m = sourceModel(md('## 10.12 (2024-02-27)\n\n- Faster builds\n'));
    expect(releases(m)).toEqual(['v:10.12 10.12']);
    expect(m.units[0]?.section?.status).toBe('released');
  });

  it('reads no release from a numbered section or a number in brackets', () => {
    expect(releases(sourceModel(md('## 2.1 Methods\n\nWe sampled 40 sites.\n')))).toEqual([]);
    expect(releases(sourceModel(md('## (6.0)\n\nWe sampled 40 sites.\n')))).toEqual([]);
  });

  it('reads a release with a range of dates, and blanks only the number and the dates', () => {
    const m = sourceModel(md('## 6.0 (2024-02-27 – 2024-03-01)\n'));
    expect(releases(m)).toEqual(['v:6.0 6.0']);
    expect(factsOf(m, 'd:2024-3-1')).toHaveLength(1);
  });

  it('gives a release number written with spaces inside its brackets without them', () => {
    const m = sourceModel(md('## [ 6.0 ] (2024-02-27)\n'));
    expect(releases(m)).toEqual(['v:6.0 6.0']);
    expect(m.units[0]?.section?.roots).toEqual([]);
  });
  it('dates what follows a heading by its date, also a year before 1900', () => {
    const m = sourceModel(md('## 14 May 1887\n\nThe club had 40 members.\n'));
    expect(fact(m, 'q:40').years).toEqual([1887]);
  });
});

describe('lines and headings', () => {
  it('keeps a carriage return inside a line, where it stops the line reading as a field', () => {
    const source = text('Latency: 12\rms\n');
    expect(units(sourceModel(source))).toEqual(['sentence: Latency: 12 ms']);
  });

  it('reads a line over a rule as a heading unless it is a YAML key, whatever words come before the colon', () => {
    expect(units(sourceModel(text('Build times: 12 min\n---\n')))).toEqual(['heading: Build times: 12 min']);
    // "services:" above "---" ends a YAML document: it opens a section of its own, below level 2.
    const m = sourceModel(text('services:\n---\nname: web\n'));
    expect(units(m)).toEqual(['heading: services', 'field: name: web']);
    expect(m.units[0]?.section?.level).toBe(3);
  });

  it('reads a Markdown line that only ends with a bar, or is made of rule characters among words, as a heading', () => {
    expect(units(sourceModel(md('Results | 12 ms |\n---\n')))).toEqual(['heading: Results | 12 ms |']);
    const notes = sourceModel(md('--- Notes ---\n===\n'));
    expect(units(notes)).toEqual(['heading: --- Notes ---']);
    expect(notes.units[0]?.section?.level).toBe(1);
    expect(units(sourceModel(md('=\n===\n')))).toEqual(['heading: =']);
    expect(units(sourceModel(md('-\n---\n')))).toEqual(['heading: -']);
  });
});

describe('Markdown tables', () => {
  it('reads a table that ends the file with no newline', () => {
    const source = md('| Tool | Time |\n|---|---|\n| zstd | 12 |');
    const m = sourceModel(source);
    expect(read(source, m)).toEqual(['q:12 | "Time" of the row "zstd" | 12', 'n:zstd | Tool | | zstd | 12 |']);
  });

  it('reads an indented table by its cells, the indent no cell of its own', () => {
    const source = md('  | Tool | Time |\n  |---|---|\n  | zstd | 12 |\n');
    const m = sourceModel(source);
    expect(units(m)).toEqual(['row: Tool: zstd; Time: 12']);
    expect(fact(m, 'q:12').label).toBe('"Time" of the row "zstd"');
  });
});

describe('fields', () => {
  it('reads a protocol-relative address under an "http_proxy" key as a field', () => {
    const source = text('http_proxy: //proxy.internal:3128\n');
    const m = sourceModel(source);
    expect(units(m)).toEqual(['field: http_proxy: //proxy.internal:3128']);
    expect(fact(m, 'q:3128').label).toBe('http proxy');
  });

  it('reads a sentence whose first colon is a web address\'s as a sentence, not a field named "Open http"', () => {
    const m = sourceModel(text('Open http://localhost:5173/ to see the app.\n'));
    expect(units(m)).toEqual(['sentence: Open http://localhost:5173/ to see the app.']);
    expect(fact(m, 'q:5173').key).toContain('port');
    expect(units(sourceModel(text('Website: https://example.org:8443/x\n')))).toEqual([
      'field: Website: https://example.org:8443/x',
    ]);
  });

  it('nests a key under the one above only when that has no value of its own and the key is indented deeper', () => {
    const flat = sourceModel(text('a: 1\n  b: 2\n'));
    expect(fact(flat, 'q:2').label).toBe('b');
    expect(fact(flat, 'q:2').path).toBeUndefined();
    const level = sourceModel(text('  database:\n  port: 5432\n'));
    expect(fact(level, 'q:5432').label).toBe('port');
    expect(fact(level, 'q:5432').path).toBeUndefined();
    const nested = sourceModel(text('database:\n  port: 5432\n'));
    expect(fact(nested, 'q:5432').label).toBe('database.port');
    expect(fact(nested, 'q:5432').path).toEqual(['database', 'port']);
  });

  it('gives a plain field its key words as label and no path', () => {
    const m = sourceModel(text('Build_time: 12 min\n'));
    expect(fact(m, 'q:720').label).toBe('Build time');
    expect(fact(m, 'q:720').path).toBeUndefined();
  });

  it('reads a YAML comment after a number as its unit, with or without a space after "#"', () => {
    const m = sourceModel(text('timeout: 15000 #ms\nretry: 3 # times\n'));
    expect(units(m)).toEqual(['field: timeout: 15000 ms', 'field: retry: 3 times']);
    expect(fact(m, 'q:15').label).toBe('timeout');
  });

  it('drops the spaces after a YAML comment with the comment sign', () => {
    const m = sourceModel(text('timeout: 15000 # ms   \n'));
    expect(units(m)).toEqual(['field: timeout: 15000 ms']);
  });

  it('reads no comment into a value that does not start with its number', () => {
    const m = sourceModel(text('timeout: about 15000 # ms\n'));
    expect(units(m)).toEqual(['field: timeout: about 15000 # ms']);
  });
});

describe('list items going on over lines', () => {
  it('goes on only over lines indented deeper than the bullet', () => {
    expect(units(sourceModel(md('  - Faster builds\n  on CI\n')))).toEqual(['item: Faster builds', 'sentence: on CI']);
    expect(units(sourceModel(md('- Faster builds\n on  CI\n')))).toEqual(['item: Faster builds', 'sentence: on CI']);
    expect(units(sourceModel(md('- Faster builds\n    on CI\n')))).toEqual(['item: Faster builds on CI']);
  });
});

describe('ports in web addresses', () => {
  it('reads the port of an address as a port, its place the port digits, in a sentence after others', () => {
    const source = text('Intro line here.\n\nTo try it, open http://localhost:5173/ in a browser.\n');
    const m = sourceModel(source);
    const port = fact(m, 'q:5173');
    expect(at(source, port)).toBe('5173');
    expect(port.key).toContain('port');
    // The value's own place is within its sentence.
    const sentence = m.units.find((u) => u.kind === 'sentence' && u.text.startsWith('To try')) as {
      range: { start: number };
    };
    expect(port.value.kind === 'quantity' && port.value.quantity.range).toEqual({
      start: port.range.start - sentence.range.start,
      end: port.range.end - sentence.range.start,
    });
  });
});

describe('references that state no fact', () => {
  it('reads no number from a plain http address or an issue reference of one digit', () => {
    const m = sourceModel(
      text('Details are in the report, http://example.org/reports/2023/42 has them. The crash is fixed (#7).\n'),
    );
    expect(m.facts.map(valueOf)).toEqual([]);
  });
});

describe('what names a number in a sentence', () => {
  it('names a part by its own words, not by those after the whole of something else', () => {
    const m = sourceModel(text('Of 40 tests, 12 of them failed in 3 runs.\n'));
    expect(fact(m, 'q:12').key).toEqual(['fail']);
    expect(fact(m, 'q:3').key).toEqual(['fail', 'run']);
  });

  it('names the value a change went to by the words of the one it came from only when joined by "to" after "from"', () => {
    const later = sourceModel(text('Latency rose from 10 ms and later to 15 ms.\n'));
    expect(fact(later, 'q:0.015').key).toEqual(['later', 'ms']);
    const then = sourceModel(text('Latency rose from 10 ms, then 15 ms.\n'));
    expect(fact(then, 'q:0.015').key).toEqual(['ms']);
    const went = sourceModel(text('Latency went 10 ms to 15 ms.\n'));
    expect(fact(went, 'q:0.015').key).toEqual(['ms']);
    const mark = sourceModel(text('It rose from 10 ms to the 15 ms mark.\n'));
    expect(fact(mark, 'q:0.015').key).toEqual(['mark', 'ms']);
    const spaced = sourceModel(text('It rose from  10 ms to 15 ms.\n'));
    expect(fact(spaced, 'q:0.015').key).toEqual(['rose', 'ms']);
  });

  it('names a value joined by "and" to one of the same measure by its words only when nothing else comes between', () => {
    const then = sourceModel(text('It takes 12 minutes on CI and then 3 minutes locally.\n'));
    expect(fact(then, 'q:180').key).toEqual(['locall', 'minut']);
    const cut = sourceModel(text('It takes 12 minutes on CI; locally and 3 minutes.\n'));
    expect(fact(cut, 'q:180').key).toEqual(['minut']);
    // (Counts are not joined: "12 bugs in May and 3 in June" are two counts, each of its own words.)
    const counts = sourceModel(text('Nightly runs caught 12 bugs in May and 3 in June.\n'));
    expect(fact(counts, 'q:3').key).toEqual(['june']);
  });

  it('names a year joined by "and" to another year by its own words only', () => {
    const m = sourceModel(text('Sales peaked in 2019 in Europe and 2021 in Asia.\n'));
    expect(fact(m, 'q:2019').key).toEqual(['sale', 'max', 'europ']);
    expect(fact(m, 'q:2021').key).toEqual(['asia']);
  });

  it('reads "in 2024" after a year as no year of that year', () => {
    const m = sourceModel(text('Sales data for 2023 in 2024 dollars.\n'));
    expect(fact(m, 'q:2023').years).toEqual([]);
  });

  it('names a version by its own clause when a break follows it closely', () => {
    const m = sourceModel(text('Streaming came in v2.1, and the old API went in v2.2.\n'));
    expect(fact(m, 'v:2.1').key).toEqual(['stream', 'release', 'v2']);
  });
});

describe('table cells', () => {
  it('names a row by its first cell when that is a time of day or a quoted date, not an ISO date alone', () => {
    const times = sourceModel(csv('time,source,gen\n2001-01-01 00:00,Fossil Fuels,120\n2001-01-01 01:00,Nuclear,80\n'));
    expect(fact(times, 'q:120').label).toBe('"gen" of the row "2001-01-01 00:00"');
    const quoted = sourceModel(csv("time,source,gen\n'2001-01-01,Fossil Fuels,120\n'2001-01-02,Nuclear,80\n"));
    expect(fact(quoted, 'q:120').label).toBe('"gen" of the row "\'2001-01-01"');
  });

  it('keeps the words of a long cell under an unnamed column as the words of its numbers', () => {
    const m = sourceModel(
      csv('name,,score\nalpha,the team finished third after losing nine matches in the 2023 season,12\nbeta,x,3\n'),
    );
    expect(fact(m, 'q:2023').own).toEqual(['team', 'finish', 'los', 'match', 'season']);
    // They name the number, not its row: the row is named by its first cell.
    expect(fact(m, 'q:2023').row).toEqual(['alpha']);
  });

  it('reads an empty cell as no value, also under a header with a number in it', () => {
    const source = csv('tool,runs at 100 users\nA,\nB,12\n');
    expect(read(source)).toEqual([
      'n:A | tool | A,',
      'q:100 | "runs at 100 users" of the row "B" | 12',
      'q:12 | "runs at 100 users" of the row "B" | 12',
      'n:B | tool | B,12',
      'q:2 | the number of rows | A,',
    ]);
  });
});

describe('tables: years, row names and counts', () => {
  it('reads a column headed by a year, also of the 1900s, but not one headed "FY2023" or "2024e"', () => {
    const m = sourceModel(csv('country,1990,FY2023,2024e\nFrance,120,130,140\nSpain,90,95,99\n', 'Output (TWh)'));
    expect(fact(m, 'q:120').titled).toBe(true);
    expect(fact(m, 'q:130').titled).toBeUndefined();
    expect(fact(m, 'q:140').titled).toBeUndefined();
  });

  it('names a cell of a year column by that year, not by the year of another cell', () => {
    const m = sourceModel(csv('country,since,2021,2022\nFrance,1958,120,130\nSpain,1978,90,95\n'));
    expect(fact(m, 'q:120').row).toEqual(['y:2021', 'franc']);
  });

  it('reads a version in a row name with no product before it', () => {
    const m = sourceModel(csv('compressor,ratio\nv1.5.6 default,2.9\nv1.9.4 fast,2.1\n'));
    expect(fact(m, 'v:1.5.6').key).toEqual(['compre']);
  });

  it('shows a row with more cells than the header, the extra cell with no column name', () => {
    const m = sourceModel(csv('a,b\n1,2,3\n4,5\n'));
    const rows = m.facts.find((f) => f.label === 'the number of rows');
    expect(rows?.rowTexts).toEqual(['a: 1; b: 2; : 3', 'a: 4; b: 5']);
  });

  it('reads no column of categories where a row lacks the cell', () => {
    const m = sourceModel(csv('name,type\nA\nB,fuel\nC,fuel\nD,wind\n'));
    expect(m.facts.filter((f) => f.counted).map((f) => f.label)).toEqual(['the number of rows']);
  });
});

describe('JSON', () => {
  it('gives a list value and a top-level value no path, whatever its position in the list', () => {
    const m = sourceModel(json('{"ports": [8080, 8443, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], "stars": 4187}'));
    expect(m.facts.filter((f) => f.path !== undefined)).toEqual([]);
    expect(fact(m, 'q:10').label).toBe('ports.11');
  });

  it('counts the entries of a map whose key ends or starts with a digit', () => {
    const m = sourceModel(json('{"python3": {"numpy": "1.26", "pandas": "2.2"}, "2fa": {"sms": "on", "totp": "off"}}'));
    expect(m.facts.filter((f) => f.counted).map((f) => `${f.label} = ${valueOf(f)}`)).toEqual([
      'python3 (number of entries) = q:2',
      '2fa (number of entries) = q:2',
    ]);
  });

  it('counts no entries of the eleventh record of a list', () => {
    const records = Array.from({ length: 11 }, (_, k) => `{"id": ${k + 1}, "runs": ${k + 20}}`).join(', ');
    const m = sourceModel(json(`{"jobs": [${records}]}`));
    expect(m.facts.filter((f) => f.counted).map((f) => f.label)).toEqual(['jobs (number of entries)']);
  });
});

describe('people in a DESCRIPTION', () => {
  it('reads no one from a person() with a blank name', () => {
    const m = sourceModel(text('Authors@R: person(" ", "", role = "ctb")\n'));
    expect(m.facts.filter((f) => f.label.includes('(ctb)'))).toEqual([]);
  });

  it('reads a person with roles and none without', () => {
    const m = sourceModel(text('Authors@R: c(person("Ana", "Ruiz", role = c("aut", "cre")), person("Bo", "Li"))\n'));
    expect(m.facts.filter((f) => f.value.kind === 'name').map((f) => f.label)).toEqual([
      'Authors@R (aut, cre)',
      'Authors@R',
    ]);
  });
});

describe('the places of the values of a list in a field', () => {
  it("places each item's value where the item stands, not at the first item", () => {
    const sizes = md('Sizes: small 10 kg, large 40 kg\n');
    expect(read(sizes)).toContain('q:40000 | Sizes: large 40 kg | 40 kg');
    expect(read(sizes)).toContain('q:10000 | Sizes: small 10 kg | 10 kg');
  });
});
