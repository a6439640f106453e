/**
 * @module inputs/limits: the bounds on what an author writes, so that no post can hang or exhaust the tool: its size,
 * how deep its block quotes and lists nest, how long one claim is and how many claims it has. Each bound, when crossed,
 * is a finding at its place; the work for anything within them is linear. Pure.
 */

export interface Limits {
  /** Bytes of one post file. */
  readonly postBytes: number;
  /** Levels of nested block quotes or lists. */
  readonly nesting: number;
  /** Characters of one claim (the sentence or clause a citation ends). */
  readonly claimChars: number;
  /** Claims of one post. */
  readonly claimsPerPost: number;
}

export const DEFAULT_LIMITS: Limits = {
  postBytes: 512_000,
  nesting: 32,
  claimChars: 2_000,
  claimsPerPost: 2_000,
};

const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/u;

/**
 * The deepest nesting of block quotes and lists, read from each line's leading markers and indentation (a cheap
 * bound, taken before the Markdown parser, whose work grows faster than the depth), with the line where it is.
 */
export function nestingDepth(source: string): { depth: number; line: number } {
  let deepest = { depth: 0, line: 1 };
  const lines = source.split('\n');
  for (const [k, text] of lines.entries()) {
    let depth = 0;
    let at = 0;
    let indent = 0;
    // Block quote markers, each optionally followed by a space.
    for (;;) {
      while (text[at] === ' ' || text[at] === '\t') {
        indent += text[at] === '\t' ? 4 : 1;
        at += 1;
      }
      if (text[at] !== '>') break;
      depth += 1;
      at += 1;
      indent = 0;
    }
    // A list item: its indentation says how many lists it is inside (two spaces or more per level).
    if (LIST_MARKER.test(text.slice(at))) depth += 1 + Math.floor(indent / 2);
    if (depth > deepest.depth) deepest = { depth, line: k + 1 };
  }
  return deepest;
}
