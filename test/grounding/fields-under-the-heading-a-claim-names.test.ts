// Fields under headings that name models ("## Aero 14", "## Aero 16"): the value the claim gives is checked against the fields of the heading it names.
import { describe, expect, it } from 'vitest';
import { json, md, verdict } from './fixtures.js';

const specs = md('specs.md', [
  '## Aero 14',
  '',
  'Weight: 1.4 kg',
  'Ports: 2',
  '',
  '## Aero 16',
  '',
  'Weight: 1.9 kg',
  'Ports: 3',
]);

describe('a value of a field under the heading the claim names', () => {
  it("is refuted by that heading's field alone, not by another model's", () => {
    expect(verdict('The Aero 16 has 4 ports.', specs)).toEqual([
      'refuted',
      'the source gives 3 for "Ports" (specs.md:9), not 4',
    ]);
    expect(verdict('The Aero 14 has 3 ports.', specs)).toEqual([
      'refuted',
      'the source gives 2 for "Ports" (specs.md:4), not 3',
    ]);
  });

  it('is read for "weighs" from a "Weight" field', () => {
    expect(verdict('The Aero 16 weighs 1.9 kg.', specs)[0]).toBe('supported');
    expect(verdict('The Aero 16 weighs 1.4 kg.', specs)).toEqual([
      'refuted',
      'the source gives 1.9 kg for "Weight" (specs.md:8), not 1.4 kg',
    ]);
  });
});

describe("a date under another model's heading, on a page with no title above the models", () => {
  it("does not bear out a claim about the model the claim names: the named model's own field refutes it", () => {
    const models = md('aero.md', [
      '## Aero 14',
      '',
      'Released: 2023-03-01',
      '',
      '## Aero 16',
      '',
      'Released: 2023-09-15',
    ]);
    expect(verdict('The Aero 14 was released on 2023-09-15.', models)).toEqual([
      'refuted',
      'the source gives 2023-03-01 for "Aero 14 (Released: 2023-03-01)" (aero.md:1), not 2023-09-15',
    ]);
    expect(verdict('The Aero 16 was released on 2023-09-15.', models)[0]).toBe('supported');
  });
});

describe('a bound that cuts a range the source gives for the measure', () => {
  it('is no refutation by the other values of that measure', () => {
    const breed = json('breed.json', {
      Weight: ['Male: 540-820 kilograms (1,190-1,810 lb)', 'Female: 400-500 kilograms (880-1,100 lb)'],
    });
    expect(verdict('Jersey cattle can weigh more than 1800 pounds.', breed)[0]).toBe('neutral');
    expect(verdict('Jersey cattle can weigh more than 2000 pounds.', breed)[0]).toBe('refuted');
  });
});

describe('a name the claim gives, written only in a heading above the passage that states its value', () => {
  const notes = md('aero.md', [
    '# Laptops',
    '',
    '## Aero 14',
    '',
    'Weight: 1.4 kg',
    '',
    '## Aero 16',
    '',
    'Weight: 1.9 kg',
    '',
    '### Firmware 3.0.2',
    '',
    'Added battery saver.',
  ]);

  it('is stated by the heading the value stands under ("## Aero 16" above "### Firmware 3.0.2")', () => {
    expect(verdict('The Aero 16 runs firmware 3.0.2.', notes)).toEqual([
      'supported',
      'the source states 3.0.2 (aero.md:11), Aero 16 (aero.md:11)',
    ]);
  });

  it('is not stated by the heading of another model', () => {
    expect(verdict('The Aero 14 runs firmware 3.0.2.', notes)).toEqual([
      'neutral',
      "the source names Aero 14 (aero.md:3), but not where it gives the claim's other values",
    ]);
  });
});
