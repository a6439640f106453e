/**
 * @module grounding/records-holding: a count of the records of one list whose field holds a value the claim names
 * ("just two of them carry an active status", "three are locked to the test scope"). Pure.
 */
import type { ClaimFact, ClaimReading } from './claim-facts.js';
import type { SourceFact, SourceModel } from './source-facts.js';
import { isStopWord } from './text.js';
import { contentRoots } from './words.js';

/**
 * The cells that give the claimed count: of one field, across two or more records, those holding one value whose words
 * the claim says from this count to the next (so "two are active and five are EOL" pairs each count with its own
 * value), in a field whose key the claim names. The count must be exactly that many records, two or more (a value held
 * so repeats, as a category does; a column of names holds each once). None when no field fits: a count is never
 * refuted by this reading, since the claim may count by some other field.
 */
export function recordsHolding(
  fact: ClaimFact,
  claim: ClaimReading,
  model: SourceModel,
): readonly SourceFact[] | undefined {
  const q = fact.value.kind === 'quantity' ? fact.value.quantity : undefined;
  if (!q || q.dimension !== 'count' || q.qualifier !== 'exact' || !Number.isInteger(q.value) || q.value < 2)
    return undefined;
  // (A number right after a noun is its label, no count: "division 2", "the stage 2 winner".)
  const prev = /(\p{L}+)\s+$/u.exec(claim.folded.slice(0, fact.at.start))?.[1];
  if (prev !== undefined && !isStopWord(prev.toLowerCase())) return undefined;
  // (Whole counts: "5.1" in "the 5.1 and 5.0 series" is a version, whatever else it reads as.)
  const counts = claim.facts
    .filter(
      (f) =>
        f.value.kind === 'quantity' &&
        f.value.quantity.dimension === 'count' &&
        Number.isInteger(f.value.quantity.value) &&
        !/\d\.\d/u.test(f.text),
    )
    .map((f) => f.at);
  const after = Math.min(claim.folded.length, ...counts.filter((r) => r.start >= fact.at.end).map((r) => r.start));
  const said = new Set(contentRoots(claim.folded.slice(fact.at.start, after)));
  for (const field of fieldsOf(model)) {
    // (A field the claim names. Its value must repeat, held by two records at least, as a category does: "status",
    // Active or EOL; a column of names, one per row, holds each once.)
    if (!field.key.some((k) => said.has(k))) continue;
    const byValue = new Map<string, SourceFact[]>();
    for (const { s, words } of field.cells)
      if (words.length > 0 && words.every((w) => said.has(w))) {
        const value = words.join(' ');
        const held = byValue.get(value);
        if (held) held.push(s);
        else byValue.set(value, [s]);
      }
    for (const holding of byValue.values()) if (new Set(holding.map((s) => s.record)).size === q.value) return holding;
  }
  return undefined;
}

/** A field of a model's records whose values are names: its key, and each cell with its value's words. */
interface NameField {
  readonly key: readonly string[];
  readonly cells: readonly { readonly s: SourceFact; readonly words: readonly string[] }[];
}

/** The name fields of two records or more, read once per model (each count of a claim asks). */
const fieldsByModel = new WeakMap<SourceModel, readonly NameField[]>();
function fieldsOf(model: SourceModel): readonly NameField[] {
  const known = fieldsByModel.get(model);
  if (known) return known;
  const byKey = new Map<string, SourceFact[]>();
  for (const s of model.facts)
    if (
      s.record !== undefined &&
      s.value.kind === 'name' &&
      !s.fromKey &&
      !s.rowName &&
      !s.counted &&
      s.key.length > 0
    ) {
      const field = s.key.join(' ');
      const cells = byKey.get(field);
      if (cells) cells.push(s);
      else byKey.set(field, [s]);
    }
  const fields = [...byKey.values()]
    .filter((cells) => new Set(cells.map((s) => s.record)).size >= 2)
    .map((cells) => ({
      key: cells[0]?.key ?? [],
      cells: cells.map((s) => ({ s, words: s.value.kind === 'name' ? contentRoots(s.value.name) : [] })),
    }));
  fieldsByModel.set(model, fields);
  return fields;
}
