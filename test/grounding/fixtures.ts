/** @module test/grounding/fixtures: sources and claims for the grounding tests, and the helpers several of them share. */
import { expect } from 'vitest';
import { sha256Hex } from '../../src/core/canonical.js';
import type { Claim, LoadedSource, Range } from '../../src/core/model.js';
import { readClaim } from '../../src/grounding/claim-facts.js';
import { extractDates, type DateMention } from '../../src/grounding/dates.js';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { extractQuantities, type Quantity } from '../../src/grounding/quantities.js';
import { otherOwner, swappedRole } from '../../src/grounding/rows.js';
import { sourceModel, type SourceFact, type SourceModel } from '../../src/grounding/source-facts.js';
import { spanChange } from '../../src/grounding/span-change.js';

// Sources and the builders of them.

export function source(id: string, text: string, mediaType = 'text/plain', uri = `sources/${id}.txt`): LoadedSource {
  return { id, uri, title: id, tier: 'record', sensitivity: 'public', sha256: sha256Hex(text), text, mediaType };
}

export function claim(text: string, sourceRefs: string[], overrides: Partial<Claim> = {}): Claim {
  return {
    id: 'c1',
    draftId: 'post',
    text,
    span: { start: 0, end: text.length },
    claimType: 'quantitative',
    sourceRefs,
    inContextSourceIds: sourceRefs,
    actor: 'author',
    origin: 'post',
    file: 'content/posts/post.md',
    ...overrides,
  };
}

export function sourceMap(...sources: LoadedSource[]): Map<string, LoadedSource> {
  return new Map(sources.map((s) => [s.id, s]));
}

/** A source as the deterministic check reads it: a file at `uri` of this media type whose text is these lines. */
export const linesSource =
  (mediaType: string) =>
  (uri: string, lines: string[]): { uri: string; mediaType: string; text: string; title: string } => ({
    uri,
    mediaType,
    text: lines.join('\n'),
    title: '',
  });

/** A Markdown source whose text is these lines. */
export const md = linesSource('text/markdown');

/** A CSV source whose text is these lines. */
export const csv = linesSource('text/csv');

/** A plain-text source whose text is these lines. */
export const txt = linesSource('text/plain');

/** A JSON source whose text is this value written out on one line. */
export const json = (uri: string, value: unknown): ReturnType<typeof md> => ({
  uri,
  mediaType: 'application/json',
  text: JSON.stringify(value),
  title: '',
});

/** A builder of sources of this media type whose text is the given lines, each ending in a newline, at `uri` or else `defaultUri`. */
const endedLines =
  (mediaType: string, defaultUri: string) =>
  (lines: string[], uri = defaultUri): ReturnType<typeof md> => ({
    uri,
    mediaType,
    text: [...lines, ''].join('\n'),
    title: '',
  });

/** A Markdown source (README.md unless named) whose lines each end in a newline. */
export const readmeLines = endedLines('text/markdown', 'README.md');

/** A plain-text source (notes.txt unless named) whose lines each end in a newline. */
export const notesLines = endedLines('text/plain', 'notes.txt');

/** A loaded CSV source with this id whose uri is its name, its lines each ending in a newline. */
export const csvNamed = (name: string, lines: string[]): LoadedSource =>
  source(name, [...lines, ''].join('\n'), 'text/csv', name);

/** A loaded CSV source with this id at data/<id>.csv, its lines each ending in a newline. */
export const dataCsv = (id: string, lines: string[]): LoadedSource =>
  source(id, [...lines, ''].join('\n'), 'text/csv', `data/${id}.csv`);

/** A JSON source of progress loaders, their records written out on one line. */
export const loaders = (o: unknown) => ({
  uri: 'loaders.json',
  mediaType: 'application/json',
  title: 'Progress loaders (loaders.json)',
  text: JSON.stringify(o),
});

/** A CSV of one measure by year and energy source, each series given as its values for 2019, 2020 and 2021. */
export function output(id: string, series: Record<string, number[]>) {
  const rows = Object.entries(series).flatMap(([name, values]) =>
    values.map((v, k) => `${2019 + k}-01-01,${name},${v}`),
  );
  return source(id, ['year,source,output_twh', ...rows, ''].join('\n'), 'text/csv', `data/${id}.csv`);
}

/** A CSV of users in 2020 and 2023: two values of a series, for the first and the last year. */
export const pair = (first: number, last: number) => csv('users.csv', ['year,users', `2020,${first}`, `2023,${last}`]);

/** curl-style release notes (id `id`, at curl/RELEASE-NOTES): three changes, two bugfixes, then `extra` lines. */
export const curlNotes = (extra: string[], id = 'notes'): LoadedSource =>
  source(
    id,
    [
      'This release includes the following changes:',
      '',
      ' o tls: add session resumption [12]',
      ' o cli: add --retry-all flag [15]',
      ' o http: support trailers [18]',
      '',
      'This release includes the following bugfixes:',
      '',
      ' o cookie: fix parsing of empty values [3]',
      ' o ftp: fix a leak on abort [7]',
      '',
      ...extra,
    ].join('\n'),
    'text/plain',
    'curl/RELEASE-NOTES',
  );

/** Freight by mode (rail, road, inland waterway) in 2001 and 2017, as a loaded CSV with this id at `uri`. */
export const freightModes = (id: string, uri: string): LoadedSource =>
  source(
    id,
    [
      'year,mode,tonnes',
      '2001-01-01,Rail,5120',
      '2001-01-01,Road,40211',
      '2001-01-01,Inland waterway,812',
      '2017-01-01,Rail,5588',
      '2017-01-01,Road,37011',
      '2017-01-01,Inland waterway,1520',
      '',
    ].join('\n'),
    'text/csv',
    uri,
  );

// What the tools read in a source or a claim, and what the deterministic check says.

/** What a fact's value is, written short: "q:12", "v:2.1.0", "d:2024-3-5", "n:Ana Ruiz". */
export function valueOf(f: SourceFact): string {
  switch (f.value.kind) {
    case 'quantity':
      return `q:${f.value.quantity.value}`;
    case 'version':
      return `v:${f.value.version.join('.')}${f.value.suffix ?? ''}`;
    case 'date':
      return `d:${f.value.date.year ?? ''}-${f.value.date.month ?? ''}-${f.value.date.day ?? ''}`;
    default:
      return `n:${f.value.name}`;
  }
}

/** The facts whose value is written short as `value`. */
export const factsOf = (m: SourceModel, value: string): SourceFact[] => m.facts.filter((f) => valueOf(f) === value);

/** The one fact with this value and label. */
export function fact(m: SourceModel, value: string, label?: string): SourceFact {
  const found = factsOf(m, value).filter((f) => label === undefined || f.label === label);
  expect(found.map((f) => `${valueOf(f)} ${f.label}`)).toHaveLength(1);
  return found[0] as SourceFact;
}

/** The part of the source a fact's (or a unit's) range points at. */
export const at = (source: { text: string }, r: { range: { start: number; end: number } }): string =>
  source.text.slice(r.range.start, r.range.end);

/** The units as "kind: text", in reading order. */
export const units = (m: SourceModel): string[] => m.units.map((u) => `${u.kind}: ${u.text}`);

/** The counts the tool made, as "label = n". */
export const counts = (m: SourceModel): string[] =>
  m.facts
    .filter((f) => f.counted && f.value.kind === 'quantity')
    .map((f) => `${f.label} = ${f.value.kind === 'quantity' ? f.value.quantity.value : ''}`);

/** The support the deterministic check gives a claim against a source. */
export const supportOf = (claim: string, source: Parameters<typeof assessDeterministic>[1]): string =>
  assessDeterministic(claim, source).support;

/** What the deterministic check says of a claim against a source (after the claims `before` it), as [support, rule]. */
export function verdict(
  claim: string,
  source: Parameters<typeof assessDeterministic>[1],
  before?: readonly string[],
): [string, string] {
  const r = assessDeterministic(claim, source, before);
  return [r.support, r.rule];
}

/** Expects the deterministic check to give this support and rule for a claim against a source. */
export function expectVerdict(
  source: Parameters<typeof assessDeterministic>[1],
  claim: string,
  support: string,
  rule: string,
): void {
  const r = assessDeterministic(claim, source);
  expect({ support: r.support, rule: r.rule }).toEqual({ support, rule });
}

/** The rule given when a claim's word (such as "less" or "most") needs a comparison no check makes. */
export const needs = (word: string): string =>
  `the claim says "${word}", which needs a comparison across the source that no check here can make`;

/** The change a claim says a series made, read straight from the claim and the source (for what the verdict does not show). */
export const change = (claim: string, source: ReturnType<typeof csv>) =>
  spanChange(readClaim(claim), sourceModel(source));

/** What swappedRole says of a claim over every row of a source. */
export const swapped = (claim: string, source: ReturnType<typeof csv>) => {
  const model = sourceModel(source);
  return swappedRole(
    readClaim(claim),
    model.units.filter((u) => u.kind === 'row'),
    model,
  );
};

/** What otherOwner says of a claim about the cells that give one value. */
export const owner = (claim: string, source: ReturnType<typeof csv>, value: string) => {
  const model = sourceModel(source);
  return otherOwner(
    readClaim(claim),
    model.facts.filter((f) => f.text === value),
    model,
  );
};

/** The fields of each date mention in a text (text, y, m, d, days, months, weekday, bound, inclusive), without its range. */
export const dates = (text: string) =>
  extractDates(text).map((d) => Object.fromEntries(Object.entries(d).filter(([key]) => key !== 'range')));

/** The first date mention in a text (there must be one). */
export const oneDate = (text: string): DateMention => {
  const [d] = extractDates(text);
  if (!d) throw new Error(`no date in ${text}`);
  return d;
};

/** A number rounded to six decimals (an infinite bound stays as it is). */
export const round = (x: number): number => (Number.isFinite(x) ? Math.round(x * 1e6) / 1e6 : x);

/** A quantity as [text, dimension, value, lo, hi, qualifier], its numbers rounded. */
export const brief = (q: Quantity): unknown[] => [
  q.text,
  q.dimension,
  round(q.value),
  round(q.lo),
  round(q.hi),
  q.qualifier,
];

/** Each quantity read in a text (outside the masked ranges) as [text, dimension, value, lo, hi, qualifier]. */
export const readQuantities = (text: string, masked: readonly Range[] = []): unknown[][] =>
  extractQuantities(text, masked).map(brief);

// Sources several test files read.

/** The mime-types package's HISTORY.md: three releases under underlined headings, with nested dependency entries. */
export const mimeTypesHistory = md('HISTORY.md', [
  '3.0.0 / 2024-08-31',
  '==================',
  '',
  '  * Drop support for node <18',
  '  * resolve extension conflicts',
  '',
  '2.1.27 / 2020-04-23',
  '===================',
  '',
  '  * deps: mime-db@1.44.0',
  '    - Add extension `.cjs` to `application/node`',
  '',
  '2.1.26 / 2020-01-05',
  '===================',
  '',
  '  * deps: mime-db@1.43.0',
  '    - Add `application/x-keepass2` with extension `.kdbx`',
  '',
]);

/** A keep-a-changelog release, 1.1.0, with one entry under Added and one under Fixed. */
export const typedChangelog = md('CHANGELOG.md', [
  '## [1.1.0] - 2019-02-15',
  '',
  '### Added',
  '',
  '- Danish translation.',
  '',
  '### Fixed',
  '',
  '- Italian translation.',
]);

/** Release notes of three dated releases, v5.0.0, v4.2.0 and v4.1.0, newest first. */
export const datedReleaseNotes = md('CHANGELOG.md', [
  '# Release notes',
  '',
  '## v5.0.0 (2024-06-01)',
  '- Removed the legacy API.',
  '',
  '## v4.2.0 (2024-02-10)',
  '- Added dark mode.',
  '',
  '## v4.1.0 (2023-12-05)',
  '- Added CSV export.',
]);

/** Freight moved by rail, road and ferry in 2010-2015: one CSV row a mode and year. */
export const freight = (() => {
  const years = [2010, 2011, 2012, 2013, 2014, 2015];
  const series: Record<string, number[]> = {
    Rail: [5120, 5230, 5301, 5290, 5410, 5588],
    Road: [40211, 40877, 41002, 39876, 38120, 37011],
    Ferry: [812, 790, 845, 901, 1203, 1520],
  };
  return {
    uri: 'freight.csv',
    mediaType: 'text/csv',
    title: 'Freight moved by mode (freight.csv)',
    text: [
      'year,mode,tonnes',
      ...Object.entries(series).flatMap(([mode, values]) => values.map((v, k) => `${years[k]}-01-01,${mode},${v}`)),
      '',
    ].join('\n'),
  };
})();

/** Six progress loaders: three with an interval of 80, two of 120 and one of 40. */
export const loaderShelf = loaders({
  a: { interval: 80, frames: ['1', '2'] },
  b: { interval: 80, frames: ['1', '2'] },
  c: { interval: 80, frames: ['1', '2'] },
  d: { interval: 120, frames: ['1', '2'] },
  e: { interval: 120, frames: ['1', '2'] },
  f: { interval: 40, frames: ['1', '2'] },
});

/** Club grounds in two sections (North, South), each a table of capacities, with a capacity outside any row between them. */
export const clubGrounds = md('grounds.md', [
  '## North',
  '',
  '| Club | Capacity |',
  '|---|---|',
  '| Kew | 31000 |',
  '| Geelong | 36000 |',
  '| Carlton | 42000 |',
  '',
  'Capacity: 99000',
  '',
  '## South',
  '',
  '| Club | Capacity |',
  '|---|---|',
  '| Hawthorn | 18000 |',
  '| Essendon | 50000 |',
  '| Fitzroy | 12000 |',
]);

/** The lines of a Markdown table of codecs (squash, gzip, quick) by ratio, encode and decode speed, ending in a blank line. */
export const codecTable = [
  '| Codec           | Ratio | Encode   | Decode    |',
  '| --------------- | ----- | -------- | --------- |',
  '| squash 2.1 -1   | 2.91  | 480 MB/s | 1400 MB/s |',
  '| gzip 1.12 -1    | 2.70  | 90 MB/s  | 380 MB/s  |',
  '| squash 2.1 -f2  | 2.45  | 560 MB/s | 1750 MB/s |',
  '| squash 2.1 -f4  | 2.20  | 610 MB/s | 1950 MB/s |',
  '| quick 3.0       | 2.10  | 690 MB/s | 3900 MB/s |',
  '',
];

/** Yearly downloads, 2020-2023, doubling from 1.2 million to 4.8 million. */
export const doublingDownloads = csv('downloads.csv', [
  'year,downloads',
  '2020,1200000',
  '2021,1800000',
  '2022,2400000',
  '2023,4800000',
]);

/** Yearly downloads, 2019-2023, crossing 10,000 in 2021, dipping below it in 2022 and rising again. */
export const crossingDownloads = csv('downloads.csv', [
  'year,downloads',
  '2019,8200',
  '2020,9400',
  '2021,10400',
  '2022,9900',
  '2023,12800',
]);

/** Requests per second and p99 latency of Fastify, Koa and Hapi. */
export const frameworkBench = md('bench.md', [
  '| Framework | Requests/s | p99 latency (ms) |',
  '|---|---|---|',
  '| Fastify | 72,000 | 11 |',
  '| Koa | 41,000 | 19 |',
  '| Hapi | 38,000 | 22 |',
]);

/** A share by country (Denmark, France, Spain) and year (2010, 2020, 2023). */
export const countryShares = csv('shares.csv', [
  'Entity,Year,Share (%)',
  ...['Denmark,2010,33.1', 'Denmark,2020,81.6', 'Denmark,2023,88.4'],
  ...['France,2010,14.4', 'France,2020,24.9', 'France,2023,27.6'],
  ...['Spain,2010,20.0', 'Spain,2020,40.0', 'Spain,2023,50.1'],
]);

/** Two football games: home and away teams, their scores, the venue and the crowd. */
export const twoGames = csv('games.csv', [
  'home team,home team score,away team,away team score,venue,crowd',
  'footscray,18.11 (119),brentford,8.5 (53),western oval,12000',
  'richmond,12.10 (82),carlton,9.9 (63),punt road,28000',
]);

/** A page of laptop models, each under its own heading, with one value the page gives above them all. */
export const laptopLineup = md('lineup.md', [
  '# Lineup',
  '',
  'Every model ships with a 65 W charger.',
  '',
  '## Aero 14',
  '',
  'The Aero 14 weighs 1.4 kg. Its battery lasts 12 hours.',
  '',
  '## Aero 16',
  '',
  'The Aero 16 weighs 2.1 kg. It has 32 GB of memory.',
  '',
  '## Aero 20',
  '',
  'The Aero 20 is only a plan. It has 64 GB of memory.',
]);

/** Output by fuel for 2010-2013, each fuel's four years in order. */
export const fuelValues: Record<string, number[]> = {
  Coal: [5120, 5230, 5301, 5290],
  Gas: [40211, 40877, 41002, 39876],
  Solar: [812, 790, 845, 901],
};

/** fuelValues as a CSV, one row per year and fuel, dated the first of January. */
export const fuelOutput = csv('power.csv', [
  'year,fuel,output',
  ...Object.entries(fuelValues).flatMap(([fuel, values]) => values.map((v, k) => `${2010 + k}-01-01,${fuel},${v}`)),
]);

/** A Keep a Changelog log of four releases: 3.0.0 adds the plugin API, 2.3.0 deprecates the JSON exporter, 2.2.0 fixes
 * a crash on empty input, 1.0.0 adds dark mode and CSV export. */
export const fourReleaseLog = md('sources/CHANGELOG.md', [
  '# Changelog',
  '',
  '## [3.0.0] - 2024-05-01',
  '### Added',
  '- Plugin API',
  '',
  '## [2.3.0] - 2024-01-10',
  '### Deprecated',
  '- The JSON exporter',
  '',
  '## [2.2.0] - 2023-11-02',
  '### Fixed',
  '- Crash on empty input',
  '',
  '## [1.0.0] - 2023-01-01',
  '### Added',
  '- Dark mode',
  '- CSV export',
  '',
]);

/** A benchmark README of three hash speeds: XXH3 19.4 GB/s, XXH32 9.7 GB/s, MD5 0.6 GB/s. */
export const hashSpeeds = md('README.md', [
  '# Benchmarks',
  '',
  '| Hash | Speed |',
  '|------|-------|',
  '| XXH3 | 19.4 GB/s |',
  '| XXH32 | 9.7 GB/s |',
  '| MD5 | 0.6 GB/s |',
]);

/** Yearly wind and solar output in one long table, for comparisons with another year's figure. */
export const windAndSolar = csv('wind.csv', [
  'year,source,gwh',
  '2014,Wind,310',
  '2015,Wind,250',
  '2016,Wind,280',
  '2017,Wind,420',
  '2018,Wind,420',
  '2014,Solar,60',
  '2015,Solar,80',
  '2016,Solar,100',
  '2017,Solar,102',
]);

/** Two sibling models' sections of fields, the Aero 14's firmware 2.1.0 of 2023-03-01 and the Aero 16's as given. */
export const aeroSpecs = (firmware16: string, released16: string): ReturnType<typeof md> =>
  md('aero.md', [
    '# Aero laptops',
    '',
    '## Aero 14',
    '',
    'Firmware: 2.1.0',
    'Released: 2023-03-01',
    '',
    '## Aero 16',
    '',
    `Firmware: ${firmware16}`,
    `Released: ${released16}`,
  ]);
