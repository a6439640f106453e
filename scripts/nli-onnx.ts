/** @module scripts/nli-onnx: writes the project's own small NLI model (ONNX via protobufjs, tokenizer.json, config.json) and computes its features in JS. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import protobuf from 'protobufjs';

/**
 * The model reads a sentence pair the way a cross-encoder does (input_ids, attention_mask, token_type_ids from a
 * WordPiece tokenizer: [CLS] premise [SEP] hypothesis [SEP]) and computes
 *   logits = mean over hypothesis tokens of W[token] + features . A + b
 * where the features are overlap statistics between hypothesis and premise computed inside the graph:
 * idf-weighted coverage, unmatched idf weight, unmatched and matched digit pieces (a digit counts as matched only with
 * its neighbours, so 3737 does not match 3780), negation counts on each side and their difference, and length.
 */
export const FEATURES = [
  'coverage',
  'unmatched_weight',
  'unmatched_digits',
  'matched_digits',
  'neg_hyp',
  'neg_prem',
  'neg_diff',
  'hyp_length',
] as const;
export const LABELS = ['entailment', 'neutral', 'contradiction'] as const;
export const SPECIAL = ['[PAD]', '[UNK]', '[CLS]', '[SEP]'] as const;
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  'none',
  'nor',
  'neither',
  'without',
  'cannot',
  'nobody',
  'nothing',
  "n't",
  't',
]);

export interface NliWeights {
  /** Vocabulary words (lower case, no digits); ids follow the special tokens and the digit pieces. */
  readonly words: readonly string[];
  /** Per-token idf weight, per-token class weights [id][3], feature weights [feature][3] and bias [3]. */
  readonly idf: Float32Array;
  readonly tokenWeights: Float32Array;
  readonly featureWeights: Float32Array;
  readonly bias: Float32Array;
}

/** The full vocabulary: special tokens, digits and "##digit" pieces, then the words. */
export function vocabulary(words: readonly string[]): string[] {
  return [...SPECIAL, ...DIGITS, ...DIGITS.map((d) => `##${d}`), ...words];
}

/** Per-id flags the graph needs: is a digit piece, is a negation word. */
export function tokenFlags(vocab: readonly string[]): { digit: Float32Array; negation: Float32Array } {
  const digit = new Float32Array(vocab.length);
  const negation = new Float32Array(vocab.length);
  vocab.forEach((t, k) => {
    digit[k] = /^(?:##)?\d$/u.test(t) ? 1 : 0;
    negation[k] = NEGATIONS.has(t) ? 1 : 0;
  });
  return { digit, negation };
}

/** A BERT-style tokenizer.json over a whole-word vocabulary; numbers become digit pieces, other unknown words [UNK]. */
export function tokenizerJson(vocab: readonly string[]): object {
  const ids = Object.fromEntries(vocab.map((t, k) => [t, k]));
  return {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: SPECIAL.map((content, id) => ({
      id,
      content,
      single_word: false,
      lstrip: false,
      rstrip: false,
      normalized: false,
      special: true,
    })),
    normalizer: {
      type: 'BertNormalizer',
      clean_text: true,
      handle_chinese_chars: true,
      strip_accents: true,
      lowercase: true,
    },
    pre_tokenizer: { type: 'BertPreTokenizer' },
    post_processor: {
      type: 'TemplateProcessing',
      single: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '[SEP]', type_id: 0 } },
      ],
      pair: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '[SEP]', type_id: 0 } },
        { Sequence: { id: 'B', type_id: 1 } },
        { SpecialToken: { id: '[SEP]', type_id: 1 } },
      ],
      special_tokens: {
        '[CLS]': { id: '[CLS]', ids: [2], tokens: ['[CLS]'] },
        '[SEP]': { id: '[SEP]', ids: [3], tokens: ['[SEP]'] },
      },
    },
    decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
    model: {
      type: 'WordPiece',
      unk_token: '[UNK]',
      continuing_subword_prefix: '##',
      max_input_chars_per_word: 100,
      vocab: ids,
    },
  };
}

/** The dense features of one encoded pair, exactly as the graph computes them. */
export function pairFeatures(
  ids: readonly number[],
  types: readonly number[],
  idf: Float32Array,
  flags: { digit: Float32Array; negation: Float32Array },
): number[] {
  const T = ids.length;
  const at = (k: number): number => (k >= 0 && k < T ? (ids[k] ?? 0) : 0);
  let wSum = 0;
  let wMatched = 0;
  let unmatchedDigits = 0;
  let matchedDigits = 0;
  let negH = 0;
  let negP = 0;
  let hypLength = 0;
  for (let i = 0; i < T; i += 1) {
    const id = at(i);
    if ((types[i] ?? 0) === 0) {
      negP += flags.negation[id] ?? 0;
      continue;
    }
    hypLength += 1;
    negH += flags.negation[id] ?? 0;
    let uni = 0;
    let tri = 0;
    for (let j = 0; j < T; j += 1) {
      if ((types[j] ?? 0) !== 0 || at(j) !== id) continue;
      uni = 1;
      if (at(j - 1) === at(i - 1) && at(j + 1) === at(i + 1)) tri = 1;
    }
    const isDigit = flags.digit[id] ?? 0;
    const matched = isDigit * tri + (1 - isDigit) * uni;
    const w = idf[id] ?? 0;
    wSum += w;
    wMatched += w * matched;
    unmatchedDigits += isDigit * (1 - matched);
    matchedDigits += isDigit * matched;
  }
  const coverage = wMatched / (wSum + 1e-6);
  return [coverage, wSum - wMatched, unmatchedDigits, matchedDigits, negH, negP, Math.abs(negH - negP), hypLength / 20];
}

// ---- ONNX protobuf ------------------------------------------------------------

/** The subset of onnx.proto (field numbers as in onnx/onnx.proto3) this writer needs. */
const ONNX_SCHEMA = {
  nested: {
    onnx: {
      nested: {
        ModelProto: {
          fields: {
            irVersion: { type: 'int64', id: 1 },
            producerName: { type: 'string', id: 2 },
            producerVersion: { type: 'string', id: 3 },
            graph: { type: 'GraphProto', id: 7 },
            opsetImport: { rule: 'repeated', type: 'OperatorSetIdProto', id: 8 },
          },
        },
        OperatorSetIdProto: { fields: { domain: { type: 'string', id: 1 }, version: { type: 'int64', id: 2 } } },
        GraphProto: {
          fields: {
            node: { rule: 'repeated', type: 'NodeProto', id: 1 },
            name: { type: 'string', id: 2 },
            initializer: { rule: 'repeated', type: 'TensorProto', id: 5 },
            input: { rule: 'repeated', type: 'ValueInfoProto', id: 11 },
            output: { rule: 'repeated', type: 'ValueInfoProto', id: 12 },
          },
        },
        NodeProto: {
          fields: {
            input: { rule: 'repeated', type: 'string', id: 1 },
            output: { rule: 'repeated', type: 'string', id: 2 },
            name: { type: 'string', id: 3 },
            opType: { type: 'string', id: 4 },
            attribute: { rule: 'repeated', type: 'AttributeProto', id: 5 },
          },
        },
        AttributeProto: {
          fields: {
            name: { type: 'string', id: 1 },
            i: { type: 'int64', id: 3 },
            ints: { rule: 'repeated', type: 'int64', id: 8 },
            type: { type: 'int32', id: 20 },
          },
        },
        TensorProto: {
          fields: {
            dims: { rule: 'repeated', type: 'int64', id: 1 },
            dataType: { type: 'int32', id: 2 },
            name: { type: 'string', id: 8 },
            rawData: { type: 'bytes', id: 9 },
          },
        },
        ValueInfoProto: { fields: { name: { type: 'string', id: 1 }, type: { type: 'TypeProto', id: 2 } } },
        TypeProto: { fields: { tensorType: { type: 'TypeProtoTensor', id: 1 } } },
        TypeProtoTensor: { fields: { elemType: { type: 'int32', id: 1 }, shape: { type: 'TensorShapeProto', id: 2 } } },
        TensorShapeProto: { fields: { dim: { rule: 'repeated', type: 'Dimension', id: 1 } } },
        Dimension: { fields: { dimValue: { type: 'int64', id: 1 }, dimParam: { type: 'string', id: 2 } } },
      },
    },
  },
};

const FLOAT = 1;
const INT64 = 7;
const ATTR_INT = 2;
const ATTR_INTS = 7;

type Node = { input: string[]; output: string[]; opType: string; name: string; attribute?: object[] };

function floatTensor(name: string, dims: number[], data: Float32Array): object {
  return { name, dims, dataType: FLOAT, rawData: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}
function int64Tensor(name: string, dims: number[], values: number[]): object {
  return { name, dims, dataType: INT64, rawData: new Uint8Array(BigInt64Array.from(values.map(BigInt)).buffer) };
}
function valueInfo(name: string, elemType: number, dims: (number | string)[]): object {
  return {
    name,
    type: {
      tensorType: {
        elemType,
        shape: { dim: dims.map((d) => (typeof d === 'number' ? { dimValue: d } : { dimParam: d })) },
      },
    },
  };
}

/** The ONNX graph (opset 13) of the model, serialised. */
export function onnxModelBytes(weights: NliWeights): Uint8Array {
  const vocab = vocabulary(weights.words);
  const V = vocab.length;
  const K = FEATURES.length;
  const flags = tokenFlags(vocab);
  const nodes: Node[] = [];
  let n = 0;
  const op = (opType: string, input: string[], attribute?: object[]): string => {
    const output = `t${n++}`;
    nodes.push({ input, output: [output], opType, name: output, ...(attribute ? { attribute } : {}) });
    return output;
  };
  const attrInt = (name: string, i: number): object => ({ name, i, type: ATTR_INT });
  const attrInts = (name: string, ints: number[]): object => ({ name, ints, type: ATTR_INTS });
  const sum = (x: string): string => op('ReduceSum', [x, 'axis1'], [attrInt('keepdims', 0)]);

  const mask = op('Cast', ['attention_mask'], [attrInt('to', FLOAT)]);
  const types = op('Cast', ['token_type_ids'], [attrInt('to', FLOAT)]);
  const hyp = op('Mul', [mask, types]);
  const prem = op('Mul', [mask, op('Sub', ['one', types])]);
  // Neighbours of each token (0 = [PAD] beyond the ends), for digit trigrams.
  const prevIds = op(
    'Slice',
    [op('Concat', ['pad_col', 'input_ids'], [attrInt('axis', 1)]), 'zero1', 'minus1', 'axis1'],
    undefined,
  );
  const nextIds = op(
    'Slice',
    [op('Concat', ['input_ids', 'pad_col_r'], [attrInt('axis', 1)]), 'one1', 'big1', 'axis1'],
    undefined,
  );
  const pairEq = (x: string): string =>
    op('Cast', [op('Equal', [op('Unsqueeze', [x, 'axis2']), op('Unsqueeze', [x, 'axis1'])])], [attrInt('to', FLOAT)]);
  const premRow = op('Unsqueeze', [prem, 'axis1']);
  const eqUni = op('Mul', [pairEq('input_ids'), premRow]);
  const eqTri = op('Mul', [op('Mul', [eqUni, pairEq(prevIds)]), pairEq(nextIds)]);
  const uni = op('ReduceMax', [eqUni], [attrInts('axes', [2]), attrInt('keepdims', 0)]);
  const tri = op('ReduceMax', [eqTri], [attrInts('axes', [2]), attrInt('keepdims', 0)]);
  const digit = op('Gather', ['digit_table', 'input_ids']);
  const negation = op('Gather', ['negation_table', 'input_ids']);
  const idf = op('Gather', ['idf_table', 'input_ids']);
  const matched = op('Add', [op('Mul', [digit, tri]), op('Mul', [op('Sub', ['one', digit]), uni])]);
  const w = op('Mul', [hyp, idf]);
  const wSum = sum(w);
  const wMatched = sum(op('Mul', [w, matched]));
  const hypDigit = op('Mul', [hyp, digit]);
  const matchedDigits = sum(op('Mul', [hypDigit, matched]));
  const unmatchedDigits = op('Sub', [sum(hypDigit), matchedDigits]);
  const negH = sum(op('Mul', [hyp, negation]));
  const negP = sum(op('Mul', [prem, negation]));
  const hypLength = sum(hyp);
  const features = [
    op('Div', [wMatched, op('Add', [wSum, 'eps'])]),
    op('Sub', [wSum, wMatched]),
    unmatchedDigits,
    matchedDigits,
    negH,
    negP,
    op('Abs', [op('Sub', [negH, negP])]),
    op('Div', [hypLength, 'twenty']),
  ];
  const featureMatrix = op(
    'Concat',
    features.map((f) => op('Unsqueeze', [f, 'axis1'])),
    [attrInt('axis', 1)],
  );
  const dense = op('MatMul', [featureMatrix, 'feature_weights']);
  const tokenLogits = op('Gather', ['token_weights', 'input_ids']);
  const bag = op('Div', [
    sum(op('Mul', [tokenLogits, op('Unsqueeze', [hyp, 'axis2'])])),
    op('Unsqueeze', [op('Add', [hypLength, 'one']), 'axis1']),
  ]);
  nodes.push({
    input: [op('Add', [op('Add', [bag, dense]), 'bias'])],
    output: ['logits'],
    opType: 'Identity',
    name: 'logits',
  });

  const initializer = [
    floatTensor('one', [], new Float32Array([1])),
    floatTensor('eps', [], new Float32Array([1e-6])),
    floatTensor('twenty', [], new Float32Array([20])),
    int64Tensor('axis1', [1], [1]),
    int64Tensor('axis2', [1], [2]),
    int64Tensor('zero1', [1], [0]),
    int64Tensor('one1', [1], [1]),
    int64Tensor('minus1', [1], [-1]),
    int64Tensor('big1', [1], [2 ** 31 - 1]),
    floatTensor('digit_table', [V], flags.digit),
    floatTensor('negation_table', [V], flags.negation),
    floatTensor('idf_table', [V], weights.idf),
    floatTensor('token_weights', [V, 3], weights.tokenWeights),
    floatTensor('feature_weights', [K, 3], weights.featureWeights),
    floatTensor('bias', [3], weights.bias),
  ];
  // pad columns are built from the input's shape: a zero column of shape [B, 1].
  const padNodes: Node[] = [
    { input: ['input_ids', 'zero1', 'one1', 'axis1'], output: ['first_col'], opType: 'Slice', name: 'first_col' },
    { input: ['first_col', 'zero_i64'], output: ['pad_col'], opType: 'Mul', name: 'pad_col' },
    { input: ['pad_col'], output: ['pad_col_r'], opType: 'Identity', name: 'pad_col_r' },
  ];
  initializer.push(int64Tensor('zero_i64', [], [0]));
  const root = protobuf.Root.fromJSON(ONNX_SCHEMA);
  const Model = root.lookupType('onnx.ModelProto');
  const model = {
    irVersion: 8,
    producerName: 'warrant-build-nli-model',
    producerVersion: '1',
    opsetImport: [{ domain: '', version: 13 }],
    graph: {
      name: 'warrant_bow_nli',
      node: [...padNodes, ...nodes],
      initializer,
      input: [
        valueInfo('input_ids', INT64, ['batch', 'sequence']),
        valueInfo('attention_mask', INT64, ['batch', 'sequence']),
        valueInfo('token_type_ids', INT64, ['batch', 'sequence']),
      ],
      output: [valueInfo('logits', FLOAT, ['batch', 3])],
    },
  };
  const problem = Model.verify(model);
  if (problem) throw new Error(`ONNX model does not fit the schema: ${problem}`);
  return Model.encode(Model.fromObject(model)).finish();
}

/** Write model.onnx, tokenizer.json and config.json into a directory: the layout a real exported model has. */
export async function writeNliModel(dir: string, weights: NliWeights): Promise<void> {
  await mkdir(dir, { recursive: true });
  const vocab = vocabulary(weights.words);
  await writeFile(join(dir, 'model.onnx'), onnxModelBytes(weights));
  await writeFile(join(dir, 'tokenizer.json'), `${JSON.stringify(tokenizerJson(vocab))}\n`);
  await writeFile(
    join(dir, 'tokenizer_config.json'),
    `${JSON.stringify({ model_max_length: 256, do_lower_case: true })}\n`,
  );
  await writeFile(
    join(dir, 'config.json'),
    `${JSON.stringify({ model_type: 'warrant-bow-nli', id2label: Object.fromEntries(LABELS.map((l, k) => [String(k), l])), max_position_embeddings: 256, features: FEATURES }, null, 2)}\n`,
  );
}
