/** @module grounding/eval-data: readers for the shared labelled sets (../shared/data) as premise/claim pairs with gold labels. */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WarrantError } from '../core/errors.js';
import { parseCsv } from './passages.js';

export interface LabelledPair {
  readonly premise: string;
  /** How the premise is read: as JSON, CSV or plain text (default). */
  readonly mediaType?: string;
  /** The premise's title (a table caption, an infobox's name). */
  readonly title?: string;
  readonly claim: string;
  readonly gold: string;
  /** False for pairs the project's own NLI model was trained on (scripts/build-nli-model.ts). */
  readonly heldOut: boolean;
}

/**
 * The split the project's NLI model is trained on: vitaminc_sample train_4 and the factcheck_gpt claims whose text's
 * SHA-256 begins with a byte >= 0xcc are held out; every other set is held out entirely (never trained on).
 */
export function heldOutClaim(claim: string): boolean {
  return (createHash('sha256').update(claim).digest()[0] ?? 0) >= 0xcc;
}

export interface EvalSet {
  readonly name: string;
  /** Files under the data directory this set reads. */
  readonly files: readonly string[];
  /** Gold classes; predictions are mapped onto them by `predictedClass`. */
  readonly classes: readonly string[];
  readonly predictedClass: (support: 'supported' | 'refuted' | 'neutral') => string;
  read(dataDir: string): LabelledPair[];
}

const threeWay = ['supported', 'refuted', 'neutral'] as const;
const same = (s: 'supported' | 'refuted' | 'neutral'): string => s;

function lines(path: string): Record<string, unknown>[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l, k) => {
      try {
        return JSON.parse(l) as Record<string, unknown>;
      } catch (cause) {
        throw new WarrantError('INPUT_UNREADABLE', `${path}:${k + 1} is not JSON`, { cause });
      }
    });
}

function tsv(path: string): Record<string, string>[] {
  const [head, ...rows] = readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  const names = (head ?? '').split('\t');
  return rows.map((r) => Object.fromEntries(r.split('\t').map((v, k) => [names[k] ?? String(k), v])));
}

function label(map: Record<string, string>, value: unknown, where: string): string {
  const gold = map[String(value)];
  if (gold === undefined) throw new WarrantError('INPUT_UNREADABLE', `${where}: unknown label "${String(value)}"`);
  return gold;
}

const PAIR_SETS: Record<string, EvalSet> = {
  vitaminc_sample: {
    name: 'vitaminc_sample',
    files: [0, 1, 2, 3, 4].map((k) => `vitaminc_sample/train_${k}.jsonl`),
    classes: threeWay,
    predictedClass: same,
    read(dir) {
      const map = { supports: 'supported', refutes: 'refuted', 'not enough info': 'neutral' };
      return this.files.flatMap((f) =>
        lines(join(dir, f)).map((r) => ({
          premise: String(r['evidence']),
          claim: String(r['claim']),
          gold: label(map, r['label'], f),
          heldOut: f.endsWith('train_4.jsonl'),
        })),
      );
    },
  },
  healthver: {
    name: 'healthver',
    files: ['healthver/healthver_dev.csv'],
    classes: threeWay,
    predictedClass: same,
    read(dir) {
      const [head, ...rows] = parseCsv(readFileSync(join(dir, this.files[0] ?? ''), 'utf8'));
      const col = (name: string): number => (head ?? []).findIndex((c) => c.value === name);
      const [e, c, l] = [col('evidence'), col('claim'), col('label')];
      const map = { Supports: 'supported', Refutes: 'refuted', Neutral: 'neutral' };
      return rows.map((r) => ({
        premise: r[e]?.value ?? '',
        claim: r[c]?.value ?? '',
        gold: label(map, r[l]?.value, 'healthver'),
        heldOut: true,
      }));
    },
  },
  climate_fever: {
    name: 'climate_fever',
    files: ['climate_fever/climate-fever-part1.jsonl'],
    classes: threeWay,
    predictedClass: same,
    read(dir) {
      const map = { SUPPORTS: 'supported', REFUTES: 'refuted', NOT_ENOUGH_INFO: 'neutral' };
      return lines(join(dir, this.files[0] ?? '')).flatMap((r) =>
        (r['evidences'] as { evidence: string; evidence_label: string }[]).map((ev) => ({
          premise: ev.evidence,
          claim: String(r['claim']),
          gold: label(map, ev.evidence_label, 'climate_fever'),
          heldOut: true,
        })),
      );
    },
  },
  sick: {
    name: 'sick',
    files: ['sick/SICK_train_trial.tsv'],
    classes: threeWay,
    predictedClass: same,
    read(dir) {
      const map = { ENTAILMENT: 'supported', CONTRADICTION: 'refuted', NEUTRAL: 'neutral' };
      return tsv(join(dir, this.files[0] ?? '')).map((r) => ({
        premise: r['sentence_A'] ?? '',
        claim: r['sentence_B'] ?? '',
        gold: label(map, r['entailment_label'], 'sick'),
        heldOut: true,
      }));
    },
  },
  factcheck_gpt: {
    name: 'factcheck_gpt',
    files: ['factcheck_gpt/subtask3_claim_evidence_stance.jsonl'],
    classes: threeWay,
    predictedClass: same,
    read(dir) {
      // Partial support is not support of the whole claim: it counts as neutral.
      const map = {
        'completely-support': 'supported',
        'partially-support': 'neutral',
        irrelevant: 'neutral',
        refute: 'refuted',
      };
      return lines(join(dir, this.files[0] ?? '')).map((r) => ({
        premise: String(r['evidence']),
        claim: String(r['claim']),
        gold: label(map, r['stance'], 'factcheck_gpt'),
        heldOut: heldOutClaim(String(r['claim'])),
      }));
    },
  },
  rte: {
    name: 'rte',
    files: ['rte/dev.tsv'],
    classes: ['supported', 'not_supported'],
    predictedClass: (s) => (s === 'supported' ? 'supported' : 'not_supported'),
    read(dir) {
      const map = { '0': 'supported', '1': 'not_supported' };
      return tsv(join(dir, this.files[0] ?? '')).map((r) => ({
        premise: r['sentence1'] ?? '',
        claim: r['sentence2'] ?? '',
        gold: label(map, r['label'], 'rte'),
        heldOut: true,
      }));
    },
  },
};

/** A CSV field, quoted when it must be (RFC 4180). */
function csvField(value: string): string {
  return /[",\n\r]/u.test(value) ? `"${value.replace(/"/gu, '""')}"` : value;
}

function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((r) => r.map(csvField).join(',')).join('\n');
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (cause) {
    throw new WarrantError('INPUT_UNREADABLE', `${path} is not JSON`, { cause });
  }
}

/**
 * The key-value and table sets: infotabs (Wikipedia infoboxes as JSON records, 3-way), tabfact (CSV tables, 2-way,
 * statements lower-cased and lemmatised as published) and scitab (result tables of papers, 3-way). Each reads its split
 * from the files as laid out in shared/data, so the same reader runs on other splits laid out the same way.
 */
export const TABLE_SETS: Record<string, EvalSet> = {
  infotabs: {
    name: 'infotabs',
    files: ['infotabs/data/maindata/infotabs_dev.tsv', 'infotabs/data/tables/json'],
    classes: threeWay,
    predictedClass: same,
    read(dir) {
      const map = { E: 'supported', C: 'refuted', N: 'neutral' };
      const tables = new Map<string, { text: string; title: string }>();
      return tsv(join(dir, this.files[0] ?? '')).map((r) => {
        const id = r['table_id'] ?? '';
        let table = tables.get(id);
        if (!table) {
          const raw = readJson(join(dir, this.files[1] ?? '', `${id}.json`)) as Record<string, string[]>;
          const title = (raw['title'] ?? [])[0] ?? '';
          table = { text: JSON.stringify(raw, null, 2), title };
          tables.set(id, table);
        }
        return {
          premise: table.text,
          mediaType: 'application/json',
          title: table.title,
          claim: r['hypothesis'] ?? '',
          gold: label(map, r['label'], 'infotabs'),
          heldOut: true,
        };
      });
    },
  },
  tabfact: {
    name: 'tabfact',
    files: ['tabfact/tokenized_data/val_examples.json', 'tabfact/data/all_csv'],
    classes: ['supported', 'not_supported'],
    predictedClass: (s) => (s === 'supported' ? 'supported' : 'not_supported'),
    read(dir) {
      const examples = readJson(join(dir, this.files[0] ?? '')) as Record<string, [string[], number[], string]>;
      return Object.entries(examples).flatMap(([csv, [statements, labels, caption]]) => {
        const lines = readFileSync(join(dir, this.files[1] ?? '', csv), 'utf8')
          .split('\n')
          .filter((l) => l.trim() !== '');
        const [head, ...rows] = lines.map((l) => l.split('#'));
        const premise = csvText(head ?? [], rows);
        return statements.map((claim, k) => ({
          premise,
          mediaType: 'text/csv',
          title: caption,
          claim,
          gold: labels[k] === 1 ? 'supported' : 'not_supported',
          heldOut: true,
        }));
      });
    },
  },
  scitab: {
    name: 'scitab',
    files: ['scitab/dataset/sci_tab.json'],
    classes: threeWay,
    predictedClass: same,
    read(dir) {
      const map = { supports: 'supported', refutes: 'refuted', 'not enough info': 'neutral' };
      const items = readJson(join(dir, this.files[0] ?? '')) as {
        claim: string;
        label: string;
        table_caption: string;
        table_column_names: string[];
        table_content_values: string[][];
      }[];
      // "[BOLD] 0.93" marks the best figure in the paper's typesetting; the value is the number.
      const clean = (v: string): string => v.replace(/\[(?:BOLD|ITALIC|EMPTY)\]\s*/gu, '').trim();
      return items.map((i) => ({
        premise: csvText(
          i.table_column_names.map(clean),
          i.table_content_values.map((r) => r.map(clean)),
        ),
        mediaType: 'text/csv',
        title: i.table_caption,
        claim: i.claim,
        gold: label(map, i.label, 'scitab'),
        heldOut: true,
      }));
    },
  },
};

/** Every set the support evaluation can read. */
export const EVAL_SETS: Record<string, EvalSet> = { ...PAIR_SETS, ...TABLE_SETS };

/** The files of a set that are missing under a data directory (empty when the set can run). */
export function missingFiles(set: EvalSet, dataDir: string): string[] {
  return set.files.filter((f) => !existsSync(join(dataDir, f)));
}
