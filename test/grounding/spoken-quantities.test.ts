// Quantities written in words or short forms that once went unread or misread: "a week later", speeds ("5 m/s"),
// "the '00s", "half" after a name ending in "a", a share written as a fraction against a whole percentage.
import { describe, expect, it } from 'vitest';
import { json, txt, verdict } from './fixtures.js';

describe('quantities in words and short forms', () => {
  it('reads "a week later" as one week, against the source\'s two', () => {
    expect(
      verdict('A week later they shipped the fix.', txt('notes.txt', ['Two weeks later they shipped the fix.'])),
    ).toEqual([
      'refuted',
      'the source gives Two weeks for "Two weeks later they shipped the fix." (notes.txt:1), not A week',
    ]);
    expect(
      verdict('A week later they shipped the fix.', txt('notes.txt', ['A week later they shipped the fix.']))[0],
    ).toBe('supported');
  });

  it('reads a speed as a speed: 5 m/s is no length of 5 metres, and 18 km/h is 5 m/s', () => {
    expect(verdict('The rocket reached 5 m/s.', txt('flight.txt', ['The rocket rose 5 metres.']))[0]).toBe('neutral');
    expect(verdict('The rocket reached 18 km/h.', txt('flight.txt', ['The rocket reached 5 m/s.']))[0]).toBe(
      'supported',
    );
    expect(verdict('The rocket reached 20 km/h.', txt('flight.txt', ['The rocket reached 5 m/s.']))[0]).toBe('refuted');
  });

  it('reads "the \'00s" as the 2000s', () => {
    const took = txt('phones.txt', ['Smartphones took off in 2007.']);
    expect(verdict("Smartphones took off in the '00s.", took)[0]).toBe('supported');
    expect(verdict("Smartphones took off in the '90s.", took)[0]).toBe('refuted');
  });

  it('reads "half" after a name that ends in "a"', () => {
    expect(
      verdict(
        'In Kenya half the population lacks power.',
        txt('power.txt', ['In Kenya 30% of the population lacks power.']),
      ),
    ).toEqual([
      'refuted',
      'the source gives 30% for "In Kenya 30% of the population lacks power." (power.txt:1), not half',
    ]);
  });

  it('takes a whole percentage as a share written as a fraction, rounded', () => {
    const share = json('sources/usage.json', { dark_mode_share: 0.372 });
    expect(verdict('37% of users chose dark mode.', share)[0]).toBe('supported');
    expect(verdict('38% of users chose dark mode.', share)[0]).toBe('refuted');
  });
});
