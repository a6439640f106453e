/**
 * @module grounding/directive-file: a configuration written as `directive value` lines (Redis's redis.conf and
 * sentinel.conf, mosquitto.conf, sshd_config) read as fields: each directive by its name, or by its name and the word
 * after it where the file repeats the name with different words (`sentinel parallel-syncs mymaster 1` is
 * `sentinel.parallel-syncs`), the comments above it read as prose and as what it is about (a number's unit among them:
 * "the failover timeout in milliseconds"), and the directives commented out read as prose. Pure.
 */
import { commentAbove, unitInComment, withComments } from './comments.js';
import { unquoted, type ConfigEntry, type ConfigTable } from './config-entries.js';
import { fileName, linesOf } from './text.js';

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
  const active = lines.flatMap((line, k) => (/^[ \t]*(?:#|$)/u.test(line.text) ? [] : [{ line, k }]));
  const read = active.flatMap(({ line, k }) => {
    const m = DIRECTIVE.exec(line.text);
    if (!m) return [];
    const [, lead = '', name = '', rest = ''] = m;
    const [second = '', ...after] = rest.split(/[ \t]+/u);
    return [{ line, k, lead, name, rest, second, after: after.join(' ') }];
  });
  // (Most of its lines must be directives, and none of another form.)
  if (active.length < 2 || active.some(({ line }) => OTHER_FORM.test(line.text))) return undefined;
  if (read.length < active.length * 0.8) return undefined;
  // A name the file repeats with different words after it is a family of directives named by both.
  const seconds = new Map<string, Set<string>>();
  for (const d of read)
    if (/^[A-Za-z][\w-]*$/u.test(d.second)) seconds.set(d.name, (seconds.get(d.name) ?? new Set()).add(d.second));
  const entries: ConfigEntry[] = read.map(({ line, k, lead, name, rest, second, after }) => {
    const family = (seconds.get(name)?.size ?? 0) >= 2;
    const written = family ? after : rest;
    const value = unquoted(written);
    const about = commentAbove(lines, k);
    const unit = /^\d+$/u.test(value) ? unitInComment(about) : undefined;
    return {
      path: family ? [name, second] : [name],
      value: unit ? `${value} ${unit}` : value,
      range: { start: line.start + lead.length, end: line.start + line.text.length },
      valueStart: line.start + line.text.length - written.length,
      ...(about !== '' ? { about } : {}),
    };
  });
  return { entries: withComments(lines, text.length, entries).entries, tables: [] };
}
