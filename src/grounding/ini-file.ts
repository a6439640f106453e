/**
 * @module grounding/ini-file: an INI or TOML file (pgbouncer.ini, a systemd unit, a sample config.toml) read with its
 * comments, which a sample configuration writes most of its settings in: each `key = value` a field under its `[section]`, a setting commented
 * out (`;server_lifetime = 3600`) the value the sample shows for it, and the comment lines above a setting read as
 * prose and as what the setting is about. Pure.
 */
import { commentAbove, commentBlocks } from './comments.js';
import { readConfig, type ConfigEntry, type ConfigTable } from './config-entries.js';
import { fileName, linesOf } from './text.js';

/** A comment line: `;` or `#` first. */
const COMMENT = /^[ \t]*[;#]/u;
/**
 * A setting commented out: its marks, at most one space, then a key (no spaces in it), `=` and a value that is no
 * string of settings itself (`;forcedb = host=localhost port=300` is an example of an entry, no default).
 */
const COMMENTED_SETTING = /^([ \t]*[;#]+[ \t]?)[A-Za-z_][\w.-]{0,80}[ \t]*=[ \t]*[^\s=][^=]*$/u;

/**
 * The names of INI files: `.ini`, MySQL's `my.cnf`, a TOML file, a systemd unit (`docker.service`, `.socket`, `.timer`, ...), a `.desktop`
 * entry.
 */
const INI_NAME =
  /\.(?:ini|cnf|toml|service|socket|timer|mount|automount|swap|path|target|slice|scope|network|netdev|link|container|desktop)$/iu;

/** The fields of an INI file, or none when the file is named otherwise or sets nothing. */
export function iniFields(uri: string, text: string): { entries: ConfigEntry[]; tables: ConfigTable[] } | undefined {
  if (!INI_NAME.test(fileName(uri))) return undefined;
  // The settings commented out (by their lines' numbers) are read as the others are, their marks blanked so every
  // place still holds. A sample marks them one way and its prose another (`# max-replicas = 3` below `## The number of
  // replicas`): a line marked otherwise than most settings are is an example in the prose (`## isolation-level = "zone"`).
  const lines = linesOf(text);
  const marksOf = lines.map((line) => COMMENTED_SETTING.exec(line.text)?.[1]);
  const tally = new Map<string, number>();
  for (const m of marksOf) if (m !== undefined) tally.set(m.trim(), (tally.get(m.trim()) ?? 0) + 1);
  const most = Math.max(0, ...tally.values());
  const commented = new Set<number>();
  const uncommented = lines.map((line, k) => {
    const marks = marksOf[k];
    if (marks === undefined || tally.get(marks.trim()) !== most) return line;
    commented.add(k);
    return { start: line.start, text: ' '.repeat(marks.length) + line.text.slice(marks.length) };
  });
  const { entries, tables } = readConfig(uncommented.map((l) => l.text).join('\n'));
  const lineOf = (e: ConfigEntry): number => uncommented.findLastIndex((l) => l.start <= e.range.start);
  const isCommented = (e: ConfigEntry): boolean => commented.has(lineOf(e));
  // (A setting both set and commented out is the one set: the line commented out is an old value or an example.)
  const set = new Set(entries.filter((e) => !isCommented(e)).map((e) => e.path.join('.')));
  // (In a sample that shows settings commented out, what it sets is what it gives out of the box too: its defaults.)
  const sample = commented.size > 0;
  const settings = entries
    .filter((e) => !isCommented(e) || !set.has(e.path.join('.')))
    .map((e) => {
      const about = commentAbove(uncommented, lineOf(e), COMMENT);
      return {
        ...e,
        ...(isCommented(e) ? { commented: true } : {}),
        ...(sample ? { shown: true } : {}),
        ...(about ? { about } : {}),
      };
    });
  if (settings.length === 0) return undefined;
  const prose = commentBlocks(uncommented, [], [], COMMENT);
  return { entries: [...settings, ...prose].sort((a, b) => a.range.start - b.range.start), tables };
}
