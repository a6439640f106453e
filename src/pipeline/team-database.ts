/**
 * @module pipeline/team-database: prepare a PostgreSQL database for a team (`warrant audit init`): the audit log's
 * tables and triggers, the verdict cache's table, and the rights of the publishing and verifying roles.
 */
import { connectPostgres, isPostgresUrl } from '../adapters/postgres.js';
import { AUDIT_TABLES, openAuditLog } from '../audit/index.js';
import { grantTeamRoles } from '../audit/store-postgres.js';
import { WarrantError } from '../core/errors.js';
import { openPostgresVerdictCache, VERDICT_CACHE_TABLE } from '../grounding/index.js';

export interface TeamRoles {
  readonly publishers: readonly string[];
  readonly readers: readonly string[];
}

/** Create what is missing at `location` (a SQLite file needs no roles) and grant the roles; returns what it did. */
export async function initAuditStore(location: string, roles: TeamRoles): Promise<string[]> {
  const log = await openAuditLog(location);
  const done = [`the audit log at ${log.location} is ready (${await log.size()} events)`];
  await log.close();
  if (!isPostgresUrl(location)) {
    if (roles.publishers.length + roles.readers.length > 0)
      throw new WarrantError(
        'CONFIG_INVALID',
        'database roles (--publisher, --reader) apply to a postgres:// log only',
      );
    return done;
  }
  await (await openPostgresVerdictCache(location)).close();
  done.push('the verdict cache table is ready');
  const client = await connectPostgres(location, 'audit database');
  try {
    await grantTeamRoles(client, [...AUDIT_TABLES, VERDICT_CACHE_TABLE], roles);
  } catch (error) {
    throw new WarrantError(
      'DATABASE_FAILED',
      `granting the roles failed: ${error instanceof Error ? error.message : String(error)} (run this as the owner of the tables)`,
      { cause: error },
    );
  } finally {
    await client.end();
  }
  for (const role of roles.publishers)
    done.push(`${role} may append and read (INSERT, SELECT), never change or delete`);
  for (const role of roles.readers) done.push(`${role} may read (SELECT): enough for audit verify`);
  return done;
}
