/** @module statements/similarity: when a piece of text is "nearly" a required statement: its words, one in five changed. */

/** The words of a text as the similarity rule compares them: runs of letters and digits, NFKC-folded, lower case. */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+(?:['\u2019][\p{L}\p{N}]+)*/gu) ?? []
  );
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Where `part` occurs in `text` as whole words, without overlaps: not inside a longer word ("its author" is not in "its
 * authors"). Offsets into `text`.
 */
export function wholeMatches(text: string, part: string): number[] {
  const found: number[] = [];
  if (part === '') return found;
  for (let at = text.indexOf(part); at !== -1;) {
    const before = text[at - 1] ?? '';
    const after = text[at + part.length] ?? '';
    // Stryker disable next-line StringLiteral: the fallback never applies, as part is not empty here (checked above)
    const startsClean = !WORD_CHAR.test(part[0] ?? '') || !WORD_CHAR.test(before);
    // Stryker disable next-line StringLiteral: the fallback never applies, as part is not empty here (checked above)
    const endsClean = !WORD_CHAR.test(part[part.length - 1] ?? '') || !WORD_CHAR.test(after);
    if (startsClean && endsClean) {
      found.push(at);
      at = text.indexOf(part, at + part.length);
    } else at = text.indexOf(part, at + 1);
  }
  return found;
}

/** A statement shorter than this many words is checked for its exact text only: a near copy of it is too common. */
export const NEAR_MIN_WORDS = 4;

/** How many word edits still leave a copy "nearly" a statement of `count` words: one in five, at least one. */
export function nearBudget(count: number): number {
  return Math.max(1, Math.floor(count / 5));
}

/**
 * The fewest word edits (a word inserted, deleted or replaced) that turn some run of consecutive words of `text` into
 * `statement`: a word-level edit distance where the run may start and end anywhere in the text. Pure.
 */
export function wordDistance(statement: readonly string[], text: readonly string[]): number {
  // previous[j]: edits to match the statement's first i words against a run of text ending before text[j].
  // Stryker disable next-line ArrayDeclaration: an entry not there reads as 0 (?? 0 below), as the filled zeros do
  let previous = new Array<number>(text.length + 1).fill(0);
  for (let i = 1; i <= statement.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= text.length; j += 1) {
      const replace = (previous[j - 1] ?? 0) + (statement[i - 1] === text[j - 1] ? 0 : 1);
      current.push(Math.min(replace, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1));
    }
    previous = current;
  }
  // (A loop, not Math.min(...): a long text would overflow the argument list.)
  let best = statement.length;
  for (const edits of previous) if (edits < best) best = edits;
  return best;
}

/**
 * Is `text` nearly the statement without holding it as written? True when the statement has at least NEAR_MIN_WORDS
 * words and some run of the text's words is within nearBudget word edits of them (case, punctuation and spacing are not
 * words, so a copy differing only in those is nearly it too), and the text does not contain the statement's exact
 * wording. `statement` and `text` are whitespace-collapsed.
 */
export function isNearly(statement: string, text: string): boolean {
  if (wholeMatches(text, statement).length > 0) return false;
  const wanted = words(statement);
  if (wanted.length < NEAR_MIN_WORDS) return false;
  const have = words(text);
  // A text with fewer words than the statement less the budget cannot be within it.
  if (have.length < wanted.length - nearBudget(wanted.length)) return false;
  return wordDistance(wanted, have) <= nearBudget(wanted.length);
}
