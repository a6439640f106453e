/**
 * @module grounding/asciidoc-text: an AsciiDoc page (`heading.adoc`) read as the text it shows, written as Markdown of
 * the same length: a section title's `=` marks become `#`, a table's delimiters, cell marks and a block's attribute
 * lines (`[cols="3,4,5a"]`, `[source]`) are blanked, a table's row is one line, and an example a cell shows in a
 * source block (`heading: line-height: 1.2` beside `(default: 1.15)`) is blanked too: an example is no value the page
 * states. Pure.
 */

/** The names of AsciiDoc pages (not `.asc`, as often an armoured signature). */
const ADOC_NAME = /\.(?:adoc|asciidoc)$/iu;
/** A section title: `== heading`. */
const TITLE = /^(=+)(?=[ \t]+\S)/u;
/** A table's delimiter (`|===`), or a block's attribute line (`[source]`, `[cols="3,4,5a"]`, `[#heading]`). */
const BLANKED = /^(?:\|===[ \t]*|\[[^\]\n]*\][ \t]*)$/u;
/** A cell that opens a source block: `|[source]`, `a|[source,yaml]`. */
const SOURCE_CELL = /^[a-z]?\|[ \t]*\[source\b[^\]\n]*\][ \t]*$/u;

/** Is a source an AsciiDoc page? */
export function isAsciiDoc(uri: string): boolean {
  return ADOC_NAME.test(uri);
}

/**
 * The text an AsciiDoc page shows, in place, as Markdown; a table's row, whose cells stand on lines of their own
 * between blank lines, is one line (its line breaks spaces), so a key and its default read together.
 */
export function asciidocText(text: string): string {
  const lines = text.split('\n');
  let inTable = false;
  let example = false;
  const joined: boolean[] = [];
  const shown = lines.map((line, k) => {
    if (/^\|===[ \t]*$/u.test(line)) {
      inTable = !inTable;
      example = false;
      return ' '.repeat(line.length);
    }
    joined[k] =
      inTable && line.trim() !== '' && (lines[k - 1] ?? '').trim() !== '' && !/^\|===/u.test(lines[k - 1] ?? '');
    if (example && (line.trim() === '' || /^[a-z]?\|/u.test(line))) example = false;
    if (inTable && SOURCE_CELL.test(line)) example = true;
    if (example || BLANKED.test(line)) return ' '.repeat(line.length);
    // (A cell's mark is no word: `|line-height` is the key, `|xref:...[Number] + (default: 1.15)` its type and default.)
    if (inTable) return line.replace(/(^|[ \t])[a-z]?\|/gu, (m) => ' '.repeat(m.length));
    const title = TITLE.exec(line);
    return title ? '#'.repeat(title[1]?.length ?? 0) + line.slice(title[1]?.length ?? 0) : line;
  });
  return shown.map((line, k) => (k === 0 ? line : `${joined[k] ? ' ' : '\n'}${line}`)).join('');
}
