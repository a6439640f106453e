// Seals on Warrant's own chrome text: their form, and that a seal of the wrong length or for other text does not match.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealMatches, sealText } from '../../src/gates/seal.js';

describe('a seal', () => {
  it('is the first 32 hex digits of the HMAC of the text with its spaces collapsed', () => {
    const full = createHmac('sha256', 'k').update('Evidence 1: grounded').digest('hex');
    expect(sealText('k', '  Evidence 1:\n grounded ')).toBe(full.slice(0, 32));
    expect(sealMatches('k', 'Evidence 1: grounded', full.slice(0, 32))).toBe(true);
  });

  it('does not match when it is longer or shorter than a seal, or made for other text or under another key', () => {
    const full = createHmac('sha256', 'k').update('Evidence 1: grounded').digest('hex');
    expect(sealMatches('k', 'Evidence 1: grounded', full)).toBe(false);
    expect(sealMatches('k', 'Evidence 1: grounded', full.slice(0, 31))).toBe(false);
    expect(sealMatches('k', 'Evidence 1: grounded', '')).toBe(false);
    expect(sealMatches('k', 'Evidence 2: grounded', full.slice(0, 32))).toBe(false);
    expect(sealMatches('other', 'Evidence 1: grounded', full.slice(0, 32))).toBe(false);
  });
});
