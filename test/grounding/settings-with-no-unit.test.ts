// A claimed amount with a unit against a setting whose number has none ("timeout: 10"): when it is the one the claim names.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

const yaml = (uri: string, lines: string[]): { uri: string; mediaType: string; text: string; title: string } => ({
  uri,
  mediaType: 'application/yaml',
  text: [...lines, ''].join('\n'),
  title: '',
});

describe('a setting whose number has no unit', () => {
  const timeouts = yaml('config.yaml', [
    'database:',
    '  connect_timeout: 10',
    '  timeouts:',
    '    read: 30 seconds',
    '    write: 45 seconds',
  ]);

  it('is named better than the timeouts that match and differ: the claim cannot be checked against it', () => {
    expect(verdict('The database connect timeout is 30 seconds.', timeouts)).toEqual([
      'neutral',
      'the source gives 10 for "database.connect_timeout" with no unit to check 30 seconds against',
    ]);
  });

  it('named as well as the other timeouts leaves the choice between those', () => {
    const tied = yaml('config.yaml', [
      'database:',
      '  timeout: 10',
      '  timeouts:',
      '    read: 30 seconds',
      '    write: 45 seconds',
    ]);
    expect(verdict('The database timeout is 30 seconds.', tied)).toEqual([
      'neutral',
      '"30 seconds" fits 30 seconds for "database.timeouts.read" (config.yaml:4), but the source also gives 45 seconds for "database.timeouts.write" (config.yaml:5) where the claim\'s words fit as well; say which one the claim means',
    ]);
  });

  it('is not said of a table column, which gives its values as they are', () => {
    const services = csv('services.csv', ['service,timeout,retries', 'api,10,3', 'web,45,2', '']);
    expect(verdict('The api timeout is 30 seconds.', services)).toEqual([
      'neutral',
      'the source does not state 30 seconds (said of: api, timeout, seconds)',
    ]);
  });

  it('is not said of a share, which is no amount of a unit', () => {
    expect(verdict('The memory limit is 512 MB.', yaml('values.yaml', ['memory:', '  limit: 80%']))).toEqual([
      'neutral',
      'the source does not state 512 MB (said of: memory, limit, MB)',
    ]);
  });
});
