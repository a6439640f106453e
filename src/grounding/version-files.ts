// The files that pin versions by their name alone (.nvmrc, .tool-versions, go.mod, Dockerfile), read as fields.
import type { ConfigEntry, ConfigTable } from './config-entries.js';
import { requirementsEntries } from './requirements-file.js';
import { fileName, linesOf, type TextLine } from './text.js';

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
  const name = fileName(uri);
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
  // (A requirements file's comments say what pulled each package in: it reads its own lines.)
  if (!read) return requirementsEntries(uri, text);
  return read(linesOf(text).filter((l) => l.text.trim() !== '' && !l.text.trimStart().startsWith('#')));
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
/** A variable ENV, ARG or LABEL sets: `KEY=value`, the value quoted or not. */
const ASSIGNMENT = /([\w.-]+)=("(?:[^"\\]|\\.)*"|'[^']*'|\S*)/gu;
/** The name a FROM gives its stage: "FROM node:22-alpine AS builder". */
const STAGE_NAME = /\s+as\s+([\w.-]+)\s*$/iu;
/** A reference to a build argument: "$VERSION", "${VERSION}". */
const ARG_REFERENCE = /\$\{(\w+)\}|\$(\w+)/gu;

/**
 * A Dockerfile's instructions, each a field of its name ("expose: 8080", "run: npm ci"); each variable an ENV, ARG or
 * LABEL sets, a field of its own ("env.PORT: 3000", "arg.PRISMA_VERSION: 7.3.0"); each build stage, named or numbered
 * ("stages.builder"), so the stages are counted; and the version of each image it builds from, as that tool's
 * ("node-version = 20" of "FROM node:20-alpine", or of "FROM node:${NODE_VERSION}" with the argument's default).
 */
function dockerfileEntries(lines: readonly TextLine[]): ConfigEntry[] | undefined {
  const entries: ConfigEntry[] = [];
  const defaults = new Map<string, string>();
  let continued = false;
  let stages = 0;
  for (const line of lines) {
    // (A line after one ending in a backslash goes on with its instruction: it is none of its own.)
    const after = continued;
    continued = line.text.trimEnd().endsWith('\\');
    const m = after ? undefined : INSTRUCTION.exec(line.text);
    if (!m) continue;
    const [, written = '', args = ''] = m;
    const instruction = written.toLowerCase();
    const given = args.trimEnd();
    const end = line.start + line.text.length;
    const valueStart = line.start + line.text.indexOf(given, written.length);
    // (EXPOSE gives the port the container listens on.)
    const field = instruction === 'expose' ? 'exposed port' : instruction;
    // (A variable is named by its own key, "env.PORT", and not again by the instruction's.)
    const set =
      instruction === 'env' || instruction === 'arg' || instruction === 'label'
        ? assignments(instruction, given, line.start, end, valueStart, defaults)
        : [];
    if (set.length > 0) entries.push(...set);
    else entries.push({ path: [field], value: given, range: { start: line.start, end }, valueStart });
    if (instruction !== 'from') continue;
    stages += 1;
    // (An argument's default stands for it: "FROM node:${NODE_IMAGE_VERSION}" with ARG NODE_IMAGE_VERSION="22-alpine".)
    const image = IMAGE.exec(
      given.replace(ARG_REFERENCE, (ref, a?: string, b?: string) => defaults.get(a ?? b ?? '') ?? ref),
    );
    // (A stage is named by its AS, else by its image: "nginx" of "FROM nginx:1.27-alpine".)
    const stage = STAGE_NAME.exec(given)?.[1] ?? image?.[1] ?? `stage-${stages}`;
    entries.push({ path: ['stages', stage], value: stage, range: { start: line.start, end }, valueStart });
    if (image?.[1] !== undefined && image[2] !== undefined) {
      const at = given.indexOf(image[2], image[1].length);
      entries.push(entry(image[1].toLowerCase(), image[2], line.start, end, at >= 0 ? valueStart + at : valueStart));
    }
  }
  return entries.length > 0 ? entries : undefined;
}

/** The variables an ENV, ARG or LABEL sets ("KEY=value", or ENV's older "KEY value"), each a field; ARG's are kept. */
function assignments(
  instruction: string,
  given: string,
  start: number,
  end: number,
  valueStart: number,
  defaults: Map<string, string>,
): ConfigEntry[] {
  const found = [...given.matchAll(ASSIGNMENT)].map((a) => ({
    key: a[1] ?? '',
    raw: a[2] ?? '',
    at: a.index + (a[1] ?? '').length + 1,
  }));
  const older = instruction === 'env' && found.length === 0 ? /^([\w.-]+)\s+(\S.*)$/u.exec(given) : undefined;
  if (older) found.push({ key: older[1] ?? '', raw: older[2] ?? '', at: given.length - (older[2] ?? '').length });
  return found.flatMap(({ key, raw, at }) => {
    const quoted = /^(["']).*\1$/u.test(raw);
    const value = quoted ? raw.slice(1, -1) : raw;
    if (instruction === 'arg') defaults.set(key, value);
    if (value === '') return [];
    return [{ path: [instruction, key], value, range: { start, end }, valueStart: valueStart + at + (quoted ? 1 : 0) }];
  });
}

/** A module by the last part of its path, before a major version's ("mapstructure" of ".../mapstructure/v2"). */
function moduleName(path: string): string {
  const parts = path.split('/');
  const last = parts.pop() ?? path;
  return /^v\d+$/u.test(last) ? (parts.pop() ?? last) : last;
}

/**
 * The tables a file's dependencies or a Dockerfile's stages make, each at its first entry: counted as a whole ("ten
 * direct dependencies", "three build stages").
 */
export function versionFileTables(entries: readonly ConfigEntry[]): ConfigTable[] {
  return ['dependencies', 'indirect-dependencies', 'requirements', 'markers', 'stages'].flatMap((table) => {
    const first = entries.find((e) => e.path[0] === table);
    // (A requirements file's requirements are the packages it pins.)
    const words = table === 'requirements' ? { words: 'packages' } : {};
    return first ? [{ path: [table], range: first.range, ...words }] : [];
  });
}

function entry(tool: string, value: string, start: number, end: number, valueStart: number): ConfigEntry {
  return { path: [`${tool}-version`], value, range: { start, end }, valueStart };
}
