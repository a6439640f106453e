/**
 * @module grounding/directive-file: a configuration written as `directive value` lines (Redis's redis.conf and
 * sentinel.conf, mosquitto.conf, sshd_config, Apache httpd's httpd-mpm.conf) read as fields: each directive by its
 * name, or by its name and the word after it where the file repeats the name with different words (`sentinel
 * parallel-syncs mymaster 1` is `sentinel.parallel-syncs`), under the block it sits in (`<IfModule mpm_event_module>`),
 * the comments above it read as prose and as what it is about (a number's unit among them: "the failover timeout in
 * milliseconds"; a block's glossary line, `# StartServers: number of server processes to start`). A sample that shows
 * its defaults commented out (`#MaxAuthTries 6`) gives them as what one gets out of the box. Pure.
 */
import { commentAbove, unitInComment, withComments } from './comments.js';
import { unquoted, type ConfigEntry, type ConfigTable } from './config-entries.js';
import { blankLines, fileName, linesOf, type TextLine } from './text.js';

/** The files read so: a `.conf` file (an nginx one is read before) or its template, OpenSSH's configurations. */
const DIRECTIVE_FILE = /(?:\.conf(?:\.in|\.sample|\.example|\.dist)?|^sshd?_config)$/iu;
/** A directive and its value: `port 26379`, `sentinel monitor mymaster 127.0.0.1 6379 2`, `logfile ""`. */
const DIRECTIVE = /^([ \t]*)([A-Za-z][\w.-]*)[ \t]+(\S.*?)[ \t]*$/u;
/**
 * A directive a sample shows commented out, its mark right against a capitalised name and a value of a few words
 * (`#MaxAuthTries 6`, `#PermitRootLogin prohibit-password`), unlike prose (`# The default is ...`).
 */
const COMMENTED_DIRECTIVE = /^([ \t]*#)([A-Z][\w.-]*)[ \t]+(\S+(?:[ \t]+\S+){0,2})[ \t]*$/u;
/** How many directives a file must show commented out to be read as a sample of its defaults. */
const MIN_SHOWN = 3;
/** A block's opening and closing lines: `<IfModule mpm_event_module>`, `</IfModule>`. */
const BLOCK_OPEN = /^[ \t]*<([A-Za-z]\w*)(?:[ \t]+([^>]*?))?[ \t]*>[ \t]*$/u;
const BLOCK_CLOSE = /^[ \t]*<\/[A-Za-z]\w*[ \t]*>[ \t]*$/u;
/** A line of another kind of file: an INI section or `key = value`, a block, a statement ended by `;`. */
const OTHER_FORM = /^[ \t]*(?:\[[^\]]*\][ \t]*$|[\w.-]+[ \t]*[=:]|.*[{};][ \t]*$)/u;

/** A directive line as read, before its value is chosen. */
interface Read {
  readonly line: TextLine;
  readonly k: number;
  readonly lead: string;
  readonly name: string;
  readonly rest: string;
  readonly second: string;
  readonly after: string;
  /** The blocks it sits in, outermost first, and the line that opens the innermost. */
  readonly blocks: readonly string[];
  readonly opener?: number;
  readonly commented: boolean;
}

/** The fields of a directive file, or none when the file is named otherwise or is written in another form. */
export function directiveFields(
  uri: string,
  text: string,
): { entries: ConfigEntry[]; tables: ConfigTable[] } | undefined {
  if (!DIRECTIVE_FILE.test(fileName(uri))) return undefined;
  const lines = linesOf(text);
  const shown = lines.filter((l) => COMMENTED_DIRECTIVE.test(l.text)).length >= MIN_SHOWN;
  const active: { line: TextLine; k: number }[] = [];
  const read: Read[] = [];
  const blocks: string[] = [];
  const openers: number[] = [];
  let opened = 0;
  lines.forEach((line, k) => {
    const open = BLOCK_OPEN.exec(line.text);
    if (open) {
      blocks.push(open[2] || (open[1] ?? ''));
      openers.push(k);
      opened += 1;
      return;
    }
    if (BLOCK_CLOSE.test(line.text)) {
      blocks.pop();
      openers.pop();
      return;
    }
    const hidden = shown ? COMMENTED_DIRECTIVE.exec(line.text) : null;
    if (/^[ \t]*(?:#|$)/u.test(line.text) && !hidden) return;
    if (!hidden) active.push({ line, k });
    const m = hidden ?? DIRECTIVE.exec(line.text);
    if (!m) return;
    const [, lead = '', name = '', rest = ''] = m;
    const [second = '', ...after] = rest.split(/[ \t]+/u);
    const opener = openers.at(-1);
    read.push({
      line,
      k,
      lead,
      name,
      rest,
      second,
      after: after.join(' '),
      blocks: [...blocks],
      ...(opener !== undefined ? { opener } : {}),
      commented: !!hidden,
    });
  });
  // (Most of its lines must be directives, and none of another form; a file of blocks alone is no such file.)
  const set = read.filter((d) => !d.commented);
  if (read.length + opened < 2 || active.some(({ line }) => OTHER_FORM.test(line.text))) return undefined;
  if (set.length < active.length * 0.8 || read.length === 0) return undefined;
  // A name the file repeats with different words after it is a family of directives named by both.
  const seconds = new Map<string, Set<string>>();
  for (const d of read)
    if (/^[A-Za-z][\w-]*$/u.test(d.second)) seconds.set(d.name, (seconds.get(d.name) ?? new Set()).add(d.second));
  const family = (d: Read): boolean => (seconds.get(d.name)?.size ?? 0) >= 2;
  const pathOf = (d: Read): string[] => [...d.blocks, ...(family(d) ? [d.name, d.second] : [d.name])];
  // (The directives shown commented out are no prose, nor what the next one is about; nor is a block's glossary of
  // them, which is what each is about.)
  const glossaries = new Map<number, Map<string, Glossed>>();
  for (const d of read)
    if (d.opener !== undefined && !glossaries.has(d.opener)) glossaries.set(d.opener, glossary(lines, d.opener));
  const glossOf = (d: Read): Glossed | undefined =>
    d.opener === undefined ? undefined : glossaries.get(d.opener)?.get(d.name);
  const hiddenAt = new Set([
    ...read.filter((d) => d.commented).map((d) => d.k),
    ...read.flatMap((d) => glossOf(d)?.lines ?? []),
  ]);
  const prose = blankLines(lines, hiddenAt);
  // (A directive both set and shown commented out is the one set.)
  const setPaths = new Set(set.map((d) => pathOf(d).join('.')));
  const entries: ConfigEntry[] = read
    .filter((d) => !d.commented || !setPaths.has(pathOf(d).join('.')))
    .map((d) => {
      const written = family(d) ? d.after : d.rest;
      const value = unquoted(written);
      const about = [commentAbove(prose, d.k), glossOf(d)?.text ?? ''].filter((t) => t !== '').join(' ');
      const unit = /^\d+$/u.test(value) ? unitInComment(about) : undefined;
      return {
        path: pathOf(d),
        value: unit ? `${value} ${unit}` : value,
        range: { start: d.line.start + d.lead.length, end: d.line.start + d.line.text.length },
        valueStart: d.line.start + d.line.text.length - written.length,
        ...(about !== '' ? { about } : {}),
        ...(d.commented ? { commented: true } : {}),
        ...(shown ? { shown: true } : {}),
      };
    });
  return { entries: withComments(prose, text.length, entries).entries, tables: [] };
}

/** What a block's glossary says of one directive, and the lines it takes. */
interface Glossed {
  readonly text: string;
  readonly lines: readonly number[];
}

/**
 * What the comment above the block opened at line `open` says of each directive by name (`# StartServers: number of
 * server processes to start`, with the lines that go on from it).
 */
function glossary(lines: readonly TextLine[], open: number): Map<string, Glossed> {
  let top = open;
  while (top > 0 && /^[ \t]*#/u.test((lines[top - 1] as TextLine).text)) top -= 1;
  const out = new Map<string, { text: string[]; lines: number[] }>();
  let current: { text: string[]; lines: number[] } | undefined;
  for (let j = top; j < open; j += 1) {
    const t = (lines[j] as TextLine).text.replace(/^[ \t]*#[ \t]?/u, '');
    const named = /^([A-Za-z]\w*):[ \t]+(\S.*)$/u.exec(t);
    if (named) {
      current = { text: [(named[2] ?? '').trim()], lines: [j] };
      out.set(named[1] ?? '', current);
    } else if (current && /^[ \t]{2,}\S/u.test(t)) {
      current.text.push(t.trim());
      current.lines.push(j);
    } else current = undefined;
  }
  return new Map([...out].map(([name, g]) => [name, { text: g.text.join(' '), lines: g.lines }]));
}
