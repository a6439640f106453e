/**
 * @module grounding/ini-file: an INI file (pgbouncer.ini, php.ini, a systemd unit) read with its comments, which a sample
 * configuration writes most of its settings in: each `key = value` a field under its `[section]`, a setting commented
 * out (`;server_lifetime = 3600`) the value the sample shows for it, and the comment lines above a setting read as
 * prose and as what the setting is about. Pure.
 */
import { readConfig, type ConfigEntry, type ConfigTable } from './config-entries.js';
import { fileName, linesOf, type TextLine } from './text.js';

/** A comment line: `;` or `#` first. */
const COMMENT = /^[ \t]*[;#]/u;
/**
 * A setting commented out: its marks, at most one space, then a key (no spaces in it), `=` and a value that is no
 * string of settings itself (`;forcedb = host=localhost port=300` is an example of an entry, no default).
 */
const COMMENTED_SETTING = /^([ \t]*[;#]+[ \t]?)[A-Za-z_][\w.-]{0,80}[ \t]*=[ \t]*[^\s=][^=]*$/u;

/** The names of INI files: `.ini`, a systemd unit (`docker.service`, `.socket`, `.timer`, ...), a `.desktop` entry. */
const INI_NAME =
  /\.(?:ini|service|socket|timer|mount|automount|swap|path|target|slice|scope|network|netdev|link|container|desktop)$/iu;

/** The fields of an INI file, or none when the file is named otherwise or sets nothing. */
export function iniFields(uri: string, text: string): { entries: ConfigEntry[]; tables: ConfigTable[] } | undefined {
  if (!INI_NAME.test(fileName(uri))) return undefined;
  const lines = linesOf(text);
  // The settings commented out are read as the others are, their marks blanked so every place still holds.
  const commented = new Set<number>();
  const uncommented = lines
    .map((line) => {
      const marks = COMMENTED_SETTING.exec(line.text)?.[1];
      if (marks === undefined) return line.text;
      commented.add(line.start);
      return ' '.repeat(marks.length) + line.text.slice(marks.length);
    })
    .join('\n');
  const { entries, tables } = readConfig(uncommented);
  // (A setting both set and commented out is the one set: the line commented out is an old value or an example.)
  const set = new Set(entries.filter((e) => !commented.has(lineStart(e, text))).map((e) => e.path.join('.')));
  // (In a sample that shows settings commented out, what it sets is what it gives out of the box too: its defaults.)
  const sample = commented.size > 0;
  const settings = entries
    .filter((e) => !commented.has(lineStart(e, text)) || !set.has(e.path.join('.')))
    .map((e) => {
      const about = commentAbove(lines, e, commented);
      return { ...e, ...(sample ? { commented: true } : {}), ...(about ? { about } : {}) };
    });
  if (settings.length === 0) return undefined;
  return {
    entries: [...settings, ...proseBlocks(lines, commented)].sort((a, b) => a.range.start - b.range.start),
    tables,
  };
}

/** Where the line an entry starts on starts. */
function lineStart(e: ConfigEntry, text: string): number {
  return text.lastIndexOf('\n', e.range.start - 1) + 1;
}

/** The comment lines right above an entry's line (no setting commented out among them), their marks left out. */
function commentAbove(lines: readonly TextLine[], e: ConfigEntry, commented: ReadonlySet<number>): string {
  const k = lines.findIndex((l) => l.start <= e.range.start && e.range.start <= l.start + l.text.length);
  const above: string[] = [];
  for (let j = k - 1; j >= 0; j -= 1) {
    const line = lines[j] as TextLine;
    if (!COMMENT.test(line.text) || commented.has(line.start)) break;
    above.unshift(words(line.text));
  }
  return above.filter((w) => w !== '').join(' ');
}

/** Each run of comment lines with words in it, as prose. */
function proseBlocks(lines: readonly TextLine[], commented: ReadonlySet<number>): ConfigEntry[] {
  const blocks: ConfigEntry[] = [];
  let run: TextLine[] = [];
  const close = (): void => {
    const said = run.filter((l) => words(l.text) !== '');
    const [first] = said;
    const last = said.at(-1);
    if (first && last)
      blocks.push({
        path: ['comment'],
        value: said.map((l) => words(l.text)).join(' '),
        range: { start: first.start + first.text.search(/\S/u), end: last.start + last.text.length },
        valueStart: first.start + first.text.search(/[^;#\s]/u),
        comment: true,
      });
    run = [];
  };
  for (const line of lines) {
    if (COMMENT.test(line.text) && !commented.has(line.start)) run.push(line);
    else close();
  }
  close();
  return blocks;
}

/** A comment line's words: its marks, and a rule of marks alone, left out. */
function words(line: string): string {
  return line.replace(/^[ \t]*[;#]+[ \t]*/u, '').trim();
}
