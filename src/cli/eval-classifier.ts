/** @module cli/eval-classifier: `warrant eval classifier --data <dir>`: check-worthiness precision, recall and F1 on the shared sets. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { EVAL_SETS, score, type EvalScore } from '../classify/eval.js';
import { WarrantError } from '../core/errors.js';
import { EXIT } from '../core/exit-code.js';
import { printJson } from './output.js';
import { action, globalOptions } from './run.js';

interface SetResult extends EvalScore {
  readonly file: string;
  readonly positives: number;
}

const fixed = (x: number) => x.toFixed(3);

/** Add `classifier` to an existing `eval` command. */
export function registerEvalClassifier(evalCommand: Command): void {
  evalCommand
    .command('classifier')
    .description(
      'precision, recall and F1 of "this sentence contains a check-worthy factual claim" on ClaimBuster, CheckThat! and Factcheck-GPT',
    )
    .requiredOption('--data <dir>', 'the evaluation data directory (e.g. ../shared/data)')
    .action(
      action((opts: { data: string }, command: Command) => {
        const { format } = globalOptions(command);
        const dir = resolve(opts.data);
        if (!existsSync(dir) || !statSync(dir).isDirectory()) {
          throw new WarrantError('INPUT_UNREADABLE', `evaluation data directory ${dir} does not exist`);
        }
        const sets: Record<string, SetResult> = {};
        const skipped: Record<string, string> = {};
        for (const set of EVAL_SETS) {
          const file = join(dir, set.path);
          if (!existsSync(file)) {
            skipped[set.name] = `${set.path} is absent`;
            if (format === 'text') process.stderr.write(`skipping ${set.name}: ${file} is absent\n`);
            continue;
          }
          let items;
          try {
            items = set.parse(readFileSync(file, 'utf8'));
          } catch (error) {
            throw new WarrantError('INPUT_UNREADABLE', `cannot read ${file}`, { cause: error });
          }
          sets[set.name] = { ...score(items), file: set.path, positives: items.filter((i) => i.checkWorthy).length };
        }
        if (format === 'json') printJson({ data: dir, sets, skipped });
        else {
          const rows = Object.entries(sets).map(([name, r]) =>
            [
              name.padEnd(14),
              fixed(r.precision).padStart(9),
              fixed(r.recall).padStart(7),
              fixed(r.f1).padStart(6),
              String(r.n).padStart(6),
              String(r.positives).padStart(10),
              `  ${r.file}`,
            ].join(''),
          );
          process.stdout.write(
            `${['set'.padEnd(14), 'precision'.padStart(9), 'recall'.padStart(7), 'f1'.padStart(6), 'n'.padStart(6), 'positives'.padStart(10), '  file'].join('')}\n${rows.join('\n')}\n`,
          );
        }
        return EXIT.ok;
      }),
    );
}
