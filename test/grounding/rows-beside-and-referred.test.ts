// Which other rows a derived value is compared with ("the speed of gzip"), and the row a claim that refers back is read in.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { codecTable, md } from './fixtures.js';

const codecs = md('README.md', codecTable);

const hashes = md('README.md', [
  '| Hash | Speed |',
  '|------|-------|',
  '| XXH3 | 19.4 GB/s |',
  '| XXH32 | 9.7 GB/s |',
  '| MD5 | 0.6 GB/s |',
]);

describe('the other row a derived value is compared with', () => {
  it('is the row the claim names by a word of its own, in the same column', () => {
    // 610 / 90 = 6.8: gzip's encoding, not another squash row's.
    const gzip = assessDeterministic(
      'squash 2.1 -f4 encodes at 610 MB/s, almost seven times the speed of gzip.',
      codecs,
    );
    expect([gzip.support, gzip.rule]).toEqual([
      'supported',
      'the source states 2.1 (README.md:6), 610 MB/s (README.md:6), almost seven times (README.md:6)',
    ]);
  });

  it('is a row named by a word its own row does not have, though it shares another', () => {
    const hashes2 = md('README.md', [
      '| Hash | Speed |',
      '|------|-------|',
      '| xxh fast | 19.4 GB/s |',
      '| xxh slow | 9.7 GB/s |',
      '| md5 | 0.6 GB/s |',
    ]);
    const r = assessDeterministic('xxh fast reaches 19.4 GB/s, twice the speed of xxh slow.', hashes2);
    expect([r.support, r.rule]).toEqual([
      'supported',
      'the source states 19.4 GB/s (README.md:3), twice (README.md:3)',
    ]);
  });

  it('is not a row the claim never names', () => {
    // 19.4 / 0.6 = 32, but the claim compares with XXH32 (9.7 GB/s), not MD5.
    const r = assessDeterministic('At 19.4 GB/s, the fastest hash is about 32 times the speed of XXH32.', hashes);
    expect([r.support, r.rule]).toEqual([
      'neutral',
      'the source does not state about 32 times (said of: fastest, hash, times, speed)',
    ]);
  });
});

describe('a claim that refers back to the row of the claim before it', () => {
  const before = ['At -f4, squash trades ratio for speed: the ratio drops to 2.20 while encoding climbs to 610 MB/s.'];

  it('reads the column it names in that row', () => {
    const right = assessDeterministic('Decoding at that setting reaches 1,950 MB/s.', codecs, before);
    expect([right.support, right.rule]).toEqual(['supported', 'the source states 1,950 MB/s (README.md:6)']);
    const wrong = assessDeterministic('Decoding at that setting reaches 1,750 MB/s.', codecs, before);
    expect([wrong.support, wrong.rule]).toEqual([
      'refuted',
      'the source gives 1950 MB/s for "Decode" of the row "squash 2.1 -f4" (README.md:6), not 1,750 MB/s',
    ]);
  });

  it('does not refute a value of another row the claim names by a cell of the column referred to', () => {
    // 380 MB/s is gzip's decoding; the claim before it was about encoding (gzip's 90 MB/s).
    const r = assessDeterministic('That is about 1.6 times the 380 MB/s of gzip.', codecs, [
      'At -f4, squash encodes at 610 MB/s.',
    ]);
    expect([r.support, r.rule]).toEqual([
      'neutral',
      'the source does not state about 1.6 times (said of: times, gzip)',
    ]);
  });
});
