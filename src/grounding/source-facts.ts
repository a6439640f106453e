/**
 * @module grounding/source-facts: a source read as facts. Every value a source states (a number, a date, a version, a
 * name in a field) becomes a fact with its place and the words that say what it is: its JSON key path, its table column
 * and row, its `Key:` label, the heading above it (with a changelog section's version, date and status), or the words
 * of its own clause. Pure; parsed once per source.
 */
import { isAbbreviation } from '../classify/sentences.js';
import { LineIndex } from '../core/lines.js';
import type { LoadedSource, Range } from '../core/model.js';
import { dateWords, extractDates, isoMonth, writtenMonth, type DateMention } from './dates.js';
import { commentText } from './comments.js';
import { parseXmlWithOffsets } from './xml-file.js';
import { fileFields } from './file-fields.js';
import { readConfig, type ConfigEntry, type ConfigTable } from './config-entries.js';
import { asciidocText, isAsciiDoc } from './asciidoc-text.js';
import { isManualPage, roffText } from './roff-text.js';
import { parseJsonWithOffsets, type JsonNode } from './json-offsets.js';
import { holdsRecords, parseYamlDocuments } from './yaml-offsets.js';
import { parseCsv, sourceFormat, htmlText } from './passages.js';
import {
  CHANGE_FROM,
  extractQuantities,
  fieldDuration,
  fieldQuantities,
  FROM_END,
  rangeSelectors,
  TO_END,
  type Quantity,
} from './quantities.js';
import { blank, keyWords, linesOf } from './text.js';
import {
  extractVersions,
  LISTED_VERSIONS,
  fieldVersions,
  foldName,
  requirementVersions,
  type FactValue,
  type VersionMention,
} from './values.js';
import { contentRoots, COUNT_ROOTS, DATE_ROOTS, isContentWord, keyRoots, rootOf } from './words.js';
import { forgettable, memo } from './memo.js';

/** What a changelog or plan says about the entries of a section. */
export type SectionStatus = 'released' | 'unreleased' | 'planned' | 'deprecated' | 'removed';

export interface Section {
  readonly heading: string;
  readonly level: number;
  readonly roots: readonly string[];
  readonly years: readonly number[];
  readonly status?: SectionStatus;
  readonly parent?: Section;
}

/** A unit of the source an assessor shows and reads: a sentence, a list item, a field line, a table row or a heading. */
export interface Unit {
  readonly text: string;
  /** The text and its section's heading folded for finding names (see values.foldName), a space at each end. */
  readonly folded: string;
  readonly range: Range;
  readonly kind: 'sentence' | 'item' | 'field' | 'row' | 'heading' | 'record';
  readonly roots: readonly string[];
  readonly section?: Section;
}

export interface SourceFact {
  readonly value: FactValue;
  /** The value as the source writes it. */
  readonly text: string;
  /** Range of the value (or of its field) in the source text. */
  readonly range: Range;
  /** What the value is, in the source's words: a key, a column and row, a heading, or the clause around it. */
  readonly label: string;
  /** Roots of the words that name the value (key words, column header, clause words). */
  readonly key: readonly string[];
  /** Roots of the words that name its row or record (a row's text cells, a record's name). */
  readonly row: readonly string[];
  /** Roots of the wider context (the sentence, the section heading, the section's entries). */
  readonly scope: readonly string[];
  /** Years of the sections above the value: a count under "## 2023" is a count for 2023. */
  readonly years: readonly number[];
  readonly unit: Unit;
  /**
   * A number in a key's own words ("hours_above_1000_ppm"), or one the source works a value out with ("the signal
   * number plus 128"): it may state a claim's value but never rivals it.
   */
  readonly fromKey?: boolean;
  /** A count the tool made (the entries of a list, the rows of a table): only a claim that names what is counted uses it. */
  readonly counted?: boolean;
  /** A count the tool made of a set but one of its members: only "the other two sources" uses it. */
  readonly others?: boolean;
  /** A count the tool made of only the entries with a flag set ("dependencies" with "optional" true). */
  readonly flagged?: boolean;
  /** For a count of a table's rows: what its first column heads ("feature"), which a claim counts by that word alone. */
  readonly heads?: readonly string[];
  /** For a count of a column's different values: those values ("Fossil Fuels", "Nuclear Energy", "Renewables"). */
  readonly members?: readonly string[];
  /** For a count of a table's rows: each row as shown ("Hash Name: RAM sequential read; ...; Comment: for reference"). */
  readonly rowTexts?: readonly string[];
  /**
   * For a cell of a table or of a list of records: which row or record it belongs to (the row's start offset). A cell is
   * about its row, so a claim must name the row too.
   */
  readonly record?: number;
  /** The name of its row (a table's first column), or a number in that name: not a value of the row. */
  readonly rowName?: boolean;
  /** Roots of the words beside a number inside a cell ("no 9 autorlando sport"): the number is part of that name. */
  readonly own?: readonly string[];
  /** For a number inside a row's label ("-1" of "zstd 1.5.6 -1"): the roots of the label's words ("zstd"). */
  readonly labelWords?: readonly string[];
  /** A number of a column of counts (one of its numbers is no year): it never reads as a year. */
  readonly measure?: boolean;
  /** A setting a sample file shows (`;server_lifetime = 3600`, or one it sets beside such): what it gives by default. */
  readonly shown?: boolean;
  /** A cell of a column headed by a year: its key is the source's title, which says what the table measures. */
  readonly titled?: boolean;
  /** A date that is its row's own date (a month column's "2026-08"): the year and month words in its row are its own. */
  readonly rowDate?: boolean;
  /** A level a sentence's change started from ("49%, up from 44%"): the sentence's other value is the current one. */
  readonly earlier?: boolean;
  /** For a field nested under other keys: the keys from the outermost down to its own ("database", "port"). */
  readonly path?: readonly string[];
}

export interface SourceModel {
  readonly facts: readonly SourceFact[];
  readonly units: readonly Unit[];
  readonly titleRoots: readonly string[];
  /** Line starts of the source text, for the places findings name. */
  readonly lines: LineIndex;
}

/** A version as a token both sides share: trailing zero parts dropped, so "1.4" and "1.4.0" are one token. */
export function versionToken(version: readonly number[], suffix = ''): string {
  const parts = [...version];
  while (parts.length > 1 && parts[parts.length - 1] === 0) parts.pop();
  return `v:${parts.join('.')}${suffix.toLowerCase()}`;
}

const STATUS_WORDS: [RegExp, SectionStatus][] = [
  [/\b(?:unreleased|upcoming|next release|not yet released|work in progress|in progress)\b/iu, 'unreleased'],
  [/\b(?:planned|roadmap|future|proposed|todo|to do|will be removed|scheduled)\b/iu, 'planned'],
  [/\bdeprecat/iu, 'deprecated'],
  [/\bremov/iu, 'removed'],
];

/**
 * "## 6.0 (2024-02-27)", "## 6.0": a heading that is a number with two parts and at most a date names a release (a
 * bare "6.0" elsewhere is a decimal, and "2.1 Methods" a numbered section).
 */
function releaseNumber(heading: string, dates: readonly DateMention[]): VersionMention | undefined {
  const m = /^\s*(\d+)\.(\d+)(?![.\d])/u.exec(heading);
  if (!m) return undefined;
  let rest = heading;
  for (const r of [{ start: 0, end: m[0].length }, ...dates.map((d) => d.range)])
    rest = `${rest.slice(0, r.start)}${' '.repeat(r.end - r.start)}${rest.slice(r.end)}`;
  if (/[\p{L}\p{N}]/u.test(rest)) return undefined;
  // Stryker disable next-line ArithmeticOperator,MethodExpression: the start only places the cut of the number out of the heading's words, and numbers give no roots either way
  const start = m[0].length - m[0].trimStart().length;
  return { text: m[0].trim(), start, end: m[0].length, version: [Number(m[1]), Number(m[2])], suffix: '' };
}

function statusOf(heading: string): SectionStatus | undefined {
  return STATUS_WORDS.find(([re]) => re.test(heading))?.[1];
}

/** Models by source object: the pipeline hands every claim citing a source the same loaded object. */
let bySource = new WeakMap<object, { readonly text: string; readonly model: SourceModel }>();
/** Models of the sources read most recently, by format, title and text: an evaluation makes a new object per pair. */
const recent = new Map<string, SourceModel>();
const RECENT = 256;
forgettable(() => {
  bySource = new WeakMap();
  recent.clear();
});

/** The facts of a source, read once per source object, or while its text is among the recently read. Pure. */
export function sourceModel(
  source: Pick<LoadedSource, 'mediaType' | 'uri' | 'text'> & { readonly title?: string },
): SourceModel {
  const same = bySource.get(source);
  if (same && same.text === source.text) return same.model;
  const key = `${sourceFormat(source)}\u0000${source.title ?? ''}\u0000${source.text}`;
  let model = recent.get(key);
  if (model) recent.delete(key);
  else model = buildModel(source);
  recent.set(key, model);
  // Stryker disable next-line StringLiteral: the map is over its size here, so it has a first key
  if (recent.size > RECENT) recent.delete(recent.keys().next().value ?? '');
  bySource.set(source, { text: source.text, model });
  return model;
}

function buildModel(
  source: Pick<LoadedSource, 'mediaType' | 'uri' | 'text'> & { readonly title?: string },
): SourceModel {
  const format = sourceFormat(source);
  // A web page is read from its text; its places are put back on the HTML it came from, so "file:line" points into it.
  const page = format === 'html' ? htmlText(source.text) : undefined;
  // (A reStructuredText role, :pr:`372` or :issue:`371`, numbers an issue: no value, and no "key: value" either. A
  // PEP's or an RFC's, :pep:`602`, reads as its name, "PEP 602", in place.)
  // (A manual page or an AsciiDoc page is the text it shows, its macros and marks blanked in place.)
  const shown =
    page?.text ??
    (isManualPage(source.uri, source.text)
      ? roffText(source.text)
      : isAsciiDoc(source.uri)
        ? asciidocText(source.text)
        : source.text);
  const text = shown.replace(/:([a-z]+):`([^`\n]*)`/gu, (m, role: string, target: string) =>
    /^(?:pep|rfc)$/u.test(role) && /^\d+$/u.test(target)
      ? `${role.toUpperCase()} ${target}`.padEnd(m.length)
      : ' '.repeat(m.length),
  );
  const b = new Builder(text, source.title ?? '');
  // (A file read by what it is, .nvmrc, go.mod, a dotenv, Terraform, a SQL schema or nginx's, gives its values as
  // fields.)
  const fields = fileFields(source.uri, text);
  if (fields) b.config(fields.entries, fields.tables);
  else readAs(shown === source.text || page ? format : 'markdown', text, b);
  b.countItems();
  b.countReleases();
  if (page) {
    const back = (r: Range): Range => ({
      start: page.offsets[r.start] ?? source.text.length,
      end: r.end > 0 ? (page.offsets[r.end - 1] ?? source.text.length - 1) + 1 : (page.offsets[0] ?? 0),
    });
    for (const u of b.units) (u as { range: Range }).range = back(u.range);
    for (const f of b.facts) (f as { range: Range }).range = back(f.range);
  }
  return { facts: b.facts, units: b.units, titleRoots: b.titleRoots, lines: new LineIndex(source.text) };
}

/** Read a text as its format says: JSON, YAML, XML, CSV or TSV, Markdown, `key = value` config, else plain text. */
function readAs(format: ReturnType<typeof sourceFormat>, text: string, b: Builder): void {
  switch (format) {
    case 'json': {
      const root = parseJsonWithOffsets(text);
      if (!root) {
        b.prose(text, 0, false);
        break;
      }
      b.json(root);
      // (The comments of JSON with comments, read as text: "// Disable all installed extensions to increase performance".)
      const comments = commentText(text, true);
      if (/\S/u.test(comments)) b.prose(comments, 0, false);
      break;
    }
    case 'yaml': {
      // (Records in lists are read as JSON's are, in each of the documents; nested keys alone, line by line.)
      const roots = parseYamlDocuments(text) ?? [];
      if (roots.some(holdsRecords)) for (const root of roots) b.json(root);
      else {
        b.prose(text, 0, false);
        for (const root of roots) b.recordCounts(root);
      }
      break;
    }
    case 'xml': {
      const read = parseXmlWithOffsets(text);
      if (!read) {
        b.prose(text, 0, false);
        break;
      }
      b.json(read.root);
      // (Its comments, and its texts of several lines, read as text in place.)
      for (const c of read.comments) b.prose(text.slice(c.start + 4, c.end - 3), c.start + 4, false);
      for (const t of read.texts) b.prose(text.slice(t.start, t.end), t.start, true);
      break;
    }
    case 'csv':
      b.csv(text, ',');
      break;
    case 'tsv':
      b.csv(text, '\t');
      break;
    case 'markdown':
      b.prose(text, 0, true);
      break;
    case 'config': {
      const { entries, tables } = readConfig(text);
      // (A file named .cfg that is no `key = value` file is read as text.)
      if (entries.length > 0) b.config(entries, tables);
      else b.prose(text, 0, false);
      break;
    }
    default:
      b.prose(text, 0, false);
  }
}

/** A fence that opens a block of TOML or INI: "```toml". */
const CONFIG_FENCE = /^(?:```|~~~)\s*(?:toml|ini|cfg|properties|dotenv|env)\b/iu;

/** A version that names a table's row, with perhaps a word of its stage or support after it: "1.21", "v2.0", "1.17 LTS". */
const VERSION_CELL = /^\s*v?(\d{1,4}(?:\.\d+){0,3})(\.x)?(?:\s+\p{L}{2,12})?\s*$/u;
/** A first cell that bounds the versions of a row, not one of them: "< 3.2", "<= 1.x". */
const VERSION_BOUND_CELL = /^\s*(?:<|<=|>|>=|≤|≥)\s*v?\d{1,4}(?:\.\d+){0,3}(?:\.x)?\s*$/u;

/**
 * A capitalised name inside a sentence, right before a number: "supports OpenShift 4" (not "In 2019" or "- Fixed 17", a
 * sentence's or an item's start).
 */
const NAME_BEFORE =
  /[\p{L}\p{N},)'"]\s+((?!(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)\p{Lu}[\p{L}\d-]*\p{L})\s+$/u;

/** The keys a nested field sits under, as one text: "database.pool" of "database.pool.max"; "" for a field of its own. */
export const parentPath = (s: Pick<SourceFact, 'path'>): string => (s.path ?? []).slice(0, -1).join('.');

/** A version found in a text, as a fact's value. */
const versionOf = (v: VersionMention): FactValue => ({ kind: 'version', version: v.version, suffix: v.suffix });

/** A fact's key with the package a version is of ("p:regex"), when it names one. */
const ofPackage = (key: readonly string[], v: VersionMention): string[] => [
  ...key,
  ...(v.product ? [`p:${v.product}`] : []),
];

/** A name written as one word of several capitalised ones: "PrometheusBadConfig", "KubeletDown". */
const IDENTIFIER = /^\p{Lu}\p{Ll}+(?:\p{Lu}+\p{Ll}*|\d+)+$/u;

/** What a rule's `for:` duration is: how long a condition holds, is pending or lasts before the rule fires. */
const HOLD_ROOTS = contentRoots('hold pending wait persist lasts fires');

/** The keys whose value names a record ("name": "5.2", "cycle": "3.12"). */
const NAME_KEYS = /^(?:name|id|title|label|cycle|release|version|key)$/iu;

/**
 * A key that names a switch, whose 0 or 1 is off or on: "NEXT_TELEMETRY_DISABLED", "enable-cache", "USE_SSL", and a
 * verb's, "log_connections".
 */
const SWITCH_KEY = /(?:^|[._-])(?:disabled?|enabled?|use|no|skip|allow|log)(?:$|[._-])/iu;

/** A web address with a port ("http://localhost:5173/", "postgresql://user:pass@db:5432/app"), the port captured. */
const URL_PORT = /\b[a-z][a-z\d+.-]*:\/\/(?:[^\s@/]+@)?[\w.-]+:(\d{2,5})(?!\d)/giu;
const PORT_ROOT = rootOf('port');
const KEY_VALUE = /^([ \t]*)(?:[-*+o][ \t]+)?\**([\p{L}][\p{L}\p{N} _()/@.&'+-]{0,60}?)\**[ \t]*:[ \t]*(.*)$/u;
const BULLET = /^[ \t]*(?:[-*+o•]|\d+[.)])[ \t]+/u;
/** The term a list item defines: "`--port <int>` - Bind to ...", "`APP`: the application". */
const DEFINED_TERM = /^\s*(?:[-*+]\s+)?`([^`\n]{1,60})`\s*(?:-|–|—|:)\s+/u;

/** The roots of a label just before a value ("**Default:** *", "Options: "), none when there is none. */
function labelBefore(text: string, at: number): readonly string[] {
  const label = /(\p{L}[\p{L} ]{0,30}):\**\s*[*_'"`]*$/u.exec(text.slice(Math.max(0, at - 40), at))?.[1];
  return label ? contentRoots(label) : [];
}

/** One entry of a list written in a line: quoted, or in backticks. */
const QUOTED_ENTRY = /'[^'\n]{1,40}'|"[^"\n]{1,40}"|`[^`\n]{1,40}`/gu;
/**
 * A list of three or more written after a label and a colon: quoted entries separated by commas ("**Options:**
 * *'auto', 'asyncio', 'uvloop'*"), or one code span of them ("excluded: `.*, .py[cod], .sw.*, ~*`").
 */
const INLINE_LIST = new RegExp(
  String.raw`(?<!\p{L})(\p{L}[\p{L} ]{0,60}?):\**[ \t]*[*_]?[ \t]*(?:((?:${QUOTED_ENTRY.source})(?:[ \t]*,[ \t]*(?:(?:and|or)[ \t]+)?(?:${QUOTED_ENTRY.source})){2,})|` +
    String.raw`\x60([^\x60\n,]{1,30}(?:,[ \t]*[^\x60\n,]{1,30}){2,})\x60)`,
  'gu',
);
const HEADING = /^(#{1,6})[ \t]+(.*?)[ \t#]*$/u;
const SENTENCE_END = /[.!?]["')\]]*\s+(?=["'([]?[\p{Lu}\p{N}])/gu;
const MAX_LIST_ITEMS = 200;

/** What a fact is besides its value and words (see SourceFact): made by the tool, in a key, a row's name, in a row. */
type FactMarks = Pick<
  SourceFact,
  | 'fromKey'
  | 'counted'
  | 'others'
  | 'flagged'
  | 'heads'
  | 'members'
  | 'rowTexts'
  | 'rowName'
  | 'record'
  | 'own'
  | 'labelWords'
  | 'rowDate'
  | 'earlier'
  | 'titled'
  | 'path'
  | 'shown'
> & {
  /** The years a value is of, when its own words say so ("15% in 2024"); else its section's. */
  readonly years?: readonly number[];
};

/** Words before the level a change started from: "up from 44%", "rose from 3 to 5", "compared with 44%". */
/** Words right before a number that make it one side of a sum or a product: "plus 128", "multiplied by 2". */
const OPERAND_BEFORE = /\b(?:plus|minus|times|multiplied by|divided by)\s+$/iu;

function earlierLevel(lead: string): boolean {
  // Stryker disable next-line Regex,StringLiteral: a quantity's range takes in a qualifier before it, so the words before it never end with one
  const before = lead.toLowerCase().replace(/(?:about|around|roughly|nearly)\s+$/u, '');
  return CHANGE_FROM.test(before) || /\b(?:compared (?:with|to)|versus|vs\.?|previously|formerly)\s+$/u.test(before);
}

/** Collects units and facts while a source is read. */
class Builder {
  readonly facts: SourceFact[] = [];
  readonly units: Unit[] = [];
  private readonly itemCounts = new Map<Section, Range[]>();
  /** The headings of released versions, with their levels: a change log's releases. */
  private readonly releases: { level: number; range: Range; heading: string }[] = [];
  private readonly scopes = new Map<Unit, { section: Section | undefined; words: readonly string[] }>();
  /** The words of the sentences of a paragraph read so far, and each sentence's words of those before it. */
  private previous: readonly string[] | undefined;
  private readonly before = new Map<Unit, readonly string[]>();
  private readonly keys = new Map<string, { key: readonly string[]; words: string; quantities: Quantity[] }>();

  /** A key's roots, its words and the numbers in it, read once per key (a column is read for every row). */
  private keyOf(name: string): { key: readonly string[]; words: string; quantities: Quantity[] } {
    let known = this.keys.get(name);
    if (!known) {
      const words = keyWords(name);
      known = { key: keyRoots(name), words, quantities: extractQuantities(words) };
      this.keys.set(name, known);
    }
    return known;
  }

  readonly titleRoots: readonly string[];

  constructor(
    private readonly text: string,
    private readonly title: string,
  ) {
    this.titleRoots = contentRoots(title);
  }

  // ---- prose, Markdown and Key: value text -------------------------------

  /** Read text line by line: headings, `Key: value` fields (with indented continuation lines), list items, tables, paragraphs. */
  prose(text: string, base: number, markdown: boolean): void {
    const lines = linesOf(text, base);
    let section: Section | undefined;
    let paragraph: { start: number; end: number } | undefined;
    const flush = (): void => {
      if (paragraph) this.paragraph(paragraph, section);
      paragraph = undefined;
    };
    // The bullets open above the current line, and every bullet with the entries nested under it.
    const open: { indent: number; range: Range; section: Section | undefined; children: Range[] }[] = [];
    const nested: typeof open = [];
    // The keys a YAML line is nested under ("database:" above "  port: 5432"), with their indents.
    const parents: { indent: number; name: string }[] = [];
    // The last key read, for the list below it ("ports:" above "- 3000:3000").
    let lastKey: { indent: number; path: string[] } | undefined;
    let fence: { config: boolean; from: number } | undefined;
    for (let k = 0; k < lines.length; k += 1) {
      const line = lines[k] as { text: string; start: number };
      const trimmed = line.text.trim();
      if (markdown && /^(?:```|~~~)/u.test(trimmed)) {
        // (A block of TOML or INI, a README's `tokio = { version = "1.53.1" }`, is read as the file it shows; of other
        // code, its comments.)
        if (fence) this.fenced(text.slice(fence.from - base, line.start - base), fence.from, fence.config);
        fence = fence ? undefined : { config: CONFIG_FENCE.test(trimmed), from: line.start + line.text.length + 1 };
        flush();
        continue;
      }
      if (fence) continue;
      if (trimmed === '' || /^(?:-{3,}|={3,}|<!--.*-->)$/u.test(trimmed)) {
        flush();
        continue;
      }
      const heading = markdown ? HEADING.exec(line.text) : undefined;
      // Stryker disable next-line StringLiteral: past the last line a made-up text is no underline either
      const next = lines[k + 1]?.text.trim() ?? '';
      // A line underlined with "===" or "---" is a heading (Markdown's setext headings; plain text does the same).
      // (Not a "key: value" line: above "---" it ends a YAML document.)
      const underlined =
        /^(?:={3,}|-{3,})$/u.test(next) &&
        // Stryker disable next-line ConditionalExpression,StringLiteral: a blank line was skipped above, so the line is never empty here
        trimmed !== '' &&
        trimmed.length < 100 &&
        !/^[\p{L}\p{N}_.-]+:(?:\s|$)/u.test(trimmed) &&
        !(markdown && (BULLET.test(line.text) || trimmed.startsWith('|') || /^(?:={3,}|-{3,})$/u.test(trimmed)));
      // Stryker disable next-line StringLiteral: the fallback is read only past the last line, where the test fails on either text
      const continued = /^[ \t]+\S/u.test(lines[k + 1]?.text ?? '') && !BULLET.test(lines[k + 1]?.text ?? '');
      const field = KEY_VALUE.exec(line.text);
      const introducesList = /:$/u.test(trimmed) && !field?.[3] && trimmed.length < 120 && !continued;
      if (heading || underlined || (introducesList && !BULLET.test(line.text))) {
        flush();
        // Stryker disable next-line MethodExpression,OptionalChaining: an underline is all '=' or all '-', and HEADING always captures its hashes
        const level = heading ? (heading[1]?.length ?? 1) : underlined ? (next.startsWith('=') ? 1 : 2) : 3;
        const title = heading ? (heading[2] ?? '') : trimmed.replace(/:$/u, '');
        // "Version 2.2.0" with "Released 2024-04-16" on the line under it (the heading's own underline aside): the
        // release's date and status are the heading's.
        const below = lines
          .slice(k + 1, k + 5)
          .find((l) => l.text.trim() !== '' && !/^(?:=|-){3,}$/u.test(l.text.trim()));
        const released = below && RELEASED_LINE.test(below.text.trim()) ? ` (${below.text.trim()})` : '';
        section = this.section(`${title}${released}`, level, section, {
          start: line.start,
          end: line.start + line.text.length,
        });
        // (A YAML key that opens a list, "ports:", is the key of the list's items too.)
        const indent = line.text.length - line.text.trimStart().length;
        if (introducesList)
          lastKey = { indent, path: [...parents.filter((p) => p.indent < indent).map((p) => p.name), title] };
        // Stryker disable next-line BooleanLiteral: the underline is a rule, which the next turn skips on its own
        if (underlined && !heading) k += 1;
        continue;
      }
      if (markdown && trimmed.startsWith('|')) {
        flush();
        const table: { text: string; start: number }[] = [];
        // Stryker disable next-line OptionalChaining: k < lines.length guards the access
        while (k < lines.length && (lines[k]?.text.trim() ?? '').startsWith('|'))
          table.push(lines[k++] as { text: string; start: number });
        k -= 1;
        this.markdownTable(table, section);
        continue;
      }
      // ("Note: the dates below use a 17-month development period that results" over "in a 12-month release cadence":
      // a sentence wrapped over lines, whose next line goes on in lower case, is prose, not a field.)
      const wrapped =
        /[\p{L}\p{N},]$/u.test(trimmed) &&
        /^\p{Ll}/u.test(next) &&
        next !== '' &&
        !KEY_VALUE.test(lines[k + 1]?.text ?? '') &&
        (lines[k + 1]?.text ?? '').search(/\S/u) === line.text.search(/\S/u);
      if (
        field &&
        !wrapped &&
        // ("Open http://localhost:5173/ to see it": the colon is a web address's, not a field's.)
        !(/(?:^|\s)[a-z][a-z\d+.-]*$/iu.test(field[2] ?? '') && (field[3] ?? '').startsWith('//')) &&
        // Stryker disable next-line StringLiteral: group 2 of KEY_VALUE always takes part
        (field[2] ?? '').split(/\s+/u).length <= 6
      ) {
        flush();
        // Stryker disable next-line OptionalChaining: group 1 of KEY_VALUE always takes part
        const lead = field[1]?.length ?? 0;
        while ((parents[parents.length - 1]?.indent ?? -1) >= lead) parents.pop();
        // Stryker disable next-line StringLiteral: past the last line a made-up text has no key either
        const below = lines[k + 1]?.text ?? '';
        // Stryker disable next-line StringLiteral: group 2 of KEY_VALUE always takes part
        const path = [...parents.map((p) => p.name), field[2] ?? ''];
        // Stryker disable next-line ArithmeticOperator,OptionalChaining: group 3 always takes part; a line no deeper than the key pops it again before it is read
        if (!field[3]?.trim() && KEY_VALUE.test(below) && below.length - below.trimStart().length > lead)
          // Stryker disable next-line StringLiteral: group 2 of KEY_VALUE always takes part
          parents.push({ indent: lead, name: field[2] ?? '' });
        // A value may go on over indented lines (a DESCRIPTION's "Imports:", a YAML list).
        let end = line.start + line.text.length;
        // Stryker disable next-line StringLiteral: group 3 of KEY_VALUE always takes part
        let value = field[3] ?? '';
        while (
          // Stryker disable next-line ArithmeticOperator: past the last line the indentation test fails on the empty text anyway
          k + 1 < lines.length &&
          // Stryker disable next-line OptionalChaining,StringLiteral: k + 1 < lines.length guards the access
          /^[ \t]+\S/u.test(lines[k + 1]?.text ?? '') &&
          // Stryker disable next-line OptionalChaining,StringLiteral: k + 1 < lines.length guards the access
          !KEY_VALUE.exec(lines[k + 1]?.text ?? '') &&
          // Stryker disable next-line OptionalChaining,StringLiteral: k + 1 < lines.length guards the access
          !(BULLET.test(line.text) && BULLET.test(lines[k + 1]?.text ?? ''))
        ) {
          k += 1;
          const more = lines[k] as { text: string; start: number };
          value += `${value === '' ? '' : ' '}${more.text.trim()}`;
          end = more.start + more.text.length;
        }
        // A YAML comment after a number gives its unit ("15000   # milliseconds"); another comment is no value.
        const commented = /^(-?[\d.,]+)\s+#\s*(.*)$/u.exec(value.trim());
        if (commented) value = `${commented[1] ?? ''} ${commented[2] ?? ''}`;
        const valueStart = line.start + line.text.indexOf(':') + 1;
        // A list item written as "o gssapi: add support for ..." is still an item of its section's list.
        if (BULLET.test(line.text)) this.countItem(section, { start: line.start, end });
        // Stryker disable next-line StringLiteral: group 2 of KEY_VALUE always takes part
        this.field(field[2] ?? '', value, { start: line.start + lead, end }, valueStart, section, path);
        lastKey = { indent: lead, path };
        continue;
      }
      if (BULLET.test(line.text)) {
        flush();
        let end = line.start + line.text.length;
        const lead = line.text.length - line.text.trimStart().length;
        // A compose file's port mapping, "- 127.0.0.1:9091:9001": the port on the host and the one in the container.
        const ports = PORT_MAPPING.exec(line.text);
        if (ports && lastKey && lastKey.path.at(-1)?.toLowerCase() === 'ports' && lead >= lastKey.indent) {
          const at = line.start + (ports.index ?? 0);
          const [, host = '', inside = ''] = ports;
          const range = { start: line.start + lead, end };
          this.field('host', host, range, at, section, [...lastKey.path, 'host']);
          this.field('container', inside, range, at + ports[0].lastIndexOf(inside), section, [
            ...lastKey.path,
            'container',
          ]);
        }
        // An item goes on over lines indented past its bullet (not onto the keys of a YAML mapping it ends).
        const deeper = (text: string): boolean => text.length - text.trimStart().length > lead;
        while (
          // Stryker disable next-line ArithmeticOperator: past the last line the indentation test fails on the empty text anyway
          k + 1 < lines.length &&
          // Stryker disable next-line OptionalChaining,StringLiteral: k + 1 < lines.length guards the access
          /^[ \t]{2,}\S/u.test(lines[k + 1]?.text ?? '') &&
          // Stryker disable next-line OptionalChaining,StringLiteral: k + 1 < lines.length guards the access
          deeper(lines[k + 1]?.text ?? '') &&
          // Stryker disable next-line OptionalChaining,StringLiteral: k + 1 < lines.length guards the access
          !BULLET.test(lines[k + 1]?.text ?? '')
        ) {
          k += 1;
          // Stryker disable next-line OptionalChaining: k is within the lines here
          end = (lines[k]?.start ?? 0) + (lines[k]?.text.length ?? 0);
        }
        // A deeper bullet is an entry of the one above it, not of the section.
        while (
          open.length > 0 &&
          // Stryker disable next-line OptionalChaining: open is not empty here
          ((open[open.length - 1]?.indent ?? 0) >= lead || open[open.length - 1]?.section !== section)
        )
          open.pop();
        const parent = open[open.length - 1];
        const range = { start: line.start + lead, end };
        this.item(range, section, parent === undefined);
        if (parent) parent.children.push(range);
        const entry = { indent: lead, range, section, children: [] as Range[] };
        open.push(entry);
        nested.push(entry);
        continue;
      }
      const start = line.start + (line.text.length - line.text.trimStart().length);
      paragraph = paragraph
        ? { start: paragraph.start, end: line.start + line.text.length }
        : { start, end: line.start + line.text.length };
    }
    flush();
    // "It changed the type for eleven extensions": the entries nested under one bullet, named by its words.
    for (const entry of nested) {
      if (entry.children.length < 2) continue;
      const text = this.text.slice(entry.range.start, entry.range.end).replace(/^[-*+o•]\s+/u, '');
      const first = entry.children[0] as Range;
      const unit = shownUnit(`${text}: ${entry.children.length} entries`, first, 'item', [], entry.section);
      this.addCount(
        entry.children.length,
        first,
        `the entries under "${text}"`,
        contentRoots(text),
        [],
        unit,
        entry.section,
      );
    }
  }

  private section(title: string, level: number, current: Section | undefined, range: Range): Section {
    let parent = current;
    while (parent && parent.level >= level) parent = parent.parent;
    const clean = title.replace(/[[\]*_`]/gu, '');
    const dates = extractDates(clean);
    const versions = extractVersions(clean);
    const bare = versions.length === 0 ? releaseNumber(clean, dates) : undefined;
    if (bare) versions.push(bare);
    const years = [...new Set([...dates.flatMap((d) => (d.year ? [d.year] : [])), ...yearsIn(clean)])];
    const status =
      statusOf(clean) ?? (versions.length > 0 || dates.length > 0 ? 'released' : undefined) ?? parent?.status;
    const first = versions[0];
    // The heading's words without its version and date: "1.3.0 (3rd June, 2024)" says nothing of June in the words.
    let words = clean;
    for (const r of [...versions.map((v) => ({ start: v.start, end: v.end })), ...dates.map((d) => d.range)].sort(
      (a, b) => b.start - a.start,
    ))
      words = `${words.slice(0, r.start)} ${words.slice(r.end)}`;
    const section: Section = {
      heading: clean,
      level,
      roots: contentRoots(words),
      years: years.length > 0 ? years : (parent?.years ?? []),
      ...(status ? { status } : {}),
      ...(parent ? { parent } : {}),
    };
    const unit = this.unit(range, 'heading', section, clean);
    if (first && status === 'released') this.releases.push({ level, range, heading: clean });
    const key = [rootOf('release'), ...(first ? [versionToken(first.version, first.suffix)] : []), ...section.roots];
    for (const v of versions)
      this.add({ kind: 'version', version: v.version, suffix: v.suffix }, v.text, range, clean, key, [], unit, section);
    for (const d of dates) this.add({ kind: 'date', date: d }, d.text, range, clean, key, [], unit, section);
    // A year heading ("## 2023") dates what follows it.
    if (dates.length === 0)
      for (const y of yearsIn(clean))
        this.add(
          { kind: 'quantity', quantity: exactQuantity(y, range, 'year') },
          String(y),
          range,
          clean,
          [...key, ...DATE_ROOTS],
          [],
          unit,
          section,
        );
    return section;
  }

  /** A passage; `about` is what the source says of it elsewhere in words (a constant's docstring), read as its own. */
  private unit(range: Range, kind: Unit['kind'], section: Section | undefined, shown?: string, about = ''): Unit {
    // Stryker disable next-line MethodExpression: every unit is made with the text it shows
    const text = shown ?? this.text.slice(range.start, range.end);
    // (Folded only when a name is looked for in it: most units never are.)
    let folded: string | undefined;
    const unit: Unit = {
      text,
      get folded(): string {
        return (folded ??= ` ${foldName(`${text} ${about}`)} ${foldName(section?.heading ?? '')} `);
      },
      range,
      kind,
      roots: contentRoots(about === '' ? text : `${text} ${about}`),
      ...(section ? { section } : {}),
    };
    this.units.push(unit);
    return unit;
  }

  /** The words around a unit's values (its own, its sections', the source's title), each once; read once per unit. */
  private scopeOf(unit: Unit, section: Section | undefined): readonly string[] {
    const known = this.scopes.get(unit);
    // Stryker disable next-line EqualityOperator: a unit is always read with the section it was made in
    if (known && known.section === section) return known.words;
    const words = [
      ...new Set([
        ...unit.roots,
        ...(this.before.get(unit) ?? []),
        ...[...sectionsUp(section)].flatMap((s) => s.roots),
        ...this.titleRoots,
      ]),
    ];
    this.scopes.set(unit, { section, words });
    return words;
  }

  private add(
    value: FactValue,
    text: string,
    range: Range,
    label: string,
    key: readonly string[],
    row: readonly string[],
    unit: Unit,
    section: Section | undefined,
    extra: FactMarks = {},
  ): void {
    // Each word once, and a row or scope word only where the key does not already have it: alignment counts each once.
    // (The lists are short: looking along an array is quicker here than building sets.)
    const k: string[] = [];
    for (const w of key) if (!k.includes(w)) k.push(w);
    const r: string[] = [];
    for (const w of row) if (!k.includes(w) && !r.includes(w)) r.push(w);
    const sc = this.scopeOf(unit, section).filter((w) => !k.includes(w) && !r.includes(w));
    this.facts.push({
      value,
      text,
      range,
      label,
      key: k,
      row: r,
      scope: sc,
      unit,
      ...extra,
      years: extra.years ?? section?.years ?? [],
    });
  }

  private paragraph(range: Range, section: Section | undefined): void {
    const text = this.text.slice(range.start, range.end);
    let from = 0;
    for (const m of text.matchAll(SENTENCE_END)) {
      if (m[0].startsWith('.') && isAbbreviation(text, m.index)) continue;
      const cut = m.index + m[0].trimEnd().length;
      this.sentence({ start: range.start + from, end: range.start + cut }, section, 'sentence');
      from = m.index + m[0].length;
    }
    this.sentence({ start: range.start + from, end: range.end }, section, 'sentence');
    this.previous = undefined;
  }

  // Stryker disable next-line BooleanLiteral: every call passes topLevel
  private item(range: Range, section: Section | undefined, topLevel = true): void {
    this.sentence(range, section, 'item');
    if (topLevel) this.countItem(section, range);
  }

  private countItem(section: Section | undefined, range: Range): void {
    if (!section) return;
    const items = this.itemCounts.get(section);
    if (items) items.push(range);
    else this.itemCounts.set(section, [range]);
  }

  /** A count the tool made (a list's entries, a table's rows): named by its own key words and the words of counting. */
  private addCount(
    n: number,
    range: Range,
    label: string,
    key: readonly string[],
    row: readonly string[],
    unit: Unit,
    section: Section | undefined,
    marks: FactMarks = {},
  ): void {
    const q = exactQuantity(n, range, 'count');
    this.add(
      { kind: 'quantity', quantity: q },
      `${n} ${n === 1 ? 'entry' : 'entries'}`,
      range,
      label,
      [...key, ...COUNT_ROOTS],
      row,
      unit,
      section,
      { ...marks, counted: true },
    );
  }

  /** Each section's number of list items ("the list of bug fixes runs to 207 entries"), once the text is read. */
  /** How many releases a change log lists: its version headings of the level most of them have ("eleven releases"). */
  countReleases(): void {
    const levels = new Map<number, number>();
    for (const r of this.releases) levels.set(r.level, (levels.get(r.level) ?? 0) + 1);
    const [level, n] = [...levels].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
    const first = this.releases.find((r) => r.level === level);
    if (!first || n < 2) return;
    const unit = shownUnit(`${n} releases, from "${first.heading}"`, first.range, 'heading');
    this.addCount(n, first.range, RELEASES_LISTED, [rootOf('release'), rootOf('version')], [], unit, undefined);
  }

  countItems(): void {
    for (const [section, items] of this.itemCounts) {
      if (items.length < 2) continue;
      const first = items[0] as Range;
      const unit = shownUnit(`${section.heading}: ${items.length} entries`, first, 'heading', section.roots, section);
      // (Under a release, the label names it: "the entries under "Fixed" in "1.0.1 - 2023-02-01"".)
      let release = section;
      while (release.parent?.status !== undefined) release = release.parent;
      const where = release === section ? '' : ` in "${release.heading}"`;
      this.addCount(
        items.length,
        first,
        `the entries under "${section.heading}"${where}`,
        section.roots,
        [],
        unit,
        section,
      );
    }
  }

  /** A sentence or list item: each value in it is named by the words of its own clause. */
  private sentence(range: Range, section: Section | undefined, kind: 'sentence' | 'item'): void {
    const written = this.text.slice(range.start, range.end);
    // Stryker disable next-line MethodExpression,StringLiteral: a sentence or an item starts and ends with text, so it is never blank
    if (written.trim() === '') return;
    // The number of an ordered list's item ("1. We need ...") numbers the item; it is no value the item states.
    const marker = /^\s*\(?\d{1,3}[.)]\s+/u.exec(written)?.[0] ?? '';
    const raw = ' '.repeat(marker.length) + written.slice(marker.length);
    const unit = this.unit(
      range,
      kind,
      section,
      raw
        .replace(/\s+/gu, ' ')
        .trim()
        .replace(/^[-*+o•]\s+/u, ''),
    );
    // (A sentence of a paragraph goes on from the ones before it: "... a limit to the depth of nesting ... This is
    // imposed ... The default limit can be specified when PCRE2 is built; if not, the default is set to 250." Their
    // words are the sentence's context.)
    if (kind === 'sentence' && this.previous) this.before.set(unit, this.previous);
    this.previous = kind === 'sentence' ? [...new Set([...(this.previous ?? []), ...unit.roots])] : undefined;
    // (An item that defines a term, "`--port <int>` - Bind to a socket ...", is about it: the term names its values.)
    const term = kind === 'item' ? DEFINED_TERM.exec(raw)?.[1] : undefined;
    this.valuesIn(raw, range.start, unit, section, [], undefined, term ? contentRoots(term) : []);
    this.inlineLists(raw, range.start, term, section);
  }

  /**
   * A list written in a line after its label ("**Options:** *'auto', 'h11', 'httptools'*", "the following patterns are
   * excluded: `.*, .py[cod], ~*`"): its entries counted, named by the words of the line up to the list ("--loop",
   * "event loop"), and an option list's as choices too.
   */
  private inlineLists(raw: string, base: number, term: string | undefined, section: Section | undefined): void {
    for (const m of raw.matchAll(INLINE_LIST)) {
      const [, label = '', quoted, code] = m;
      const entries = quoted !== undefined ? [...quoted.matchAll(QUOTED_ENTRY)].length : (code ?? '').split(',').length;
      const at = { start: base + m.index, end: base + m.index + m[0].length };
      const before = raw.slice(0, m.index + label.length);
      const choices = /\boptions?\b|\bchoices?\b/iu.test(label) ? keyRoots('choices options') : [];
      const key = [...contentRoots(before.replace(/[`*_'"<>]/gu, ' ')), ...choices];
      // (Of the term the item defines: "`--log-level <str>`".)
      const what = `the entries listed after "${label.trim()}"${term ? ` for \`${term}\`` : ''}`;
      const shown = shownUnit(`${label.trim()}: ${entries} entries`, at, 'record');
      this.addCount(entries, at, what, key, [], shown, section);
    }
  }

  /** Facts for every value in a piece of text: versions, dates, quantities (skipping those inside dates and versions). */
  private valuesIn(
    raw: string,
    base: number,
    unit: Unit,
    section: Section | undefined,
    key: readonly string[],
    label?: string,
    row: readonly string[] = [],
    marks: FactMarks = {},
  ): void {
    const cleaned = withoutReferences(raw);
    // A port written in a web address ("open http://localhost:5173/") is a port the sentence speaks of, by its words.
    for (const m of raw.matchAll(URL_PORT)) {
      // Stryker disable next-line OptionalChaining: the port group of URL_PORT always takes part
      const at = m.index + m[0].length - (m[1]?.length ?? 0);
      // Stryker disable next-line StringLiteral: the port group of URL_PORT always takes part
      const [port] = extractQuantities(m[1] ?? '');
      if (port)
        this.add(
          { kind: 'quantity', quantity: { ...port, range: { start: at, end: at + port.text.length } } },
          port.text,
          { start: base + at, end: base + at + port.text.length },
          label ?? unit.text,
          [...key, PORT_ROOT, ...contentRoots(cleaned)],
          row,
          unit,
          section,
          marks,
        );
    }
    raw = cleaned;
    // (A field whose key names versions gives its numbers as versions: "supportedPythonVersions": "3.12 - 3.14".)
    const { versions, dates, quantities, masked } = key.includes(VERSION_ROOT) ? versionValuesOf(raw) : valuesOf(raw);
    // A field whose value is a sentence ("Audit summary: the audit found 12 open issues") names its numbers in words.
    // (A title, "Ice hockey at the 1984 Winter Olympics", is a name: it has fewer than two lower-case content words.)
    // (A table cell is a name unless it is long: "no 9 autorlando sport" names an entrant.)
    // Stryker disable next-line ArrayDeclaration: with no lower-case words a made-up one counts at most 1, under either threshold
    const lowerWords = (raw.match(/(?<![\p{L}\p{N}])\p{Ll}{3,}/gu) ?? []).filter((w) => isContentWord(w)).length;
    const prose = key.length > 0 && lowerWords >= (marks.record === undefined ? 2 : 6);
    // A value in prose is named by its sentence; a field's value by its own key only (a list item not by its neighbours),
    // unless the value is a sentence itself.
    const sentenceRoots = key.length > 0 && !prose ? [] : contentRoots(raw);
    // A version or a date in prose is named by its own clause when the sentence has several ("version 2.1 added
    // streaming; version 2.2 removed the old API"), as a number is.
    const versionStarts = versions.map((v) => v.start);
    const dateStarts = dates.map((d) => d.range.start);
    const namedBy = (at: number, values: readonly number[]): readonly string[] =>
      sentenceRoots.length > 0 && values.length > 1 ? clauseRoots(raw, at, values) : sentenceRoots;
    // (A version listed after another, "Python 3.8 and 3.9", is named by the other's clause.)
    let previous: { end: number; words: readonly string[] } | undefined;
    for (const v of versions) {
      const listed = previous && LISTED_VERSIONS.test(raw.slice(previous.end, v.start));
      const words = listed && previous ? previous.words : namedBy(v.start, versionStarts);
      previous = { end: v.end, words };
      this.add(
        { kind: 'version', version: v.version, suffix: v.suffix },
        v.text,
        { start: base + v.start, end: base + v.end },
        label ?? unit.text,
        ofPackage([...key, ...words], v),
        row,
        unit,
        section,
        marks,
      );
    }
    for (const d of dates) {
      const range = { start: base + d.range.start, end: base + d.range.end };
      this.add(
        { kind: 'date', date: d },
        d.text,
        range,
        label ?? unit.text,
        [...key, ...namedBy(d.range.start, dateStarts)],
        row,
        unit,
        section,
        marks,
      );
    }
    // A number among a cell's words belongs to them ("no 9 autorlando sport", "john salmons (4)"): they name its row,
    // and a claim must name them to use the number.
    const own =
      marks.record !== undefined && !prose
        ? contentRoots(blank(raw, [...masked, ...quantities.map((q) => q.range)])).filter((w) => /\p{L}{3}/u.test(w))
        : [];
    for (const [k, q] of quantities.entries()) {
      // "363 out of the 370 static defer sites": what the whole is, the part is too.
      const whole = quantities[k + 1];
      const partOf =
        whole && /^\s+(?:out\s+)?of\s+(?:the\s+|all\s+)?$/u.test(raw.slice(q.range.end, whole.range.start));
      // "rose from 10 ms to 15 ms", "takes 12 minutes on CI and 3 minutes locally": a value with no words before it
      // of its own, joined by "to" to the one before, or by "and" to one of the same measure, is said of what that is.
      const previous = quantities[k - 1];
      // Stryker disable next-line StringLiteral: joined is read only when there is a value before
      const joined = previous === undefined ? '' : raw.slice(previous.range.end, q.range.start);
      const changeTo =
        previous !== undefined &&
        ((TO_END.test(joined) &&
          FROM_END.test(raw.slice(Math.max(0, previous.range.start - 24), previous.range.start))) ||
          (q.clause.before.length === 0 &&
            q.dimension === previous.dimension &&
            !['count', 'year'].includes(q.dimension) &&
            /^[^.;:!?]*?,?\s+and\s+$/u.test(joined)));
      const near = [
        ...q.clause.before,
        ...q.clause.after,
        ...(partOf ? whole.clause.after : []),
        ...(changeTo ? previous.clause.before : []),
      ].map((s) => contentRoots(s)[0] ?? s);
      // In prose the unit names the value too ("about 50ns"), as it does in a claim; a value whose clause has no
      // words of its own ("fell by 5% in 2023") is named by its sentence.
      if (prose || key.length === 0) near.push(...contentRoots(q.text.replace(/^.*\d/su, '')));
      // (Of a defined term's item, the term and the label before the value: "**Default:** *8000*" of `--port`.)
      if ((prose || key.length === 0) && near.length === 0)
        near.push(
          ...(key.length === 0 && row.length > 0 && marks.record === undefined
            ? [...row, ...labelBefore(raw, q.range.start)]
            : unit.roots),
        );
      const range = { start: base + q.range.start, end: base + q.range.end };
      // A value written with its year ("from 10% in 2023 to 15% in 2024") is that year's, whatever the heading says.
      const year = q.dimension === 'year' ? undefined : /^\s+in\s+((?:1[89]|20)\d\d)\b/u.exec(raw.slice(q.range.end));
      const dated = {
        ...(year ? { years: [Number(year[1])] } : {}),
        ...(earlierLevel(raw.slice(Math.max(0, q.range.start - 40), q.range.start)) ? { earlier: true } : {}),
        // ("The exit status is the signal number plus 128": a number the source adds is no value of what it makes.)
        ...(OPERAND_BEFORE.test(raw.slice(Math.max(0, q.range.start - 16), q.range.start)) ? { fromKey: true } : {}),
      };
      // ("Respondents: 12,400 from 83 countries": a later count of a field's value with a noun of its own is a count of
      // that, not of what the key names.)
      const counted =
        k > 0 && key.length > 0 && !prose && marks.record === undefined && q.dimension === 'count' && !changeTo;
      const ownNoun = counted && q.context.after[0] !== undefined;
      // ("supports OpenShift 4 based on ...": a whole number right after a name inside a sentence is part of the name, a
      // number only for a claim that names it.)
      const named =
        q.dimension === 'count' && /^\d+\+?$/u.test(q.text) ? NAME_BEFORE.exec(raw.slice(0, q.range.start)) : null;
      const ownWords = named ? [...own, ...contentRoots(named[1] ?? '')] : own;
      this.add(
        { kind: 'quantity', quantity: q },
        q.text,
        range,
        label ?? unit.text,
        // In a field the words beside a number inside its value describe the row, not the key.
        ownNoun ? near : key.length > 0 && !prose ? key : [...key, ...near],
        key.length > 0 && !prose ? [...row, ...near, ...own] : row,
        unit,
        section,
        ownWords.length > 0 ? { ...marks, ...dated, own: ownWords } : { ...marks, ...dated },
      );
    }
  }

  /**
   * A `Key: value` field: the value's numbers take their unit from the key; a list value is also counted. Its key is
   * named by `path`, the keys it is nested under with its own ("database.port").
   */
  private field(
    name: string,
    value: string,
    range: Range,
    valueStart: number,
    section: Section | undefined,
    // Stryker disable next-line ArrayDeclaration: field() is always called with its path
    path: readonly string[] = [name],
    items?: readonly string[],
    about?: string,
    marks: FactMarks = {},
  ): void {
    const unit = this.unit(range, 'field', section, `${name}: ${value}`, about);
    const nested = path.length > 1 ? path.join('.') : undefined;
    const cell = nested ? { ...marks, path } : marks;
    this.fieldValue(nested ?? name, value, range, valueStart, section, unit, [], nested, cell, items);
  }

  private fieldValue(
    name: string,
    value: string,
    range: Range,
    valueStart: number,
    section: Section | undefined,
    unit: Unit,
    row: readonly string[],
    labelOverride?: string,
    cell: FactMarks = {},
    listed?: readonly string[],
  ): void {
    const { key, words: keyText, quantities: inKey } = this.keyOf(name);
    const label = labelOverride ?? keyText;
    const valueAt = Math.max(valueStart, this.text.indexOf(value.slice(0, 20), valueStart));
    const valueRange =
      // Stryker disable next-line LogicalOperator,StringLiteral: an empty value states nothing, so its range is never used
      valueAt >= 0 && value !== '' ? { start: valueAt, end: Math.min(range.end, valueAt + value.length) } : range;
    const trimmed = value.trim();
    // "rust-version = 1.88", "requires-python = >=3.9": a field of a version states one, of the package its key names.
    const byKey = fieldVersions(cell.path ?? name.split('.'), trimmed);
    for (const v of byKey)
      this.add(versionOf(v), v.text, valueRange, label, ofPackage(key, v), row, unit, section, cell);
    // (A whole number, "version: 2", may still be counted.)
    if (byKey.length > 0 && !/^\d+$/u.test(trimmed)) return;
    // "NEXT_TELEMETRY_DISABLED=1": a 0 or 1 that turns something on or off is a switch's state, no number of anything.
    if (/^[01]$/u.test(trimmed) && SWITCH_KEY.test(name)) {
      this.add({ kind: 'name', name: trimmed }, trimmed, valueRange, label, key, row, unit, section, cell);
      return;
    }
    if (/^-?[\d,]*\.?\d+$/u.test(trimmed.replace(/[%]$/u, ''))) {
      // Stryker disable next-line Regex: the value here is a number with at most a '%' at its end
      const read = fieldQuantities(keyText, trimmed.replace(/%$/u, ''));
      // 'edition = "2021"': a whole number written as text that reads as a year is one too, when its key gives it no
      // unit (a number, "interval": 2000, is a measure).
      const counted = read.filter((q) => !q.fromKey);
      const quoted = /["']/u.test(this.text.charAt(valueRange.start - 1));
      const year =
        unit.kind === 'field' &&
        quoted &&
        /^(?:19|20)\d\d$/u.test(trimmed) &&
        counted.every((q) => q.dimension === 'count')
          ? counted.slice(0, 1).map((q): Quantity => ({ ...q, dimension: 'year' }))
          : [];
      for (const q of [...read, ...year])
        this.add(
          { kind: 'quantity', quantity: percentIf(q, trimmed) },
          trimmed,
          valueRange,
          label,
          key,
          row,
          unit,
          section,
          q.fromKey ? { ...cell, fromKey: true } : cell,
        );
      return;
    }
    for (const q of inKey)
      this.add({ kind: 'quantity', quantity: q }, q.text, range, label, key, row, unit, section, {
        ...cell,
        fromKey: true,
      });
    // People with roles, as R's DESCRIPTION gives them: `person("Hadley", "Wickham", role = c("aut", "cre"))`.
    for (const p of rolesOf(value))
      this.add(
        { kind: 'name', name: p.name },
        p.name,
        valueRange,
        `${label} (${p.roles.join(', ')})`,
        p.roles.flatMap((r) => contentRoots(RELATORS[r] ?? r)),
        row,
        unit,
        section,
        cell,
      );
    // A list ("cli (>= 3.6.2), generics, glue"): each item is named by its own words too, and the list has a length.
    const items = listed ?? listItems(trimmed);
    if ((items.length >= 2 || listed !== undefined) && items.length <= MAX_LIST_ITEMS) {
      // (Not a table cell's: "march 2 , 2003" or "marrakech , morocco" is one value with a comma in it.)
      if (unit.kind !== 'row' && items.length >= 2)
        this.addCount(items.length, valueRange, `${label} (number of entries)`, key, row, unit, section, cell);
      // (Each item's values are placed from where the item stands in the value: "small 10 kg, large 40 kg".)
      let cursor = valueRange.start;
      for (const item of items) {
        const itemAt = this.text.indexOf(item, cursor);
        const found = itemAt >= 0 && itemAt < valueRange.end;
        const itemStart = found ? itemAt : valueRange.start;
        if (found) cursor = itemAt + item.length;
        // "h2>=3,<5" in a list of dependencies: the versions of h2 it needs, and the package's name.
        const required = requirementVersions(name, item);
        if (required.length > 0) {
          const pkg = item.trim().split(/[\s[(<>=!~^;]/u)[0] ?? item;
          for (const v of required)
            this.add(
              versionOf(v),
              v.text,
              valueRange,
              `${label}: ${item}`,
              ofPackage([...key, ...contentRoots(pkg)], v),
              row,
              unit,
              section,
              cell,
            );
          this.add({ kind: 'name', name: pkg }, pkg, valueRange, label, key, row, unit, section, cell);
          continue;
        }
        // (A number inside an item of words of an array is the item's, used only by a claim that names it: the 5 of
        // "Development Status :: 5 - Production/Stable".)
        const words = contentRoots(item);
        const named = listed !== undefined && words.length >= 2 && /\d/u.test(item) ? { ...cell, own: words } : cell;
        this.valuesIn(item, itemStart, unit, section, [...key, ...words], `${label}: ${item}`, row, named);
        if (item.length <= 60 && !/\d/u.test(item))
          this.add({ kind: 'name', name: item }, item, valueRange, label, key, row, unit, section, cell);
      }
      return;
    }
    // ("for: 10m", "split-merge-interval = "1h"": a setting's duration, written Go's way.)
    // (An alerting rule's `for: 10m` is how long its condition must hold before it fires.)
    const span = fieldDuration(keyText, trimmed);
    if (span) {
      const words = /(?:^|[.\s])for$/u.test(name) ? [...key, ...HOLD_ROOTS] : key;
      this.add({ kind: 'quantity', quantity: span }, trimmed, valueRange, label, words, row, unit, section, cell);
      return;
    }
    this.valuesIn(trimmed, valueRange.start, unit, section, key, label, row, cell);
    const named = trimmed.length <= 80 && !/\d/u.test(trimmed) ? trimmed : undefined;
    if (named) this.add({ kind: 'name', name: named }, named, valueRange, label, key, row, unit, section, cell);
  }

  // ---- tables ---------------------------------------------------------------

  private markdownTable(rows: readonly { text: string; start: number }[], section: Section | undefined): void {
    const cells = (line: string): string[] =>
      line
        .trim()
        .replace(/^\||\|$/gu, '')
        .split('|')
        .map((c) =>
          c
            .replace(/[*_`]/gu, '')
            // (A link, inline or by reference: "[1.21][]", "[CyberArk][vendor]", "[docs](https://...)", is its text.)
            .replace(/\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])/gu, '$1')
            .trim(),
        );
    const [head, ...body] = rows;
    if (!head) return;
    const header = cells(head.text);
    const data = body.filter((r) => !cells(r.text).every((v) => /^:?-+:?$/u.test(v) || v === ''));
    this.table(
      header,
      data.map((r) => ({ values: cells(r.text), range: { start: r.start, end: r.start + r.text.length } })),
      section,
    );
  }

  csv(text: string, delimiter: string): void {
    const [header, ...rows] = parseCsv(text, delimiter);
    if (!header) return;
    this.table(
      header.map((c) => c.value),
      rows.flatMap((row) => {
        const first = row[0];
        const last = row[row.length - 1];
        // Stryker disable next-line LogicalOperator: parseCsv keeps no empty row, so every row has a first and a last cell
        return first && last
          ? [{ values: row.map((c) => c.value), range: { start: first.range.start, end: last.range.end } }]
          : // Stryker disable next-line ArrayDeclaration: parseCsv keeps no empty row, so every row has a first and a last cell
            [];
      }),
      undefined,
    );
  }

  /** A table: each cell is named by its column header, and by its row's text cells (the row label first). */
  private table(
    header: readonly string[],
    rows: readonly { values: readonly string[]; range: Range }[],
    section: Section | undefined,
  ): void {
    const from = this.facts.length;
    // A first column of first days of months ("2010-05-01" in every row) is a monthly series: each row is its month.
    const firsts = rows.map((r) => (r.values[0] ?? '').trim());
    const monthly =
      firsts.every((v) => /^\d{4}-\d\d-01$/u.test(v)) && new Set(firsts.map((v) => v.slice(5, 7))).size > 1;
    // A first column of versions ("Version": 10, 11, 12) names each row by its version: "Laravel 11" is the row "11".
    // (A row of the versions below a bound, "< 3.2", is no version's row, but leaves the others theirs.)
    const versioned =
      VERSION_COLUMN.test(header[0] ?? '') &&
      rows.every((r) => VERSION_CELL.test(r.values[0] ?? '') || VERSION_BOUND_CELL.test(r.values[0] ?? ''));
    for (const row of rows) {
      const isLabel = (v: string): boolean => v !== '' && !/^[-+]?[\d.,]+%?$/u.test(v);
      const labels = row.values.filter(isLabel);
      // A row's date names it by its year too ("In 2001, fossil fuels generated ..." for "2001-01-01,Fossil Fuels").
      // (A month that labels the row names it by its date: "February 2024" by m:2024-2, not by "february".)
      const labelMonth = monthly
        ? isoMonth((row.values[0] ?? '').trim().slice(0, 7))
        : writtenMonth(row.values[0] ?? '');
      const version = versioned ? VERSION_CELL.exec(row.values[0] ?? '') : undefined;
      const own = version?.[1]?.split('.').map(Number);
      // (A line, "5.0.x", is every release of it.)
      const family = version?.[2] ?? '';
      const cellRoots = row.values.map((v, k) =>
        k === 0 && labelMonth
          ? dateWords(labelMonth)
          : k === 0 && own
            ? [versionToken(own)]
            : [...(isLabel(v) ? contentRoots(v) : []), ...dateTokens(v)],
      );
      // A cell is named by the other cells of its row ("14th" does not name its own row).
      const rowRoots = cellRoots.flat();
      const rowRootsBut = (k: number): string[] =>
        (cellRoots[k] ?? []).length === 0 ? rowRoots : cellRoots.flatMap((r, j) => (j === k ? [] : r));
      const shown = row.values.map((v, k) => (header[k] ? `${keyWords(header[k] ?? '')}: ${v}` : v)).join('; ');
      const unit = this.unit(row.range, 'row', section, shown);
      // Stryker disable next-line StringLiteral: every row has a first cell
      const first = row.values[0] ?? '';
      // A first column of numbers ("pos", "game") holds values, not the row's name; so does one of dates ("2001-01-01"),
      // when another cell names the row.
      const isoDate = /^\d{4}[-/]\d{1,2}(?:[-/]\d{1,2})?$/u.test(first.trim());
      const rowLabel =
        /\p{L}/u.test(first) || own
          ? first
          : isoDate
            ? // Stryker disable next-line StringLiteral: an ISO date cell is a label itself, so labels is not empty here
              (labels.find((l) => /\p{L}/u.test(l)) ?? labels[0] ?? '')
            : (labels[0] ?? '');
      const several = rows.length > 1;
      // A row label's unit, "Revenue ($M)", is that of the row's cells, as a column's is of its cells.
      const written = /\s(\([^()]{1,12}\))\s*$/u.exec(rowLabel)?.[1] ?? '';
      const rowUnit = written !== '' && unitWritten(written) ? ` ${written}` : '';
      row.values.forEach((value, k) => {
        const column = header[k] ?? '';
        // (A row of numbers alone, "2023,157", is named by its first: "output" of the row "2023".)
        // Stryker disable next-line MethodExpression: a row with no label starts with a number or nothing, with no spaces to trim
        const label = `"${column}" of the row "${rowLabel || first.trim()}"`;
        // An ISO month ("2026-08"), or a month written out that labels the row ("August 2026"), is a date, also where it
        // names the row: "in August 2026" states it.
        const month = isoMonth(value) ?? (k === 0 ? labelMonth : undefined);
        if (month) {
          const text = value.trim();
          const date = { ...month, text, range: { start: 0, end: text.length } };
          const marks = { rowDate: true, ...(several ? { record: row.range.start } : {}) };
          // (Whatever its column is called, "month" or "period", a claim's date is what names it.)
          this.add({ kind: 'date', date }, value, row.range, label, DATE_ROOTS, rowRoots, unit, section, marks);
          return;
        }
        if (value === '' || (k === 0 && rowLabel === first)) return;
        // A column headed by a year ("country,2021,2022,2023") is that year's: its cells are the row's series by year,
        // of what the table measures, which only its title can say ("Electricity production by country (TWh)").
        const year = /^\s*((?:1[89]|20)\d\d)\s*$/u.exec(column)?.[1];
        const dated = year ?? /^(?:fiscal|fy|year|cy)\s+((?:1[89]|20)\d\d)\b/iu.exec(column.trim())?.[1];
        this.fieldValue(
          year ? `${this.title}${rowUnit}` : `${column}${/\(/u.test(column) ? '' : rowUnit}`,
          value,
          row.range,
          row.range.start,
          section,
          unit,
          // (Its year is the column's, not a number of another cell read as a year: "2023", "Fiscal 2023".)
          dated ? [`y:${dated}`, ...rowRootsBut(k).filter((r) => !r.startsWith('y:'))] : rowRootsBut(k),
          label,
          { ...(several ? { record: row.range.start } : {}), ...(year ? { titled: true } : {}) },
        );
      });
      // (A month that labels the row is its date, read above, and no name.)
      if (rowLabel !== '' && rowLabel === first && !labelMonth) {
        this.add(
          { kind: 'name', name: rowLabel },
          rowLabel,
          row.range,
          // Stryker disable next-line StringLiteral: a table's header has a first cell
          keyWords(header[0] ?? ''),
          // Stryker disable next-line StringLiteral: a table's header has a first cell
          keyRoots(header[0] ?? ''),
          rowRoots,
          unit,
          section,
          { rowName: true },
        );
        // Numbers inside a row's label ("zstd 1.5.6 -1", "round 3") name the row; they state a claim's value, never rival it.
        const versions = own
          ? [{ text: first.trim(), start: 0, end: first.trim().length, version: own, suffix: family }]
          : extractVersions(rowLabel);
        // A date's day ("august 30") is no number of the row's name.
        const masked = [
          ...versions.map((v) => ({ start: v.start, end: v.end })),
          ...extractDates(rowLabel).map((d) => d.range),
        ];
        for (const v of versions)
          this.add(
            { kind: 'version', version: v.version, suffix: v.suffix },
            v.text,
            row.range,
            `the row "${rowLabel}"`,
            ofPackage(keyRoots(header[0] ?? ''), v),
            rowRoots,
            unit,
            section,
            { ...(several ? { record: row.range.start } : {}), ...(own ? { rowName: true } : {}) },
          );
        for (const q of extractQuantities(rowLabel, masked))
          this.add(
            { kind: 'quantity', quantity: q },
            q.text,
            row.range,
            `the row "${rowLabel}"`,
            // Stryker disable next-line StringLiteral: a table's header has a first cell
            keyRoots(header[0] ?? ''),
            rowRoots,
            unit,
            section,
            {
              fromKey: true,
              rowName: true,
              labelWords: contentRoots(rowLabel),
              ...(several ? { record: row.range.start } : {}),
            },
          );
      }
    }
    this.markMeasures(from);
    this.categories(header, rows, section);
    // A column's length: "the table lists 22 entries", or 22 of what its first column heads ("22 features").
    if (rows.length >= 2) {
      const first = (rows[0] as { range: Range }).range;
      // (Its columns' names are the table's: "22 features, each marked for pnpm, Yarn and npm".)
      const columns = header.filter((h) => h.trim() !== '').join(', ');
      const unit = {
        ...shownUnit(`${rows.length} rows (${columns})`, first, 'row', [], section),
        folded: ` ${foldName(columns)} `,
      };
      const rowTexts = rows.map((r) => r.values.map((v, k) => `${header[k] ?? ''}: ${v}`).join('; '));
      // (Only a column of names or versions: a column of dates or numbers counts years or values, not things.)
      const named = versioned || rows.every((r) => /^\s*[^\d\s<>≤≥]/u.test(r.values[0] ?? ''));
      const heads = named ? keyRoots(header[0] ?? '').filter((w) => !/\d/u.test(w)) : [];
      const key = [...new Set([rootOf('row'), ...(heads.length === 1 ? heads : [])])];
      this.addCount(rows.length, first, 'the number of rows', key, [], unit, section, {
        rowTexts,
        ...(heads.length === 1 ? { heads } : {}),
      });
    }
  }

  /**
   * A column of categories, whose words repeat down the rows ("Fossil Fuels", "Nuclear Energy", "Renewables" for each
   * year): how many different ones it has ("three sources"), and how many besides one ("the other two sources").
   */
  private categories(
    header: readonly string[],
    rows: readonly { values: readonly string[]; range: Range }[],
    section: Section | undefined,
  ): void {
    const first = rows[0]?.range;
    // Stryker disable next-line LogicalOperator: one or two rows hold no column of categories anyway
    if (!first || rows.length < 3) return;
    header.forEach((column, k) => {
      const values = rows.map((r) => (r.values[k] ?? '').trim().toLowerCase());
      if (column.trim() === '' || values.some((v) => !/\p{L}/u.test(v) || /\d/u.test(v))) return;
      const distinct = new Set(values).size;
      if (distinct < 2 || distinct === values.length || distinct > MAX_LIST_ITEMS) return;
      // Stryker disable next-line StringLiteral: a row lacking the cell stopped the column above
      const members = [...new Set(rows.map((r) => (r.values[k] ?? '').trim()))];
      const listed = members.length <= 12 ? ` (${members.join(', ')})` : '';
      const unit = shownUnit(
        `${column}: ${distinct} different values${listed}`,
        first,
        'row',
        members.flatMap((m) => contentRoots(m)),
        section,
      );
      const key = keyRoots(column);
      this.addCount(distinct, first, `the different values of "${column}"`, key, [], unit, section, { members });
      this.addCount(distinct - 1, first, `the values of "${column}" besides one`, key, [], unit, section, {
        others: true,
      });
    });
  }

  /**
   * Columns of counts among the facts from `from` on: a column with a number that is no year (35361, 3.5) holds no
   * years, so its year-like numbers (1963) are counts too.
   */
  private markMeasures(from: number): void {
    const columns = new Map<string, number[]>();
    for (let k = from; k < this.facts.length; k += 1) {
      const f = this.facts[k] as SourceFact;
      if (f.record === undefined || f.value.kind !== 'quantity' || f.fromKey) continue;
      const key = f.key.join(' ');
      const cells = columns.get(key);
      if (cells) cells.push(k);
      else columns.set(key, [k]);
    }
    for (const cells of columns.values()) {
      const values = cells.map((k) =>
        // Stryker disable next-line OptionalChaining: the column holds only places of facts
        this.facts[k]?.value.kind === 'quantity' ? this.facts[k].value.quantity : undefined,
      );
      const years = values.every((q) => q && Number.isInteger(q.value) && q.value >= 1000 && q.value <= 2100);
      if (years) continue;
      for (const k of cells) this.facts[k] = { ...(this.facts[k] as SourceFact), measure: true };
    }
  }

  // ---- TOML and INI ---------------------------------------------------------------

  /**
   * A fenced block, read in place (`from` is where its text starts): a block of `key = value` lines as its entries, any
   * other code by its comments alone ("# Though this filter is longer, its nesting depth is still 2").
   */
  private fenced(block: string, from: number, config: boolean): void {
    if (!config) {
      const comments = commentText(block, true);
      if (comments.trim() !== '') this.prose(comments, from, false);
      return;
    }
    const { entries, tables } = readConfig(block);
    const moved = (r: Range): Range => ({ start: r.start + from, end: r.end + from });
    this.config(
      entries.map((e) => ({ ...e, range: moved(e.range), valueStart: e.valueStart + from })),
      tables.map((t) => ({ ...t, range: moved(t.range) })),
    );
  }

  /**
   * A TOML or INI file's entries, each a field named by its tables and keys ("database.pool.max_connections"); a table
   * with several entries has a length, and so have its entries with a flag set ("dependencies" with "optional" true).
   */
  config(entries: readonly ConfigEntry[], tables: readonly ConfigTable[]): void {
    for (const e of entries)
      if (e.comment)
        // (Its comment marks blanked, a comment's lines read as text: "# Default: 512" is a default's field.)
        this.prose(commentText(this.text.slice(e.range.start, e.range.end)), e.range.start, false);
      else
        this.field(
          e.path.at(-1) ?? '',
          e.value,
          e.range,
          e.valueStart,
          undefined,
          e.path,
          e.items,
          e.about,
          e.shown ? { shown: true } : {},
        );
    const counted = new Set<string>();
    for (const t of tables) {
      const name = t.name ?? t.path.join('.');
      const under = entries.filter(
        (e) =>
          !e.comment &&
          !e.commented &&
          e.path.length > t.path.length &&
          t.path.every((p, k) => e.path[k] === p) &&
          (!t.within || (e.range.start >= t.within.start && e.range.start < t.within.end)),
      );
      const children = new Set(t.children ?? under.map((e) => e.path[t.path.length]));
      if (children.size < 2 || counted.has(name)) continue;
      counted.add(name);
      const at = { start: t.range.start, end: t.range.end };
      const unit = shownUnit(`${name}: ${children.size} entries`, at, 'record');
      const key = keyRoots(`${t.path.join(' ')} ${t.words ?? ''}`);
      // (A section is named as a row is: of "Queue" and "Dead Letter Queue", the one a claim names whole; and only a
      // claim that names it counts it.)
      const row = t.within ? keyRoots(name) : [];
      const marks = t.within ? { own: row } : {};
      this.addCount(children.size, at, `${name} (number of entries)`, key, row, unit, undefined, marks);
      const flags = new Map<string, Set<string | undefined>>();
      for (const e of under)
        if (e.path.length === t.path.length + 2 && e.value === 'true') {
          const flag = e.path.at(-1) ?? '';
          flags.set(flag, (flags.get(flag) ?? new Set()).add(e.path[t.path.length]));
        }
      // (Only a claim that names the flag counts by it: "two of the dependencies are optional".)
      for (const [flag, set] of flags)
        this.addCount(
          set.size,
          at,
          `${name} entries with "${flag}" true`,
          keyRoots(`${t.path.join(' ')} ${flag}`),
          [],
          unit,
          undefined,
          {
            own: keyRoots(flag),
            flagged: true,
          },
        );
    }
  }

  // ---- JSON -------------------------------------------------------------------

  /**
   * How many records each map of records holds, in a file read line by line: a compose file's "services" (six), its
   * "volumes", as a JSON file's are counted.
   */
  recordCounts(node: JsonNode, path: readonly string[] = []): void {
    if (node.kind !== 'object') return;
    if (node.entries.length >= 3 && node.entries.every((e) => e.value.kind === 'object') && path.length > 0)
      this.countEntries(node, path, [], {});
    for (const e of node.entries) this.recordCounts(e.value, [...path, e.key]);
  }

  /** How many entries a map under a key holds ("dependencies: 2 entries"), named by its keys. */
  private countEntries(
    node: JsonNode & { kind: 'object' },
    path: readonly string[],
    labels: readonly string[],
    marks: FactMarks,
  ): void {
    const list = path.join('.');
    const at = { start: node.start, end: Math.min(node.end, node.start + 1) };
    const unit = shownUnit(`${list}: ${node.entries.length} entries`, at, 'record');
    const key = keyRoots(path.join(' '));
    this.addCount(node.entries.length, at, `${list} (number of entries)`, key, labels, unit, undefined, marks);
  }

  json(root: JsonNode): void {
    const walk = (
      node: JsonNode,
      path: readonly string[],
      labels: readonly string[],
      keyStart: number | undefined,
      recordName?: string,
      recordStart?: number,
      entryName?: string,
    ): void => {
      if (node.kind === 'scalar') {
        // A list's positions are no words of its key ("Labels.1" is the key "Labels").
        const keys = path.filter((p) => !/^\d+$/u.test(p));
        const name = keys.join(' ');
        const range = { start: keyStart ?? node.start, end: node.end };
        const shownKey = recordName ? `${path.join('.')} of "${recordName}"` : path.join('.');
        const unit = this.unit(range, 'field', undefined, `${shownKey}: ${String(node.value)}`);
        if (node.value === null || typeof node.value === 'boolean') return;
        const value = String(node.value);
        // A record's own name written as a version ("name": "5.2" of "5.2") names it: no number of it.
        // (Not a value of another field that is the record's only text: "python: '3.14'" of "{python: '3.14'}".)
        if (
          typeof node.value === 'string' &&
          value === recordName &&
          /^v?\d+(?:\.\d+)+$/u.test(value) &&
          NAME_KEYS.test(path.at(-1) ?? '')
        )
          return;
        this.fieldValue(name, value, range, node.start, undefined, unit, labels, shownKey, {
          ...(recordStart !== undefined ? { record: recordStart } : {}),
          ...(keys.length > 1 ? { path: keys } : {}),
        });
        return;
      }
      if (node.kind === 'array') {
        const count = node.items.length;
        if (count >= 2 && !node.alternatives) {
          const list = path.join('.') || 'the list';
          const at = { start: node.start, end: Math.min(node.end, node.start + 1) };
          const unit = shownUnit(`${list}: ${count} entries`, at, 'record');
          // A file's own top-level list is what its title names ("spinners.json" lists spinners); a list of records
          // that each open with the same key is a list of what that key names (`- alert: ...`: alerts).
          const objects = node.items.filter((i): i is JsonNode & { kind: 'object' } => i.kind === 'object');
          const first = objects[0]?.entries[0]?.key;
          const opening =
            first !== undefined &&
            !NAME_KEYS.test(first) &&
            objects.length === node.items.length &&
            objects.every((o) => o.entries[0]?.key === first)
              ? keyRoots(first)
              : [];
          const key = [...keyRoots(path.join(' ')), ...(path.length === 0 ? this.titleRoots : []), ...opening];
          const inRecord = recordStart !== undefined ? { record: recordStart } : {};
          this.addCount(count, at, `${list} (number of entries)`, key, labels, unit, undefined, inRecord);
          // How many records of a list give a field one value: "six of the alerts are critical" (`severity: critical`).
          for (const [field, values] of tallies(objects))
            for (const [value, n] of values)
              this.addCount(
                n,
                at,
                `${list} entries with ${field} "${value}"`,
                [...key, ...keyRoots(field), ...contentRoots(value)],
                labels,
                unit,
                undefined,
                {
                  ...inRecord,
                  flagged: true,
                  own: contentRoots(value),
                },
              );
          // How many records of a list have a field set: "16 of the entries have a router".
          const flags = new Map<string, number>();
          for (const o of objects)
            for (const e of o.entries)
              if (e.value.kind === 'scalar' && e.value.value === true) flags.set(e.key, (flags.get(e.key) ?? 0) + 1);
          for (const [flag, n] of flags)
            this.addCount(n, at, `${list} entries with "${flag}" true`, keyRoots(flag), labels, unit, undefined, {
              flagged: true,
            });
        }
        // (The one record of a list, "containers" of a pod holding one, is read as a map: no other record to tell apart.)
        const only = node.items.length === 1 && node.items[0]?.kind === 'object' && path.length > 0;
        node.items.forEach((item, k) =>
          walk(item, only ? path : [...path, String(k)], labels, undefined, recordName, recordStart),
        );
        return;
      }
      // A map of records ("dots": {"interval": 80, ...}, "line": {...}): each entry is a record its key names.
      if (node.entries.length >= 3 && node.entries.every((e) => e.value.kind === 'object')) {
        const list = path.join('.') || 'the list';
        const at = { start: node.start, end: Math.min(node.end, node.start + 1) };
        const unit = shownUnit(`${list}: ${node.entries.length} entries`, at, 'record');
        const key = [...keyRoots(path.join(' ')), ...(path.length === 0 ? this.titleRoots : [])];
        this.addCount(node.entries.length, at, `${list} (number of entries)`, key, labels, unit, undefined);
        for (const e of node.entries) {
          // A record named by a version ("releases": {"5.2": {...}}) states that version, as a table's row label does.
          const start = e.keyStart ?? e.value.start;
          for (const v of extractVersions(`version ${e.key}`).filter((v) => v.text === e.key)) {
            const named = { start, end: start + e.key.length + 2 };
            const own = this.unit(named, 'field', undefined, `${list}: ${e.key}`);
            const row = [...labels, versionToken(v.version, v.suffix)];
            this.add(versionOf(v), e.key, named, `${list} "${e.key}"`, keyRoots(list), row, own, undefined, {
              record: e.value.start,
              rowName: true,
            });
          }
          walk(e.value, path, labels, e.keyStart, e.key, e.value.start, e.key);
        }
        return;
      }
      // A map of names to plain values under a key of its own ("dependencies": {"chalk": "^5.3.0", ...}): how many
      // entries it has ("two dependencies"; an empty one, "dependencies": {}, has none).
      // (Not a record of a list, "plugins.0": its fields are no entries of the list.)
      if (
        path.length > 0 &&
        !node.properties &&
        // Stryker disable next-line StringLiteral: path is not empty here
        !/^\d+$/u.test(path[path.length - 1] ?? '') &&
        node.entries.length !== 1 &&
        // (Or of records too few to read as a list of them: the two jobs of a CI workflow; not of a map whose key has no
        // word to name it by, "on:".)
        (node.entries.every((e) => e.value.kind === 'scalar') ||
          (node.entries.every((e) => e.value.kind === 'object' && !/^\d+$/u.test(e.key)) &&
            keyRoots(path.join(' ')).length > 0))
      ) {
        this.countEntries(node, path, labels, recordStart !== undefined ? { record: recordStart } : {});
      }
      // A record's short text values name it ("name": "fastify", "version": "5.10.0"), an identifier by its words too
      // ("alert": "PrometheusBadConfig" by "bad" and "config").
      const own = node.entries.flatMap((e) => {
        const text = e.value.kind === 'scalar' && typeof e.value.value === 'string' ? e.value.value : '';
        if (IDENTIFIER.test(text) && text.length <= 60) return [...contentRoots(text), ...keyRoots(text)];
        return text.length <= 40 ? contentRoots(text) : [];
      });
      // (Not the versions of something else it gives, "supportedPythonVersions": "3.12 - 3.14".)
      const versionTokens = node.entries.flatMap((e) =>
        e.value.kind === 'scalar' && typeof e.value.value === 'string' && !versionsOfAnother(e.key)
          ? extractVersions(`version ${e.value.value}`).map((v) => versionToken(v.version, v.suffix))
          : [],
      );
      // A record a map's key names ("dots8Bit") is named by the key as written and by its words ("dots 8 bit").
      const entryWords = entryName ? [...keyRoots(entryName), ...contentRoots(entryName)] : [];
      const named = [...labels, ...own, ...versionTokens, ...entryWords];
      // Stryker disable next-line StringLiteral: at the root a made-up key is no list position either
      const inList = /^\d+$/u.test(path[path.length - 1] ?? '');
      const title = node.entries.find((e) => e.value.kind === 'scalar' && typeof e.value.value === 'string')?.value;
      const name = entryName ?? (inList && title?.kind === 'scalar' ? String(title.value) : undefined);
      for (const e of node.entries)
        walk(
          e.value,
          inList ? [...path.slice(0, -1), e.key] : [...path, e.key],
          named,
          e.keyStart,
          name ?? recordName,
          name !== undefined ? node.start : recordStart,
        );
    };
    walk(root, [], [], undefined);
  }
}

/**
 * The fields that sort a list's records into a few kinds (`labels.severity`: critical or warning), each with how many
 * records give each value: a field of one word's values, at most six of them, that most records give and some share.
 */
function tallies(objects: readonly (JsonNode & { kind: 'object' })[]): Map<string, Map<string, number>> {
  const byField = new Map<string, Map<string, number>>();
  const note = (field: string, node: JsonNode): void => {
    if (node.kind !== 'scalar' || typeof node.value !== 'string' || !/^\p{L}[\p{L}-]{1,24}$/u.test(node.value)) return;
    const values = byField.get(field) ?? new Map<string, number>();
    values.set(node.value, (values.get(node.value) ?? 0) + 1);
    byField.set(field, values);
  };
  for (const o of objects)
    for (const e of o.entries) {
      note(e.key, e.value);
      if (e.value.kind === 'object') for (const inner of e.value.entries) note(`${e.key}.${inner.key}`, inner.value);
    }
  const out = new Map<string, Map<string, number>>();
  for (const [field, values] of byField) {
    const given = [...values.values()].reduce((a, b) => a + b, 0);
    if (values.size >= 2 && values.size <= 6 && given * 3 >= objects.length * 2 && given > values.size)
      out.set(field, values);
  }
  return out;
}

/** A unit the tool writes itself (a count's line): shown as evidence, never searched for names or words. */
function shownUnit(
  text: string,
  range: Range,
  kind: Unit['kind'],
  roots: readonly string[] = [],
  section?: Section,
): Unit {
  return { text, folded: '', range, kind, roots, ...(section ? { section } : {}) };
}

/** A number the source states exactly (a count the tool made, a year in a heading), as a quantity with no context. */
export function exactQuantity(
  value: number,
  range: Range,
  dimension: 'count' | 'year',
  text = String(value),
): Quantity {
  const none = { before: [], after: [] };
  return { text, range, dimension, value, lo: value, hi: value, qualifier: 'exact', context: none, clause: none };
}

/**
 * A sentence with what states no fact of its own blanked out (offsets kept): link targets and URLs ("](.../v1.1.3)"),
 * and reference marks ("[72]", "(#4127)") that number issues and footnotes.
 */
function withoutReferences(text: string): string {
  const blank = (m: string): string => ' '.repeat(m.length);
  return text
    .replace(/\]\([^)\s]*\)/gu, (m) => `]${blank(m.slice(1))}`)
    .replace(/https?:\/\/\S+/gu, blank)
    .replace(/\[\d+\]|\(#\d+\)|#\d{2,}\b/gu, blank);
}

function* sectionsUp(section: Section | undefined): Generator<Section> {
  for (let s = section; s; s = s.parent) yield s;
}

/** A release's date or status on a line of its own under its heading: "Released 2024-04-16", "Unreleased". */
const RELEASED_LINE = /^(?:(?:released|release date)(?:\s+on)?:?\s+[\p{L}\p{N} ,./-]{6,40}|unreleased)$/iu;

/** Where a sentence's clauses may part: a semicolon, or a comma or none before "and", "but", "while", "whereas". */
const CLAUSE_BREAK = /;\s*|,?\s+(?:and|but|while|whereas)\s+/gu;

/**
 * The content roots of the part of a sentence that holds position `at`, parted only where a break falls between two of
 * `values` (the starts of the sentence's values of one kind): "version 2.1 added streaming; version 2.2 removed the
 * old API" names each version by its own clause, "version 2.0 added streaming and removed the old API" by all of it.
 */
function clauseRoots(text: string, at: number, values: readonly number[]): readonly string[] {
  let start = 0;
  let end = text.length;
  for (const m of text.matchAll(CLAUSE_BREAK)) {
    const parts = values.some((v) => v < m.index) && values.some((v) => v >= m.index + m[0].length);
    if (!parts) continue;
    if (m.index + m[0].length <= at) start = m.index + m[0].length;
    else if (m.index >= at) {
      end = m.index;
      break;
    }
  }
  return contentRoots(text.slice(start, end));
}

function yearsIn(text: string): number[] {
  return [...text.matchAll(/\b(19\d\d|20\d\d)\b/gu)].map((m) => Number(m[1]));
}

/** A field value written with a percent sign is a percentage. */
function percentIf(q: Quantity, written: string): Quantity {
  return written.endsWith('%') ? { ...q, dimension: 'percent' } : q;
}

/** The versions, dates and quantities of a text, quantities outside the versions and dates (`known`: numbers read as versions). */
function readValues(
  raw: string,
  known?: ReadonlySet<string>,
): {
  versions: ReturnType<typeof extractVersions>;
  dates: ReturnType<typeof extractDates>;
  quantities: Quantity[];
  masked: Range[];
} {
  const versions = extractVersions(raw, undefined, known);
  const dates = extractDates(raw);
  // (A query's range, "[5m]", is five minutes, not five million.)
  const ranges = rangeSelectors(raw);
  const masked = [
    ...versions.map((v) => ({ start: v.start, end: v.end })),
    ...dates.map((d) => d.range),
    ...ranges.map((q) => q.range),
  ];
  const quantities = [...extractQuantities(raw, masked), ...ranges].sort((a, b) => a.range.start - b.range.start);
  return { versions, dates, quantities, masked };
}

/** A port mapping in a list: "- 3000:3000", "- 127.0.0.1:9091:9001", "- "8080:80/tcp"". */
const PORT_MAPPING = /(?<=^[ \t]*-[ \t]+["']?)(?:[\d.]+:)?(\d{1,5}):(\d{1,5})(?=(?:\/(?:tcp|udp))?["']?[ \t]*$)/u;

/** The label of a change log's count of its releases. */
export const RELEASES_LISTED = 'the releases listed';

/** A table's first column whose cells are versions: "Version", "Release", "Branch", "Cycle" (not a show's "Series"). */
const VERSION_COLUMN = /^\s*(?:versions?|releases?|branch(?:es)?|cycles?)\s*$/iu;

/** The versions, dates and quantities of a piece of text, read once per text (a table repeats its cells). */
const valuesOf = memo((raw: string) => readValues(raw), 20_000);

const VERSION_ROOT = rootOf('version');

/** A key that gives the versions of something else than its record: "supportedPythonVersions", "min_rust_version". */
function versionsOfAnother(key: string): boolean {
  const words = keyRoots(key);
  return words.includes(VERSION_ROOT) && words.length > 1;
}

/** The values of a field whose key names versions: its dotted numbers are versions ("3.12 - 3.14"). */
const versionValuesOf = memo((raw: string) => readValues(raw, new Set(raw.match(/\d+(?:\.\d+)+/gu) ?? [])), 2_000);

/**
 * The words a claim's dates name a row by, from a cell that is a date or a year: the year of "2001-01-01", "march 2,
 * 2003" or "1998"; the year and month of an ISO month, "2026-08" (see dates.dateWords).
 */
export const dateTokens = memo((cell: string): string[] => {
  const v = cell.trim();
  // Stryker disable next-line Regex: every date or month a cell yields has a four-digit year: the test only saves work
  if (v.length > 40 || !/\d{4}|\d{2}$/u.test(v)) return [];
  // A column of months ("2026-08") names its rows by month too; a row's other dates name it by their years only
  // (a month or a day alone, "april 1", is shared by too many rows of a season's games to name one).
  const month = isoMonth(v);
  if (month) return dateWords(month);
  const years = /^(?:1[5-9]|20)\d\d$/u.test(v) ? [Number(v)] : extractDates(v).flatMap((d) => (d.year ? [d.year] : []));
  return [...new Set(years)].map((y) => `y:${y}`);
});

/** MARC relator codes, as R's `person()` uses them for a package's people: what each role is called in prose. */
const RELATORS: Record<string, string> = {
  aut: 'author',
  cre: 'maintainer creator',
  ctb: 'contributor',
  cph: 'copyright holder',
  fnd: 'funder',
  rev: 'reviewer',
  ths: 'thesis advisor',
  trl: 'translator',
  dtc: 'data contributor',
};

const PERSON =
  /person\(\s*(?:given\s*=\s*)?"([^"]+)"\s*,\s*(?:family\s*=\s*)?"([^"]*)"([^()]*(?:\([^()]*\)[^()]*)*)\)/gu;

/** The people of a `person()` list with their role codes ("aut", "cre"). */
function rolesOf(value: string): { name: string; roles: string[] }[] {
  // Stryker disable next-line StringLiteral: PERSON finds 'person(' itself: the test only saves work
  if (!value.includes('person(')) return [];
  return [...value.matchAll(PERSON)].flatMap((m) => {
    // Stryker disable next-line StringLiteral: group 3 of PERSON always takes part
    const role = /role\s*=\s*(?:c\(([^)]*)\)|"([^"]*)")/u.exec(m[3] ?? '');
    const roles = [...(role?.[1] ?? role?.[2] ?? '').matchAll(/"?([a-z]{3})"?/gu)].map((r) => r[1] ?? '');
    const name = `${m[1] ?? ''} ${m[2] ?? ''}`.trim();
    return roles.length > 0 && name !== '' ? [{ name, roles }] : [];
  });
}

/** The words that start a clause going on with what is before it, never a list's next entry. */
const CONTINUES =
  /^(?:of which|of whom|which|who|whose|where|including|excluding|mostly|mainly|chiefly|up from|down from|compared with|compared to|against|versus|vs)\b/iu;

/** The items of a comma-separated list value ("cli (>= 3.6.2), generics, glue"), commas inside brackets kept. */
function listItems(written: string): string[] {
  // A list in brackets ("[18, 20, 22]", as YAML and TOML write one) is its items.
  // Stryker disable next-line MethodExpression: listItems is always given trimmed text
  const value = /^\[([^[\]]*)\]$/u.exec(written.trim())?.[1] ?? written;
  // ("February 24th, 2025" is one date.)
  if (extractDates(value).some((d) => d.text.length === value.trim().length)) return [value.trim()];
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (let k = 0; k < value.length; k += 1) {
    // Stryker disable next-line StringLiteral: k is within the value
    const ch = value[k] ?? '';
    if (ch === '(' || ch === '[') depth += 1;
    if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    // "120,000 scientists" is one item: a comma between digits is a thousands separator.
    // Stryker disable next-line StringLiteral: before the first character a made-up text ends in no digit either
    const inNumber = /\d/u.test(value[k - 1] ?? '') && /^\d{3}(?!\d)/u.test(value.slice(k + 1));
    if (ch === ',' && depth === 0 && !inNumber) {
      out.push(current.trim());
      current = '';
    } else current += ch;
  }
  out.push(current.trim());
  const items = out.filter((i) => i !== '');
  // The last two items joined in words: "Alice, Bob and Carol", "Alice, Bob, and Carol." are three.
  const last = items.at(-1)?.replace(/\.$/u, '');
  if (items.length >= 2 && last !== undefined) {
    const oxford = /^(?:and|or|&)\s+(.+)$/u.exec(last);
    const pair = /^(.+?)\s+(?:and|or|&)\s+(.+)$/u.exec(last);
    // Stryker disable next-line StringLiteral: group 2 of the pair always takes part
    items.splice(-1, 1, ...(oxford ? [oxford[1] ?? last] : pair ? [pair[1] ?? last, pair[2] ?? ''] : [last]));
  }
  // Prose with commas is no list: every item of a list is short, and none goes on with the one before it ("112, of
  // which 9 need replacing"; "42, up from 37").
  // Stryker disable next-line ArrayDeclaration: a list of one item is read as no list, as an empty one is
  if (items.slice(1).some((i) => CONTINUES.test(i))) return [];
  // Stryker disable next-line ArrayDeclaration: a list of one item is read as no list, as an empty one is
  return items.every((i) => i.split(/\s+/u).length <= 5) ? items : [];
}

/** Does a bracketed label give a unit ("($M)", "(ms)", "(%)"), as a column header can, rather than a note ("(beta)")? */
function unitWritten(bracketed: string): boolean {
  return fieldQuantities(bracketed, '1').some(
    (q) => !q.fromKey && (q.dimension !== 'count' || q.keyScale !== undefined),
  );
}
