// When a refutation says "a rise of" or "a fall of" before the values it sets against each other: only when the claim states a change.
import { describe, expect, it } from 'vitest';
import { csv, json, verdict } from './fixtures.js';

const changes = csv('change.csv', ['year,metric,change', '2023,downloads,3.1%', '2023,stars,2.4%']);

describe('a field of changes against a claim that states no change', () => {
  it("gives the field's value as it is written, with no direction before it", () => {
    expect(verdict('The change in downloads was 3.5% in 2023.', changes)).toEqual([
      'refuted',
      'the source gives 3.1% for "change" of the row "downloads" (change.csv:2), not 3.5%',
    ]);
  });
});

describe('changes of both directions against a claimed fall', () => {
  const metrics = json('metrics.json', { downloads: { change_2022: '+3.1%', change_2023: '-1.2%' } });

  it("says the claim's fall when any one of the values the source gives goes the other way", () => {
    expect(verdict('Downloads fell 3.5%.', metrics)).toEqual([
      'refuted',
      'the source gives +3.1% for "downloads.change_2022" (metrics.json:1) and -1.2% for "downloads.change_2023" (metrics.json:1), not a fall of 3.5%',
    ]);
  });
});
