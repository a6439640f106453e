/** @module test/audit/store: the store contract against the SQLite store, and what only a SQLite file can get wrong. */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openAuditLog } from '../../src/audit/index.js';
import { genericEvents, rejectionCode, tempDir } from './helpers.js';
import { runStoreSuite } from './store-contract.js';
import { sqliteWorld } from './stores.js';

runStoreSuite(sqliteWorld, 10_007);

describe('sqlite store: opening a file', () => {
  it('refuses a database that is not an audit log, and a file that is not SQLite, with coded errors', async () => {
    const dir = tempDir();
    const other = join(dir, 'other.db');
    new Database(other).exec('CREATE TABLE notes (x TEXT)');
    expect(await rejectionCode(() => openAuditLog(other))).toBe('AUDIT_SCHEMA_UNKNOWN');
    const junk = join(dir, 'junk.db');
    copyFileSync(new URL(import.meta.url), junk);
    expect(await rejectionCode(() => openAuditLog(junk))).toBe('INPUT_UNREADABLE');
  });

  it('a read-only handle reads a log another handle keeps appending to', async () => {
    const path = join(tempDir(), 'audit.db');
    const writer = await openAuditLog(path);
    await writer.append(genericEvents(2));
    const reader = await openAuditLog(path, { readonly: true });
    await writer.append(genericEvents(3, 2));
    expect(await reader.size()).toBe(5);
    expect((await reader.verify()).ok).toBe(true);
    await reader.close();
    await writer.close();
  });
});
