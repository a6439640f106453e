/** @module cli/publish: `warrant check` (gate 1 on posts) and `warrant publish` (every stage, writes dist/). */
import type { Command } from 'commander';
import { exitCodeFor } from '../core/exit-code.js';
import { formatProfile } from '../core/stage-profile.js';
import { classifyPost } from '../gates/gate1.js';
import { runCheck } from '../pipeline/check.js';
import { loadConfig } from '../pipeline/config.js';
import { publish } from '../pipeline/publish.js';
import { formatFindingsText } from '../core/findings-text.js';
import { sarifLog } from '../core/sarif.js';
import { GENERATOR } from '../credentials/manifest.js';
import { printJson, progressReporter } from './output.js';
import { action, globalOptions } from './run.js';

const SARIF_TOOL = { name: 'Warrant', version: GENERATOR.version };

export function registerCheckCommand(program: Command): void {
  program
    .command('check')
    .description('run gate 1 on posts (default: every post in content/posts) and list what blocks them')
    .argument('[paths...]', 'post files or directories')
    .action(
      action(async (paths: string[], _opts: unknown, command: Command) => {
        const { root, format, quiet } = globalOptions(command, { sarif: true });
        const config = loadConfig(root);
        const result = await runCheck(root, config, paths, progressReporter(quiet));
        await result.engine.close();
        const claims = result.posts.reduce((n, p) => n + p.claims.length, 0);
        const code = exitCodeFor(result.findings);
        if (format === 'sarif') printJson(sarifLog(result.findings, SARIF_TOOL));
        else if (format === 'json') {
          printJson({
            ok: code === 0,
            posts: result.posts.map((p) => ({
              file: p.post.file,
              claims: p.claims.map((c) => ({
                id: c.id,
                origin: c.origin,
                text: c.text,
                span: c.span,
                status: result.verdicts.get(c.id)?.status,
                sources: c.sourceRefs,
              })),
              spans: classifyPost(p).map((s) => ({
                kind: s.kind,
                ruleId: s.ruleId,
                field: s.field,
                range: s.range,
                text: s.text,
                claimId: s.claimId ?? null,
              })),
            })),
            findings: result.findings,
          });
        } else {
          const shown = quiet ? result.findings.filter((f) => f.severity === 'error') : result.findings;
          if (shown.length > 0) process.stdout.write(`${formatFindingsText(shown)}\n`);
          const errors = result.findings.filter((f) => f.severity === 'error').length;
          const review = result.findings.filter((f) => f.code === 'gate1/needs-review').length;
          const blocking = errors - review;
          const parts = [
            ...(blocking > 0 ? [`${blocking} blocking finding(s)`] : []),
            ...(review > 0 ? [`${review} claim(s) need review (warrant review)`] : []),
          ];
          process.stdout.write(
            `${result.posts.length} post(s), ${claims} claim(s): ${parts.length === 0 ? 'clean' : parts.join(', ')}\n`,
          );
        }
        return code;
      }),
    );
}

/** What a publish reused, said beside its result (nothing when it reused nothing). */
function reusedText(reused: { verdicts: number; credentials: number }): string {
  const parts = [
    ...(reused.verdicts > 0 ? [`${reused.verdicts} verdict(s) from earlier runs`] : []),
    ...(reused.credentials > 0
      ? [`${reused.credentials} credential(s) of unchanged pages and images shipped again`]
      : []),
  ];
  return parts.length > 0 ? `; reused ${parts.join(' and ')} (--full decides and signs everything anew)` : '';
}

export function registerPublishCommand(program: Command): void {
  program
    .command('publish')
    .description('check, build, gate and record the whole blog; writes the site to dist/ only if everything passes')
    .option('--out <dir>', 'output directory (default: dist)')
    .option('--db <path|url>', 'audit log: a SQLite file or a postgres:// URL (default: auditDb, or WARRANT_AUDIT_DB)')
    .option('--certs <dir>', 'signing certificates and trust anchors (default: certs)')
    .option('--new-log', 'start a new audit log although the published site names a longer one (recorded)')
    .option('--profile', 'print the wall time of each stage (on standard error; in the JSON output as "profile")')
    .option('--full', 'decide every verdict and sign every credential anew, reusing nothing from earlier runs')
    .action(
      action(
        async (
          opts: { out?: string; db?: string; certs?: string; newLog?: boolean; profile?: boolean; full?: boolean },
          command: Command,
        ) => {
          const { root, format, quiet } = globalOptions(command, { sarif: true });
          const config = loadConfig(root);
          const report = await publish({
            root,
            config,
            ...(opts.out ? { outDir: opts.out } : {}),
            ...(opts.db ? { auditDb: opts.db } : {}),
            ...(opts.certs ? { certsDir: opts.certs } : {}),
            ...(opts.newLog ? { newLog: true } : {}),
            ...(opts.full ? { full: true } : {}),
            progress: progressReporter(quiet || format !== 'text'),
            quiet: quiet || format !== 'text',
          });
          const code = report.outcome === 'published' ? 0 : exitCodeFor(report.findings);
          if (format === 'sarif') printJson(sarifLog(report.publicFindings, SARIF_TOOL));
          else if (format === 'json') {
            printJson({
              runId: report.runId,
              outcome: report.outcome,
              outDir: report.outDir,
              pages: report.pages,
              claims: report.claims,
              auditEvents: report.auditEvents,
              reused: report.reused,
              findings: report.publicFindings,
              ...(opts.profile ? { profile: report.profile } : {}),
            });
          } else {
            // --quiet: only what blocks (warnings stay in --format json and the audit log).
            const shown = quiet ? report.publicFindings.filter((f) => f.severity === 'error') : report.publicFindings;
            if (shown.length > 0) process.stdout.write(`${formatFindingsText(shown)}\n`);
            process.stdout.write(
              report.outcome === 'published'
                ? `published ${report.pages.length} page(s) with ${report.claims} checked claim(s) to ${report.outDir}; ${report.auditEvents} events in the audit log${reusedText(report.reused)}\n`
                : `blocked: nothing was published (${report.auditEvents} events in the audit log)\n`,
            );
            if (opts.profile) process.stderr.write(`${formatProfile(report.profile)}\n`);
          }
          return code;
        },
      ),
    );
}
