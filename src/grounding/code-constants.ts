/**
 * @module grounding/code-constants: a source file of code (Python, Go, Rust, JavaScript, TypeScript, Java, C and their
 * kin) read as the constants it sets: `DEFAULT_PORT = 4222`, `TLS_TIMEOUT = 2 * time.Second`, `MAX_PENDING = (64 *
 * 1024 * 1024)`, `const RETRIES: u32 = 3;`, each a field of its name with its value worked out (a duration in its unit,
 * a size in bytes, a unit its comment gives: "in seconds"), and the comments and docstrings around them read as prose.
 * A line whose value is no literal, nor arithmetic on literals and the file's own constants, is code, and not read.
 * Pure.
 */
import { commentAbove, unitInComment, withComments } from './comments.js';
import { scan, topLevel, type ConfigEntry, type ConfigTable } from './config-entries.js';
import { fileName, linesOf, type TextLine } from './text.js';

/** The files read so. */
const CODE_FILE =
  /\.(?:py|pyi|go|rs|js|mjs|cjs|jsx|ts|mts|cts|tsx|java|kt|kts|scala|cs|swift|c|h|cc|cpp|hpp|rb|php|dart)$/iu;

/** Words that declare a name before it: `export const`, `pub const`, `public static final int`, `let`. */
const DECLARE =
  /^(?:export|pub(?:\([\w:]+\))?|public|private|protected|internal|static|final|const|let|var|val|readonly|constexpr)$/u;
/** An assignment: what it assigns to (declaring words, a name, a type), `=` or `:=`, then the rest of the line. */
const ASSIGN = /^([ \t]*)([A-Za-z_$][\w$<>,[\]*&?:. ()]*?)[ \t]*:?=(?![=>])[ \t]*(.*)$/u;
/** A C macro: `#define MAX_LINE 4096`. */
const DEFINE = /^([ \t]*)#[ \t]*define[ \t]+([A-Za-z_]\w*)[ \t]+(.+)$/u;
/** A name written as a constant is: `MAX_PAYLOAD_SIZE`, `TIMEOUT`. */
const CONSTANT_NAME = /^[A-Z][A-Z0-9_]*$/u;

/** A duration's units, each in nanoseconds and its word: Go's `time.Second`, Rust's `Duration::from_secs(n)`. */
const TIME_UNITS: Readonly<Record<string, readonly [number, string]>> = {
  nanosecond: [1, 'nanoseconds'],
  microsecond: [1e3, 'microseconds'],
  millisecond: [1e6, 'milliseconds'],
  second: [1e9, 'seconds'],
  minute: [60e9, 'minutes'],
  hour: [3600e9, 'hours'],
  day: [86400e9, 'days'],
  week: [604800e9, 'weeks'],
};
/** Go's and Kotlin's names of them, and Rust's constructors and Python's timedelta keywords, as TIME_UNITS' keys. */
const UNIT_NAMES: Readonly<Record<string, string>> = {
  'time.nanosecond': 'nanosecond',
  'time.microsecond': 'microsecond',
  'time.millisecond': 'millisecond',
  'time.second': 'second',
  'time.minute': 'minute',
  'time.hour': 'hour',
  nanos: 'nanosecond',
  micros: 'microsecond',
  millis: 'millisecond',
  secs: 'second',
  mins: 'minute',
  microseconds: 'microsecond',
  milliseconds: 'millisecond',
  seconds: 'second',
  minutes: 'minute',
  hours: 'hour',
  days: 'day',
  weeks: 'week',
};
/** Words of a name that make its number a size in bytes, when it is worked out from 1024s: `MAX_PAYLOAD_SIZE`. */
const SIZE_NAME =
  /(?:^|_)(?:SIZE|BYTES|BUF|BUFFER|PAYLOAD|MEM|MEMORY)(?:_|$)|(?:Size|Bytes|Buffer|Payload|Memory)(?:[A-Z]|$)/u;

/** A worked-out value: a number, in nanoseconds when it is a duration (then `unit` is its smallest unit's key). */
interface Worked {
  readonly n: number;
  readonly unit?: string;
  readonly kibi?: boolean;
}

/** The constants of a file of code, or none when the file is no code or sets none. */
export function codeConstantFields(
  uri: string,
  text: string,
): { entries: ConfigEntry[]; tables: ConfigTable[] } | undefined {
  if (!CODE_FILE.test(fileName(uri))) return undefined;
  const python = /\.pyi?$/iu.test(fileName(uri));
  const language = { python, go: /\.go$/iu.test(fileName(uri)) };
  const lines = linesOf(text);
  const known = new Map<string, number>();
  const constants: ConfigEntry[] = [];
  const docs: ConfigEntry[] = [];
  let block = false;
  // The objects written out around a line (`const defaults = {`, `headers: {`), outermost first.
  const objects: string[] = [];
  for (let k = 0; k < lines.length; k += 1) {
    const line = lines[k] as TextLine;
    if (objects.length > 0 && /^[ \t]*\}[ \t]*[,;)\]]*[ \t]*(?:\/\/.*)?$/u.test(line.text)) {
      objects.pop();
      continue;
    }
    // Go's `const (` and `var (` blocks: every name in them is declared so.
    if (/^[ \t]*(?:const|var)[ \t]*\([ \t]*(?:\/\/.*)?$/u.test(line.text)) {
      block = true;
      continue;
    }
    if (block && /^[ \t]*\)/u.test(line.text)) block = false;
    const read = assignment(line.text, block, language);
    if (!read) continue;
    const first = k;
    // (A value that opens a bracket goes on until it is closed.)
    let value = read.value;
    let end = line.start + line.text.length;
    for (let more = 0; scan(value) > 0 && k + 1 < lines.length && more < 200; more += 1) {
      k += 1;
      const next = lines[k] as TextLine;
      value += ` ${splitComment(next.text).code.trim()}`;
      end = next.start + next.text.length;
    }
    const doc = python ? docstring(lines, k + 1) : undefined;
    if (doc) {
      docs.push(doc.entry);
      k = doc.last;
    }
    const comment = [commentAbove(lines, first) || blockAbove(lines, first), doc?.entry.value ?? '', read.trailing]
      .filter((t) => t !== '')
      .join(' ');
    const found = valueOf(value.replace(/[;,]\s*$/u, ''), known, read.name, comment);
    // (An object written out over lines, `const defaults = {` or `headers: {`, is read entry by entry, each under its
    // name: `defaults.timeout`.)
    if (found === undefined && read.value === '{' && !doc) {
      k = first;
      objects.push(read.name);
      continue;
    }
    if (found === undefined) continue;
    const valueStart = line.start + read.at;
    if (found.number !== undefined) known.set(read.name, found.number);
    constants.push({
      path: [...objects, read.name],
      value: found.text,
      ...(comment.trim() !== '' ? { about: comment.trim() } : {}),
      range: { start: line.start + read.lead, end },
      valueStart,
      ...(found.items ? { items: found.items } : {}),
    });
    if (read.trailing !== '')
      docs.push({
        path: ['comment'],
        value: read.trailing,
        range: { start: line.start + line.text.lastIndexOf(read.trailing), end: line.start + line.text.length },
        valueStart: line.start + line.text.lastIndexOf(read.trailing),
        comment: true,
      });
  }
  if (constants.length === 0) return undefined;
  const { entries } = withComments(lines, text.length, constants);
  return { entries: [...entries, ...docs].sort((a, b) => a.range.start - b.range.start), tables: [] };
}

/** The name and value a line sets, when it declares a constant; its comment after the value too. */
function assignment(line: string, inBlock: boolean, language: { python: boolean; go: boolean }): Assigned | undefined {
  const define = DEFINE.exec(line);
  const m = define ?? ASSIGN.exec(line);
  if (!m) return entry(line);
  const lead = m[1]?.length ?? 0;
  const rest = m[3] ?? '';
  let name = define ? (m[2] ?? '') : '';
  let declared = false;
  let words = 0;
  if (!define) {
    // `name: Type` (Python, TypeScript, Rust): the name is before the colon.
    const left = (m[2] ?? '').split(':')[0] ?? '';
    const parts = left
      .replace(/<[^<>]*>/gu, '')
      .trim()
      .split(/[ \t]+/u);
    const first = parts.findIndex((w) => !DECLARE.test(w));
    declared = first > 0;
    const own = first < 0 ? [] : parts.slice(first);
    words = own.length;
    // Of two words, Go writes the name before its type (`Port int`), the C family after it (`int MAX`).
    name = (own.length === 2 && language.go ? own[0] : own.at(-1)) ?? '';
    if (!/^[A-Za-z_$][\w$]*$/u.test(name) || own.length > 3 || KEYWORD.test(own[0] ?? '')) return undefined;
  }
  // A constant is declared so, set at the top of a file (a Python or Ruby module's), in a Go const block, or named so.
  const constant =
    define !== null ||
    CONSTANT_NAME.test(name) ||
    inBlock ||
    (lead === 0 && (declared || (language.python && words === 1)));
  return constant ? assigned(name, line, rest, lead) : undefined;
}

/** What a line assigns to a name: its value before a comment, where it starts, and the comment after it. */
interface Assigned {
  readonly name: string;
  readonly value: string;
  readonly at: number;
  readonly lead: number;
  readonly trailing: string;
}
function assigned(name: string, line: string, rest: string, lead: number): Assigned {
  const { code, comment } = splitComment(rest);
  return { name, value: code.trim(), at: line.length - rest.length, lead, trailing: comment };
}

/**
 * An entry of an object or struct written out (`max_size: 10,` of Rust's `Default`, `timeout: 30_000,` of a default
 * options object, `"retries": 3,` of a Python dict): read as the value of its key, if the value is a literal.
 */
function entry(line: string): Assigned | undefined {
  const m = OBJECT_ENTRY.exec(line);
  return m ? assigned(m[2] ?? '', line, m[3] ?? '', m[1]?.length ?? 0) : undefined;
}
const OBJECT_ENTRY = /^([ \t]*)["']?([A-Za-z_$][\w$]*)["']?[ \t]*:(?!:)[ \t]*(\S.*)$/u;

/** Words that open a statement, not a declaration: `if x = ...`, `return x = ...`. */
const KEYWORD = /^(?:if|for|while|return|elif|else|case|when|and|or|not|yield|await|del|assert)$/u;

/** A value worked out: its text as a field gives it, the number it is (for later constants), a list's items. */
function valueOf(
  raw: string,
  known: ReadonlyMap<string, number>,
  name: string,
  comment: string,
): { text: string; number?: number; items?: string[] } | undefined {
  // (Rust's `Some(30)` is the value 30, set.)
  const value = raw.trim().replace(/^Some\(([\s\S]*)\)$/u, '$1');
  const string = stringLiteral(value);
  if (string !== undefined) return { text: string };
  if (/^(?:true|false|True|False)$/u.test(value)) return { text: value.toLowerCase() };
  // A list of literals: `[...]`, `{...}`, or a tuple in parentheses (with a comma; without one it is arithmetic).
  const list = /^[[({]([\s\S]*)[\])}]$/u.exec(value);
  if (list && (!value.startsWith('(') || topLevel(list[1] ?? '', ',').length > 1)) {
    const items = topLevel(list[1] ?? '', ',')
      .map((i) => i.trim())
      .filter((i) => i !== '');
    const literal = items.map((i) => stringLiteral(i) ?? (/^-?[\d_.]+$/u.test(i) ? i.replace(/_/gu, '') : undefined));
    if (items.length > 0 && literal.every((i) => i !== undefined)) return { text: literal.join(', '), items: literal };
  }
  const worked = evaluate(value, known);
  if (!worked || !Number.isFinite(worked.n)) return undefined;
  if (worked.unit) {
    const [ns, word] = TIME_UNITS[worked.unit] ?? [1, 'nanoseconds'];
    const n = worked.n / ns;
    return { text: `${trimmed(n)} ${n === 1 ? word.slice(0, -1) : word}` };
  }
  const number = trimmed(worked.n);
  if (worked.kibi && SIZE_NAME.test(name)) return { text: `${number} bytes`, number: worked.n };
  const word = unitInComment(comment);
  return { text: word ? `${number} ${word}` : number, number: worked.n };
}

/** A number as a field shows it: whole, or with at most six decimals. */
function trimmed(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Number(n.toFixed(6)));
}

/** A string literal's text ('x', "x", `x` without interpolation, r"x", b"x"), or undefined for any other value. */
function stringLiteral(value: string): string | undefined {
  const m = /^(?:[rbuf]|rb|br)?(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|`([^`$]*)`)$/iu.exec(value.trim());
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : undefined;
}

/**
 * Arithmetic on numbers, the file's own constants and units of time, by precedence: `(64 * 1024)`, `10 * 60`,
 * `2 * time.Second`, `Duration::from_secs(30)`, `timedelta(minutes=5)`, `1 << 20`. Undefined for anything else (a call,
 * a name the file has not set), which is code, not a constant.
 */
function evaluate(expr: string, known: ReadonlyMap<string, number>): Worked | undefined {
  const tokens = tokenize(expr);
  if (!tokens) return undefined;
  let pos = 0;
  const peek = (): string | undefined => tokens[pos];
  const primary = (): Worked | undefined => {
    const t = tokens[pos++];
    if (t === undefined) return undefined;
    if (t === '(') {
      const inner = sum();
      return tokens[pos++] === ')' ? inner : undefined;
    }
    if (t === '-') {
      const inner = primary();
      return inner && { ...inner, n: -inner.n };
    }
    if (t.startsWith('#')) return { n: Number(t.slice(1)), ...(t === '#1024' ? { kibi: true } : {}) };
    if (t.startsWith('@')) {
      const unit = t.slice(1);
      return { n: (TIME_UNITS[unit] ?? [1])[0], unit };
    }
    const constant = known.get(t);
    return constant === undefined ? undefined : { n: constant };
  };
  const unitOf = (a: Worked, b: Worked): string | undefined => {
    if (!a.unit || !b.unit) return a.unit ?? b.unit;
    return (TIME_UNITS[a.unit]?.[0] ?? 0) <= (TIME_UNITS[b.unit]?.[0] ?? 0) ? a.unit : b.unit;
  };
  const join = (a: Worked, b: Worked, n: number, unit: string | undefined): Worked => ({
    n,
    ...(unit ? { unit } : {}),
    ...(a.kibi || b.kibi ? { kibi: true } : {}),
  });
  const product = (): Worked | undefined => {
    let left = primary();
    while (left && (peek() === '*' || peek() === '/' || peek() === '<<')) {
      const op = tokens[pos++];
      const right = primary();
      if (!right || (left.unit && right.unit) || (op !== '*' && right.unit)) return undefined;
      const n = op === '*' ? left.n * right.n : op === '/' ? left.n / right.n : left.n * 2 ** right.n;
      left = join(left, right, n, unitOf(left, right));
      if (op === '<<' && right.n >= 10) left = { ...left, kibi: true };
    }
    return left;
  };
  const sum = (): Worked | undefined => {
    let left = product();
    while (left && (peek() === '+' || peek() === '-')) {
      const op = tokens[pos++];
      const right = product();
      if (!right || Boolean(left.unit) !== Boolean(right.unit)) return undefined;
      left = join(left, right, op === '+' ? left.n + right.n : left.n - right.n, unitOf(left, right));
    }
    return left;
  };
  const result = sum();
  return pos === tokens.length ? result : undefined;
}

/**
 * The tokens of an expression: `#n` a number, `@unit` a unit of time (a call that makes a duration is read whole:
 * `Duration::from_secs(30)` is `( #30 * @second )`), an operator, a bracket or a name. Undefined when a part is none.
 */
function tokenize(expr: string): string[] | undefined {
  const out: string[] = [];
  // Calls that make a duration, read as the number times the unit.
  const text = expr
    .replace(
      /\b(?:std::time::)?Duration::from_(secs|millis|micros|nanos|mins|hours)\(([^()]+)\)/gu,
      (_, u: string, n: string) => ` ( ${n} * ${u} ) `,
    )
    .replace(
      /\b(?:datetime\.)?timedelta\(\s*(\w+)\s*=\s*([\d_.]+)\s*\)/gu,
      (_, u: string, n: string) => ` ( ${n} * ${u} ) `,
    );
  const re =
    /\s*(?:(0x[\da-f_]+|0o[0-7_]+|0b[01_]+|\d[\d_]*(?:\.\d+)?(?:e[+-]?\d+)?)(?:u|l|ul|ull|ll|f|i32|i64|u32|u64|usize|_?u?size)?\b|(<<|[-+*/()])|([A-Za-z_$][\w$]*(?:(?:\.|::)[A-Za-z_$][\w$]*)*))/iuy;
  let at = 0;
  while (at < text.length) {
    if (/^\s*$/u.test(text.slice(at))) break;
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) return undefined;
    at = re.lastIndex;
    if (m[1] !== undefined) {
      const n = Number(m[1].replace(/_/gu, ''));
      if (!Number.isFinite(n)) return undefined;
      out.push(`#${n}`);
    } else if (m[2] !== undefined) out.push(m[2]);
    else {
      const name = m[3] ?? '';
      const unit = UNIT_NAMES[name.toLowerCase()];
      out.push(unit ? `@${unit}` : name);
    }
  }
  return out;
}

/** Where a line's comment begins (`//` or `#` outside quotes, `#` only after a space), or -1. */
function commentAt(line: string): number {
  let at = -1;
  scan(line, (k) => {
    const ch = line[k];
    if (
      (ch === '/' && (line[k + 1] === '/' || line[k + 1] === '*')) ||
      (ch === '#' && (k === 0 || /\s/u.test(line[k - 1] ?? '')))
    )
      at = k;
    return at >= 0;
  });
  return at;
}

/** A line split at its comment: the code before it, and the comment's words without its mark (empty when none). */
function splitComment(line: string): { code: string; comment: string } {
  const at = commentAt(line);
  if (at < 0) return { code: line, comment: '' };
  return {
    code: line.slice(0, at),
    comment: line
      .slice(at)
      .replace(/^(?:\/\/+|\/\*+|#+)[ \t]*/u, '')
      .replace(/[ \t]*\*+\/[ \t]*$/u, '')
      .trim(),
  };
}

/**
 * The block comment that ends right above line `k` (`/* Default max unused reader buffer. *\/`), its marks left out,
 * as one text; empty when none does.
 */
function blockAbove(lines: readonly TextLine[], k: number): string {
  const end = k - 1;
  const inside = (j: number): boolean => /^[ \t]*(?:\/\*|\*)/u.test((lines[j] as TextLine).text);
  if (end < 0 || !inside(end) || !/\*\/[ \t]*$/u.test((lines[end] as TextLine).text)) return '';
  let start = end;
  while (start > 0 && !/^[ \t]*\/\*/u.test((lines[start] as TextLine).text) && inside(start - 1)) start -= 1;
  if (!/^[ \t]*\/\*/u.test((lines[start] as TextLine).text)) return '';
  return lines
    .slice(start, end + 1)
    .map((l) => l.text.replace(/^[ \t]*(?:\/\*+|\*+(?!\/))?[ \t]*/u, '').replace(/[ \t]*\*+\/[ \t]*$/u, ''))
    .filter((t) => t !== '')
    .join(' ');
}

/** A Python docstring right below a constant (`"""The interval in seconds"""`): its text as prose, and its last line. */
function docstring(lines: readonly TextLine[], from: number): { entry: ConfigEntry; last: number } | undefined {
  const first = lines[from];
  const open = first ? /^[ \t]*(?:[rRuU])?("""|''')/u.exec(first.text) : null;
  if (!first || !open) return undefined;
  const mark = open[1] ?? '"""';
  let last = from;
  // (A docstring that closes on its own first line, or on a later one.)
  if (first.text.indexOf(mark, open[0].length) < 0)
    while (last + 1 < lines.length && last - from < 200) {
      last += 1;
      if ((lines[last] as TextLine).text.includes(mark)) break;
    }
  const end = lines[last] as TextLine;
  const body = lines
    .slice(from, last + 1)
    .map((l) => l.text.replace(/"""|'''/gu, '').trim())
    .join(' ')
    .trim();
  const start = first.start + first.text.search(/\S/u);
  return {
    entry: {
      path: ['comment'],
      value: body,
      range: { start, end: end.start + end.text.length },
      valueStart: start,
      comment: true,
    },
    last,
  };
}
