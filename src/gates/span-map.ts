/**
 * @module gates/span-map: the span map of a built page: the text a reader sees (from the HTML) with the ranges that came
 * from claims, each mapped back to post offsets; and the checks that the map is well formed.
 */
import type { Element, Nodes, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { finding, type Finding } from '../core/findings.js';
import { LineIndex } from '../core/lines.js';
import type { Range } from '../core/model.js';
import { normaliseSpace } from './seal.js';

export interface SpanMapEntry {
  readonly claimId: string;
  /** Range in the page text. */
  readonly range: Range;
  /** Range in the post file, from the positions the Markdown pipeline carried. */
  readonly src: Range;
  /** The voice step rewrote this piece (it names the voice), so it is not the post text at `src`. */
  readonly voice?: string;
}

/** Where a piece of page text came from: the post's rendered Markdown body, or the page around it. */
export type TextOrigin = 'body' | 'layout';

/** Text a reader sees or hears outside the page's text nodes: an attribute (alt, title, aria-label) or CSS content. */
export interface HiddenText {
  readonly text: string;
  /** Where it is, in words: "the alt text of <img>". */
  readonly where: string;
  readonly htmlOffset: number;
  readonly origin: TextOrigin;
}

export interface PageText {
  readonly text: string;
  /** Texts of attributes and CSS generated content, which no claim can carry. */
  readonly hidden: readonly HiddenText[];
  /** htmlOffsets[i]: offset in the HTML of text[i]. */
  readonly htmlOffsets: readonly number[];
  /** origin[i]: whether text[i] is inside the rendered Markdown body or elsewhere on the page. */
  readonly origins: readonly TextOrigin[];
  readonly entries: readonly SpanMapEntry[];
  /** The images the page shows (`<img src>`), whose own text (an SVG's labels) the reader sees too. */
  readonly images: readonly { readonly src: string; readonly htmlOffset: number; readonly origin: TextOrigin }[];
}

const SKIP = new Set(['head', 'script', 'style', 'template', 'noscript', 'pre']);
/** Inside an inline SVG, the elements whose text a reader sees or hears: a chart's labels, its title and description. */
const SVG_TEXT = new Set(['text', 'tspan', 'textPath', 'title', 'desc']);
/** Of those, the ones that stand apart (a tspan is part of its text). */
const SVG_LABEL = new Set(['text', 'title', 'desc']);

/** Attributes whose text a reader sees or hears (hast property names), with how to say where the text is. */
const SPOKEN: readonly [string, string][] = [
  ['alt', 'alt text'],
  ['title', 'title= tooltip'],
  ['ariaLabel', 'aria-label'],
  ['ariaDescription', 'aria-description'],
  // (hast knows no aria-description property yet and keeps the attribute's own name.)
  ['aria-description', 'aria-description'],
  ['placeholder', 'placeholder'],
  ['value', 'value='],
  ['label', 'label='],
];

/** The strings of CSS `content:` declarations, which the browser shows as text. */
function generatedContent(css: string): string[] {
  return [...css.matchAll(/content\s*:\s*((?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^;}"'])*)/giu)].flatMap((m) =>
    // Stryker disable next-line StringLiteral: the fallbacks never apply: group 1 always takes part in a match, and exactly one quote group does
    [...(m[1] ?? '').matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'/gu)].map((q) => q[1] ?? q[2] ?? ''),
  );
}
const BLOCK = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'nav',
  'aside',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'tr',
  'td',
  'th',
  'blockquote',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
  'br',
  'hr',
  'details',
  'summary',
]);

function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((c) => textOf(c as Nodes)).join('');
  return '';
}

function parseSrc(value: unknown): Range | undefined {
  // Stryker disable next-line StringLiteral: a missing data-src reads as no range, as the fallback (any text but two numbers) does
  const match = /^(\d+)-(\d+)$/.exec(String(value ?? ''));
  return match ? { start: Number(match[1]), end: Number(match[2]) } : undefined;
}

/** Extract the reader's text of a page and its span map. Chrome with a valid seal is left out. Pure. */
export function pageText(html: string, isSealed: (text: string, seal: string) => boolean): PageText {
  const tree: Root = fromHtml(html);
  const chars: string[] = [];
  const htmlOffsets: number[] = [];
  const origins: TextOrigin[] = [];
  const entries: SpanMapEntry[] = [];
  const hidden: HiddenText[] = [];
  const images: { src: string; htmlOffset: number; origin: TextOrigin }[] = [];

  const separate = (offset: number, origin: TextOrigin): void => {
    if (chars.length > 0 && chars[chars.length - 1] !== '\n') {
      chars.push('\n');
      htmlOffsets.push(offset);
      origins.push(origin);
    }
  };

  const walk = (
    node: Nodes,
    origin: TextOrigin,
    claim?: { id: string; src?: Range; voice?: string },
    svg?: 'drawing' | 'text',
  ): void => {
    // (An SVG's own text nodes outside its text elements are layout whitespace, never shown.)
    if (node.type === 'text' && svg === 'drawing') return;
    if (node.type === 'text') {
      const start = chars.length;
      // Stryker disable next-line OptionalChaining: the HTML parser gives every text node a position
      const base = node.position?.start.offset ?? 0;
      for (let i = 0; i < node.value.length; i += 1) {
        // Stryker disable next-line StringLiteral: the fallback never applies, as i is always inside node.value
        chars.push(node.value[i] ?? '');
        htmlOffsets.push(base + i);
        origins.push(origin);
      }
      if (claim && node.value.length > 0) {
        entries.push({
          claimId: claim.id,
          range: { start, end: chars.length },
          src: claim.src ?? { start: -1, end: -1 },
          ...(claim.voice ? { voice: claim.voice } : {}),
        });
      }
      return;
    }
    if (node.type !== 'element' && node.type !== 'root') return;
    if (node.type === 'element') {
      const element = node as Element;
      const offset = element.position?.start.offset ?? 0;
      // (The head is never walked: a <style> here is in the body.)
      if (element.tagName === 'style')
        for (const text of generatedContent(textOf(element)))
          hidden.push({ text, where: 'CSS content of a <style>', htmlOffset: offset, origin });
      if (SKIP.has(element.tagName)) return;
      const seal = element.properties['dataWarrantSeal'];
      if (typeof seal === 'string' && isSealed(textOf(element), seal)) return;
      const nextOrigin: TextOrigin = element.properties['dataWarrantBody'] !== undefined ? 'body' : origin;
      for (const [property, where] of SPOKEN) {
        const value = element.properties[property];
        // Stryker disable next-line StringLiteral: the HTML parser gives these attributes string values only, so the type test never fails
        if (value !== undefined && value !== null && typeof value !== 'boolean')
          hidden.push({
            // Stryker disable next-line StringLiteral: the HTML parser gives none of these attributes a list value, so the join never runs
            text: Array.isArray(value) ? value.join(' ') : String(value),
            where: `the ${where} of <${element.tagName}>`,
            htmlOffset: offset,
            origin: nextOrigin,
          });
      }
      const src = element.properties['src'];
      if (element.tagName === 'img' && typeof src === 'string')
        images.push({ src, htmlOffset: offset, origin: nextOrigin });
      const style = element.properties['style'];
      if (typeof style === 'string')
        for (const text of generatedContent(style))
          hidden.push({ text, where: `CSS content of <${element.tagName}>`, htmlOffset: offset, origin: nextOrigin });
      const claimId = element.properties['dataClaim'];
      const voice = element.properties['dataVoice'];
      const nextClaim =
        typeof claimId === 'string'
          ? {
              id: claimId,
              src: parseSrc(element.properties['dataSrc']),
              ...(typeof voice === 'string' ? { voice } : {}),
            }
          : claim;
      // An inline SVG is read for the labels it draws: each text element is a piece of page text of its own.
      // (HTML inside a foreignObject is read as HTML.)
      const inSvg = element.tagName === 'svg' ? 'drawing' : element.tagName === 'foreignObject' ? undefined : svg;
      // Stryker disable next-line StringLiteral: only whether svg is 'drawing' or undefined matters; any other value reads its text the same
      const nextSvg = inSvg && SVG_TEXT.has(element.tagName) ? 'text' : inSvg;
      const block = BLOCK.has(element.tagName) || (inSvg !== undefined && SVG_LABEL.has(element.tagName));
      if (block) separate(element.position?.start.offset ?? 0, nextOrigin);
      for (const child of element.children) walk(child as Nodes, nextOrigin, nextClaim, nextSvg);
      if (block) separate(element.position?.end.offset ?? 0, nextOrigin);
      return;
    }
    for (const child of node.children) walk(child as Nodes, origin, claim, svg);
  };
  walk(tree, 'layout');
  return { text: chars.join(''), hidden, htmlOffsets, origins, entries, images };
}

/** The labels an SVG image draws (its text, title and description elements), one line each. Pure. */
export function svgLabels(svg: string): string {
  // Stryker disable next-line ArrowFunction: a seal check answering undefined skips nothing, as one answering false
  return pageText(svg, () => false)
    .text.split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** The text of each claim on the page, its pieces joined in order. */
export function claimTexts(page: PageText): Map<string, string> {
  const texts = new Map<string, string>();
  for (const entry of page.entries)
    texts.set(entry.claimId, (texts.get(entry.claimId) ?? '') + page.text.slice(entry.range.start, entry.range.end));
  for (const [id, text] of texts) texts.set(id, normaliseSpace(text));
  return texts;
}

/**
 * The span map's laws: ranges in bounds and non-overlapping; the page text under a range is the post text at its source
 * range (unless the voice step rewrote it); and the page text of each expected claim equals the text the renderer
 * rendered for it, after whitespace normalisation.
 */
export function checkSpanMap(
  page: PageText,
  postSource: string,
  expected: ReadonlyMap<string, string>,
  place: { file: string; html: string },
): Finding[] {
  const lines = new LineIndex(place.html);
  const at = (pageOffset: number) => ({ file: place.file, ...lines.locate(page.htmlOffsets[pageOffset] ?? 0) });
  const findings: Finding[] = [];
  let previousEnd = 0;
  for (const entry of page.entries) {
    const { start, end } = entry.range;
    if (start < previousEnd || start >= end || end > page.text.length) {
      findings.push(
        finding(
          'gate2/span-map',
          at(start),
          `claim ${entry.claimId}: mapped range ${start}-${end} is out of bounds or overlaps another`,
        ),
      );
    }
    previousEnd = Math.max(previousEnd, end);
    const shown = page.text.slice(start, end);
    if (
      entry.src.start < 0 ||
      entry.src.end > postSource.length ||
      // (HTML reads a CRLF line break as LF: a post written with CRLF shows its claims with LF.)
      (!entry.voice && postSource.slice(entry.src.start, entry.src.end).replace(/\r\n?/gu, '\n') !== shown)
    ) {
      findings.push(
        finding(
          'gate2/span-map',
          at(start),
          `claim ${entry.claimId}: page text "${shown}" is not the post text at ${entry.src.start}-${entry.src.end}`,
        ),
      );
    }
  }
  const shownTexts = claimTexts(page);
  for (const [id, text] of expected) {
    const shown = shownTexts.get(id);
    if (shown === undefined) {
      findings.push(
        finding(
          'gate2/missing-claim',
          { file: place.file, line: 1, column: 1 },
          `claim ${id} ("${text}") is not on the page`,
        ),
      );
    } else if (shown !== normaliseSpace(text)) {
      // Stryker disable next-line OptionalChaining: a claim has a shown text only when it has an entry, so find always finds one
      const first = page.entries.find((e) => e.claimId === id)?.range.start ?? 0;
      findings.push(
        finding('gate2/span-map', at(first), `claim ${id}: the page shows "${shown}" where the claim is "${text}"`),
      );
    }
  }
  for (const id of shownTexts.keys()) {
    if (!expected.has(id))
      findings.push(
        finding(
          'gate2/span-map',
          { file: place.file, line: 1, column: 1 },
          `the page marks text as claim ${id}, which this post does not have`,
        ),
      );
  }
  return findings;
}
