// Values read under a sibling model's heading, checked against what the named model's own section gives.
import { describe, expect, it } from 'vitest';
import { aeroSpecs, md, verdict } from './fixtures.js';

/** A lineup page whose Aero 20 section reads `aero20`, with `aero16` lines added to the Aero 16 section. */
const lineup = (aero20: string, aero16: string[] = []): ReturnType<typeof md> =>
  md('lineup.md', [
    '# Lineup',
    '',
    '## Aero 14',
    '',
    'The Aero 14 weighs 1.4 kg. Its battery lasts 12 hours.',
    '',
    '## Aero 16',
    '',
    'The Aero 16 weighs 2.1 kg. It has 32 GB of memory.',
    ...aero16,
    '',
    '## Aero 20',
    '',
    aero20,
  ]);

describe("a value read only under a sibling model's heading", () => {
  it("is refuted by the named model's one value of that kind, though another sibling gives a value of that kind too", () => {
    const page = lineup('The Aero 20 is only a plan, with a target runtime of 10 hours.', [
      'Its battery charges in 3 hours.',
    ]);
    expect(verdict('The Aero 20 battery lasts 12 hours.', page)).toEqual([
      'refuted',
      'the source gives 10 hours for "The Aero 20 is only a plan, with a target runtime of 10 hours." (lineup.md:14), not 12 hours',
    ]);
  });

  it("is left open when the named model's section gives two values of that kind", () => {
    const page = lineup('The Aero 20 is only a plan. It should run for 10 hours, or 14 hours in power-saving mode.');
    expect(verdict('The Aero 20 battery lasts 12 hours.', page)).toEqual([
      'neutral',
      'the source gives 12 hours under "Aero 14", not under "Aero 20"',
    ]);
  });
});

describe('a section of another level under the same parent', () => {
  const shipping = md('lineup.md', [
    '# Lineup',
    '',
    '### Shipping',
    '',
    'Express shipping takes 3 days and costs $40.',
    '',
    '## Aero 14',
    '',
    'The Aero 14 weighs 1.4 kg. Its battery lasts 12 hours.',
    '',
    '## Aero 16',
    '',
    'The Aero 16 weighs 2.1 kg.',
  ]);

  it("is no sibling model's section: its values are not checked against the model's own", () => {
    expect(verdict('The Aero 14 ships in 3 days.', shipping)).toEqual([
      'neutral',
      "the source names Aero 14 (lineup.md:7), but not where it gives the claim's other values",
    ]);
  });
});

describe('a version read only under a sibling model’s heading', () => {
  const firmware = md('lineup.md', [
    '# Lineup',
    '',
    '## Aero 14',
    '',
    'The Aero 14 weighs 1.4 kg.',
    '',
    '## Aero 16',
    '',
    'The Aero 16 runs firmware 3.0.2. It weighs 2.1 kg.',
  ]);

  it('is not stated of the named model, for want of the version in its section', () => {
    expect(verdict('The Aero 14 runs firmware 3.0.2.', firmware)).toEqual([
      'neutral',
      'the source gives 3.0.2 under "Aero 16", not under "Aero 14"',
    ]);
  });
});

describe("two values of one model's section that both fit a claim", () => {
  const memory = md('lineup.md', [
    '# Lineup',
    '',
    '## Aero 14',
    '',
    'The Aero 14 has 16 GB of memory, or 24 GB in the Pro model.',
    '',
    '## Aero 16',
    '',
    'The Aero 16 has 24 GB of memory.',
  ]);

  it('are left for a person to choose between', () => {
    expect(verdict('The Aero 14 has 24 GB of memory.', memory)).toEqual([
      'neutral',
      '"24 GB" fits 24 GB for "The Aero 14 has 16 GB of memory, or 24 GB in the Pro model." (lineup.md:5), but the source also gives 16 GB for "The Aero 14 has 16 GB of memory, or 24 GB in the Pro model." (lineup.md:5) where the claim\'s words fit as well; say which one the claim means',
    ]);
  });
});

describe('a version or a date in a field under a sibling model’s heading', () => {
  const specs = aeroSpecs('3.0.2', '2023-09-15');

  it('is refuted by the same field of the named model’s section', () => {
    expect(verdict('The Aero 14 runs firmware 3.0.2.', specs)).toEqual([
      'refuted',
      'the source gives 2.1.0 for "Firmware" (aero.md:5), not 3.0.2',
    ]);
    expect(verdict('The Aero 14 was released on 2023-09-15.', specs)).toEqual([
      'refuted',
      'the source gives 2023-03-01 for "Released" (aero.md:6), not 2023-09-15',
    ]);
  });

  it('supports the named model’s own field', () => {
    expect(verdict('The Aero 14 runs firmware 2.1.0.', specs)[0]).toBe('supported');
    expect(verdict('The Aero 16 was released on 2023-09-15.', specs)[0]).toBe('supported');
  });
});
