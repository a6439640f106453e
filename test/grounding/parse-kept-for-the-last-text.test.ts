// The parse of a source's text is kept for the next reader of the same text (its facts, then its passages), not redone.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepingLast, parseJsonWithOffsets } from '../../src/grounding/json-offsets.js';
import { parseYamlDocuments } from '../../src/grounding/yaml-offsets.js';

describe('a parse kept for the last text', () => {
  it('parses a text once while it is asked for again, and anew for another text', () => {
    const seen: string[] = [];
    const parse = keepingLast((text: string) => (seen.push(text), { text }));
    const first = parse('a: 1');
    expect(parse('a: 1')).toBe(first);
    expect(parse('b: 2')).toEqual({ text: 'b: 2' });
    expect(parse('a: 1')).not.toBe(first);
    expect(seen).toEqual(['a: 1', 'b: 2', 'a: 1']);
  });

  it('gives what the parse gives, whatever was parsed before (property)', () => {
    const parse = keepingLast((text: string) => text.length);
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 4 }), { maxLength: 12 }), (texts) =>
        texts.every((text) => parse(text) === text.length),
      ),
    );
  });

  it('shares the nodes of a JSON or YAML source between its readers', () => {
    const json = '{"a": [1, 2]}';
    expect(parseJsonWithOffsets(json)).toBe(parseJsonWithOffsets(json));
    const yaml = 'services:\n  web:\n    image: nginx:1.27\n';
    expect(parseYamlDocuments(yaml)).toBe(parseYamlDocuments(yaml));
    expect(parseYamlDocuments('a: 1\n')?.[0]).toEqual({
      kind: 'object',
      start: 0,
      end: 5,
      entries: [{ key: 'a', keyStart: 0, value: { kind: 'scalar', start: 3, end: 4, value: 1 } }],
    });
  });
});
