/**
 * @module cli/trace: `warrant trace lint <spans.jsonl> [<envelope.json>]`: seed 003's linter and source check over a
 * drafting run offline, against the project's pinned registry and (when it exists) the post the run drafted.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { readPosts, readSourceRegistry, POSTS_DIR } from '../adapters/project-files.js';
import { WarrantError } from '../core/errors.js';
import { formatFindingsText } from '../core/findings-text.js';
import { hasErrors, sortFindings } from '../core/findings.js';
import { EXIT } from '../core/exit-code.js';
import { capturePost } from '../markdown/capture-post.js';
import { checkPostTrace } from '../trace/index.js';
import { claimPlaces } from '../pipeline/traces.js';
import { printJson } from './output.js';
import { action, globalOptions } from './run.js';

function readText(root: string, path: string): { file: string; text: string } {
  const absolute = resolve(root, path);
  if (!existsSync(absolute)) throw new WarrantError('INPUT_UNREADABLE', `${path}: no such file`);
  return { file: relative(root, absolute).split('\\').join('/'), text: readFileSync(absolute, 'utf8') };
}

export function registerTraceCommands(program: Command): void {
  const trace = program.command('trace').description('drafting traces of posts written with AI assistance');
  trace
    .command('lint')
    .description(
      "check a drafting run's trace (and envelope) by the rules of its grounding mode (G0, E1, G1-G4, R1-R3, N1, D1-D3) and its citations against the pinned sources (S1, S2)",
    )
    .argument('<spans>', 'the trace: OTLP/JSON spans, one per line (ledger/traces/<post>.jsonl)')
    .argument('[envelope]', 'the run envelope (ledger/traces/<post>.envelope.json)')
    .option(
      '--post <file>',
      "the drafted post, whose citations join the run's grounded_on list (default: content/posts/<name>.md when it exists)",
    )
    .action(
      action((spansPath: string, envelopePath: string | undefined, opts: { post?: string }, command: Command) => {
        const { root, format } = globalOptions(command);
        const spans = readText(root, spansPath);
        const envelope = envelopePath ? readText(root, envelopePath) : undefined;
        const registry = new Map(readSourceRegistry(root).sources.map((s) => [s.id, s]));
        const slug = basename(spans.file).replace(/\.jsonl$/u, '');
        const postPath = opts.post ?? `${POSTS_DIR}/${slug}.md`;
        if (opts.post && !existsSync(resolve(root, opts.post)))
          throw new WarrantError('INPUT_UNREADABLE', `${opts.post}: no such file`);
        const post = existsSync(resolve(root, postPath)) ? readPosts(root, [postPath]).posts[0] : undefined;
        const claims = post ? capturePost(post).claims : [];
        const checked = checkPostTrace({
          post: post?.slug ?? slug,
          spans,
          ...(envelope ? { envelope } : {}),
          claims,
          registry,
          placeOf: post ? claimPlaces(post) : () => ({ file: spans.file, line: 1, column: 1 }),
        });
        const findings = sortFindings(checked.lint.findings);
        const failed = hasErrors(findings);
        if (format === 'json')
          printJson({
            trace: spans.file,
            ...(envelope ? { envelope: envelope.file } : {}),
            ...(post ? { post: post.file } : {}),
            mode: checked.lint.mode ?? null,
            invocationId: checked.lint.invocationId ?? null,
            rules: checked.lint.rules,
            passed: !failed,
            findings,
          });
        else {
          if (findings.length > 0) process.stdout.write(`${formatFindingsText(findings)}\n`);
          const rules = checked.lint.rules.map((r) => r.replace('trace/', '')).join(' ');
          process.stdout.write(
            `${spans.file}: ${failed ? 'violations found, the post is withheld' : 'passes'} (mode ${checked.lint.mode ?? 'unknown'}; rules ${rules}${post ? `; citations of ${post.file}` : ''})\n`,
          );
        }
        return failed ? EXIT.blocked : EXIT.ok;
      }),
    );
}
