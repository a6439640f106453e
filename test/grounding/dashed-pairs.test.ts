// Which dashed pairs of numbers a claim writes ("3-1", "2004 - 05") the passages must give in that order, and how a column's name is read from a cell's label.
import { describe, expect, it } from 'vitest';
import { readClaim } from '../../src/grounding/claim-facts.js';
import { keyText, unstatedPair } from '../../src/grounding/rows.js';
import type { SourceFact, Unit } from '../../src/grounding/source-facts.js';

/** What unstatedPair says of a claim over passages of these texts. */
const pair = (claim: string, ...texts: string[]) =>
  unstatedPair(
    readClaim(claim),
    texts.map((text) => ({ text }) as unknown as Unit),
  );

describe('a dashed pair the passages must give', () => {
  it('passes over a date or a version written with dashes, but not a pair before or after it', () => {
    expect(pair('The release was on 2023-01-05.', 'Released in January.')).toBeUndefined();
    expect(pair('Release 1.2-3 is out.', 'A new release is out.')).toBeUndefined();
    expect(pair('On 2023-01-05 the score was 3-1.', 'The score was 2-1.')).toBe('3 - 1');
    expect(pair('The score was 3-1 on 2023-01-05.', 'The score was 2-1.')).toBe('3 - 1');
  });

  it('finds the pair with or without spaces around its dash', () => {
    expect(pair('The score was 3-1.', 'They won 3 - 1.')).toBeUndefined();
    expect(pair('The score was 13-1.', 'They won 13 - 1.')).toBeUndefined();
    expect(pair('The score was 3 - 1.', 'They won 3-1.')).toBeUndefined();
  });

  it('reads leading zeros aside, and a decimal point as a point', () => {
    expect(pair('The season was 2004 - 05.', 'The 2004 - 5 season.')).toBeUndefined();
    expect(pair('The code is 007-3.', 'The code is 7-3.')).toBeUndefined();
    expect(pair('The record was 100-5.', 'A record of 100-5.')).toBeUndefined();
    expect(pair('The ratio was 1.5-2.', 'The ratio was 1.5-2.')).toBeUndefined();
    expect(pair('The ratio was 1.5-2.', 'The ratio was 135-2.')).toBe('1.5 - 2');
  });

  it('is stated when any one passage gives it, and named with its numbers when none does', () => {
    expect(pair('The score was 3-1.', 'Kickoff at noon.', 'They won 3-1.')).toBeUndefined();
    expect(pair('The score was 3-1.', 'They won 1-3.')).toBe('3 - 1');
  });
});

describe("a column's name in a cell's label", () => {
  const label = (text: string) => keyText({ label: text } as unknown as SourceFact);

  it('reads the quoted column of a row, and any other label whole', () => {
    expect(label('"Capacity" of the row Kew')).toBe('Capacity');
    expect(label('the "home" of the row 3')).toBe('the "home" of the row 3');
    expect(label('retry delay')).toBe('retry delay');
  });
});
