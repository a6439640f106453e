/** @module test/grounding/engine: the decision table through the engine, missing and changed sources, disputes, caching, configuration. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WarrantError } from '../../src/core/errors.js';
import type { GroundingStatus } from '../../src/core/model.js';
import {
  createGroundingEngine,
  DETERMINISTIC_ASSESSOR,
  MemoryVerdictCache,
  openSqliteVerdictCache,
  relianceOf,
  verdictCacheKey,
  type CachedSupport,
  type VerdictCache,
} from '../../src/grounding/index.js';
import { claim, source, sourceMap } from './fixtures.js';
import { codeHash, verdictCodeHash } from '../../src/grounding/code-version.js';

const report = source('report', 'By the end of the season the outbreak had caused 3,737 cases in total.');
const weather = source('weather', 'The weather in the region was mild all year.');

describe('the nine cells of the decision table', () => {
  const supportedClaim = 'The outbreak caused 3,737 cases.';
  const refutedClaim = 'The outbreak caused more than 3,780 cases.';
  const rows: { support: string; text: string; src: typeof report }[] = [
    { support: 'supported', text: supportedClaim, src: report },
    { support: 'refuted', text: refutedClaim, src: report },
    { support: 'neutral', text: supportedClaim, src: weather },
  ];
  const reliances = [
    { reliance: 'pre_generation', overrides: (id: string) => ({ inContextSourceIds: [id] }) },
    { reliance: 'support_only', overrides: () => ({ inContextSourceIds: [], origin: 'evidence-table' as const }) },
    { reliance: 'unverifiable', overrides: () => ({ inContextSourceIds: [] }) },
  ];
  const expected: Record<string, Record<string, GroundingStatus>> = {
    supported: { pre_generation: 'grounded', support_only: 'weak', unverifiable: 'unverifiable' },
    refuted: { pre_generation: 'refuted', support_only: 'refuted', unverifiable: 'unverifiable' },
    neutral: { pre_generation: 'ungrounded', support_only: 'ungrounded', unverifiable: 'unverifiable' },
  };
  for (const row of rows) {
    for (const r of reliances) {
      it(`${row.support} x ${r.reliance} -> ${expected[row.support]?.[r.reliance]}`, async () => {
        const engine = await createGroundingEngine({ tiers: ['deterministic'] });
        const verdict = await engine.ground(claim(row.text, [row.src.id], r.overrides(row.src.id)), sourceMap(row.src));
        expect(verdict.assessments[0]?.support).toBe(row.support);
        expect(verdict.assessments[0]?.reliance).toBe(r.reliance);
        expect(verdict.status).toBe(expected[row.support]?.[r.reliance]);
        await engine.close();
      });
    }
  }
});

describe('createGroundingEngine', () => {
  it('treats a cited source that is not loaded as unverifiable, never verified', async () => {
    const engine = await createGroundingEngine({ tiers: ['deterministic'] });
    const verdict = await engine.ground(
      claim('The outbreak caused 3,737 cases.', ['report', 'ghost']),
      sourceMap(report),
    );
    expect(verdict.assessments.find((a) => a.sourceId === 'ghost')?.status).toBe('unverifiable');
    expect(verdict.status).toBe('grounded');
    const alone = await engine.ground(claim('The outbreak caused 3,737 cases.', ['ghost']), sourceMap(report));
    expect(alone.status).toBe('unverifiable');
  });

  it('refuses a source whose text no longer matches its pinned hash', async () => {
    const engine = await createGroundingEngine({ tiers: ['deterministic'] });
    const tampered = { ...report, text: report.text.replace('3,737', '3,790') };
    const verdict = await engine.ground(
      claim('The outbreak caused more than 3,780 cases.', ['report']),
      sourceMap(tampered),
    );
    expect(verdict.status).toBe('unverifiable');
    expect(verdict.assessments[0]?.rule).toContain('pinned SHA-256');
  });

  it('rolls up over sources and flags a dispute when they disagree', async () => {
    const engine = await createGroundingEngine({ tiers: ['deterministic'] });
    const other = source('other', 'Officials counted 3,812 cases caused by the outbreak.');
    const verdict = await engine.ground(
      claim('The outbreak caused more than 3,780 cases.', ['report', 'other']),
      sourceMap(report, other),
    );
    expect(verdict.assessments.map((a) => a.support)).toEqual(['refuted', 'supported']);
    expect(verdict.status).toBe('grounded');
    expect(verdict.disputed).toBe(true);
  });

  it('records which tier decided and why', async () => {
    const engine = await createGroundingEngine({ tiers: ['deterministic'] });
    const verdict = await engine.ground(
      claim('The outbreak caused more than 3,780 cases.', ['report']),
      sourceMap(report),
    );
    expect(verdict.assessments[0]?.assessor).toBe(DETERMINISTIC_ASSESSOR);
    expect(verdict.assessments[0]?.rule).toMatch(/^the source gives 3,737 for /u);
    expect(engine.groundingCapable).toBe(true);
  });

  it('rejects invalid configuration with CONFIG_INVALID', async () => {
    for (const bad of [
      { tiers: [] },
      { tiers: ['nli'] },
      { tiers: ['judge'] },
      { tiers: ['deterministic', 'deterministic'] },
      { tiers: ['oracle'] },
    ]) {
      await expect(createGroundingEngine(bad as never)).rejects.toSatisfy(
        (e: unknown) => e instanceof WarrantError && e.code === 'CONFIG_INVALID',
      );
    }
    await expect(
      createGroundingEngine({
        tiers: ['judge'],
        judge: { url: 'http://127.0.0.1:9/v1', model: 'm', apiKeyEnv: 'WARRANT_TEST_NO_SUCH_KEY' },
      }),
    ).rejects.toSatisfy((e: unknown) => e instanceof WarrantError && e.code === 'CONFIG_INVALID');
  });
});

describe('relianceOf', () => {
  it('never upgrades an evidence-table claim', () => {
    expect(relianceOf({ origin: 'evidence-table', inContextSourceIds: ['a'] }, 'a')).toBe('support_only');
    expect(relianceOf({ origin: 'post', inContextSourceIds: ['a'] }, 'a')).toBe('pre_generation');
    expect(relianceOf({ origin: 'ledger', inContextSourceIds: ['a'] }, 'b')).toBe('unverifiable');
  });
});

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function countingCache(inner: VerdictCache): VerdictCache & { sets: number; hits: number } {
  const c = {
    sets: 0,
    hits: 0,
    async get(key: string) {
      const v = await inner.get(key);
      if (v) c.hits += 1;
      return v;
    },
    async set(key: string, value: CachedSupport) {
      c.sets += 1;
      await inner.set(key, value);
    },
    close: () => inner.close(),
  };
  return c;
}

describe.each([
  ['memory', () => new MemoryVerdictCache()],
  [
    'sqlite',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'warrant-cache-'));
      dirs.push(dir);
      return openSqliteVerdictCache(join(dir, 'cache.db'));
    },
  ],
])('verdict cache (%s)', (_name, make) => {
  const value: CachedSupport = {
    support: 'supported',
    assessor: 'deterministic@1',
    rule: 'r',
    score: 1,
    passage: { text: 'p', range: { start: 0, end: 1 } },
  };

  it('stores and returns an assessment by key', async () => {
    const cache = make();
    const key = verdictCacheKey({
      claimText: 'c',
      sourceSha256: 'a'.repeat(64),
      assessors: ['deterministic@1'],
      configHash: 'h',
      codeHash: 'x',
    });
    expect(await cache.get(key)).toBeUndefined();
    await cache.set(key, value);
    expect(await cache.get(key)).toEqual(value);
    await cache.close();
  });

  it('lets an unchanged claim skip re-assessment, and a changed one not', async () => {
    const cache = countingCache(make());
    const engine = await createGroundingEngine({ tiers: ['deterministic'] }, { cache });
    const c = claim('The outbreak caused 3,737 cases.', ['report']);
    await engine.ground(c, sourceMap(report));
    const again = await engine.ground(c, sourceMap(report));
    expect(cache.hits).toBe(1);
    expect(again.status).toBe('grounded');
    await engine.ground({ ...c, text: 'The outbreak caused 3,738 cases.' }, sourceMap(report));
    expect(cache.sets).toBe(2);
    await engine.close();
    await cache.close();
  });
});

describe('an engine with no cache', () => {
  it('assesses every claim afresh and reaches the same verdicts', async () => {
    const engine = await createGroundingEngine({ tiers: ['deterministic'] }, { cache: null });
    const c = claim('The outbreak caused 3,737 cases.', ['report']);
    expect((await engine.ground(c, sourceMap(report))).status).toBe('grounded');
    expect((await engine.ground(c, sourceMap(report))).status).toBe('grounded');
    expect((await engine.ground({ ...c, text: 'The outbreak caused 3,738 cases.' }, sourceMap(report))).status).toBe(
      'refuted',
    );
    await engine.close();
  });
});

describe('verdict cache key', () => {
  it('changes with each of its parts', () => {
    const base = { claimText: 'c', sourceSha256: 's', assessors: ['deterministic@1'], configHash: 'h', codeHash: 'x' };
    const key = verdictCacheKey(base);
    expect(verdictCacheKey({ ...base, claimText: 'd' })).not.toBe(key);
    expect(verdictCacheKey({ ...base, sourceSha256: 't' })).not.toBe(key);
    expect(verdictCacheKey({ ...base, assessors: ['deterministic@2'] })).not.toBe(key);
    expect(verdictCacheKey({ ...base, configHash: 'i' })).not.toBe(key);
    expect(verdictCacheKey({ ...base, codeHash: 'y' })).not.toBe(key);
  });

  it('is keyed by the code that made the verdict: a change to one byte of the assessor code is a cache miss', async () => {
    const src = join(import.meta.dirname, '../../src');
    const copy = mkdtempSync(join(tmpdir(), 'warrant-code-'));
    dirs.push(copy);
    cpSync(src, copy, { recursive: true });
    const before = codeHash(copy);
    expect(codeHash(copy)).toBe(before);
    expect(verdictCodeHash()).toBe(codeHash(src));
    const file = join(copy, 'grounding/engine.ts');
    writeFileSync(file, `${readFileSync(file, 'utf8')} `);
    const after = codeHash(copy);
    expect(after).not.toBe(before);

    const cache = countingCache(new MemoryVerdictCache());
    const c = claim('The outbreak caused 3,737 cases.', ['report']);
    const old = await createGroundingEngine({ tiers: ['deterministic'] }, { cache, codeHash: before });
    await old.ground(c, sourceMap(report));
    await old.ground(c, sourceMap(report));
    expect(cache.hits).toBe(1);
    const upgraded = await createGroundingEngine({ tiers: ['deterministic'] }, { cache, codeHash: after });
    await upgraded.ground(c, sourceMap(report));
    expect(cache.hits).toBe(1);
    expect(cache.sets).toBe(2);
  });

  it('SQLite: persists across opens and refuses another schema version', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warrant-cache-'));
    dirs.push(dir);
    const path = join(dir, 'cache.db');
    const first = openSqliteVerdictCache(path);
    await first.set('k', { support: 'refuted', assessor: 'a', rule: 'r', score: 0.5 });
    await first.close();
    const second = openSqliteVerdictCache(path);
    expect((await second.get('k'))?.support).toBe('refuted');
    await second.close();
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(path);
    db.pragma('user_version = 99');
    db.close();
    expect(() => openSqliteVerdictCache(path)).toThrow(expect.objectContaining({ code: 'CACHE_SCHEMA_UNKNOWN' }));
  });
});
