// The evidence excerpt as readers see it: the aligned passage's words, without its Markdown syntax.
import { describe, expect, it } from 'vitest';
import { plainText } from '../../src/site/lib/plain-text.js';

describe('plainText', () => {
  it('drops list markers, code ticks, emphasis, link targets and heading marks', () => {
    expect(plainText('- Sync now resumes interrupted uploads (`--resume`).')).toBe(
      'Sync now resumes interrupted uploads (--resume).',
    );
    expect(plainText('The **bespoke** styling API was [removed](https://example.org/pr/12).')).toBe(
      'The bespoke styling API was removed.',
    );
    expect(plainText('## 2.4.0 (2026-11-03)')).toBe('2.4.0 (2026-11-03)');
  });

  it('keeps generated passages (a row, a JSON key) as they are, and blocks apart by a space', () => {
    expect(plainText('room: quiet-room; days measured: 64; median co2 ppm: 540')).toBe(
      'room: quiet-room; days measured: 64; median co2 ppm: 540',
    );
    expect(plainText('baseline.p99_write_ms: 19.6')).toBe('baseline.p99_write_ms: 19.6');
    expect(plainText('- first entry\n- second entry')).toBe('first entry second entry');
  });

  it('never returns nothing for a passage that has text', () => {
    expect(plainText('---')).toBe('---');
  });
});
