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

/** Each block of comment lines (a banner's aside) as prose: what it says of the lines below it. */
export function commentBlocks(lines: readonly TextLine[], sections: readonly BannerSection[]): ConfigEntry[] {
  const blocks: ConfigEntry[] = [];
  let block: TextLine[] = [];
  const close = (): void => {
    const [first] = block;
    const last = block.at(-1);
    if (first && last) {
      const value = block.map((l) => l.text.replace(/^[ \t]*(?:#+|\/\/+)[ \t]*/u, '')).join(' ');
      const valueStart = first.start + first.text.search(/[^#/\s]/u);
      blocks.push({
        path: ['comment'],
        value,
        range: { start: first.start + first.text.search(/\S/u), end: last.start + last.text.length },
        valueStart,
        comment: true,
      });
    }
    block = [];
  };
  for (const line of lines) {
    const banner = sections.some((b) => line.start >= b.range.start && line.start < b.range.end);
    if (COMMENT.test(line.text) && !banner && !RULE.test(line.text)) block.push(line);
    else close();
  }
  close();
  return blocks;
}
