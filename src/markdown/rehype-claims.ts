/**
 * @module markdown/rehype-claims: the render step of the span map. Inside the site's Markdown pipeline it wraps every
 * piece of claim text in `<span data-claim data-src>` (the post offsets the mdast/hast positions carry), removes the
 * citation markers from what readers see, adds a sealed footnote mark after each claim, and marks the body it rendered
 * and the paragraphs that are the post's required statements.
 */
import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import type { VFile } from 'vfile';
import { WarrantError } from '../core/errors.js';
import type { Range } from '../core/model.js';
import type { Voice } from '../render/voice.js';
import { markStatements, type RenderStatement } from './statement-marks.js';

export interface RenderClaim {
  readonly id: string;
  readonly span: Range;
  /** 1-based number of the claim's footnote on its page. */
  readonly ordinal: number;
  readonly status: string;
}

export interface RenderPost {
  readonly source: string;
  readonly claims: readonly RenderClaim[];
  readonly citations: readonly Range[];
  /** The required statements of the post (warrant.config.json), whose paragraphs carry their id and evidence. */
  readonly statements?: readonly RenderStatement[];
}

export interface RehypeClaimsOptions {
  /** The post rendered from an absolute file path, if that file is a post Warrant checked. */
  readonly postFor: (absolutePath: string) => RenderPost | undefined;
  /** Seal for Warrant's own chrome text, so gate 2 can tell it from injected text. */
  readonly seal: (text: string) => string;
  /** The optional voice step that rewrites claim text as it is rendered. */
  readonly voice?: Voice;
  /** Told the text each claim was rendered as (after the voice), so gate 2 knows what to expect on the page. */
  readonly onRendered?: (claimId: string, text: string) => void;
}

interface RenderContext {
  readonly offset: number;
  readonly post: RenderPost;
  readonly options: RehypeClaimsOptions;
  readonly rendered: Map<string, string>;
}

/** Offset of the rendered body inside the post file (the site's loader strips and trims the front matter). */
export function bodyOffset(source: string, body: string): number {
  const trimmedEnd = source.trimEnd();
  const offset = trimmedEnd.length - body.length;
  if (offset < 0 || trimmedEnd.slice(offset) !== body) {
    throw new WarrantError(
      'BUILD_FAILED',
      'the rendered Markdown body is not the post file body; the span map cannot be computed',
    );
  }
  return offset;
}

const inside = (offset: number, range: Range): boolean => offset >= range.start && offset < range.end;

function footnoteMark(claim: RenderClaim, seal: (text: string) => string): Element {
  const label = `[${claim.ordinal}]`;
  return {
    type: 'element',
    tagName: 'sup',
    properties: { className: ['claim-mark'] },
    children: [
      {
        type: 'element',
        tagName: 'a',
        properties: {
          href: `#evidence-${claim.ordinal}`,
          id: `claim-ref-${claim.ordinal}`,
          title: `Evidence ${claim.ordinal}: ${claim.status}`,
          dataWarrantSeal: seal(label),
        },
        children: [{ type: 'text', value: label }],
      },
    ],
  };
}

/** Split one text node into plain text, claim pieces and footnote marks, dropping citation markers. */
function splitText(node: Text, context: RenderContext): ElementContent[] {
  const { offset, post, options } = context;
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return [node];
  const fileStart = start + offset;
  // As in text-blocks: a value that is not its raw source (code ticks, escapes) is found inside it, or pinned to its start.
  const raw = post.source.slice(fileStart, end + offset);
  const inner = raw === node.value ? 0 : raw.indexOf(node.value);
  const at = (i: number): number => (inner >= 0 ? fileStart + inner + i : fileStart);
  const dropped = (i: number): boolean => {
    if (post.citations.some((c) => inside(at(i), c))) return true;
    // The space before a citation marker goes with it: "fell to 41 ms [@x]." reads "fell to 41 ms."
    let j = i;
    while (j < node.value.length && /\s/.test(node.value[j] ?? '')) j += 1;
    return j > i && j < node.value.length && post.citations.some((c) => at(j) === c.start);
  };
  const claimAt = (i: number): RenderClaim | undefined => post.claims.find((c) => inside(at(i), c.span));

  const out: ElementContent[] = [];
  let i = 0;
  while (i < node.value.length) {
    if (dropped(i)) {
      i += 1;
      continue;
    }
    const claim = claimAt(i);
    let j = i + 1;
    while (j < node.value.length && !dropped(j) && claimAt(j) === claim) j += 1;
    const value = node.value.slice(i, j);
    if (!claim) {
      out.push({ type: 'text', value });
    } else {
      const shown = options.voice ? options.voice.rewrite(value) : value;
      context.rendered.set(claim.id, (context.rendered.get(claim.id) ?? '') + shown);
      out.push({
        type: 'element',
        tagName: 'span',
        properties: {
          className: ['claim', `claim--${claim.status}`],
          dataClaim: claim.id,
          dataSrc: `${at(i)}-${at(j - 1) + 1}`,
          ...(shown !== value && options.voice ? { dataVoice: options.voice.id } : {}),
        },
        children: [{ type: 'text', value: shown }],
      });
      if (at(j - 1) + 1 >= claim.span.end) out.push(footnoteMark(claim, options.seal));
    }
    i = j;
  }
  return out;
}

function transform(parent: Root | Element, context: RenderContext): void {
  const children: RootContent[] = [];
  for (const child of parent.children) {
    if (child.type === 'text') children.push(...splitText(child, context));
    else {
      if (child.type === 'element' && child.tagName !== 'pre') transform(child, context);
      children.push(child);
    }
  }
  parent.children = children as typeof parent.children;
}

/** The rehype plugin. A file that is not a checked post passes through untouched. */
export function rehypeClaims(options: RehypeClaimsOptions) {
  return (tree: Root, file: VFile): void => {
    if (!file.path) return;
    const post = options.postFor(file.path);
    if (!post) return;
    const context: RenderContext = {
      offset: bodyOffset(post.source, String(file.value)),
      post,
      options,
      rendered: new Map(),
    };
    // Statements first, on the paragraphs as Markdown rendered them (a cited paragraph is not a statement).
    markStatements(tree, post.statements ?? []);
    transform(tree, context);
    // Mark the Markdown output, so gate 2 can tell a plugin's insertion inside it from a layout's around it.
    tree.children = [
      {
        type: 'element',
        tagName: 'div',
        properties: { className: ['post-body'], dataWarrantBody: '' },
        children: tree.children as ElementContent[],
      },
    ];
    for (const [claimId, text] of context.rendered) options.onRendered?.(claimId, text);
  };
}
