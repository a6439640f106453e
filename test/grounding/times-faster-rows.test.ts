// Which two rows and which column "N times faster than" divides, and how the words around the ratio are read.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { md } from './fixtures.js';

const times = md('README.md', [
  '| Codec         | Latency |',
  '| ------------- | ------- |',
  '| Swift 2 (avx) | 3 ms    |',
  '| Plod          | 45 ms   |',
  '| Middling      | 9 ms    |',
  '',
]);
const verdict = (claim: string, source = times): [string, string] => {
  const r = assessDeterministic(claim, source);
  return [r.support, r.rule];
};
const swiftOverPlod = 'the source states fifteen times (README.md:3), Plod (README.md:4)';

describe('the words that say which way is faster', () => {
  it('reads "faster than" and "as slow as" however many spaces stand between the words', () => {
    expect(verdict('Swift is fifteen times faster than Plod.')).toEqual(['supported', swiftOverPlod]);
    expect(verdict('Swift is fifteen times  faster than Plod.')).toEqual(['supported', swiftOverPlod]);
    expect(verdict('Swift is fifteen times faster  than Plod.')).toEqual(['supported', swiftOverPlod]);
    expect(verdict('Plod is fifteen times as  slow as Swift.')).toEqual([
      'supported',
      'the source states fifteen times (README.md:4), Swift (README.md:3)',
    ]);
  });

  it('reads "faster" only right after the ratio', () => {
    expect(verdict('Swift is fifteen times larger and faster than Plod.')).toEqual([
      'neutral',
      'the source does not state fifteen times, and no two of the values it gives for this make it',
    ]);
  });

  it('finds the row after "than" in the words after the ratio, not in an earlier "as"', () => {
    expect(verdict('Used as a default Swift is fifteen times faster than Plod.')).toEqual([
      'supported',
      'the source states fifteen times (README.md:3), Swift (README.md:3), Plod (README.md:4)',
    ]);
  });
});

describe('the two rows the ratio is of', () => {
  it('divides nothing when both sides name the same row', () => {
    expect(verdict('Swift is fifteen times faster than Swift 2.')).toEqual([
      'neutral',
      'the source does not state fifteen times (said of: Swift, fifteen, times, faster)',
    ]);
  });

  it('divides nothing when the words name two rows as well as each other', () => {
    const twins = md('README.md', [
      '| Codec      | Latency |',
      '| ---------- | ------- |',
      '| Swift fast | 3 ms    |',
      '| Swift safe | 5 ms    |',
      '| Plod       | 45 ms   |',
      '',
    ]);
    expect(verdict('Swift is fifteen times faster than Plod.', twins)).toEqual([
      'neutral',
      'the source does not state fifteen times (said of: Swift, fifteen, times, faster)',
    ]);
    expect(verdict('Swift fast is fifteen times faster than Plod.', twins)).toEqual([
      'supported',
      'the source states fifteen times (README.md:3), Plod (README.md:5)',
    ]);
  });
});

describe('the column the ratio is of', () => {
  it('takes the one column of times, passing over sizes and versions', () => {
    const wide = md('README.md', [
      '| Codec | Version | Latency | Size |',
      '| ----- | ------- | ------- | ---- |',
      '| Swift | 1.2.0   | 3 ms    | 12   |',
      '| Plod  | 0.9.1   | 45 ms   | 30   |',
      '',
    ]);
    expect(verdict('Swift is fifteen times faster than Plod.', wide)).toEqual(['supported', swiftOverPlod]);
  });

  it('divides nothing by a time of zero', () => {
    const zero = md('README.md', [
      '| Codec | Latency |',
      '| ----- | ------- |',
      '| Swift | 0 ms    |',
      '| Plod  | 45 ms   |',
      '| Other | 9 ms    |',
      '',
    ]);
    expect(verdict('Swift is fifteen times faster than Plod.', zero)).toEqual([
      'neutral',
      'the source does not state fifteen times, and no two of the values it gives for this make it',
    ]);
  });
});
