/**
 * @module grounding/php-array: a PHP configuration file that returns an array (Laravel's `config/database.php`): each
 * `'key' => value` a field under the keys it is nested in (`connections.mysql.port`), a value read from the environment
 * with a default (`env('DB_PORT', '3306')`) that default, a list of strings its key's items, each array of arrays
 * counted (the five `connections`), and the comment block above an entry what it is about. A value that is code (a
 * call, a sum, a condition) is not read. Pure.
 */
import type { Range } from '../core/model.js';
import type { ConfigEntry, ConfigTable } from './config-entries.js';
import { fileName, linesOf, type TextLine } from './text.js';

/** Where the returned array opens: `return [` or `return array(`. */
const RETURN_ARRAY = /\breturn\s+(\[|array\s*\()/u;
/** How deep arrays may nest before the rest is not read, and how many entries one file may give. */
const MAX_DEPTH = 16;
const MAX_ENTRIES = 5000;
/** A value read from the environment, with the default after its name: `env('DB_PORT', '3306')`. */
const ENV_DEFAULT = /^env\s*\(\s*(['"])[^'"]*\1\s*,\s*/u;
/** A comment line: `//`, `#`, or a line of a block comment (`/*`, `*`, or Laravel's `|`). */
const COMMENT_LINE = /^[ \t]*(?:\/\/|#|\/\*|\*|\|)/u;
/** A comment line's marks, and a rule of dashes that only frames a block. */
const COMMENT_MARKS = /^[ \t]*(?:\/\/+|#+|\/\*+|\*\/|\*+|\|)[ \t]*/u;

/** A scalar value as written and where its text starts. */
interface Literal {
  readonly value: string;
  readonly at: number;
}

/** The fields and counted arrays of a PHP file that returns an array, or none when it is no such file. */
export function phpArrayFields(
  uri: string,
  text: string,
): { entries: ConfigEntry[]; tables: ConfigTable[] } | undefined {
  if (!/\.php$/iu.test(fileName(uri))) return undefined;
  const code = withoutComments(text);
  const opened = RETURN_ARRAY.exec(code);
  if (!opened) return undefined;
  const reader = new Reader(code, linesOf(text));
  reader.array(opened.index + opened[0].length, opened[1] === '[' ? ']' : ')', [], 0);
  if (reader.entries.length === 0) return undefined;
  // (A file that reads its settings from the environment gives the rest of them out of the box too: its defaults.)
  const entries = reader.fromEnv ? reader.entries.map((e) => ({ ...e, shown: true })) : reader.entries;
  return { entries, tables: reader.tables };
}

/** The text with its comments blanked by spaces (line breaks kept), so every place still holds. */
function withoutComments(text: string): string {
  const out = text.split('');
  let k = 0;
  const blankTo = (end: number): void => {
    for (; k < end; k += 1) if (out[k] !== '\n') out[k] = ' ';
  };
  while (k < text.length) {
    const ch = text[k];
    if (ch === "'" || ch === '"') k = stringEnd(text, k);
    else if (text.startsWith('/*', k)) {
      const close = text.indexOf('*/', k + 2);
      blankTo(close < 0 ? text.length : close + 2);
    } else if (text.startsWith('//', k) || (ch === '#' && text[k + 1] !== '[')) {
      const close = text.indexOf('\n', k);
      blankTo(close < 0 ? text.length : close);
    } else k += 1;
  }
  return out.join('');
}

/** Where a string opened by the quote at `k` ends (just past its closing quote), escapes skipped. */
function stringEnd(text: string, k: number): number {
  const quote = text[k];
  let j = k + 1;
  while (j < text.length && text[j] !== quote) j += text[j] === '\\' ? 2 : 1;
  return Math.min(text.length, j + 1);
}

/** The end of the expression from `k`: the first comma, `=>` or closing bracket outside strings and brackets. */
function expressionEnd(code: string, k: number): number {
  let depth = 0;
  let j = k;
  while (j < code.length) {
    const ch = code[j] as string;
    if (ch === "'" || ch === '"') {
      j = stringEnd(code, j);
      continue;
    }
    if (ch === '[' || ch === '(' || ch === '{') depth += 1;
    else if (ch === ']' || ch === ')' || ch === '}') {
      if (depth === 0) return j;
      depth -= 1;
    } else if (depth === 0 && (ch === ',' || code.startsWith('=>', j))) return j;
    j += 1;
  }
  return j;
}

/**
 * A scalar literal at `start` (a string, a number, true, false or null, or an env() call's default, then marked
 * `env`), if it is one.
 */
function literal(code: string, start: number, end: number): (Literal & { env?: true }) | undefined {
  const lead = code.slice(start, end).length - code.slice(start, end).trimStart().length;
  const at = start + lead;
  const text = code.slice(at, end).trimEnd();
  const env = ENV_DEFAULT.exec(text);
  if (env) {
    const close = expressionEnd(code, at + env[0].length);
    const given = code[close] === ')' ? literal(code, at + env[0].length, close) : undefined;
    return given ? { ...given, env: true } : undefined;
  }
  if (/^(['"])/u.test(text) && stringEnd(text, 0) === text.length)
    return { value: text.slice(1, -1).replace(/\\(['"\\])/gu, '$1'), at: at + 1 };
  if (/^-?\d+(?:\.\d+)?$/u.test(text) || /^(?:true|false|null)$/iu.test(text)) return { value: text.toLowerCase(), at };
  return undefined;
}

/** Reads the returned array's entries, depth first, into `entries` and `tables`. */
class Reader {
  readonly entries: ConfigEntry[] = [];
  readonly tables: ConfigTable[] = [];
  /** Whether any value was read from the environment's default. */
  fromEnv = false;

  constructor(
    private readonly code: string,
    private readonly lines: readonly TextLine[],
  ) {}

  /**
   * The array whose entries start at `k` and which `close` closes, under `path`: its keyed entries read, its list of
   * literals its path's items. Returns where it ends, and whether every entry of it was an array.
   */
  array(k: number, close: string, path: readonly string[], depth: number): { end: number; records: number } {
    const items: Literal[] = [];
    let keyed = 0;
    let records = 0;
    let plain = 0;
    let at = k;
    while (at < this.code.length && this.entries.length < MAX_ENTRIES) {
      at = this.skipSpace(at);
      if (this.code[at] === close || at >= this.code.length) break;
      const first = expressionEnd(this.code, at);
      let valueAt = at;
      let key: Literal | undefined;
      if (this.code.startsWith('=>', first)) {
        key = literal(this.code, at, first);
        valueAt = first + 2;
      }
      const start = this.skipSpace(valueAt);
      const nested = /^(?:\[|array\s*\()/u.exec(this.code.slice(start, start + 12));
      let end: number;
      if (nested && depth < MAX_DEPTH) {
        const inner = this.array(
          start + nested[0].length,
          nested[0] === '[' ? ']' : ')',
          key ? [...path, key.value] : path,
          depth + 1,
        );
        end = inner.end;
        if (key) {
          keyed += 1;
          records += 1;
          if (inner.records >= 2) this.tables.push({ path: [...path, key.value], range: this.lineOf(at) });
        }
      } else {
        end = expressionEnd(this.code, start);
        const value = literal(this.code, start, end);
        if (value?.env) this.fromEnv = true;
        if (key && value) {
          keyed += 1;
          plain += 1;
          this.entries.push({
            path: [...path, key.value],
            value: value.value,
            range: { start: at, end },
            valueStart: value.at,
            ...this.about(at),
          });
        } else if (!key && value) items.push(value);
        else if (key) keyed += 1;
      }
      at = this.skipSpace(end);
      if (this.code[at] === ',') at += 1;
      else if (this.code[at] !== close) at = expressionEnd(this.code, at) + 1;
    }
    // (A list of strings, `'paths' => ['api/*', 'sanctum/csrf-cookie']`, is its key's items.)
    const [head] = items;
    if (head && keyed === 0 && path.length > 0)
      this.entries.push({
        path,
        value: items.map((i) => i.value).join(', '),
        range: { start: head.at, end: (items.at(-1) as Literal).at },
        valueStart: head.at,
        items: items.map((i) => i.value),
      });
    return { end: at + 1, records: plain === 0 ? records : 0 };
  }

  private skipSpace(k: number): number {
    let j = k;
    while (j < this.code.length && /\s/u.test(this.code[j] as string)) j += 1;
    return j;
  }

  private lineOf(k: number): Range {
    const line = this.lines.findLast((l) => l.start <= k) ?? { start: k, text: '' };
    return { start: line.start, end: line.start + line.text.length };
  }

  /** What the comment block right above an entry's line says (a blank line between them allowed). */
  private about(k: number): { about?: string } {
    let j = this.lines.findLastIndex((l) => l.start <= k) - 1;
    if (j >= 0 && (this.lines[j] as TextLine).text.trim() === '') j -= 1;
    const said: string[] = [];
    for (; j >= 0 && COMMENT_LINE.test((this.lines[j] as TextLine).text); j -= 1)
      said.unshift((this.lines[j] as TextLine).text.replace(COMMENT_MARKS, '').trim());
    const about = said.filter((t) => t !== '' && !/^[-=*|/]+$/u.test(t)).join(' ');
    return about === '' ? {} : { about };
  }
}
