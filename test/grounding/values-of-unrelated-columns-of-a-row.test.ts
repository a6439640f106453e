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
