/**
 * @module grounding/comments: a file's comment lines as a reader takes them: the blocks of them read as prose ("Sensitive
 * data encryption key (32 character)"), and the sections its banner comments open ("#---- Backend Config ----#", or a
 * title between two rules of #s), whose entries are counted on their own. Pure.
 */
import type { Range } from '../core/model.js';
import type { ConfigEntry, ConfigTable } from './config-entries.js';
import type { TextLine } from './text.js';

/** A banner and the stretch of the file it heads, to the next banner or the end. */
export interface BannerSection {
  readonly title: string;
  readonly range: Range;
  readonly within: Range;
}

/** A comment line of rule characters alone: "#####", "# -------", "// =====". */
const RULE = /^[ \t]*(?:#|\/\/)[ \t]*[-=#*~]{3,}[ \t]*$/u;
/** A title between rules on one line: "#------ Backend Config ------#". */
const INLINE_BANNER = /^[ \t]*(?:#|\/\/)[ \t]*[-=#*~]{3,}[ \t]*([A-Za-z][^-=#*~\n]{0,60}?)[ \t]*[-=#*~]{3,}[ \t]*$/u;
/** A title on a line of its own, between two rules. */
const TITLE = /^[ \t]*(?:#|\/\/)+[ \t]*([A-Za-z][^#\n]{0,60}?)[ \t]*#*[ \t]*$/u;
/** A comment line. */
const COMMENT = /^[ \t]*(?:#|\/\/)/u;
/** A comment line's marks and the spaces after them: "# ", "// ", an INI file's ";; ". */
const MARKS = /^[ \t]*(?:#+|\/\/+|;+)[ \t]*/u;
/** A line's comment mark: "#", "//", an INI file's ";", or SQL's "--" before a space. */
const MARK = /^[ \t]*(?:#+|\/\/+|;+|--(?=\s))/u;

/**
 * The text of comment lines, their marks blanked by spaces so offsets hold ("# Default: 512" reads "Default: 512"); in a
 * block of `code`, a line that is no comment is blanked too.
 */
export function commentText(text: string, code = false): string {
  return text.replace(/^.*$/gmu, (line) => {
    const mark = MARK.exec(line)?.[0];
    if (mark !== undefined) return ' '.repeat(mark.length) + line.slice(mark.length);
    return code ? ' '.repeat(line.length) : line;
  });
}

/** The sections a file's banners open, each to the next banner or the end of the text (at `end`). */
export function bannerSections(lines: readonly TextLine[], end: number): BannerSection[] {
  const found: { title: string; range: Range }[] = [];
  for (let k = 0; k < lines.length; k += 1) {
    const line = lines[k] as TextLine;
    const inline = INLINE_BANNER.exec(line.text);
    if (inline) {
      // Stryker disable next-line StringLiteral,MethodExpression: the title group always takes part, and the pattern trims it
      found.push({ title: (inline[1] ?? '').trim(), range: { start: line.start, end: line.start + line.text.length } });
      continue;
    }
    const [title, closing] = [lines[k + 1], lines[k + 2]];
    const named = title && TITLE.exec(title.text);
    if (RULE.test(line.text) && named && closing && RULE.test(closing.text)) {
      found.push({
        // Stryker disable next-line StringLiteral,MethodExpression: the title group always takes part, and the pattern trims it
        title: (named[1] ?? '').trim(),
        range: { start: line.start, end: closing.start + closing.text.length },
      });
      k += 2;
    }
  }
  return found.map((b, k) => ({ ...b, within: { start: b.range.end, end: found[k + 1]?.range.start ?? end } }));
}

/** A file's entries with its comment blocks among them, in the file's order, and the sections its banners open. */
export function withComments(
  lines: readonly TextLine[],
  end: number,
  entries: readonly ConfigEntry[],
): { entries: ConfigEntry[]; sections: BannerSection[] } {
  const sections = bannerSections(lines, end);
  const blocks = commentBlocks(lines, sections, entries);
  return { entries: [...blocks, ...entries].sort((a, b) => a.range.start - b.range.start), sections };
}

/** A count of the entries under `path` in each section, named by its title and called by `words` too. */
export function sectionTables(
  sections: readonly BannerSection[],
  path: readonly string[],
  words: string,
): ConfigTable[] {
  return sections.map((b) => ({
    path,
    range: b.range,
    name: b.title,
    words: `section ${words}`,
    within: b.within,
  }));
}

/** A comment line that gives a setting's default: "# Default: 512". */
const DEFAULT_LINE = /^[ \t]*(?:#+|\/\/+|;+)[ \t]*default:[ \t]*("?)(\S(?:.*\S)?)\1[ \t]*$/iu;

/**
 * The default a comment line gives ("# Default: 512", `# Default: "ERROR"`), its quotes left out, with the line's
 * range and where the value starts; none when the line gives none.
 */
export function defaultLine(line: TextLine): Pick<ConfigEntry, 'value' | 'range' | 'valueStart'> | undefined {
  const m = DEFAULT_LINE.exec(line.text);
  if (!m) return undefined;
  const value = m[2] ?? '';
  return {
    value,
    range: { start: line.start + line.text.search(/\S/u), end: line.start + line.text.length },
    valueStart: line.start + line.text.lastIndexOf(value),
  };
}

/**
 * Each block of comment lines (a banner's aside) as prose: what it says of the lines below it. A block right above one
 * of `entries` gives that entry's default by a "Default:" line ("# Default: 512" above `worker_connections 8000;` is
 * `events.worker_connections.default`), which is left out of the prose.
 */
export function commentBlocks(
  lines: readonly TextLine[],
  sections: readonly BannerSection[],
  entries: readonly ConfigEntry[] = [],
  comment: RegExp = COMMENT,
): ConfigEntry[] {
  const blocks: ConfigEntry[] = [];
  const prose = (run: readonly TextLine[]): void => {
    const [first] = run;
    const last = run.at(-1);
    if (!first || !last) return;
    blocks.push({
      path: ['comment'],
      value: run
        .map((l) => l.text.replace(MARKS, ''))
        .filter((t) => t !== '')
        .join(' '),
      range: { start: first.start + first.text.search(/\S/u), end: last.start + last.text.length },
      valueStart: first.start + first.text.search(/[^#/;\s]/u),
      comment: true,
    });
  };
  let block: TextLine[] = [];
  const close = (next: TextLine): void => {
    const described = entries.find(
      (e) => e.range.start >= next.start && e.range.start <= next.start + next.text.length,
    );
    let run: TextLine[] = [];
    for (const line of block) {
      const given = described ? defaultLine(line) : undefined;
      if (!described || !given) {
        run.push(line);
        continue;
      }
      prose(run);
      run = [];
      blocks.push({ path: [...described.path, 'default'], ...given });
    }
    prose(run);
    block = [];
  };
  for (const line of lines) {
    const banner = sections.some((b) => line.start >= b.range.start && line.start < b.range.end);
    if (comment.test(line.text) && !banner && !RULE.test(line.text)) block.push(line);
    else close(line);
  }
  close({ text: '', start: Number.MAX_SAFE_INTEGER });
  return blocks;
}

/**
 * The comment lines right above line `k` (`#` or `//`, not a C `#define`; or those `comment` matches), their marks left
 * out, as one text.
 */
export function commentAbove(
  lines: readonly TextLine[],
  k: number,
  comment: RegExp = /^[ \t]*(?:\/\/|#(?!\s*define))/u,
): string {
  const above: string[] = [];
  for (let j = k - 1; j >= 0 && comment.test((lines[j] as TextLine).text); j -= 1)
    above.unshift((lines[j] as TextLine).text.replace(MARKS, ''));
  return above.filter((t) => t !== '').join(' ');
}

/** A unit a setting's comment gives its number in: "The interval in seconds", "timeout (ms)". */
const COMMENT_UNIT =
  /\b(?:in|of)[ \t]+(nanoseconds|microseconds|milliseconds|seconds|minutes|hours|days|bytes|kilobytes|megabytes)\b|\((ms|s|sec|secs|seconds|bytes)\)|^\s*(nanoseconds|microseconds|milliseconds|seconds|minutes|hours|days|bytes|kilobytes|megabytes|ms|secs?)\.?\s*$/iu;
const COMMENT_UNIT_WORDS: Readonly<Record<string, string>> = {
  ms: 'milliseconds',
  s: 'seconds',
  sec: 'seconds',
  secs: 'seconds',
};

/** The unit a comment says a setting's number is in, as a word ("seconds"), or undefined when it says none. */
export function unitInComment(comment: string): string | undefined {
  const unit = COMMENT_UNIT.exec(comment);
  if (!unit) return undefined;
  // (Or a comment that is the unit alone: `500,  # milliseconds`.)
  const word = unit[2] ?? unit[3] ?? '';
  return (unit[1] ?? COMMENT_UNIT_WORDS[word.toLowerCase()] ?? word).toLowerCase();
}
