/**
 * @module grounding/env-file: a dotenv file (.env, .env.example, example.env) read as fields: each `KEY=value` a
 * variable of "env", the comments above them read as prose, and the variables counted, in all and in each section a
 * banner comment opens ("#---- Backend Config ----#"). Pure.
 */
import { sectionTables, withComments } from './comments.js';
import { readConfig, type ConfigEntry, type ConfigTable } from './config-entries.js';
import { fileName, linesOf } from './text.js';

/** The names a dotenv file goes by: ".env", ".env.example", "production.env", "env.sample". */
const ENV_NAME = /^(?:\.env(?:\.[\w.-]+)?|[\w.-]+\.env|env\.(?:example|sample|template|dist))$/iu;
/** What a dotenv file's variables are called. */
const VARIABLE_WORDS = 'variables settings';

/** The fields of a dotenv file, or none when the file is named otherwise or sets no variable. */
export function envFileFields(
  uri: string,
  text: string,
): { entries: ConfigEntry[]; tables: ConfigTable[] } | undefined {
  const name = fileName(uri);
  if (!ENV_NAME.test(name)) return undefined;
  // ("export KEY=value": the word is the shell's; spaces in its place keep the offsets.)
  const { entries } = readConfig(text.replace(/^[ \t]*export[ \t]+/gmu, (m) => ' '.repeat(m.length)));
  const variables = entries.map((e) => ({ ...e, path: ['env', e.path.join('.')] }));
  const [first] = variables;
  if (!first) return undefined;
  const lines = linesOf(text);
  const { entries: read, sections } = withComments(lines, text.length, variables);
  return {
    entries: read,
    tables: [
      { path: ['env'], range: first.range, words: VARIABLE_WORDS },
      ...sectionTables(sections, ['env'], VARIABLE_WORDS),
    ],
  };
}
