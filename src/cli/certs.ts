/** @module cli/certs: `warrant certs init`, development certificates for signing Content Credentials. */
import { join, relative } from 'node:path';
import type { Command } from 'commander';
import { initDevelopmentCertificates } from '../credentials/certs.js';
import { EXIT } from '../core/exit-code.js';
import { printJson } from './output.js';
import { action, globalOptions } from './run.js';

export function registerCertsCommands(program: Command): void {
  const certs = program.command('certs').description('Certificates for signing Content Credentials');
  certs
    .command('init')
    .description(
      'Make a development CA, a C2PA signing certificate and a time-stamp certificate under certs/ (keys in certs/private/, never committed)',
    )
    .option('--force', 'replace existing development certificates and keys')
    .option('--days <days>', 'validity of the signing and TSA certificates in days', '825')
    .action(
      action(async (options: { force?: boolean; days: string }, command: Command) => {
        const global = globalOptions(command);
        const leafDays = Number(options.days);
        if (!Number.isInteger(leafDays) || leafDays < 1) throw new Error('--days must be a positive whole number');
        const made = initDevelopmentCertificates(join(global.root, 'certs'), {
          force: options.force ?? false,
          leafDays,
        });
        if (global.format === 'json') {
          printJson(made);
          return EXIT.ok;
        }
        const show = (path: string): string => relative(global.root, path);
        process.stdout.write(
          made.created
            ? [
                'Made development certificates (trusted only where you configure certs/trust-anchors.pem as an anchor):',
                `  trust anchor (development CA): ${show(made.anchorsPath)}`,
                `  signing certificate:           ${show(made.signingChainPath)}`,
                `  signing key (git-ignored):     ${show(made.signingKeyPath)}`,
                `  time-stamp certificate:        ${show(made.tsaChainPath)}`,
                'Readers who do not add this CA to their trust anchors will see the credentials as "Valid" but untrusted.',
                '',
              ].join('\n')
            : `Development certificates already exist in ${show(made.anchorsPath).replace(/[^/]+$/, '')} (use --force to replace them).\n`,
        );
        return EXIT.ok;
      }),
    );
}
