/**
 * @module integration/astro: the Warrant Astro integration. It runs gate 1 before the build (or takes the publish
 * command's decision), puts the claim renderer into the site's Markdown pipeline (with each post's required statements),
 * gives pages the public projection, and runs gate 2 over the built pages, failing the build on a block.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { WarrantError } from '../core/errors.js';
import { hasErrors } from '../core/findings.js';
import { sealText } from '../gates/seal.js';
import { rehypeClaims, type RenderPost } from '../markdown/rehype-claims.js';
import { rehypeSafeHtml } from '../markdown/safe-html.js';
import { formatFindingsText } from '../core/findings-text.js';
import { runCheck, type CheckResult } from '../pipeline/check.js';
import { loadConfig } from '../pipeline/config.js';
import { renderedClaims, runGate2 } from '../pipeline/render-check.js';
import { statementsFor, statementText, type RequiredStatement } from '../statements/required.js';
import { projectPublic, type PublicProjection } from '../projections/public.js';
import { loadVoice } from '../render/load-voice.js';
import { currentSession, type LogCheckpoint } from '../pipeline/build-session.js';

const VIRTUAL_ID = 'virtual:warrant/build';

/** A value as a module expression that parses it from JSON text. */
const asJson = (value: unknown): string => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

/** What the pages see: the public projection and the key that seals Warrant's chrome text. */
function virtualModule(
  projection: PublicProjection,
  sealKey: string,
  credentialNote: string,
  checkpoint: LogCheckpoint | null,
  checkpoints: Readonly<Record<string, LogCheckpoint>>,
  marked: readonly string[],
) {
  return {
    name: 'warrant:virtual-build',
    resolveId: (id: string) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load: (id: string) =>
      id === `\0${VIRTUAL_ID}`
        ? [
            // Data as JSON text: a bundler parses one string, not an object literal the size of the blog.
            `export const projection = ${asJson(projection)};`,
            `export const sealKey = ${JSON.stringify(sealKey)};`,
            `export const credentialNote = ${JSON.stringify(credentialNote)};`,
            `export const checkpoint = ${asJson(checkpoint)};`,
            `export const checkpoints = ${asJson(checkpoints)};`,
            `export const marked = new Set(${asJson(marked)});`,
          ].join('\n')
        : undefined,
  };
}

function renderPosts(check: CheckResult, statements: readonly RequiredStatement[]): Map<string, RenderPost> {
  const posts = new Map<string, RenderPost>();
  for (const captured of check.posts) {
    posts.set(resolve(check.root, captured.post.file), {
      source: captured.post.source,
      claims: renderedClaims(captured).map((claim, index) => ({
        id: claim.id,
        span: claim.span,
        ordinal: index + 1,
        status: check.verdicts.get(claim.id)?.status ?? 'unverifiable',
      })),
      citations: captured.citations.map((c) => c.range),
      statements: statementsFor(captured.post, statements).map((s) => ({
        id: s.id,
        text: statementText(s),
        evidence: s.evidence,
      })),
    });
  }
  return posts;
}

export default function warrant(): AstroIntegration {
  let check: CheckResult | undefined;
  // A publish brings the blog's own key (so unchanged pages stay byte for byte the same); a bare build makes one.
  let sealKey = randomBytes(32).toString('hex');
  let cacheDir: string | undefined;
  let statements: readonly RequiredStatement[] = [];
  const rendered = new Map<string, string>();
  return {
    name: 'warrant',
    hooks: {
      'astro:config:setup': async ({ config, updateConfig }) => {
        const root = fileURLToPath(config.root);
        const session = currentSession();
        if (session?.sealKey) sealKey = session.sealKey;
        const warrantConfig = loadConfig(root);
        check = session?.check ?? (await runCheck(root, warrantConfig));
        if (hasErrors(check.findings)) {
          throw new WarrantError(
            'BUILD_FAILED',
            `Warrant gate 1 blocked the build:\n${formatFindingsText(check.findings.filter((f) => f.severity === 'error'))}`,
          );
        }
        statements = warrantConfig.statements;
        const posts = renderPosts(check, statements);
        const voice = await loadVoice(root, warrantConfig.render.voice);
        // Posts whose raw HTML the author keeps as written (render.allowRawHtml): not sanitised.
        const rawKept = new Set(
          check.posts
            .filter((p) => warrantConfig.render.allowRawHtml.includes(p.post.slug))
            .map((p) => resolve(check?.root ?? root, p.post.file)),
        );
        const projection =
          session?.projection ??
          projectPublic({
            posts: check.posts.map((p) => ({ slug: p.post.slug, meta: p.post.meta, claims: p.claims })),
            verdicts: check.verdicts,
            registry: check.registry,
          });
        // Astro caches rendered Markdown across builds; a cached page would carry another build's claims and seals.
        cacheDir = resolve(root, '.warrant', `astro-cache-${randomBytes(6).toString('hex')}`);
        updateConfig({
          cacheDir: pathToFileURL(`${cacheDir}/`),
          markdown: {
            // Smart quotes and dashes would rewrite the author's characters and break the one-to-one span map.
            smartypants: false,
            rehypePlugins: [
              // A post's raw HTML is sanitised first, so the claim renderer and gate 2 see what readers will.
              [rehypeSafeHtml, { keepRaw: (path: string) => rawKept.has(path) }],
              [
                rehypeClaims,
                {
                  postFor: (path: string) => posts.get(path),
                  seal: (text: string) => sealText(sealKey, text),
                  onRendered: (claimId: string, text: string) => rendered.set(claimId, text),
                  ...(voice ? { voice } : {}),
                },
              ],
            ],
          },
          vite: {
            plugins: [
              virtualModule(
                projection,
                sealKey,
                session?.credentialNote ??
                  'Content Credential: this build was not run by warrant publish, so its pages are not signed.',
                session?.checkpoint ?? null,
                session
                  ? Object.fromEntries(check.posts.map((p) => [p.post.slug, session.checkpointOf(p.post.slug)]))
                  : {},
                // The claims with a footnote mark in the article (an evidence table's have none to go back to).
                check.posts.flatMap((p) => p.claims.filter((c) => c.file === p.post.file).map((c) => c.id)),
              ),
            ],
          },
        });
      },
      'astro:build:done': async ({ dir }) => {
        if (!check) throw new WarrantError('BUILD_FAILED', 'Warrant gate 1 did not run before the build finished');
        if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
        const outDir = fileURLToPath(dir);
        const gate2 = (): ReturnType<typeof runGate2> =>
          runGate2(
            check!,
            rendered,
            outDir,
            sealKey,
            currentSession()?.displayOutDir ?? relative(check!.root, outDir),
            statements,
          );
        const profile = currentSession()?.profile;
        const result = await (profile ? profile.time('gate 2', gate2) : gate2());
        currentSession()?.onGate2(result);
        if (hasErrors(result.findings)) {
          throw new WarrantError(
            'BUILD_FAILED',
            `Warrant gate 2 blocked the build:\n${formatFindingsText(result.findings.filter((f) => f.severity === 'error'))}`,
          );
        }
      },
    },
  };
}
