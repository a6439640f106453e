// What the words after a count say it counts ("40 red cotton shirts", "3XL tees", "three other modes"), and how a count of records holding a value is checked and shown.
import { describe, expect, it } from 'vitest';
import { csv, loaders, verdict } from './fixtures.js';

describe('the words after a count', () => {
  it('reads the first two words after the number as what it counts, and no more', () => {
    const shirts = csv('sales.csv', ['product,shirts', 'Acme,40', 'Bolt,25']);
    expect(verdict('Acme sold 40 red cotton shirts.', shirts)).toEqual([
      'neutral',
      'the source does not state 40 (said of: Acme, sold, red, cotton)',
    ]);
  });

  it('counts nothing when the word after the number starts with a digit', () => {
    const sizes = csv('sales.csv', ['product,size,shirts', 'Acme,3XL,40', 'Bolt,M,25']);
    expect(verdict('Acme sold 40 3XL tees.', sizes)).toEqual(['supported', 'the source states 40 (sales.csv:2)']);
  });

  it('does not read the different values of a column as a count of other things', () => {
    const freight = csv('freight.csv', [
      'year,mode,tonnes',
      '2021,Rail,120',
      '2021,Road,340',
      '2021,Inland waterway,45',
      '2022,Rail,125',
      '2022,Road,350',
      '2022,Inland waterway,40',
    ]);
    expect(verdict('The table covers three modes.', freight)).toEqual([
      'supported',
      'the source states three (freight.csv:2)',
    ]);
    expect(verdict('It lists three other modes.', freight)).toEqual([
      'neutral',
      'the source does not state three (said of: lists, three, modes)',
    ]);
  });
});

describe('a count of records holding a value', () => {
  it('is not worked out from a field only one record gives', () => {
    const single = loaders({ a: { interval: 80, frames: ['1'] }, b: { frames: ['1'] }, c: { frames: ['1'] } });
    expect(verdict('An interval of 80 milliseconds is used by two loaders.', single)[0]).toBe('neutral');
  });

  it('shows one record holding the value when the claim denies the count', () => {
    const shelf = loaders({
      a: { interval: 80 },
      b: { interval: 80 },
      c: { interval: 80 },
      d: { interval: 3 },
      e: { interval: 120 },
    });
    expect(verdict('An interval of 80 milliseconds is not used by four loaders.', shelf)).toEqual([
      'neutral',
      'the claim says "An interval of 80 milliseconds is not used by four", a negation, and the source gives 80 for interval of "a" (loaders.json:1): check by hand that the source bears it out',
    ]);
  });
});
