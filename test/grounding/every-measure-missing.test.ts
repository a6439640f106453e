// A record said to give one mark for all its measures: the measure it gives nothing for is named in the reason.
import { describe, expect, it } from 'vitest';
import { json, verdict } from './fixtures.js';

describe('a measure the record gives nothing for', () => {
  it('is named in the reason the claim is refuted', () => {
    const runs = json('results.json', [
      { name: 'quick', version: '2.1.0', requests: '51000.5', disk: '18.2' },
      { name: 'broken', version: '0.9.1', requests: 'N/A' },
      { name: 'steady', version: '4.0.3', requests: '42000.0', disk: '22.9' },
    ]);
    expect(verdict('Version 0.9.1 of broken is listed, but every measurement reads N/A.', runs)).toEqual([
      'refuted',
      'the record gives nothing for "disk"',
    ]);
  });
});
