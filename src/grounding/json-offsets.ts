/**
 * @module grounding/json-offsets: a JSON reader that keeps each value's character range, for passages that point into the
 * source. It reads JSON with comments too (a `tsconfig.json`, VS Code's `launch.json`): line and block comments and a
 * comma before a closing bracket, and JSON5's strings in single quotes and keys without quotes (`renovate.json5`).
 */

export type JsonNode =
  | {
      readonly kind: 'object';
      readonly start: number;
      readonly end: number;
      readonly entries: readonly { key: string; keyStart: number; value: JsonNode }[];
      /** Its entries are one thing's properties (an XML element's attributes), no list of entries to count. */
      readonly properties?: boolean;
    }
  | {
      readonly kind: 'array';
      readonly start: number;
      readonly end: number;
      readonly items: readonly JsonNode[];
      /** One property's values under different conditions (MSBuild's), no list of entries to count. */
      readonly alternatives?: boolean;
    }
  | {
      readonly kind: 'scalar';
      readonly start: number;
      readonly end: number;
      readonly value: string | number | boolean | null;
    };

/**
 * A parse of the last text asked for, kept: a source's facts and its passages read the same text one after the other,
 * and parse it once. The nodes are read-only, so both may share them.
 */
export function keepingLast<T>(parse: (text: string) => T): (text: string) => T {
  let last: { readonly text: string; readonly result: T } | undefined;
  return (text) => {
    if (last?.text !== text) last = { text, result: parse(text) };
    return last.result;
  };
}

/** Parse JSON text into nodes with [start, end) ranges; returns undefined when the text is not valid JSON (with comments). */
export const parseJsonWithOffsets = keepingLast(readJsonWithOffsets);

function readJsonWithOffsets(text: string): JsonNode | undefined {
  let i = 0;
  const fail = (): never => {
    throw new SyntaxError(`invalid JSON at ${i}`);
  };
  // White space and comments: a line comment to its end, a block comment to its close (or the text's end, which fails).
  const ws = (): void => {
    for (;;) {
      while (i < text.length && /\s/u.test(text[i] ?? '')) i += 1;
      if (text.startsWith('//', i)) i = text.includes('\n', i) ? text.indexOf('\n', i) : text.length;
      else if (text.startsWith('/*', i)) i = text.includes('*/', i + 2) ? text.indexOf('*/', i + 2) + 2 : fail();
      else return;
    }
  };
  // A string in double quotes, or JSON5's in single quotes (`'org.junit:**'`).
  const str = (): string => {
    const start = i;
    const quote = text[i];
    if (quote !== '"' && quote !== "'") return fail();
    i += 1;
    while (i < text.length && text[i] !== quote) i += text[i] === '\\' ? 2 : 1;
    if (text[i] !== quote) fail();
    i += 1;
    const inner = text.slice(start + 1, i - 1);
    return JSON.parse(
      quote === '"' ? `"${inner}"` : `"${inner.replace(/\\'/gu, "'").replace(/(?<!\\)"/gu, '\\"')}"`,
    ) as string;
  };
  // A key: a string, or JSON5's name without quotes (`matchPackageNames`).
  const key = (): string => {
    const name = /^[A-Za-z_$][\w$]*/u.exec(text.slice(i, i + 200))?.[0];
    if (name === undefined) return str();
    i += name.length;
    return name;
  };
  const value = (): JsonNode => {
    ws();
    const start = i;
    const c = text[i];
    if (c === '{') {
      i += 1;
      const entries: { key: string; keyStart: number; value: JsonNode }[] = [];
      for (;;) {
        ws();
        // (Closed at once, or after a comma before the closing brace: `"b": 2, }`.)
        if (text[i] === '}') {
          i += 1;
          return { kind: 'object', start, end: i, entries };
        }
        const keyStart = i;
        const name = key();
        ws();
        if (text[i] !== ':') fail();
        i += 1;
        entries.push({ key: name, keyStart, value: value() });
        ws();
        if (text[i] === ',') i += 1;
        else if (text[i] === '}') {
          i += 1;
          return { kind: 'object', start, end: i, entries };
        } else fail();
      }
    }
    if (c === '[') {
      i += 1;
      const items: JsonNode[] = [];
      for (;;) {
        ws();
        if (text[i] === ']') {
          i += 1;
          return { kind: 'array', start, end: i, items };
        }
        items.push(value());
        ws();
        if (text[i] === ',') i += 1;
        else if (text[i] === ']') {
          i += 1;
          return { kind: 'array', start, end: i, items };
        } else fail();
      }
    }
    if (c === '"' || c === "'") {
      const read = str();
      return { kind: 'scalar', start, end: i, value: read };
    }
    const m = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/u.exec(text.slice(i, i + 64));
    if (!m) return fail();
    i += m[0].length;
    return { kind: 'scalar', start, end: i, value: JSON.parse(m[0]) as number | boolean | null };
  };
  try {
    const root = value();
    ws();
    return i === text.length ? root : undefined;
  } catch {
    return undefined;
  }
}
