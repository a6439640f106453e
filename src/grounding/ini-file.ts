/**
 * @module grounding/ini-file: an INI or TOML file (pgbouncer.ini, a systemd unit, a sample config.toml, supervisord's
 * sample.conf) read with its comments, which a sample configuration writes most of its settings in: each `key = value`
 * a field under its `[section]`, a setting commented out (`;server_lifetime = 3600`) the value the sample shows for it,
 * and the comment lines above a setting read as prose and as what the setting is about. Pure.
 */
import { commentAbove, commentBlocks, defaultLine } from './comments.js';
import { readConfig, withoutComment, type ConfigEntry, type ConfigTable } from './config-entries.js';
import { fileName, linesOf, type TextLine } from './text.js';

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

/** A `[section]` header commented out with a setting's marks (`;[program:theprogramname]`): a sample's section. */
const COMMENTED_SECTION = /^([ \t]*[;#]+[ \t]?)\[[^[\]=]{1,80}\](?:[ \t]+[;#].*)?[ \t]*$/u;
/** A line of an INI file once its settings are uncommented: a `[section]`, a `key = value`, or a value's next line. */
const INI_LINE = /^(?:[ \t]*\[[^[\]]{1,80}\][ \t]*(?:[;#].*)?|[ \t]*[^\s=#;[\]][^=#;[\]]{0,80}?[ \t]*=.*|[ \t]+\S.*)$/u;
/** Of the lines that are no comment, the share that must be INI's for a `.conf` file to be read as INI. */
const INI_SHARE = 0.8;
/**
 * An inline comment of an INI file (not TOML's): a `;` after a space, outside quotes (`file=/tmp/supervisor.sock ; the
 * path to the socket file`).
 */
const INLINE_SEMICOLON = /^((?:[^"';]|"[^"]*"|'[^']*')*?\s);/u;

/** The fields of an INI file, or none when the file is named otherwise or sets nothing. */
export function iniFields(uri: string, text: string): { entries: ConfigEntry[]; tables: ConfigTable[] } | undefined {
  const name = fileName(uri);
  const conf = /\.conf$/iu.test(name);
  if (!INI_NAME.test(name) && !conf) return undefined;
  // The settings commented out (by their lines' numbers) are read as the others are, their marks blanked so every
  // place still holds. A sample marks them one way and its prose another (`# max-replicas = 3` below `## The number of
  // replicas`): a line marked otherwise than most settings are is an example in the prose (`## isolation-level = "zone"`).
  const lines = linesOf(text);
  const marksOf = lines.map((line) => COMMENTED_SETTING.exec(line.text)?.[1]);
  const tally = new Map<string, number>();
  for (const m of marksOf) if (m !== undefined) tally.set(m.trim(), (tally.get(m.trim()) ?? 0) + 1);
  const most = Math.max(0, ...tally.values());
  const settingMarks = (marks: string | undefined): boolean => marks !== undefined && tally.get(marks.trim()) === most;
  const toml = /\.toml$/iu.test(name);
  const commented = new Set<number>();
  const uncommented = lines.map((line, k) => {
    const marks = marksOf[k] ?? COMMENTED_SECTION.exec(line.text)?.[1];
    const open = settingMarks(marks) && marks !== undefined;
    if (open) commented.add(k);
    const bare = open ? ' '.repeat(marks.length) + line.text.slice(marks.length) : line.text;
    // (An INI line's comment after a `;` is read as TOML's after a `#`: the same length, so every place still holds.)
    const inline = toml || COMMENT.test(bare) ? undefined : INLINE_SEMICOLON.exec(bare)?.[1];
    return { start: line.start, text: inline === undefined ? bare : `${inline}#${bare.slice(inline.length + 1)}` };
  });
  // (A `.conf` file is INI only when its lines are: nginx's, HAProxy's and Redis's are not.)
  if (conf && !INI_NAME.test(name)) {
    const code = uncommented.filter((l) => l.text.trim() !== '' && !COMMENT.test(l.text));
    const ini = code.filter((l) => INI_LINE.test(l.text));
    if (!code.some((l) => /^[ \t]*\[/u.test(l.text)) || ini.length < INI_SHARE * code.length) return undefined;
  }
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
      // (What the lines above say of it, and the comment after it on its own line: `;startretries=3 ; max # of serial
      // start failures when starting (default 3)`.)
      const line = uncommented[lineOf(e)]?.text ?? '';
      const after = line.slice(withoutComment(line).length + line.length - line.trimStart().length).trim();
      const about = [commentAbove(uncommented, lineOf(e), COMMENT), after.replace(/^#+\s*/u, '')]
        .filter((t) => t !== '')
        .join(' ');
      // (A setting commented out below a "Default:" line, Traefik's `# Default: false` above `# insecure = true`, is
      // an example: the default is the one that line gives, there.)
      const given = isCommented(e) ? defaultAbove(uncommented, lineOf(e)) : undefined;
      return {
        ...e,
        ...(given ?? {}),
        ...(isCommented(e) ? { commented: true } : {}),
        ...(sample ? { shown: true } : {}),
        ...(about ? { about } : {}),
      };
    });
  if (settings.length === 0) return undefined;
  const prose = commentBlocks(uncommented, [], [], COMMENT);
  return { entries: [...settings, ...prose].sort((a, b) => a.range.start - b.range.start), tables };
}

/** The default a "Default:" line gives in the comment block right above line `k`, at that line; none without one. */
function defaultAbove(
  lines: readonly TextLine[],
  k: number,
): Pick<ConfigEntry, 'value' | 'range' | 'valueStart'> | undefined {
  for (let j = k - 1; j >= 0 && COMMENT.test((lines[j] as TextLine).text); j -= 1) {
    const given = defaultLine(lines[j] as TextLine);
    if (given) return given;
  }
  return undefined;
}
