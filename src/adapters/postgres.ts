/**
 * @module adapters/postgres: connecting to PostgreSQL (node-postgres) for the team stores: URLs, a connection that
 * fails with a message instead of an unhandled error event, and database errors as WarrantErrors without the password.
 */
import pg from 'pg';
import { WarrantError } from '../core/errors.js';

/** Is this store location a PostgreSQL connection URL (rather than a file path)? */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(?:ql)?:\/\//i.test(location);
}

/** Does the URL carry a password? */
export function hasPassword(url: string): boolean {
  try {
    return new URL(url).password !== '';
  } catch {
    return false;
  }
}

/** The URL without its password, for messages and records. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(an unparsable URL)';
  }
}

/** A database error as a WarrantError naming the database and what failed, never the password. */
export function databaseError(where: string, what: string, error: unknown): WarrantError {
  if (error instanceof WarrantError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new WarrantError('DATABASE_FAILED', `${what} in ${where} failed: ${message}`, { cause: error });
}

/**
 * Connect to `url`. Session limits keep a stuck peer from hanging this process: waiting for a lock (the chain head)
 * gives up after 60 s, and a transaction left idle for 60 s (its writer frozen) is ended by the server.
 */
export async function connectPostgres(url: string, purpose: string): Promise<pg.Client> {
  const where = redactedUrl(url);
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 10_000,
    application_name: `warrant ${purpose}`,
  });
  // A connection lost while idle is reported on the next query; without a listener it would crash the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query("SET lock_timeout = '60s'; SET idle_in_transaction_session_timeout = '60s'");
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new WarrantError(
      'INPUT_UNREADABLE',
      `cannot connect to the ${purpose} at ${where}: ${error instanceof Error ? error.message : String(error)}; check the URL, that the server runs, and the password (PGPASSWORD or the URL)`,
      { cause: error },
    );
  }
  return client;
}
