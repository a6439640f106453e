/** @module credentials/html: the `<link rel="c2pa-manifest">` that points a page at its sidecar manifest. */
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';

const LINK = /<link\b[^>]*\brel\s*=\s*["']?c2pa-manifest["']?[^>]*>\s*/gi;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The page with exactly one c2pa-manifest link to href: any old one is removed, the new one goes at the end of <head>. */
export function linkManifest(html: string, href: string): string {
  const tag = `<link rel="c2pa-manifest" href="${escapeAttribute(href)}">`;
  const clean = html.replace(LINK, '');
  const headEnd = clean.search(/<\/head\s*>/i);
  if (headEnd >= 0) return `${clean.slice(0, headEnd)}${tag}\n${clean.slice(headEnd)}`;
  const headStart = /<head\b[^>]*>/i.exec(clean);
  if (headStart)
    return `${clean.slice(0, headStart.index + headStart[0].length)}${tag}${clean.slice(headStart.index + headStart[0].length)}`;
  return `${tag}\n${clean}`;
}

/** The href of the page's c2pa-manifest link, if it has one (read with an HTML parser: the page is untrusted input). */
export function manifestHref(html: string): string | undefined {
  let href: string | undefined;
  visit(fromHtml(html), 'element', (element) => {
    const rel = element.properties['rel'];
    const isManifest =
      element.tagName === 'link' && Array.isArray(rel) && rel.some((r) => String(r).toLowerCase() === 'c2pa-manifest');
    if (href === undefined && isManifest && typeof element.properties['href'] === 'string')
      href = element.properties['href'];
  });
  return href;
}
