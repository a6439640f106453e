/**
 * @module grounding/yaml-offsets: a YAML file (a CI workflow, a compose file, a chart's values) read with the yaml
 * library into the same ranged nodes as JSON, so that its keys, lists and records are read as JSON's are. Pure.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, parseAllDocuments, type Node } from 'yaml';
import { keepingLast, type JsonNode } from './json-offsets.js';

/**
 * The nodes of each document of a YAML text ("---" between them, as a Kubernetes manifest has a StatefulSet and a
 * StorageClass), each a mapping or a list, with [start, end) ranges; undefined when any is not (a bare scalar), or the
 * text has an error.
 */
export const parseYamlDocuments = keepingLast(readYamlDocuments);

function readYamlDocuments(text: string): JsonNode[] | undefined {
  let documents;
  try {
    documents = parseAllDocuments(text, { prettyErrors: false });
  } catch {
    return undefined;
  }
  if (!Array.isArray(documents) || documents.length === 0) return undefined;
  const roots: JsonNode[] = [];
  for (const document of documents) {
    const root = document.contents;
    if (document.errors.length > 0 || (!isMap(root) && !isSeq(root))) return undefined;
    roots.push(nodeOf(root as Node, text));
  }
  return roots;
}

function nodeOf(node: Node, text: string): JsonNode {
  const [start = 0, end = start] = node.range ?? [];
  if (isMap(node)) {
    const entries = node.items.flatMap((pair) => {
      if (!isPair(pair) || !isScalar(pair.key)) return [];
      const keyStart = pair.key.range?.[0] ?? start;
      const key = String(pair.key.value);
      // (A key with no value, "paths:", holds null, placed at the key's end.)
      const value: JsonNode = pair.value
        ? nodeOf(pair.value as Node, text)
        : { kind: 'scalar', start: pair.key.range?.[1] ?? keyStart, end: pair.key.range?.[1] ?? keyStart, value: null };
      return [{ key, keyStart, value }];
    });
    return { kind: 'object', start, end, entries };
  }
  if (isSeq(node)) return { kind: 'array', start, end, items: node.items.map((item) => nodeOf(item as Node, text)) };
  // (An alias, "*defaults", is its own text here: what it stands for is read where the anchor is.)
  if (isAlias(node)) return { kind: 'scalar', start, end, value: text.slice(start, end) };
  if (!isScalar(node)) return { kind: 'scalar', start, end, value: null };
  const { value } = node;
  // A comment on the value's own line says more of it: "actions/checkout@de0fac2 # v6.0.2", "15000 # milliseconds".
  const [, , after = end] = node.range ?? [];
  const comment = /^[ \t]*#[ \t]*(\S[^\r\n]*?)[ \t]*(?=\r?\n|$)/u.exec(text.slice(end, after));
  const said = comment?.[1];
  const through = end + (comment?.[0].length ?? 0);
  const written = text.slice(start, end);
  // A number is kept as written: "3.10" is Python 3.10, not 3.1.
  if (typeof value === 'number') {
    if (said) return { kind: 'scalar', start, end: through, value: `${written} ${said}` };
    return { kind: 'scalar', start, end, value: String(value) === written ? value : written };
  }
  if (typeof value === 'string' && said) return { kind: 'scalar', start, end: through, value: `${value} # ${said}` };
  if (typeof value === 'string' || typeof value === 'boolean' || value === null)
    return { kind: 'scalar', start, end, value };
  return { kind: 'scalar', start, end, value: written };
}

/**
 * Does a YAML file hold records in a list (a CI workflow's steps, a test matrix's entries)? Such a file is read as JSON
 * is; a file of nested keys alone is read line by line, as a `Key: value` text (its comments and units kept there).
 */
export function holdsRecords(node: JsonNode): boolean {
  if (node.kind === 'scalar') return false;
  if (node.kind === 'array') return node.items.some((item) => item.kind === 'object' || holdsRecords(item));
  return node.entries.some((e) => holdsRecords(e.value));
}
