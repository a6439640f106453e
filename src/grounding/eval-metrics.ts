/** @module grounding/eval-metrics: balanced accuracy, per-class precision and recall, and the confusion matrix of a labelled run. */

export interface EvalMetrics {
  readonly n: number;
  readonly balanced_accuracy: number;
  readonly per_class: Record<string, { precision: number; recall: number; n: number }>;
  /** confusion[gold][predicted] = count. */
  readonly confusion: Record<string, Record<string, number>>;
  /** Precision and recall of "supported": what a gate that passes supported claims lets through. */
  /** Precision is null when nothing was predicted supported: it is undefined, not zero. */
  readonly supported: { precision: number | null; recall: number; predicted: number };
  /** Share of the pairs whose gold label is not "supported" that were predicted supported (a wrong claim passing). */
  readonly false_pass_rate: number;
}

/** Metrics over (gold, predicted) pairs; classes with no gold example are left out of balanced accuracy. */
export function evalMetrics(
  classes: readonly string[],
  outcomes: readonly { gold: string; predicted: string }[],
): EvalMetrics {
  const confusion: Record<string, Record<string, number>> = {};
  for (const g of classes) confusion[g] = Object.fromEntries(classes.map((p) => [p, 0]));
  for (const { gold, predicted } of outcomes) {
    const row = confusion[gold];
    if (row && predicted in row) row[predicted] = (row[predicted] ?? 0) + 1;
  }
  const per_class: EvalMetrics['per_class'] = {};
  const recalls: number[] = [];
  for (const c of classes) {
    const row = confusion[c] ?? {};
    const goldCount = Object.values(row).reduce((a, b) => a + b, 0);
    const predictedCount = classes.reduce((a, g) => a + (confusion[g]?.[c] ?? 0), 0);
    const hit = row[c] ?? 0;
    const recall = goldCount === 0 ? 0 : hit / goldCount;
    per_class[c] = { precision: predictedCount === 0 ? 0 : hit / predictedCount, recall, n: goldCount };
    if (goldCount > 0) recalls.push(recall);
  }
  const notSupported = outcomes.filter((o) => o.gold !== 'supported');
  const predictedSupported = outcomes.filter((o) => o.predicted === 'supported');
  const goldSupported = outcomes.filter((o) => o.gold === 'supported');
  const hits = predictedSupported.filter((o) => o.gold === 'supported').length;
  return {
    n: outcomes.length,
    balanced_accuracy: recalls.length === 0 ? 0 : recalls.reduce((a, b) => a + b, 0) / recalls.length,
    per_class,
    confusion,
    supported: {
      precision: predictedSupported.length === 0 ? null : hits / predictedSupported.length,
      recall: goldSupported.length === 0 ? 0 : hits / goldSupported.length,
      predicted: predictedSupported.length,
    },
    false_pass_rate:
      notSupported.length === 0
        ? 0
        : notSupported.filter((o) => o.predicted === 'supported').length / notSupported.length,
  };
}

/** Numbers written with digits in a text, separators removed: "3,737" -> "3737". */
export function digitNumbers(text: string): Set<string> {
  return new Set([...text.matchAll(/\d[\d,]*(?:\.\d+)?/gu)].map((m) => m[0].replace(/,/gu, '').replace(/\.$/u, '')));
}

/** Does the claim carry a number the evidence does not (the pairs a numeric check must refute)? */
export function differsInNumber(claim: string, evidence: string): boolean {
  const inEvidence = digitNumbers(evidence);
  return [...digitNumbers(claim)].some((n) => !inEvidence.has(n));
}
