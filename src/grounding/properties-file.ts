/**
 * @module grounding/properties-file: a Java `.properties` file (Kafka's server.properties, gradle.properties) read as
 * fields: each `key=value` or `key: value` a setting named by its dotted key, the comments above them (and the settings
 * commented out) read as prose, and the settings counted, in all and in each section a banner comment opens. A sample
 * written so under another name (Livy's `livy.conf.template`: `# livy.server.port = 8998`) gives the settings it shows
 * commented out as what one gets out of the box. Pure.
 */
import { commentAbove, sectionTables, withComments } from './comments.js';
import { groupedByParent, type ConfigEntry, type ConfigTable } from './config-entries.js';
import { blankLines, fileName, linesOf, type TextLine } from './text.js';

/** A setting's line: a key, then `=` or `:` (spaces around it allowed), then the value. */
const SETTING = /^([ \t]*)([^\s=:#!][^\s=:]{0,120}?)[ \t]*[=:][ \t]*(.*)$/u;
/** A sample's name: a `.conf` file or its template (`livy.conf.template`, `app.conf.sample`). */
const SAMPLE_NAME = /\.conf(?:\.template|\.sample|\.example|\.dist)?$/iu;
/** A setting of a sample, set or shown commented out: a dotted key, `=`, a value (`# livy.server.port = 8998`). */
const SAMPLE_SETTING = /^([ \t]*(?:#[ \t]?)?)([a-z][\w-]*(?:\.[\w-]+)+)[ \t]*=[ \t]*(\S.*?)[ \t]*$/u;
/** How many settings a sample must show for its name alone not to make it one. */
const MIN_SAMPLE = 3;
/** What a properties file's entries are called. */
const SETTING_WORDS = 'settings properties';

/** The fields of a `.properties` file, or none when the file is named otherwise or sets nothing. */
export function propertiesFields(
  uri: string,
  text: string,
): { entries: ConfigEntry[]; tables: ConfigTable[] } | undefined {
  const name = fileName(uri);
  const sample = !/\.properties$/iu.test(name);
  if (sample && !SAMPLE_NAME.test(name)) return undefined;
  const lines = linesOf(text);
  if (sample) return sampleFields(lines, text.length);
  const settings: ConfigEntry[] = [];
  for (let k = 0; k < lines.length; k += 1) {
    const line = lines[k] as { text: string; start: number };
    const m = SETTING.exec(line.text);
    if (!m || /^[ \t]*[#!]/u.test(line.text)) continue;
    const lead = m[1]?.length ?? 0;
    const key = m[2] ?? '';
    let value = (m[3] ?? '').trim();
    let end = line.start + line.text.length;
    // (A line that ends in a backslash goes on on the next.)
    while (value.endsWith('\\') && k + 1 < lines.length) {
      k += 1;
      const next = lines[k] as { text: string; start: number };
      value = `${value.slice(0, -1).trimEnd()} ${next.text.trim()}`.trim();
      end = next.start + next.text.length;
    }
    settings.push({
      path: key.split('.').filter((p) => p !== ''),
      value,
      range: { start: line.start + lead, end },
      valueStart: line.start + line.text.length - (m[3] ?? '').length,
    });
  }
  const [first] = settings;
  if (!first) return undefined;
  const { entries, sections } = withComments(lines, text.length, settings);
  const table = (within?: { start: number; end: number }): string[] =>
    settings
      .filter((s) => !within || (s.range.start >= within.start && s.range.start < within.end))
      .map((s) => s.path.join('.'));
  return {
    entries,
    tables: [
      { path: [], range: first.range, name: 'settings', words: SETTING_WORDS, children: table() },
      ...sectionTables(sections, [], SETTING_WORDS).map((t) => ({
        ...t,
        children: table(t.within),
      })),
    ],
  };
}

/**
 * The fields of a sample written as dotted `key = value` settings, most shown commented out, or none when its lines
 * that are no comment are not all such settings or it shows too few.
 */
function sampleFields(
  lines: readonly TextLine[],
  end: number,
): { entries: ConfigEntry[]; tables: ConfigTable[] } | undefined {
  const code = lines.filter((l) => !/^[ \t]*(?:#|$)/u.test(l.text));
  if (code.some((l) => !SAMPLE_SETTING.test(l.text))) return undefined;
  const read = lines.flatMap((line, k) => {
    const m = SAMPLE_SETTING.exec(line.text);
    if (!m) return [];
    const [, marks = '', key = '', value = ''] = m;
    const commented = marks.includes('#');
    const setting: ConfigEntry = {
      path: key.split('.'),
      value,
      range: { start: line.start + marks.length, end: line.start + line.text.length },
      valueStart: line.start + line.text.lastIndexOf(value),
      ...(commented ? { commented: true } : {}),
      shown: true,
    };
    return [{ setting, k }];
  });
  if (read.length < MIN_SAMPLE) return undefined;
  const settings = read.map((r) => r.setting);
  // (The settings shown commented out are no prose, nor what the next one is about.)
  const prose = blankLines(lines, new Set(read.filter((r) => r.setting.commented).map((r) => r.k)));
  const described = read.map(({ setting, k }) => {
    const said = commentAbove(prose, k);
    return said === '' ? setting : { ...setting, about: said };
  });
  return { entries: withComments(prose, end, described).entries, tables: leafTables(settings) };
}

/**
 * A count of each group of settings that share all but their last key and hold no deeper ones (the five
 * `livy.server.http.header.*`), those shown commented out among them: what a sample lists.
 */
function leafTables(settings: readonly ConfigEntry[]): ConfigTable[] {
  // (A group that holds groups of its own is no list: `livy.server` holds `livy.server.http.header`.)
  const deeper = new Set(settings.flatMap((e) => e.path.slice(1, -1).map((_, n) => e.path.slice(0, n + 1).join('.'))));
  return [...groupedByParent(settings)]
    .filter(([name, g]) => g.names.size >= 2 && !deeper.has(name))
    .map(([, g]) => ({ path: g.path, range: g.first.range, children: [...g.names] }));
}
