// Strict input parsing: front matter and the source registry give findings with a place, and nothing half-loaded.
import { describe, expect, it } from 'vitest';
import { parsePost } from '../../src/inputs/post.js';
import { parseSources } from '../../src/inputs/sources.js';

const GOOD_SOURCE =
  '{"id":"a","uri":"ledger/sources/a.json","title":"A","tier":"measurement","sensitivity":"public","sha256":"' +
  'a'.repeat(64) +
  '"}';

describe('parsePost', () => {
  it('reads front matter', () => {
    const { post, findings } = parsePost(
      'content/posts/x.md',
      '---\ntitle: "T"\ndate: "2026-01-02"\nauthor: "A"\nsummary: "S"\n---\nBody.\n',
    );
    expect(findings).toEqual([]);
    expect(post?.meta).toEqual({ title: 'T', date: '2026-01-02', author: 'A', summary: 'S' });
    expect(post?.slug).toBe('x');
  });
  it('names the line of a bad field', () => {
    const { post, findings } = parsePost('p.md', '---\ntitle: "T"\ndate: "Jan 2"\nauthor: "A"\nsummary: "S"\n---\n');
    expect(post).toBeUndefined();
    expect(findings).toMatchObject([{ code: 'input/front-matter', file: 'p.md', line: 3 }]);
    expect(findings[0]?.message).toContain('date');
  });
  it('reports a missing front matter block', () => {
    expect(parsePost('p.md', 'Just text.').findings[0]?.code).toBe('input/front-matter');
  });
});

describe('parseSources', () => {
  it('loads valid lines', () => {
    const { sources, findings, lines } = parseSources('s.jsonl', `${GOOD_SOURCE}\n`);
    expect(findings).toEqual([]);
    expect(sources.map((s) => s.id)).toEqual(['a']);
    expect(lines.get('a')).toBe(1);
  });
  it('loads nothing of a file with one bad line, and says where and what', () => {
    const bad = GOOD_SOURCE.replace('"id":"a"', '"id":"b"').replace('"public"', '"open"');
    const { sources, findings } = parseSources('s.jsonl', `${GOOD_SOURCE}\n{not json\n${bad}\n`);
    expect(sources).toEqual([]);
    expect(findings.map((f) => [f.line, f.code])).toEqual([
      [2, 'input/ledger-line'],
      [3, 'input/ledger-line'],
    ]);
    expect(findings[1]?.message).toContain('sensitivity');
  });
  it('refuses a uri outside the project and a duplicate id', () => {
    const outside = GOOD_SOURCE.replace('ledger/sources/a.json', '../secret.txt');
    expect(parseSources('s.jsonl', outside).findings[0]?.message).toContain('inside the project');
    expect(parseSources('s.jsonl', `${GOOD_SOURCE}\n${GOOD_SOURCE}`).findings[0]?.code).toBe('input/duplicate-id');
  });
});
