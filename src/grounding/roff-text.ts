/**
 * @module grounding/roff-text: a manual page (mdoc or man macros, `entr.1`) read as the text it shows, written as
 * Markdown of the same length: each macro's name and each font escape blanked in place, so every value keeps its place
 * in the file; its sections headings, its lists' items items; a flag written `Fl x` reads as `-x`. Pure.
 */

/** The names of manual pages: a section's number (`entr.1`, `crontab.5`, `sshd.8`), `.mdoc` or `.man`. */
const MAN_NAME = /\.(?:[1-9][a-z]{0,3}|mdoc|man)$/iu;
/** The first macro of a manual page: mdoc's date or man's title. */
const MAN_START = /^(?:\.\\".*\n)*\.(?:Dd|TH|Dt)\b/u;

/** A macro line's macros: a capitalised name of two letters (mdoc's `It`, `Fl`, `Ar`, man's `TP`, `SH`, `BR`). */
const MACRO = /(?<=^|\s)(?:[A-Z][a-z]|[A-Z]{2}|D1)(?=\s|$)/gu;
/** Macros that start a passage: a paragraph, a list's item, a heading, a list or a display. */
const BREAKS = /^\.(?:Pp|Lp|It|Sh|Ss|Bl|El|Bd|Ed|PP|LP|P|TP|IP|HP|SH|SS)\b/u;
/** Escapes that draw nothing or change the font: `\&`, `\fB`, `\fR`, `\f(CW`, `\(em`, `\e`, `\-`. */
const ESCAPE = /\\(?:&|f(?:\(..|\[[^\]\n]{0,12}\]|.)|\((..)|e|-|\^|\||0|~)/gu;
/** What a two-letter character escape draws, where one character takes its place: `\(em` a dash. */
const CHARACTERS: Record<string, string> = { em: '-', en: '-', hy: '-', mi: '-', bu: '*', co: '©', aq: "'", dq: '"' };

/** Is a source a manual page written in roff? */
export function isManualPage(uri: string, text: string): boolean {
  return MAN_NAME.test(uri) && MAN_START.test(text);
}

/**
 * The text a manual page shows, in place, as Markdown: a macro line's leading dot and macro names become spaces, a
 * section's heading a heading (`.Sh ENVIRONMENT` reads `# ENVIRONMENT`), a list's item an item (`.It Fl a` reads
 * `- -a`), a comment line blank, an escape its character or nothing.
 */
export function roffText(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      if (/^\.\\"/u.test(line)) return ' '.repeat(line.length);
      const shown = line.replace(ESCAPE, (m, named: string | undefined) => {
        if (m === '\\-' || m === '\\e') return ` ${m === '\\-' ? '-' : '\\'}`;
        const drawn = named === undefined ? '' : (CHARACTERS[named] ?? '');
        return drawn.padStart(m.length);
      });
      if (!/^[.']/u.test(shown)) return shown;
      // (A paragraph, an item or a heading starts a passage of its own: its dot becomes a line break; `Fl x` is the flag
      // `-x`; a macro's name is no word of the page.)
      const lead = BREAKS.test(shown) ? '\n' : ' ';
      return `${lead}${shown.slice(1)}`
        .replace(/^(\n)(?:Sh|SH)(?= )/u, '$1# ')
        .replace(/^(\n)(?:Ss|SS)(?= )/u, '$1##')
        .replace(/^(\n)(?:It|TP|IP)(?=\s|$)/u, '$1- ')
        .replace(/(?<=^|\s)Fl (?=\S)/gu, '  -')
        .replace(MACRO, (m) => ' '.repeat(m.length));
    })
    .join('\n');
}
