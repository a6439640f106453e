// How a count per unit of time is worked out from the period an earlier claim gives ("every 20 milliseconds ... fifty frames per second").
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';

const loaders = {
  uri: 'loaders.json',
  mediaType: 'application/json',
  title: 'Progress indicators (loaders.json)',
  text: JSON.stringify({
    pulse: { interval: 20, frames: ['.', 'o', 'O'] },
    wave: { interval: 125, frames: ['~', '-'] },
  }),
};
const verdict = (claim: string, context?: string[], source = loaders): [string, string] => {
  const r = assessDeterministic(claim, source, context);
  return [r.support, r.rule];
};

describe('the period a rate is worked out from', () => {
  it('supports the rate the period gives, as a value worked out', () => {
    expect(verdict('That is fifty frames per second.', ['The pulse loader advances every 20 milliseconds.'])).toEqual([
      'supported',
      'the source states fifty (loaders.json:1)',
    ]);
  });

  it('lets a rate worked out from a row be set against another row', () => {
    const three = {
      ...loaders,
      text: JSON.stringify({ pulse: { interval: 20 }, wave: { interval: 125 }, ticker: { interval: 250 } }),
    };
    const context = ['The pulse loader advances every 20 milliseconds.'];
    expect(verdict('That is fifty frames per second, more than the wave loader.', context, three)).toEqual([
      'supported',
      'the source states fifty (loaders.json:1)',
    ]);
  });

  it('takes the period of the nearest earlier claim only', () => {
    const context = [
      'The wave loader advances every 125 milliseconds.',
      'The pulse loader advances every 20 milliseconds.',
    ];
    expect(verdict('That is fifty frames per second.', context)).toEqual([
      'supported',
      'the source states fifty (loaders.json:1)',
    ]);
    expect(verdict('That is eight frames per second.', context)).toEqual([
      'refuted',
      'once every 20 ms is 50 per second, not eight (loaders.json:1)',
    ]);
  });

  it('takes a time of the earlier claim as the period, not its other numbers', () => {
    const context = ['The pulse loader shows 3 frames, advancing every 20 milliseconds.'];
    expect(verdict('That is fifty frames per second.', context)).toEqual([
      'supported',
      'the source states fifty (loaders.json:1)',
    ]);
  });

  it('works out no rate from a period of zero', () => {
    const timed = { ...loaders, text: JSON.stringify({ pulse: { interval: '0 ms' }, wave: { interval: '20 ms' } }) };
    expect(verdict('That is fifty frames per second.', ['The pulse loader advances every 0 ms.'], timed)).toEqual([
      'neutral',
      'the source does not state fifty (said of: fifty, frames, second)',
    ]);
    expect(verdict('That is fifty frames per second.', ['The wave loader advances every 20 ms.'], timed)).toEqual([
      'supported',
      'the source states fifty (loaders.json:1)',
    ]);
  });

  it('passes over a version the earlier claim gives beside the period', () => {
    const versioned = { ...loaders, text: JSON.stringify({ pulse: { interval: 20, since: '2.1.0' } }) };
    const context = ['The pulse loader, added in 2.1.0, advances every 20 milliseconds.'];
    expect(verdict('That is fifty frames per second.', context, versioned)).toEqual([
      'supported',
      'the source states fifty (loaders.json:1)',
    ]);
  });

  it('keeps a rate the source states itself', () => {
    const stated = { ...loaders, text: JSON.stringify({ pulse: { interval: 20, frames: 60 } }) };
    expect(
      verdict('That is 60 frames per second.', ['The pulse loader advances every 20 milliseconds.'], stated),
    ).toEqual(['supported', 'the source states 60 (loaders.json:1)']);
  });

  it('reads a version the source does not give as not stated, with no rate to work out', () => {
    expect(verdict('The current release is 9.9.9.')).toEqual([
      'neutral',
      'the source does not state 9.9.9 (said of: current, release)',
    ]);
  });
});
