/** @module test/grounding/passages: passages from each source format point back into the source text; nothing is dropped. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PASSAGE_CHARS, parseCsv, passagesOf } from '../../src/grounding/passages.js';
import { parseJsonWithOffsets } from '../../src/grounding/json-offsets.js';

const src = (text: string, mediaType: string, uri = 'sources/x') => ({ text, mediaType, uri });

describe('passagesOf', () => {
  it('splits prose into sentences whose ranges hold their text, skipping abbreviations and decimals', () => {
    const text = 'Dr. Smith measured 3.5 kg. The second value was 4.2 kg!\n\nA new paragraph starts here.';
    const passages = passagesOf(src(text, 'text/plain'));
    const sentences = passages.filter((p) => p.kind === 'sentence').map((p) => p.text);
    expect(sentences).toEqual([
      'Dr. Smith measured 3.5 kg.',
      'The second value was 4.2 kg!',
      'A new paragraph starts here.',
    ]);
    for (const p of passages) expect(text.slice(p.range.start, p.range.end)).toBe(p.text);
    expect(passages.some((p) => p.kind === 'window' && p.text.includes('3.5 kg. The second'))).toBe(true);
  });

  it('chunks a long sentence into overlapping pieces that cover all of it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('alpha', 'beta', 'gamma', '1,234', 'delta'), { minLength: 100, maxLength: 600 }),
        (ws) => {
          const text = `${ws.join(' ')}.`;
          const passages = passagesOf(src(text, 'text/plain'));
          const covered = new Uint8Array(text.length);
          for (const p of passages) {
            expect(p.range.end - p.range.start).toBeLessThanOrEqual(MAX_PASSAGE_CHARS);
            expect(text.slice(p.range.start, p.range.end)).toBe(p.text);
            covered.fill(1, p.range.start, p.range.end);
          }
          for (let i = 0; i < text.length; i += 1) if (text[i] !== ' ') expect(covered[i]).toBe(1);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('turns Markdown tables into header: value rows and keeps headings apart', () => {
    const text = '# Results\n\n| metric | value |\n|---|---|\n| checks passed | 3 |\n| errors | 0 |\n';
    const passages = passagesOf(src(text, 'text/markdown', 'a.md'));
    const rows = passages.filter((p) => p.kind === 'row').map((p) => p.text);
    expect(rows).toContain('metric: checks passed; value: 3');
    expect(passages.find((p) => p.text === '# Results')).toBeDefined();
  });

  it('makes a Markdown heading and its list items one section passage keyed by the heading', () => {
    const text =
      '# Log\n\n## 2.4.0 (2026-11-03)\n\n- Added search.\n- Fixed 17 crashes.\n\n## 2.3.2 (2026-09-18)\n\n- Fixed a crash.\n\nA closing paragraph.\n';
    const sections = passagesOf(src(text, 'text/markdown', 'a.md')).filter((p) => p.kind === 'section');
    expect(sections.map((p) => p.key)).toEqual(['2.4.0 (2026-11-03)', '2.3.2 (2026-09-18)']);
    expect(sections[0]?.text).toBe('## 2.4.0 (2026-11-03)\n\n- Added search.\n- Fixed 17 crashes.');
    for (const p of sections) expect(text.slice(p.range.start, p.range.end)).toBe(p.text);
  });

  it('gives structured passages their keys and values, with full key paths', () => {
    const json = passagesOf(src('{"machine": {"cores": 8, "memory_gib": 32}}', 'application/json'));
    expect(json.find((p) => p.kind === 'record')?.fields).toEqual([
      { key: 'machine cores', value: '8' },
      { key: 'machine memory gib', value: '32' },
    ]);
    const csv = passagesOf(src('room,hours_above_1000_ppm\nquiet,0\n', 'text/csv'));
    expect(csv.find((p) => p.kind === 'row')?.fields).toEqual([
      { key: 'room', value: 'quiet' },
      { key: 'hours above 1000 ppm', value: '0' },
    ]);
  });

  it('reads JSON fields and records with ranges into the JSON text', () => {
    const text = '{"run": {"id": 42, "checks_passed": 3}, "tags": ["nightly"]}';
    const passages = passagesOf(src(text, 'application/json'));
    const field = passages.find((p) => p.kind === 'field' && p.text === 'run checks passed: 3');
    expect(field).toBeDefined();
    expect(text.slice(field?.range.start, field?.range.end)).toBe('"checks_passed": 3');
    expect(passages.some((p) => p.kind === 'record' && p.text.includes('id: 42; checks passed: 3'))).toBe(true);
  });

  it('falls back to prose for invalid JSON and reads CSV with quoted cells', () => {
    expect(passagesOf(src('{"a": 1,', 'application/json')).length).toBeGreaterThan(0);
    expect(parseJsonWithOffsets('{"a": [1, 2}')).toBeUndefined();
    const text = 'name,notes\n"Acme, Inc.","said ""yes"""\n';
    const rows = parseCsv(text);
    expect(rows[1]?.map((c) => c.value)).toEqual(['Acme, Inc.', 'said "yes"']);
    const passages = passagesOf(src(text, 'text/csv'));
    expect(passages.find((p) => p.kind === 'row')?.text).toBe('name: Acme, Inc.; notes: said "yes"');
  });

  it('reads the visible text of HTML and maps ranges back into the HTML', () => {
    const html =
      '<html><head><style>p{}</style><script>var x = "9,999 cases";</script></head><body><p>The outbreak caused 3,737&nbsp;cases.</p><p>Second &amp; last.</p></body></html>';
    const passages = passagesOf(src(html, 'text/html'));
    const texts = passages.map((p) => p.text);
    expect(texts).toContain('The outbreak caused 3,737 cases.');
    expect(texts.join(' ')).not.toContain('9,999');
    const first = passages.find((p) => p.text.startsWith('The outbreak'));
    expect(html.slice(first?.range.start, first?.range.end)).toBe('The outbreak caused 3,737&nbsp;cases.');
  });
});
