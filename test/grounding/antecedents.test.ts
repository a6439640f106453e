// Claims that refer back ("that is", "at that setting", "so"): checked against the source values the earlier claims of the paragraph were about.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { capturePost } from '../../src/markdown/capture-post.js';
import { createGroundingEngine } from '../../src/grounding/engine.js';
import type { Claim, LoadedSource, Post } from '../../src/core/model.js';
import { sha256Hex } from '../../src/core/canonical.js';
import { readClaim } from '../../src/grounding/claim-facts.js';
import { refersBack } from '../../src/grounding/antecedents.js';
import { codecTable } from './fixtures.js';

const md = (t: string) => ({ uri: 'README.md', mediaType: 'text/markdown', text: t, title: '' });
const text = (t: string) => ({ uri: 'design.md', mediaType: 'text/markdown', text: t, title: '' });

const codecs = md(codecTable.join('\n'));

describe('a claim that refers back to the row of the claim before it', () => {
  const before = ['At -f4, squash trades ratio for speed: the ratio drops to 2.20 while encoding climbs to 610 MB/s.'];

  it('reads "that setting" as the row the earlier claim was about', () => {
    expect(assessDeterministic('Decoding at that setting reaches 1,950 MB/s.', codecs, before).support).toBe(
      'supported',
    );
    const wrong = assessDeterministic('Decoding at that setting reaches 1,750 MB/s.', codecs, before);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toContain('1950 MB/s for "Decode" of the row "squash 2.1 -f4"');
  });

  it('leaves the value undecided without the earlier claim: several rows fit', () => {
    expect(assessDeterministic('Decoding at that setting reaches 1,750 MB/s.', codecs).support).toBe('neutral');
  });

  it('keeps to a row the claim names itself', () => {
    expect(assessDeterministic('Decoding of gzip at that setting reaches 380 MB/s.', codecs, before).support).toBe(
      'supported',
    );
  });
});

describe('a value derived from a value stated before', () => {
  const decode = ['The quick 3.0 entry decodes at 3,900 MB/s.'];

  it('reads "that is N times" against the value referred to, in its column', () => {
    const claim = 'That is roughly two and three quarter times the 1,400 MB/s of squash at level 1.';
    expect(assessDeterministic(claim, codecs, decode).support).toBe('supported');
    const wrong = 'That is roughly four times the 1,400 MB/s of squash at level 1.';
    expect(assessDeterministic(wrong, codecs, decode).support).not.toBe('supported');
    // Without the claim before it, the ratio has nothing to start from.
    expect(assessDeterministic(claim, codecs).support).not.toBe('supported');
  });

  it('compares the value referred to with the same column of the row the claim names', () => {
    const earlier = ['At level 1, squash 2.1 encodes at 480 MB/s and decodes at 1,400 MB/s.'];
    // 480 / 90 = 5.3: more than five times gzip's encoding.
    const claim = 'Against gzip, that is more than five times the encoding speed.';
    expect(assessDeterministic(claim, codecs, earlier).support).toBe('supported');
    expect(
      assessDeterministic('Against gzip, that is more than six times the encoding speed.', codecs, earlier).support,
    ).not.toBe('supported');
  });

  it('takes two values from two earlier sentences of prose', () => {
    const design = text(
      [
        '# Fast paths',
        '',
        'Today a deferred call costs about 42ns on the benchmark machine.',
        '',
        'A plain function call, by comparison, costs about 7ns.',
        '',
      ].join('\n'),
    );
    const earlier = ['Today a deferred call costs about 42 ns.', 'A plain function call costs about 7 ns.'];
    expect(
      assessDeterministic('So a deferred call is six times as expensive as a plain one.', design, earlier).support,
    ).toBe('supported');
    expect(
      assessDeterministic('So a deferred call is nine times as expensive as a plain one.', design, earlier).support,
    ).not.toBe('supported');
    // A claim that does not point back is not read against values it never names.
    expect(
      assessDeterministic('A deferred call is six times as expensive as a plain one.', design, earlier).support,
    ).not.toBe('supported');
  });
});

describe('capture and cache: the earlier claims travel with the claim', () => {
  const post: Post = {
    file: 'content/posts/p.md',
    slug: 'p',
    meta: { title: 'T', date: '2026-01-01', author: 'A', summary: 'S' },
    source:
      'First claim about 3 cats [@a]. Second claim about 4 dogs [@a]. Unrelated claim [@b]. Third about 5 birds [@a].\n\nNew paragraph about 6 fish [@a].\n',
  } as Post;

  it('records the earlier claims of the paragraph that share a source, nearest last', () => {
    const { claims } = capturePost(post);
    const byText = (t: string): Claim => claims.find((c) => c.text.startsWith(t)) as Claim;
    expect(byText('First').context).toBeUndefined();
    expect(byText('Second').context).toEqual(['First claim about 3 cats']);
    expect(byText('Third').context).toEqual(['First claim about 3 cats', 'Second claim about 4 dogs']);
    expect(byText('New paragraph').context).toBeUndefined();
  });

  it('keys a cached verdict by the claims before it', async () => {
    const engine = await createGroundingEngine({ tiers: ['deterministic'] });
    const body = codecs.text;
    const source: LoadedSource = {
      id: 'codecs',
      uri: 'README.md',
      title: 'codecs',
      tier: 'measurement',
      sensitivity: 'public',
      sha256: sha256Hex(body),
      text: body,
      mediaType: 'text/markdown',
    };
    const claim: Claim = {
      id: 'p/1',
      draftId: 'p',
      text: 'Decoding at that setting reaches 1,950 MB/s.',
      span: { start: 0, end: 10 },
      claimType: 'quantitative',
      sourceRefs: ['codecs'],
      inContextSourceIds: ['codecs'],
      actor: 'A',
      origin: 'post',
      file: 'content/posts/p.md',
    };
    const sources = new Map([['codecs', source]]);
    const alone = await engine.ground(claim, sources);
    const after = await engine.ground(
      { ...claim, context: ['At -f4, squash encodes at 610 MB/s with a ratio of 2.20.'] },
      sources,
    );
    expect(alone.status).not.toBe('grounded');
    expect(after.status).toBe('grounded');
    await engine.close();
  });
});

describe('an earlier claim assessed on its own and as the claim before another', () => {
  // Each table is new to the process, so each order starts with nothing remembered for it.
  const table = (k: number) =>
    md(
      [
        '| Codec  | Ratio | Decode    |',
        '| ------ | ----- | --------- |',
        `| fast-${k} | 2.91  | 1400 MB/s |`,
        `| slow-${k} | 2.20  | 1950 MB/s |`,
        '',
      ].join('\n'),
    );
  const earlier = (k: number) => `The slow-${k} setting has a ratio of 2.20.`;
  const later = 'Decoding at that setting reaches 1,950 MB/s.';

  it('gives every claim the same verdict whichever is assessed first', () => {
    const first = table(1);
    const own1 = assessDeterministic(earlier(1), first);
    const after1 = assessDeterministic(later, first, [earlier(1)]);
    const second = table(2);
    const after2 = assessDeterministic(later, second, [earlier(2)]);
    const own2 = assessDeterministic(earlier(2), second);
    expect([own1.support, after1.support]).toEqual(['supported', 'supported']);
    expect([own2.support, after2.support]).toEqual([own1.support, after1.support]);
    expect(own2.rule.replaceAll('-2', '-1')).toBe(own1.rule);
    expect(after2.rule.replaceAll('-2', '-1')).toBe(after1.rule);
  });
});

describe('which row, column and release an earlier claim was about', () => {
  const withProse = md([...codecs.text.split('\n'), 'All runs used 8 threads on one machine.', ''].join('\n'));
  const fast = 'At -f4, squash trades ratio for speed: the ratio drops to 2.20 while encoding climbs to 610 MB/s.';

  it('reads "that setting" as the row of the nearest earlier claim that names a row, past a claim about prose', () => {
    const r = assessDeterministic('Decoding at that setting reaches 1,750 MB/s.', withProse, [
      fast,
      'All runs used 8 threads.',
    ]);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the source gives 1950 MB/s for "Decode" of the row "squash 2.1 -f4" (README.md:6), not 1,750 MB/s',
    );
  });

  it('leaves "that setting" undecided when the claim before it was about two rows', () => {
    const both = ['Gzip has a ratio of 2.70 and quick 3.0 a ratio of 2.10.'];
    const r = assessDeterministic('Encoding at that setting reaches 90 MB/s.', codecs, both);
    expect(r.support).toBe('neutral');
    expect(r.rule).toMatch(/^"90 MB\/s" fits /u);
  });

  it('reads another row in the column of the value referred to only when the claim before it gave one column', () => {
    const decodes = ['The quick 3.0 entry decodes at 3,900 MB/s.'];
    expect(assessDeterministic('That is far ahead of the 380 MB/s of gzip.', codecs, decodes).support).toBe(
      'supported',
    );
    // (A value of prose stated in between has no column.)
    const prose = [...decodes, 'All runs used 8 threads.'];
    expect(assessDeterministic('That is far ahead of the 380 MB/s of gzip.', withProse, prose).support).toBe(
      'supported',
    );
    const both = ['The quick 3.0 entry encodes at 690 MB/s and decodes at 3,900 MB/s.'];
    expect(assessDeterministic('That is far ahead of the 90 MB/s of gzip.', codecs, both).support).toBe('neutral');
    expect(assessDeterministic('That is far ahead of the 380 MB/s of gzip.', codecs, both).support).toBe('neutral');
  });

  it('takes the column of a measured value, not of a date the claim before it gave', () => {
    const dated = md(
      [
        '| Codec      | Released   | Decode    |',
        '| ---------- | ---------- | --------- |',
        '| quick 3.0  | 2024-05-01 | 3900 MB/s |',
        '| gzip 1.12  | 2022-02-01 | 380 MB/s  |',
        '| squash 2.1 | 2023-07-11 | 1400 MB/s |',
        '',
      ].join('\n'),
    );
    const before = ['Released on 1 May 2024, quick 3.0 decodes at 3,900 MB/s.'];
    expect(assessDeterministic('That is far ahead of the 380 MB/s of gzip.', dated, before).support).toBe('supported');
  });

  it('reads a claim that opens with spaces as pointing back all the same', () => {
    expect(refersBack(readClaim('  So a deferred call is six times as expensive.'))).toBe(true);
    expect(refersBack(readClaim('A deferred call is six times as expensive.'))).toBe(false);
  });
});

describe('the release an earlier claim named', () => {
  const log = md(
    [
      '# Changelog',
      '',
      '## [2.3.0] - 2025-09-14',
      '',
      '- Stabilise the streaming decoder',
      '',
      '## [2.2.1] - 2025-05-02',
      '',
      '- Fix 3 crashes on empty input',
      '',
      '## [2.2.0] - 2025-03-30',
      '',
      '- Add colour output',
      '',
    ].join('\n'),
  );

  it('reads "it" as the release of the nearest earlier claim that names one', () => {
    const named = ['Version 2.2.0 came out on 30 March 2025.', 'Version 2.2.1 came out on 2 May 2025.'];
    const r = assessDeterministic('It added colour output.', log, named);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the source lists this under "2.2.0 - 2025-03-30", not under "2.2.1 - 2025-05-02" (README.md:13)',
    );
  });

  it('does not take the release of an entry the claim before it quoted for one it named', () => {
    const named = ['Version 2.2.0 came out on 30 March 2025.', 'The streaming work fixed 3 crashes.'];
    expect(assessDeterministic('It added colour output.', log, named).support).toBe('supported');
  });

  it('reads "it" as no one release when the claim before it named two', () => {
    const two = ['Versions 2.2.0 and 2.2.1 are both listed.'];
    expect(assessDeterministic('It fixed the crashes on empty input.', log, two).support).toBe('supported');
    expect(assessDeterministic('It added colour output.', log, two).support).toBe('supported');
  });
});
