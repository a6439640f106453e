/** @module grounding/bm25: Okapi BM25 ranking of a source's passages for a claim (lexical alignment). */
import type { Passage } from './passages.js';
import { contentStems, words } from './text.js';

const K1 = 1.2;
const B = 0.75;

/** Passages ranked by BM25 against the claim's content words (numbers included as terms), best first. */
interface Doc {
  readonly tf: Map<string, number>;
  readonly length: number;
}

const indexed = new WeakMap<readonly Passage[], Doc[]>();

/** Term frequencies of each passage, computed once per passage list (a source's passages are ranked for every claim). */
function termFrequencies(passages: readonly Passage[]): Doc[] {
  const known = indexed.get(passages);
  if (known) return known;
  const docs = passages.map((p) => {
    const tf = new Map<string, number>();
    const ws = words(p.text);
    for (const w of ws) {
      const key = /\p{N}/u.test(w.norm) ? w.norm : w.stem;
      tf.set(key, (tf.get(key) ?? 0) + 1);
    }
    return { tf, length: ws.length };
  });
  indexed.set(passages, docs);
  return docs;
}

export function rankPassages(
  claimText: string,
  passages: readonly Passage[],
  limit: number,
): { passage: Passage; score: number }[] {
  const terms = [
    ...new Set([
      ...contentStems(claimText),
      ...words(claimText)
        .filter((w) => /\p{N}/u.test(w.norm))
        .map((w) => w.norm),
    ]),
  ];
  if (passages.length === 0) return [];
  const docs = termFrequencies(passages);
  const avg = docs.reduce((sum, d) => sum + d.length, 0) / docs.length || 1;
  const df = new Map<string, number>();
  for (const t of terms) df.set(t, docs.filter((d) => d.tf.has(t)).length);
  const n = docs.length;
  return docs
    .map((d, k) => {
      let score = 0;
      for (const t of terms) {
        const f = d.tf.get(t) ?? 0;
        if (f === 0) continue;
        const idf = Math.log(1 + (n - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5));
        score += (idf * f * (K1 + 1)) / (f + K1 * (1 - B + (B * d.length) / avg));
      }
      return { passage: passages[k] as Passage, score };
    })
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.passage.range.start - b.passage.range.start)
    .slice(0, limit);
}
