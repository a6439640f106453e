/** @module test/audit/store-postgres: the store contract against the PostgreSQL store (a server from WARRANT_TEST_PG_URL). */
import { describe } from 'vitest';
import { runStoreSuite } from './store-contract.js';
import { postgresWorld, testPostgresUrl } from './stores.js';

const url = await testPostgresUrl();

describe.runIf(url !== undefined)('postgres', () => {
  runStoreSuite(postgresWorld(url!), 4_099);
});
