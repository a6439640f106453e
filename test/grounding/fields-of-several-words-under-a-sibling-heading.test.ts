// A version or a date read under a sibling model's heading, in a field whose name has several words ("Firmware version").
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

describe('a field of several words under a sibling model’s heading', () => {
  const specs = md('aero.md', [
    '# Aero laptops',
    '',
    '## Aero 14',
    '',
    'Firmware version: 2.1.0',
    'Release date: 2023-03-01',
    '',
    '## Aero 16',
    '',
    'Firmware version: 3.0.2',
    'Release date: 2023-09-15',
  ]);

  it('is refuted by the field of the same name in the named model’s section', () => {
    expect(verdict('The Aero 14 runs firmware version 3.0.2.', specs)).toEqual([
      'refuted',
      'the source gives 2.1.0 for "Firmware version" (aero.md:5), not 3.0.2',
    ]);
    expect(verdict('The Aero 14 has a release date of 2023-09-15.', specs)).toEqual([
      'refuted',
      'the source gives 2023-03-01 for "Release date" (aero.md:6), not 2023-09-15',
    ]);
  });
});
