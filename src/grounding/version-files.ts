// The files that pin versions by their name alone (.nvmrc, .tool-versions, go.mod, Dockerfile), read as fields.
import type { ConfigEntry, ConfigTable } from './config-entries.js';
import { linesOf, type TextLine } from './text.js';

/** Files holding one version of the tool their name gives. */
const ONE_TOOL: ReadonlyMap<string, string> = new Map([
  ['.nvmrc', 'node'],
  ['.node-version', 'node'],
  ['.python-version', 'python'],
  ['.ruby-version', 'ruby'],
  ['.java-version', 'java'],
  ['.go-version', 'go'],
  ['.terraform-version', 'terraform'],
  ['.bun-version', 'bun'],
  ['rust-toolchain', 'rust'],
]);

/** The tools .tool-versions names otherwise than people do ("nodejs" is Node.js, "golang" is Go). */
const TOOL_NAMES: ReadonlyMap<string, string> = new Map([
  ['nodejs', 'node'],
  ['golang', 'go'],
]);

/** A version as these files write it: "20.11.0", "v20.11.0", "3.12". */
const VERSION = /^v?\d+(?:\.\d+)*$/u;
/** A line of .tool-versions: the tool, then its versions (the first is the one used), then perhaps a comment. */
const TOOL_LINE = /^([A-Za-z][\w.-]*)[ \t]+(\S+)/u;

/**
 * The versions such a file pins, each as a field named for its tool ("node-version = 20.11.0" of .nvmrc, one per line of
 * .tool-versions), and what a go.mod or a Dockerfile gives. None when the file is no such file, or any line of a file
 * of versions is no version (".nvmrc" holding "lts/iron").
 */
export function versionFileEntries(uri: string, text: string): ConfigEntry[] | undefined {
  const name = uri.split(/[\\/]/u).pop() ?? '';
  const tool = ONE_TOOL.get(name);
  // (Any other file is passed over before its text is read.)
  const read =
    tool !== undefined
      ? (lines: readonly TextLine[]) => oneVersion(tool, lines)
      : name === 'go.mod'
        ? goModEntries
        : name === 'Dockerfile' || name === 'Containerfile' || name.endsWith('.dockerfile')
          ? dockerfileEntries
          : name === '.tool-versions'
            ? toolVersionsEntries
            : undefined;
  return read?.(linesOf(text).filter((l) => l.text.trim() !== '' && !l.text.trimStart().startsWith('#')));
}

/** The one version of a file of one tool, its only line. */
function oneVersion(tool: string, lines: readonly TextLine[]): ConfigEntry[] | undefined {
  const [only, ...more] = lines;
  const value = only?.text.trim() ?? '';
  if (!only || more.length > 0 || !VERSION.test(value)) return undefined;
  const valueStart = only.start + only.text.indexOf(value);
  return [entry(tool, value, only.start, only.start + only.text.length, valueStart)];
}

/** One version per line of .tool-versions, each of the tool the line names; none when a line gives no version. */
function toolVersionsEntries(lines: readonly TextLine[]): ConfigEntry[] | undefined {
  const entries: ConfigEntry[] = [];
  for (const line of lines) {
    const m = TOOL_LINE.exec(line.text);
    const value = m?.[2] ?? '';
    if (!m || !VERSION.test(value)) return undefined;
    const valueStart = line.start + line.text.indexOf(value, (m[1] ?? '').length);
    const named = (m[1] ?? '').toLowerCase();
    entries.push(entry(TOOL_NAMES.get(named) ?? named, value, line.start, line.start + line.text.length, valueStart));
  }
  return entries.length > 0 ? entries : undefined;
}

/** A line of go.mod that names the module, the Go version ("go 1.22") or requires a module, alone or in a block ("\tgolang.org/x/sync v0.6.0"). */
const GO_LINE =
  /^(?:module[ \t]+(\S+)|go[ \t]+(\d+(?:\.\d+)*)|(?:require[ \t]+)?[ \t]*([\w.~-]+(?:\/[\w.~-]+)+)[ \t]+(v\d+\.\d+\.\d+\S*))[ \t]*(?:\/\/.*)?$/u;

/**
 * The Go version of a go.mod and the modules it requires, each as a dependency named by the last part of its path
 * ("cobra" of github.com/spf13/cobra), direct or indirect, and the module's own path. Other lines (toolchain,
 * replace) give nothing; none when no line does.
 */
function goModEntries(lines: readonly TextLine[]): ConfigEntry[] | undefined {
  const entries: ConfigEntry[] = [];
  for (const line of lines) {
    const m = GO_LINE.exec(line.text);
    if (!m) continue;
    const end = line.start + line.text.length;
    const [, path, go, module, version] = m;
    if (path !== undefined)
      entries.push({ path: ['module'], value: path, range: { start: line.start, end }, valueStart: end - path.length });
    else if (go !== undefined) entries.push(entry('go', go, line.start, end, line.start + line.text.indexOf(go, 2)));
    else if (module !== undefined && version !== undefined)
      entries.push({
        // (A module required only by another, "// indirect", is no direct dependency.)
        path: [/\/\/\s*indirect\b/u.test(line.text) ? 'indirect-dependencies' : 'dependencies', moduleName(module)],
        value: version,
        range: { start: line.start, end },
        valueStart: line.start + line.text.lastIndexOf(version),
      });
  }
  return entries.length > 0 ? entries : undefined;
}

/** A Dockerfile instruction: its name, then what it is given. */
const INSTRUCTION = /^[ \t]*([A-Za-z]+)[ \t]+(\S.*)$/u;
/** The image of a FROM and its tag's version ("node:20-alpine", "python:3.12-slim", "nginx:1.27"). */
const IMAGE = /^(?:--\S+[ \t]+)*(?:[\w.-]+\/)*([\w.-]+):v?(\d+(?:\.\d+)*)/u;

/**
 * A Dockerfile's instructions, each a field of its name ("expose: 8080", "run: npm ci"), and the version of each
 * image it builds from, as that tool's ("node-version = 20" of "FROM node:20-alpine").
 */
function dockerfileEntries(lines: readonly TextLine[]): ConfigEntry[] | undefined {
  const entries: ConfigEntry[] = [];
  let continued = false;
  for (const line of lines) {
    // (A line after one ending in a backslash goes on with its instruction: it is none of its own.)
    const after = continued;
    continued = line.text.trimEnd().endsWith('\\');
    const m = after ? undefined : INSTRUCTION.exec(line.text);
    if (!m) continue;
    const [, instruction = '', written = ''] = m;
    const given = written.trimEnd();
    const end = line.start + line.text.length;
    const valueStart = line.start + line.text.indexOf(given, instruction.length);
    // (EXPOSE gives the port the container listens on.)
    const field = instruction.toLowerCase() === 'expose' ? 'exposed port' : instruction.toLowerCase();
    entries.push({ path: [field], value: given, range: { start: line.start, end }, valueStart });
    const image = instruction.toLowerCase() === 'from' ? IMAGE.exec(given) : undefined;
    if (image?.[1] !== undefined && image[2] !== undefined)
      entries.push(
        entry(image[1].toLowerCase(), image[2], line.start, end, valueStart + given.indexOf(image[2], image[1].length)),
      );
  }
  return entries.length > 0 ? entries : undefined;
}

/** A module by the last part of its path, before a major version's ("mapstructure" of ".../mapstructure/v2"). */
function moduleName(path: string): string {
  const parts = path.split('/');
  const last = parts.pop() ?? path;
  return /^v\d+$/u.test(last) ? (parts.pop() ?? last) : last;
}

/** The tables a file's dependencies make, each at its first entry: counted as a whole ("ten direct dependencies"). */
export function versionFileTables(entries: readonly ConfigEntry[]): ConfigTable[] {
  return ['dependencies', 'indirect-dependencies'].flatMap((table) => {
    const first = entries.find((e) => e.path[0] === table);
    return first ? [{ path: [table], range: first.range }] : [];
  });
}

function entry(tool: string, value: string, start: number, end: number, valueStart: number): ConfigEntry {
  return { path: [`${tool}-version`], value, range: { start, end }, valueStart };
}
