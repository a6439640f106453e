/** @module cli/audit: `warrant audit verify|show|prove|export|checkpoint` over the project's audit log. */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Command, Option } from 'commander';
import { WarrantError } from '../core/errors.js';
import { EXIT } from '../core/exit-code.js';
import {
  collectEvents,
  devCheckpointSigner,
  devKeyPath,
  exportProv,
  formatHistory,
  historyOf,
  loadCheckpointSigner,
  openAuditLog,
  parseVerifierKey,
  proveEvent,
  replayVerified,
  verifierFor,
  type AuditLog,
  type NoteVerifier,
} from '../audit/index.js';
import { isPostgresUrl, redactedUrl } from '../adapters/postgres.js';
import { loadConfig, storeLocation } from '../pipeline/config.js';
import { initAuditStore } from '../pipeline/team-database.js';
import { PUBLISHED_CHECKPOINT } from '../pipeline/publish.js';
import { printJson } from './output.js';
import { action, globalOptions, type GlobalOptions } from './run.js';

/** The checkpoint origin (and key name) of a project's log: `site.origin` in its configuration unless given. */
function originOf(root: string, given: string | undefined): string {
  return given ?? loadConfig(root).site.origin;
}

/** The checkpoint the published site carries (written after its run), when there is one. */
function publishedCheckpoint(root: string): string[] {
  const path = join(resolve(root), loadConfig(root).outDir, PUBLISHED_CHECKPOINT);
  return existsSync(path) ? [path] : [];
}

interface AuditOptions {
  readonly db?: string;
}

/** The log named by --db (a file or a postgres:// URL), else the project's auditDb (WARRANT_AUDIT_DB overrides it). */
function dbPath(command: Command, global: GlobalOptions): string {
  const { db } = command.optsWithGlobals<AuditOptions>();
  if (db !== undefined) return isPostgresUrl(db) ? db : resolve(db);
  const root = resolve(global.root);
  return storeLocation(root, loadConfig(root).auditDb);
}

async function withLog<T>(path: string, body: (log: AuditLog) => Promise<T>, readonly = true): Promise<T> {
  const log = await openAuditLog(path, { readonly });
  try {
    return await body(log);
  } finally {
    await log.close();
  }
}

function readText(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new WarrantError('INPUT_UNREADABLE', `cannot read ${what} ${path}`, { cause: error });
  }
}

const plural = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

function parsePositiveInt(value: string): number {
  if (!/^[1-9]\d*$/.test(value) || !Number.isSafeInteger(Number(value)))
    throw new WarrantError('AUDIT_RANGE_INVALID', `${JSON.stringify(value)} is not a positive integer`);
  return Number(value);
}

/** Verifier keys: those named on the command line, else the development key's when it exists. */
function verifiersFor(
  root: string,
  vkeyFiles: readonly string[],
  origin: string,
): { verifiers?: NoteVerifier[]; source: string } {
  if (vkeyFiles.length > 0)
    return {
      verifiers: vkeyFiles.map((file) => parseVerifierKey(readText(file, 'verifier key'))),
      source: vkeyFiles.join(', '),
    };
  const devKey = devKeyPath(root);
  if (existsSync(devKey))
    return {
      verifiers: [verifierFor(loadCheckpointSigner(devKey, origin))],
      source: `the development key (${devKey})`,
    };
  return { source: 'nothing: no verifier key given and no development key, so checkpoint signatures were not checked' };
}

export function registerAuditCommands(program: Command): void {
  const audit = program
    .command('audit')
    .description(
      'the verifiable audit log: verify it, read a claim or post history, prove an event, export PROV-O, sign checkpoints',
    )
    .option(
      '--db <path|url>',
      'audit database: a SQLite file or a postgres:// URL (default: auditDb in warrant.config.json, or WARRANT_AUDIT_DB)',
    );

  audit
    .command('init')
    .description('create the audit log (and, in PostgreSQL, the verdict cache table) and grant team roles their rights')
    .option('--publisher <role...>', 'PostgreSQL roles that publish: INSERT and SELECT only')
    .option('--reader <role...>', 'PostgreSQL roles that verify: SELECT only')
    .action(
      action(async (options: { publisher?: string[]; reader?: string[] }, command: Command) => {
        const global = globalOptions(command);
        const done = await initAuditStore(dbPath(command, global), {
          publishers: options.publisher ?? [],
          readers: options.reader ?? [],
        });
        if (global.format === 'json') printJson({ done });
        else process.stdout.write(`${done.join('\n')}\n`);
        return EXIT.ok;
      }),
    );

  audit
    .command('verify')
    .description('verify the hash chain, the Merkle tree and every checkpoint; report the first bad seq and why')
    .option('--vkey <file...>', 'verifier key file(s) (<name>+<hex id>+<base64 key>) that must sign each checkpoint')
    .option(
      '--checkpoint <file...>',
      "checkpoint note(s) held outside the log that it must still match (default: the published site's, <outDir>/warrant/checkpoint, when there)",
    )
    .option('--origin <origin>', 'key name of the development key (default: site.origin in warrant.config.json)')
    .action(
      action(async (options: { vkey?: string[]; checkpoint?: string[]; origin?: string }, command: Command) => {
        const global = globalOptions(command);
        const path = dbPath(command, global);
        const { verifiers, source } = verifiersFor(
          resolve(global.root),
          options.vkey ?? [],
          originOf(global.root, options.origin),
        );
        const checkpointFiles = options.checkpoint ?? publishedCheckpoint(global.root);
        const trustedCheckpoints = checkpointFiles.map((file) => readText(file, 'checkpoint'));
        const report = await withLog(path, (log) =>
          log.verify({ ...(verifiers ? { verifiers } : {}), trustedCheckpoints }),
        );
        if (global.format === 'json')
          printJson({
            db: isPostgresUrl(path) ? redactedUrl(path) : path,
            ...report,
            signaturesCheckedWith: verifiers ? source : null,
            checkpointFiles,
          });
        else if (report.ok)
          process.stdout.write(
            `audit log ok: ${plural(report.size, 'event')}, ${plural(report.checkpoints, 'checkpoint')} verified (signatures checked with ${source})${checkpointFiles.length > 0 ? `; matches ${checkpointFiles.join(', ')}` : ''}\n`,
          );
        else
          process.stdout.write(
            `audit log BROKEN at seq ${report.firstBad?.seq}: ${report.firstBad?.reason}\n  the first ${report.size} events verify\n`,
          );
        return report.ok ? EXIT.ok : EXIT.blocked;
      }),
    );

  audit
    .command('show')
    .description('the history of one claim or one post, from a verified replay')
    .addOption(new Option('--claim <id>', 'a claim id').conflicts('post'))
    .addOption(new Option('--post <slug>', 'a post slug').conflicts('claim'))
    .action(
      action(async (options: { claim?: string; post?: string }, command: Command) => {
        const global = globalOptions(command);
        const query =
          options.claim !== undefined
            ? { claim: options.claim }
            : options.post !== undefined
              ? { post: options.post }
              : undefined;
        if (query === undefined) throw new WarrantError('CONFIG_INVALID', 'audit show needs --claim ID or --post SLUG');
        const events = await withLog(dbPath(command, global), async (log) =>
          historyOf(await replayVerified(log, collectEvents), query),
        );
        const what = 'claim' in query ? `claim ${query.claim}` : `post ${query.post}`;
        if (global.format === 'json') printJson(events);
        else process.stdout.write(events.length > 0 ? `${formatHistory(events)}\n` : `no events about ${what}\n`);
        return events.length > 0 ? EXIT.ok : EXIT.blocked;
      }),
    );

  audit
    .command('prove')
    .description('inclusion proof (JSON) of event SEQ, against the latest checkpoint covering it or the current tree')
    .argument('<seq>', 'the event seq')
    .option('--size <n>', 'prove against the tree of this many events')
    .action(
      action(async (seqText: string, options: { size?: string }, command: Command) => {
        const global = globalOptions(command);
        const seq = parsePositiveInt(seqText);
        const size = options.size === undefined ? undefined : parsePositiveInt(options.size);
        printJson(await withLog(dbPath(command, global), (log) => proveEvent(log, seq, size)));
        return EXIT.ok;
      }),
    );

  audit
    .command('export')
    .description('export the verified log')
    .option('--prov', 'as PROV-O JSON-LD')
    .action(
      action(async (options: { prov?: boolean }, command: Command) => {
        const global = globalOptions(command);
        if (options.prov !== true) throw new WarrantError('CONFIG_INVALID', 'audit export needs a format: --prov');
        printJson(
          await withLog(dbPath(command, global), async (log) => exportProv(await replayVerified(log, collectEvents))),
        );
        return EXIT.ok;
      }),
    );

  audit
    .command('checkpoint')
    .description('sign and store a checkpoint of the log (with the development key unless --key is given)')
    .option('--key <file>', 'Ed25519 private key (PKCS #8 PEM); default: the development key, made on first use')
    .option('--origin <origin>', 'checkpoint origin and key name (default: site.origin in warrant.config.json)')
    .action(
      action(async (options: { key?: string; origin?: string }, command: Command) => {
        const global = globalOptions(command);
        const root = resolve(global.root);
        const origin = originOf(root, options.origin);
        const madeDevKey = options.key === undefined && !existsSync(devKeyPath(root));
        const signer =
          options.key !== undefined ? loadCheckpointSigner(options.key, origin) : devCheckpointSigner(root, origin);
        if (madeDevKey && !global.quiet)
          process.stderr.write(
            `warrant: made a development checkpoint key at ${devKeyPath(root)} (git-ignored; not for production)\n`,
          );
        const note = await withLog(dbPath(command, global), (log) => log.checkpoint(signer, origin), false);
        if (global.format === 'json') printJson({ note, verifierKey: signer.verifierKey });
        else process.stdout.write(`${note}\nverifier key: ${signer.verifierKey}\n`);
        return EXIT.ok;
      }),
    );
}
