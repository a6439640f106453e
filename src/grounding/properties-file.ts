/**
 * @module grounding/properties-file: a Java `.properties` file (Kafka's server.properties, gradle.properties) read as
 * fields: each `key=value` or `key: value` a setting named by its dotted key, the comments above them (and the settings
 * commented out) read as prose, and the settings counted, in all and in each section a banner comment opens. Pure.
 */
import { sectionTables, withComments } from './comments.js';
import type { ConfigEntry, ConfigTable } from './config-entries.js';
import { fileName, linesOf } from './text.js';

/** A setting's line: a key, then `=` or `:` (spaces around it allowed), then the value. */
const SETTING = /^([ \t]*)([^\s=:#!][^\s=:]{0,120}?)[ \t]*[=:][ \t]*(.*)$/u;
/** What a properties file's entries are called. */
const SETTING_WORDS = 'settings properties';

/** The fields of a `.properties` file, or none when the file is named otherwise or sets nothing. */
export function propertiesFields(
  uri: string,
  text: string,
): { entries: ConfigEntry[]; tables: ConfigTable[] } | undefined {
  if (!/\.properties$/iu.test(fileName(uri))) return undefined;
  const lines = linesOf(text);
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
