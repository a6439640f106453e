/**
 * @module test/e2e/team-database: one audit log in PostgreSQL for a team: the sample blog published with `--db`,
 * two publishers at once with one killed mid-run, a writer killed inside its transaction, and the role split (a
 * publisher with INSERT and SELECT only publishes, and cannot change the log even with the triggers gone).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openAuditLog } from '../../src/audit/index.js';
import { copySampleBlog, REPO } from '../../scripts/temp-project.js';
import { postgresWorld, testPostgresUrl, withClient } from '../audit/stores.js';
import { CLI, warrantIn } from '../cli-run.js';
import { eventsOf } from '../log-events.js';

const url = await testPostgresUrl();
const TIMEOUT = 240_000;

/** Runs of the log: each run's events by type, in order. */
async function runsIn(location: string): Promise<Map<string, string[]>> {
  const log = await openAuditLog(location, { readonly: true });
  try {
    const runs = new Map<string, string[]>();
    for (const event of await eventsOf(log)) {
      const runId = (event.payload as { runId?: string } | null)?.runId;
      if (runId !== undefined) runs.set(runId, [...(runs.get(runId) ?? []), event.type]);
    }
    return runs;
  } finally {
    await log.close();
  }
}

describe.runIf(url !== undefined)('a team audit log in PostgreSQL', () => {
  const world = postgresWorld(url!);
  const blogs: { remove(): void }[] = [];
  afterAll(() => blogs.forEach((b) => b.remove()));
  const blog = (): string => {
    const copy = copySampleBlog();
    blogs.push(copy);
    return copy.root;
  };

  it(
    'publishes the sample blog with --db postgres://..., and audit verify verifies the log there',
    async () => {
      const db = await world.fresh();
      const root = blog();
      const published = await warrantIn(root, '--quiet', 'publish', '--db', db);
      expect(published.stderr).toBe('');
      expect(published.code).toBe(0);
      const verified = await warrantIn(root, 'audit', 'verify', '--db', db);
      expect(verified.stdout).toMatch(/^audit log ok: \d+ events, \d+ checkpoints verified/u);
      expect(verified.code).toBe(0);
      expect([...(await runsIn(db)).values()][0]?.at(-1)).toBe('publish.completed');
    },
    TIMEOUT,
  );

  it(
    'two publishers at once, one killed mid-run: the chain verifies and the survivor’s run is complete',
    async () => {
      const db = await world.fresh();
      await (await openAuditLog(db)).close();
      const start = (root: string): { child: ReturnType<typeof spawn>; done: Promise<number | null> } => {
        const child = spawn(process.execPath, [CLI, '--quiet', 'publish', '--db', db], { cwd: root, stdio: 'ignore' });
        return { child, done: new Promise((resolve) => child.on('close', (code) => resolve(code))) };
      };
      const [victim, survivor] = [start(blog()), start(blog())];
      // Kill one once both runs are in the log, i.e. mid-run: after publish.started, long before the build ends.
      for (let waited = 0; (await runsIn(db)).size < 2; waited += 100) {
        expect(waited, 'both publishers started').toBeLessThan(60_000);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      victim.child.kill('SIGKILL');
      expect(await victim.done).toBe(null);
      expect(await survivor.done).toBe(0);
      const log = await openAuditLog(db, { readonly: true });
      expect((await log.verify()).ok).toBe(true);
      await log.close();
      const runs = [...(await runsIn(db)).values()];
      expect(runs).toHaveLength(2);
      const [complete, cut] = runs[0]!.includes('publish.completed') ? [runs[0]!, runs[1]!] : [runs[1]!, runs[0]!];
      expect(complete[0]).toBe('publish.started');
      expect(complete.at(-1)).toBe('publish.completed');
      expect(complete).toContain('page.rendered');
      expect(cut[0]).toBe('publish.started');
      expect(cut).not.toContain('publish.completed');
    },
    TIMEOUT,
  );

  it('a writer killed inside its transaction leaves nothing of it behind, and the next append follows on', async () => {
    const db = await world.fresh();
    const writer = fileURLToPath(new URL('../audit/fixtures/crash-writer.ts', import.meta.url));
    // Two batches of 3 committed, then killed at step 2 of the third (after its rows were inserted, before COMMIT).
    const lines = await new Promise<string>((resolve) => {
      let out = '';
      const child = spawn(process.execPath, ['--import', 'tsx', writer, db, '3', '2', '2'], { cwd: REPO });
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('close', () => resolve(out));
    });
    expect(lines).toMatch(/committed 6\narmed wal=0\ndying 2 append.event/u);
    const log = await openAuditLog(db);
    expect(await log.verify()).toMatchObject({ ok: true, size: 6 });
    expect(
      await log.append([{ id: 'next', type: 'test.event', actor: 't', ts: '2026-01-01T00:00:00Z', payload: {} }]),
    ).toEqual([7]);
    expect((await log.verify()).ok).toBe(true);
    await log.close();
  }, 60_000);

  describe('the role split', () => {
    const suffix = `${process.pid}_${Date.now() % 100000}`;
    const [publisher, reader] = [`wt_publisher_${suffix}`, `wt_reader_${suffix}`];
    const as = (location: string, role: string): string => {
      const parsed = new URL(location);
      parsed.username = role;
      parsed.password = 'team-secret';
      return parsed.toString();
    };
    const admin = <T>(body: (client: pg.Client) => Promise<T>): Promise<T> => withClient(url!, body);
    afterAll(() =>
      admin(async (client) => {
        for (const role of [publisher, reader])
          await client.query(`DROP OWNED BY ${role}; DROP ROLE IF EXISTS ${role}`).catch(() => undefined);
      }),
    );

    it(
      'a publisher with INSERT and SELECT only publishes; with the triggers dropped it still cannot change the log',
      async () => {
        await admin((client) =>
          client.query(
            `CREATE ROLE ${publisher} LOGIN PASSWORD 'team-secret'; CREATE ROLE ${reader} LOGIN PASSWORD 'team-secret'`,
          ),
        );
        const db = await world.fresh();
        const root = blog();
        const init = await warrantIn(root, 'audit', '--db', db, 'init', '--publisher', publisher, '--reader', reader);
        expect(init.stderr).toBe('');
        expect(init.stdout).toContain(`${publisher} may append and read (INSERT, SELECT)`);

        // The publisher's URL (password included) comes from the environment, as a team's CI would set it.
        const env = { ...process.env, WARRANT_AUDIT_DB: as(db, publisher), WARRANT_VERDICT_CACHE: as(db, publisher) };
        const published = await new Promise<number | null>((resolve) =>
          spawn(process.execPath, [CLI, '--quiet', 'publish'], { cwd: root, env, stdio: 'ignore' }).on(
            'close',
            resolve,
          ),
        );
        expect(published).toBe(0);
        const verified = await warrantIn(root, 'audit', 'verify', '--db', as(db, reader));
        expect(verified.stdout).toMatch(/^audit log ok/u);
        const cached = await admin(async (client) =>
          client.query(
            `SELECT count(*)::int AS n FROM ${new URL(db).searchParams.get('options')!.split('=')[1]}.verdict_cache`,
          ),
        );
        expect(cached.rows[0].n).toBeGreaterThan(0);

        for (const trigger of ['events', 'merkle_nodes', 'checkpoints', 'schema_version'])
          await world.raw(db, `DROP TRIGGER ${trigger}_append_only ON ${trigger}`);
        const client = new pg.Client({ connectionString: as(db, publisher) });
        await client.connect();
        try {
          for (const sql of [
            `UPDATE events SET actor = 'mallory' WHERE seq = 2`,
            'DELETE FROM events WHERE seq = 2',
            'TRUNCATE events',
            `UPDATE checkpoints SET note = ''`,
            'DELETE FROM merkle_nodes',
          ])
            await expect(client.query(sql), sql).rejects.toThrow(/permission denied/u);
          await expect(client.query(`SELECT count(*) FROM events`)).resolves.toBeDefined();
        } finally {
          await client.end();
        }
        const broken = await warrantIn(root, 'audit', 'verify', '--db', as(db, reader));
        expect(broken.code).toBe(1);
        expect(broken.stdout).toMatch(/the append-only trigger \w+_append_only is missing or altered/u);
      },
      TIMEOUT,
    );
  });
});
