// How a data field's value is read from its key, which dimensions compare, and how signed values, limits and interval ends relate.
import { describe, expect, it } from 'vitest';
import {
  comparable,
  extractQuantities,
  fieldQuantities,
  relate,
  type Quantity,
} from '../../src/grounding/quantities.js';

/** The first quantity of a text. */
const q = (text: string): Quantity => {
  const found = extractQuantities(text)[0];
  expect(found, text).toBeDefined();
  return found as Quantity;
};

const dims = (key: string, value: string): string[] => fieldQuantities(key, value).map((x) => x.dimension);

describe('which dimensions compare', () => {
  it('reads a count from 1000 to 2100 as a possible year, ends included', () => {
    expect(comparable('year', 'count', 1000, 1000)).toBe(1);
    expect(comparable('year', 'count', 2100, 2100)).toBe(1);
  });

  it('compares a year with no percentage, however year-like the number', () => {
    expect(comparable('year', 'percent', 2000, 2000)).toBeUndefined();
  });

  it('reads a proportion below 1 as a percentage, and no time as one', () => {
    expect(comparable('percent', 'count', 0.99, 1)).toBe(100);
    // (A whole 1 is a count: "* 100 > 1" is one percent.)
    expect(comparable('percent', 'count', 1, 1)).toBeUndefined();
    expect(comparable('percent', 'time', 0.5, 0.5)).toBeUndefined();
  });

  it('compares a rank with a count, not with a time', () => {
    expect(comparable('ordinal', 'time', 5, 5)).toBeUndefined();
    expect(comparable('time', 'ordinal', 5, 5)).toBeUndefined();
  });
});

describe('a signed value against the size of a fall', () => {
  it('reads "-5%" as a fall of 5%, and of no other size', () => {
    expect(relate(q('-5%'), q('fell 5%'))).toBe('match');
    expect(relate(q('-5%'), q('fell 3%'))).toBe('conflict');
  });

  it('reads a source "-0.37" as a fall of 37%, and "-37%" as a fall of 0.37', () => {
    expect(relate(q('fell 37%'), q('-0.37'))).toBe('match');
    expect(relate(q('-37%'), q('fell 0.37'))).toBe('match');
  });

  it('reads a negative value against zero as a plain conflict', () => {
    expect(relate(q('-5 points'), q('0 points'))).toBe('conflict');
  });
});

describe('a limit the claim states', () => {
  it('does not take an approximate source value as the limit', () => {
    expect(relate(q('a minimum of 5 projects'), q('about 5 projects'))).toBe('overlap');
  });

  it('does not take a bound on the other side as the limit', () => {
    expect(relate(q('up to 5 projects'), q('at least 5 projects'))).toBe('overlap');
    expect(relate(q('a minimum of 5 projects'), q('at most 5 projects'))).toBe('overlap');
  });
});

describe('the ends of a source range against a claimed value', () => {
  it('reads a range that ends at the claimed value as overlapping it', () => {
    expect(relate(q('40%'), q('30-40%'))).toBe('overlap');
  });

  it('reads a range just short of a whole claimed value as overlapping it, not in conflict', () => {
    expect(relate(q('37%'), q('35.5-36.7%'))).toBe('overlap');
  });
});

describe('a data field', () => {
  it('reads a bare number as the key states it, with the key words around it', () => {
    const [count, time] = fieldQuantities('Days measured', ' 365 ');
    expect(count?.text).toBe('Days measured: 365');
    expect(count?.range).toEqual({ start: 0, end: 5 });
    expect(count?.context.before).toContain('day');
    expect(count?.context.after).toEqual([]);
    expect(count?.clause.before).toContain('day');
    expect(count?.clause.after).toEqual([]);
    expect([count?.dimension, time?.dimension]).toEqual(['count', 'time']);
  });

  it('reads a year-like number in a field named by a time word as no time, 1000 and 2100 included', () => {
    expect(dims('Days measured', '1000')).toEqual(['count']);
    expect(dims('Days measured', '2100')).toEqual(['count']);
  });

  it("reads a unit in brackets that is no rate as the key's unit, and a count too for a time word", () => {
    expect(dims('Tenure (years)', '12')).toEqual(['time', 'count']);
  });

  it('reads a "c" as Celsius only at the end of a key with a word for temperature', () => {
    expect(dims('Vitamin C', '90')).toEqual(['count']);
    expect(dims('Temperature metric', '3')).toEqual(['count']);
    expect(dims('Temperature class', '4')).toEqual(['count']);
    expect(dims('Attempts (c)', '4')).toEqual(['count']);
  });

  it('gives a money key its scale only when it has one', () => {
    const plain = fieldQuantities('USD revenue', '5')[0];
    expect(plain?.dimension).toBe('money:USD');
    expect(plain?.keyScale).toBeUndefined();
    const scaled = fieldQuantities('Revenue ($M)', '5')[0];
    expect(scaled?.keyScale).toBe(1e6);
    expect(scaled?.value).toBe(5e6);
  });

  it("keeps a direction the value's own words give, over the key's", () => {
    const [down] = fieldQuantities('Change', 'down 3%');
    expect(down?.direction).toBe('down');
    expect(down?.directionByKey).toBeUndefined();
  });

  it('gives a value written with a trailing plus the direction of a field of changes', () => {
    const [rise] = fieldQuantities('Change', '10+');
    expect(rise?.direction).toBe('up');
    expect(rise?.directionByKey).toBe(true);
  });

  it("keeps a period the value's own words give, over the key's", () => {
    expect(fieldQuantities('Releases per year', '3 a month')[0]?.per).toBe('month');
  });
});

describe('a change with a sign against a field of declines', () => {
  it('reads "grew -3%" as a decline of 3%, and "grew 0%" as within a decline of under 1%', () => {
    expect(relate(q('grew -3%'), fieldQuantities('Decline', '3%')[0] as Quantity)).toBe('match');
    expect(relate(q('grew 0%'), fieldQuantities('Decline', 'under 1%')[0] as Quantity)).toBe('overlap');
  });

  it('reads a field of declines against "rose -3%" and "grew 0%" the same way', () => {
    expect(relate(fieldQuantities('Decline', '3%')[0] as Quantity, q('rose -3%'))).toBe('match');
    expect(relate(fieldQuantities('Decline', 'under 1%')[0] as Quantity, q('grew 0%'))).toBe('match');
  });
});
