/**
 * @module grounding/terraform-file: a Terraform file (.tf, .tfvars) read as fields: each block's attributes under the
 * block's type and labels ("variable.create_dlq.default: false"), the attributes of a type or an object written over
 * several lines each a field of it too (`effect = optional(string, "Allow")`), the comments read as prose, and the
 * blocks of each type counted, in all and in each section a banner comment opens. Pure.
 */
import { sectionTables, withComments, type BannerSection } from './comments.js';
import { unclosed, unquoted, withoutComment, type ConfigEntry, type ConfigTable } from './config-entries.js';
import { fileName, linesOf, type TextLine } from './text.js';

/** A block's opening line: its type, its labels, its brace: `variable "create" {`, `resource "aws_sqs_queue" "this" {`. */
const BLOCK = /^[ \t]*([A-Za-z_][\w-]*)((?:[ \t]+(?:"[^"\n]*"|[A-Za-z_][\w-]*))*)[ \t]*\{[ \t]*$/u;
/** An attribute: `default = false`, `type = map(object({`. */
const ATTRIBUTE = /^([ \t]*)([A-Za-z_][\w-]*)[ \t]*=[ \t]*(.*)$/u;
const CLOSE = /^[ \t]*\}[ \t]*$/u;
/** A heredoc's opening: `<<EOT` or `<<-EOT`. */
const HEREDOC = /^<<-?([A-Za-z_]+)$/u;
/** The lines one value may go on over: a value that runs further is not read. */
const MAX_VALUE_LINES = 200;
/** What the blocks of a type are called. */
const BLOCK_WORDS: Readonly<Record<string, string>> = {
  variable: 'variables inputs',
  output: 'outputs',
  resource: 'resources',
  module: 'modules',
  data: 'data sources',
  provider: 'providers',
  locals: 'local values',
};

/** The fields of a Terraform file, or none when the file is named otherwise or has no attribute. */
export function terraformFields(
  uri: string,
  text: string,
): { entries: ConfigEntry[]; tables: ConfigTable[] } | undefined {
  const name = fileName(uri);
  if (!/\.(?:tf|tfvars)$/iu.test(name)) return undefined;
  const lines = linesOf(text);
  const entries: ConfigEntry[] = [];
  const open: string[][] = [];
  const starts = new Map<string, TextLine>();
  for (let k = 0; k < lines.length; k += 1) {
    const line = lines[k] as TextLine;
    const block = BLOCK.exec(line.text);
    if (block) {
      // Stryker disable next-line StringLiteral: the type group of BLOCK always takes part
      const type = block[1] ?? '';
      if (open.length === 0 && !starts.has(type)) starts.set(type, line);
      // Stryker disable next-line StringLiteral: the labels group of BLOCK always takes part, and a label is one of its two groups
      const labels = [...(block[2] ?? '').matchAll(/"([^"\n]*)"|([A-Za-z_][\w-]*)/gu)].map((m) => m[1] ?? m[2] ?? '');
      open.push([...(open.at(-1) ?? []), type, ...labels]);
      continue;
    }
    if (CLOSE.test(line.text)) {
      open.pop();
      continue;
    }
    const attribute = ATTRIBUTE.exec(line.text);
    if (!attribute) continue;
    // Stryker disable next-line StringLiteral: the three groups of ATTRIBUTE always take part
    const [, lead = '', key = '', written = ''] = attribute;
    const path = [...(open.at(-1) ?? []), key];
    const inner: TextLine[] = [];
    let value = withoutComment(written);
    const heredoc = HEREDOC.exec(value);
    while ((heredoc || unclosed(value)) && k + 1 < lines.length && inner.length < MAX_VALUE_LINES) {
      k += 1;
      const next = lines[k] as TextLine;
      if (heredoc && next.text.trim() === heredoc[1]) break;
      inner.push(next);
      value = heredoc ? inner.map((l) => l.text.trim()).join(' ') : `${value} ${withoutComment(next.text.trim())}`;
    }
    const last = lines[k] as TextLine;
    entries.push({
      path,
      value: unquoted(value),
      range: { start: line.start + lead.length, end: last.start + last.text.length },
      // (A heredoc's text starts on the line after its opening.)
      valueStart:
        heredoc && inner[0]
          ? inner[0].start + inner[0].text.search(/\S|$/u)
          : line.start + line.text.length - written.length,
    });
    // (An object's attributes written over several lines are fields of it too: `effect = optional(string, "Allow")`.)
    if (!heredoc)
      for (const l of inner) {
        const a = ATTRIBUTE.exec(l.text);
        // Stryker disable next-line StringLiteral,LogicalOperator: the value group of ATTRIBUTE always takes part
        if (a && !unclosed(a[3] ?? ''))
          entries.push({
            // Stryker disable next-line StringLiteral: the key group of ATTRIBUTE always takes part
            path: [...path, a[2] ?? ''],
            // Stryker disable next-line StringLiteral: the value group of ATTRIBUTE always takes part
            value: unquoted(withoutComment(a[3] ?? '')),
            // Stryker disable next-line StringLiteral: the indent group of ATTRIBUTE always takes part
            range: { start: l.start + (a[1] ?? '').length, end: l.start + l.text.length },
            // Stryker disable next-line StringLiteral,LogicalOperator: the value group of ATTRIBUTE always takes part
            valueStart: l.start + l.text.length - (a[3] ?? '').length,
          });
      }
  }
  if (entries.length === 0) return undefined;
  const { entries: read, sections } = withComments(lines, text.length, entries);
  return {
    entries: read,
    tables: [...starts].flatMap(([type, first]) => blockTables(type, first, entries, sections)),
  };
}

/** The count of a type's blocks ("42 variables"), and of those in each section the file's banners open. */
function blockTables(
  type: string,
  first: TextLine,
  entries: readonly ConfigEntry[],
  sections: readonly BannerSection[],
): ConfigTable[] {
  const words = BLOCK_WORDS[type] ?? `${type}s`;
  const own = entries.filter((e) => e.path[0] === type);
  return [
    { path: [type], range: { start: first.start, end: first.start + first.text.length }, words },
    ...sectionTables(
      sections.filter((b) => own.some((e) => e.range.start >= b.within.start && e.range.start < b.within.end)),
      [type],
      words,
    ),
  ];
}
