/** @module cli/eval-support: `warrant eval support`, measuring the grounding tiers on the shared labelled sets. */
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { sha256Hex } from '../core/canonical.js';
import { WarrantError } from '../core/errors.js';
import { EXIT } from '../core/exit-code.js';
import type { Claim, LoadedSource } from '../core/model.js';
import { EVAL_SETS, missingFiles } from '../grounding/eval-data.js';
import { differsInNumber, evalMetrics, type EvalMetrics } from '../grounding/eval-metrics.js';
import { createGroundingEngine, TIERS, type GroundingConfig, type Tier } from '../grounding/index.js';
import { action, globalOptions } from './run.js';
import { printJson, progressReporter } from './output.js';

interface SupportOptions {
  data: string;
  set: string;
  tiers: string;
  model?: string;
  threshold?: string;
  limit?: string;
  heldOut?: boolean;
}

export interface SupportReport extends EvalMetrics {
  readonly set: string;
  readonly tiers: readonly Tier[];
  readonly model: string | null;
  readonly held_out_only: boolean;
  readonly pairs_per_second: number;
  /** Recall of "refuted" on gold-refuted pairs whose claim carries a number the evidence does not. */
  readonly numeric_refute_recall: { n: number; recall: number };
  /** How many pairs each assessor decided. */
  readonly decided_by: Record<string, number>;
}

function parseTiers(value: string): Tier[] {
  const tiers = value
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  for (const t of tiers)
    if (!(TIERS as readonly string[]).includes(t))
      throw new WarrantError('CONFIG_INVALID', `--tiers: unknown tier "${t}" (use ${TIERS.join(', ')})`);
  return tiers as Tier[];
}

export function registerEvalSupport(evalCommand: Command): void {
  evalCommand
    .command('support')
    .description(
      'Measure the grounding tiers on a shared labelled set (balanced accuracy, per-class precision/recall, confusion, speed).',
    )
    .requiredOption('--data <dir>', 'the shared data directory (../shared/data)')
    .requiredOption('--set <name>', `one of ${Object.keys(EVAL_SETS).join(', ')}`)
    .option(
      '--tiers <list>',
      'comma-separated tiers: deterministic, nli (judge needs configuration and is not run here)',
      'deterministic',
    )
    .option('--model <dir>', 'NLI model directory (model.onnx, tokenizer.json, config.json) for the nli tier')
    .option('--threshold <p>', 'NLI probability needed to decide (default 0.8)')
    .option('--limit <n>', 'only the first n pairs')
    .option(
      '--held-out',
      "only pairs the project's own NLI model was not trained on (matters for vitaminc_sample and factcheck_gpt)",
    )
    .action(
      action(async (options: SupportOptions, command: Command) => {
        const { format, quiet } = globalOptions(command);
        const set = EVAL_SETS[options.set];
        if (!set)
          throw new WarrantError(
            'CONFIG_INVALID',
            `--set: unknown set "${options.set}" (use ${Object.keys(EVAL_SETS).join(', ')})`,
          );
        const dataDir = resolve(options.data);
        const missing = missingFiles(set, dataDir);
        if (missing.length > 0) {
          process.stderr.write(
            `warrant eval support: skipped ${set.name}: ${missing.join(', ')} not found under ${dataDir}\n`,
          );
          return EXIT.ok;
        }
        const tiers = parseTiers(options.tiers);
        if (tiers.includes('judge'))
          throw new WarrantError('CONFIG_INVALID', '--tiers: the judge tier is not evaluated by this command');
        const threshold = options.threshold === undefined ? undefined : Number(options.threshold);
        const config: GroundingConfig = {
          tiers,
          ...(options.model
            ? { nli: { modelDir: resolve(options.model), ...(threshold !== undefined ? { threshold } : {}) } }
            : {}),
        };
        // Every pair is assessed afresh: a cache would flatter the speed.
        const engine = await createGroundingEngine(config, { cache: null });
        const limit = options.limit === undefined ? Infinity : Number(options.limit);
        const pairs = set
          .read(dataDir)
          .filter((p) => !options.heldOut || p.heldOut)
          .slice(0, limit);
        const progress = progressReporter(quiet);
        const outcomes: { gold: string; predicted: string; numeric: boolean }[] = [];
        const decidedBy: Record<string, number> = {};
        // Time spent grounding, not reading the set or scoring it: the speed of the assessors themselves.
        let grounding = 0n;
        // A premise recurs for every claim about its table: one source, as a post's claims share the source they cite.
        const sources = new Map<string, LoadedSource>();
        const sourceOf = (pair: (typeof pairs)[number]): LoadedSource => {
          const id = `${pair.title ?? ''}\u0000${pair.premise}`;
          const known = sources.get(id);
          if (known) return known;
          const media = pair.mediaType ?? 'text/plain';
          const uri = media.includes('json')
            ? 'evidence.json'
            : media.includes('csv')
              ? 'evidence.csv'
              : 'evidence.txt';
          const source: LoadedSource = {
            id: 'evidence',
            uri,
            title: pair.title ?? '',
            tier: 'record',
            sensitivity: 'public',
            sha256: sha256Hex(pair.premise),
            text: pair.premise,
            mediaType: media,
          };
          sources.set(id, source);
          return source;
        };
        for (const [k, pair] of pairs.entries()) {
          const source = sourceOf(pair);
          const claim: Claim = {
            id: `pair-${k}`,
            draftId: set.name,
            text: pair.claim,
            span: { start: 0, end: pair.claim.length },
            claimType: 'other',
            sourceRefs: ['evidence'],
            inContextSourceIds: ['evidence'],
            actor: 'eval',
            origin: 'ledger',
            file: set.files[0] ?? '',
          };
          const started = process.hrtime.bigint();
          const verdict = await engine.ground(claim, new Map([['evidence', source]]));
          grounding += process.hrtime.bigint() - started;
          const assessment = verdict.assessments[0];
          const assessor = (assessment?.assessor ?? 'none').replace(/@.*$/u, '');
          decidedBy[assessor] = (decidedBy[assessor] ?? 0) + 1;
          outcomes.push({
            gold: pair.gold,
            predicted: set.predictedClass(assessment?.support ?? 'neutral'),
            numeric: differsInNumber(pair.claim, pair.premise),
          });
          if (k % 500 === 499) progress(`${k + 1} / ${pairs.length}`);
        }
        const seconds = Number(grounding) / 1e9;
        await engine.close();
        const numericRefuted = outcomes.filter((o) => o.numeric && o.gold === 'refuted');
        const report: SupportReport = {
          set: set.name,
          tiers,
          model: options.model ? resolve(options.model) : null,
          held_out_only: options.heldOut ?? false,
          ...evalMetrics(set.classes, outcomes),
          pairs_per_second: Math.round((outcomes.length / Math.max(seconds, 1e-9)) * 10) / 10,
          numeric_refute_recall: {
            n: numericRefuted.length,
            recall:
              numericRefuted.length === 0
                ? 0
                : numericRefuted.filter((o) => o.predicted === 'refuted').length / numericRefuted.length,
          },
          decided_by: decidedBy,
        };
        if (format === 'json') printJson(report);
        else process.stdout.write(formatSupportReport(report, set.classes));
        return EXIT.ok;
      }),
    );
}

/** The human-readable table of a support evaluation. */
export function formatSupportReport(r: SupportReport, classes: readonly string[]): string {
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
  const pad = (s: string, w: number): string => s.padEnd(w);
  const width = Math.max(10, ...classes.map((c) => c.length)) + 2;
  const out = [
    `support eval: ${r.set}${r.held_out_only ? ' (held-out pairs)' : ''}  tiers=${r.tiers.join(',')}${r.model ? `  model=${r.model}` : ''}`,
    `n=${r.n}  balanced accuracy ${pct(r.balanced_accuracy)}  ${r.pairs_per_second} pairs/s`,
    `supported: precision ${r.supported.precision === null ? 'n/a (none predicted)' : pct(r.supported.precision)}, recall ${pct(r.supported.recall)} (${r.supported.predicted} predicted)  false-pass rate ${pct(r.false_pass_rate)}`,
    `refute recall on pairs differing in a number: ${r.numeric_refute_recall.n === 0 ? 'n/a (none)' : `${pct(r.numeric_refute_recall.recall)} (n=${r.numeric_refute_recall.n})`}`,
    `decided by: ${Object.entries(r.decided_by)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
    '',
    `${pad('class', width)}${pad('precision', 11)}${pad('recall', 9)}n`,
    ...classes.map(
      (c) =>
        `${pad(c, width)}${pad(pct(r.per_class[c]?.precision ?? 0), 11)}${pad(pct(r.per_class[c]?.recall ?? 0), 9)}${r.per_class[c]?.n ?? 0}`,
    ),
    '',
    `confusion (rows gold, columns predicted)`,
    `${pad('', width)}${classes.map((c) => pad(c, width)).join('')}`,
    ...classes.map(
      (g) => `${pad(g, width)}${classes.map((p) => pad(String(r.confusion[g]?.[p] ?? 0), width)).join('')}`,
    ),
  ];
  return `${out.join('\n')}\n`;
}
