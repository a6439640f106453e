// The three views rebuilt from a verified replay: what each holds, what the public one never holds, and refusal on a broken chain.
import { sourceCopyPath } from '../../src/projections/source-copy.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openAuditLog, type AuditLog, type NewEvent } from '../../src/audit/index.js';
import { sha256Hex } from '../../src/core/canonical.js';
import { WarrantError } from '../../src/core/errors.js';
import { finding, type Finding } from '../../src/core/findings.js';
import {
  GROUNDING_STATUSES,
  SENSITIVITIES,
  SOURCE_TIERS,
  type Claim,
  type Sensitivity,
  type Source,
  type SourceTier,
  type Verdict,
} from '../../src/core/model.js';
import {
  claimAssessed,
  claimCaptured,
  gateDecided,
  postCaptured,
  publishCompleted,
  publishStarted,
  sourceRegistered,
} from '../../src/pipeline/events.js';
import { registerProjectionCommand } from '../../src/cli/projection.js';
import { findingTaintContext, projectRun, publicFindings, type RunProjections } from '../../src/projections/index.js';
import Database from 'better-sqlite3';
import { eventsOf } from '../log-events.js';

interface SourceSpec {
  readonly sensitivity: Sensitivity;
  readonly tier: SourceTier;
  readonly lines: readonly string[];
  readonly title: string;
}

interface World {
  readonly sources: readonly Source[];
  readonly lines: ReadonlyMap<string, readonly string[]>;
  readonly claims: readonly Claim[];
  readonly verdicts: readonly Verdict[];
  readonly findings: readonly Finding[];
}

const RUN = 'run-1';
const ctx = { runId: RUN, ts: '2026-12-01T00:00:00.000Z' };
const POST = {
  slug: 'p',
  file: 'content/posts/p.md',
  meta: { title: 'A post', date: '2026-12-01', author: 'Tess', summary: 'A summary.' },
};

/** Sources, one claim per source subset, verdicts whose passages and rules quote the sources, and findings that quote them too. */
function world(specs: readonly SourceSpec[], citations: readonly (readonly number[])[]): World {
  const sources = specs.map((spec, i): Source => ({
    id: `src${i}-${spec.title.length}`,
    uri: `ledger/sources/${i}-${spec.title}.txt`,
    title: spec.title,
    tier: spec.tier,
    sensitivity: spec.sensitivity,
    sha256: sha256Hex(spec.lines.join('\n') + i),
  }));
  const lines = new Map(sources.map((s, i) => [s.id, specs[i]?.lines ?? []]));
  const claims = citations.map((cited, k): Claim => ({
    id: `p/claim${k}`,
    draftId: 'p',
    text: `Claim number ${k} of the post.`,
    span: { start: k * 10, end: k * 10 + 5 },
    claimType: 'other',
    sourceRefs: [...new Set(cited)].flatMap((i) => (sources[i] ? [sources[i].id] : [])),
    inContextSourceIds: [],
    actor: 'Tess',
    origin: 'post',
    file: POST.file,
  }));
  const verdicts = claims.map((claim, k): Verdict => ({
    claimId: claim.id,
    status: 'grounded',
    disputed: false,
    assessments: claim.sourceRefs.map((id) => {
      const source = sources.find((s) => s.id === id) as Source;
      const quoted = lines.get(id)?.[k % (lines.get(id)?.length ?? 1)] ?? '';
      return {
        sourceId: id,
        sourceSha256: source.sha256,
        support: 'supported',
        reliance: 'pre_generation',
        status: 'grounded',
        assessor: 'test@0',
        rule: `the source says ${quoted}`,
        passage: { text: quoted, range: { start: 0, end: quoted.length } },
        score: 1,
      };
    }),
  }));
  const findings = verdicts.flatMap((v, k) =>
    v.assessments.map((a) =>
      finding(
        'gate1/disputed',
        { file: POST.file, line: k + 1, column: 1 },
        `${a.sourceId} (${sources.find((s) => s.id === a.sourceId)?.title ?? ''}): ${a.rule}`,
      ),
    ),
  );
  return { sources, lines, claims, verdicts, findings };
}

function runEvents(w: World): NewEvent[] {
  return [
    publishStarted(ctx, '/project'),
    ...w.sources.map((s) => sourceRegistered(ctx, s)),
    postCaptured(ctx, { ...POST, source: 'the post' }),
    ...w.claims.map((c) => claimCaptured(ctx, c)),
    ...w.verdicts.map((v) => claimAssessed(ctx, v)),
    gateDecided(
      ctx,
      1,
      'p',
      w.findings.map((f) => ({ ...f, severity: 'warning' })),
    ),
    publishCompleted(ctx, 'published', ['posts/p/index.html']),
  ];
}

/** A real audit log (SQLite, in memory) holding one run of the world. */
async function logOf(w: World): Promise<AuditLog> {
  const log = await openAuditLog(':memory:');
  await log.append(runEvents(w));
  return log;
}

/** The views of run RUN of the world, from a real log. */
async function viewsOf(w: World): Promise<RunProjections> {
  const log = await logOf(w);
  try {
    return await projectRun(log, RUN);
  } finally {
    await log.close();
  }
}

/** Every string in a JSON value, keys included. */
function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...leaves(v)]);
  return [];
}

/** The object keys of a JSON value: structure, not data. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  return [];
}

/** The windows of `text` of length n (the whole text when shorter). */
const windows = (text: string, n: number): string[] =>
  text.length <= n ? [text] : Array.from({ length: text.length - n + 1 }, (_, i) => text.slice(i, i + n));

const text = fc.string({ minLength: 1, maxLength: 24 });
const spec = fc.record({
  sensitivity: fc.constantFrom(...SENSITIVITIES),
  tier: fc.constantFrom(...SOURCE_TIERS),
  lines: fc.array(text, { minLength: 1, maxLength: 3 }),
  title: fc.stringMatching(/^[a-z]{3,10}$/),
});
const worlds = fc.array(spec, { minLength: 1, maxLength: 5 }).chain((specs) =>
  fc.tuple(
    fc.constant(specs),
    fc.array(fc.array(fc.nat({ max: specs.length - 1 }), { minLength: 1, maxLength: 3 }), {
      minLength: 1,
      maxLength: 4,
    }),
  ),
);

describe('the public projection (property)', () => {
  it('never holds a byte sequence unique to a non-public source, and does hold the public excerpts', async () => {
    const holds = async ([specs, citations]: [SourceSpec[], number[][]]): Promise<void> => {
      const w = world(specs, citations);
      const projected = (await viewsOf(w)).public;
      const out = leaves(projected);
      const shown = out.join('\u0000');
      const isPublic = (s: Source) => s.sensitivity === 'public';
      const material = (s: Source) => [s.id, s.title, s.uri, ...(w.lines.get(s.id) ?? [])];
      // What public output may legitimately hold: public sources, the post and its claims, hashes, tiers and fixed words.
      const allowed = [
        ...w.sources.filter(isPublic).flatMap(material),
        ...w.sources.filter(isPublic).map((s) => sourceCopyPath(s.sha256, s.uri)),
        ...w.sources.flatMap((s) => [s.sha256, s.tier]),
        ...w.claims.flatMap((c) => [c.id, c.text]),
        ...Object.values(POST.meta),
        POST.slug,
        // The fixed vocabulary of the projection's own fields (a kind, a status, a tier): words, not source data.
        'private source',
        'public',
        'private',
        'machine',
        'human',
        ...GROUNDING_STATUSES,
        ...SOURCE_TIERS,
        ...SENSITIVITIES,
        ...keysOf(projected),
        ...out.filter((leaf) => /^[0-9a-f]{64}$/.test(leaf)),
      ].join('\u0000');
      for (const source of w.sources.filter((s) => !isPublic(s))) {
        for (const piece of material(source)) {
          for (const window of windows(piece, 6)) {
            if (allowed.includes(window)) continue;
            expect(
              shown.includes(window),
              `"${window}" of ${source.sensitivity} source ${source.id} is in the public projection`,
            ).toBe(false);
          }
        }
      }
      const excerpts = projected.posts.flatMap((p) =>
        p.claims.flatMap((c) => c.sources.flatMap((s) => (s.kind === 'public' && s.excerpt ? [s.excerpt.text] : []))),
      );
      const expected = w.verdicts.flatMap((v) =>
        v.assessments
          .filter((a) => w.sources.find((s) => s.id === a.sourceId)?.sensitivity === 'public')
          .map((a) => a.passage?.text),
      );
      expect(excerpts).toEqual(expected);
    };
    await fc.assert(fc.asyncProperty(worlds, holds));
    // Seed 84498265 once found the field value "public" (a source kind) reported as a leak of a source line "bl".
    await holds([
      [
        { sensitivity: 'confidential', tier: 'measurement', lines: ['bl'], title: 'aaa' },
        { sensitivity: 'public', tier: 'measurement', lines: [' '], title: 'aaa' },
      ],
      [[1]],
    ]);
  });

  it('public findings never hold a byte sequence unique to a non-public source their post cites', async () => {
    fc.assert(
      fc.property(worlds, ([specs, citations]) => {
        const w = world(specs, citations);
        const captured = [{ post: { file: POST.file, slug: POST.slug }, claims: w.claims, citations: [] }];
        const shown = publicFindings(
          w.findings,
          findingTaintContext(captured, new Map(w.sources.map((s) => [s.id, s])), 'the audit log'),
        ).map((f) => f.message);
        const anyPrivate = w.claims.some((c) =>
          c.sourceRefs.some((id) => w.sources.find((s) => s.id === id)?.sensitivity !== 'public'),
        );
        if (anyPrivate) expect(shown.every((m) => m.includes('withheld from public output'))).toBe(true);
        else expect(shown).toEqual(w.findings.map((f) => f.message));
      }),
    );
  });
});

describe('projections of one run', () => {
  const w = world(
    [
      { sensitivity: 'public', tier: 'measurement', lines: ['cores: 8, memory: 32 GiB'], title: 'bench' },
      {
        sensitivity: 'confidential',
        tier: 'narrative',
        lines: ['CANARY-7c1e: the outage lasted 2 hours'],
        title: 'postmortem',
      },
    ],
    [[0], [1], [0, 1]],
  );

  it('public: a non-public source only as hash, tier and "private source"; public excerpts kept', async () => {
    const view = (await viewsOf(w)).public;
    const sources = view.posts[0]?.claims.flatMap((c) => c.sources) ?? [];
    expect(sources.filter((s) => s.kind === 'private')).toEqual([
      { kind: 'private', label: 'private source', tier: 'narrative', sha256: w.sources[1]?.sha256 },
      { kind: 'private', label: 'private source', tier: 'narrative', sha256: w.sources[1]?.sha256 },
    ]);
    expect(sources.filter((s) => s.kind === 'public').map((s) => s.kind === 'public' && s.excerpt)).toEqual([
      { text: 'cores: 8, memory: 32 GiB', sha256: sha256Hex('cores: 8, memory: 32 GiB') },
      { text: 'cores: 8, memory: 32 GiB', sha256: sha256Hex('cores: 8, memory: 32 GiB') },
    ]);
    expect(JSON.stringify(view)).not.toContain('CANARY-7c1e');
  });

  it('governance: every decision with hashes, and no source text, rule wording, title or finding message', async () => {
    const view = (await viewsOf(w)).governance;
    const json = JSON.stringify(view);
    for (const secret of ['CANARY-7c1e', 'cores: 8', 'postmortem', 'the source says', 'Claim number'])
      expect(json).not.toContain(secret);
    expect(view.claims.map((c) => c.status)).toEqual(['grounded', 'grounded', 'grounded']);
    expect(view.claims[1]?.assessments[0]).toMatchObject({
      sourceSha256: w.sources[1]?.sha256,
      support: 'supported',
      assessor: 'test@0',
      passageSha256: sha256Hex('CANARY-7c1e: the outage lasted 2 hours'),
    });
    expect(view.gates[0]?.findings[0]).toEqual({
      code: 'gate1/disputed',
      severity: 'warning',
      file: POST.file,
      line: 1,
      column: 1,
    });
  });

  it('trust: everything, with the non-public excerpts a clearance could cover', async () => {
    const view = (await viewsOf(w)).trust;
    expect(view.audience).toBe('internal');
    expect(JSON.stringify(view)).toContain('CANARY-7c1e');
    expect(view.clearable.map((c) => [c.claimId, c.sensitivity, c.excerptSha256])).toEqual([
      ['p/claim1', 'confidential', sha256Hex('CANARY-7c1e: the outage lasted 2 hours')],
      ['p/claim2', 'confidential', sha256Hex('CANARY-7c1e: the outage lasted 2 hours')],
    ]);
  });

  it('refuses to project from a log whose chain does not verify', async () => {
    // An attacker with the database file drops the guard trigger and relabels a private source as public.
    const dir = mkdtempSync(join(tmpdir(), 'warrant-tamper-'));
    const path = join(dir, 'audit.db');
    const writer = await openAuditLog(path);
    await writer.append(runEvents(w));
    const sensitive = (await eventsOf(writer)).find(
      (e) => e.type === 'source.registered' && JSON.stringify(e.payload).includes('postmortem'),
    );
    await writer.close();
    const db = new Database(path);
    db.exec('DROP TRIGGER events_no_update');
    db.prepare(
      'UPDATE events SET payload = replace(payload, \'"sensitivity":"confidential"\', \'"sensitivity":"public"\') WHERE seq = ?',
    ).run(sensitive?.seq ?? 0);
    db.close();
    const log = await openAuditLog(path);
    try {
      await expect(projectRun(log, RUN)).rejects.toThrowError(
        expect.objectContaining({ code: 'AUDIT_CHAIN_BROKEN' }) as WarrantError,
      );
    } finally {
      await log.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a payload that does not match its schema, and a run the log does not hold', async () => {
    const log = await logOf(w);
    await log.append([
      {
        id: 'odd',
        type: 'claim.assessed',
        actor: 'x',
        ts: ctx.ts,
        payload: { runId: RUN, claimId: 'p/claim0', gate: 1, status: 'probably' },
      },
    ]);
    await expect(projectRun(log, RUN)).rejects.toThrowError(
      expect.objectContaining({ code: 'AUDIT_SCHEMA_UNKNOWN' }) as WarrantError,
    );
    await log.close();
    const other = await logOf(w);
    await expect(projectRun(other, 'no-such-run')).rejects.toThrowError(
      expect.objectContaining({ code: 'AUDIT_SCHEMA_UNKNOWN' }) as WarrantError,
    );
    await other.close();
  });
});

describe('warrant projection', () => {
  it('prints each view of the latest run from a real audit database, and refuses an unknown view', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warrant-projection-'));
    const db = join(dir, 'audit.db');
    const log = await openAuditLog(db);
    await log.append(
      runEvents(
        world([{ sensitivity: 'secret', tier: 'record', lines: ['CANARY-51ab: 9 of them'], title: 'memo' }], [[0]]),
      ),
    );
    await log.close();
    const printed: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => (printed.push(chunk), true)) as typeof process.stdout.write;
    try {
      for (const view of ['public', 'governance', 'trust', 'everything']) {
        const program = new Command().option('--root <dir>').option('--format <format>', '', 'text').exitOverride();
        registerProjectionCommand(program);
        await program.parseAsync(['node', 'warrant', '--root', dir, 'projection', view, '--db', db]);
      }
    } finally {
      process.stdout.write = write;
      rmSync(dir, { recursive: true, force: true });
    }
    expect(printed).toHaveLength(3);
    expect(printed.map((p) => (JSON.parse(p) as { audience?: string }).audience)).toEqual([
      undefined,
      'governance',
      'internal',
    ]);
    expect(printed.map((p) => p.includes('CANARY-51ab'))).toEqual([false, false, true]);
    expect(process.exitCode).toBe(2);
    process.exitCode = 0;
  });
});
