/**
 * @module grounding/record-kinds: a kind the claim gives a record ("it goes straight to critical") against the one the
 * source gives it, where the source sorts its records into a few kinds by one field (`labels.severity`: critical or
 * warning). Pure.
 */
import type { SourceFact, SourceModel } from './source-facts.js';

/** At most this many kinds make a field that sorts records; more are names or descriptions. */
const MAX_KINDS = 6;

/**
 * The field of one of the claim's records whose kind the claim says otherwise: the claim names another record's value
 * of that field ("warning") and not this record's own ("critical").
 */
export function kindSaidOtherwise(
  text: string,
  records: ReadonlySet<number>,
  model: SourceModel,
): { given: SourceFact; said: string } | undefined {
  if (records.size !== 1) return undefined;
  const said = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}-]+/gu, ' ')} `;
  const named = (v: string): boolean => said.includes(` ${v.toLowerCase()} `);
  for (const given of model.facts) {
    const value = given.value.kind === 'name' ? given.value.name : undefined;
    if (given.record === undefined || !records.has(given.record) || value === undefined || !given.path) continue;
    const kinds = kindsOf(given.path.join('.'), model);
    if (!kinds || named(value)) continue;
    // (A claim that names several kinds lists them: "status, receivers, silences and alerts" says no one record's.)
    const others = [...kinds].filter((k) => k !== value && named(k));
    if (others.length === 1 && others[0] !== undefined) return { given, said: others[0] };
  }
  return undefined;
}

/** The values a field gives across the source's records, when they are a few kinds of one word each. */
function kindsOf(path: string, model: SourceModel): Set<string> | undefined {
  let known = kindsByModel.get(model);
  if (known === undefined) {
    const values = new Map<string, string[]>();
    for (const s of model.facts)
      if (s.record !== undefined && s.value.kind === 'name' && s.path) {
        const key = s.path.join('.');
        values.set(key, [...(values.get(key) ?? []), s.value.name]);
      }
    known = new Map();
    for (const [key, list] of values) {
      const kinds = new Set(list);
      if (
        list.every((v) => /^\p{L}[\p{L}-]{1,24}$/u.test(v)) &&
        kinds.size >= 2 &&
        kinds.size <= MAX_KINDS &&
        list.length > kinds.size
      )
        known.set(key, kinds);
    }
    kindsByModel.set(model, known);
  }
  return known.get(path);
}

/** The kinds of each field, worked out once per source model. */
const kindsByModel = new WeakMap<SourceModel, Map<string, Set<string>>>();
