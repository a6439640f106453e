// How a cited source is read: its units (headings, fields, items, sentences, rows) and the facts each states, with their keys, rows, labels, sections, counts and places.
import { beforeEach, describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { sourceModel, versionToken, type SourceFact, type SourceModel } from '../../src/grounding/source-facts.js';
import { at, counts, fact, factsOf, units, valueOf } from './fixtures.js';

const text = (t: string, title = '') => ({ uri: 'notes.txt', mediaType: 'text/plain', text: t, title });
const md = (t: string, title = '') => ({ uri: 'README.md', mediaType: 'text/markdown', text: t, title });
const csv = (t: string) => ({ uri: 'table.csv', mediaType: 'text/csv', text: t, title: '' });
const json = (t: string, title = '') => ({ uri: 'data.json', mediaType: 'application/json', text: t, title });

describe('versions as one token both sides share', () => {
  it('drops trailing zero parts but keeps a lone zero and lower-cases the suffix', () => {
    expect(versionToken([1, 4, 0])).toBe('v:1.4');
    expect(versionToken([1, 4])).toBe('v:1.4');
    expect(versionToken([2, 0, 0])).toBe('v:2');
    expect(versionToken([0])).toBe('v:0');
    expect(versionToken([0, 0])).toBe('v:0');
    expect(versionToken([1, 0, 2])).toBe('v:1.0.2');
    expect(versionToken([8, 22, 0], '-RC1')).toBe('v:8.22-rc1');
  });
});

describe('a source is read once', () => {
  it('hands back the same reading for the same source object, and a new one when its text changes', () => {
    const source = text('Contributors: 38\n');
    const first = sourceModel(source);
    expect(sourceModel(source)).toBe(first);
    // The same object, its text reloaded.
    source.text = 'Contributors: 40\n';
    expect(valueOf(sourceModel(source).facts[0] as SourceFact)).toBe('q:40');
    const changed = { ...source, text: 'Contributors: 39\n' };
    expect(valueOf(sourceModel(changed).facts[0] as SourceFact)).toBe('q:39');
  });

  it('reuses a reading for a new object with the same text and title, but not with another title', () => {
    const body = 'Spinners: 12\n';
    const a = sourceModel(text(body, 'Spinner catalogue'));
    expect(sourceModel(text(body, 'Spinner catalogue'))).toBe(a);
    const untitled = sourceModel(text(body));
    expect(untitled).not.toBe(a);
    expect(untitled.titleRoots).toEqual([]);
    expect(a.titleRoots.length).toBeGreaterThan(0);
  });

  it('keeps the 256 most recently read texts, the least recently used leaving first', () => {
    const kept = sourceModel(text('Kept value: 1\n'));
    for (let k = 0; k < 255; k += 1) sourceModel(text(`Filler ${k}: ${k}\n`));
    // Still among the 256 most recent; reading it again makes it the most recent.
    expect(sourceModel(text('Kept value: 1\n'))).toBe(kept);
    for (let k = 0; k < 255; k += 1) sourceModel(text(`Other ${k}: ${k}\n`));
    expect(sourceModel(text('Kept value: 1\n'))).toBe(kept);
    for (let k = 0; k < 256; k += 1) sourceModel(text(`Third ${k}: ${k}\n`));
    expect(sourceModel(text('Kept value: 1\n'))).not.toBe(kept);
  });
});

describe('formats', () => {
  it('reads JSON that does not parse as plain text', () => {
    const m = sourceModel(json('Stars: 4187\n{'));
    expect(units(m)).toEqual(['field: Stars: 4187', 'sentence: {']);
    expect(fact(m, 'q:4187').label).toBe('Stars');
  });

  it('reads a source of an unknown type as plain text, where "#" starts no heading', () => {
    const m = sourceModel({ uri: 'notes', mediaType: 'application/octet-stream', text: '# Stars: 4187\n' });
    expect(units(m)).toEqual(['sentence: # Stars: 4187']);
    expect(m.facts.map(valueOf)).toEqual(['q:4187']);
  });

  it('gives the line index of the source text for places', () => {
    const m = sourceModel(text('a: 1\nb: 2\n'));
    expect(m.lines).toBeDefined();
    expect(fact(m, 'q:2').range.start).toBe(8);
  });
});

describe('Markdown and plain-text structure', () => {
  const notes = md(
    [
      '# Project notes',
      '',
      '```',
      'Build time: 99 minutes',
      '```',
      '',
      'Release Plan',
      '============',
      '',
      'Owner: Ana Ruiz',
      '',
      'Changes:',
      '- Added 3 parsers',
      '  and 2 lexers',
      '* Speed: 40 ms',
      '',
      'Details',
      '-------',
      '',
      'Latency fell to 12 ms today. It was 30 ms before. See e.g. the docs.',
      '<!-- a comment -->',
      'Builds take 7 minutes.',
      '',
    ].join('\n'),
  );
  // (Read in each test, so that a mutation run reads it with the mutant switched on.)
  let m: SourceModel;
  beforeEach(() => {
    m = sourceModel(notes);
  });

  it('reads headings, underlined headings, fields, list items and sentences, skipping fenced code', () => {
    expect(units(m)).toEqual([
      'heading: Project notes',
      'heading: Release Plan',
      'field: Owner: Ana Ruiz',
      'heading: Changes',
      'item: Added 3 parsers and 2 lexers',
      'field: Speed: 40 ms',
      'heading: Details',
      'sentence: Latency fell to 12 ms today.',
      'sentence: It was 30 ms before.',
      'sentence: See e.g. the docs.',
      'sentence: Builds take 7 minutes.',
    ]);
    expect(m.facts.map(valueOf)).not.toContain('q:5940');
  });

  it('gives "===" headings level 1, "---" headings level 2, and a line ending in a colon level 3 under them', () => {
    const level = (heading: string) => m.units.find((u) => u.kind === 'heading' && u.text === heading)?.section;
    expect(level('Project notes')?.level).toBe(1);
    expect(level('Release Plan')?.level).toBe(1);
    expect(level('Changes')?.level).toBe(3);
    expect(level('Changes')?.parent?.heading).toBe('Release Plan');
    expect(level('Details')?.level).toBe(2);
    expect(level('Details')?.parent?.heading).toBe('Release Plan');
    expect(level('Project notes')?.parent).toBeUndefined();
  });

  it('places each unit where the source writes it', () => {
    const place = (t: string) => {
      const u = m.units.find((x) => x.text === t);
      return u ? notes.text.slice(u.range.start, u.range.end) : undefined;
    };
    expect(place('Release Plan')).toBe('Release Plan');
    expect(place('Owner: Ana Ruiz')).toBe('Owner: Ana Ruiz');
    expect(place('Added 3 parsers and 2 lexers')).toBe('- Added 3 parsers\n  and 2 lexers');
    expect(place('Latency fell to 12 ms today.')).toBe('Latency fell to 12 ms today.');
    expect(place('It was 30 ms before.')).toBe('It was 30 ms before.');
    expect(place('Builds take 7 minutes.')).toBe('Builds take 7 minutes.');
    expect(at(notes, fact(m, 'n:Ana Ruiz'))).toBe('Ana Ruiz');
    expect(at(notes, fact(m, 'q:0.04'))).toBe('40 ms');
  });

  it('names a value in a sentence by its own clause and keeps it in its section', () => {
    const added = fact(m, 'q:3', 'Added 3 parsers and 2 lexers');
    expect(added.key).toContain('parser');
    expect(added.unit.section?.heading).toBe('Changes');
    expect(fact(m, 'q:2', 'Added 3 parsers and 2 lexers').key).toContain('lexer');
    expect(fact(m, 'q:0.012').unit.section?.heading).toBe('Details');
  });

  it('counts a section\'s list entries, a "Key: value" bullet among them', () => {
    expect(counts(m)).toEqual(['the entries under "Changes" = 2']);
    const count = fact(m, 'q:2', 'the entries under "Changes"');
    expect(count.unit.text).toBe('Changes: 2 entries');
    expect(count.unit.kind).toBe('heading');
    expect(at(notes, count)).toBe('- Added 3 parsers\n  and 2 lexers');
  });

  it('reads a plain-text line underlined with "===" as a heading, and a Markdown bullet or table line never', () => {
    const plain = sourceModel(text('Summary\n=======\nReleases: 4\n'));
    expect(units(plain)).toEqual(['heading: Summary', 'field: Releases: 4']);
    expect(fact(plain, 'q:4').unit.section?.heading).toBe('Summary');
    const bullet = sourceModel(md('- Shipped 4 releases\n---\n'));
    expect(units(bullet)).toEqual(['item: Shipped 4 releases']);
    const rule = sourceModel(md('Shipped 4 releases.\n\n---\n===\n'));
    expect(units(rule)).toEqual(['sentence: Shipped 4 releases.']);
  });

  it('reads no heading from a line of 100 characters or more above a rule', () => {
    const long = `${'word '.repeat(20)}and 9 more`;
    const m2 = sourceModel(text(`${long}\n---\n`));
    expect(m2.units.map((u) => u.kind)).toEqual(['sentence']);
    const hundred = `${'word '.repeat(18)}and 9 more`;
    expect(hundred).toHaveLength(100);
    expect(sourceModel(text(`${hundred}\n---\n`)).units.map((u) => u.kind)).toEqual(['sentence']);
    const shorter = hundred.slice(1);
    expect(sourceModel(text(`${shorter}\n---\n`)).units.map((u) => u.kind)).toEqual(['heading']);
  });

  it('ends a paragraph at a horizontal rule or a comment', () => {
    const m2 = sourceModel(md('Latency was 12 ms\n***\nThroughput was 400 rps\n'));
    expect(m2.units.map((u) => u.kind)).toEqual(['sentence']);
    const m3 = sourceModel(md('Latency was 12 ms\n<!-- note -->\nThroughput was 400 rps\n'));
    expect(units(m3)).toEqual(['sentence: Latency was 12 ms', 'sentence: Throughput was 400 rps']);
    const m4 = sourceModel(md('Latency was 12 ms\n~~~\nThroughput was 400 rps\n~~~\nErrors were 3\n'));
    expect(units(m4)).toEqual(['sentence: Latency was 12 ms', 'sentence: Errors were 3']);
  });

  it('reads Windows line ends like Unix ones', () => {
    const m2 = sourceModel(text('Releases: 4\r\nStars: 90\r\n'));
    expect(units(m2)).toEqual(['field: Releases: 4', 'field: Stars: 90']);
    expect(fact(m2, 'q:90').range).toEqual({ start: 20, end: 22 });
  });
});

describe('"Key: value" fields', () => {
  it('reads a value that goes on over indented lines, up to the next field', () => {
    const source = text('Imports:\n    cli (>= 3.6.2),\n    glue\nLicense: MIT\n');
    const m = sourceModel(source);
    expect(units(m)).toEqual(['field: Imports: cli (>= 3.6.2), glue', 'field: License: MIT']);
    const field = m.units[0];
    expect(source.text.slice(field?.range.start, field?.range.end)).toBe('Imports:\n    cli (>= 3.6.2),\n    glue');
    expect(counts(m)).toEqual(['Imports (number of entries) = 2']);
    expect(fact(m, 'n:glue').label).toBe('Imports');
    expect(fact(m, 'n:MIT').key).toEqual(['licens']);
  });

  it('names a nested YAML key by the keys it is under, so a claim about one block is not checked against another', () => {
    const config = {
      id: 'config',
      uri: 'sources/config.yml',
      title: 'config',
      tier: 'record' as const,
      sensitivity: 'public' as const,
      sha256: 'x',
      mediaType: 'application/yaml',
      text: 'server:\n  port: 8080\nhttp:\n  timeout: 30s\ndatabase:\n  host: db\n  port: 5432\n',
    };
    expect(assessDeterministic('The server listens on port 8080.', config)).toMatchObject({
      support: 'supported',
      rule: 'the source states 8080 (config.yml:2)',
    });
    expect(assessDeterministic('The database listens on port 8080.', config)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 5432 for "database.port" (config.yml:7), not 8080',
    });
    // ("http:" with a value that is no web address is a key like any other.)
    expect(fact(sourceModel(config), 'q:30').label).toBe('http.timeout');
    // A key back at the left edge is under no other.
    const flat = sourceModel(text('server:\n  port: 8080\nport: 9090\n'));
    expect(fact(flat, 'q:9090').label).toBe('port');
  });

  it('ends a YAML document at "---" and a list item at the keys it is not indented under', () => {
    const yaml = (uri: string, text: string) => ({ uri, mediaType: 'application/yaml', text });
    const manifests = yaml(
      'app.yaml',
      'kind: Deployment\nmetadata:\n  name: frontend\nspec:\n  replicas: 3\n---\nkind: Deployment\nmetadata:\n  name: backend\nspec:\n  replicas: 5\n',
    );
    // (Both documents' replicas are read; which one the claim means is for a person to say.)
    expect(fact(sourceModel(manifests), 'q:3').label).toBe('spec.replicas');
    expect(assessDeterministic('The frontend deployment runs 3 replicas.', manifests).support).not.toBe('refuted');
    const compose = yaml(
      'docker-compose.yml',
      'services:\n  db:\n    ports:\n      - "5432:5432"\n    environment:\n      POSTGRES_MAX_CONNECTIONS: 200\n',
    );
    expect(fact(sourceModel(compose), 'q:200').label).toBe('services.db.environment.POSTGRES_MAX_CONNECTIONS');
  });

  it('does not read a nested field of another block than the one the claim names', () => {
    const config = {
      uri: 'config.yaml',
      mediaType: 'application/yaml',
      text: 'server:\n  max_connections: 1000\ndatabase:\n  pool:\n    max: 20\n',
    };
    expect(assessDeterministic('The database pool allows at most 1000 connections.', config).support).toBe('neutral');
    expect(assessDeterministic('The server allows at most 1000 connections.', config).support).toBe('supported');
  });

  it('leaves open a value with a unit when the field the claim names has no unit', () => {
    const config = {
      uri: 'config.yaml',
      mediaType: 'application/yaml',
      text: 'production:\n  database:\n    timeout: 10\nstaging:\n  database:\n    timeout: 30\n',
    };
    expect(assessDeterministic('The production database timeout is 30 seconds.', config)).toMatchObject({
      support: 'neutral',
      rule: 'the source gives 10 for "production.database.timeout" with no unit to check 30 seconds against',
    });
  });

  it('reads a level a field says its value rose from as the earlier one, and counts a list of records by its records', () => {
    const usage = { uri: 'notes.txt', mediaType: 'text/plain', text: 'Usage: 49%, up from 44%\n' };
    expect(assessDeterministic('Usage is 49%.', usage).support).toBe('supported');
    const plugins = {
      uri: 'data.json',
      mediaType: 'application/json',
      text: '{"plugins": [{"name": "cors", "size": 3}, {"name": "etag", "size": 4}, {"name": "helmet", "size": 5}]}',
    };
    expect(assessDeterministic('The file lists three plugins.', plugins).support).toBe('supported');
    expect(assessDeterministic('The file lists two plugins.', plugins).support).toBe('refuted');
  });

  it('reads the port of a web address as a port its sentence speaks of', () => {
    const readme = {
      uri: 'README.md',
      mediaType: 'text/markdown',
      text: '# Vite\n\nRun `npm run dev` and open http://localhost:5173/ in your browser. The preview server uses port 4173.\n',
    };
    expect(assessDeterministic('The dev server runs on port 5173.', readme)).toMatchObject({
      support: 'supported',
      rule: 'the source states 5173 (README.md:3)',
    });
    expect(assessDeterministic('The preview server uses port 4173.', readme).support).toBe('supported');
    expect(assessDeterministic('The dev server runs on port 3000.', readme).support).toBe('refuted');
  });

  it('stops a value at an indented line that is a field of its own', () => {
    const m = sourceModel(text('Server:\n  Cores: 8\n  Memory: 32 GB\n'));
    expect(units(m).slice(1)).toEqual(['field: Cores: 8', 'field: Memory: 32 GB']);
    // (Its key is the path of keys it is nested under.)
    expect(fact(m, 'q:8').label).toBe('Server.Cores');
  });

  it('joins an indented continuation of a field value to it with one space', () => {
    const m = sourceModel(text('Summary: the audit found\n  12 open issues\n'));
    expect(units(m)).toEqual(['field: Summary: the audit found 12 open issues']);
    // A field whose value is a sentence names its number by the sentence's words.
    expect(fact(m, 'q:12').key).toEqual(expect.arrayContaining(['summar', 'audit', 'open', 'issu']));
  });

  it('keeps the next bullet of a list of "Key: value" bullets out of the value', () => {
    const m = sourceModel(text('Totals:\n  - Stars: 90\n  - Forks: 12\n'));
    expect(units(m)).toEqual(['heading: Totals', 'field: Stars: 90', 'field: Forks: 12']);
    expect(counts(m)).toEqual(['the entries under "Totals" = 2']);
    const stars = fact(m, 'q:90');
    expect(stars.label).toBe('Stars');
    expect(m.units[1]?.range.start).toBe('Totals:\n  '.length);
  });

  it('reads no field from a URL scheme or from a long phrase before a colon', () => {
    const m = sourceModel(text('https: //example.com/x\nThis line has far too many words before its colon: 42\n'));
    expect(m.units.map((u) => u.kind)).toEqual(['sentence']);
    const long = fact(m, 'q:42');
    expect(long.unit.kind).toBe('sentence');
    expect(long.key).toEqual(expect.arrayContaining(['line', 'colon']));
  });

  it('places a field value exactly, after the colon', () => {
    const source = text('Issues closed:   4,127\nVersion: 1.4.0\nSpeed: 40 ms\n');
    const m = sourceModel(source);
    expect(at(source, fact(m, 'q:4127'))).toBe('4,127');
    expect(fact(m, 'q:4127').text).toBe('4,127');
    expect(fact(m, 'q:4127').key).toEqual(['issu', 'clos']);
    expect(at(source, fact(m, 'v:1.4.0'))).toBe('1.4.0');
    expect(at(source, fact(m, 'q:0.04'))).toBe('40 ms');
  });

  it('reads a percent sign on a field value as a percentage', () => {
    const m = sourceModel(text('Coverage: 87%\nShare: 0.5\n'));
    const coverage = fact(m, 'q:87');
    expect(coverage.value.kind === 'quantity' && coverage.value.quantity.dimension).toBe('percent');
    expect(coverage.text).toBe('87%');
    const share = fact(m, 'q:0.5');
    expect(share.value.kind === 'quantity' && share.value.quantity.dimension).not.toBe('percent');
  });

  it("reads a number in a key's own words as from the key, and a field with a short text value as a name", () => {
    const m = sourceModel(text('Hours above 1000 ppm: many\nMaintainer: Ana Ruiz\n'));
    const inKey = fact(m, 'q:1000');
    expect(inKey.fromKey).toBe(true);
    expect(inKey.label).toBe('Hours above 1000 ppm');
    expect(fact(m, 'n:many').label).toBe('Hours above 1000 ppm');
    expect(fact(m, 'n:Ana Ruiz').key).toEqual(['maintain']);
  });

  it('reads no name from a long value or one with digits in it', () => {
    const long = 'x'.repeat(81);
    const m = sourceModel(text(`Notes: ${long}\nBuild: r2d2\nShort: ${'y'.repeat(80)}\n`));
    expect(factsOf(m, `n:${long}`)).toEqual([]);
    expect(m.facts.filter((f) => f.value.kind === 'name').map((f) => f.label)).toEqual(['Short']);
  });
});

describe('list items', () => {
  it('reads a bullet with its deeper-indented continuation lines as one item', () => {
    const source = md('## Fixes\n\n- Fixed 4 crashes\n  in the parser\n - Fixed 2 leaks\n');
    const m = sourceModel(source);
    expect(units(m)).toEqual(['heading: Fixes', 'item: Fixed 4 crashes in the parser', 'item: Fixed 2 leaks']);
    const first = m.units[1];
    expect(source.text.slice(first?.range.start, first?.range.end)).toBe('- Fixed 4 crashes\n  in the parser');
  });

  it('ends an item at the next bullet, however it is indented', () => {
    const m = sourceModel(md('## Fixes\n\n- Fixed 4 crashes\n  - in the parser\n'));
    expect(units(m)).toEqual(['heading: Fixes', 'item: Fixed 4 crashes', 'item: in the parser']);
  });

  it('counts the entries nested under a bullet, named by its words, and not as entries of the section', () => {
    const source = md(
      [
        '## 2.0.0',
        '',
        '- Changed the type for these extensions',
        '  - `.mjs`',
        '  - `.cjs`',
        '  - `.mts`',
        '- Removed 2 flags',
        '',
      ].join('\n'),
    );
    const m = sourceModel(source);
    expect(counts(m)).toEqual([
      'the entries under "Changed the type for these extensions" = 3',
      'the entries under "2.0.0" = 2',
    ]);
    const nested = fact(m, 'q:3', 'the entries under "Changed the type for these extensions"');
    expect(nested.key).toEqual(expect.arrayContaining(['chang', 'type', 'extens']));
    expect(nested.unit.text).toBe('Changed the type for these extensions: 3 entries');
    expect(nested.unit.kind).toBe('item');
    expect(nested.unit.section?.heading).toBe('2.0.0');
    expect(at(source, nested)).toBe('- `.mjs`');
    expect(nested.row).toEqual([]);
  });

  it('counts no entries under a bullet with only one nested entry, nor under a section with one item', () => {
    const m = sourceModel(md('## Notes\n\n- Parent entry\n  - only child\n'));
    expect(counts(m)).toEqual([]);
    const two = sourceModel(md('## Notes\n\n- Parent entry\n  - first child\n  - second child\n'));
    expect(counts(two)).toEqual(['the entries under "Parent entry" = 2']);
  });

  it('keeps a bullet in its own section: a bullet after a new heading is no child of the one before', () => {
    const m = sourceModel(md('## A\n\n- first\n\n## B\n\n  - second\n  - third\n'));
    expect(counts(m)).toEqual(['the entries under "B" = 2']);
  });

  it("reads an ordered list item's number as no value of the item", () => {
    const m = sourceModel(md('## Steps\n\n1. Install 3 packages\n2) Run 2 checks\n'));
    expect(units(m)).toEqual(['heading: Steps', 'item: Install 3 packages', 'item: Run 2 checks']);
    expect(m.facts.filter((f) => !f.counted).map(valueOf)).toEqual(['q:3', 'q:2']);
    expect(fact(m, 'q:3').range).toEqual({ start: 21, end: 22 });
  });

  it('counts no entries of a list that is under no heading', () => {
    const m = sourceModel(md('- one\n- two\n- three\n'));
    expect(counts(m)).toEqual([]);
    expect(m.units.map((u) => u.kind)).toEqual(['item', 'item', 'item']);
  });
});

describe('changelog sections', () => {
  const log = md(
    [
      '# Changelog',
      '',
      '## [Unreleased]',
      '',
      '- Remove the old API',
      '',
      '## [2.1.0] - 2024-03-05',
      '',
      '- Version 2.1 added streaming; version 2.2 removed the old API.',
      '- Fixed 4 bugs ([#4127](https://github.com/o/r/issues/4127)) [72] (#88) #123',
      '',
      '### Deprecated',
      '',
      '- The `--fast` flag',
      '',
      '## 2023',
      '',
      '- Shipped 12 releases.',
      '- Downloads rose from 10 to 15 million, up from 8 million in 2021.',
      '- 363 out of the 370 sites passed.',
      '- Builds take 12 minutes on CI and 3 minutes locally.',
      '',
    ].join('\n'),
  );
  // (Read in each test, so that a mutation run reads it with the mutant switched on.)
  let m: SourceModel;
  beforeEach(() => {
    m = sourceModel(log);
  });
  const section = (heading: string) => m.units.find((u) => u.kind === 'heading' && u.text === heading)?.section;

  it("reads each section's status: unreleased, released (a version or a date), or as its parent's", () => {
    expect(section('Changelog')?.status).toBeUndefined();
    expect(section('Unreleased')?.status).toBe('unreleased');
    expect(section('2.1.0 - 2024-03-05')?.status).toBe('released');
    expect(section('Deprecated')?.status).toBe('deprecated');
    expect(section('2023')?.status).toBeUndefined();
  });

  it("dates each section by the years its heading names, or by its parent's", () => {
    expect(section('Unreleased')?.years).toEqual([]);
    expect(section('2.1.0 - 2024-03-05')?.years).toEqual([2024]);
    expect(section('Deprecated')?.years).toEqual([2024]);
    expect(section('Deprecated')?.parent?.heading).toBe('2.1.0 - 2024-03-05');
    expect(section('2023')?.years).toEqual([2023]);
    expect(fact(m, 'q:4', 'Fixed 4 bugs ([#4127](https://github.com/o/r/issues/4127)) [72] (#88) #123').years).toEqual([
      2024,
    ]);
  });

  it("keeps a heading's version and date out of its words, and reads them as facts of the release", () => {
    const release = section('2.1.0 - 2024-03-05');
    expect(release?.roots).toEqual([]);
    const version = fact(m, 'v:2.1.0');
    expect(version.key).toEqual(['release', 'v:2.1']);
    expect(version.unit.kind).toBe('heading');
    expect(at(log, version)).toBe('## [2.1.0] - 2024-03-05');
    const date = fact(m, 'd:2024-3-5');
    expect(date.key).toEqual(['release', 'v:2.1']);
    expect(date.label).toBe('2.1.0 - 2024-03-05');
  });

  it('reads a year heading as the year of what follows it, named by the words of dates', () => {
    const year = fact(m, 'q:2023', '2023');
    expect(year.value.kind === 'quantity' && year.value.quantity.dimension).toBe('year');
    expect(year.key).toEqual(expect.arrayContaining(['release', 'year', 'date']));
    expect(fact(m, 'q:12', 'Shipped 12 releases.').years).toEqual([2023]);
  });

  it('names each version of a sentence by its own clause', () => {
    expect(fact(m, 'v:2.1').key).toEqual(['versio', 'add', 'stream']);
    expect(fact(m, 'v:2.2').key).toEqual(['versio', 'remov', 'baseline', 'api']);
    expect(at(log, fact(m, 'v:2.2'))).toBe('2.2');
  });

  it('reads no issue numbers, footnote marks or link targets as values', () => {
    const unit = 'Fixed 4 bugs ([#4127](https://github.com/o/r/issues/4127)) [72] (#88) #123';
    expect(m.facts.filter((f) => f.unit.text === unit).map(valueOf)).toEqual(['q:4']);
  });

  it('reads the level a change started from as earlier, and a value "in 2021" as that year\'s', () => {
    const unit = 'Downloads rose from 10 to 15 million, up from 8 million in 2021.';
    const from = fact(m, 'q:10', unit);
    expect(from.earlier).toBe(true);
    const to = fact(m, 'q:15000000', unit);
    expect(to.earlier).toBeUndefined();
    expect(to.key).toEqual(['downlo', 'rose', 'millio']);
    expect(to.years).toEqual([2023]);
    const before = fact(m, 'q:8000000', unit);
    expect(before.earlier).toBe(true);
    expect(before.years).toEqual([2021]);
    expect(fact(m, 'q:2021', unit).years).toEqual([2023]);
  });

  it('names the part of a whole by what the whole is', () => {
    const unit = '363 out of the 370 sites passed.';
    expect(fact(m, 'q:363', unit).key).toEqual(['site', 'pass']);
    expect(fact(m, 'q:370', unit).key).toEqual(['site', 'pass']);
  });

  it('names a value joined by "and" to one of the same measure by what that one is', () => {
    const unit = 'Builds take 12 minutes on CI and 3 minutes locally.';
    expect(fact(m, 'q:720', unit).key).toEqual(['build', 'duration', 'ci', 'minut']);
    expect(fact(m, 'q:180', unit).key).toEqual(['locall', 'build', 'duration', 'minut']);
  });

  it("counts each section's entries", () => {
    expect(counts(m)).toEqual(['the entries under "2.1.0 - 2024-03-05" = 2', 'the entries under "2023" = 4']);
    const count = fact(m, 'q:4', 'the entries under "2023"');
    expect(count.unit.text).toBe('2023: 4 entries');
    expect(count.text).toBe('4 entries');
    expect(count.key).toEqual(['number', 'entry', 'list', 'item']);
  });
});

describe('tables', () => {
  const table = md(
    [
      '## Benchmarks',
      '',
      '| Tool | Stars | Release |',
      '|:-----|------:|---------|',
      '| **zstd 1.5.6** | 4,200 | [v2](http://x/y) |',
      '| lz4 round 3 | 3100 | 1.9.4 |',
      '| | | |',
      '',
    ].join('\n'),
  );
  // (Read in each test, so that a mutation run reads it with the mutant switched on.)
  let m: SourceModel;
  beforeEach(() => {
    m = sourceModel(table);
  });

  it('reads each row as a unit shown with its column headers, skipping the separator and blank rows', () => {
    expect(units(m)).toEqual([
      'heading: Benchmarks',
      'row: Tool: zstd 1.5.6; Stars: 4,200; Release: v2',
      'row: Tool: lz4 round 3; Stars: 3100; Release: 1.9.4',
    ]);
    expect(at(table, { ...fact(m, 'q:4200') })).toBe('4,200');
    expect(m.units[1]?.section?.heading).toBe('Benchmarks');
  });

  it("names a cell by its column and its row's label", () => {
    const stars = fact(m, 'q:4200');
    expect(stars.label).toBe('"Stars" of the row "zstd 1.5.6"');
    expect(stars.row).toEqual(['zstd', 'v2']);
    expect(stars.record).toBe(m.units[1]?.range.start);
    const release = fact(m, 'v:1.9.4');
    expect(release.label).toBe('"Release" of the row "lz4 round 3"');
    expect(release.key).toEqual(['release']);
    expect(at(table, release)).toBe('1.9.4');
  });

  it("reads a row label as the row's name, with its version and numbers naming the row", () => {
    const name = fact(m, 'n:zstd 1.5.6');
    expect(name.rowName).toBe(true);
    expect(name.label).toBe('Tool');
    expect(name.key).toEqual(['tool']);
    const version = fact(m, 'v:1.5.6');
    expect(version.label).toBe('the row "zstd 1.5.6"');
    expect(version.key).toEqual(['tool', 'p:zstd']);
    expect(version.record).toBe(m.units[1]?.range.start);
    const round = fact(m, 'q:3', 'the row "lz4 round 3"');
    expect(round).toMatchObject({ fromKey: true, rowName: true, labelWords: ['lz4', 'round'] });
    expect(round.key).toEqual(['tool']);
    expect(factsOf(m, 'q:1.5')).toEqual([]);
  });

  it("counts a table's rows, showing each row", () => {
    const rows = fact(m, 'q:2', 'the number of rows');
    expect(rows.rowTexts).toEqual([
      'Tool: zstd 1.5.6; Stars: 4,200; Release: v2',
      'Tool: lz4 round 3; Stars: 3100; Release: 1.9.4',
    ]);
    expect(rows.unit.text).toBe('2 rows (Tool, Stars, Release)');
    expect(rows.key).toEqual(['row', 'tool', 'number', 'entry', 'list', 'item']);
    expect(rows.counted).toBe(true);
  });

  it('marks a column of counts as measures, and a column of years not', () => {
    expect(fact(m, 'q:4200').measure).toBe(true);
    const years = sourceModel(csv('team,founded\nAlpha,1963\nBeta,1990\n'));
    expect(fact(years, 'q:1963').measure).toBeUndefined();
    expect(fact(years, 'q:1990').measure).toBeUndefined();
    const mixed = sourceModel(csv('team,members\nAlpha,1963\nBeta,35361\n'));
    expect(fact(mixed, 'q:1963').measure).toBe(true);
    const decimal = sourceModel(csv('team,score\nAlpha,1963\nBeta,1999.5\n'));
    expect(fact(decimal, 'q:1963').measure).toBe(true);
    const small = sourceModel(csv('team,score\nAlpha,1963\nBeta,999\n'));
    expect(fact(small, 'q:1963').measure).toBe(true);
    const late = sourceModel(csv('team,score\nAlpha,1963\nBeta,2101\n'));
    expect(fact(late, 'q:1963').measure).toBe(true);
  });

  it("reads a one-row table's cells as no record and counts no rows", () => {
    const one = sourceModel(md('| Tool | Stars |\n|---|---|\n| zstd | 42 |\n'));
    expect(fact(one, 'q:42').record).toBeUndefined();
    expect(fact(one, 'q:42').measure).toBeUndefined();
    expect(counts(one)).toEqual([]);
  });

  it('reads a first column of numbers as values, and names the row by its first text cell', () => {
    const standings = md('| pos | driver | pts |\n|---|---|---|\n| 1 | Ana Ruiz | 25 |\n| 2 | Bo Li | 18 |\n');
    const s = sourceModel(standings);
    expect(fact(s, 'q:25').label).toBe('"pts" of the row "Ana Ruiz"');
    expect(fact(s, 'q:25').row).toEqual(['ana', 'ruiz']);
    expect(fact(s, 'q:1', '"pos" of the row "Ana Ruiz"').key).toEqual(['pos']);
    expect(fact(s, 'n:Ana Ruiz').rowName).toBeUndefined();
  });

  it('strips emphasis, code marks and link targets from cells', () => {
    const s = sourceModel(md('| Name | Site |\n|---|---|\n| `cli` | [docs](https://x.y/z) |\n| _glue_ | plain |\n'));
    expect(units(s)).toEqual(['row: Name: cli; Site: docs', 'row: Name: glue; Site: plain']);
  });

  it('names a row by a date in it by its year', () => {
    const s = sourceModel(csv('date,source,twh\n2001-01-01,Fossil Fuels,1963\n2002-01-01,Renewables,400\n'));
    const twh = fact(s, 'q:1963');
    expect(twh.label).toBe('"twh" of the row "Fossil Fuels"');
    expect(twh.row).toEqual(['y:2001', 'fossil', 'fuel']);
    expect(fact(s, 'd:2001-1-1').label).toBe('"date" of the row "Fossil Fuels"');
    expect(fact(s, 'n:Fossil Fuels').row).toEqual(['y:2001', 'y:1963']);
  });

  it("reads a column of ISO months as the rows' own dates", () => {
    const s = sourceModel(md('| Month | Sales |\n|---|---|\n| 2026-08 | 1,200 |\n| 2026-09 | 1,350 |\n'));
    const month = fact(s, 'd:2026-8-');
    expect(month).toMatchObject({ rowDate: true, record: s.units[0]?.range.start, key: ['year', 'date'] });
    expect(fact(s, 'q:1350').row).toEqual(['y:2026', 'm:2026-9', 'm:9']);
    const single = sourceModel(md('| Month | Sales |\n|---|---|\n| 2026-08 | 1,200 |\n'));
    expect(fact(single, 'd:2026-8-').record).toBeUndefined();
  });
});

describe('CSV files', () => {
  const energy = csv(
    [
      'date,source,twh,share',
      '2001-01-01,Fossil Fuels,1963,61.5%',
      '2001-01-01,Nuclear Energy,35361,20',
      '2002-01-01,Fossil Fuels,1970,60',
      '2002-01-01,Renewables,400,19.5',
      '',
    ].join('\n'),
  );
  // (Read in each test, so that a mutation run reads it with the mutant switched on.)
  let m: SourceModel;
  beforeEach(() => {
    m = sourceModel(energy);
  });

  it('counts the different values of a column of categories, and those besides one', () => {
    expect(counts(m)).toEqual([
      'the different values of "source" = 3',
      'the values of "source" besides one = 2',
      'the number of rows = 4',
    ]);
    const distinct = fact(m, 'q:3', 'the different values of "source"');
    expect(distinct.members).toEqual(['Fossil Fuels', 'Nuclear Energy', 'Renewables']);
    expect(distinct.unit.text).toBe('source: 3 different values (Fossil Fuels, Nuclear Energy, Renewables)');
    expect(distinct.unit.kind).toBe('row');
    expect(distinct.key).toEqual(['sourc', 'number', 'entry', 'list', 'item']);
    const others = fact(m, 'q:2', 'the values of "source" besides one');
    expect(others.others).toBe(true);
    expect(at(energy, distinct)).toBe('2001-01-01,Fossil Fuels,1963,61.5%');
  });

  it("reads a cell's percent sign, and places each row", () => {
    const share = fact(m, 'q:61.5');
    expect(share.text).toBe('61.5%');
    expect(share.value.kind === 'quantity' && share.value.quantity.dimension).toBe('percent');
    expect(at(energy, share)).toBe('61.5%');
    expect(m.units.map((u) => energy.text.slice(u.range.start, u.range.end))).toEqual([
      '2001-01-01,Fossil Fuels,1963,61.5%',
      '2001-01-01,Nuclear Energy,35361,20',
      '2002-01-01,Fossil Fuels,1970,60',
      '2002-01-01,Renewables,400,19.5',
    ]);
  });

  it('counts no categories in a column where every value differs, or that has numbers, or in fewer than three rows', () => {
    const names = sourceModel(csv('name,team\nAna,Red\nBo,Blue\nCy,Green\n'));
    expect(counts(names)).toEqual(['the number of rows = 3']);
    const digits = sourceModel(csv('code,n\nA1,1\nA1,2\nB2,3\n'));
    expect(counts(digits)).toEqual(['the number of rows = 3']);
    const two = sourceModel(csv('team,n\nRed,1\nRed,2\n'));
    expect(counts(two)).toEqual(['the number of rows = 2']);
    const same = sourceModel(csv('team,n\nRed,1\nRed,2\nRed,3\n'));
    expect(counts(same)).toEqual(['the number of rows = 3']);
    const unnamed = sourceModel(csv(' ,n\nRed,1\nRed,2\nBlue,3\n'));
    expect(counts(unnamed)).toEqual(['the number of rows = 3']);
  });

  it('lists no members in a count of more than twelve categories', () => {
    const rows = Array.from({ length: 14 }, (_, k) => `${'abcdefghijklmn'[k] ?? ''}x,1`);
    const many = sourceModel(csv(`kind,n\n${rows.join('\n')}\nax,2\n`));
    const distinct = fact(many, 'q:14', 'the different values of "kind"');
    expect(distinct.unit.text).toBe('kind: 14 different values');
    expect(distinct.members).toHaveLength(14);
  });

  it('reads a header alone as no rows', () => {
    const m2 = sourceModel(csv('name,stars\n'));
    expect(m2.units).toEqual([]);
    expect(m2.facts).toEqual([]);
    expect(sourceModel(csv('')).facts).toEqual([]);
  });
});

describe('JSON', () => {
  const pkg = json(
    [
      '{"name": "fastify", "version": "5.10.0", "private": false, "license": null,',
      ' "dependencies": {"chalk": "^5.3.0", "glue": "1.2"},',
      ' "keywords": ["web", "fast"],',
      ' "plugins": [{"name": "cors", "stable": true, "downloads": 1200}, {"name": "helmet", "stable": true}, {"name": "etag", "stable": false}],',
      ' "spinners": {"dots": {"interval": 80}, "line": {"interval": 130}, "dots8Bit": {"interval": 80}}}',
    ].join('\n'),
    'package.json',
  );
  // (Read in each test, so that a mutation run reads it with the mutant switched on.)
  let m: SourceModel;
  beforeEach(() => {
    m = sourceModel(pkg);
  });

  it('reads each scalar as a field shown with its key path, and skips nulls and booleans', () => {
    expect(units(m).slice(0, 8)).toEqual([
      'field: name: fastify',
      'field: version: 5.10.0',
      'field: private: false',
      'field: license: null',
      'field: dependencies.chalk: ^5.3.0',
      'field: dependencies.glue: 1.2',
      'field: keywords.0: web',
      'field: keywords.1: fast',
    ]);
    expect(m.facts.some((f) => f.unit.text.startsWith('private') || f.unit.text.startsWith('license'))).toBe(false);
    const field = m.units[0];
    expect(pkg.text.slice(field?.range.start, field?.range.end)).toBe('"name": "fastify"');
  });

  it("names a record's values by its short text values and versions", () => {
    const version = fact(m, 'v:5.10.0');
    expect(version.label).toBe('version');
    expect(version.row).toEqual(['fastif', 'v:5.10']);
    expect(at(pkg, version)).toBe('5.10.0');
    // (A dependency's version is that package's: its key names it as a product.)
    expect(fact(m, 'v:5.3.0').key).toEqual(['depend', 'chalk', 'p:chalk']);
  });

  it("counts a list's entries, and a map of plain values' entries", () => {
    expect(counts(m)).toEqual(
      expect.arrayContaining([
        'dependencies (number of entries) = 2',
        'keywords (number of entries) = 2',
        'plugins (number of entries) = 3',
        'plugins entries with "stable" true = 2',
        'spinners (number of entries) = 3',
      ]),
    );
    const deps = fact(m, 'q:2', 'dependencies (number of entries)');
    expect(deps.unit.text).toBe('dependencies: 2 entries');
    expect(deps.unit.kind).toBe('record');
    expect(at(pkg, deps)).toBe('{');
    expect(deps.key).toEqual(['depend', 'number', 'entry', 'list', 'item']);
    const list = fact(m, 'q:3', 'plugins (number of entries)');
    expect(at(pkg, list)).toBe('[');
    expect(list.unit.text).toBe('plugins: 3 entries');
    expect(list.record).toBeUndefined();
    const stable = fact(m, 'q:2', 'plugins entries with "stable" true');
    expect(stable.key).toEqual(['stabl', 'number', 'entry', 'list', 'item']);
    expect(stable.row).toEqual(['fastif', 'v:5.10']);
  });

  it('reads the records of a list, each named by its first text value', () => {
    const downloads = fact(m, 'q:1200');
    expect(downloads.label).toBe('plugins.downloads of "cors"');
    expect(downloads.key).toEqual(['plugin', 'downlo']);
    expect(downloads.row).toContain('cor');
    expect(downloads.record).toBe(pkg.text.indexOf('{"name": "cors"'));
    expect(fact(m, 'n:helmet').label).toBe('plugins.name of "helmet"');
  });

  it('reads a map of records, each named by its key', () => {
    const spinners = fact(m, 'q:3', 'spinners (number of entries)');
    expect(spinners.unit.text).toBe('spinners: 3 entries');
    expect(at(pkg, spinners)).toBe('{');
    const dots = fact(m, 'q:80', 'spinners.interval of "dots8Bit"');
    expect(dots.row).toEqual(expect.arrayContaining(['dots8', 'bit', 'dots8b']));
    expect(dots.record).toBe(pkg.text.indexOf('{"interval": 80}', pkg.text.indexOf('dots8Bit')));
    expect(pkg.text.slice(dots.unit.range.start, dots.unit.range.end)).toBe('"interval": 80');
    expect(fact(m, 'q:130').label).toBe('spinners.interval of "line"');
  });

  it("names a file's own top-level list by its title", () => {
    const list = sourceModel(json('["dots", "line", "arc"]', 'Spinners'));
    const count = fact(list, 'q:3');
    expect(count.label).toBe('the list (number of entries)');
    expect(count.key).toEqual(['spinne', 'number', 'entry', 'list', 'item']);
    expect(count.unit.text).toBe('the list: 3 entries');
    const map = sourceModel(
      json('{"dots": {"interval": 80}, "line": {"interval": 130}, "arc": {"interval": 100}}', 'Spinners'),
    );
    const entries = fact(map, 'q:3');
    expect(entries.label).toBe('the list (number of entries)');
    expect(entries.key).toEqual(['spinne', 'number', 'entry', 'list', 'item']);
    expect(entries.unit.text).toBe('the list: 3 entries');
    const named = sourceModel(json('{"items": ["a", "b"]}', 'Spinners'));
    expect(fact(named, 'q:2').key).toEqual(['item', 'number', 'entry', 'list']);
  });

  it('counts no entries of a one-entry list, and reads a map of two records as plain keys', () => {
    const one = sourceModel(json('{"tags": ["web"], "a": {"x": {"n": 1}, "y": {"n": 2}}}'));
    expect(counts(one)).toEqual([]);
    expect(fact(one, 'q:1').label).toBe('a.x.n');
    expect(fact(one, 'q:1').record).toBeUndefined();
  });

  it('counts the entries of a map of plain values inside a record as of that record', () => {
    const m2 = sourceModel(
      json('{"packages": [{"name": "a", "deps": {"x": "1.0.0", "y": "2.0.0"}}, {"name": "b", "n": 1}]}'),
    );
    const deps = fact(m2, 'q:2', 'packages.deps (number of entries)');
    expect(deps.record).toBe('{"packages": ['.length);
    expect(deps.key).toEqual(['packag', 'dep', 'number', 'entry', 'list', 'item']);
  });

  it("reads a list's position as no word of its key", () => {
    const m2 = sourceModel(json('{"sizes": [18, 20]}'));
    expect(fact(m2, 'q:18').key).toEqual(['size']);
    expect(fact(m2, 'q:18').label).toBe('sizes.0');
    expect(fact(m2, 'q:20').label).toBe('sizes.1');
  });

  it('names a record only by text values of 40 characters or fewer', () => {
    const m2 = sourceModel(
      json(
        `[{"title": "short name", "note": "${'long words '.repeat(4).trim()}", "n": 5}, {"title": "other", "n": 6}]`,
      ),
    );
    const five = fact(m2, 'q:5');
    expect(five.row).toEqual(['short', 'name']);
    expect(five.label).toBe('n of "short name"');
  });
});

describe('list values of a field', () => {
  const items = (value: string): string[] =>
    sourceModel(text(`Entries: ${value}\n`))
      .facts.filter((f) => f.label.startsWith('Entries: ') || (f.value.kind === 'name' && f.label === 'Entries'))
      .map((f) => (f.label.startsWith('Entries: ') ? f.label.slice('Entries: '.length) : f.text));
  const count = (value: string): number | undefined => {
    const c = sourceModel(text(`Entries: ${value}\n`)).facts.find((f) => f.counted);
    return c?.value.kind === 'quantity' ? c.value.quantity.value : undefined;
  };

  it('reads a comma-separated value as its items, keeping commas inside brackets', () => {
    expect(count('R (>= 3.5), cli (>= 3.6.2), generics, glue')).toBe(4);
    expect(items('R (>= 3.5), cli (>= 3.6.2), generics, glue')).toEqual([
      'R (>= 3.5)',
      'cli (>= 3.6.2)',
      'generics',
      'glue',
    ]);
    expect(count('f(a, b), g[c, d], h')).toBe(3);
    expect(count('a), b, c')).toBe(3);
    expect(count('x (a, b)), c, d')).toBe(3);
  });

  it('reads a bracketed list as its items', () => {
    expect(count('[18, 20, 22]')).toBe(3);
    expect(items('[18, 20, 22]')).toEqual(['18', '20', '22']);
    expect(count('[web], [fast]')).toBe(2);
  });

  it('keeps a thousands separator inside its number', () => {
    expect(count('120,000 scientists, 3 labs')).toBe(2);
    expect(items('120,000 scientists, 3 labs')).toEqual(['120,000 scientists', '3 labs']);
    expect(count('1,2345 units, 4 labs')).toBe(3);
    expect(count('a1,234b, c')).toBe(2);
  });

  it('splits the last two items joined by "and", "or" or "&", with or without a comma', () => {
    expect(items('Alice, Bob and Carol')).toEqual(['Alice', 'Bob', 'Carol']);
    expect(items('Ann, Ben, and Cy.')).toEqual(['Ann', 'Ben', 'Cy']);
    expect(items('Ann, Ben or Cy')).toEqual(['Ann', 'Ben', 'Cy']);
    expect(items('Ann, Ben & Cy')).toEqual(['Ann', 'Ben', 'Cy']);
    expect(items('Ann, Ben, & Cy')).toEqual(['Ann', 'Ben', 'Cy']);
    expect(items('Ann, Ben, Cy.')).toEqual(['Ann', 'Ben', 'Cy']);
  });

  it('reads prose with commas as no list', () => {
    expect(count('112, of which 9 need replacing')).toBeUndefined();
    expect(count('42, up from 37')).toBeUndefined();
    expect(count('one two three four five six, seven')).toBeUndefined();
    expect(count('one two three four five, six')).toBe(2);
    expect(count('alpha')).toBeUndefined();
    expect(count('alpha,')).toBeUndefined();
  });

  it('names each item by its own words and reads items without digits as names', () => {
    const m = sourceModel(text('Depends: cli (>= 3.6.2), generics\n'));
    const v = fact(m, 'v:3.6.2');
    expect(v.label).toBe('Depends: cli (>= 3.6.2)');
    expect(v.key).toEqual(['depend', 'cli', 'p:cli']);
    expect(fact(m, 'n:generics').label).toBe('Depends');
    expect(factsOf(m, 'n:cli (>= 3.6.2)')).toEqual([]);
    const c = fact(m, 'q:2');
    expect(c.label).toBe('Depends (number of entries)');
    expect(c.key).toEqual(['depend', 'number', 'entry', 'list', 'item']);
  });

  it('reads no item of more than 60 characters as a name', () => {
    const long = `${'a'.repeat(30)} ${'b'.repeat(30)}`;
    const m = sourceModel(text(`Entries: ${long}, short\n`));
    expect(m.facts.filter((f) => f.value.kind === 'name').map((f) => f.text)).toEqual(['short']);
    const sixty = `${'a'.repeat(30)} ${'b'.repeat(29)}`;
    const m2 = sourceModel(text(`Entries: ${sixty}, short\n`));
    expect(m2.facts.filter((f) => f.value.kind === 'name').map((f) => f.text)).toEqual([sixty, 'short']);
  });

  it('counts no list inside a table cell', () => {
    const m = sourceModel(csv('event,place\nOpen,"marrakech, morocco"\nFinal,"paris, france"\n'));
    expect(counts(m)).toEqual(['the number of rows = 2']);
  });
});

describe('people and their roles', () => {
  it('reads the people of an R DESCRIPTION with their roles in words', () => {
    const m = sourceModel(
      text(
        'Authors@R: c(person("Hadley", "Wickham", role = c("aut", "cre")), person(given = "Jo", family = "Bo", role = "ctb"), person("No", "Role"), person("Zed", "", role = "xyz"))\n',
      ),
    );
    const hadley = fact(m, 'n:Hadley Wickham');
    expect(hadley.label).toBe('Authors@R (aut, cre)');
    expect(hadley.key).toEqual(['author', 'maintain', 'creato']);
    const jo = fact(m, 'n:Jo Bo');
    expect(jo.label).toBe('Authors@R (ctb)');
    expect(jo.key).toEqual(['contri']);
    expect(factsOf(m, 'n:No Role')).toEqual([]);
    const zed = fact(m, 'n:Zed');
    expect(zed.key).toEqual(['xyz']);
  });

  it('reads no people from a value without person()', () => {
    const m = sourceModel(text('Author: Ana Ruiz (role = "aut")\n'));
    expect(m.facts.filter((f) => f.value.kind === 'name').map((f) => f.label)).toEqual(['Author']);
  });
});

describe('values in sentences', () => {
  const sentenceFacts = (sentence: string) => sourceModel(text(`${sentence}\n`)).facts;
  const earlier = (sentence: string): string[] =>
    sentenceFacts(sentence)
      .filter((f) => f.earlier)
      .map((f) => f.text);

  it('reads the level a change started from as earlier, whatever words say so', () => {
    expect(earlier('Usage is about 49%, up from roughly 44% a year ago.')).toEqual(['roughly 44%']);
    expect(earlier('Usage reached 30% compared with 25% in 2022.')).toEqual(['25%']);
    expect(earlier('Usage reached 30% compared to 25% in 2022.')).toEqual(['25%']);
    expect(earlier('The ratio was 3 versus 2 before.')).toEqual(['2']);
    expect(earlier('The ratio was 4 vs. 5 after.')).toEqual(['5']);
    expect(earlier('The ratio was 4 vs 5 after.')).toEqual(['5']);
    expect(earlier('Sales were 7 units, previously 6 units.')).toEqual(['6']);
    expect(earlier('Sales were 7 units, formerly around 6 units.')).toEqual(['around 6']);
    expect(earlier('Sales were 7 units, formerly nearly 6 units.')).toEqual(['nearly 6']);
    expect(earlier('Sales were 7 units and 6 units were returned.')).toEqual([]);
    expect(earlier('The Versus team scored 7 points and Previously FC scored 6.')).toEqual([]);
  });

  it('reads no value of a field as earlier', () => {
    expect(sourceModel(text('Compared with: 25\n')).facts.some((f) => f.earlier)).toBe(false);
  });

  it('names each version or date by its own clause where the sentence has several', () => {
    const both = sentenceFacts('Version 2.0 added streaming but version 3.0 removed the API.');
    expect(both.map((f) => f.key)).toEqual([
      ['versio', 'add', 'stream'],
      ['versio', 'remov', 'api'],
    ]);
    const dates = sentenceFacts('The release on 2024-03-05 fixed crashes, and the one on 2024-04-06 fixed leaks.');
    expect(dates.map((f) => f.key)).toEqual([
      ['release', 'fix', 'crash'],
      ['one', 'fix', 'leak'],
    ]);
    const whole = sentenceFacts('Version 2.0 added streaming and removed the old API.');
    expect(whole.map((f) => f.key)).toEqual([['versio', 'add', 'stream', 'remov', 'baseline', 'api']]);
    const tail = sentenceFacts('Version 2.0 added streaming and version 3.0 removed the API while 4.0 did not.');
    expect(tail.map((f) => f.key).slice(0, 2)).toEqual([
      ['versio', 'add', 'stream'],
      ['versio', 'remov', 'api', 'whil'],
    ]);
  });

  it('parts no clause at a break that has no value on one side', () => {
    const one = sentenceFacts('We tested it; version 2.0 added streaming and version 3.0 removed the API.');
    expect(one.map((f) => f.key)).toEqual([
      ['test', 'versio', 'add', 'stream'],
      ['versio', 'remov', 'api'],
    ]);
    const after = sentenceFacts('Version 2.0 added streaming; version 3.0 removed the API; we are glad.');
    expect(after.map((f) => f.key)).toEqual([
      ['versio', 'add', 'stream'],
      ['versio', 'remov', 'api', 'glad'],
    ]);
  });

  it('reads a value "in" a year as that year\'s, and a year as no year\'s own', () => {
    const facts = sentenceFacts('Costs fell by 5% in 2023 and by 3% in 1899.');
    expect(facts.map((f) => `${f.text}:${f.years.join(',')}`)).toEqual(['5%:2023', '2023:', '3%:1899', '1899:']);
    const under = sourceModel(md('## 2021\n\nCosts fell by 5% in 2019 and 4% overall.\n'));
    expect(fact(under, 'q:5').years).toEqual([2019]);
    expect(fact(under, 'q:4').years).toEqual([2021]);
  });

  it('names a value with no words of its own by the words of its unit', () => {
    const m = sourceModel(md('## Results\n\n- 42\n'));
    expect(fact(m, 'q:42').key).toEqual([]);
    const m2 = sourceModel(text('Speed 40 ms\n'));
    expect(fact(m2, 'q:0.04').key).toEqual(['spe', 'ms']);
  });

  it('keeps the scope of a value to its unit, its sections and the title, without its key words', () => {
    const m = sourceModel(
      md('# Benchmarks\n\n## Parsers\n\nThe parser handles 40 files per second.\n', 'Speed report'),
    );
    const f = fact(m, 'q:40');
    expect(f.scope).toEqual(expect.arrayContaining(['benchm', 'spe', 'report']));
    expect(f.key).toContain('parser');
    for (const w of f.key) expect(f.scope).not.toContain(w);
  });

  it('splits a paragraph into sentences, but not after an abbreviation', () => {
    const m = sourceModel(text('Mr. Smith sold 4 cars. Dr. Who sold 3 more! Then 2 left? "Yes."\n'));
    expect(units(m)).toEqual([
      'sentence: Mr. Smith sold 4 cars.',
      'sentence: Dr. Who sold 3 more!',
      'sentence: Then 2 left?',
      'sentence: "Yes."',
    ]);
    expect(fact(m, 'q:3').key).toEqual(['sold']);
  });

  it("reads the number beside a cell's words as part of the row's name", () => {
    const m = sourceModel(csv('pos,entrant,laps\n1,no 9 autorlando sport,71\n2,john salmons (4),70\n'));
    const nine = fact(m, 'q:9');
    expect(nine.own).toEqual(['autorl', 'sport']);
    expect(nine.row).toEqual(['no', 'autorl', 'sport']);
    expect(nine.label).toBe('"entrant" of the row "no 9 autorlando sport"');
    expect(fact(m, 'q:4').own).toEqual(['john', 'salmon']);
    expect(fact(m, 'q:71').own).toBeUndefined();
  });

  it('reads a long cell as prose, naming its numbers by its words', () => {
    const m = sourceModel(
      csv('event,notes\nOpen,the audit found twelve open security issues in seven major modules\nFinal,none\n'),
    );
    const twelve = fact(m, 'q:12');
    expect(twelve.own).toBeUndefined();
    expect(twelve.key).toEqual(expect.arrayContaining(['note', 'audit', 'open']));
  });
});

describe('what names a value', () => {
  it("names a field's version by its key alone, and a sentence's values by their clause, with no row words", () => {
    const m = sourceModel(text('Version: 1.4.0 stable\n'));
    expect(fact(m, 'v:1.4.0').key).toEqual(['versio']);
    const s = sourceModel(text('Ships 12 parsers and 3 lexers.\n'));
    expect(fact(s, 'q:12').key).toEqual(['release', 'parser']);
    expect(fact(s, 'q:3').key).toEqual(['lexer']);
    expect(s.facts.map((f) => f.row)).toEqual([[], []]);
  });

  it('places a date in a sentence where the sentence writes it', () => {
    const source = md('## Releases\n\nThe release on 2024-03-05 fixed 3 crashes.\n');
    const m = sourceModel(source);
    expect(at(source, fact(m, 'd:2024-3-5'))).toBe('2024-03-05');
    expect(at(source, fact(m, 'q:3'))).toBe('3');
  });

  it('reads a key that starts with "HTTP" as a key, and only a bare "http:" as a URL', () => {
    const m = sourceModel(text('HTTP requests: 1200\n'));
    expect(fact(m, 'q:1200').label).toBe('HTTP requests');
    expect(m.units.map((u) => u.kind)).toEqual(['field']);
  });

  it('reads a number in a key with a numeric value as from the key, beside the value', () => {
    const m = sourceModel(text('Hours above 1000 ppm: 12\n'));
    expect(fact(m, 'q:1000').fromKey).toBe(true);
    expect(fact(m, 'q:12').fromKey).toBeUndefined();
  });

  it('reads no number or version inside a bare URL', () => {
    const m = sourceModel(text('The full list of changes for this release is at https://x.y/r/42 and 3 more.\n'));
    expect(m.facts.map(valueOf)).toEqual(['q:3']);
    const v = sourceModel(text('The full list of changes for this release is at https://x.y/v1.2.3 and 3 more.\n'));
    expect(v.facts.map(valueOf)).toEqual(['q:3']);
  });

  it('names several versions of a field by its key alone', () => {
    const m = sourceModel(text('Supported: 1.4.0 and 2.0.1\n'));
    expect(m.facts.map((f) => `${valueOf(f)} ${f.key.join(' ')}`)).toEqual(['v:1.4.0 suppor', 'v:2.0.1 suppor']);
  });

  it('reads a list whose first entry starts with a word like "mainly" as a list', () => {
    const m = sourceModel(text('Languages: mainly Go, Rust, C\n'));
    expect(counts(m)).toEqual(['Languages (number of entries) = 3']);
  });

  it('names a row whose first column holds numbers by its first text cell, a negative number being no text', () => {
    const m = sourceModel(csv('delta,team\n-5,Red\n3,Blue\n'));
    expect(fact(m, 'q:-5').label).toBe('"delta" of the row "Red"');
    expect(fact(m, 'q:-5').row).toEqual(['red']);
  });

  it('counts no entries of a top-level map of plain values', () => {
    const m = sourceModel(json('{"stars": 12, "forks": 3}'));
    expect(counts(m)).toEqual([]);
    expect(fact(m, 'q:12').label).toBe('stars');
  });

  it('gives a count of categories no row words', () => {
    const m = sourceModel(csv('team,n\nRed,1\nRed,2\nBlue,3\n'));
    expect(fact(m, 'q:1', 'the values of "team" besides one').row).toEqual([]);
    expect(fact(m, 'q:2', 'the different values of "team"').row).toEqual([]);
    expect(fact(m, 'q:2', 'the different values of "team"').members).toEqual(['Red', 'Blue']);
  });
});

describe('more of what names a value', () => {
  it('names a row by the year of a date or year cell, but not by a date inside a long cell', () => {
    const m = sourceModel(
      csv(
        'event,when,n\nOpen,2003-03-02,5\nFinal,held on 2004-04-05 in the old stadium downtown,6\nSemi,1998,7\nQuarter,march 2 2001,8\n',
      ),
    );
    expect(fact(m, 'q:5').row).toEqual(['open', 'y:2003']);
    expect(fact(m, 'q:6').row).not.toContain('y:2004');
    expect(fact(m, 'q:7').row).toEqual(['semi', 'y:1998']);
    expect(fact(m, 'q:8').row).toContain('y:2001');
  });

  it('names a JSON record by the versions among its text values only', () => {
    const m = sourceModel(
      json('[{"name": "x", "version": "1.2.0", "size": 3}, {"name": "y", "version": 2, "size": 4}]'),
    );
    expect(fact(m, 'q:3', 'size of "x"').row).toEqual(['v:1.2']);
    expect(fact(m, 'q:4', 'size of "y"').row).toEqual([]);
  });

  it('reads no value in a relative link target', () => {
    const m = sourceModel(md('## Notes\n\nSee [notes](releases/v1.2.3) for 4 fixes.\n'));
    expect(m.facts.filter((f) => !f.counted).map(valueOf)).toEqual(['q:4']);
    expect(fact(m, 'q:4').key).toEqual(['see', 'note', 'fix']);
  });

  it('names the part "of all" a whole by what the whole is', () => {
    const m = sourceModel(text('9 of all 12 plugins passed.\n'));
    expect(fact(m, 'q:9').key).toEqual(['plugin', 'pass']);
  });

  it('reads a key of up to six words as a field, and a longer phrase before a colon as a sentence', () => {
    const m = sourceModel(text('Number of tests run last night: 42\nNumber of the tests run last night: 43\n'));
    expect(units(m)).toEqual([
      'field: Number of tests run last night: 42',
      'sentence: Number of the tests run last night: 43',
    ]);
    expect(fact(m, 'q:42').label).toBe('Number of tests run last night');
  });

  it('reads the status of planned and removed sections', () => {
    const m = sourceModel(md('## Roadmap\n\n- Streaming\n\n## Removed\n\n- Old API\n'));
    expect(m.units.filter((u) => u.kind === 'heading').map((u) => u.section?.status)).toEqual(['planned', 'removed']);
  });
});

describe('verdicts on claims that depend on how the source is read', () => {
  it("checks a count of a section's entries", () => {
    const log = md('# Changelog\n\n## Bug fixes\n\n- Fixed a crash\n- Fixed a leak\n- Fixed a hang\n');
    expect(assessDeterministic('The release lists three bug fixes.', log).support).toBe('supported');
    expect(assessDeterministic('The release lists five bug fixes.', log).support).toBe('refuted');
  });

  it('checks a field value of a plain-text source and names its key', () => {
    const notes = text('Contributors: 38\nStars: 4187\n');
    expect(assessDeterministic('The project has 38 contributors.', notes).support).toBe('supported');
    const wrong = assessDeterministic('The project has 40 contributors.', notes);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toContain('"Contributors"');
  });

  it('checks a table cell by its row and column', () => {
    const table = csv('city,population\nBerlin,3737000\nParis,2100000\n');
    expect(assessDeterministic('Paris has 2.1 million residents.', table).support).toBe('supported');
    expect(assessDeterministic('Paris has 3.7 million residents.', table).support).toBe('refuted');
  });
});

describe('edges of the line-by-line reading', () => {
  it('reads JSON that does not parse as plain text, never as Markdown', () => {
    const m = sourceModel(json('# Stars: 4187\n{'));
    expect(m.units[0]?.kind).toBe('sentence');
  });

  it('reads the line right after a table, and a table row without a closing pipe', () => {
    const source = md('| Tool | Stars |\n|---|---|\n| zstd | 1 |\n| lz4 | 2\nForks: 5\n');
    const m = sourceModel(source);
    expect(units(m)).toEqual(['row: Tool: zstd; Stars: 1', 'row: Tool: lz4; Stars: 2', 'field: Forks: 5']);
  });

  it("joins an indented continuation to a bullet's field value", () => {
    const m = sourceModel(md('## L\n\n- Imports: cli,\n  glue\n'));
    expect(units(m)).toEqual(['heading: L', 'field: Imports: cli, glue']);
    expect(counts(m)).toContain('Imports (number of entries) = 2');
  });

  it('places a field value after the colon even when the key has the same number', () => {
    const source = text('Tier 3 nodes: 3\n');
    const m = sourceModel(source);
    const value = m.facts.find((f) => f.value.kind === 'quantity' && !f.fromKey);
    expect(value?.range).toEqual({ start: 14, end: 15 });
  });

  it('gives a section whose heading date has no year no years', () => {
    const m = sourceModel(md('## Release of June 3\n\n- Fixed 2 bugs\n'));
    const section = m.units[0]?.section;
    expect(section?.status).toBe('released');
    expect(section?.years).toEqual([]);
    expect(fact(m, 'q:2').years).toEqual([]);
  });
});
