// Shares in words beside masks and other numbers, the words around a number (context and clause), data fields read by their keys, and which dimensions compare.
import { describe, expect, it } from 'vitest';
import { comparable, extractQuantities, fieldQuantities } from '../../src/grounding/quantities.js';
import type { Quantity } from '../../src/grounding/quantities.js';
import { readQuantities as read } from './fixtures.js';

const only = (text: string): Quantity => {
  const qs = extractQuantities(text);
  const q = qs[0];
  if (!q || qs.length !== 1) throw new Error(`not one quantity in "${text}"`);
  return q;
};

describe('a share in words beside a mask', () => {
  const half = ['half', 'percent', 50, 49, 51, 'exact'];
  it('reads "half" only outside a mask', () => {
    expect(read('ab half cd', [{ start: 3, end: 7 }])).toEqual([]);
    expect(read('ab half cd', [{ start: 4, end: 5 }])).toEqual([]);
    expect(read('ab half cd', [{ start: 0, end: 2 }])).toEqual([half]);
    expect(read('ab half cd', [{ start: 0, end: 3 }])).toEqual([half]);
    expect(read('ab half cd', [{ start: 7, end: 10 }])).toEqual([half]);
    expect(read('ab half cd', [{ start: 8, end: 10 }])).toEqual([half]);
  });

  it('reads no "half" whose "a" is masked: "a half" is one share', () => {
    expect(read('a half of them', [{ start: 0, end: 1 }])).toEqual([]);
  });
});

describe('a share in words', () => {
  it('reads a fraction after "a" that is not "a half"', () => {
    expect(read('a two-thirds majority')).toEqual([
      ['two-thirds', 'percent', 66.666667, 65.666667, 67.666667, 'exact'],
    ]);
  });

  it('reads "half" after an "a" and two spaces', () => {
    expect(read('a  half of them')).toEqual([['half', 'percent', 50, 49, 51, 'exact']]);
  });

  it('reads a share after another number', () => {
    expect(read('5 people and half the team')).toEqual([
      ['5', 'count', 5, 5, 5, 'exact'],
      ['half', 'percent', 50, 49, 51, 'exact'],
    ]);
  });

  it('reads "nearly a third" with its comparator, even after another "a"', () => {
    const nearly = ['nearly a third', 'percent', 33.333333, 30, 33.333332, 'approx'];
    expect(read('nearly a third')).toEqual([nearly]);
    expect(read('It was a bit, nearly a third of them')).toEqual([nearly]);
    expect(read('nearly a two-thirds majority')).toEqual([
      ['nearly a two-thirds', 'percent', 66.666667, 60, 66.666666, 'approx'],
    ]);
  });

  it('reads a share written right after a percentage', () => {
    expect(read('50%half')).toEqual([
      ['50%', 'percent', 50, 50, 50, 'exact'],
      ['half', 'percent', 50, 49, 51, 'exact'],
    ]);
  });

  it('gives a share its place and the words after it', () => {
    const q = only('about half the team agreed');
    expect([q.text, q.range, q.context.after]).toEqual(['about half', { start: 0, end: 10 }, ['team', 'agre']]);
  });
});

describe('the words around a number', () => {
  it('reads the clause across an aside', () => {
    const q = only('A plain call, by comparison, costs about 7ns');
    expect([q.text, q.context.before, q.clause.before]).toEqual([
      'about 7ns',
      ['call', 'cost'],
      ['plain', 'call', 'cost'],
    ]);
  });

  it('stops the context at another number, and skips small words', () => {
    const [three, five] = extractQuantities('red 3 apples and 5 pears');
    expect(three?.context).toEqual({ before: ['red'], after: ['appl'] });
    expect(five?.context).toEqual({ before: ['appl'], after: ['pear'] });
    expect(only('5 of the apples').context).toEqual({ before: [], after: ['appl'] });
    expect(only('the big red 5 apples').context).toEqual({ before: ['big', 'red'], after: ['appl'] });
  });

  it('keeps three words after and two before in the context, and four each side in the clause', () => {
    const after = only('5 big red shiny round apples');
    expect(after.context.after).toEqual(['big', 'red', 'shiny']);
    expect(after.clause.after).toEqual(['big', 'red', 'shiny', 'round']);
    const before = only('big red shiny round huge 5 apples');
    expect(before.context.before).toEqual(['round', 'huge']);
    expect(before.clause.before).toEqual(['red', 'shiny', 'round', 'huge']);
  });
});

describe('a data field read by its key', () => {
  const brief = (q: Quantity) => [q.text, q.dimension, q.value];
  it('reads a rate in brackets only when it is the whole bracket', () => {
    expect(fieldQuantities('Throughput (GB/s peak)', '12').map(brief)).toEqual([
      ['Throughput (GB/s peak): 12', 'count', 12],
    ]);
  });

  it('reads a time word in brackets as the unit and as a count', () => {
    expect(fieldQuantities('Uptime (days)', '4').map(brief)).toEqual([
      ['Uptime (days): 4', 'time', 345600],
      ['Uptime (days): 4', 'count', 4],
    ]);
  });

  it('reads a last "c" as Celsius only when it is the whole word and a word for temperature comes before', () => {
    expect(fieldQuantities('Max temp c', '30').map(brief)).toEqual([['Max temp c: 30', 'temperature', 30]]);
    expect(fieldQuantities('Temp high', '30').map(brief)).toEqual([['Temp high: 30', 'count', 30]]);
    expect(fieldQuantities('Temp calc', '30').map(brief)).toEqual([['Temp calc: 30', 'count', 30]]);
    expect(fieldQuantities('Temp cost', '30').map(brief)).toEqual([['Temp cost: 30', 'count', 30]]);
    expect(fieldQuantities('Attempts c', '3').map(brief)).toEqual([['Attempts c: 3', 'count', 3]]);
  });

  it('gives a money column a scale only when its key has one', () => {
    const [usd] = fieldQuantities('USD revenue', '5');
    expect([usd?.dimension, usd?.value, usd?.keyScale]).toEqual(['money:USD', 5, undefined]);
    const [millions] = fieldQuantities('Revenue ($M)', '5');
    expect([millions?.dimension, millions?.value, millions?.keyScale]).toEqual(['money:USD', 5e6, 1e6]);
  });

  it('reads a year in a time-named field as no span of time, from 1000 to 2100', () => {
    expect(fieldQuantities('Years active', '1000').map((q) => q.dimension)).toEqual(['count']);
    expect(fieldQuantities('Years active', '2100').map((q) => q.dimension)).toEqual(['count']);
    expect(fieldQuantities('Years active', '5000').map((q) => q.dimension)).toEqual(['count', 'time']);
  });

  it('writes the key and the trimmed value as the text, at the value', () => {
    const [q] = fieldQuantities('Uptime', ' 5 ');
    expect(q).toEqual({
      text: 'Uptime: 5',
      range: { start: 0, end: 3 },
      dimension: 'count',
      value: 5,
      lo: 5,
      hi: 5,
      qualifier: 'exact',
      context: { before: ['uptim'], after: [] },
      clause: { before: ['uptim'], after: [] },
    });
    expect(fieldQuantities('', ' 5 ')[0]?.text).toBe('5');
  });

  it('signs by its key only a positive value with no direction of its own', () => {
    const sign = (value: string) =>
      fieldQuantities('Change', value).map((q) => [q.text, q.direction, q.directionByKey]);
    expect(sign('fell 3%')).toEqual([['3%', 'down', undefined]]);
    expect(sign('-3')).toEqual([['Change: -3', undefined, undefined]]);
    expect(sign('0')).toEqual([['Change: 0', undefined, undefined]]);
    expect(sign('3+')).toEqual([['3+', 'up', true]]);
  });

  it('keeps the period a value states over the one its key states', () => {
    expect(fieldQuantities('Downloads per week', '5 a day').map((q) => q.per)).toEqual(['day']);
  });
});

describe('which dimensions compare', () => {
  it('compares a word ordinal with a rank or a count only', () => {
    expect(comparable('ordinal-word', 'ordinal', 3, 3)).toBe(1);
    expect(comparable('ordinal-word', 'percent', 3, 3)).toBeUndefined();
  });

  it('compares a year with a count from 1000 to 2100 only', () => {
    expect(comparable('year', 'count', 1000, 1000)).toBe(1);
    expect(comparable('year', 'count', 2100, 2100)).toBe(1);
    expect(comparable('year', 'percent', 2000, 2000)).toBeUndefined();
  });

  it('compares a percentage with a count only as a share below 1', () => {
    expect(comparable('percent', 'count', 0.99, 1)).toBe(100);
    expect(comparable('percent', 'count', 1, 1)).toBeUndefined();
    expect(comparable('percent', 'length', 0.5, 0.5)).toBeUndefined();
    expect(comparable('length', 'time', 0.5, 0.5)).toBeUndefined();
  });

  it('compares a rank with a count, and nothing else', () => {
    expect(comparable('ordinal', 'percent', 3, 3)).toBeUndefined();
    expect(comparable('length', 'ordinal', 3, 3)).toBeUndefined();
  });
});
