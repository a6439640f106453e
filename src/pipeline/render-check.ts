/**
 * @module pipeline/render-check: gate 2 wired to the built site: read each article page, compute its span map, re-ground
 * each claim as it reads on the page, check the post's required statements, and decide.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { filesUnder } from '../adapters/project-files.js';
import { sha256Hex } from '../core/canonical.js';
import { finding, sortFindings, type Finding } from '../core/findings.js';
import { LineIndex } from '../core/lines.js';
import type { Claim, Verdict } from '../core/model.js';
import type { CapturedPost } from '../markdown/capture-post.js';
import { gate2 } from '../gates/gate2.js';
import { checkStatementsOnPage } from '../gates/statements.js';
import { statementsFor, type RequiredStatement } from '../statements/required.js';
import { sealMatches } from '../gates/seal.js';
import {
  claimTexts,
  pageText,
  svgLabels,
  type HiddenText,
  type PageText,
  type SpanMapEntry,
} from '../gates/span-map.js';
import type { CheckResult } from './check.js';

export interface RenderedPage {
  readonly post: string;
  /** Path relative to the output directory, e.g. posts/slug/index.html. */
  readonly path: string;
  readonly htmlSha256: string;
  readonly spans: readonly SpanMapEntry[];
  /** The citation markers removed from the reader's text: kept for the audit record (seed 001: offered vs cited). */
  readonly strippedCitations: readonly {
    readonly claimId?: string;
    readonly sourceIds: readonly string[];
    readonly start: number;
    readonly end: number;
  }[];
}

export interface Gate2Result {
  readonly pages: readonly RenderedPage[];
  readonly findings: readonly Finding[];
}

/** The claims a post's page shows: those whose span is in the post (not an evidence table's). */
export function renderedClaims(captured: CapturedPost): Claim[] {
  return captured.claims.filter((claim) => claim.file === captured.post.file);
}

/** Where a post's article page is in the built site. */
export const pagePathFor = (slug: string): string => `posts/${slug}/index.html`;

/** The largest SVG image whose labels are read; a larger one cannot be checked, which blocks. */
const SVG_BYTES = 2_000_000;

/**
 * The labels of the SVG images a page shows, from the built site (a path under `outDir`) or a data: URL, as text the
 * reader sees that no claim can carry; and the SVG images too large to read.
 */
export function imageTexts(
  page: PageText,
  pageDir: string,
  outDir: string,
): { texts: HiddenText[]; tooLarge: PageText['images'] } {
  const texts: HiddenText[] = [];
  const tooLarge: PageText['images'][number][] = [];
  for (const image of page.images) {
    const data = /^data:image\/svg\+xml(;base64)?,(.*)$/isu.exec(image.src);
    let svg: string | undefined;
    if (data) svg = data[1] ? Buffer.from(data[2] ?? '', 'base64').toString('utf8') : safeDecode(data[2] ?? '');
    else if (/\.svg(?:[?#].*)?$/iu.test(image.src) && !/^[a-z][a-z0-9+.-]*:/iu.test(image.src)) {
      const path = image.src.replace(/[?#].*$/u, '');
      const file = path.startsWith('/') ? join(outDir, path) : resolve(pageDir, path);
      if (relative(outDir, file).startsWith('..') || !existsSync(file)) continue;
      if (statSync(file).size > SVG_BYTES) tooLarge.push(image);
      else svg = readFileSync(file, 'utf8');
    }
    if (svg !== undefined && svg.length > SVG_BYTES) tooLarge.push(image);
    const labels = svg === undefined || svg.length > SVG_BYTES ? '' : svgLabels(svg);
    if (labels !== '')
      texts.push({
        text: labels,
        where: `the text of the image ${image.src.startsWith('data:') ? '(a data: URL)' : image.src}`,
        htmlOffset: image.htmlOffset,
        origin: image.origin,
      });
  }
  return { texts, tooLarge };
}

/** A data: URL's percent-encoded text, or the text as written when it is not valid percent-encoding. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Gate 2 over the pages built into `outDir`; `rendered` is the text the renderer (and its voice) wrote for each claim.
 * Findings name pages under `displayOutDir`; a required statement's (of `statements`, warrant.config.json) name the
 * place in the post where it is or should be.
 */
export async function runGate2(
  check: CheckResult,
  rendered: ReadonlyMap<string, string>,
  outDir: string,
  sealKey: string,
  displayOutDir: string,
  statements: readonly RequiredStatement[] = [],
): Promise<Gate2Result> {
  const pages: RenderedPage[] = [];
  const findings: Finding[] = [];
  for (const captured of check.posts) {
    const path = pagePathFor(captured.post.slug);
    const absolute = join(outDir, path);
    const file = `${displayOutDir}/${path}`;
    if (!existsSync(absolute)) {
      findings.push(
        finding(
          'gate2/missing-claim',
          { file, line: 1, column: 1 },
          `the build wrote no page for post ${captured.post.file}`,
        ),
      );
      continue;
    }
    const html = readFileSync(absolute, 'utf8');
    const read = pageText(html, (text, seal) => sealMatches(sealKey, text, seal));
    const images = imageTexts(read, dirname(absolute), outDir);
    const page = { ...read, hidden: [...read.hidden, ...images.texts] };
    const lines = new LineIndex(html);
    for (const image of images.tooLarge)
      findings.push(
        finding(
          'gate2/unreadable-image',
          { file, ...lines.locate(image.htmlOffset) },
          `the SVG image ${image.src.slice(0, 80)} is larger than ${SVG_BYTES} bytes, so the text it draws cannot be checked; make it smaller or use a PNG with the figures stated in a claim`,
        ),
      );
    const shownClaims = renderedClaims(captured);
    const expected = new Map(shownClaims.map((claim) => [claim.id, rendered.get(claim.id) ?? claim.text]));
    const shown = claimTexts(page);
    const regrounded = new Map<string, Verdict>();
    for (const claim of shownClaims) {
      const text = shown.get(claim.id);
      if (text === undefined) continue;
      // The page shows the claim as written: its verdict is gate 1's, with any reviewer's decision on that exact text.
      // Reworded by the renderer, it is grounded afresh, and a review of the written text does not cover it.
      const checked = text === claim.text ? check.verdicts.get(claim.id) : undefined;
      regrounded.set(claim.id, checked ?? (await check.engine.ground({ ...claim, text }, check.sources)));
    }
    findings.push(
      ...gate2({
        file,
        html,
        page,
        postSource: captured.post.source,
        expected,
        regrounded,
        warnKinds: check.warnKinds,
      }),
    );
    // Required statements: exactly once on the page as built, annotated with their evidence, whatever the renderer
    // reported (gate 1 checked the post's Markdown and that the evidence exists).
    const required = statementsFor(captured.post, statements);
    findings.push(...checkStatementsOnPage({ file, html, post: captured.post, statements: required }));
    pages.push({
      post: captured.post.slug,
      path,
      htmlSha256: sha256Hex(html),
      spans: page.entries,
      strippedCitations: captured.citations.map((c) => ({
        ...(c.claimId ? { claimId: c.claimId } : {}),
        sourceIds: c.sourceIds,
        start: c.range.start,
        end: c.range.end,
      })),
    });
  }
  // Every other page (the index, say) shows no claims: any factual detail a template puts there is checked the same way.
  const articles = new Set(check.posts.map((p) => pagePathFor(p.post.slug)));
  for (const path of filesUnder(outDir, (name) => name.endsWith('.html')).filter((p) => !articles.has(p))) {
    const html = readFileSync(join(outDir, path), 'utf8');
    const page = pageText(html, (text, seal) => sealMatches(sealKey, text, seal));
    findings.push(
      ...gate2({
        file: `${displayOutDir}/${path}`,
        html,
        page,
        postSource: '',
        expected: new Map(),
        regrounded: new Map(),
        warnKinds: check.warnKinds,
      }),
    );
  }
  return { pages, findings: sortFindings(findings) };
}
