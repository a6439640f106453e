/**
 * @module grounding/directive-file: a configuration written as `directive value` lines (Redis's redis.conf and
 * sentinel.conf, mosquitto.conf, sshd_config) read as fields: each directive by its name, or by its name and the word
 * after it where the file repeats the name with different words (`sentinel parallel-syncs mymaster 1` is
 * `sentinel.parallel-syncs`), the comments above it read as prose and as what it is about (a number's unit among them:
 * "the failover timeout in milliseconds"), and the directives commented out read as prose. Pure.
 */
import { commentAbove, unitInComment, withComments } from './comments.js';
import { unquoted, type ConfigEntry, type ConfigTable } from './config-entries.js';
import { fileName, linesOf, type TextLine } from './text.js';

/** The files read so: a `.conf` file (an nginx one is read before), OpenSSH's configurations. */
const DIRECTIVE_FILE = /(?:\.conf|^sshd?_config)$/iu;
/** A directive and its value: `port 26379`, `sentinel monitor mymaster 127.0.0.1 6379 2`, `logfile ""`. */
const DIRECTIVE = /^([ \t]*)([A-Za-z][\w.-]*)[ \t]+(\S.*?)[ \t]*$/u;
/** A line of another kind of file: an INI section or `key = value`, a block, a statement ended by `;`. */
const OTHER_FORM = /^[ \t]*(?:\[[^\]]*\][ \t]*$|[\w.-]+[ \t]*[=:]|.*[{};][ \t]*$)/u;

/** The fields of a directive file, or none when the file is named otherwise or is written in another form. */
export function directiveFields(
  uri: string,
  text: string,
): { entries: ConfigEntry[]; tables: ConfigTable[] } | undefined {
  if (!DIRECTIVE_FILE.test(fileName(uri))) return undefined;
  const lines = linesOf(text);
  const active = lines.filter((l) => !/^[ \t]*(?:#|$)/u.test(l.text));
  const read = active.map((l) => DIRECTIVE.exec(l.text));
  // (Most of its lines must be directives, and none of another form.)
  if (active.length < 2 || active.some((l) => OTHER_FORM.test(l.text))) return undefined;
  if (read.filter(Boolean).length < active.length * 0.8) return undefined;
  // A name the file repeats with different words after it is a family of directives named by both.
  const seconds = new Map<string, Set<string>>();
  for (const m of read)
    if (m && /^[A-Za-z][\w-]*$/u.test(m[3]?.split(/\s+/u)[0] ?? ''))
      seconds.set(m[2] ?? '', (seconds.get(m[2] ?? '') ?? new Set()).add(m[3]?.split(/\s+/u)[0] ?? ''));
  const entries: ConfigEntry[] = [];
  for (let k = 0; k < lines.length; k += 1) {
    const line = lines[k] as TextLine;
    const m = /^[ \t]*#/u.test(line.text) ? null : DIRECTIVE.exec(line.text);
    if (!m) continue;
    const [, lead = '', name = '', rest = ''] = m;
    const family = (seconds.get(name)?.size ?? 0) >= 2;
    const [second = '', ...after] = rest.split(/[ \t]+/u);
    const value = unquoted(family ? after.join(' ') : rest);
    const about = commentAbove(lines, k);
    const unit = /^\d+$/u.test(value) ? unitInComment(about) : undefined;
    const valueStart = line.start + line.text.length - (family ? after.join(' ') : rest).length;
    entries.push({
      path: family ? [name, second] : [name],
      value: unit ? `${value} ${unit}` : value,
      range: { start: line.start + lead.length, end: line.start + line.text.length },
      valueStart,
      ...(about !== '' ? { about } : {}),
    });
  }
  if (entries.length === 0) return undefined;
  return { entries: withComments(lines, text.length, entries).entries, tables: [] };
}
