// A TSV file read as a table, a long table's rows that a claim names by the same words, a systemd unit read as an INI
// file, and a setting's number with no unit that is the claim's time in seconds.
import { describe, expect, it } from 'vitest';
import { passagesOf } from '../../src/grounding/passages.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { linesSource, verdict } from './fixtures.js';

const tsv = linesSource('text/plain');

const writes = tsv('bench/taxi_writing.tsv', [
  'reading_package\tmanip_package\top\ttype\ttime\tsize',
  'vroom\tgzip\twriting\tprocess\t94.1\t1641999923',
  'vroom\tgzip\twriting\treal\t74.44\t1641999923',
  'vroom\tzstandard\twriting\tprocess\t22.16\t1641999923',
  'vroom\tzstandard\twriting\treal\t12.37\t1641999923',
  'readr\tgzip\twriting\treal\t120.16\t1641999923',
]);

describe('a TSV file', () => {
  it('is read as a table: its rows, its cells by column and row', () => {
    expect(passagesOf(writes).filter((p) => p.kind === 'row')).toHaveLength(5);
    expect(verdict('The file holds five measurement rows.', writes)[0]).toBe('supported');
    expect(verdict("readr's gzip write time was about 120 seconds.", writes)[0]).toBe('supported');
    expect(verdict("readr's gzip write time was 53.4 seconds.", writes)[0]).not.toBe('supported');
  });

  it('is known by its media type as well as by its name', () => {
    const typed = { ...writes, uri: 'bench/taxi_writing', mediaType: 'text/tab-separated-values' };
    expect(sourceModel(typed).units.filter((u) => u.kind === 'row')).toHaveLength(5);
  });

  it('leaves open which row a claim means that names two rows by the same words', () => {
    const [support, rule] = verdict("vroom's zstandard write came in at around 22 seconds of wall-clock time.", writes);
    expect(support).toBe('neutral');
    expect(rule).toContain('but the source also gives 12.37');
    const commas = { ...writes, uri: 'bench/taxi_writing.csv', text: writes.text.replaceAll('\t', ',') };
    expect(verdict("vroom's zstandard write came in at around 22 seconds of wall-clock time.", commas)[0]).toBe(
      'neutral',
    );
    // (Named by its type, the row is the one meant.)
    expect(verdict("vroom's zstandard write took 12.37 seconds of real time.", writes)[0]).toBe('supported');
  });
});

const unit = tsv('contrib/init/systemd/docker.service', [
  '[Unit]',
  'Description=Docker Application Container Engine',
  'Requires=docker.socket containerd.service',
  '',
  '[Service]',
  'Type=notify',
  'RestartSec=2',
  'Restart=always',
  '',
  '# Note that StartLimit* options were moved from "Service" to "Unit" in systemd 229.',
  'StartLimitBurst=3',
  '',
  '# Note that StartLimitInterval was renamed to StartLimitIntervalSec in systemd 230.',
  'StartLimitInterval=60s',
  '',
  '# kill only the docker process, not all processes in the cgroup',
  'KillMode=process',
]);

describe('a systemd unit', () => {
  it('is read as an INI file: each directive a setting of its section, the comments as prose', () => {
    expect(verdict('The start limit kicks in after three attempts within thirty seconds.', unit)).toEqual([
      'refuted',
      'the source gives 60s for "Service.StartLimitInterval" (docker.service:14), not thirty seconds',
    ]);
    expect(verdict('The restart delay is 2 seconds.', unit)[0]).toBe('supported');
    expect(verdict('The start limit burst is three attempts.', unit)[0]).toBe('supported');
    expect(verdict('StartLimit options were moved to the Unit section in systemd 229.', unit)[0]).toBe('supported');
  });
});

const pooler = tsv('etc/pgbouncer.ini', [
  '[pgbouncer]',
  ';; Close server connection if its been connected longer.',
  ';server_lifetime = 3600',
  '',
  ';; Close server connection if its not been used in this time.',
  ';server_idle_timeout = 600',
  '',
  ';; How long to wait before checking a server.',
  ';server_check_delay = 30',
  '',
  ';; Client connection is closed if the cancellation request is not assigned to a server in this time.',
  ';cancel_wait_timeout = 10',
]);

describe('a setting’s number with no unit', () => {
  it('is named as the claim’s time in seconds, for a person to check the unit', () => {
    expect(verdict('The commented server lifetime is 3,600 seconds.', pooler)).toEqual([
      'neutral',
      'the source gives 3600 for "pgbouncer.server_lifetime" with no unit, which is 3,600 seconds if it counts seconds; check the unit the file uses',
    ]);
  });

  it('is not named where the claim’s words fit another setting as well', () => {
    const [, rule] = verdict('A queued cancel request gets thirty seconds to find a server.', pooler);
    expect(rule).not.toContain('server_check_delay');
  });
});
