// Numbers read beside masks, with signs, "twice", "a week later", half of a scale and whole numbers in words.
import { describe, expect, it } from 'vitest';
import { readQuantities as read } from './fixtures.js';

describe('a number beside a mask', () => {
  it('reads a number that ends where a mask starts or starts where one ends', () => {
    expect(read('5 units', [{ start: 1, end: 7 }])).toEqual([['5', 'count', 5, 5, 5, 'exact']]);
    expect(read('abc 5 units', [{ start: 0, end: 4 }])).toEqual([['5', 'count', 5, 5, 5, 'exact']]);
    expect(read('abc 5 units', [{ start: 4, end: 5 }])).toEqual([]);
  });

  it('reads no "twice" under a mask', () => {
    expect(read('it cost twice its budget', [{ start: 8, end: 13 }])).toEqual([]);
    expect(read('it cost twice its budget', [{ start: 0, end: 7 }])).toEqual([['twice', 'ratio', 2, 2, 2, 'exact']]);
  });

  it('reads half of a scale beside a mask, and none under one', () => {
    expect(read('half a dozen eggs', [{ start: 0, end: 12 }])).toEqual([]);
    expect(read('half a dozen eggs', [{ start: 13, end: 17 }])).toEqual([
      ['half a dozen', 'count', 6, 5.95, 6.05, 'exact'],
    ]);
  });

  it('reads an era beside a mask, and none under one', () => {
    const text = 'in the 1990s we grew';
    const era = ['1990s', 'year', 1994.5, 1990, 1999, 'range'];
    expect(read(text, [{ start: 7, end: 12 }])).toEqual([]);
    expect(read(text, [{ start: 8, end: 10 }])).toEqual([]);
    expect(read(text, [{ start: 0, end: 2 }])).toEqual([era]);
    expect(read(text, [{ start: 0, end: 7 }])).toEqual([era]);
    expect(read(text, [{ start: 12, end: 15 }])).toEqual([era]);
    expect(read(text, [{ start: 16, end: 20 }])).toEqual([era]);
  });
});

describe('scales after a space', () => {
  it('reads "5 k" as five and "5 b" as five bytes, not thousands or billions', () => {
    expect(read('5 k')).toEqual([['5', 'count', 5, 5, 5, 'exact']]);
    expect(read('5 b')).toEqual([['5 b', 'data', 5, 5, 5, 'exact']]);
    expect(read('5k')).toEqual([['5k', 'count', 5000, 4900, 5100, 'exact']]);
  });
});

describe('signs', () => {
  it('reads a hyphen after a number and two spaces as no minus sign', () => {
    expect(read('10  -12')).toEqual([
      ['10', 'count', 10, 10, 10, 'exact'],
      ['12', 'count', 12, 12, 12, 'exact'],
    ]);
  });

  it('reads a plus sign after a word as a rise, and one after a number as none', () => {
    expect(read('growth was +1.2% in sales')).toEqual([['+1.2%', 'percent', 1.2, 1.15, 1.25, 'exact']]);
    expect(read('3  +4')[1]).toEqual(['4', 'count', 4, 4, 4, 'exact']);
    expect(read('3 +4')[1]).toEqual(['4', 'count', 4, 4, 4, 'exact']);
  });
});

describe('"twice" and "a week later"', () => {
  it('reads "twice" as a ratio only just before what it doubles', () => {
    expect(read('She married twice to his brother')).toEqual([['twice', 'count', 2, 2, 2, 'exact']]);
    expect(read('it cost twice its budget')).toEqual([['twice', 'ratio', 2, 2, 2, 'exact']]);
  });

  it('reads "a" as one only before a unit of time and a word of order', () => {
    expect(read('3 people and a dog after lunch')).toEqual([['3', 'count', 3, 3, 3, 'exact']]);
    expect(read('3 people came and a week later they left')).toEqual([
      ['3', 'count', 3, 3, 3, 'exact'],
      ['a week', 'time', 604800, 604800, 604800, 'exact'],
    ]);
    // (Far enough into the text that the look past "a" reaches no other part of it.)
    expect(read('3 people came home and then a week later they left')[1]).toEqual([
      'a week',
      'time',
      604800,
      604800,
      604800,
      'exact',
    ]);
  });
});

describe('half of a scale', () => {
  it('reads half a dozen before another number', () => {
    expect(read('half a dozen eggs and 5 hams')).toEqual([
      ['half a dozen', 'count', 6, 5.95, 6.05, 'exact'],
      ['5', 'count', 5, 5, 5, 'exact'],
    ]);
  });
});

describe('whole numbers in words', () => {
  it('reads a number in words after a fraction in words', () => {
    expect(read('half the team, two people')).toEqual([
      ['half', 'percent', 50, 49, 51, 'exact'],
      ['two', 'count', 2, 2, 2, 'exact'],
    ]);
  });

  it('drops an "and" that ends a number, and adds what follows "thousand and"', () => {
    expect(read('two hundred and counting')).toEqual([['two hundred', 'count', 200, 200, 200, 'exact']]);
    expect(read('two thousand and five')).toEqual([['two thousand and five', 'count', 2005, 2005, 2005, 'exact']]);
  });

  it('reads a bare "one" only before "in" or "out of"', () => {
    expect(read('one of us in here')).toEqual([]);
  });

  it('multiplies hundreds by a later scale', () => {
    expect(read('three hundred thousand people')).toEqual([
      ['three hundred thousand', 'count', 300000, 299500, 300500, 'exact'],
    ]);
  });

  it('reads a quarter after a whole number to the hundredth', () => {
    expect(read('two and a quarter cups')).toEqual([['two and a quarter', 'count', 2.25, 2.245, 2.255, 'exact']]);
  });

  it('reads a number between 1000 and 2100 in words as a count, not a year', () => {
    expect(read('they hired one thousand five hundred in total')).toEqual([
      ['one thousand five hundred', 'count', 1500, 1500, 1500, 'exact'],
    ]);
  });

  it('reads a range from a number in words to one in digits', () => {
    expect(read('between two and 5 people')).toEqual([['between two and 5', 'count', 3.5, 2, 5, 'range']]);
  });

  it('reads "less than half" as a bound', () => {
    expect(read('less than half the team')).toEqual([['less than half', 'percent', 50, -Infinity, 49.999999, 'bound']]);
  });
});
