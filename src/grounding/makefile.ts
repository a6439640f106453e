/**
 * @module grounding/makefile: a Makefile read as fields: each variable (`CLANG ?= clang-22`, its words a list when it
 * has several: `CFLAGS := -O2 -g -Wall`), each rule's prerequisites under its target ("targets.all prerequisites"), a
 * special target's (`.PHONY`) as its list, and each command of a rule's recipe; the targets and each recipe's commands are counted, and
 * the comments read as prose. Pure.
 */
import { withComments } from './comments.js';
import type { Range } from '../core/model.js';
import type { ConfigEntry, ConfigTable } from './config-entries.js';
import { fileName, linesOf, type TextLine } from './text.js';

/** The names a Makefile goes by. */
const MAKEFILE_NAME = /^(?:GNUmakefile|[Mm]akefile|[\w.-]+\.(?:mk|mak))$/u;
/** `NAME ?= value`, `NAME := value`, `export NAME = value`. */
const ASSIGNMENT = /^(?:(?:export|override)[ \t]+)?([A-Za-z_.][\w.-]*)[ \t]*(\?=|::?=|\+=|!=|=)[ \t]*(.*)$/u;
/** `target another: prerequisites` (not `target: VAR = value`, which sets a variable for the target). */
const RULE = /^([^\s:=#][^:=#]*?)[ \t]*::?(?!=)[ \t]*([^=#]*?)[ \t]*(?:#.*)?$/u;
/** The lines of a conditional or an include, which hold no value of their own. */
const DIRECTIVE = /^[ \t]*(?:ifeq|ifneq|ifdef|ifndef|else|endif|include|-include|sinclude|vpath|unexport)\b/u;
/** The lines one logical line may go on over, joined by backslashes: one that runs further is not read. */
const MAX_LINES = 200;

/** The fields of a Makefile, or none when the file is named otherwise or holds no variable or rule. */
export function makefileFields(
  uri: string,
  text: string,
): { entries: ConfigEntry[]; tables: ConfigTable[] } | undefined {
  if (!MAKEFILE_NAME.test(fileName(uri))) return undefined;
  const lines = linesOf(text);
  const entries: ConfigEntry[] = [];
  const tables: ConfigTable[] = [];
  // The rule read last: its own targets (no special one) and its commands so far.
  let rule: { targets: string[]; commands: string[] } | undefined;
  let defining = false;
  const targetNames = new Set<string>();
  // A command of the rule's recipe, read under each of its targets and counted for them.
  const recipe = (command: string, line: TextLine, range: Range): void => {
    if (!rule || command === '') return;
    rule.commands.push(`${rule.commands.length + 1}: ${command}`);
    for (const target of rule.targets)
      entries.push({
        path: ['targets', `${target} recipe`],
        value: command,
        range,
        valueStart: startIn(line, command),
      });
  };
  for (let k = 0; k < lines.length; k += 1) {
    const first = lines[k] as TextLine;
    // A logical line: its physical lines joined where one ends with a backslash.
    let last = first;
    let joined = first.text;
    for (let more = 0; /\\$/u.test(last.text) && k + 1 < lines.length && more < MAX_LINES; more += 1) {
      k += 1;
      last = lines[k] as TextLine;
      joined = `${joined.replace(/\\$/u, ' ')}${last.text.trim()}`;
    }
    // (A backslash that ends the file continues nothing.)
    joined = joined.replace(/[ \t]*\\$/u, '');
    const range = { start: first.start, end: last.start + last.text.length };
    if (defining) {
      defining = !/^[ \t]*endef\b/u.test(joined);
      continue;
    }
    if (/^[ \t]*define\b/u.test(joined)) {
      defining = true;
      continue;
    }
    if (joined.startsWith('\t')) {
      // A command of the rule above, one per line ("go generate ./...").
      recipe(joined.trim().replace(/^[@+-]+/u, ''), first, range);
      continue;
    }
    if (/^[ \t]*(?:#|$)/u.test(joined) || DIRECTIVE.test(joined)) continue;
    const assignment = ASSIGNMENT.exec(joined);
    if (assignment) {
      const [, name = '', , value = ''] = assignment;
      const trimmed = value
        .replace(/[ \t]+#.*$/u, '')
        .replace(/\s+/gu, ' ')
        .trim();
      // (A reference to a variable, "$(CFLAGS)" at the end of CFLAGS, is no word of the list.)
      const words = trimmed.split(/\s+/u).filter((w) => w !== '' && !/^\$[({]/u.test(w));
      entries.push({
        path: [name],
        value: trimmed,
        range,
        valueStart: startIn(first, trimmed),
        ...(words.length >= 2 ? { items: words } : {}),
      });
      rule = undefined;
      continue;
    }
    const found = RULE.exec(joined);
    if (!found) continue;
    const targets = (found[1] ?? '').split(/\s+/u).filter(Boolean);
    // (A recipe may start on the rule's line after a semicolon: `clean: ; rm -f *.o`.)
    const [needs = '', inline] = (found[2] ?? '').split(/;(.*)/su);
    const prerequisites = needs.replace(/\|/gu, ' ').split(/\s+/u).filter(Boolean);
    // (A special target, `.PHONY: all clean`, is no target of the file's own: its prerequisites are what it marks.)
    rule = { targets: targets.filter((t) => !t.startsWith('.')), commands: [] };
    for (const target of targets)
      entries.push({
        path: target.startsWith('.') ? [target] : ['targets', `${target} prerequisites`],
        value: prerequisites.join(' '),
        range,
        valueStart: first.start + first.text.indexOf(':') + 1,
        items: prerequisites,
      });
    for (const target of rule.targets) {
      targetNames.add(target);
      // (Its commands are counted as they are read: the table holds the rule's list of them.)
      tables.push({ path: ['targets', `${target} recipe`], range, words: 'commands steps', children: rule.commands });
    }
    recipe(inline?.trim() ?? '', first, range);
  }
  const [opening] = entries;
  if (!opening) return undefined;
  return {
    entries: withComments(lines, text.length, entries).entries,
    tables: [{ path: ['targets'], range: opening.range, words: 'rules', children: [...targetNames] }, ...tables],
  };
}

/** Where a value starts on its line: found by its opening characters, else the line's start. */
function startIn(line: TextLine, value: string): number {
  return line.start + Math.max(0, line.text.indexOf(value.slice(0, 12)));
}
