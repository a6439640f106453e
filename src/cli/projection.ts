/**
 * @module cli/projection: `warrant projection <trust|governance|public>`: a view of a run (default: the latest
 * completed one) rebuilt from a verified replay of the audit log, printed as JSON. Only `public` is fit to publish.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { isPostgresUrl } from '../adapters/postgres.js';
import { openAuditLog } from '../audit/index.js';
import { WarrantError } from '../core/errors.js';
import { printJson } from './output.js';
import { action, globalOptions } from './run.js';
import { loadConfig, storeLocation } from '../pipeline/config.js';
import { projectRun } from '../projections/index.js';

const VIEWS = ['trust', 'governance', 'public'] as const;

export function registerProjectionCommand(program: Command): void {
  program
    .command('projection')
    .description(
      'print a view of a run rebuilt from the verified audit log: trust (internal, everything), governance (decisions and hashes, no source text) or public',
    )
    .argument('<view>', VIEWS.join(' | '))
    .option('--run <id>', 'run id (default: the latest completed run)')
    .option(
      '--db <path|url>',
      'audit database, a SQLite file or a postgres:// URL (default: auditDb in warrant.config.json)',
    )
    .action(
      action(async (view: string, opts: { run?: string; db?: string }, command: Command) => {
        const { root } = globalOptions(command);
        const chosen = VIEWS.find((v) => v === view);
        if (!chosen) throw new WarrantError('CONFIG_INVALID', `view must be one of ${VIEWS.join(', ')}, not "${view}"`);
        const path = storeLocation(resolve(root), opts.db ?? loadConfig(root).auditDb);
        if (!isPostgresUrl(path) && !existsSync(path))
          throw new WarrantError(
            'INPUT_UNREADABLE',
            `${opts.db ?? 'the audit database'}: no such file (run \`warrant publish\` first)`,
          );
        const log = await openAuditLog(path, { readonly: true });
        try {
          printJson((await projectRun(log, opts.run))[chosen]);
        } finally {
          await log.close();
        }
        return 0;
      }),
    );
}
