// The edges of the XML, JSON-with-comments and Makefile readers (entities by number and by name, an attribute's place,
// a comment that ends the text, a continued line that ends the file, a recipe's command prefixes, a comment after a
// value) and of the split of a value at its top level, which the config and code readers share.
import { describe, expect, it } from 'vitest';
import { scan, topLevel } from '../../src/grounding/config-entries.js';
import { parseJsonWithOffsets } from '../../src/grounding/json-offsets.js';
import { makefileFields } from '../../src/grounding/makefile.js';
import { parseXmlWithOffsets } from '../../src/grounding/xml-file.js';

describe('the XML reader', () => {
  it("decodes entities by hex and decimal number and by name, and parts a list at no entity's semicolon", () => {
    const text = '<project><name>&#x41;&#66;&lt;&amp;</name><license kind="MIT &#x26; more"/></project>';
    const root = parseXmlWithOffsets(text)?.root;
    const entries = root?.kind === 'object' ? root.entries : [];
    const name = entries.find((e) => e.key === 'name')?.value;
    expect(name?.kind === 'scalar' && name.value).toBe('AB<&');
    const license = entries.find((e) => e.key === 'license')?.value;
    const kind = license?.kind === 'object' ? license.entries.find((e) => e.key === 'kind')?.value : undefined;
    expect(kind?.kind === 'scalar' && kind.value).toBe('MIT & more');
    // (An attribute's value keeps its place in the text, quotes left out.)
    expect(kind && text.slice(kind.start, kind.end)).toBe('MIT &#x26; more');
    const list = parseXmlWithOffsets('<p><a>net35;x&amp;y</a><b>Tom&amp;Jerry</b></p>')?.root;
    const parts = list?.kind === 'object' ? list.entries.map((e) => e.value) : [];
    expect(parts[0]?.kind === 'array' && parts[0].items.map((i) => (i.kind === 'scalar' ? i.value : ''))).toEqual([
      'net35',
      'x&y',
    ]);
    expect(parts[1]?.kind === 'scalar' && parts[1].value).toBe('Tom&Jerry');
    // (An entity XML does not define makes the file not well formed: it is read as text.)
    expect(parseXmlWithOffsets('<p><a>&unknown;</a></p>')).toBeUndefined();
  });

  it('places a comment by its whole extent, and leaves a processing instruction out', () => {
    const text = '<?xml version="1.0"?>\n<a>\n  <!-- one -->\n  <b>2</b>\n</a>';
    const read = parseXmlWithOffsets(text);
    expect(read?.comments.map((c) => text.slice(c.start, c.end))).toEqual(['<!-- one -->']);
    const root = read?.root;
    expect(root?.kind === 'object' && root.entries.map((e) => e.key)).toEqual(['b']);
  });
});

describe('the JSON-with-comments reader', () => {
  it('reads a line comment that ends the text, with no line break after it, and white space of every kind', () => {
    const root = parseJsonWithOffsets('{\t"a":\r\n 1 } // the end');
    expect(root?.kind === 'object' && root.entries.map((e) => e.key)).toEqual(['a']);
    expect(parseJsonWithOffsets('[1] /* open')).toBeUndefined();
    const empty = parseJsonWithOffsets('{ "a": {}, "b": [], }');
    expect(empty?.kind === 'object' && empty.entries.map((e) => e.value.kind)).toEqual(['object', 'array']);
  });
});

describe('the Makefile reader', () => {
  it("reads a continued line that ends the file, a recipe's prefixes, a comment after a value, and a define's end", () => {
    const text = [
      'CFLAGS := -O2 -g # optimise',
      'define HELP',
      'usage: make all',
      'endef',
      'all: build',
      '\t@echo start',
      '\t-rm -f out',
      '\t+$(MAKE) sub',
      'SOURCES = a.c \\',
    ].join('\n');
    const fields = makefileFields('Makefile', text)?.entries.filter((e) => !e.comment) ?? [];
    expect(fields.map((e) => `${e.path.join('.')}=${e.value}`)).toEqual([
      'CFLAGS=-O2 -g',
      'targets.all prerequisites=build',
      'targets.all recipe=echo start',
      'targets.all recipe=rm -f out',
      'targets.all recipe=$(MAKE) sub',
      'SOURCES=a.c',
    ]);
    const cflags = fields[0];
    expect(cflags && text.slice(cflags.valueStart, cflags.valueStart + 3)).toBe('-O2');
  });
});

describe('the split of a value at its top level', () => {
  it('leaves commas inside brackets, parentheses and quotes of any kind, an escaped quote inside one too', () => {
    expect(topLevel('a (1, 2), "x, \\" y", `z, w`, [3, 4]', ',')).toEqual([
      'a (1, 2)',
      ' "x, \\" y"',
      ' `z, w`',
      ' [3, 4]',
    ]);
    expect(scan('[1, (2')).toBe(2);
    expect(scan('"[" ]')).toBe(-1);
  });
});
