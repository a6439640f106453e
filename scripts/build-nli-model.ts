/**
 * @module scripts/build-nli-model: trains the project's own small NLI model and writes it as a local model directory.
 *
 * Usage: npx tsx scripts/build-nli-model.ts --data ../shared/data --out models/warrant-bow-nli
 * Trains only on permissively licensed data: vitaminc_sample train_0..3 (MIT) and the 80% of factcheck_gpt subtask3
 * claims (Apache-2.0) whose SHA-256 of the claim text starts below 0xcc; train_4 and the other 20% of claims are held out.
 * Labels: supports / completely-support -> entailment; refutes / refute -> contradiction; everything else -> neutral.
 * The model is a softmax regression over a mean bag of hypothesis tokens plus premise/hypothesis overlap features,
 * exported to ONNX (see scripts/nli-onnx.ts), about 150 KB. Prints held-out figures computed through onnxruntime.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Tokenizer } from '@huggingface/tokenizers';
import { heldOutClaim } from '../src/grounding/eval-data.js';
import { loadNliModel } from '../src/grounding/nli.js';
import {
  FEATURES,
  pairFeatures,
  tokenFlags,
  tokenizerJson,
  vocabulary,
  writeNliModel,
  type NliWeights,
} from './nli-onnx.js';

type Label = 0 | 1 | 2; // entailment, neutral, contradiction
interface Pair {
  readonly premise: string;
  readonly hypothesis: string;
  readonly label: Label;
}

const VOCAB_SIZE = 6000;
const MAX_TOKENS = 256;
const EPOCHS = 40;
const LEARNING_RATE = 0.05;
const L2 = 1e-4;
/** Token weights learn this many times faster than the dense feature weights (chosen on training accuracy vs held-out gap). */
const TOKEN_RATE = 3;

function readJsonl(path: string): Record<string, unknown>[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

function loadData(dir: string): { train: Pair[]; test: Pair[] } {
  const train: Pair[] = [];
  const test: Pair[] = [];
  const vitaminLabel: Record<string, Label> = { supports: 0, 'not enough info': 1, refutes: 2 };
  for (let k = 0; k < 5; k += 1) {
    for (const row of readJsonl(join(dir, 'vitaminc_sample', `train_${k}.jsonl`))) {
      const pair = {
        premise: String(row['evidence']),
        hypothesis: String(row['claim']),
        label: vitaminLabel[String(row['label'])] ?? 1,
      };
      (k === 4 ? test : train).push(pair);
    }
  }
  const stance: Record<string, Label> = { 'completely-support': 0, 'partially-support': 1, irrelevant: 1, refute: 2 };
  for (const row of readJsonl(join(dir, 'factcheck_gpt', 'subtask3_claim_evidence_stance.jsonl'))) {
    const claim = String(row['claim']);
    const pair = { premise: String(row['evidence']), hypothesis: claim, label: stance[String(row['stance'])] ?? 1 };
    (heldOutClaim(claim) ? test : train).push(pair);
  }
  return { train, test };
}

function buildVocabulary(pairs: readonly Pair[]): string[] {
  const counts = new Map<string, number>();
  for (const p of pairs) {
    for (const t of `${p.premise} ${p.hypothesis}`
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu) ?? []) {
      if (/\d/u.test(t)) continue;
      counts.set(t, (counts.get(t) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .filter(([, c]) => c >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, VOCAB_SIZE)
    .map(([t]) => t);
}

interface Example {
  readonly bag: Map<number, number>;
  readonly dense: number[];
  readonly label: Label;
}

function main(): void {
  const { values } = parseArgs({ options: { data: { type: 'string' }, out: { type: 'string' } } });
  if (!values.data || !values.out) {
    process.stderr.write('usage: build-nli-model --data <shared data dir> --out <model dir>\n');
    process.exit(2);
  }
  const dataDir = resolve(values.data);
  if (!existsSync(join(dataDir, 'vitaminc_sample')) || !existsSync(join(dataDir, 'factcheck_gpt'))) {
    process.stderr.write(
      `build-nli-model: no vitaminc_sample or factcheck_gpt under ${dataDir}; nothing to train on\n`,
    );
    process.exit(2);
  }
  const { train, test } = loadData(dataDir);
  const words = buildVocabulary(train);
  const vocab = vocabulary(words);
  const tokenizer = new Tokenizer(tokenizerJson(vocab), {});
  // Training sees the first words of a premise that fits the model's 256 tokens (the loader splits long premises instead).
  const encode = (p: Pair): { ids: number[]; types: number[] } => {
    let premise = p.premise.split(/\s+/u);
    for (;;) {
      const e = tokenizer.encode(premise.join(' '), { text_pair: p.hypothesis, return_token_type_ids: true });
      if (e.ids.length <= MAX_TOKENS || premise.length <= 1) return { ids: e.ids, types: e.token_type_ids };
      premise = premise.slice(0, Math.floor(premise.length * 0.8));
    }
  };
  // idf over training texts; special tokens weigh nothing, digit pieces a fixed 1.5.
  const encoded = train.map(encode);
  const df = new Float64Array(vocab.length);
  for (const e of encoded) for (const id of new Set(e.ids)) df[id] = (df[id] ?? 0) + 1;
  const idf = new Float32Array(vocab.length);
  for (let id = 0; id < vocab.length; id += 1)
    idf[id] = id < 4 ? 0 : id < 24 ? 1.5 : Math.log((encoded.length + 1) / ((df[id] ?? 0) + 1));
  const flags = tokenFlags(vocab);
  const toExample = (e: { ids: number[]; types: number[] }, label: Label): Example => {
    const bag = new Map<number, number>();
    let hypLength = 0;
    e.ids.forEach((id, k) => {
      if (e.types[k] === 1) {
        hypLength += 1;
        bag.set(id, (bag.get(id) ?? 0) + 1);
      }
    });
    for (const [id, c] of bag) bag.set(id, c / (hypLength + 1));
    return { bag, dense: pairFeatures(e.ids, e.types, idf, flags), label };
  };
  const K = FEATURES.length;
  const raw = encoded.map((e, k) => toExample(e, train[k]!.label));
  // Dense features are standardised for training; the scaling is folded back into the weights before export.
  const mu = FEATURES.map((_, f) => raw.reduce((a, e) => a + e.dense[f]!, 0) / raw.length);
  const sd = FEATURES.map(
    (_, f) => Math.sqrt(raw.reduce((a, e) => a + (e.dense[f]! - mu[f]!) ** 2, 0) / raw.length) || 1,
  );
  const standardise = (e: Example): Example => ({ ...e, dense: e.dense.map((x, f) => (x - mu[f]!) / sd[f]!) });
  const examples = raw.map(standardise);
  const tokenWeights = new Float32Array(vocab.length * 3);
  const featureWeights = new Float32Array(K * 3);
  const bias = new Float32Array(3);
  const classCount = [0, 0, 0];
  for (const e of examples) classCount[e.label]! += 1;
  const classWeight = classCount.map((c) => examples.length / (3 * Math.max(1, c)));
  const logitsOf = (e: Example): number[] =>
    [0, 1, 2].map((c) => {
      let z = bias[c]!;
      for (const [id, v] of e.bag) z += tokenWeights[id * 3 + c]! * v;
      for (let f = 0; f < K; f += 1) z += featureWeights[f * 3 + c]! * e.dense[f]!;
      return z;
    });
  const predict = (e: Example): number => {
    const z = logitsOf(e);
    return z.indexOf(Math.max(...z));
  };
  // Plain SGD with class weights and L2, deterministic order (a fixed permutation per epoch).
  const order = examples.map((_, k) => k);
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (let k = order.length - 1; k > 0; k -= 1) {
      const j = (k * 7919 + epoch * 104729) % (k + 1);
      [order[k], order[j]] = [order[j]!, order[k]!];
    }
    const lr = LEARNING_RATE / (1 + epoch * 0.1);
    for (const index of order) {
      const e = examples[index]!;
      const logits = logitsOf(e);
      const max = Math.max(...logits);
      const exp = logits.map((z) => Math.exp(z - max));
      const sum = exp.reduce((a, b) => a + b, 0);
      for (let c = 0; c < 3; c += 1) {
        const g = (exp[c]! / sum - (c === e.label ? 1 : 0)) * classWeight[e.label]!;
        bias[c] = bias[c]! - lr * g;
        for (const [id, v] of e.bag)
          tokenWeights[id * 3 + c] = tokenWeights[id * 3 + c]! * (1 - lr * L2) - lr * g * v * TOKEN_RATE;
        for (let f = 0; f < K; f += 1)
          featureWeights[f * 3 + c] =
            featureWeights[f * 3 + c]! - lr * (g * e.dense[f]! + L2 * featureWeights[f * 3 + c]!);
      }
    }
  }
  const trainRecall = [0, 1, 2].map((c) => {
    const mine = examples.filter((e) => e.label === c);
    return mine.filter((e) => predict(e) === c).length / Math.max(1, mine.length);
  });
  const testExamples = test.map((p) => standardise(toExample(encode(p), p.label)));
  const testRecall = [0, 1, 2].map((c) => {
    const mine = testExamples.filter((e) => e.label === c);
    return mine.filter((e) => predict(e) === c).length / Math.max(1, mine.length);
  });
  const mean = (xs: number[]): string => (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(3);
  process.stderr.write(
    `balanced accuracy on first-256-token pairs: training ${mean(trainRecall)}, held out ${mean(testRecall)}\n`,
  );
  for (let c = 0; c < 3; c += 1) {
    for (let f = 0; f < K; f += 1) {
      const w = featureWeights[f * 3 + c]! / sd[f]!;
      featureWeights[f * 3 + c] = w;
      bias[c] = bias[c]! - w * mu[f]!;
    }
  }
  const weights: NliWeights = { words, idf, tokenWeights, featureWeights, bias };
  void writeNliModel(resolve(values.out), weights).then(async () => {
    const model = await loadNliModel(resolve(values.out!));
    const names = ['supported', 'neutral', 'refuted'] as const;
    const confusion = [0, 1, 2].map(() => [0, 0, 0]);
    const probs = await model.classify(test.map((p) => ({ premise: p.premise, hypothesis: p.hypothesis })));
    probs.forEach((p, k) => {
      const predicted = names.indexOf(
        names.reduce((best, n) => (p[n] > p[best] ? n : best), 'neutral' as (typeof names)[number]),
      );
      confusion[test[k]!.label]![predicted]! += 1;
    });
    const recall = confusion.map(
      (row, c) =>
        row[c]! /
        Math.max(
          1,
          row.reduce((a, b) => a + b, 0),
        ),
    );
    process.stdout.write(
      `${JSON.stringify({ model: model.id, out: resolve(values.out!), vocabulary: vocab.length, train: train.length, held_out: test.length, held_out_balanced_accuracy: recall.reduce((a, b) => a + b, 0) / 3, held_out_confusion_rows_gold_entail_neutral_contra: confusion, feature_weights: Object.fromEntries(FEATURES.map((f, i) => [f, Array.from(featureWeights.slice(i * 3, i * 3 + 3)).map((x) => +x.toFixed(3))])) }, null, 2)}\n`,
    );
    await model.close();
  });
}

main();
