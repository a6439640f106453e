// A version read under a sibling model's heading is refuted by the field of the same name in the named model's section, not by its other versions.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const specs = md('aero.md', [
  '# Aero laptops',
  '',
  '## Aero 14',
  '',
  'Firmware: 2.1.0',
  'BIOS: 1.4.0',
  'Released: 2023-03-01',
  '',
  '## Aero 16',
  '',
  'Firmware: 3.0.2',
  'BIOS: 1.6.0',
  'Released: 2023-09-15',
]);

describe('a version given under the other model’s heading', () => {
  it('is refuted by the field of the same name in the named model’s section', () => {
    expect(verdict('The Aero 14 runs firmware 3.0.2.', specs)).toEqual([
      'refuted',
      'the source gives 2.1.0 for "Firmware" (aero.md:5), not 3.0.2',
    ]);
    expect(verdict('The Aero 14 ships with BIOS 1.6.0.', specs)).toEqual([
      'refuted',
      'the source gives 1.4.0 for "BIOS" (aero.md:6), not 1.6.0',
    ]);
  });

  it('is refuted by the date of the same field, not by the model’s versions', () => {
    expect(verdict('The Aero 14 was released on 2023-09-15.', specs)).toEqual([
      'refuted',
      'the source gives 2023-03-01 for "Released" (aero.md:7), not 2023-09-15',
    ]);
  });
});
