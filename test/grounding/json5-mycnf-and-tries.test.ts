// JSON5 (a `renovate.json5`: keys without quotes, strings in single quotes, comments) read as JSON is, MySQL's `my.cnf`
// read as an INI file, "retried up to 2 times" as a count of tries, a Java version written "17+" as the name's, and a
// preposition after a number ("3306 through a socket") as no thing it counts.
import { describe, expect, it } from 'vitest';
import { parseJsonWithOffsets } from '../../src/grounding/json-offsets.js';
import { extractQuantities } from '../../src/grounding/quantities.js';
import { linesSource, verdict } from './fixtures.js';

describe('JSON5', () => {
  it('reads keys without quotes and strings in single quotes, in place', () => {
    const text = "{ schedule: ['before 8am on tuesday'], // a comment\n  'enabled': false, limit: 2, }";
    const root = parseJsonWithOffsets(text);
    expect(root?.kind).toBe('object');
    const entries = root?.kind === 'object' ? root.entries : [];
    expect(entries.map((e) => e.key)).toEqual(['schedule', 'enabled', 'limit']);
    const schedule = entries[0]?.value;
    expect(schedule?.kind === 'array' ? schedule.items[0] : undefined).toMatchObject({
      kind: 'scalar',
      value: 'before 8am on tuesday',
      start: 13,
      end: 36,
    });
    expect(parseJsonWithOffsets('{ \'it\\\'s\': "a \\"b\\"" }')).toMatchObject({
      entries: [{ key: "it's", value: { value: 'a "b"' } }],
    });
  });

  it('reads a renovate.json5 as fields, its comments as text, and a version a comment gives as the name’s', () => {
    const renovate = linesSource('text/plain')('renovate.json5', [
      '{',
      "  extends: ['config:best-practices'],",
      '  packageRules: [',
      '    {',
      '      // junit 6+ requires Java 17+',
      "      matchPackageNames: ['org.junit:**', 'org.junit.jupiter:**', 'org.junit.platform:**'],",
      "      matchUpdateTypes: ['major'],",
      '      enabled: false,',
      '    },',
      '  ],',
      '}',
    ]);
    expect(
      verdict('JUnit majors are blocked across three package patterns, since JUnit 6 needs Java 17.', renovate)[0],
    ).not.toBe('refuted');
    expect(verdict('The rule matches three package names.', renovate)[0]).toBe('supported');
  });
});

describe('a MySQL option file', () => {
  const mycnf = linesSource('text/plain')('my.cnf', [
    '[client]',
    'port                           = 3306',
    'socket                         = /var/tmp/mysql.sock',
    '',
    '[mysqld]',
    'max-connections = 100',
    'innodb-flush-log-at-trx-commit = 2',
  ]);

  it('reads each setting under its section, and a port through a socket as the port', () => {
    expect(verdict('Clients connect on the classic port 3306 through a socket file under /var/tmp.', mycnf)[0]).toBe(
      'supported',
    );
    expect(verdict('Log flushing at transaction commit is set to 1.', mycnf)).toEqual([
      'refuted',
      'the source gives 2 for "mysqld.innodb-flush-log-at-trx-commit" (my.cnf:7), not 1',
    ]);
  });
});

describe('how many tries', () => {
  it('reads "retried up to 3 times" as a count, and "three times the default" as a ratio', () => {
    const read = (text: string): [string, string][] => extractQuantities(text).map((q) => [q.text, q.dimension]);
    expect(read('Retry failed tests up to 2 times in CI')).toEqual([['up to 2 times', 'count']]);
    expect(read('a failing test is retried three times')).toEqual([['three times', 'count']]);
    expect(read('retries are three times the default')).toEqual([['three times', 'ratio']]);
    expect(read('it is 6.7 times what the other allows')).toEqual([['6.7 times', 'ratio']]);
  });
});
