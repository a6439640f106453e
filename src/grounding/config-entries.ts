/** @module grounding/config-entries: the `key = value` entries of a TOML or INI file, with their tables and places. Pure. */
import type { Range } from '../core/model.js';
import { linesOf } from './text.js';

export interface ConfigEntry {
  /** The tables and keys the value sits under: `timeout = 30` under `[tool.pytest]` is tool, pytest, timeout. */
  readonly path: readonly string[];
  /** The value as written, without its quotes or a comment after it. */
  readonly value: string;
  /** The entry's line, or lines when its value goes on over several. */
  readonly range: Range;
  /** Where in the text the value starts. */
  readonly valueStart: number;
  /** An array's items, without their quotes ("h2>=3,<5" is one item, its comma inside the quotes). */
  readonly items?: readonly string[];
}

/** A `[table]` header: the path it opens and its line. */
export interface ConfigTable {
  readonly path: readonly string[];
  readonly range: Range;
}

/** `[table]`, `[[array.of.tables]]` or an INI `[section]`, with an optional comment after it. */
const TABLE = /^[ \t]*\[\[?[ \t]*([^[\]]+?)[ \t]*\]\]?[ \t]*(?:[#;].*)?$/u;
/** `key = value`: a bare, dotted or quoted key (an INI key may have spaces in it). */
const ENTRY = /^([ \t]*)([^\s=#;[\]][^=#;[\]]{0,80}?)[ \t]*=[ \t]*(.*)$/u;
/** The lines one value may go on over: a value that runs further is not read. */
const MAX_VALUE_LINES = 200;

/**
 * The entries of a TOML or INI text, in order, and its table headers. Lines that are neither (comments, blank lines)
 * are passed over.
 */
export function readConfig(text: string): { entries: ConfigEntry[]; tables: ConfigTable[] } {
  const lines = linesOf(text);
  const out: ConfigEntry[] = [];
  const tables: ConfigTable[] = [];
  let table: string[] = [];
  for (let k = 0; k < lines.length; k += 1) {
    const line = lines[k] as { text: string; start: number };
    const header = TABLE.exec(line.text);
    if (header) {
      table = keyPath(header[1] ?? '');
      tables.push({ path: table, range: { start: line.start, end: line.start + line.text.length } });
      continue;
    }
    const entry = ENTRY.exec(line.text);
    if (!entry) continue;
    const lead = entry[1]?.length ?? 0;
    const valueAt = line.text.length - (entry[3] ?? '').length;
    let value = entry[3] ?? '';
    let end = line.start + line.text.length;
    // A value that opens a bracket or a triple-quoted string goes on until it is closed.
    for (let more = 0; unclosed(value) && k + 1 < lines.length && more < MAX_VALUE_LINES; more += 1) {
      k += 1;
      const next = lines[k] as { text: string; start: number };
      value += ` ${next.text.trim()}`;
      end = next.start + next.text.length;
    }
    const key = keyPath(entry[2] ?? '');
    // (A key of quotes or dots alone names nothing.)
    if (key.length === 0) continue;
    const path = [...table, ...key];
    // An INI value on the indented lines below its key (setup.cfg's "classifiers =", "install_requires ="): a list of
    // those lines; a line of them that is itself `name = value` (an entry point) is an entry under the key too.
    const below: { text: string; start: number }[] = [];
    while (value.trim() === '' && k + 1 < lines.length && below.length < MAX_VALUE_LINES) {
      const next = lines[k + 1] as { text: string; start: number };
      if (next.text.trim() === '' || next.text.length - next.text.trimStart().length <= lead) break;
      below.push(next);
      k += 1;
    }
    const last = below.at(-1);
    if (last) {
      const items = below.map((b) => withoutComment(b.text.trim())).filter((i) => i !== '');
      const range = { start: line.start + lead, end: last.start + last.text.length };
      out.push({ path, value: items.join(', '), range, valueStart: (below[0] as { start: number }).start, items });
      for (const b of below) {
        const inner = ENTRY.exec(b.text);
        const name = keyPath(inner?.[2] ?? '');
        // (Not a requirement, "mccabe>=0.7.0": its "=" belongs to ">=".)
        if (inner && name.length > 0 && !/[<>!~]$/u.test(inner[2] ?? '')) {
          const at = b.start + b.text.length - (inner[3] ?? '').length;
          read(
            [...path, ...name],
            withoutComment(inner[3] ?? ''),
            { start: b.start, end: b.start + b.text.length },
            at,
            out,
          );
        }
      }
      continue;
    }
    read(path, withoutComment(value), { start: line.start + lead, end }, line.start + valueAt, out);
  }
  return { entries: out, tables };
}

/** One value: an inline table (`{ version = "1.0", features = ["derive"] }`) is an entry for each of its keys. */
function read(path: readonly string[], value: string, range: Range, valueStart: number, out: ConfigEntry[]): void {
  const inline = /^\{(.*)\}$/u.exec(value);
  if (!inline) {
    const items = arrayItems(value);
    out.push({ path, value: unquoted(value), range, valueStart, ...(items ? { items } : {}) });
    return;
  }
  let at = valueStart + 1;
  for (const part of topLevel(inline[1] ?? '', ',')) {
    const eq = topLevel(part, '=');
    if (eq.length === 2) read([...path, ...keyPath(eq[0] ?? '')], (eq[1] ?? '').trim(), range, at, out);
    at += part.length + 1;
  }
}

/** A key's parts: `tool.pytest.ini_options` and `"a.b".c` (a quoted part keeps its dots). */
function keyPath(key: string): string[] {
  return topLevel(key, '.')
    .map((p) => unquoted(p.trim()))
    .filter((p) => p !== '');
}

/** A string value without its quotes; an array with its items' quotes removed ("[derive, std]"). */
function unquoted(value: string): string {
  const v = value.trim();
  const quoted = /^(?:"""([\s\S]*)"""|'''([\s\S]*)'''|"(.*)"|'(.*)')$/u.exec(v);
  if (quoted) return (quoted[1] ?? quoted[2] ?? quoted[3] ?? quoted[4] ?? '').trim();
  const items = arrayItems(v);
  return items ? `[${items.join(', ')}]` : v;
}

/** An array's items without their quotes; undefined for a value that is no array. */
function arrayItems(value: string): string[] | undefined {
  const array = /^\[(.*)\]$/u.exec(value.trim());
  return array
    ? topLevel(array[1] ?? '', ',')
        .map(unquoted)
        .filter(Boolean)
    : undefined;
}

/** The value without a `#` comment after it (a `#` inside quotes is part of the value). */
function withoutComment(value: string): string {
  let quote = '';
  for (let k = 0; k < value.length; k += 1) {
    const ch = value[k] as string;
    if (quote !== '' && ch === '\\') k += 1;
    else if (quote !== '' && ch === quote) quote = '';
    else if (quote === '' && (ch === '"' || ch === "'")) quote = ch;
    else if (quote === '' && ch === '#') return value.slice(0, k).trim();
  }
  return value.trim();
}

/** Does the value leave a bracket, brace or triple-quoted string open? */
function unclosed(value: string): boolean {
  const v = withoutComment(value);
  return (v.match(/"""|'''/gu) ?? []).length % 2 === 1 || scan(v) > 0;
}

/** The text split at each `sep` outside quotes and brackets. */
function topLevel(text: string, sep: string): string[] {
  const out = [''];
  scan(text, (ch, free) => {
    if (free && ch === sep) out.push('');
    else out[out.length - 1] += ch;
  });
  return out;
}

/**
 * Walks the text: `visit` sees each character, told whether it stands outside quotes and brackets. Returns the bracket
 * depth at the end (above 0 when a bracket or brace is left open).
 */
function scan(text: string, visit: (ch: string, free: boolean) => void = () => undefined): number {
  let depth = 0;
  let quote = '';
  for (const ch of text) {
    visit(ch, quote === '' && depth === 0 && ch !== '"' && ch !== "'");
    if (quote !== '') {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '[' || ch === '{') depth += 1;
    else if (ch === ']' || ch === '}') depth -= 1;
  }
  return depth;
}
