/**
 * @module cli/inspect: `warrant inspect <post>`: one publish of one post as a reviewer needs it, from a verified replay
 * of the audit log (claims, sources offered and cited, verdicts, reliance, trace lint, chain flags, statements, events).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { isPostgresUrl } from '../adapters/postgres.js';
import { collectEvents, openAuditLog, replayVerified } from '../audit/index.js';
import { WarrantError } from '../core/errors.js';
import { slugOf } from '../inputs/post.js';
import { loadConfig, storeLocation } from '../pipeline/config.js';
import { formatInspection, inspectPost } from '../projections/inspect.js';
import { printJson } from './output.js';
import { action, globalOptions } from './run.js';

export function registerInspectCommand(program: Command): void {
  program
    .command('inspect')
    .description(
      "everything a reviewer needs about one publish of one post, from the verified audit log: claims and their spans, sources offered and cited, verdicts and who decided them, reliance and where it came from, the drafting trace's lint and chain flags, required statements, and the run's events",
    )
    .argument('<post>', 'the post: its slug or its file (content/posts/<slug>.md)')
    .option('--run <id>', 'run id (default: the latest run that captured the post)')
    .option(
      '--db <path|url>',
      'audit database, a SQLite file or a postgres:// URL (default: auditDb in warrant.config.json)',
    )
    .action(
      action(async (post: string, opts: { run?: string; db?: string }, command: Command) => {
        const { root, format } = globalOptions(command);
        const path = storeLocation(resolve(root), opts.db ?? loadConfig(root).auditDb);
        if (!isPostgresUrl(path) && !existsSync(path))
          throw new WarrantError(
            'INPUT_UNREADABLE',
            `${opts.db ?? 'the audit database'}: no such file (run \`warrant publish\` first)`,
          );
        const log = await openAuditLog(path, { readonly: true });
        try {
          const inspection = inspectPost(await replayVerified(log, collectEvents), slugOf(post), opts.run);
          if (format === 'json') printJson(inspection);
          else process.stdout.write(`${formatInspection(inspection)}\n`);
        } finally {
          await log.close();
        }
        return 0;
      }),
    );
}
