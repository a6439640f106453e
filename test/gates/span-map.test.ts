// The span map's laws over rendered pages: claim ranges hold their claim text and map back to the post.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sealMatches } from '../../src/gates/seal.js';
import { checkSpanMap, claimTexts, pageText } from '../../src/gates/span-map.js';
import { capturePost } from '../../src/markdown/capture-post.js';
import { postOf } from '../helpers.js';
import { renderPage, SEAL_KEY } from '../render.js';

const sealed = (text: string, seal: string) => sealMatches(SEAL_KEY, text, seal);

function mapOf(body: string) {
  const captured = capturePost(postOf(body));
  const html = renderPage(captured);
  const page = pageText(html, sealed);
  const expected = new Map(captured.claims.map((c) => [c.id, c.text]));
  return { captured, html, page, expected };
}

describe('span map', () => {
  it('maps claim text on the page back to the post and drops citation markers', () => {
    const { captured, html, page, expected } = mapOf('Calm intro. The p99 fell to *11.2* ms [@bench]. Done.');
    expect(page.text).not.toContain('[@bench]');
    expect(page.text).toContain('The p99 fell to 11.2 ms. Done.');
    expect([...claimTexts(page).values()]).toEqual(['The p99 fell to 11.2 ms']);
    expect(checkSpanMap(page, captured.post.source, expected, { file: 'page.html', html })).toEqual([]);
  });

  it('holds its laws for generated posts (property)', () => {
    const word = fc.stringMatching(/^[a-z]{1,7}$/);
    const sentence = fc.tuple(
      fc.array(word, { minLength: 1, maxLength: 5 }),
      fc.integer({ min: 0, max: 9999 }),
      fc.constantFrom('', '*', '**', '`'),
      fc.boolean(),
    );
    fc.assert(
      fc.property(fc.array(sentence, { minLength: 1, maxLength: 5 }), (sentences) => {
        const body = sentences
          .map(([words, n, mark, cited]) => `${words.join(' ')} ${mark}${n}${mark}${cited ? ' [@s]' : ''}.`)
          .join(' ');
        const { captured, html, page, expected } = mapOf(body);
        expect(checkSpanMap(page, captured.post.source, expected, { file: 'p.html', html })).toEqual([]);
        let previousEnd = 0;
        for (const entry of page.entries) {
          expect(entry.range.start).toBeGreaterThanOrEqual(previousEnd);
          expect(entry.range.end).toBeLessThanOrEqual(page.text.length);
          previousEnd = entry.range.end;
        }
      }),
    );
  });

  it('breaks when a claim piece is rewritten on the page', () => {
    const { captured, html, expected } = mapOf('The release fixes three bugs and 17 crashes [@log].');
    const rewritten = html.replace('17 crashes', '71 crashes');
    const findings = checkSpanMap(pageText(rewritten, sealed), captured.post.source, expected, {
      file: 'p.html',
      html: rewritten,
    });
    expect(findings.map((f) => f.code)).toContain('gate2/span-map');
    expect(findings.every((f) => f.severity === 'error')).toBe(true);
    expect(findings.map((f) => f.message)).toContain(
      `claim ${captured.claims[0]?.id ?? ''}: the page shows "The release fixes three bugs and 71 crashes" where the claim is "The release fixes three bugs and 17 crashes"`,
    );
  });

  it('names a claim whose data-src points at other post text, though the page shows the claim as written', () => {
    const { captured, html, expected } = mapOf('Calm intro here. The p99 fell to 11.2 ms [@bench]. Done.');
    const [, from, to] = /data-src="(\d+)-(\d+)"/u.exec(html) ?? [];
    const forged = html.replace(`data-src="${from}-${to}"`, `data-src="${Number(from) - 5}-${Number(to) - 5}"`);
    const findings = checkSpanMap(pageText(forged, sealed), captured.post.source, expected, {
      file: 'p.html',
      html: forged,
    });
    expect(findings.map((f) => [f.code, f.severity, f.message])).toEqual([
      [
        'gate2/span-map',
        'error',
        `claim ${captured.claims[0]?.id ?? ''}: page text "The p99 fell to 11.2 ms" is not the post text at ${Number(from) - 5}-${Number(to) - 5}`,
      ],
    ]);
  });

  it('names each way a map can be malformed, with the message and place of each', () => {
    const { captured, html, page, expected } = mapOf('Calm intro here. The p99 fell to 11.2 ms [@bench]. Done.');
    const id = captured.claims[0]?.id ?? '';
    const [entry] = page.entries;
    if (!entry) throw new Error('no entry');
    const check = (entries: typeof page.entries, want: ReadonlyMap<string, string> = expected) =>
      checkSpanMap({ ...page, entries }, captured.post.source, want, { file: 'p.html', html }).map((f) => [
        f.code,
        f.message,
      ]);
    const { start, end } = entry.range;
    // A range past the end of the page, an empty one, and two that overlap.
    expect(check([{ ...entry, range: { start, end: page.text.length + 1 } }])).toContainEqual([
      'gate2/span-map',
      `claim ${id}: mapped range ${start}-${page.text.length + 1} is out of bounds or overlaps another`,
    ]);
    expect(check([{ ...entry, range: { start, end: start } }])).toContainEqual([
      'gate2/span-map',
      `claim ${id}: mapped range ${start}-${start} is out of bounds or overlaps another`,
    ]);
    const overlapping = check([
      { ...entry, range: { start, end: start + 5 }, src: { start: entry.src.start, end: entry.src.start + 5 } },
      { ...entry, range: { start: start + 3, end }, src: { start: entry.src.start + 3, end: entry.src.end } },
    ]);
    expect(overlapping).toContainEqual([
      'gate2/span-map',
      `claim ${id}: mapped range ${start + 3}-${end} is out of bounds or overlaps another`,
    ]);
    // Exactly at the end of the page is in bounds; adjacent ranges do not overlap.
    expect(check([{ ...entry }])).toEqual([]);
    // A source range outside the post.
    expect(check([{ ...entry, src: { start: -1, end: entry.src.end } }])).toContainEqual([
      'gate2/span-map',
      `claim ${id}: page text "The p99 fell to 11.2 ms" is not the post text at -1-${entry.src.end}`,
    ]);
    const past = captured.post.source.length + 1;
    expect(check([{ ...entry, src: { start: entry.src.start, end: past } }])).toContainEqual([
      'gate2/span-map',
      `claim ${id}: page text "The p99 fell to 11.2 ms" is not the post text at ${entry.src.start}-${past}`,
    ]);
    // A claim the page does not show, and a mark for a claim the post does not have.
    expect(check([])).toEqual([['gate2/missing-claim', `claim ${id} ("The p99 fell to 11.2 ms") is not on the page`]]);
    expect(check([entry], new Map())).toEqual([
      ['gate2/span-map', `the page marks text as claim ${id}, which this post does not have`],
    ]);
  });

  it('places a finding at the claim on the page, by line and column of the HTML', () => {
    const { captured, html, expected } = mapOf(
      'Calm intro here.\n\nThe release fixes three bugs and 17 crashes [@log].',
    );
    const rewritten = html.replace('17 crashes', '71 crashes');
    const [f] = checkSpanMap(pageText(rewritten, sealed), captured.post.source, expected, {
      file: 'p.html',
      html: rewritten,
    }).filter((x) => x.message.includes('the page shows'));
    const at = rewritten.indexOf('The release fixes');
    const before = rewritten.slice(0, at);
    expect(f).toMatchObject({
      file: 'p.html',
      line: before.split('\n').length,
      column: at - before.lastIndexOf('\n'),
    });
  });

  it('treats chrome with a forged seal as page text', () => {
    const { html } = mapOf('Plain words.');
    const forged = html.replace(
      '<article',
      '<span data-warrant-seal="00000000000000000000000000000000">Updated 3 days ago</span><article',
    );
    expect(pageText(forged, sealed).text).toContain('Updated 3 days ago');
  });
});
