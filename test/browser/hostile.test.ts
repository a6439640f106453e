// A post carrying raw HTML injections, published and loaded in a real browser: no script runs, no unchecked factual text shows.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { available, launchChromium, needChromium } from './chromium.js';
import { loadConfig } from '../../src/pipeline/config.js';
import { publish } from '../../src/pipeline/publish.js';
import { serveStatic } from '../../scripts/static-server.js';
import { makeProject, postFile } from '../../scripts/temp-project.js';

const work = mkdtempSync(join(tmpdir(), 'warrant-hostile-browser-'));
/** Every injection the security pass found that a sanitiser can take out (a script blocks the publish instead). */
const body = [
  'The release shipped 12 fixes [@notes].',
  '',
  '<img src="/favicon.svg" alt="the project logo" onerror="alert(\'onerror\')" title="Revenue grew 80 percent in 2025">',
  '',
  '<iframe srcdoc="<script>parent.alert(\'iframe\')</script>"></iframe>',
  '',
  'A <a href="javascript:alert(\'link\')" id="js-link">link</a>, <span style="display:block" class="x">text</span>,',
  '<svg onload="alert(\'svg\')"><circle r="4"></circle></svg> and <object data="javascript:alert(\'object\')"></object>.',
  '',
  '<input value="Revenue grew 80 percent in 2025"><details open ontoggle="alert(\'toggle\')"><summary>More</summary></details>',
].join('\n');
const project = makeProject({ hostile: postFile({ title: 'A hostile post' }, body) }, [
  { id: 'notes', file: 'ledger/sources/notes.txt', text: 'The release shipped 12 fixes.\n' },
]);
let browser: Browser | undefined;
let server: Server | undefined;
let base = '';

beforeAll(async () => {
  if (!available) return;
  const report = await publish({
    root: project.root,
    config: loadConfig(project.root),
    outDir: join(work, 'dist'),
    auditDb: join(work, 'audit.db'),
    quiet: true,
  });
  expect(report.outcome).toBe('published');
  ({ server, url: base } = await serveStatic(join(work, 'dist')));
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  rmSync(work, { recursive: true, force: true });
  project.remove();
});

describe('a post carrying injections, in chromium', () => {
  it('runs no script and shows no factual text that no claim carries', async (context) => {
    needChromium(context);
    const page = await (browser as Browser).newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${base}/posts/hostile/`);
    await page.locator('#user-content-js-link').click();
    await page.locator('details summary').click();
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    const article = page.locator('article');
    expect(await article.innerText()).not.toContain('80 percent');
    // Nor in any attribute a reader can see or hear, nor in generated content.
    const attributes = await article.evaluate((node) =>
      [...node.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.value)).join('\n'),
    );
    expect(attributes).not.toContain('80 percent');
    expect(await page.locator('article iframe, article object, article script').count()).toBe(0);
    expect(await page.locator('article .claim').count()).toBe(1);
    await page.close();
  });
});
