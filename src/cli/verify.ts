/** @module cli/verify: `warrant verify`, checks the Content Credentials of a page, an image or a built site. */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { WarrantError } from '../core/errors.js';
import { EXIT } from '../core/exit-code.js';
import { CERT_FILES } from '../credentials/certs.js';
import { COMPOSITE_WITH_AI, verifyPath, type CheckpointCheck, type VerifyResult } from '../credentials/index.js';
import { printJson } from './output.js';
import { action, globalOptions } from './run.js';

const CheckpointsSchema = z.union([
  z.object({ origin: z.string(), size: z.number().int().nonnegative(), rootHash: z.string() }),
  z.array(z.object({ origin: z.string(), size: z.number().int().nonnegative(), rootHash: z.string() })),
]);

/** A checkpoint check against a file of checkpoints the audit log has published (one object or an array). */
export function checkpointsFromFile(path: string): CheckpointCheck {
  let known: z.infer<typeof CheckpointsSchema>;
  try {
    known = CheckpointsSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    throw new WarrantError(
      'INPUT_UNREADABLE',
      `${path} is not a checkpoint or a list of checkpoints {origin, size, rootHash}`,
      { cause: error },
    );
  }
  const list = Array.isArray(known) ? known : [known];
  return (checkpoint) => {
    const same = list.find((k) => k.origin === checkpoint.origin && k.size === checkpoint.size);
    if (!same)
      return {
        state: 'unknown',
        reason: `the log has no checkpoint of size ${checkpoint.size} for ${checkpoint.origin}`,
      };
    return same.rootHash === checkpoint.rootHash
      ? { state: 'match' }
      : { state: 'mismatch', reason: `log root ${same.rootHash}, credential root ${checkpoint.rootHash}` };
  };
}

const MARK = { success: '✓', informational: '·', failure: '✗' } as const;

function renderText(results: readonly VerifyResult[], root: string): string {
  return results
    .map((r) => {
      const head = `${r.state.padEnd(8)} ${relative(root, r.path) || r.path}${r.signer ? `  (signed by ${r.signer})` : ''}`;
      const lines = r.statuses.map((s) => `    ${MARK[s.kind]} ${s.code}: ${s.explanation}`);
      const made =
        r.digitalSourceType === COMPOSITE_WITH_AI ? [`    · made: ${r.creation ?? 'drafted with AI assistance'}`] : [];
      return [head, ...made, ...lines].join('\n');
    })
    .join('\n');
}

export function registerVerifyCommand(program: Command): void {
  program
    .command('verify')
    .description(
      'Check Content Credentials: Trusted, Valid (intact but signer not trusted) or Invalid, each status in plain words',
    )
    .argument('<path>', 'a page (.html), an image (PNG, JPEG, SVG) or a directory such as dist/')
    .option(
      '--anchors <pem>',
      'a trust anchor PEM file; repeat for more (default: certs/trust-anchors.pem)',
      (file: string, files: string[] | undefined) => [...(files ?? []), file],
    )
    .option(
      '--projection <file>',
      'the published public projection (JSON) the grounding record must name (default: warrant/projection.json of the site the path is in)',
    )
    .option('--checkpoints <file>', 'audit-log checkpoints (JSON) the credential’s checkpoint must be among')
    .action(
      action(
        async (
          path: string,
          options: { anchors?: string[]; projection?: string; checkpoints?: string },
          command: Command,
        ) => {
          const global = globalOptions(command);
          const defaultAnchors = join(global.root, 'certs', CERT_FILES.anchors);
          const anchorFiles = options.anchors ?? (existsSync(defaultAnchors) ? [defaultAnchors] : []);
          const anchorsPem = anchorFiles.map((file) => {
            try {
              return readFileSync(file, 'utf8');
            } catch (error) {
              throw new WarrantError('INPUT_UNREADABLE', `the trust anchors ${file} cannot be read`, { cause: error });
            }
          });
          const results = await verifyPath(path, {
            anchorsPem,
            ...(options.projection ? { projectionPath: options.projection } : {}),
            ...(options.checkpoints ? { checkCheckpoint: checkpointsFromFile(options.checkpoints) } : {}),
          });
          if (global.format === 'json') printJson({ anchors: anchorFiles, results });
          else {
            if (anchorFiles.length === 0)
              process.stdout.write(
                'No trust anchors configured: at best a credential is Valid (intact, signer not trusted).\n',
              );
            process.stdout.write(`${renderText(results, global.root)}\n`);
          }
          return results.length > 0 && results.every((r) => r.state === 'Trusted') ? EXIT.ok : EXIT.blocked;
        },
      ),
    );
}
