/**
 * @module cli/report: `warrant report`: gate 1 on the posts, written as one self-contained HTML page for the author
 * (claims marked in the post text, each beside the source passage it was aligned to, every finding with its fix).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { exitCodeFor } from '../core/exit-code.js';
import { runCheck } from '../pipeline/check.js';
import { loadConfig } from '../pipeline/config.js';
import { htmlReport } from '../report/html-report.js';
import { printJson, progressReporter } from './output.js';
import { action, globalOptions } from './run.js';

/** Git-ignored (.warrant/): the report quotes every source, private ones too, so it is not for publishing. */
const DEFAULT_OUT = '.warrant/report.html';

export function registerReportCommand(program: Command): void {
  program
    .command('report')
    .description(
      `write gate 1's findings as one HTML page: claims marked in each post, the source passage beside each (default: ${DEFAULT_OUT}; it quotes private sources, so it is not for publishing)`,
    )
    .argument('[paths...]', 'post files or directories (default: every post)')
    .option('--out <file>', `where to write it (default: ${DEFAULT_OUT})`)
    .action(
      action(async (paths: string[], opts: { out?: string }, command: Command) => {
        const { root, format, quiet } = globalOptions(command);
        const result = await runCheck(root, loadConfig(root), paths, progressReporter(quiet || format === 'json'));
        await result.engine.close();
        const out = resolve(root, opts.out ?? DEFAULT_OUT);
        mkdirSync(dirname(out), { recursive: true });
        writeFileSync(
          out,
          htmlReport({
            posts: result.posts.map((p) => ({
              file: p.post.file,
              title: p.post.meta.title,
              text: p.post.source,
              claims: p.claims,
            })),
            verdicts: result.verdicts,
            sources: result.sources,
            findings: result.findings,
            at: new Date().toISOString(),
          }),
        );
        const code = exitCodeFor(result.findings);
        if (format === 'json') printJson({ report: out, ok: code === 0, findings: result.findings.length });
        else process.stdout.write(`wrote ${relative(root, out) || out} (${result.findings.length} finding(s))\n`);
        return code;
      }),
    );
}
