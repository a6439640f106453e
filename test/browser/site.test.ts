// What readers see, in a real browser (Debian's chromium driven by playwright-core): claim marks, footnotes, provenance.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { available, launchChromium, needChromium } from './chromium.js';
import { initDevelopmentCertificates } from '../../src/credentials/index.js';
import { loadConfig } from '../../src/pipeline/config.js';
import { publish } from '../../src/pipeline/publish.js';
import { serveStatic } from '../../scripts/static-server.js';
import { copySampleBlog, REPO } from '../../scripts/temp-project.js';

const work = mkdtempSync(join(tmpdir(), 'warrant-browser-'));
// The sample blog in a throwaway copy: the publish never sees the repository's verdict cache.
const sample = copySampleBlog();
let browser: Browser | undefined;
let server: Server | undefined;
let base = '';

beforeAll(async () => {
  if (!available) return;
  const certs = join(work, 'certs');
  initDevelopmentCertificates(certs);
  const report = await publish({
    root: sample.root,
    config: loadConfig(sample.root),
    outDir: join(work, 'dist'),
    auditDb: join(work, 'audit.db'),
    certsDir: certs,
    quiet: true,
  });
  expect(report.outcome).toBe('published');
  ({ server, url: base } = await serveStatic(join(work, 'dist')));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  server?.close();
  rmSync(work, { recursive: true, force: true });
  sample.remove();
});

describe('a published post in chromium', () => {
  it("tells a machine check from a reviewer's signed confirmation, on each claim of the provenance section", async (context) => {
    needChromium(context);
    const page = await (browser as Browser).newPage({ viewport: { width: 1000, height: 1400 } });
    await page.goto(`${base}/posts/quill-2-4/`);
    const entries = page.locator('section.provenance li');
    expect(await entries.count()).toBe(5);
    const human = page.locator('section.provenance .checked--human');
    expect(await human.count()).toBe(1);
    await expect.poll(() => human.isVisible()).toBe(true);
    expect(await human.innerText()).toBe('confirmed against the source by Ana Ruiz, 2 December 2026');
    // The confirmation stands next to the claim it confirms.
    const reviewed = entries.filter({ has: page.locator('.checked--human') });
    expect(await reviewed.locator('q').innerText()).toContain('an interrupted upload now picks up where it left off');
    // Each excerpt is the changelog entry's words, not its Markdown ("- Sync now resumes ...").
    const excerpts = await page.locator('section.provenance blockquote.excerpt').allInnerTexts();
    expect(excerpts.length).toBeGreaterThan(0);
    for (const text of excerpts) expect(text, text).not.toMatch(/^[-*#>] |`|\*\*/u);
    expect(excerpts).toContain('Sync now resumes interrupted uploads instead of restarting them.');
    const machine = page.locator('section.provenance .checked--machine');
    expect(await machine.count()).toBe(4);
    for (const text of await machine.allInnerTexts()) expect(text).toBe('checked against the source by Warrant');
    // The two badges look different to a sighted reader, not only in their words.
    // (A string, run in the page: this test is compiled without the DOM's types.)
    const style = (selector: string): Promise<string> =>
      page.evaluate(`getComputedStyle(document.querySelector(${JSON.stringify(selector)})).backgroundColor`);
    expect(await style('.checked--human')).not.toBe(await style('.checked--machine'));
    await page.close();
  });

  it('links back only to claims marked in the text: every ↩ reaches its mark', async (context) => {
    needChromium(context);
    const page = await (browser as Browser).newPage();
    // office-air has claims from an evidence table, which have no mark in the article to go back to.
    await page.goto(`${base}/posts/office-air/`);
    const entries = await page.locator('section.provenance li').count();
    const backs = await page
      .locator('section.provenance a.back')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(backs.length).toBeGreaterThan(0);
    expect(backs.length).toBeLessThan(entries);
    for (const href of backs) expect(await page.locator(href).count(), href).toBe(1);
    await page.close();
  });

  it('shows claim marks, footnotes to the evidence, and the provenance section, usable from the keyboard', async (context) => {
    needChromium(context);
    const page = await (browser as Browser).newPage({ viewport: { width: 1000, height: 1400 } });
    await page.goto(`${base}/posts/ledgerdb-write-path/`);

    const claims = page.locator('article .claim');
    expect(await claims.count()).toBeGreaterThanOrEqual(6);
    expect(await claims.first().getAttribute('data-claim')).toMatch(/^ledgerdb-write-path\//);
    const marks = page.locator('sup.claim-mark a');
    expect(await marks.count()).toBe(6);
    expect(await page.locator('article').innerText()).not.toContain('[@');

    const provenance = page.locator('section.provenance');
    await expect.poll(() => provenance.isVisible()).toBe(true);
    expect(await provenance.locator('li').count()).toBe(6);
    expect(await provenance.innerText()).toContain('grounded in its cited source');
    expect(await provenance.innerText()).toContain('LedgerDB write-path benchmark');
    expect(await provenance.innerText()).toMatch(/Audit log: .* checkpoint of \d+ entries with root hash [0-9a-f]{64}/);
    expect(await provenance.innerText()).toContain('Content Credential: this page carries a signed C2PA manifest');
    expect(await provenance.innerText()).not.toContain('`');
    expect(await page.locator('link[rel="c2pa-manifest"]').getAttribute('href')).toBe('index.c2pa');

    // Keyboard: tab to the first footnote mark and follow it to its evidence entry.
    await page.locator('body').focus();
    for (let i = 0; i < 10 && (await page.locator('.claim-mark :focus').count()) === 0; i += 1)
      await page.keyboard.press('Tab');
    expect(await page.locator(':focus').getAttribute('href')).toBe('#evidence-1');
    await page.keyboard.press('Enter');
    // Following a link is asynchronous in the browser: wait for the fragment, not a fixed time.
    await expect.poll(() => new URL(page.url()).hash).toBe('#evidence-1');

    mkdirSync(join(REPO, 'test-results'), { recursive: true });
    await page.screenshot({ path: join(REPO, 'test-results/post.png'), fullPage: true });
    await page.close();
  });

  it('lists every post on the index, readable without JavaScript', async (context) => {
    if (!available) context.skip();
    const page = await (browser as Browser).newPage({ javaScriptEnabled: false });
    await page.goto(`${base}/`);
    expect(await page.locator('.post-list li').count()).toBe(5);
    expect(await page.locator('.post-list a').first().getAttribute('href')).toMatch(/^\/posts\/[a-z0-9-]+\/$/);
    await page.close();
  });
});
