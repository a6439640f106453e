/** @module test/grounding/nli: Tier 2 through the real loading path, on a small ONNX model the project writes itself. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Tokenizer } from '@huggingface/tokenizers';
import fc from 'fast-check';
import * as ort from 'onnxruntime-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroundingEngine, loadNliModel } from '../../src/grounding/index.js';
import {
  FEATURES,
  pairFeatures,
  tokenFlags,
  tokenizerJson,
  vocabulary,
  writeNliModel,
  type NliWeights,
} from '../../scripts/nli-onnx.js';
import { claim, source, sourceMap } from './fixtures.js';

const WORDS = [
  'the',
  'outbreak',
  'was',
  'contained',
  'by',
  'autumn',
  '.',
  'local',
  'officials',
  'said',
  'not',
  'cases',
  'dose',
  'is',
  'mg',
  ',',
  'weather',
  'mild',
];
const K = FEATURES.length;
const f = (name: (typeof FEATURES)[number]) => FEATURES.indexOf(name);

/** Hand-set weights: entailment rises with coverage; contradiction with unmatched digits and negation mismatch. */
function handWeights(): NliWeights {
  const V = vocabulary(WORDS).length;
  const idf = new Float32Array(V).fill(1);
  idf.fill(0, 0, 4);
  const featureWeights = new Float32Array(K * 3);
  featureWeights[f('coverage') * 3 + 0] = 10;
  featureWeights[f('unmatched_digits') * 3 + 0] = -6;
  featureWeights[f('neg_diff') * 3 + 0] = -6;
  featureWeights[f('unmatched_digits') * 3 + 2] = 4;
  featureWeights[f('neg_diff') * 3 + 2] = 6;
  return {
    words: WORDS,
    idf,
    tokenWeights: new Float32Array(V * 3),
    featureWeights,
    bias: new Float32Array([-6, 0, -2]),
  };
}

let dir = '';
const modelDir = () => join(dir, 'tiny-nli');
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'warrant-nli-'));
  await writeNliModel(modelDir(), handWeights());
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadNliModel', () => {
  it('loads model.onnx, tokenizer.json and config.json and classifies pairs in batches', async () => {
    const model = await loadNliModel(modelDir());
    expect(model.id).toMatch(/^nli:tiny-nli@[0-9a-f]{12}$/u);
    expect(model.groundingCapable).toBe(true);
    expect(model.maxLength).toBe(256);
    const pairs = Array.from({ length: 20 }, (_, k) => ({
      premise: `The dose is ${200 + k} mg.`,
      hypothesis: k % 2 ? 'The dose is 200 mg.' : `The dose is ${200 + k} mg.`,
    }));
    const probs = await model.classify(pairs);
    expect(probs).toHaveLength(20);
    probs.forEach((p, k) => {
      expect(p.supported + p.refuted + p.neutral).toBeCloseTo(1, 5);
      expect(k % 2 && k > 0 ? p.refuted : p.supported).toBeGreaterThan(0.9);
    });
    const [negated] = await model.classify([
      { premise: 'The outbreak was contained.', hypothesis: 'The outbreak was not contained.' },
    ]);
    expect(negated?.refuted).toBeGreaterThan(0.9);
    await model.close();
  });

  it('splits a premise longer than the model takes instead of truncating it', async () => {
    const model = await loadNliModel(modelDir());
    const filler = Array.from({ length: 400 }, () => 'weather mild').join(' ');
    const [p] = await model.classify([
      {
        premise: `${filler} The outbreak was contained by autumn.`,
        hypothesis: 'The outbreak was contained by autumn.',
      },
    ]);
    expect(p?.supported).toBeGreaterThan(0.9);
    await model.close();
  });

  it('computes in ONNX exactly what the training features compute in JS', async () => {
    const vocab = vocabulary(WORDS);
    const tokenizer = new Tokenizer(tokenizerJson(vocab), {});
    const parityDir = join(dir, 'parity');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.float({ min: -2, max: 2, noNaN: true }), {
          minLength: vocab.length * 3 + K * 3 + 3,
          maxLength: vocab.length * 3 + K * 3 + 3,
        }),
        fc.array(fc.constantFrom(...WORDS, '12', '3,737', 'unknown'), { minLength: 1, maxLength: 12 }),
        fc.array(fc.constantFrom(...WORDS, '12', '3,780', 'zebra'), { minLength: 1, maxLength: 8 }),
        async (numbers, premiseWords, hypothesisWords) => {
          const V = vocab.length;
          const weights: NliWeights = {
            words: WORDS,
            idf: Float32Array.from({ length: V }, (_, k) => Math.abs(numbers[k] ?? 0)),
            tokenWeights: Float32Array.from(numbers.slice(0, V * 3)),
            featureWeights: Float32Array.from(numbers.slice(V * 3, V * 3 + K * 3)),
            bias: Float32Array.from(numbers.slice(V * 3 + K * 3)),
          };
          await writeNliModel(parityDir, weights);
          const session = await ort.InferenceSession.create(join(parityDir, 'model.onnx'));
          const e = tokenizer.encode(premiseWords.join(' '), {
            text_pair: hypothesisWords.join(' '),
            return_token_type_ids: true,
          });
          const tensor = (a: number[]) => new ort.Tensor('int64', BigInt64Array.from(a.map(BigInt)), [1, a.length]);
          const out = await session.run({
            input_ids: tensor(e.ids),
            attention_mask: tensor(e.ids.map(() => 1)),
            token_type_ids: tensor(e.token_type_ids),
          });
          await session.release();
          const dense = pairFeatures(e.ids, e.token_type_ids, weights.idf, tokenFlags(vocab));
          let length = 0;
          const bag = [0, 0, 0];
          e.ids.forEach((id: number, k: number) => {
            if (e.token_type_ids[k] !== 1) return;
            length += 1;
            for (let c = 0; c < 3; c += 1) bag[c]! += weights.tokenWeights[id * 3 + c]!;
          });
          const expected = [0, 1, 2].map(
            (c) =>
              weights.bias[c]! +
              bag[c]! / (length + 1) +
              dense.reduce((a, x, i) => a + x * weights.featureWeights[i * 3 + c]!, 0),
          );
          const got = Array.from(out['logits']?.data as Float32Array);
          got.forEach((g, c) => expect(g).toBeCloseTo(expected[c]!, 3));
        },
      ),
      { numRuns: 15 },
    );
  });

  it('reports a model without an entailment label as unable to affirm support', async () => {
    const capless = join(dir, 'capless');
    await writeNliModel(capless, handWeights());
    writeFileSync(
      join(capless, 'config.json'),
      JSON.stringify({ id2label: { '0': 'not_entailment', '1': 'neutral', '2': 'contradiction' } }),
    );
    const model = await loadNliModel(capless);
    expect(model.groundingCapable).toBe(false);
    await model.close();
    const engine = await createGroundingEngine({ tiers: ['nli'], nli: { modelDir: capless, threshold: 0.6 } });
    expect(engine.groundingCapable).toBe(false);
    const s = source('s', 'The outbreak was contained by autumn.');
    const verdict = await engine.ground(claim('The outbreak was contained by autumn.', ['s']), sourceMap(s));
    expect(verdict.status).not.toBe('grounded');
    await engine.close();
  });

  it('refuses a directory it cannot use with MODEL_UNLOADABLE', async () => {
    const bad = join(dir, 'bad');
    await writeNliModel(bad, handWeights());
    writeFileSync(
      join(bad, 'config.json'),
      JSON.stringify({ id2label: { '0': 'maybe', '1': 'neutral', '2': 'contradiction' } }),
    );
    await expect(loadNliModel(bad)).rejects.toMatchObject({ code: 'MODEL_UNLOADABLE' });
    await expect(loadNliModel(join(dir, 'absent'))).rejects.toMatchObject({ code: 'MODEL_UNLOADABLE' });
  });
});

describe('nli tier in the engine', () => {
  const report = source('report', 'The weather was mild. The outbreak was contained by the autumn.');

  it('decides what the deterministic tier leaves neutral, and says so', async () => {
    const engine = await createGroundingEngine({
      tiers: ['deterministic', 'nli'],
      nli: { modelDir: modelDir(), threshold: 0.6 },
    });
    const verdict = await engine.ground(
      claim('Local officials said the outbreak was contained by autumn.', ['report']),
      sourceMap(report),
    );
    const a = verdict.assessments[0];
    expect(a?.assessor).toMatch(/^nli:tiny-nli@/u);
    expect(a?.rule).toMatch(/^nli: entailment 0\.\d+ >= /u);
    expect(a?.passage?.text).toContain('contained by the autumn');
    expect(verdict.status).toBe('grounded');
    await engine.close();
  });

  it('cannot affirm a number the source does not state', async () => {
    const engine = await createGroundingEngine({
      tiers: ['deterministic', 'nli'],
      nli: { modelDir: modelDir(), threshold: 0.6 },
    });
    const verdict = await engine.ground(
      claim('The outbreak was contained by autumn at a dose of 300 mg.', ['report']),
      sourceMap(report),
    );
    expect(verdict.status).not.toBe('grounded');
    await engine.close();
  });
});
