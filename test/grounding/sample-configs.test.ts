// A sample INI file read with its comments (settings commented out are the defaults it shows), a default a sentence
// gives in words, a paragraph's earlier sentences as a sentence's context, the setting a claim names by all its words,
// a value refuted only by what another of the claim’s values states, and a count that no one entry of a map gives.
import { describe, expect, it } from 'vitest';
import { iniFields } from '../../src/grounding/ini-file.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { linesSource, md, txt, verdict } from './fixtures.js';

const ini = linesSource('text/plain');

const pooler = ini('etc/pgbouncer.ini', [
  ';; database name = connect string',
  '[databases]',
  '',
  ';; access to dest database will go with single user',
  ';forcedb = host=localhost port=300 user=baz password=foo',
  '',
  '[pgbouncer]',
  '',
  ';; IP address or * which means all IPs',
  'listen_addr = localhost',
  'listen_port = 6432',
  '',
  ';; any, trust, plain, md5, cert, hba, ldap, pam',
  'auth_type = md5',
  '',
  ';; The number of computational iterations to be performed when',
  ';; encrypting a password using SCRAM-SHA-256.',
  ';scram_iterations = 4096',
  '',
  ';; log error messages pooler sends to clients',
  ';log_pooler_errors = 1',
  '',
  ';; Close server connection if its been connected longer.',
  ';server_lifetime = 3600',
  '',
  ';; Max number of connections to one database.',
  ';max_db_connections = 0',
  '',
  ';; log if client connects or server connection is made',
  ';log_connections = 1',
  '',
  ';; buffer for streaming packets',
  ';pkt_buf = 4096',
  '',
  ';; man 2 listen',
  ';listen_backlog = 128',
  '',
  ';pool_mode = statement',
  'pool_mode = session',
]);

describe('a sample INI file', () => {
  it('reads a setting commented out as the value the sample shows, under its section, and the comment above it as what it is about', () => {
    const read = iniFields(pooler.uri, pooler.text);
    const scram = read?.entries.find((e) => e.path.join('.') === 'pgbouncer.scram_iterations');
    expect(scram).toMatchObject({ value: '4096', commented: true });
    expect(scram?.about).toContain('encrypting a password using SCRAM-SHA-256');
    // A value that is a string of settings itself is an example of an entry, no default.
    expect(read?.entries.some((e) => e.path.join('.') === 'databases.forcedb')).toBe(false);
    // A setting both set and commented out is the one set.
    expect(read?.entries.filter((e) => e.path.join('.') === 'pgbouncer.pool_mode').map((e) => e.value)).toEqual([
      'session',
    ]);
    // The comments are prose, their marks left out.
    expect(read?.entries.some((e) => e.comment && e.value === 'any, trust, plain, md5, cert, hba, ldap, pam')).toBe(
      true,
    );
    expect(iniFields('etc/pgbouncer.txt', pooler.text)).toBeUndefined();
    expect(iniFields('empty.ini', ';; nothing set here')).toBeUndefined();
  });

  it('gives its settings and its comments in the file’s order', () => {
    const starts = iniFields(pooler.uri, pooler.text)?.entries.map((e) => e.range.start) ?? [];
    expect(starts.length).toBeGreaterThan(10);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('counts what a sample sets, and not what it shows commented out', () => {
    const sample = ini('sample.ini', ['[server]', 'port = 8080', 'host = localhost', ';workers = 4', ';backlog = 128']);
    expect(verdict('The server section sets two options.', sample)[0]).toBe('supported');
  });

  it('counts what a file that shows no settings commented out sets, as no sample’s defaults', () => {
    const plain = ini('server.ini', ['[server]', 'port = 8080', 'host = localhost', 'workers = 4']);
    expect(iniFields(plain.uri, plain.text)?.entries.some((e) => e.commented)).toBe(false);
    expect(verdict('The server section sets three options.', plain)[0]).toBe('supported');
  });

  it('grounds a default the sample shows, and what it sets, as what one gets out of the box', () => {
    expect(
      verdict('By default the pooler performs 4096 iterations when hashing a password with SCRAM.', pooler)[0],
    ).toBe('supported');
    expect(verdict('Out of the box, the sample binds the pooler to localhost on port 6432.', pooler)[0]).toBe(
      'supported',
    );
    // (Not the 300 of a connect string commented out as an example.)
    expect(verdict('The sample listens on port 300.', pooler)[0]).not.toBe('supported');
  });

  it('refutes by the setting the claim names by all its words, not by settings that share one word with it', () => {
    expect(verdict('The listen backlog is set to 4,096 pending connections.', pooler)).toEqual([
      'refuted',
      'the source gives 128 for "pgbouncer.listen_backlog" (pgbouncer.ini:36), not 4,096',
    ]);
  });

  it('reads a log switch of 0 or 1 as on or off, no number', () => {
    const model = sourceModel(pooler);
    const logged = model.facts.find((f) => f.label === 'pgbouncer.log_connections');
    expect(logged?.value).toEqual({ kind: 'name', name: '1' });
    expect(model.facts.find((f) => f.label === 'pgbouncer.max_db_connections')?.value.kind).toBe('quantity');
  });
});

describe('a default a sentence gives in words', () => {
  const limits = md('pcre2limits.md', [
    'There is no limit to the number of parenthesized groups, but there is a limit to the depth of nesting of',
    'parenthesized subpatterns of all kinds. This is imposed in order to limit the amount of system stack used at',
    'compile time. The default limit can be specified when PCRE2 is built; if not, the default is set to 250.',
    '',
    'The maximum length for the name defaults to 128 code units.',
    '',
    'The default limit for lookbehind branches is set at compile time, defaulting to 255.',
  ]);

  it('reads "the default is set to" and "defaulting to" as a default, and the paragraph as what the sentence is about', () => {
    expect(verdict('Nesting depth defaults to 250.', limits)[0]).toBe('supported');
    expect(verdict('The name length defaults to 128 code units.', limits)[0]).toBe('supported');
  });
});

describe('a value refuted only by what another of the claim’s values states', () => {
  const pool = txt('src/config.rs', [
    '/// Sets the maximum lifetime of connections in the pool.',
    '///',
    '/// If set, connections will be closed after existing for at most 30 seconds',
    '/// beyond this duration.',
    '///',
    '/// Defaults to 30 minutes.',
  ]);

  it('is no refutation where the source value is the claim’s other one, stated exactly', () => {
    const [support, rule] = verdict(
      'Since the lifetime limit is only enforced to within thirty seconds, a connection can reach an age of up to 1,830 seconds before it is closed.',
      pool,
    );
    expect(support).toBe('neutral');
    expect(rule).toContain("which is the claim's thirty seconds");
  });

  it('still refutes a value the other one only bounds', () => {
    const voters = txt('evidence.txt', [
      'Victorian voters elect 50 representatives to the Parliament, including 38 members of the House of Representatives.',
    ]);
    // ("less than 50" is borne out by the sentence's 38, which refutes the claim's 37 all the same.)
    expect(
      verdict(
        'Victorians choose less than 50 representatives that includes 37 members of the House of Representatives.',
        voters,
      ),
    ).toEqual([
      'refuted',
      'the source gives 38 for "Victorian voters elect 50 representatives to the Parliament, including 38 members of the House of Representatives." (evidence.txt:1), not 37',
    ]);
  });
});

describe('a count the claim makes of a map’s entries', () => {
  const action = linesSource('application/yaml')('action.yml', [
    'inputs:',
    '  repository:',
    '    default: ${{ github.repository }}',
    '  fetch-depth:',
    "    description: 'Number of commits to fetch. 0 indicates all history for all branches and tags.'",
    '    default: 1',
    '  lfs:',
    '    default: false',
    '  submodules:',
    '    default: false',
  ]);

  it('is no value of one entry: `inputs.fetch-depth.default: 1` counts no inputs', () => {
    expect(
      verdict('Counting across the whole file, ten inputs ship with a plain true or false default.', action)[0],
    ).not.toBe('refuted');
    expect(verdict('The fetch depth defaults to 1.', action)[0]).toBe('supported');
  });
});
