// A setting a claim names by what the file's comment says of it ("the monitoring port" of `DEFAULT_HTTP_PORT`, whose
// comment calls it so), and "default", which names what a setting is out of the box more than a block called so.
import { describe, expect, it } from 'vitest';
import { linesSource, verdict } from './fixtures.js';

const consts = linesSource('text/x-go')('server/const.go', [
  'const (',
  '\t// DEFAULT_PORT is the default port for client connections.',
  '\tDEFAULT_PORT = 4222',
  '',
  '\t// DEFAULT_HTTP_PORT is the default monitoring port.',
  '\tDEFAULT_HTTP_PORT = 8222',
  '',
  '\t// DEFAULT_LEAFNODE_PORT is the default port for remote leafnode connections.',
  '\tDEFAULT_LEAFNODE_PORT = 7422',
  ')',
]);

describe('a setting named by its description', () => {
  it('is the one the claim means, among settings whose keys the claim names alike', () => {
    expect(
      verdict('The monitoring port, 8222, sits exactly four thousand above the default client port.', consts),
    ).toEqual(['supported', 'the source states 8222 (const.go:6), four thousand (const.go:3)']);
    expect(verdict('The default monitoring port is 8223.', consts)).toEqual([
      'refuted',
      'the source gives 8222 for "DEFAULT HTTP PORT" (const.go:6), not 8223',
    ]);
  });

  it('is not named by the words of the claim’s own value', () => {
    const rq = linesSource('text/x-python')('rq/defaults.py', [
      'DEFAULT_SCHEDULER_FALLBACK_PERIOD = 120',
      '""" The amount in seconds it will take for a new scheduler',
      'to pickup tasks after a scheduler has died. """',
      '',
      'DEFAULT_MAINTENANCE_TASK_INTERVAL = 10 * 60',
      '""" The interval to run maintenance tasks',
      'in seconds. Defaults to 10 minutes. """',
    ]);
    expect(verdict('If a scheduler dies, a replacement picks up its tasks after three minutes.', rq)[1]).not.toContain(
      'MAINTENANCE',
    );
  });
});

describe('"default"', () => {
  const blocks = linesSource('application/yaml')('config/database.yml', [
    'default:',
    '  adapter: postgresql',
    '  pool: 5',
    'production:',
    '  pool: 20',
    '  port: 5432',
  ]);

  it('names a block called so no more than other words name a setting', () => {
    expect(verdict('The production port is 5433.', blocks)[1]).toBe(
      'the source gives 5432 for "production.port" (database.yml:6), not 5433',
    );
    // (Not the pool of the block called `default`: the claim says "port".)
    expect(verdict('The default port is 5433.', blocks)[1]).not.toContain('default.pool');
  });
});
