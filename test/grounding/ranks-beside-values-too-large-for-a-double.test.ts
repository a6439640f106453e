// The place of a row in its column when another row gives a value too large for a double (read as Infinity): that row still ranks ahead.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

// alpha's count of requests has 400 digits, more than a double holds.
const servers = md('servers.md', [
  '| Server | Requests |',
  '|---|---|',
  `| alpha | ${'9'.repeat(400)} |`,
  '| beta | 51000 |',
  '| gamma | 31000 |',
  '| delta | 12000 |',
]);

describe('a rank beside a value too large for a double', () => {
  it('counts the row with the larger value ahead of the row ranked', () => {
    expect(verdict('Beta ranks second by requests.', servers)).toEqual([
      'supported',
      'the source states second (servers.md:4)',
    ]);
    expect(verdict('Beta ranks first by requests.', servers)).toEqual([
      'refuted',
      'the source gives 51000 for "Requests" of the row "beta", place 2 of its column (best first), not first (servers.md:4)',
    ]);
  });
});
