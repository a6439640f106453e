// The kind a claim gives one record against the record's own, where the source sorts its records into a few kinds of
// one word each by one field.
import { describe, expect, it } from 'vitest';
import { kindSaidOtherwise } from '../../src/grounding/record-kinds.js';
import { sourceModel, type SourceModel } from '../../src/grounding/source-facts.js';
import { linesSource } from './fixtures.js';

const yaml = linesSource('application/yaml');

const rules = (severities: readonly string[]): SourceModel =>
  sourceModel(
    yaml(
      'rules.yaml',
      severities.flatMap((severity, k) => [
        `- alert: Rule${'ABCDEFGH'[k] ?? k}Failing`,
        `  for: ${k + 1}m`,
        '  labels:',
        `    severity: ${severity}`,
      ]),
    ),
  );

/** The record of the rule a name gives. */
const recordOf = (model: SourceModel, name: string): number => {
  const fact = model.facts.find((f) => f.value.kind === 'name' && f.value.name === name);
  if (fact?.record === undefined) throw new Error(`no record named ${name}`);
  return fact.record;
};

describe('the kind a claim gives a record', () => {
  const model = rules(['critical', 'warning', 'warning', 'info']);
  const a = recordOf(model, 'RuleAFailing');

  it('is refuted by the record’s own kind, when the claim names one other kind', () => {
    expect(kindSaidOtherwise('RuleAFailing pages as a warning', new Set([a]), model)).toMatchObject({
      given: { text: 'critical' },
      said: 'warning',
    });
    expect(kindSaidOtherwise('RuleAFailing pages as critical', new Set([a]), model)).toBeUndefined();
  });

  it('is left alone where the claim names the record’s own kind too, or several others, or several records', () => {
    expect(kindSaidOtherwise('it is critical, not a warning', new Set([a]), model)).toBeUndefined();
    expect(kindSaidOtherwise('a mix of warning and info alerts', new Set([a]), model)).toBeUndefined();
    const b = recordOf(model, 'RuleBFailing');
    expect(kindSaidOtherwise('both fire as info', new Set([a, b]), model)).toBeUndefined();
    expect(kindSaidOtherwise('it fires as info', new Set(), model)).toBeUndefined();
  });

  it('reads a field as kinds only where records share a few values of one word', () => {
    // (Every record its own value: names, no kinds.)
    const distinct = rules(['critical', 'warning', 'info', 'page']);
    expect(
      kindSaidOtherwise('it is a warning', new Set([recordOf(distinct, 'RuleAFailing')]), distinct),
    ).toBeUndefined();
    // (Seven values: more than a few kinds.)
    const seven = rules(['aa', 'bb', 'cc', 'dd', 'ee', 'ff', 'gg', 'bb']);
    expect(kindSaidOtherwise('it is gg', new Set([recordOf(seven, 'RuleBFailing')]), seven)).toBeUndefined();
    const six = rules(['aa', 'bb', 'cc', 'dd', 'ee', 'ff', 'bb', 'aa']);
    expect(kindSaidOtherwise('it is ff', new Set([recordOf(six, 'RuleBFailing')]), six)).toMatchObject({ said: 'ff' });
    // (A value of more than a word, "warning 2", is no kind.)
    const worded = rules(['critical', 'warning 2', 'warning 2', 'critical']);
    expect(kindSaidOtherwise('it is critical', new Set([recordOf(worded, 'RuleBFailing')]), worded)).toBeUndefined();
  });

  it('reads a record’s other fields that give no kind as none', () => {
    // (`for: 1m` is a time, no name; the alert's name is the record's own, no kind.)
    expect(
      kindSaidOtherwise('RuleBFailing waits 1m', new Set([recordOf(model, 'RuleBFailing')]), model),
    ).toBeUndefined();
  });
});
