/**
 * @module projections/source-copy: where a public source's pinned copy is published on the site. The folder is the
 * copy's content hash (no two sources share a path unless they are the same bytes; a source id is no path), and a file
 * a browser would run or render as a document (HTML, SVG, XML, script) gets `.txt`, so the site serves it as text.
 * The bytes are never changed. Pure.
 */

/** File types a browser executes or renders as an active document on the site's origin. */
const ACTIVE = /\.(?:html?|xhtml|shtml|svgz?|xml|xsl|xslt|mht|mhtml|js|mjs|cjs|css|swf|wasm)$/iu;

/** The site path (no leading slash) of a public source's copy: `sources/<sha256 prefix>/<file name>[.txt]`. */
export function sourceCopyPath(sha256: string, uri: string): string {
  const name = (uri.split(/[\\/]/u).pop() ?? '').replace(/[^A-Za-z0-9._-]/gu, '_').replace(/^\.+/u, '_') || 'source';
  return `sources/${sha256.slice(0, 16)}/${ACTIVE.test(name) ? `${name}.txt` : name}`;
}
