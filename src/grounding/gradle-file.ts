/**
 * @module grounding/gradle-file: a Gradle build script, Groovy's `build.gradle` or Kotlin's `build.gradle.kts`, read as
 * fields under the blocks they sit in: a plugin by its id with its version (`id("io.ktor.plugin") version "3.4.3"`,
 * `kotlin("jvm") version "2.3.20"`), a dependency by its artifact with its version and configuration
 * (`implementation("ch.qos.logback:logback-classic:1.5.21")`), an assignment (`version = "0.0.1"`), a call of one
 * literal (`jvmToolchain(17)`, `fallback.set(false)`), and the values a block adds to one list (`buildArgs.add(...)`)
 * that list's items. Each block of several entries is counted (the five `plugins`, the seven `dependencies`). Pure.
 */
import { groupedByParent, type ConfigEntry, type ConfigTable } from './config-entries.js';
import { fileName, linesOf, type TextLine } from './text.js';

/** A block's opening line: its name (`plugins`, `named("main")`, `tasks.withType<Test>().configureEach`), then `{`. */
const OPEN = /^[ \t]*([A-Za-z_][\w.<>()"' ]*?)[ \t]*\{[ \t]*$/u;
/** A block's name written as a call of one string: `named("main")`. */
const NAMED_CALL = /^\w+\(\s*["']([^"']+)["']\s*\)$/u;
/** A plugin: `id("x") version "v"`, `id 'x' version 'v'`, `kotlin("jvm") version "v"`, or a bare `application`. */
const PLUGIN =
  /^[ \t]*(?:(id|kotlin)[ \t]*\(?[ \t]*["']([^"']+)["'][ \t]*\)?(?:[ \t]+version[ \t]*\(?[ \t]*["']([^"']+)["'][ \t]*\)?)?|([A-Za-z][\w-]*|`[\w-]+`))[ \t]*$/u;
/** A dependency: a configuration and its coordinates, `implementation("g:a:v")` or `runtimeOnly 'g:a'`. */
const DEPENDENCY =
  /^[ \t]*([a-z][A-Za-z]*)[ \t]*\(?[ \t]*["']([\w.-]+):([\w.-]+)(?::([^"'@]+))?(?:@\w+)?["'][ \t]*\)?[ \t]*$/u;
/**
 * An assignment of a literal, or of a call of one (`version = "0.0.1"`, `ext.x = "1"`, `languageVersion =
 * JavaLanguageVersion.of(17)`).
 */
const ASSIGN =
  /^[ \t]*([A-Za-z_][\w.]*)[ \t]*=[ \t]*(?:[A-Za-z_][\w.]*\([ \t]*)?(["']?)([\w.:/-]+|[^"'\n]*)\2(?:[ \t]*\))?[ \t]*$/u;
/** A call of one literal: `jvmToolchain(17)`, `fallback.set(false)`, `buildArgs.add("--x")`, `events("a", "b")`. */
const CALL =
  /^[ \t]*([A-Za-z_][\w.]*?)(?:\.(set|add))?[ \t]*\([ \t]*((?:["'][^"'\n]*["']|[\w.-]+)(?:[ \t]*,[ \t]*(?:["'][^"'\n]*["']|[\w.-]+))*)[ \t]*\)[ \t]*$/u;

/** The fields of a Gradle build script, or none when the file is named otherwise or gives none. */
export function gradleFields(uri: string, text: string): { entries: ConfigEntry[]; tables: ConfigTable[] } | undefined {
  if (!/\.gradle(?:\.kts)?$/iu.test(fileName(uri))) return undefined;
  const lines = linesOf(text);
  const entries: ConfigEntry[] = [];
  const lists = new Map<string, { path: string[]; items: string[]; first: TextLine; at: number }>();
  const blocks: string[] = [];
  const assigned = new Map<string, string>();
  for (const line of lines) {
    // (A comment runs from `//` after a space to the line's end; `"https://..."` is no comment.)
    const code = line.text.replace(/(?:^|[ \t])\/\/.*$/u, '');
    const open = OPEN.exec(code);
    if (open) {
      blocks.push(blockName(open[1] ?? ''));
      continue;
    }
    if (/^[ \t]*\}[ \t]*$/u.test(code)) {
      blocks.pop();
      continue;
    }
    const at = (value: string): number => line.start + Math.max(0, line.text.indexOf(value));
    const add = (path: string[], value: string): void => {
      entries.push({
        path,
        value,
        range: { start: line.start + line.text.search(/\S/u), end: line.start + line.text.length },
        valueStart: at(value),
      });
    };
    const inside = blocks.at(-1);
    const plugin = inside === 'plugins' ? PLUGIN.exec(code) : null;
    if (plugin) {
      const id = plugin[2] ?? plugin[4]?.replace(/`/gu, '') ?? '';
      add([...blocks, plugin[1] === 'kotlin' ? `kotlin.${id}` : id], plugin[3] ?? id);
      continue;
    }
    const dependency = inside === 'dependencies' ? DEPENDENCY.exec(code) : null;
    if (dependency) {
      const [, configuration = '', group = '', artifact = '', written] = dependency;
      // (A version the script sets elsewhere, `${webjarsBootstrapVersion}`, is that value.)
      const variable = written === undefined ? undefined : /^\$\{?(\w+)\}?$/u.exec(written)?.[1];
      const version = variable === undefined ? written : assigned.get(variable);
      // (Its version where it pins one, else its configuration; its configuration and group beside it.)
      add([...blocks, artifact], version ?? configuration);
      if (version !== undefined) add([...blocks, artifact, 'configuration'], configuration);
      add([...blocks, artifact, 'group'], group);
      continue;
    }
    const assignment = ASSIGN.exec(code);
    if (assignment) {
      const path = [...blocks, ...(assignment[1] ?? '').split('.')];
      assigned.set(path.at(-1) ?? '', assignment[3] ?? '');
      add(path, assignment[3] ?? '');
      continue;
    }
    const call = CALL.exec(code);
    if (!call) continue;
    const [, name = '', verb, args = ''] = call;
    const values = [...args.matchAll(/["']([^"'\n]*)["']|([\w.-]+)/gu)].map((m) => m[1] ?? m[2] ?? '');
    const path = [...blocks, ...name.split('.')];
    if (verb === 'add' || values.length > 1) {
      const key = path.join('\u0000');
      const list = lists.get(key) ?? { path, items: [], first: line, at: at(values[0] ?? '') };
      list.items.push(...values);
      lists.set(key, list);
    } else if (values.length === 1) add(path, values[0] ?? '');
  }
  for (const list of lists.values())
    entries.push({
      path: list.path,
      value: list.items.join(', '),
      range: { start: list.first.start, end: list.first.start + list.first.text.length },
      valueStart: list.at,
      items: list.items,
    });
  if (entries.length === 0) return undefined;
  entries.sort((a, b) => a.range.start - b.range.start);
  return { entries, tables: blockTables(entries) };
}

/** A block's name as a key: `named("main")` is `main`, `tasks.withType<Test>().configureEach` is `tasks`. */
function blockName(written: string): string {
  const named = NAMED_CALL.exec(written.trim());
  if (named) return named[1] ?? '';
  return written.trim().split(/[.(<\s]/u)[0] ?? '';
}

/** A count of each block that holds two or more entries of its own (a dependency's configuration and group aside). */
function blockTables(entries: readonly ConfigEntry[]): ConfigTable[] {
  const own = entries.filter((e) => e.path.length >= 2 && !['configuration', 'group'].includes(e.path.at(-1) ?? ''));
  return [...groupedByParent(own).values()]
    .filter((g) => g.names.size >= 2)
    .map((g) => ({ path: g.path, range: g.first.range, children: [...g.names] }));
}
