/** @module test/audit/helpers: temp directories, generated events and a small sample publish run for the audit tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach } from 'vitest';
import type { CataloguedType, NewEvent, PayloadOf } from '../../src/audit/index.js';
import { WarrantError } from '../../src/core/errors.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh temp directory removed after the test. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'warrant-audit-'));
  dirs.push(dir);
  return dir;
}

/** A temp directory shared by a whole file's tests (made in beforeAll), removed after them all. */
export function suiteTempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'warrant-audit-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export const TS = '2026-06-21T10:00:00Z';

/** `count` simple events with ids e<start>..; payloads vary in shape. */
export function genericEvents(count: number, start = 0): NewEvent[] {
  return Array.from({ length: count }, (_, k) => {
    const i = start + k;
    return {
      id: `e${i}`,
      type: 'test.event',
      actor: `actor${i % 3}`,
      ts: TS,
      payload: {
        i,
        label: `event number ${i}`,
        tags: ['a', i % 2 === 0 ? 'even' : 'odd'],
        nested: { ok: i % 5 !== 0 },
      },
    };
  });
}

const sha = (c: string): string => c.repeat(64);

/** A catalogued event, its payload type-checked against the catalogue's schema; ids as the pipeline makes them. */
function catalogueEvent<T extends CataloguedType>(
  type: T,
  payload: PayloadOf<T>,
  context: { actor: string; ts: string },
): NewEvent {
  const p = payload as Record<string, unknown>;
  const key = [
    p['runId'] ?? `source:${String(p['sourceId'])}:${String(p['sha256'])}`,
    type,
    p['gate'],
    p['claimId'] ?? p['path'] ?? p['post'],
  ].filter((x) => x !== undefined);
  return { id: key.join(':'), type, ...context, payload };
}

/** One publish run of one post with two claims, as the pipeline would log it. */
export function samplePublishRun(runId = 'run-1'): NewEvent[] {
  const tool = { actor: 'warrant@0.1.0', ts: TS };
  const author = { actor: 'ada', ts: TS };
  return [
    catalogueEvent('publish.started', { runId, root: '/blog' }, tool),
    catalogueEvent(
      'source.registered',
      {
        sourceId: 'ons-2025',
        sha256: sha('a'),
        uri: 'sources/ons-2025.csv',
        title: 'ONS survey 2025',
        tier: 'measurement',
        sensitivity: 'public',
      },
      tool,
    ),
    catalogueEvent(
      'source.registered',
      {
        sourceId: 'memo',
        sha256: sha('b'),
        uri: 'sources/memo.md',
        title: 'Internal memo',
        tier: 'narrative',
        sensitivity: 'internal',
      },
      tool,
    ),
    catalogueEvent(
      'post.captured',
      {
        runId,
        post: 'hello',
        file: 'content/posts/hello.md',
        sha256: sha('e'),
        title: 'Hello',
        date: '2026-01-01',
        author: 'ada',
        summary: 'A hello.',
      },
      author,
    ),
    catalogueEvent(
      'claim.captured',
      {
        runId,
        claimId: 'c1',
        post: 'hello',
        file: 'content/posts/hello.md',
        span: { start: 10, end: 52 },
        text: 'Rainfall rose 12% in 2025.',
        textSha256: sha('1'),
        sourceRefs: ['ons-2025'],
        inContextSourceIds: ['ons-2025'],
        origin: 'post',
      },
      author,
    ),
    catalogueEvent(
      'claim.captured',
      {
        runId,
        claimId: 'c2',
        post: 'hello',
        file: 'content/posts/hello.md',
        span: { start: 60, end: 90 },
        text: 'The memo says otherwise.',
        textSha256: sha('2'),
        sourceRefs: ['memo'],
        inContextSourceIds: [],
        origin: 'post',
      },
      author,
    ),
    catalogueEvent(
      'claim.assessed',
      {
        runId,
        claimId: 'c1',
        gate: 1,
        status: 'grounded',
        disputed: false,
        assessments: [
          {
            sourceId: 'ons-2025',
            sourceSha256: sha('a'),
            support: 'supported',
            reliance: 'pre_generation',
            status: 'grounded',
            assessor: 'deterministic@0',
            rule: 'numbers match',
            score: 1,
          },
        ],
      },
      tool,
    ),
    catalogueEvent(
      'claim.assessed',
      {
        runId,
        claimId: 'c2',
        gate: 1,
        status: 'weak',
        disputed: false,
        assessments: [
          {
            sourceId: 'memo',
            sourceSha256: sha('b'),
            support: 'supported',
            reliance: 'support_only',
            status: 'weak',
            assessor: 'nli@0',
            rule: 'entailment 0.91',
            score: 0.91,
          },
        ],
      },
      tool,
    ),
    catalogueEvent('gate.decided', { runId, gate: 1, post: 'hello', blocked: false, findings: [] }, tool),
    catalogueEvent(
      'page.rendered',
      {
        runId,
        post: 'hello',
        path: 'dist/hello/index.html',
        htmlSha256: sha('c'),
        spans: [
          { claimId: 'c1', start: 100, end: 126, srcStart: 10, srcEnd: 36 },
          { claimId: 'c2', start: 130, end: 154, srcStart: 60, srcEnd: 84 },
        ],
        strippedCitations: [],
      },
      tool,
    ),
    catalogueEvent(
      'claim.assessed',
      {
        runId,
        claimId: 'c1',
        gate: 2,
        status: 'grounded',
        disputed: false,
        assessments: [
          {
            sourceId: 'ons-2025',
            sourceSha256: sha('a'),
            support: 'supported',
            reliance: 'pre_generation',
            status: 'grounded',
            assessor: 'deterministic@0',
            rule: 'numbers match on the page',
            score: 1,
          },
        ],
      },
      tool,
    ),
    catalogueEvent('gate.decided', { runId, gate: 2, post: 'hello', blocked: false, findings: [] }, tool),
    catalogueEvent(
      'credential.signed',
      { runId, post: 'hello', path: 'dist/hello/index.html', manifestSha256: sha('d'), manifestBytes: 3600 },
      tool,
    ),
    catalogueEvent('publish.completed', { runId, outcome: 'published', pages: ['dist/hello/index.html'] }, tool),
  ];
}

/** The error code a call throws (a raw error is named as such), or undefined when it does not throw. */
export function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof WarrantError ? error.code : `raw ${String(error)}`;
  }
  return undefined;
}

/** The error code an async call rejects with (a raw error is named as such), or undefined when it resolves. */
export async function rejectionCode(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    return error instanceof WarrantError ? error.code : `raw ${String(error)}`;
  }
  return undefined;
}
