/** @module markdown/citations: pandoc-style citation markers `[@id]` and `[@a; @b]` found in plain text. */

export interface Citation {
  /** Range of the whole marker, brackets included, in the text searched. */
  readonly start: number;
  readonly end: number;
  readonly ids: readonly string[];
}

/** A citation key (pandoc's characters): what a source id must be so that `[@id]` can cite it. */
export const CITATION_KEY = String.raw`[A-Za-z0-9_][A-Za-z0-9_:.#$%&+?<>~/-]*`;
const KEY = `@${CITATION_KEY}`;
const MARKER = new RegExp(String.raw`\[\s*(${KEY}(?:\s*;\s*${KEY})*)\s*\]`, 'g');

/** Every citation marker in a text, in order. Keys lose their `@`; a trailing `.` or `:` is not part of a key. */
export function findCitations(text: string): Citation[] {
  const found: Citation[] = [];
  for (const match of text.matchAll(MARKER)) {
    const ids = (match[1] ?? '').split(';').map((key) =>
      key
        .trim()
        .slice(1)
        .replace(/[.:]+$/, ''),
    );
    found.push({ start: match.index, end: match.index + match[0].length, ids });
  }
  return found;
}
