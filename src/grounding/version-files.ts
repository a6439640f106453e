// The files that pin a tool's version by their name alone (.nvmrc, .python-version, .tool-versions), read as fields.
import type { ConfigEntry } from './config-entries.js';

/** Files holding one version of the tool their name gives. */
const ONE_TOOL: Readonly<Record<string, string>> = {
  '.nvmrc': 'node',
  '.node-version': 'node',
  '.python-version': 'python',
  '.ruby-version': 'ruby',
  '.java-version': 'java',
  '.go-version': 'go',
  '.terraform-version': 'terraform',
  '.bun-version': 'bun',
  'rust-toolchain': 'rust',
};

/** The tools .tool-versions names otherwise than people do ("nodejs" is Node.js, "golang" is Go). */
const TOOL_NAMES: Readonly<Record<string, string>> = { nodejs: 'node', golang: 'go' };

/** A version as these files write it: "20.11.0", "v20.11.0", "3.12". */
const VERSION = /^v?\d+(?:\.\d+)*$/u;
/** A line of .tool-versions: the tool, then its versions (the first is the one used), then perhaps a comment. */
const TOOL_LINE = /^([A-Za-z][\w.-]*)[ \t]+(\S+)/u;

/**
 * The versions such a file pins, each as a field named for its tool ("node-version = 20.11.0" of .nvmrc, one per line of
 * .tool-versions). None when the file is no such file, or any line of it is no version (".nvmrc" holding "lts/iron").
 */
export function versionFileEntries(uri: string, text: string): ConfigEntry[] | undefined {
  const name = uri.split(/[\\/]/u).pop() ?? '';
  const lines: { text: string; start: number }[] = [];
  let pos = 0;
  for (const line of text.split('\n')) {
    const trimmed = line.replace(/\r$/u, '');
    if (trimmed.trim() !== '' && !trimmed.trimStart().startsWith('#')) lines.push({ text: trimmed, start: pos });
    pos += line.length + 1;
  }
  const tool = ONE_TOOL[name];
  if (tool !== undefined) {
    const [only, ...more] = lines;
    const value = only?.text.trim() ?? '';
    if (!only || more.length > 0 || !VERSION.test(value)) return undefined;
    const valueStart = only.start + only.text.indexOf(value);
    return [entry(tool, value, only.start, only.start + only.text.length, valueStart)];
  }
  if (name !== '.tool-versions') return undefined;
  const entries: ConfigEntry[] = [];
  for (const line of lines) {
    const m = TOOL_LINE.exec(line.text);
    const value = m?.[2] ?? '';
    if (!m || !VERSION.test(value)) return undefined;
    const valueStart = line.start + line.text.indexOf(value, (m[1] ?? '').length);
    const named = (m[1] ?? '').toLowerCase();
    entries.push(entry(TOOL_NAMES[named] ?? named, value, line.start, line.start + line.text.length, valueStart));
  }
  return entries.length > 0 ? entries : undefined;
}

function entry(tool: string, value: string, start: number, end: number, valueStart: number): ConfigEntry {
  return { path: [`${tool}-version`], value, range: { start, end }, valueStart };
}
