/**
 * @module grounding/xml-file: an XML file (a Maven `pom.xml`, an MSBuild project) read as the tree JSON's reader takes,
 * with each value's range: an element of text is a field, an element of elements a map, elements of one name under one
 * parent a list (MSBuild's groups one map, and a text of parts split by semicolons a list), and attributes fields of
 * their element. The root element is the file; its comments, and any text over several lines, are prose. Pure.
 */
import { SaxesParser } from 'saxes';
import type { Range } from '../core/model.js';
import { keepingLast, type JsonNode } from './json-offsets.js';

/** The file extensions of XML that are not named `.xml`. */
const XML_EXTENSIONS = new Set(['xml', 'pom', 'csproj', 'fsproj', 'vbproj', 'props', 'targets', 'xsd', 'nuspec']);

/** Whether a source is XML by its media type or its file name ("pom.xml", "app.csproj"). */
export function isXml(mediaType: string, uri: string): boolean {
  const ext = /\.([a-z0-9]+)$/iu.exec(uri)?.[1]?.toLowerCase() ?? '';
  return /[/+]xml\b/iu.test(mediaType) || XML_EXTENSIONS.has(ext);
}

/** An element as read: its name, where it stands, its attributes, its child elements and its text. */
interface Element {
  readonly name: string;
  readonly start: number;
  readonly attributes: readonly { name: string; value: string; range: Range }[];
  readonly children: Element[];
  end: number;
  /** Its text, trimmed, and where that stands; only for an element with no child elements. */
  text: { value: string; range: Range } | undefined;
  /** The parts of a text written as a list with semicolons, each where it stands. */
  parts?: { value: string; range: Range }[];
  /** Where its content starts (after its opening tag). */
  contentStart: number;
}

/** The root element's tree, with its comments and its texts of several lines; undefined when it is no well-formed XML. */
export const parseXmlWithOffsets = keepingLast(readXml);

function readXml(text: string): { root: JsonNode; comments: Range[]; texts: Range[] } | undefined {
  const parser = new SaxesParser({ position: true });
  const open: Element[] = [];
  const comments: Range[] = [];
  const texts: Range[] = [];
  let root: Element | undefined;
  let failed = false;
  // (saxes reports a position just past what it has read: a tag's '>', or the '<' after a run of text.)
  parser.on('error', () => {
    failed = true;
  });
  parser.on('opentag', (tag) => {
    const end = parser.position;
    const start = text.lastIndexOf(`<${tag.name}`, end - 1);
    const element: Element = {
      name: tag.name,
      start,
      attributes: attributesOf(text, start, end),
      children: [],
      end,
      text: undefined,
      contentStart: end,
    };
    const parent = open.at(-1);
    if (parent) parent.children.push(element);
    else root ??= element;
    if (!tag.isSelfClosing) open.push(element);
  });
  parser.on('closetag', (tag) => {
    const element = open.at(-1);
    if (!element || element.name !== tag.name) return;
    open.pop();
    element.end = parser.position;
    const closeStart = text.lastIndexOf('</', element.end - 1);
    if (element.children.length > 0 || closeStart < element.contentStart) return;
    const raw = text.slice(element.contentStart, closeStart);
    const lead = raw.length - raw.trimStart().length;
    const value = raw.trim();
    if (value === '' || value.includes('<')) return;
    const start = element.contentStart + lead;
    const range = { start, end: start + value.length };
    // (Text over several lines, release notes or a long description, is prose: its numbers are no values of the
    // element's name.)
    if (value.includes('\n')) texts.push(range);
    else element.text = { value: decoded(value), range };
    // (A list written with semicolons, MSBuild's `net35;net46;netstandard2.0`, is a list of its parts.)
    // (Not the semicolon that ends an entity: "Tom &amp; Jerry", "&#x41;".)
    if (/^[^\s;]+(?:;[^\s;]+)+;?$/u.test(value.replace(ENTITY, ''))) {
      let at = start;
      element.parts = value
        .split(ENTITY_SEMICOLON_AWARE)
        .filter((part) => part !== '')
        .map((part) => {
          const from = text.indexOf(part, at);
          at = from + part.length;
          return { value: decoded(part), range: { start: from, end: from + part.length } };
        });
    }
  });
  parser.on('comment', () => {
    const start = text.lastIndexOf('<!--', parser.position - 1);
    comments.push({ start, end: text.indexOf('-->', start + 4) + 3 });
  });
  try {
    parser.write(text).close();
  } catch {
    return undefined;
  }
  if (failed || !root) return undefined;
  return { root: { kind: 'object', start: root.start, end: root.end, entries: entriesOf(root) }, comments, texts };
}

/** An element's attributes, each with the range of its value in the opening tag that runs from `start` to `end`. */
function attributesOf(text: string, start: number, end: number): Element['attributes'] {
  const tag = text.slice(start, end);
  const out: { name: string; value: string; range: Range }[] = [];
  for (const m of tag.matchAll(/\s([\w:.-]+)\s*=\s*(["'])(.*?)\2/gsu)) {
    // (Namespaces and schema locations say what vocabulary the file uses, nothing of what it holds; an MSBuild condition
    // is an expression, no value.)
    if (/^(?:xmlns\b|xsi:|Condition$)/u.test(m[1] ?? '')) continue;
    const at = start + (m.index ?? 0) + m[0].length - 1 - (m[3] ?? '').length;
    out.push({ name: m[1] ?? '', value: decoded(m[3] ?? ''), range: { start: at, end: at + (m[3] ?? '').length } });
  }
  return out;
}

/** An entity written in a text: by hex or decimal number, or by name. */
const ENTITY = /&(?:#x[0-9a-f]+|#\d+|\w+);/giu;
/** A semicolon that ends no entity: where a list written with semicolons parts. */
const ENTITY_SEMICOLON_AWARE = /(?<!&(?:#x[0-9a-f]+|#\d+|\w+));/iu;

/** The five entities XML predefines. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The predefined entities, and numeric ones, as the characters they stand for. */
function decoded(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/giu, (whole, hex?: string, dec?: string, name?: string) =>
    hex
      ? String.fromCodePoint(parseInt(hex, 16))
      : dec
        ? String.fromCodePoint(Number(dec))
        : (ENTITIES[name ?? ''] ?? whole),
  );
}

/** An element as a node: its text as a value, or its attributes and children as a map, children of one name a list. */
function nodeOf(element: Element): JsonNode {
  if (element.children.length === 0 && element.attributes.length === 0) {
    const { text, parts } = element;
    if (parts)
      return {
        kind: 'array',
        start: element.contentStart,
        end: text?.range.end ?? element.end,
        items: parts.map((p) => ({ kind: 'scalar', start: p.range.start, end: p.range.end, value: p.value })),
      };
    return text
      ? { kind: 'scalar', start: text.range.start, end: text.range.end, value: text.value }
      : { kind: 'scalar', start: element.start, end: element.end, value: null };
  }
  // (An element of attributes alone, `<PackageReference Include="x" Version="1.0" />`, is one thing, not a list.)
  const properties = element.children.length === 0 ? { properties: true } : {};
  return { kind: 'object', start: element.start, end: element.end, entries: entriesOf(element), ...properties };
}

function entriesOf(element: Element, merged = false): { key: string; keyStart: number; value: JsonNode }[] {
  const entries: { key: string; keyStart: number; value: JsonNode }[] = element.attributes.map((a) => ({
    key: a.name,
    keyStart: a.range.start,
    value: { kind: 'scalar', start: a.range.start, end: a.range.end, value: a.value },
  }));
  const byName = new Map<string, Element[]>();
  for (const child of element.children) byName.set(child.name, [...(byName.get(child.name) ?? []), child]);
  for (const [name, children] of byName) {
    const [first] = children;
    if (!first) continue;
    const last = children.at(-1) ?? first;
    // (MSBuild's groups, `<PropertyGroup>` after `<PropertyGroup>`, are one project's settings split up, no records: they
    // are read as one, their conditions aside.)
    const group: Element | undefined =
      children.length > 1 && /Group$/u.test(name)
        ? { ...first, attributes: [], children: children.flatMap((c) => c.children), end: last.end, text: undefined }
        : undefined;
    entries.push({
      key: name,
      keyStart: first.start,
      value: group
        ? { kind: 'object', start: group.start, end: group.end, entries: entriesOf(group, true) }
        : children.length === 1
          ? nodeOf(first)
          : {
              kind: 'array',
              start: first.start,
              end: last.end,
              items: children.map(nodeOf),
              // (In MSBuild's merged groups, a property given twice is given under two conditions, no list.)
              ...(merged ? { alternatives: true } : {}),
            },
    });
  }
  if (element.text && element.attributes.length > 0)
    entries.push({
      key: 'text',
      keyStart: element.text.range.start,
      value: { kind: 'scalar', ...element.text.range, value: element.text.value },
    });
  return entries;
}
