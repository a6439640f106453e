/**
 * @module grounding/makefile: a Makefile read as fields: each variable (`CLANG ?= clang-22`, its words a list when it
 * has several: `CFLAGS := -O2 -g -Wall`), each rule's prerequisites under its target ("targets.all prerequisites"), a
 * special target's (`.PHONY`) as its list, and each command of a rule's recipe; the targets and each recipe's commands are counted, and
 * the comments read as prose. Pure.
 */
import { withComments } from './comments.js';
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
  let rule: { targets: string[]; commands: string[] } | undefined;
  let defining = false;
  const targetNames = new Set<string>();
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
      // A command of the rule above, one per line ("go generate ./..."), read under each of its targets.
      if (!rule) continue;
      const command = joined.trim().replace(/^[@+-]+/u, '');
      if (command === '') continue;
      rule.commands.push(`${rule.commands.length + 1}: ${command}`);
      for (const target of rule.targets)
        entries.push({
          path: ['targets', `${target} recipe`],
          value: command,
          range,
          valueStart: first.start + Math.max(0, first.text.indexOf(command.slice(0, 12))),
        });
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
        valueStart: first.start + Math.max(0, first.text.indexOf(trimmed.slice(0, 12))),
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
    rule = { targets, commands: [] };
    const command = inline?.trim();
    if (command) rule.commands.push(`1: ${command}`);
    for (const target of targets) {
      // (A special target, `.PHONY: all clean`, is no target of the file's own: its prerequisites are what it marks.)
      const special = target.startsWith('.');
      if (!special) targetNames.add(target);
      // (Its commands are counted as they are read, below: the table holds the rule's list of them.)
      if (!special)
        tables.push({ path: ['targets', `${target} recipe`], range, words: 'commands steps', children: rule.commands });
      entries.push({
        path: special ? [target] : ['targets', `${target} prerequisites`],
        value: prerequisites.join(' '),
        range,
        valueStart: first.start + Math.max(0, first.text.indexOf(':') + 1),
        items: prerequisites,
      });
      if (command && !special)
        entries.push({
          path: ['targets', `${target} recipe`],
          value: command,
          range,
          valueStart: first.start + Math.max(0, first.text.indexOf(command.slice(0, 12))),
        });
    }
  }
  const [opening] = entries;
  if (!opening) return undefined;
  return {
    entries: withComments(lines, text.length, entries).entries,
    tables: [{ path: ['targets'], range: opening.range, words: 'rules', children: [...targetNames] }, ...tables],
  };
}
