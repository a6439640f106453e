// `warrant report` opened in chromium: claims marked by verdict in the post text, each linked to its card with the
// aligned source passage, findings with their fix, and hostile text in a post shown as text, never run.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { available, launchChromium, needChromium } from './chromium.js';
import { warrantIn } from '../cli-run.js';
import { copySampleBlog, postFile, REPO } from '../../scripts/temp-project.js';

const sample = copySampleBlog();
let browser: Browser | undefined;

beforeAll(async () => {
  sample.write(
    'content/posts/hostile.md',
    postFile(
      { title: 'Hostile <script>window.ran = 1</script>' },
      'The quill changelog counts 19 crash reports <img src=x onerror="window.ran = 2"> [@quill-changelog].',
    ),
  );
  const written = await warrantIn(
    sample.root,
    'report',
    'content/posts/quill-2-4.md',
    'content/posts/hostile.md',
    'examples/unsupported-number.md',
  );
  expect(written.stdout).toMatch(/^wrote \.warrant\/report\.html \(\d+ finding\(s\)\)\n$/u);
  expect(written.code).toBe(1);
  if (available) browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  sample.remove();
});

describe('the HTML report in chromium', () => {
  it('marks each claim by its verdict, links it to its source passage, and runs nothing from a post', async (context) => {
    needChromium(context);
    const page = await (browser as Browser).newPage({ viewport: { width: 1300, height: 1600 } });
    await page.goto(pathToFileURL(join(sample.root, '.warrant/report.html')).href);
    expect(await page.title()).toBe('Warrant report');
    expect(await page.locator('mark.refuted').count()).toBe(2);
    expect(await page.locator('mark.needs-review').count()).toBe(0);
    expect(await page.locator('mark.grounded').count()).toBeGreaterThanOrEqual(4);
    // The reviewed claim of the sample passes with the reviewer's words beside the changelog passage.
    const reviewed = page.locator('.claim', { hasText: 'an interrupted upload now picks up where it left off' });
    expect(await reviewed.innerText()).toContain('confirmed against the source by Ana Ruiz');
    expect(await reviewed.locator('blockquote').innerText()).toContain('Sync now resumes interrupted uploads');
    // A refuted mark leads to its card, which names the source value and its place.
    await page.locator('mark.refuted').first().click();
    // Following a link is asynchronous in the browser: wait for the fragment, not a fixed time.
    await expect.poll(() => new URL(page.url()).hash).not.toBe('');
    const target = decodeURIComponent(new URL(page.url()).hash);
    const card = page.locator(target);
    expect(await card.innerText()).toMatch(/the source gives \d+/u);
    expect(await card.locator('.place').first().innerText()).toMatch(/\.md:\d+$/u);
    // Findings carry their fix; the hostile post's markup is text on the page and nothing in it ran.
    expect(await page.locator('ul.findings .hint').first().innerText()).toMatch(/^Fix: /u);
    expect(await page.locator('body').innerText()).toContain('<img src=x onerror="window.ran = 2">');
    expect(await page.locator('h2', { hasText: 'Hostile <script>' }).count()).toBe(1);
    expect(await page.evaluate('window.ran')).toBeUndefined();
    expect(await page.locator('script').count()).toBe(0);
    mkdirSync(join(REPO, 'test-results'), { recursive: true });
    await page.screenshot({ path: join(REPO, 'test-results/report.png'), fullPage: true });
    await page.close();
  });
});
