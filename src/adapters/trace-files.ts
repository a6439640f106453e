/** @module adapters/trace-files: reading a post's drafting trace and envelope from ledger/traces/ on disk. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { TRACE_LIMITS } from '../trace/spans.js';

export const TRACES_DIR = 'ledger/traces';

/** One file of a trace: its project-relative name, and its text or why it could not be read. */
export interface TraceFile {
  readonly file: string;
  readonly text?: string;
  readonly error?: string;
}

function readBounded(root: string, file: string): TraceFile | undefined {
  const path = resolve(root, file);
  if (!existsSync(path)) return undefined;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) return { file, error: 'it is not a file' };
    if (stat.size > TRACE_LIMITS.bytes) return { file, error: `it is larger than ${TRACE_LIMITS.bytes} bytes` };
    const bytes = readFileSync(path);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { file, text };
  } catch (error) {
    return { file, error: error instanceof TypeError ? 'it is not UTF-8 text' : (error as Error).message };
  }
}

/** A post's drafting trace (`<slug>.jsonl`) and optional envelope (`<slug>.envelope.json`); undefined: no trace. */
export function readPostTrace(root: string, slug: string): { spans: TraceFile; envelope?: TraceFile } | undefined {
  const spans = readBounded(root, `${TRACES_DIR}/${slug}.jsonl`);
  const envelope = readBounded(root, `${TRACES_DIR}/${slug}.envelope.json`);
  if (spans === undefined)
    return envelope === undefined
      ? undefined
      : { spans: { file: `${TRACES_DIR}/${slug}.jsonl`, error: 'it is missing' }, envelope };
  return { spans, ...(envelope ? { envelope } : {}) };
}
