// Which field and which records a count of records holding a value is checked on ("an interval of 80 ms is used by three loaders").
import { describe, expect, it } from 'vitest';
import { loaders, verdict } from './fixtures.js';

const shelf = loaders({
  a: { interval: 80, frames: ['1', '2'] },
  b: { interval: 80, frames: ['1', '2'] },
  c: { interval: 80, frames: ['1', '2'] },
  d: { interval: 3, frames: ['1', '2'] },
  e: { interval: 120, frames: ['1', '2'] },
});

describe('the value whose records are counted', () => {
  it('is the claim’s other value, not the count itself, whichever comes first', () => {
    expect(verdict('Three loaders use an interval of 80 milliseconds.', shelf)).toEqual([
      'supported',
      'the source states Three (loaders.json:1), 80 milliseconds (loaders.json:1)',
    ]);
    expect(verdict('An interval of 80 milliseconds is used by three loaders.', shelf)).toEqual([
      'supported',
      'the source states 80 milliseconds (loaders.json:1), three (loaders.json:1)',
    ]);
    expect(verdict('An interval of 80 milliseconds is used by four loaders.', shelf)).toEqual([
      'refuted',
      '3 records give 80 milliseconds for "interval", not four (loaders.json:1)',
    ]);
  });

  it('passes over a version the claim gives beside the value', () => {
    expect(verdict('In version 2.0.0, an interval of 80 milliseconds is used by three loaders.', shelf)).toEqual([
      'neutral',
      'the source does not state 2.0.0 (said of: version, interval, used, loaders)',
    ]);
  });
});

describe('the field whose records are counted', () => {
  it('needs the field in more than one record', () => {
    const single = loaders({ a: { interval: 80, frames: ['1'] }, b: { frames: ['1'] }, c: { frames: ['1'] } });
    expect(verdict('An interval of 80 milliseconds is used by one loader.', single)).toEqual([
      'neutral',
      'the source does not state 80 milliseconds (said of: interval, milliseconds, used, one)',
    ]);
  });

  it('needs one field, not two the claim’s words both name', () => {
    const nested = loaders({
      a: { interval: 80, idle: { interval: 80 } },
      b: { interval: 80, idle: { interval: 120 } },
      c: { interval: 120, idle: { interval: 80 } },
    });
    expect(verdict('An interval of 80 milliseconds is used by two loaders.', nested)).toEqual([
      'neutral',
      'the source does not state 80 milliseconds (said of: interval, milliseconds, used, loaders)',
    ]);
  });
});
