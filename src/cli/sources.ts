/**
 * @module cli/sources: `warrant sources add | list | check`: pin a file as a cited source (its copy, its hash, its
 * registry line), list the registry, and re-hash every pinned copy, showing what changed where it can.
 */
import { appendFileSync, copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { loadSources, readSourceRegistry, SOURCES_FILE } from '../adapters/project-files.js';
import { EXIT, exitCodeFor } from '../core/exit-code.js';
import { WarrantError } from '../core/errors.js';
import { formatFindingsText } from '../core/findings-text.js';
import { SENSITIVITIES, SOURCE_TIERS, type Sensitivity, type Source, type SourceTier } from '../core/model.js';
import { loadConfig, sourcePolicy } from '../pipeline/config.js';
import { sourceCopyPath } from '../projections/source-copy.js';
import { firstChange, registryEntry } from '../sources/registry-entry.js';
import { printJson } from './output.js';
import { action, globalOptions } from './run.js';

const PINNED_DIR = 'ledger/sources';

export function registerSourcesCommands(program: Command): void {
  const sources = program.command('sources').description('the cited sources: pin, list and re-check them');
  sources
    .command('add')
    .description(
      `pin a file as a source: copy it to ${PINNED_DIR}/ (unless it is in the project already), hash it, register it`,
    )
    .argument('<file>', 'the file to pin (a text export: Markdown, CSV, JSON, plain text, HTML)')
    .requiredOption('--id <id>', 'the citation key posts cite it by, as [@id]')
    .requiredOption('--title <title>', 'the title readers see')
    .requiredOption('--tier <tier>', `what kind of evidence it is: ${SOURCE_TIERS.join(' | ')}`)
    .requiredOption(
      '--sensitivity <level>',
      `who may see it: ${SENSITIVITIES.join(' | ')} (only public sources are published)`,
    )
    .option('--as <name>', `the copy's file name in ${PINNED_DIR}/ (default: the file's own name)`)
    .action(
      action(
        (
          file: string,
          opts: { id: string; title: string; tier: string; sensitivity: string; as?: string },
          command: Command,
        ) => {
          const { root, format } = globalOptions(command);
          const tier = SOURCE_TIERS.find((t) => t === opts.tier);
          const sensitivity = SENSITIVITIES.find((s) => s === opts.sensitivity);
          if (!tier) throw new WarrantError('CONFIG_INVALID', `--tier must be one of ${SOURCE_TIERS.join(', ')}`);
          if (!sensitivity)
            throw new WarrantError('CONFIG_INVALID', `--sensitivity must be one of ${SENSITIVITIES.join(', ')}`);
          const added = addSource(root, file, { id: opts.id, title: opts.title, tier, sensitivity, as: opts.as });
          if ('findings' in added) {
            process.stdout.write(`${formatFindingsText(added.findings)}\nnot registered: ${file}\n`);
            return EXIT.blocked;
          }
          if (format === 'json') printJson(added.entry);
          else
            process.stdout.write(
              `registered ${added.entry.id} (${added.entry.title}): ${added.entry.uri}, SHA-256 ${added.entry.sha256.slice(0, 12)}…; cite it as [@${added.entry.id}]\n`,
            );
          return EXIT.ok;
        },
      ),
    );
  sources
    .command('list')
    .description('the registered sources')
    .action(
      action((_opts: unknown, command: Command) => {
        const { root, format } = globalOptions(command);
        const registry = registryOf(root);
        if (format === 'json') printJson(registry);
        else
          process.stdout.write(
            registry.length === 0
              ? `no sources registered in ${SOURCES_FILE}\n`
              : `${registry.map((s) => `${s.id}  ${s.tier}  ${s.sensitivity}  ${s.uri}  "${s.title}"`).join('\n')}\n`,
          );
        return EXIT.ok;
      }),
    );
  sources
    .command('check')
    .description('re-hash every pinned copy against the registry and show what changed')
    .option('--site <dir>', 'a published site whose copies of the sources show what a changed copy was (default: dist)')
    .action(
      action((opts: { site?: string }, command: Command) => {
        const { root, format } = globalOptions(command);
        const read = readSourceRegistry(root);
        const config = loadConfig(root);
        const { loaded, findings } = loadSources(root, read.sources, read.lines, sourcePolicy(config));
        const all = [...read.findings, ...findings];
        const site = resolve(root, opts.site ?? 'dist');
        const changes = read.sources.flatMap((source) => {
          const published = join(site, sourceCopyPath(source.sha256, source.uri));
          const now = resolve(root, source.uri);
          if (loaded.has(source.id) || !existsSync(published) || !existsSync(now)) return [];
          const change = firstChange(readFileSync(published, 'utf8'), readFileSync(now, 'utf8'));
          return change ? [{ id: source.id, uri: source.uri, ...change }] : [];
        });
        if (format === 'json') printJson({ ok: [...loaded.keys()], findings: all, changes });
        else {
          if (all.length > 0) process.stdout.write(`${formatFindingsText(all)}\n`);
          for (const c of changes)
            process.stdout.write(
              `${c.uri}:${c.line}: changed since it was registered\n    was: ${c.before}\n    now: ${c.after}\n`,
            );
          process.stdout.write(
            `${loaded.size} of ${read.sources.length} source(s) match their registered SHA-256${all.length > 0 ? '; re-register a changed source under a new id, or restore its copy' : ''}\n`,
          );
        }
        return exitCodeFor(all);
      }),
    );
}

function registryOf(root: string): Source[] {
  if (!existsSync(resolve(root, SOURCES_FILE))) return [];
  const read = readSourceRegistry(root);
  if (read.findings.length > 0)
    throw new WarrantError(
      'CONFIG_INVALID',
      `${SOURCES_FILE} has errors; fix them first:\n${formatFindingsText(read.findings)}`,
    );
  return read.sources;
}

/** Pin `file` and register it; the policy's findings (not text, forbidden, git-ignored) refuse it and leave no copy. */
function addSource(
  root: string,
  file: string,
  meta: { id: string; title: string; tier: SourceTier; sensitivity: Sensitivity; as: string | undefined },
): { entry: Source } | { findings: ReturnType<typeof loadSources>['findings'] } {
  const from = resolve(file);
  let bytes: Buffer;
  try {
    bytes = readFileSync(from);
  } catch (error) {
    throw new WarrantError('INPUT_UNREADABLE', `${file} cannot be read`, { cause: error });
  }
  const inside = relative(resolve(root), from);
  const pinInPlace = meta.as === undefined && !inside.startsWith('..') && !isAbsolute(inside);
  const uri = pinInPlace ? inside.split('\\').join('/') : `${PINNED_DIR}/${meta.as ?? basename(from)}`;
  const target = resolve(root, uri);
  const registered = registryOf(root);
  const made = registryEntry({ ...meta, uri, bytes }, registered);
  if ('errors' in made) throw new WarrantError('CONFIG_INVALID', `cannot register ${file}: ${made.errors.join('; ')}`);
  const copying = !pinInPlace && target !== from;
  if (copying && existsSync(target) && !readFileSync(target).equals(bytes))
    throw new WarrantError(
      'CONFIG_INVALID',
      `${uri} already exists with other content; pin this file under another name with --as`,
    );
  if (copying) {
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(from, target);
  }
  const config = loadConfig(root);
  const { findings } = loadSources(
    root,
    [made.entry],
    new Map([[made.entry.id, registered.length + 1]]),
    sourcePolicy(config),
  );
  if (findings.length > 0) {
    if (copying) rmSync(target, { force: true });
    return { findings: findings.map((f) => ({ ...f, file: uri, line: 1 })) };
  }
  const path = resolve(root, SOURCES_FILE);
  mkdirSync(dirname(path), { recursive: true });
  const before = existsSync(path) ? readFileSync(path, 'utf8') : '';
  appendFileSync(path, `${before !== '' && !before.endsWith('\n') ? '\n' : ''}${made.line}`);
  return { entry: made.entry };
}
