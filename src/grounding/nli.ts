/** @module grounding/nli: Tier 2, a sentence-pair NLI classifier from a local model directory (ONNX + tokenizer.json + config.json). */
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Tokenizer } from '@huggingface/tokenizers';
import * as ort from 'onnxruntime-node';
import { z } from 'zod';
import { sha256Hex } from '../core/canonical.js';
import { WarrantError } from '../core/errors.js';
import type { SupportStatus } from '../core/model.js';

export type NliProbabilities = Readonly<Record<SupportStatus, number>>;

export interface NliModel {
  /** "nli:<dir name>@<first 12 hex of the model's SHA-256>": changes when the weights change. */
  readonly id: string;
  /** Whether the model can affirm support at all (seed 000): it has an entailment-like label. */
  readonly groundingCapable: boolean;
  readonly maxLength: number;
  /** Probabilities per pair, in order; long pairs are split over the premise and the most decisive piece is kept. */
  classify(pairs: readonly { premise: string; hypothesis: string }[]): Promise<NliProbabilities[]>;
  close(): Promise<void>;
}

const configSchema = z.object({
  id2label: z.record(z.string(), z.string()),
  max_position_embeddings: z.number().int().positive().optional(),
});
const tokenizerConfigSchema = z.object({ model_max_length: z.number().positive().optional() }).passthrough();

/** Map a model's label name to a support status; unknown names make the model unusable rather than guessed at. */
export function labelToSupport(label: string): SupportStatus | undefined {
  const l = label.toLowerCase().replace(/[\s-]+/gu, '_');
  if (/^(?:not_entail|non_entail|not_support|hallucinat|inconsistent)/u.test(l)) return 'neutral';
  if (/entail|support|consistent/u.test(l)) return 'supported';
  if (/contradict|refute/u.test(l)) return 'refuted';
  if (/neutral|not_enough|nei|irrelevant|unrelated/u.test(l)) return 'neutral';
  return undefined;
}

const BATCH_SIZE = 16;
const DEFAULT_MAX_LENGTH = 512;

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as unknown;
  } catch (cause) {
    throw new WarrantError('MODEL_UNLOADABLE', `cannot read ${path}`, { cause });
  }
}

/** Load model.onnx, tokenizer.json (+ tokenizer_config.json if present) and config.json from a directory. */
export async function loadNliModel(modelDir: string): Promise<NliModel> {
  const config = configSchema.safeParse(await readJson(join(modelDir, 'config.json')));
  if (!config.success) throw new WarrantError('MODEL_UNLOADABLE', `${modelDir}/config.json has no usable id2label map`);
  const labels: SupportStatus[] = [];
  const entries = Object.entries(config.data.id2label).sort(([a], [b]) => Number(a) - Number(b));
  for (const [index, name] of entries) {
    const support = labelToSupport(name);
    if (support === undefined || Number(index) !== labels.length)
      throw new WarrantError(
        'MODEL_UNLOADABLE',
        `${modelDir}/config.json: label ${index} "${name}" cannot be mapped to supported/refuted/neutral`,
      );
    labels.push(support);
  }
  const tokenizerJson = await readJson(join(modelDir, 'tokenizer.json'));
  const tokenizerConfigRaw = await readJson(join(modelDir, 'tokenizer_config.json')).catch(() => ({}));
  const tokenizerConfig = tokenizerConfigSchema.safeParse(tokenizerConfigRaw);
  let tokenizer: Tokenizer;
  try {
    tokenizer = new Tokenizer(tokenizerJson as object, tokenizerConfig.success ? tokenizerConfig.data : {});
  } catch (cause) {
    throw new WarrantError('MODEL_UNLOADABLE', `${modelDir}/tokenizer.json cannot be loaded`, { cause });
  }
  const modelPath = join(modelDir, 'model.onnx');
  let bytes: Buffer;
  let session: ort.InferenceSession;
  try {
    bytes = await readFile(modelPath);
    session = await ort.InferenceSession.create(bytes);
  } catch (cause) {
    throw new WarrantError('MODEL_UNLOADABLE', `cannot load ${modelPath}`, { cause });
  }
  const declared = Math.min(
    config.data.max_position_embeddings ?? DEFAULT_MAX_LENGTH,
    tokenizerConfig.success ? (tokenizerConfig.data.model_max_length ?? DEFAULT_MAX_LENGTH) : DEFAULT_MAX_LENGTH,
  );
  const maxLength = Math.max(8, Math.floor(declared));
  const outputName = session.outputNames.includes('logits') ? 'logits' : session.outputNames[0];
  if (!outputName) throw new WarrantError('MODEL_UNLOADABLE', `${modelPath} has no output`);

  const encode = (premise: string, hypothesis: string): { ids: number[]; types: number[] } => {
    const e = tokenizer.encode(premise, { text_pair: hypothesis, return_token_type_ids: true });
    return { ids: e.ids, types: e.token_type_ids ?? e.ids.map(() => 0) };
  };

  /** Split a premise that does not fit into halves (with overlap) until every piece fits; nothing is dropped. */
  const pieces = (premise: string, hypothesis: string): { ids: number[]; types: number[] }[] => {
    const encoded = encode(premise, hypothesis);
    if (encoded.ids.length <= maxLength) return [encoded];
    const ws = premise.split(/\s+/u);
    if (ws.length < 4)
      throw new WarrantError('MODEL_UNLOADABLE', `a claim is too long for the model's ${maxLength} tokens`);
    const half = Math.ceil(ws.length / 2);
    const overlap = Math.min(8, Math.floor(half / 4));
    return [
      ...pieces(ws.slice(0, half + overlap).join(' '), hypothesis),
      ...pieces(ws.slice(half - overlap).join(' '), hypothesis),
    ];
  };

  const run = async (batch: readonly { ids: number[]; types: number[] }[]): Promise<NliProbabilities[]> => {
    const width = Math.max(...batch.map((b) => b.ids.length));
    const ids = new BigInt64Array(batch.length * width);
    const mask = new BigInt64Array(batch.length * width);
    const types = new BigInt64Array(batch.length * width);
    batch.forEach((b, row) => {
      b.ids.forEach((id, col) => {
        ids[row * width + col] = BigInt(id);
        mask[row * width + col] = 1n;
        types[row * width + col] = BigInt(b.types[col] ?? 0);
      });
    });
    const all: Record<string, ort.Tensor> = {
      input_ids: new ort.Tensor('int64', ids, [batch.length, width]),
      attention_mask: new ort.Tensor('int64', mask, [batch.length, width]),
      token_type_ids: new ort.Tensor('int64', types, [batch.length, width]),
    };
    const feeds: Record<string, ort.Tensor> = {};
    for (const name of session.inputNames) {
      const tensor = all[name];
      if (!tensor)
        throw new WarrantError(
          'MODEL_UNLOADABLE',
          `${modelPath} wants an input "${name}" this loader does not provide`,
        );
      feeds[name] = tensor;
    }
    const output = (await session.run(feeds))[outputName];
    if (!output || output.dims.length !== 2 || output.dims[1] !== labels.length)
      throw new WarrantError(
        'MODEL_UNLOADABLE',
        `${modelPath} output "${outputName}" is not [batch, ${labels.length}]`,
      );
    const data = output.data as Float32Array;
    return batch.map((_, row) =>
      softmaxByLabel(Array.from(data.subarray(row * labels.length, (row + 1) * labels.length)), labels),
    );
  };

  return {
    id: `nli:${basename(modelDir)}@${sha256Hex(bytes).slice(0, 12)}`,
    groundingCapable: labels.includes('supported'),
    maxLength,
    async classify(pairs) {
      const expanded = pairs.map((p) => pieces(p.premise, p.hypothesis));
      const flat = expanded.flat();
      const results: NliProbabilities[] = [];
      for (let k = 0; k < flat.length; k += BATCH_SIZE) results.push(...(await run(flat.slice(k, k + BATCH_SIZE))));
      let at = 0;
      return expanded.map((group) => {
        const mine = results.slice(at, at + group.length);
        at += group.length;
        return mine.reduce((best, r) => (decisiveness(r) > decisiveness(best) ? r : best));
      });
    },
    async close() {
      await session.release();
    },
  };
}

function decisiveness(p: NliProbabilities): number {
  return Math.max(p.supported, p.refuted);
}

function softmaxByLabel(logits: number[], labels: readonly SupportStatus[]): NliProbabilities {
  const max = Math.max(...logits);
  const exp = logits.map((x) => Math.exp(x - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  const out: Record<SupportStatus, number> = { supported: 0, refuted: 0, neutral: 0 };
  labels.forEach((label, k) => {
    out[label] += (exp[k] ?? 0) / sum;
  });
  return out;
}
