/** @module grounding/passages: a loaded source turned into passages (sentences, windows, rows, fields) with ranges into its text. */
import { isAbbreviation } from '../classify/sentences.js';
import type { LoadedSource, Range } from '../core/model.js';
import { parseJsonWithOffsets, type JsonNode } from './json-offsets.js';
import { isXml, parseXmlWithOffsets } from './xml-file.js';
import { holdsRecords, parseYamlDocuments } from './yaml-offsets.js';
import { keyWords } from './text.js';

export type PassageKind = 'sentence' | 'window' | 'chunk' | 'row' | 'field' | 'record' | 'section';

/** One key and its value in a structured passage; the key in words ("median write ms"). */
export interface PassageField {
  readonly key: string;
  readonly value: string;
}

export interface Passage {
  /** Text the assessors read (for fields and rows: "key: value" with the key in words). */
  readonly text: string;
  /** Range of the passage in the source text. */
  readonly range: Range;
  readonly kind: PassageKind;
  /** For fields: the key path in words; for Markdown sections: the heading's text. */
  readonly key?: string;
  /** For fields, records and rows: every key (full path, in words) with its value, so values are read by their keys. */
  readonly fields?: readonly PassageField[];
}

/** Sentences longer than this are cut into overlapping chunks so no assessor ever sees a truncated sentence. */
export const MAX_PASSAGE_CHARS = 600;
const CHUNK_STRIDE = 450;
const MAX_RECORD_FIELDS = 40;

/** Which passage builder a source needs, from its media type and then its file extension. */
export function sourceFormat(
  source: Pick<LoadedSource, 'mediaType' | 'uri'>,
): 'json' | 'yaml' | 'csv' | 'tsv' | 'markdown' | 'html' | 'xml' | 'config' | 'text' {
  const type = source.mediaType.toLowerCase();
  const ext = /\.([a-z0-9]+)$/iu.exec(source.uri)?.[1]?.toLowerCase() ?? '';
  if (type.includes('json') || ext === 'json' || ext === 'json5') return 'json';
  if (type.includes('yaml') || ext === 'yml' || ext === 'yaml') return 'yaml';
  if (type.includes('csv') || ext === 'csv') return 'csv';
  if (type.includes('tab-separated') || ext === 'tsv') return 'tsv';
  if (type.includes('markdown') || ext === 'md' || ext === 'markdown' || ext === 'mdx') return 'markdown';
  if (type.includes('html') || ext === 'html' || ext === 'htm') return 'html';
  if (isXml(type, source.uri)) return 'xml';
  if (type.includes('toml') || ext === 'toml' || ext === 'ini' || ext === 'cfg') return 'config';
  return 'text';
}

/** All passages of a source. Every character of the source's prose lies in at least one passage. */
export function passagesOf(source: Pick<LoadedSource, 'mediaType' | 'uri' | 'text'>): Passage[] {
  // Every claim citing a source asks for its passages: parse each source object once.
  const known = parsed.get(source);
  if (known && known.text === source.text) return known.passages;
  const passages = parsePassages(source);
  parsed.set(source, { text: source.text, passages });
  return passages;
}

const parsed = new WeakMap<object, { readonly text: string; readonly passages: Passage[] }>();

function parsePassages(source: Pick<LoadedSource, 'mediaType' | 'uri' | 'text'>): Passage[] {
  const { text } = source;
  switch (sourceFormat(source)) {
    case 'json': {
      const root = parseJsonWithOffsets(text);
      return root ? jsonPassages(text, root) : proseP(text, false);
    }
    case 'yaml': {
      const roots = parseYamlDocuments(text) ?? [];
      return roots.some(holdsRecords) ? roots.flatMap((root) => jsonPassages(text, root)) : proseP(text, false);
    }
    case 'xml': {
      const read = parseXmlWithOffsets(text);
      if (!read) return proseP(text, false);
      // (Its texts of several lines as prose, each read on its own and put back where it stands.)
      const texts = read.texts.flatMap((t) =>
        proseP(text.slice(t.start, t.end), true).map((p) => ({
          ...p,
          range: { start: p.range.start + t.start, end: p.range.end + t.start },
        })),
      );
      return [...jsonPassages(text, read.root), ...texts];
    }
    case 'csv':
      return csvPassages(text, ',');
    case 'tsv':
      return csvPassages(text, '\t');
    case 'markdown':
      return proseP(text, true);
    case 'html':
      return htmlPassages(text);
    default:
      return proseP(text, false);
  }
}

// ---- prose ----------------------------------------------------------------

const SENTENCE_END = /[.!?]["')\]]*\s+(?=["'([]?[\p{Lu}\p{N}])/gu;

function proseP(text: string, markdown: boolean): Passage[] {
  const out: Passage[] = [];
  const all = blocks(text, markdown);
  if (markdown) out.push(...sections(text, all));
  for (const block of all) {
    if (markdown && block.table) {
      out.push(...markdownTable(text, block.range));
      continue;
    }
    const sentences = splitSentences(text, block.range);
    for (const s of sentences) out.push(...chunked(text, s, 'sentence'));
    for (let k = 0; k + 1 < sentences.length; k += 1) {
      const a = sentences[k];
      const b = sentences[k + 1];
      if (a && b && b.end - a.start <= MAX_PASSAGE_CHARS)
        out.push(passage(text, { start: a.start, end: b.end }, 'window'));
    }
  }
  return out;
}

function passage(text: string, range: Range, kind: PassageKind, shown?: string): Passage {
  return { text: shown ?? text.slice(range.start, range.end), range, kind };
}

interface Block {
  readonly range: Range;
  readonly table: boolean;
  /** A Markdown heading or list item. */
  readonly mark?: 'heading' | 'item';
}

/**
 * A Markdown heading with the list items that follow it, as one passage ("## 2.4.0 (2026-11-03)" with its changes),
 * or, when that is too long, the heading with each item.
 */
function sections(text: string, all: readonly Block[]): Passage[] {
  const out: Passage[] = [];
  all.forEach((head, k) => {
    if (head.mark !== 'heading') return;
    const items: Block[] = [];
    for (const b of all.slice(k + 1)) {
      if (b.mark !== 'item') break;
      items.push(b);
    }
    const last = items[items.length - 1];
    if (!last) return;
    const heading = text.slice(head.range.start, head.range.end);
    const key = heading.replace(/^#+\s*/u, '');
    if (last.range.end - head.range.start <= MAX_PASSAGE_CHARS) {
      out.push({ ...passage(text, { start: head.range.start, end: last.range.end }, 'section'), key });
      return;
    }
    for (const item of items) {
      const shown = `${heading}\n${text.slice(item.range.start, item.range.end)}`;
      if (shown.length <= MAX_PASSAGE_CHARS)
        out.push({ ...passage(text, { start: head.range.start, end: item.range.end }, 'section', shown), key });
    }
  });
  return out;
}

/** Paragraphs split at blank lines; in Markdown also at headings, list items, quotes and table lines. */
function blocks(text: string, markdown: boolean): Block[] {
  const out: Block[] = [];
  let start = -1;
  let end = 0;
  let table = false;
  let mark: Block['mark'];
  const flush = (): void => {
    if (start >= 0) out.push({ range: { start, end }, table, ...(mark ? { mark } : {}) });
    start = -1;
    table = false;
    mark = undefined;
  };
  let pos = 0;
  for (const line of text.split('\n')) {
    const lineStart = pos;
    const lineEnd = pos + line.length;
    pos = lineEnd + 1;
    const trimmed = line.trim();
    if (trimmed === '' || (markdown && /^(?:```|---+$|===+$)/u.test(trimmed))) {
      flush();
      continue;
    }
    const isTable = markdown && trimmed.startsWith('|');
    const blockStart = markdown && /^(?:#{1,6}\s|[-*+]\s|\d+[.)]\s|>)/u.test(trimmed);
    if (start >= 0 && (blockStart || isTable !== table)) flush();
    const lead = line.length - line.trimStart().length;
    if (start < 0) {
      start = lineStart + lead;
      table = isTable;
      mark = !markdown
        ? undefined
        : /^#{1,6}\s/u.test(trimmed)
          ? 'heading'
          : /^(?:[-*+]|\d+[.)])\s/u.test(trimmed)
            ? 'item'
            : undefined;
    }
    end = lineStart + line.trimEnd().length;
    if (markdown && /^#{1,6}\s/u.test(trimmed)) flush();
  }
  flush();
  return out.filter((b) => b.range.end > b.range.start);
}

/** Sentence ranges inside a block (line breaks are soft wraps), skipping abbreviations and decimals. */
export function splitSentences(text: string, block: Range): Range[] {
  const slice = text.slice(block.start, block.end);
  const out: Range[] = [];
  let from = 0;
  for (const m of slice.matchAll(SENTENCE_END)) {
    const cut = m.index + m[0].trimEnd().length;
    if (m[0].startsWith('.') && isAbbreviation(slice, m.index)) continue;
    out.push(trim(text, { start: block.start + from, end: block.start + cut }));
    from = m.index + m[0].length;
  }
  out.push(trim(text, { start: block.start + from, end: block.end }));
  return out.filter((r) => r.end > r.start);
}

function trim(text: string, r: Range): Range {
  let { start, end } = r;
  while (start < end && /\s/u.test(text[start] ?? '')) start += 1;
  while (end > start && /\s/u.test(text[end - 1] ?? '')) end -= 1;
  return { start, end };
}

/** A range as one passage, or as overlapping chunks cut at spaces when it is too long. */
function chunked(text: string, r: Range, kind: PassageKind): Passage[] {
  if (r.end - r.start <= MAX_PASSAGE_CHARS) return [passage(text, r, kind)];
  const out: Passage[] = [];
  let start = r.start;
  for (;;) {
    let end = Math.min(r.end, start + MAX_PASSAGE_CHARS);
    if (end < r.end) {
      const space = text.lastIndexOf(' ', end);
      if (space > start + CHUNK_STRIDE / 2) end = space;
    }
    out.push(passage(text, trim(text, { start, end }), 'chunk'));
    if (end >= r.end) return out;
    let next = Math.min(start + CHUNK_STRIDE, end);
    const space = text.indexOf(' ', next);
    if (space > 0 && space < end) next = space + 1;
    start = next;
  }
}

function markdownTable(text: string, block: Range): Passage[] {
  const lines: Range[] = [];
  let pos = block.start;
  for (const line of text.slice(block.start, block.end).split('\n')) {
    lines.push({ start: pos, end: pos + line.length });
    pos += line.length + 1;
  }
  const cells = (r: Range): string[] =>
    text
      .slice(r.start, r.end)
      .trim()
      .replace(/^\||\|$/gu, '')
      .split('|')
      .map((c) => c.replace(/[*_`]/gu, '').trim());
  const [head, ...rest] = lines;
  if (!head) return [];
  const header = cells(head);
  const out: Passage[] = [passage(text, trim(text, head), 'row')];
  for (const r of rest) {
    const values = cells(r);
    if (values.every((v) => /^:?-+:?$/u.test(v) || v === '')) continue;
    out.push({ ...passage(text, trim(text, r), 'row', rowText(header, values)), fields: rowFields(header, values) });
  }
  return out;
}

function rowText(header: readonly string[], values: readonly string[]): string {
  return values.map((v, k) => (header[k] ? `${keyWords(header[k])}: ${v}` : v)).join('; ');
}

function rowFields(header: readonly string[], values: readonly string[]): PassageField[] {
  return values.flatMap((value, k) => (header[k] && value !== '' ? [{ key: keyWords(header[k]), value }] : []));
}

// ---- CSV ------------------------------------------------------------------

interface Cell {
  readonly value: string;
  readonly range: Range;
}

/** RFC 4180 rows with each cell's range; of a TSV file, cells split at tabs (`delimiter`). */
export function parseCsv(text: string, delimiter = ','): Cell[][] {
  const rows: Cell[][] = [];
  let row: Cell[] = [];
  let i = 0;
  while (i <= text.length) {
    const start = i;
    let value = '';
    if (text[i] === '"') {
      i += 1;
      while (i < text.length) {
        if (text[i] === '"' && text[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (text[i] === '"') {
          i += 1;
          break;
        } else value += text[i++] ?? '';
      }
      while (i < text.length && text[i] !== delimiter && text[i] !== '\n') i += 1;
    } else {
      while (i < text.length && text[i] !== delimiter && text[i] !== '\n') i += 1;
      value = text.slice(start, i).replace(/\r$/u, '');
    }
    row.push({ value, range: { start, end: i } });
    if (text[i] === delimiter) {
      i += 1;
      continue;
    }
    if (row.some((c) => c.value !== '')) rows.push(row);
    row = [];
    i += 1;
  }
  return rows;
}

function csvPassages(text: string, delimiter: string): Passage[] {
  const [header, ...rows] = parseCsv(text, delimiter);
  if (!header) return [];
  const names = header.map((c) => keyWords(c.value));
  const out: Passage[] = [];
  for (const row of rows) {
    const first = row[0];
    const last = row[row.length - 1];
    if (!first || !last) continue;
    const rowRange = { start: first.range.start, end: last.range.end };
    const values = row.map((c) => c.value);
    const fields = rowFields(names, values);
    out.push({ ...passage(text, rowRange, 'row', rowText(names, values)), fields });
    row.forEach((cell, k) => {
      const name = names[k];
      if (name && cell.value !== '')
        out.push({
          text: `${name}: ${cell.value}; ${rowText(names, values)}`,
          range: cell.range,
          kind: 'field',
          key: name,
          fields,
        });
    });
  }
  return out;
}

// ---- JSON -----------------------------------------------------------------

function jsonPassages(text: string, root: JsonNode): Passage[] {
  const out: Passage[] = [];
  const leaves = (node: JsonNode, path: string[]): { path: string[]; node: JsonNode & { kind: 'scalar' } }[] => {
    if (node.kind === 'scalar') return [{ path, node }];
    if (node.kind === 'array') return node.items.flatMap((item) => leaves(item, path));
    return node.entries.flatMap((e) => leaves(e.value, [...path, e.key]));
  };
  const show = (v: string | number | boolean | null): string => (v === null ? 'null' : String(v));
  const walk = (node: JsonNode, path: string[], keyStart?: number): void => {
    if (node.kind === 'scalar') {
      const key = keyWords(path.join(' '));
      const value = show(node.value);
      const range = { start: keyStart ?? node.start, end: node.end };
      if (typeof node.value === 'string' && node.value.length > MAX_PASSAGE_CHARS) {
        const base = node.start + 1;
        for (const p of proseP(text.slice(base, node.end - 1), false)) {
          const range = { start: p.range.start + base, end: p.range.end + base };
          out.push({ text: `${key}: ${p.text}`, range, kind: 'field', key, fields: [{ key, value: p.text }] });
        }
      } else out.push({ text: key ? `${key}: ${value}` : value, range, kind: 'field', key, fields: [{ key, value }] });
      return;
    }
    if (node.kind === 'array') {
      node.items.forEach((item) => walk(item, path));
    } else {
      for (const e of node.entries) walk(e.value, [...path, e.key], e.keyStart);
    }
    const fields = leaves(node, []);
    if (fields.length > 1 && fields.length <= MAX_RECORD_FIELDS) {
      const prefix = keyWords(path.join(' '));
      const body = fields.map((f) => `${keyWords(f.path.join(' '))}: ${show(f.node.value)}`).join('; ');
      const fullFields = fields.map((f) => ({
        key: keyWords([...path, ...f.path].join(' ')),
        value: show(f.node.value),
      }));
      out.push({
        text: prefix ? `${prefix}: ${body}` : body,
        range: { start: node.start, end: node.end },
        kind: 'record',
        fields: fullFields,
      });
    }
  };
  walk(root, []);
  return out;
}

// ---- HTML -----------------------------------------------------------------

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  euro: '€',
  pound: '£',
};
const BLOCK_TAGS =
  /^\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|header|footer|blockquote|pre|dd|dt|hr|title)\b/iu;

/** Visible text of an HTML document and, for each of its characters, the offset in the HTML it came from. */
export function htmlText(html: string): { text: string; offsets: number[] } {
  let text = '';
  const offsets: number[] = [];
  let i = 0;
  while (i < html.length) {
    const c = html[i] ?? '';
    if (c === '<') {
      const close = html.indexOf('>', i);
      if (close < 0) break;
      const tag = html.slice(i + 1, close);
      const skip = /^(script|style|noscript|template)\b/iu.exec(tag);
      if (skip?.[1]) {
        const end = html.toLowerCase().indexOf(`</${skip[1].toLowerCase()}`, close);
        i = end < 0 ? html.length : html.indexOf('>', end) + 1 || html.length;
        continue;
      }
      if (BLOCK_TAGS.test(tag)) {
        text += '\n\n';
        offsets.push(i, i);
      }
      i = close + 1;
      continue;
    }
    if (c === '&') {
      const m = /^&(#x[0-9a-f]+|#\d+|[a-z]+);/iu.exec(html.slice(i, i + 12));
      if (m?.[1]) {
        const name = m[1];
        const decoded = name.startsWith('#x')
          ? String.fromCodePoint(parseInt(name.slice(2), 16))
          : name.startsWith('#')
            ? String.fromCodePoint(parseInt(name.slice(1), 10))
            : ENTITIES[name.toLowerCase()];
        if (decoded !== undefined) {
          for (const ch of decoded) {
            text += ch;
            for (let k = 0; k < ch.length; k += 1) offsets.push(i);
          }
          i += m[0].length;
          continue;
        }
      }
    }
    text += c;
    offsets.push(i);
    i += 1;
  }
  return { text, offsets };
}

function htmlPassages(html: string): Passage[] {
  const { text, offsets } = htmlText(html);
  const at = (k: number): number => offsets[k] ?? html.length;
  return proseP(text, false).map((p) => ({ ...p, range: { start: at(p.range.start), end: at(p.range.end - 1) + 1 } }));
}
