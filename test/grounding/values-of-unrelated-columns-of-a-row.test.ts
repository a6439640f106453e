// Values of keys with no word in common ("home team score", "away team score"; "cold_start", "wait_time") the claim names: no refutation.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

describe("a claimed crowd against the named team's row, whose scores fit the claim's words as well", () => {
  const games = csv('games.csv', [
    'home team,home team score,away team,away team score,venue,crowd',
    'footscray,18.11 (119),brentford,8.5 (53),western oval,12000',
    'richmond,12.10 (82),carlton,9.9 (63),punt road,28000',
  ]);

  it('is not refuted by the scores, which are values of other things', () => {
    expect(verdict('The team Footscray drew a crowd of 28000.', games)).toEqual([
      'neutral',
      'the source does not state 28000 (said of: team, Footscray, drew, crowd)',
    ]);
  });
});

describe("a value of the named team's row claimed for a column the claim names in full", () => {
  const games = (rows: string[]) =>
    csv('games.csv', ['home team,home team score,away team,away team score,crowd', ...rows]);
  const two = games(['footscray,119,brentford,53,12000', 'carlton,88,geelong,70,15000']);

  it("is refuted by that column, not borne out by a column named only by the words of the row name's column", () => {
    expect(verdict('The home team Footscray drew a crowd of 119.', two)).toEqual([
      'refuted',
      'the source gives 12000 for "crowd" of the row "footscray" (games.csv:2), not 119',
    ]);
    expect(verdict('The home team Footscray drew a crowd of 28000.', two)).toEqual([
      'refuted',
      'the source gives 12000 for "crowd" of the row "footscray" (games.csv:2), not 28000',
    ]);
    expect(verdict('The home team Footscray drew a crowd of 12000.', two)[0]).toBe('supported');
  });

  it('is read so in a table of one row too', () => {
    const one = games(['footscray,119,brentford,53,12000']);
    expect(verdict('The home team Footscray drew a crowd of 12000.', one)[0]).toBe('supported');
    expect(verdict('The home team Footscray drew a crowd of 119.', one)[0]).toBe('refuted');
  });

  it("is still the score where the claim names the score's own word", () => {
    expect(verdict('The home team Footscray scored 119.', two)[0]).toBe('supported');
  });
});

describe('three settings the claim names equally, the first and the last with no key word in common', () => {
  it('leave the claimed value not stated rather than refuted', () => {
    const perf = {
      uri: 'perf.yaml',
      mediaType: 'application/yaml',
      text: 'cold_start: 120 ms\nstart_wait: 90 ms\nwait_time: 80 ms\n',
      title: '',
    };
    expect(verdict('The cold start wait time is 100 ms.', perf)).toEqual([
      'neutral',
      'the source does not state 100 ms (said of: cold, start, wait, time)',
    ]);
  });
});
