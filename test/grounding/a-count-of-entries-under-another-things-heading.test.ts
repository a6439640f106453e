// A count of the entries under a heading in another thing's section: it is not a count of the thing the claim names.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const laptops = md('laptops.md', [
  '# Laptops',
  '',
  '## Falcon',
  '',
  '### Ports',
  '',
  '- USB-C',
  '- HDMI',
  '- Headphone jack',
  '',
  '## Osprey',
  '',
  'The Osprey weighs 1.2 kg.',
]);

describe('a count of the entries listed in another thing’s section', () => {
  it('is not stated of the thing the claim names, and the verdict says where the count is', () => {
    expect(verdict('The Osprey has 3 ports.', laptops)).toEqual([
      'neutral',
      'the source gives 3 under "Ports", not under "Osprey"',
    ]);
  });
});
