// A value the source gives under the heading of another thing than the one the claim names (ownSection).
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { laptopLineup as lineup, md } from './fixtures.js';

const prices = md('prices.md', [
  '# Lineup',
  '',
  'Every model ships with a 65 W charger.',
  '',
  '## Aero 14',
  '',
  'The Aero 14 weighs 1.4 kg and its battery lasts up to 12 hours. It starts at $1,299.',
  '',
  '## Aero 16',
  '',
  'The Aero 16 weighs 2.1 kg and its battery lasts up to 9 hours. It starts at $1,799.',
  '',
  '## Aero 18',
  '',
  'The Aero 18 is due next year.',
]);

describe("a value read only under another model's heading", () => {
  it('is not stated of the named model, and the reason names both headings', () => {
    const planned = assessDeterministic('The Aero 20 battery lasts 12 hours.', lineup);
    expect([planned.support, planned.rule]).toEqual([
      'neutral',
      'the source gives 12 hours under "Aero 14", not under "Aero 20"',
    ]);
    expect(planned.passage?.text).toBe('Its battery lasts 12 hours.');
    const sibling = assessDeterministic('The Aero 16 battery lasts 12 hours.', lineup);
    expect([sibling.support, sibling.rule]).toEqual([
      'neutral',
      'the source gives 12 hours under "Aero 14", not under "Aero 16"',
    ]);
  });
});

describe('a value the page gives above every model, for all of them', () => {
  it("is no other model's value: the model's own number in its heading does not refute it", () => {
    // (The charger sits under "Lineup", the parent of the models' sections: it is no sibling's value.)
    expect(assessDeterministic('The Aero 20 charger is 65 W.', lineup).support).not.toBe('refuted');
    expect(assessDeterministic('The Aero 16 ships with a 65 W charger.', prices).support).not.toBe('refuted');
  });
});

describe('a price that fits several models, claimed of one whose section gives none', () => {
  it('is left open', () => {
    const r = assessDeterministic('The Aero 18 starts at $1,299.', prices);
    expect(r.support).toBe('neutral');
  });
});

describe("a model whose own section gives no value of the claim's kind", () => {
  const plan = md('plan.md', [
    '# Lineup',
    '',
    '## Aero 14',
    '',
    'The Aero 14 weighs 1.4 kg. Its battery lasts 12 hours.',
    '',
    '## Aero 16',
    '',
    'The Aero 16 weighs 2.1 kg. It has 32 GB of memory.',
    '',
    '## Aero 20',
    '',
    'The Aero 20 is only a plan.',
  ]);

  it("is not refuted by the model's number in its own name", () => {
    const r = assessDeterministic('The Aero 20 battery lasts 12 hours.', plan);
    expect([r.support, r.rule]).toEqual(['neutral', 'the source gives 12 hours under "Aero 14", not under "Aero 20"']);
  });
});

describe('a value under a shared section of another part of the page', () => {
  const shared = md('shared.md', [
    '# Models',
    '',
    '## Aero 14',
    '',
    'The Aero 14 weighs 1.4 kg.',
    '',
    '## Aero 20',
    '',
    'The Aero 20 is only a plan.',
    '',
    '# Shared parts',
    '',
    '## Batteries',
    '',
    'Every Aero model uses a 56 Wh battery.',
  ]);

  it("is no sibling model's value: a section of the same level under another parent does not count", () => {
    // (Read as another model's value, the 56 Wh would be checked against the "20" of "Aero 20" and refuted.)
    expect(assessDeterministic('The Aero 20 uses a 56 Wh battery.', shared).support).not.toBe('refuted');
    expect(assessDeterministic('The Aero 14 uses a 56 Wh battery.', shared).support).not.toBe('refuted');
  });
});
