/** @module grounding/memo: a bounded memo for pure functions of a text (its words, roots, values), emptied whole when full. */

/** How to empty each memo and store of read sources, for `forgetAll`. */
const stores: Array<() => void> = [];

/** Registers a store of remembered results (not a memo's own) to be emptied by `forgetAll`. */
export function forgettable(clear: () => void): void {
  stores.push(clear);
}

/**
 * Empties every memo and registered store. The results are pure, so nothing changes but the time taken; the mutation
 * tests call it before each test so that a mutated function is run, not answered from what the unmutated one
 * remembered.
 */
export function forgetAll(): void {
  for (const clear of stores) clear();
}

/**
 * The function, remembering its result for each text up to `longest` characters; after `max` texts it forgets them
 * all (the texts of one run recur, so an eviction order is not worth its cost). Callers must not mutate a result.
 */
export function memo<T>(compute: (text: string) => T, max = 50_000, longest = 200): (text: string) => T {
  const known = new Map<string, T>();
  stores.push(() => known.clear());
  return (text: string): T => {
    // (A text too long to be remembered is not looked up: hashing it costs as much as it saves.)
    if (text.length > longest) return compute(text);
    const hit = known.get(text);
    if (hit !== undefined) return hit;
    const value = compute(text);
    if (known.size >= max) known.clear();
    known.set(text, value);
    return value;
  };
}
