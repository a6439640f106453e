// Reading a source's lines: which lines over a rule are headings, which reference marks and web addresses state no value, and a field's own path.
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAll } from '../../src/grounding/memo.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { at, fact, factsOf, units } from './fixtures.js';

const md = (t: string) => ({ uri: 'README.md', mediaType: 'text/markdown', text: t, title: '' });
const text = (t: string) => ({ uri: 'notes.txt', mediaType: 'text/plain', text: t, title: '' });

beforeEach(() => forgetAll());

describe('a Markdown line over a rule', () => {
  it('is a heading when it only ends with a pipe', () => {
    const m = sourceModel(md('Results |\n---\n\nThe run took 12 s.\n'));
    expect(units(m)).toEqual(['heading: Results |', 'sentence: The run took 12 s.']);
    expect(fact(m, 'q:12').scope).toEqual(['result']);
  });

  it('is no heading when it starts a table row, even one with no closing pipe', () => {
    const m = sourceModel(md('| Tool | Time\n---\n\nThe run took 12 s.\n'));
    expect(units(m)).toEqual(['sentence: The run took 12 s.']);
    expect(m.units[0]?.section).toBeUndefined();
  });

  it('is a heading when it holds a run of dashes or equals signs among words', () => {
    expect(units(sourceModel(md('Notes ---\n---\n\nThe run took 12 s.\n')))[0]).toBe('heading: Notes ---');
    expect(units(sourceModel(md('=== Notes\n---\n\nThe run took 12 s.\n')))[0]).toBe('heading: === Notes');
  });

  it('is a heading when it is a single equals sign over dashes', () => {
    expect(units(sourceModel(md('=\n---\n\nThe run took 12 s.\n')))[0]).toBe('heading: =');
  });
});

describe('reference marks in a sentence', () => {
  it('states no value by an issue number in brackets, of one digit or more', () => {
    const m = sourceModel(text('Fixed the parser (#5) and the lexer (#1234) in 3 places.\n'));
    expect(factsOf(m, 'q:5')).toEqual([]);
    expect(factsOf(m, 'q:1234')).toEqual([]);
    // (The number's clause is "and the lexer (#1234) in 3 places", with the mark blanked out whole.)
    expect(fact(m, 'q:3').key).toEqual(['lexer', 'plac']);
  });
});

describe('a port in a web address', () => {
  it('is placed on the port itself, in every address of the sentence', () => {
    const source = text('Open http://localhost:5173/ to see it, or http://127.0.0.1:8080/app.\n');
    const m = sourceModel(source);
    const ports = m.facts.filter((f) => f.key.includes('port'));
    expect(ports.map((f) => at(source, f))).toEqual(['5173', '8080']);
    expect(ports.map((f) => f.range.end - f.range.start)).toEqual([4, 4]);
  });

  it('names the port by the sentence words only, not by the address', () => {
    const source = text('Open http://localhost:5173/ to see it.\n');
    const [port] = sourceModel(source).facts.filter((f) => f.key.includes('port'));
    expect(port?.key).toEqual(['port', 'open', 'see']);
    expect(port?.scope).toEqual(['http', 'localh']);
  });
});

describe('the path of a field', () => {
  it('gives a field of its own no path', () => {
    const m = sourceModel(text('server:\nport: 8080\n'));
    expect(fact(m, 'q:8080').label).toBe('port');
    expect(fact(m, 'q:8080').path).toBeUndefined();
  });
});
