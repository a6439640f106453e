/** @module grounding/memo: a bounded memo for pure functions of a text (its words, roots, values), emptied whole when full. */

/**
 * The function, remembering its result for each text up to `longest` characters; after `max` texts it forgets them
 * all (the texts of one run recur, so an eviction order is not worth its cost). Callers must not mutate a result.
 */
export function memo<T>(compute: (text: string) => T, max = 50_000, longest = 200): (text: string) => T {
  const known = new Map<string, T>();
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
