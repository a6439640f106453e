/**
 * @module markdown/safe-html: what of a post's raw HTML may reach a reader. A sanitising schema keeps what a blog needs
 * (text markup, links, images, tables, details) and nothing that runs or hides text from the checks: no script, style,
 * frame, object or form control, no event handler or style attribute, no `javascript:` link, and no attribute that
 * carries text beside an image's alt. The rehype step applies it to the rendered page; `unsafeParts` names, with
 * places, what it removes from a post, for the gate's findings.
 */
import type { Element, Nodes, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { raw } from 'hast-util-raw';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import type { VFile } from 'vfile';

/** Attributes that carry text a reader sees or hears but that no claim can cite: removed (an image keeps its alt). */
const TEXT_ATTRIBUTES = new Set(['title', 'value', 'label', 'prompt', 'abbr', 'summary', 'axis', 'placeholder']);

const allowedEverywhere = (defaultSchema.attributes?.['*'] ?? []).filter(
  (a) => !TEXT_ATTRIBUTES.has(typeof a === 'string' ? a : String(a[0])),
);

/** The schema a post's HTML is sanitised with: GitHub's, less the attributes that carry unchecked text. */
export const SAFE_HTML: Schema = {
  ...defaultSchema,
  attributes: { ...defaultSchema.attributes, '*': allowedEverywhere },
};

const TAGS = new Set(SAFE_HTML.tagNames ?? []);
/** Elements whose content goes with them (a script's code is no text for the page). */
const STRIPPED = new Set(SAFE_HTML.strip ?? []);

/** One thing the schema removes from a post's HTML, at an offset of the post. */
export interface UnsafePart {
  readonly what: string;
  readonly offset: number;
}

/** Is an attribute (hast property name) allowed on an element, with that value? */
function allowedAttribute(tag: string, property: string, value: unknown): boolean {
  const lists = [SAFE_HTML.attributes?.['*'] ?? [], SAFE_HTML.attributes?.[tag] ?? []];
  const rule = lists.flat().find((a) => (typeof a === 'string' ? a : a[0]) === property);
  if (rule === undefined) return false;
  if (typeof rule !== 'string' && rule.length > 1 && !rule.slice(1).includes(value as never)) return false;
  const protocols = SAFE_HTML.protocols?.[property];
  if (!protocols) return true;
  const url = String(Array.isArray(value) ? value.join(' ') : value).trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/iu.exec(url)?.[1]?.toLowerCase();
  // A relative URL has no scheme; a ':' after a '/', '?' or '#' is part of its path.
  return scheme === undefined || /^[^:]*[/?#]/u.test(url) || protocols.includes(scheme);
}

/** Attribute names as written: "onError" is "onerror", "dataFoo" is "data-foo". */
function attributeName(property: string): string {
  return property.startsWith('data')
    ? property.replace(/[A-Z]/gu, (c) => `-${c.toLowerCase()}`)
    : property.toLowerCase() === 'classname'
      ? 'class'
      : property.toLowerCase();
}

/**
 * What the schema removes from one piece of a post's raw HTML (an mdast `html` node), each with its offset in the post
 * (`base` is the piece's own offset). Pure.
 */
export function unsafeParts(html: string, base: number): UnsafePart[] {
  const tree = fromHtml(html, { fragment: true });
  const found: UnsafePart[] = [];
  const walk = (node: Nodes): void => {
    if (node.type === 'element') {
      const element = node as Element;
      const offset = base + (element.position?.start.offset ?? 0);
      if (!TAGS.has(element.tagName)) {
        found.push({ what: `<${element.tagName}>`, offset });
        if (STRIPPED.has(element.tagName)) return;
      } else {
        for (const [property, value] of Object.entries(element.properties)) {
          if (!allowedAttribute(element.tagName, property, value))
            found.push({ what: `the ${attributeName(property)}= attribute of <${element.tagName}>`, offset });
        }
      }
    }
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(tree);
  return found;
}

export interface SafeHtmlOptions {
  /** Posts whose raw HTML the author allowed as written (`render.allowRawHtml`): left unsanitised. */
  readonly keepRaw?: (absolutePath: string) => boolean;
}

/**
 * The rehype step: a post's raw HTML parsed into the tree (keeping the positions the span map needs) and sanitised with
 * SAFE_HTML, unless the author allowed that post's HTML as written.
 */
export function rehypeSafeHtml(options: SafeHtmlOptions = {}) {
  return (tree: Root, file: VFile): Root => {
    // Parsing the tree again through an HTML parser is the costly part: a post without raw HTML has nothing to parse.
    const parsed = hasRaw(tree) ? (raw(tree, { file }) as Root) : tree;
    // Kept as written, but never with a seal: text a post carries is the author's, whatever it copies from a page.
    if (file.path && options.keepRaw?.(file.path)) return withoutSeals(parsed);
    return sanitize(parsed, SAFE_HTML) as Root;
  };
}

/** Whether a tree holds raw HTML (a post's HTML as written, not yet parsed). */
function hasRaw(node: Nodes): boolean {
  return node.type === 'raw' || ('children' in node && node.children.some((child) => hasRaw(child as Nodes)));
}

/** The tree with every `data-warrant-seal` attribute removed (only Warrant's own page text may carry one). */
function withoutSeals(tree: Root): Root {
  const walk = (node: Nodes): void => {
    if (node.type === 'element') delete (node as Element).properties['dataWarrantSeal'];
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(tree);
  return tree;
}
