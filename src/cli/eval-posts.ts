/**
 * @module cli/eval-posts: `warrant eval posts --data <dir>`: runs `warrant check` on a set of real posts with labelled
 * claims (correct / wrong / unsupported) in a throwaway project, and prints how many of each kind pass.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, isAbsolute, join, normalize, resolve, sep } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { WarrantError } from '../core/errors.js';
import { EXIT } from '../core/exit-code.js';
import { runCheck } from '../pipeline/check.js';
import { loadConfig } from '../pipeline/config.js';
import { printJson, progressReporter } from './output.js';
import { action, globalOptions } from './run.js';

const labelSchema = z.object({
  post: z.string(),
  sources: z.array(z.object({ id: z.string(), file: z.string() }).loose()),
  claims: z.array(
    z
      .object({
        text: z.string(),
        label: z.enum(['correct', 'wrong', 'unsupported']),
        kind: z.string(),
      })
      .loose(),
  ),
});

interface ClaimResult {
  readonly text: string;
  readonly label: 'correct' | 'wrong' | 'unsupported';
  readonly kind: string;
  readonly passed: boolean;
  readonly status: string;
  readonly message: string;
}

export interface PostsReport {
  readonly data: string;
  readonly posts: { post: string; claims: ClaimResult[]; other_blocking: string[] }[];
  readonly totals: Record<'correct' | 'wrong' | 'unsupported', { n: number; passed: number; review: number }>;
  /** Correct claims whose content is a number, date, version, name or computed value (the acceptance's denominator). */
  readonly correct_factual: { n: number; passed: number };
  /** Refuted findings that name the source value and its place (file:line). */
  readonly refuted_with_place: { n: number; named: number };
}

// (A claim is captured as the reader sees it: inline code without its backticks.)
const normal = (t: string): string =>
  t
    .replace(/`/gu, '')
    // (A label written with Markdown's strong marks, "a __NOBTF__ define", is the text the post renders.)
    .replace(/(\*\*|__)(\S(?:.*?\S)?)\1/gu, '$2')
    .replace(/\s+/gu, ' ')
    .replace(/[.\s]+$/u, '')
    .trim();

export function registerEvalPosts(evalCommand: Command): void {
  evalCommand
    .command('posts')
    .description(
      'run `warrant check` on labelled real posts (posts/, sources/, labels/, sources.jsonl) and count what passes',
    )
    .requiredOption('--data <dir>', 'the set (e.g. test/devset)')
    .action(
      action(async (opts: { data: string }, command: Command) => {
        const { format, quiet } = globalOptions(command);
        const dir = resolve(opts.data);
        const labelsDir = join(dir, 'labels');
        if (!existsSync(labelsDir)) {
          process.stderr.write(`warrant eval posts: skipped: ${labelsDir} not found\n`);
          return EXIT.ok;
        }
        const report = await evaluatePosts(dir, quiet);
        if (format === 'json') printJson(report);
        else process.stdout.write(formatPostsReport(report));
        return EXIT.ok;
      }),
    );
}

/** Copy the set into a throwaway project, check it as a user would, and score each labelled claim. */
export async function evaluatePosts(dir: string, quiet = true): Promise<PostsReport> {
  const root = mkdtempSync(join(tmpdir(), 'warrant-eval-posts-'));
  try {
    const labels = readdirSync(join(dir, 'labels'))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => {
        const parsed = labelSchema.safeParse(JSON.parse(readFileSync(join(dir, 'labels', f), 'utf8')));
        if (!parsed.success)
          throw new WarrantError('INPUT_UNREADABLE', `${join(dir, 'labels', f)}: ${parsed.error.message}`);
        return parsed.data;
      });
    mkdirSync(join(root, 'content/posts'), { recursive: true });
    mkdirSync(join(root, 'ledger/sources'), { recursive: true });
    for (const l of labels) copyFileSync(join(dir, l.post), join(root, 'content/posts', basename(l.post)));
    const registry = readFileSync(join(dir, 'sources.jsonl'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const entry = JSON.parse(line) as { uri: string };
        // (Kept in its folder: two sources may share a file name, "koa-package-json/package.json" and
        // "express-pkgjson/package.json".)
        const within = normalize(entry.uri).replace(/^sources[\\/]/u, '');
        if (isAbsolute(within) || within.startsWith('..'))
          throw new WarrantError('INPUT_UNREADABLE', `${join(dir, 'sources.jsonl')}: ${entry.uri} is outside the set`);
        mkdirSync(dirname(join(root, 'ledger/sources', within)), { recursive: true });
        copyFileSync(join(dir, entry.uri), join(root, 'ledger/sources', within));
        return JSON.stringify({ ...entry, uri: `ledger/sources/${within.split(sep).join('/')}` });
      });
    writeFileSync(join(root, 'ledger/sources.jsonl'), `${registry.join('\n')}\n`);
    const result = await runCheck(root, loadConfig(root), [], progressReporter(quiet));
    await result.engine.close();
    const posts = labels.map((l) => {
      const captured = result.posts.find((p) => p.post.file === `content/posts/${basename(l.post)}`);
      const claims = captured?.claims ?? [];
      const findings = result.findings.filter((f) => f.file === captured?.post.file && f.severity === 'error');
      const used = new Set<string>();
      const scored: ClaimResult[] = l.claims.map((c) => {
        // The tool captures the clause a citation ends ("... : at --fast=3 the ratio drops to 2.239"): a label's sentence
        // matches the claim it ends with.
        const claim =
          claims.find((x) => !used.has(x.id) && normal(x.text) === normal(c.text)) ??
          claims.find((x) => !used.has(x.id) && normal(c.text).endsWith(normal(x.text)));
        if (!claim)
          return { text: c.text, label: c.label, kind: c.kind, passed: false, status: 'not captured', message: '' };
        used.add(claim.id);
        const own = findings.filter(
          (f) => f.range && f.range.start >= claim.span.start && f.range.end <= claim.span.end,
        );
        const verdict = result.verdicts.get(claim.id);
        const passed = own.length === 0 && (verdict?.status === 'grounded' || verdict?.status === 'weak');
        return {
          text: c.text,
          label: c.label,
          kind: c.kind,
          passed,
          status: verdict?.status ?? 'none',
          message: own[0]?.message ?? '',
        };
      });
      const inClaims = (start: number): boolean => claims.some((x) => start >= x.span.start && start < x.span.end);
      const other = findings
        .filter((f) => !f.range || !inClaims(f.range.start))
        .map((f) => `${f.line}:${f.column} ${f.code} ${f.message}`);
      return { post: l.post, claims: scored, other_blocking: other };
    });
    const all = posts.flatMap((p) => p.claims);
    const count = (label: ClaimResult['label']) => ({
      n: all.filter((c) => c.label === label).length,
      passed: all.filter((c) => c.label === label && c.passed).length,
      // Blocked as "needs review": no machine check could decide, so a person is asked (not a reason given).
      review: all.filter((c) => c.label === label && c.status === 'needs-review').length,
    });
    const factual = all.filter((c) => c.label === 'correct' && c.kind !== 'qualitative');
    const refuted = all.filter((c) => c.status === 'refuted');
    return {
      data: dir,
      posts,
      totals: { correct: count('correct'), wrong: count('wrong'), unsupported: count('unsupported') },
      correct_factual: { n: factual.length, passed: factual.filter((c) => c.passed).length },
      refuted_with_place: { n: refuted.length, named: refuted.filter((c) => /\([^()]+:\d+\)/u.test(c.message)).length },
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

function formatPostsReport(r: PostsReport): string {
  const out: string[] = [`posts eval: ${r.data}`, ''];
  for (const p of r.posts) {
    const by = (label: ClaimResult['label']) => {
      const cs = p.claims.filter((c) => c.label === label);
      return `${cs.filter((c) => c.passed).length}/${cs.length}`;
    };
    out.push(
      `${p.post}: correct passed ${by('correct')}, wrong passed ${by('wrong')}, unsupported passed ${by('unsupported')}`,
    );
    for (const c of p.claims) {
      const bad = c.label === 'correct' ? !c.passed : c.passed;
      out.push(
        `  ${bad ? '✗' : '✓'} ${c.label.padEnd(11)} ${c.kind.padEnd(11)} ${c.passed ? 'passed ' : c.status === 'needs-review' ? 'review ' : 'blocked'} ${c.text}`,
      );
      if (c.message) out.push(`      ${c.message}`);
    }
    for (const o of p.other_blocking) out.push(`  other blocking finding: ${o}`);
  }
  const t = r.totals;
  out.push(
    '',
    `correct passed ${t.correct.passed}/${t.correct.n} (numbers, dates, versions, names, computed: ${r.correct_factual.passed}/${r.correct_factual.n})`,
    `wrong passed ${t.wrong.passed}/${t.wrong.n}; unsupported passed ${t.unsupported.passed}/${t.unsupported.n}`,
    `blocked as needing review (no machine check could decide): correct ${t.correct.review}, wrong ${t.wrong.review}, unsupported ${t.unsupported.review}`,
    `refuted findings naming the source value and its place: ${r.refuted_with_place.named}/${r.refuted_with_place.n}`,
  );
  return `${out.join('\n')}\n`;
}
