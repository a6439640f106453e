/** @module credentials/html: the `<link rel="c2pa-manifest">` that points a page at its sidecar manifest. */

const LINK = /<link\b[^>]*\brel\s*=\s*["']?c2pa-manifest["']?[^>]*>\s*/gi;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

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
  if (headStart) return `${clean.slice(0, headStart.index + headStart[0].length)}${tag}${clean.slice(headStart.index + headStart[0].length)}`;
  return `${tag}\n${clean}`;
}

/** The href of the page's c2pa-manifest link, if it has one. */
export function manifestHref(html: string): string | undefined {
  for (const match of html.matchAll(LINK)) {
    const href = HREF.exec(match[0]);
    if (href) return (href[1] ?? href[2] ?? href[3] ?? '').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  }
  return undefined;
}
