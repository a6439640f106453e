// The memo of pure text functions and forgetAll, which the mutation tests call before each test.
import { describe, expect, it } from 'vitest';
import { forgetAll, memo } from '../../src/grounding/memo.js';
import { sourceModel } from '../../src/grounding/source-facts.js';

describe('memo', () => {
  it('computes a text once, and again after forgetAll', () => {
    let calls = 0;
    const length = memo((text: string) => {
      calls += 1;
      return text.length;
    });
    expect([length('abc'), length('abc')]).toEqual([3, 3]);
    expect(calls).toBe(1);
    forgetAll();
    expect(length('abc')).toBe(3);
    expect(calls).toBe(2);
  });

  it('does not remember a text longer than its limit', () => {
    let calls = 0;
    const upper = memo(
      (text: string) => {
        calls += 1;
        return text.toUpperCase();
      },
      10,
      3,
    );
    upper('abcd');
    upper('abcd');
    expect(calls).toBe(2);
  });

  it('forgets every text once it holds its most', () => {
    let calls = 0;
    const same = memo((text: string) => {
      calls += 1;
      return text;
    }, 2);
    same('a');
    same('b');
    same('c');
    same('a');
    expect(calls).toBe(4);
  });

  it('reads a source again after forgetAll, not before', () => {
    const source = { mediaType: 'text/markdown', uri: 'notes.md', text: 'We fixed 14 bugs.\n' };
    const first = sourceModel(source);
    expect(sourceModel(source)).toBe(first);
    expect(sourceModel({ ...source })).toBe(first);
    forgetAll();
    const again = sourceModel(source);
    expect(again).not.toBe(first);
    expect(again.units.map((u) => u.text)).toEqual(first.units.map((u) => u.text));
  });
});
