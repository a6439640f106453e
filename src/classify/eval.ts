/** @module classify/eval: the check-worthiness evaluation: parsing the labelled sets and scoring the classifier on them (pure). */
import { WarrantError } from '../core/errors.js';
import { classifyText } from './index.js';

/** One labelled sentence: does it contain a check-worthy factual claim? */
export interface LabelledSentence {
  readonly text: string;
  readonly checkWorthy: boolean;
}

export interface EvalScore {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
  readonly n: number;
}

/** A set the command knows: where it lives under the data directory and how to read it. */
export interface EvalSet {
  readonly name: string;
  readonly path: string;
  readonly parse: (text: string) => LabelledSentence[];
}

function bad(set: string, message: string): WarrantError {
  return new WarrantError('INPUT_UNREADABLE', `${set}: ${message}`);
}

/** ClaimBuster two-class: a JSON array of { text, label } with label 1 = check-worthy. */
function parseClaimBuster(text: string): LabelledSentence[] {
  const rows: unknown = JSON.parse(text);
  if (!Array.isArray(rows)) throw bad('claimbuster', 'expected a JSON array');
  return rows.map((row: unknown, i) => {
    const r = row as { text?: unknown; label?: unknown };
    if (typeof r.text !== 'string' || (r.label !== 0 && r.label !== 1))
      throw bad('claimbuster', `row ${i} has no text or no 0/1 label`);
    return { text: r.text, checkWorthy: r.label === 1 };
  });
}

/** CheckThat! 2020 task 1: TSV with a header; tweet_text and check_worthiness (0/1) columns. */
function parseCheckThat(text: string): LabelledSentence[] {
  const [header, ...lines] = text.split(/\r?\n/).filter((l) => l.length > 0);
  const names = (header ?? '').split('\t');
  const textCol = names.indexOf('tweet_text');
  const labelCol = names.indexOf('check_worthiness');
  if (textCol < 0 || labelCol < 0) throw bad('checkthat', 'header lacks tweet_text or check_worthiness');
  return lines.map((line, i) => {
    const cells = line.split('\t');
    const label = cells[labelCol];
    if (label !== '0' && label !== '1')
      throw bad('checkthat', `line ${i + 2} has check_worthiness ${JSON.stringify(label)}`);
    return { text: cells[textCol] ?? '', checkWorthy: label === '1' };
  });
}

/** Factcheck-GPT subtask 1: JSONL of { sentence, checkworthy } where "yes" is check-worthy (opinion, not_a_claim, other are not). */
function parseFactcheckGpt(text: string): LabelledSentence[] {
  return text
    .split('\n')
    .filter((l) => l.trim().length > 0)
    .map((line, i) => {
      const r = JSON.parse(line) as { sentence?: unknown; checkworthy?: unknown };
      if (typeof r.sentence !== 'string' || typeof r.checkworthy !== 'string')
        throw bad('factcheck_gpt', `line ${i + 1} has no sentence or label`);
      return { text: r.sentence, checkWorthy: r.checkworthy === 'yes' };
    });
}

export const EVAL_SETS: readonly EvalSet[] = [
  { name: 'claimbuster', path: 'claimbuster/two_class_train.json', parse: parseClaimBuster },
  { name: 'checkthat', path: 'checkthat/clef2020_task1_dev_v2.tsv', parse: parseCheckThat },
  { name: 'factcheck_gpt', path: 'factcheck_gpt/subtask1_sentence_checkworthiness.jsonl', parse: parseFactcheckGpt },
];

/** The classifier's answer: a sentence is check-worthy when it has a factual span or a sweep hit. */
export function predictsCheckWorthy(text: string): boolean {
  const c = classifyText(text);
  return c.spans.length > 0 || c.sentences.some((s) => s.unclaimed.length > 0);
}

/** Precision, recall and F1 of the positive class (0 where undefined). */
export function score(
  items: readonly LabelledSentence[],
  predict: (text: string) => boolean = predictsCheckWorthy,
): EvalScore {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const item of items) {
    const predicted = predict(item.text);
    if (predicted && item.checkWorthy) tp += 1;
    else if (predicted) fp += 1;
    else if (item.checkWorthy) fn += 1;
  }
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, n: items.length };
}
