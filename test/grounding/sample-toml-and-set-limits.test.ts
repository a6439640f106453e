// A sample TOML file whose settings are commented out, a duration written Go's way ("10m"), a setting's fraction
// against a condition set off past it ("once more than 80 percent"), "a week" and "half an hour" as times, a ratio the
// claim gives beside both of its values, a setting named under a section of the same word, "every" where the source
// says "each", a switch its key's "enable-" names, and a bound that several settings keep.
import { describe, expect, it } from 'vitest';
import { iniFields } from '../../src/grounding/ini-file.js';
import { extractQuantities, fieldDuration } from '../../src/grounding/quantities.js';
import { linesSource, verdict } from './fixtures.js';

const toml = linesSource('application/toml');

const pd = toml('conf/config.toml', [
  '# PD Configuration.',
  '',
  '# client-urls = "http://127.0.0.1:2379"',
  '# peer-urls = "http://127.0.0.1:2380"',
  '',
  '[schedule]',
  '## Controls the size limit of Region Merge.',
  '# max-merge-region-size = 54',
  '## Controls the time interval between the split and merge operations on the same Region.',
  '# split-merge-interval = "1h"',
  '## When PD fails to receive the heartbeat from a store after the specified period of time,',
  '## it adds replicas at other nodes.',
  '# max-store-down-time = "30m"',
  '## Controls the time interval between write hot regions info into leveldb',
  '# hot-regions-write-interval= "10m"',
  '## The day of hot regions data to be reserved. 0 means close.',
  '# hot-regions-reserved-days= 7',
  '## The number of Leader scheduling tasks performed at the same time.',
  '# leader-schedule-limit = 4',
  '## The number of Region scheduling tasks performed at the same time.',
  '# region-schedule-limit = 2048',
  '## The number of Replica scheduling tasks performed at the same time.',
  '# replica-schedule-limit = 64',
  '## The threshold ratio above which the capacity of the store is insufficient.',
  '# low-space-ratio = 0.8',
  '',
  '[replication]',
  '## The number of replicas for each Region.',
  '# max-replicas = 3',
  '## For example:',
  '## isolation-level = "zone"',
  '# isolation-level = ""',
  '## Whether or not to enable placement rules.',
  '# enable-placement-rules = true',
]);

describe('a sample TOML file', () => {
  it('reads the settings commented out as the sample’s, and an example in its prose, marked otherwise, as none', () => {
    const read = iniFields(pd.uri, pd.text);
    expect(read?.entries.find((e) => e.path.join('.') === 'replication.max-replicas')).toMatchObject({
      value: '3',
      commented: true,
      shown: true,
    });
    // (`## isolation-level = "zone"` is marked as the prose is, not as the settings are.)
    expect(read?.entries.filter((e) => e.path.join('.') === 'replication.isolation-level').map((e) => e.value)).toEqual(
      [''],
    );
  });

  it('grounds a setting the sample shows as what one gets by default', () => {
    expect(verdict('Every region keeps three replicas by default.', pd)[0]).toBe('supported');
    expect(verdict('Every region keeps five replicas by default.', pd)).toEqual([
      'refuted',
      'the source gives 3 for "replication.max-replicas" (config.toml:29), not five',
    ]);
  });
});

describe('a duration written Go’s way', () => {
  it('reads "10m" as ten minutes where the key names a time, and a lone "m" as no minute elsewhere', () => {
    expect(fieldDuration('hot regions write interval', '10m')?.value).toBe(600);
    expect(fieldDuration('cpu', '500m')).toBeUndefined();
    expect(fieldDuration('max store down time', '1h30m')).toMatchObject({ dimension: 'time', value: 5400 });
    expect(fieldDuration('anything', '500ms')?.value).toBe(0.5);
  });

  it('grounds a time against it, and refutes another', () => {
    expect(verdict('Hot-region statistics get written out every ten minutes and are kept for a week.', pd)[0]).toBe(
      'supported',
    );
    expect(
      verdict('A store has to stay silent for a full hour before the scheduler starts adding replicas.', pd),
    ).toEqual(['refuted', 'the source gives 30m for "schedule.max-store-down-time" (config.toml:13), not a full hour']);
  });
});

describe('one of a unit of time in words', () => {
  const read = (text: string): [string, number][] => extractQuantities(text).map((q) => [q.text, q.value]);

  it('reads "for a week", "a full hour" and "half an hour before" as those times', () => {
    expect(read('logs are kept for a week')).toEqual([['a week', 604800]]);
    expect(read('silent for a full hour')).toEqual([['a full hour', 3600]]);
    expect(read('wait half an hour before retrying')).toEqual([['half an hour', 1800]]);
    // ("Over a year" may be during it, and "once a week" is how often.)
    expect(read('over a year')).toEqual([]);
    expect(read('once a week')).toEqual([]);
  });
});

describe('a condition set off past a setting', () => {
  it('grounds "once more than 80 percent" by a threshold of 0.8, and refutes a bound well inside it', () => {
    expect(verdict('A store counts as short on space once more than 80 percent of it is used.', pd)[0]).toBe(
      'supported',
    );
    expect(verdict('A store counts as short on space once more than 70 percent of it is used.', pd)).toEqual([
      'refuted',
      'the source gives 0.8 for "schedule.low-space-ratio" (config.toml:25), not more than 70 percent',
    ]);
  });
});

describe('a ratio the claim gives beside both of its values', () => {
  it('is worked out from those two, not from two other settings that happen to make it', () => {
    expect(
      verdict('Region scheduling may run 2,048 tasks at once, sixteen times the replica limit of 64.', pd),
    ).toEqual(['neutral', "the claim's own 2,048 and 64 make 32 times, not sixteen times; check the arithmetic"]);
    expect(
      verdict('Region scheduling may run 2,048 tasks at once, thirty-two times the replica limit of 64.', pd)[0],
    ).toBe('supported');
  });
});

describe('a switch and a count a section shares a word with', () => {
  it('refutes a switch its key names with "enable-" said the other way', () => {
    expect(verdict('Every region keeps three replicas by default, and placement rules come switched off.', pd)).toEqual(
      ['refuted', 'the source sets "replication.enable-placement-rules" to true (config.toml:34), not off'],
    );
    expect(verdict('Every region keeps three replicas, and placement rules come switched on.', pd)[0]).toBe(
      'supported',
    );
  });

  it('reads "every" as said where the setting’s comment says "each"', () => {
    const plain = toml('plain.toml', ['[replication]', 'max-replicas = 3']);
    expect(verdict('Every region keeps three replicas.', plain)[1]).toContain('"every"');
  });
});

describe('a bound that several settings keep', () => {
  const compose = linesSource('application/yaml')('docker-compose.yml', [
    'services:',
    '  redis:',
    '    healthcheck:',
    '      interval: 3s',
    '      timeout: 10s',
    '      retries: 10',
  ]);

  it('names none of them: which one the claim means is open', () => {
    expect(verdict('The stack becomes healthy in under a minute.', compose)).toEqual([
      'neutral',
      'the source gives several values that fit "under a minute": 3s for "services.redis.healthcheck.interval" (docker-compose.yml:4), 10s for "services.redis.healthcheck.timeout" (docker-compose.yml:5); say which one the claim means',
    ]);
  });
});
