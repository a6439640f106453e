/**
 * @module grounding/sql-schema: a SQL schema (a .sql file of CREATE TABLE statements) read as fields: each column's
 * definition ("memo.visibility: VARCHAR(256) NOT NULL DEFAULT 'PRIVATE'"), its type, its default and the length
 * of its text, each table's constraints and each index; the tables counted, and each table's columns. Pure.
 */
import type { Range } from '../core/model.js';
import type { ConfigEntry, ConfigTable } from './config-entries.js';
import { fileName } from './text.js';

/** `CREATE TABLE [IF NOT EXISTS] [schema.]name (`: the table's name, without its quotes or schema. */
const CREATE_TABLE =
  /\bCREATE\s+(?:(?:GLOBAL\s+|LOCAL\s+)?TEMP(?:ORARY)?\s+|UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(?:[`"[]?[\w$]+[`"\]]?\.)?[`"[]?([\w$]+)[`"\]]?\s*\(/giu;
/** `CREATE [UNIQUE] INDEX [IF NOT EXISTS] name ON table (columns)`. */
const CREATE_INDEX =
  /\bCREATE\s+(?:UNIQUE\s+)?INDEX\s+(?:CONCURRENTLY\s+)?(?:IF\s+NOT\s+EXISTS\s+)?[`"[]?([\w$]+)[`"\]]?\s+ON\s+[`"[]?([\w$.]+?)[`"\]]?\s*(?:USING\s+\w+\s*)?\(([^;]*?)\)\s*;/giu;
/** A table's own constraint, not a column: its kind. */
const CONSTRAINT =
  /^(?:CONSTRAINT\s+\S+\s+)?(PRIMARY\s+KEY|UNIQUE(?:\s+(?:KEY|INDEX))?|FOREIGN\s+KEY|CHECK|EXCLUDE|(?:FULLTEXT\s+|SPATIAL\s+)?(?:KEY|INDEX))\b/iu;
/** A column's type: its words up to the first of its constraints. */
const TYPE =
  /^([A-Za-z][\w]*(?:\s+(?:VARYING|PRECISION|WITH(?:OUT)?\s+TIME\s+ZONE|UNSIGNED|ZEROFILL))*(?:\s*\([^)]*\))?(?:\s*\[\])?)/iu;
/** A column's default: a quoted string, an expression in brackets, or a word or number. */
const DEFAULT = /\bDEFAULT\s+('(?:[^']|'')*'|\((?:[^()]|\([^()]*\))*\)|[^\s,]+)/iu;
/** A type of text with a length: `VARCHAR(256)` holds up to 256 characters. */
const TEXT_LENGTH = /^(?:N?VARCHAR2?|N?CHAR(?:ACTER)?(?:\s+VARYING)?)\s*\(\s*(\d+)\s*\)/iu;

/** The fields of a SQL schema, or none when the file is no .sql file or creates no table. */
export function sqlSchemaFields(
  uri: string,
  text: string,
): { entries: ConfigEntry[]; tables: ConfigTable[] } | undefined {
  const name = fileName(uri);
  if (!/\.sql$/iu.test(name)) return undefined;
  const code = withoutComments(text);
  const entries: ConfigEntry[] = [];
  const tables: ConfigTable[] = [];
  for (const m of code.matchAll(CREATE_TABLE)) {
    // Stryker disable next-line StringLiteral: the name group of CREATE_TABLE always takes part
    const table = m[1] ?? '';
    const open = m.index + m[0].length - 1;
    const close = closing(code, open);
    if (close < 0) continue;
    const head = { start: m.index, end: open + 1 };
    tables.push({ path: [table], range: head, words: 'columns' });
    for (const part of parts(code, open + 1, close)) entries.push(...partEntries(table, part));
  }
  const [first] = tables;
  if (!first) return undefined;
  tables.unshift({
    path: [],
    range: first.range,
    name: 'tables',
    words: 'tables',
    // Stryker disable next-line StringLiteral: every table pushed above has a path of one name
    children: tables.map((t) => t.path[0] ?? ''),
  });
  const indexes = [...code.matchAll(CREATE_INDEX)];
  for (const m of indexes) {
    // Stryker disable next-line StringLiteral: the table and column groups of CREATE_INDEX always take part
    const value = `${m[2] ?? ''} (${bareNames(m[3] ?? '')})`;
    const range = { start: m.index, end: m.index + m[0].length };
    entries.push({
      path: ['index', m[1] ?? ''],
      value,
      range,
      valueStart: m.index + m[0].indexOf(m[2] ?? '', m[0].search(/\sON\s/iu)),
    });
  }
  if (indexes[0])
    tables.push({
      path: ['index'],
      range: { start: indexes[0].index, end: indexes[0].index },
      words: 'indexes indices',
    });
  return { entries, tables };
}

/** A column's definition, type, default and length, or a table constraint with its columns as items. */
function partEntries(table: string, part: { text: string; start: number }): ConfigEntry[] {
  const range: Range = { start: part.start, end: part.start + part.text.length };
  const constraint = CONSTRAINT.exec(part.text);
  if (constraint) {
    // Stryker disable next-line StringLiteral: the kind group of CONSTRAINT always takes part
    const kind = (constraint[1] ?? '').toLowerCase().replace(/\s+/gu, ' ');
    const columns = /\(([^)]*)\)/u.exec(part.text)?.[1];
    const items = columns === undefined ? undefined : bareNames(columns).split(/\s*,\s*/u);
    return [
      {
        path: ['constraints', table, kind],
        value: bareNames(part.text),
        range,
        valueStart: part.start,
        ...(items ? { items } : {}),
      },
    ];
  }
  const column = /^([`"[]?)([\w$]+)[`"\]]?\s+/u.exec(part.text);
  if (!column) return [];
  // Stryker disable next-line StringLiteral: the name group of a column always takes part
  const [whole, , name = ''] = column;
  const definition = part.text.slice(whole.length);
  const at = part.start + whole.length;
  const entries: ConfigEntry[] = [{ path: [table, name], value: bareNames(definition), range, valueStart: at }];
  const type = TYPE.exec(definition)?.[1];
  if (type) entries.push({ path: [table, name, 'type'], value: type.replace(/\s+/gu, ' '), range, valueStart: at });
  const length = TEXT_LENGTH.exec(definition)?.[1];
  if (length)
    entries.push({
      path: [table, name, 'max characters'],
      value: length,
      range,
      valueStart: at + definition.indexOf(length),
    });
  const given = DEFAULT.exec(definition);
  const value = given?.[1]?.replace(/^'(.*)'$/su, '$1').replace(/''/gu, "'") ?? '';
  if (given && value !== '')
    entries.push({
      path: [table, name, 'default'],
      value,
      range,
      valueStart: at + given.index + given[0].length - (given[1] ?? '').length,
    });
  return entries;
}

/** The text with its comments (`-- ...`, `/* ... *\/`) blanked by spaces, offsets kept; quoted text is left alone. */
function withoutComments(text: string): string {
  return text.replace(/'(?:[^']|'')*'|--[^\n]*|\/\*[\s\S]*?\*\//gu, (m) =>
    m.startsWith("'") ? m : m.replace(/[^\n]/gu, ' '),
  );
}

/** Where the bracket opened at `open` closes, quotes skipped; -1 when it never does. */
function closing(code: string, open: number): number {
  let depth = 0;
  for (let k = open; k < code.length; k += 1) {
    const ch = code[k];
    if (ch === "'") k = code.indexOf("'", k + 1) < 0 ? code.length : code.indexOf("'", k + 1);
    else if (ch === '(') depth += 1;
    else if (ch === ')' && --depth === 0) return k;
  }
  return -1;
}

/** The comma-separated parts of a table's body, each trimmed, with where it starts. */
function parts(code: string, from: number, to: number): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  let depth = 0;
  let start = from;
  const push = (end: number): void => {
    const raw = code.slice(start, end);
    const text = raw.trim();
    if (text !== '') out.push({ text, start: start + raw.search(/\S/u) });
  };
  for (let k = from; k < to; k += 1) {
    const ch = code[k];
    if (ch === "'") k = Math.max(k, code.indexOf("'", k + 1));
    else if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
    else if (ch === ',' && depth === 0) {
      push(k);
      start = k + 1;
    }
  }
  push(to);
  return out;
}

/** A name or a list of names without their quotes: "`creator_id`,`memo_id`" is "creator_id, memo_id". */
function bareNames(text: string): string {
  return text
    .replace(/[`"[\]]/gu, '')
    .replace(/\s+/gu, ' ')
    .replace(/\s*,\s*/gu, ', ')
    .trim();
}
