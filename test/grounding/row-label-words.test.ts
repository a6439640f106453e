// Which words of a table row name it when the claim gives no column: version labels ("v12") do not, words like "IPv6" do.
import { describe, expect, it } from 'vitest';
import { csv, md, verdict } from './fixtures.js';

describe('a row labelled only by a version-like word', () => {
  const engines = csv('engines.csv', ['engine,time', 'v12,42 ms', 'v14,90 ms']);

  it('is not named by that label alone, so a claim about it is left unjudged', () => {
    expect(verdict('Engine v12 took 48 ms.', engines)).toEqual([
      'neutral',
      'the source does not state 48 ms (said of: Engine, v12, took, ms)',
    ]);
  });
});

describe('a row labelled by a word that only contains a "v" and digits', () => {
  it('is named by a word ending in them ("IPv6"), so its value refutes another', () => {
    const protocols = csv('latency.csv', ['protocol,median', 'IPv4,31 ms', 'IPv6,42 ms']);
    expect(verdict('IPv6 clients waited 48 ms.', protocols)).toEqual([
      'refuted',
      'the source gives 42 ms for "median" of the row "IPv6" (latency.csv:3), not 48 ms',
    ]);
  });

  it('is named by a word starting with them ("v8js"), so its value refutes another', () => {
    const engines = csv('engines.csv', ['engine,time', 'v8js,42 ms', 'quickjs,90 ms']);
    expect(verdict('V8js took 48 ms.', engines)).toEqual([
      'refuted',
      'the source gives 42 ms for "time" of the row "v8js" (engines.csv:2), not 48 ms',
    ]);
  });
});

describe('a "year" column', () => {
  it('dates its row from 1800 on, so the row keeps one measure', () => {
    const census = csv('census.csv', ['year,city,people', '1800,London,959310', '1800,Paris,546856']);
    expect(verdict('London was home to 1.2 million in 1800.', census)).toEqual([
      'refuted',
      'the source gives 959310 for "people" of the row "London" (census.csv:2), not 1.2 million',
    ]);
  });

  it('dates its row up to 2100, so the row keeps one measure', () => {
    const outlook = csv('outlook.csv', ['year,region,people', '2100,World,10.4 billion', '2100,Africa,3.9 billion']);
    expect(verdict('The world is projected to hold 10.4 billion in 2100.', outlook)).toEqual([
      'supported',
      'the source states 10.4 billion (outlook.csv:2), 2100 (outlook.csv:2)',
    ]);
  });

  it('holding a number past 2100 is a second measure of the row, so no one measure is read', () => {
    const outlook = csv('outlook.csv', ['year,region,people', '2101,World,10.4 billion', '2101,Africa,3.9 billion']);
    expect(verdict('Africa would reach 4.5 billion by 2101.', outlook)).toEqual([
      'neutral',
      'the source does not state 4.5 billion (said of: Africa, reach, billion)',
    ]);
  });

  it('holding a small number (a study year) is a second measure of the row, so no one measure is read', () => {
    const grades = csv('grades.csv', ['student,year,score', 'Alice,1,88', 'Bob,2,75']);
    expect(verdict('Alice got 91.', grades)).toEqual(['neutral', 'the source does not state 91 (said of: Alice, got)']);
  });
});

describe('a word that names only one series of a table', () => {
  it('names its row though a one-row table elsewhere in the page has the word too', () => {
    const mix = md('mix.md', [
      '# Mix',
      '',
      '| Source | Output |',
      '|---|---|',
      '| Nuclear Energy | 100 |',
      '| Wind Power | 40 |',
      '',
      '| Site | Capacity |',
      '|---|---|',
      '| Nuclear Plant | 5 |',
    ]);
    expect(verdict('Nuclear managed 120.', mix)).toEqual([
      'refuted',
      'the source gives 100 for "Output" of the row "Nuclear Energy" (mix.md:5), not 120',
    ]);
  });
});
