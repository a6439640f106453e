// The SVG images a page shows are read for the labels they draw: from the built site, from a data: URL, never from outside it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageText } from '../../src/gates/span-map.js';
import { imageTexts } from '../../src/pipeline/render-check.js';

// The built site is base/site; base/outside.svg is next to it, outside.
const base = mkdtempSync(join(tmpdir(), 'warrant-images-'));
const out = join(base, 'site');
afterAll(() => rmSync(base, { recursive: true, force: true }));
const chart = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="9"/><text>Peak 1,840 ppm</text></svg>';
mkdirSync(join(out, 'images'), { recursive: true });
mkdirSync(join(out, 'posts/air'), { recursive: true });
writeFileSync(join(out, 'images/chart.svg'), chart);
writeFileSync(join(out, 'images/huge.svg'), `<svg>${' '.repeat(2_000_001)}</svg>`);
writeFileSync(join(base, 'outside.svg'), chart);

const read = (html: string) =>
  imageTexts(
    pageText(html, () => false),
    join(out, 'posts/air'),
    out,
  );

describe('the labels of the SVG images a page shows', () => {
  it('reads a site image by absolute or relative path, and a data: URL', () => {
    const encoded = `data:image/svg+xml,${encodeURIComponent(chart)}`;
    const base64 = `data:image/svg+xml;base64,${Buffer.from(chart).toString('base64')}`;
    const { texts } = read(
      `<img src="/images/chart.svg"><img src="../../images/chart.svg?v=2"><img src="${encoded}"><img src="${base64}">`,
    );
    expect(texts.map((t) => t.text)).toEqual(['Peak 1,840 ppm', 'Peak 1,840 ppm', 'Peak 1,840 ppm', 'Peak 1,840 ppm']);
    expect(texts[0]?.where).toBe('the text of the image /images/chart.svg');
    expect(texts[2]?.where).toBe('the text of the image (a data: URL)');
  });

  it('never reads a file outside the site, and names an SVG too large to read', () => {
    const { texts, tooLarge } = read('<img src="../../../outside.svg"><img src="/images/huge.svg"><img src="a.png">');
    expect(texts).toEqual([]);
    expect(tooLarge.map((i) => i.src)).toEqual(['/images/huge.svg']);
  });
});
