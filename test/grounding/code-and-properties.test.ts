// Files of code and Java properties read as fields: a constant's value worked out (a Go duration, a size from 1024s, a
// unit its docstring gives), a properties file's dotted keys and banner sections, a file of `directive value` lines,
// what their comments say of them, and a limit the claim gives.
import { describe, expect, it } from 'vitest';
import { codeConstantFields } from '../../src/grounding/code-constants.js';
import { directiveFields } from '../../src/grounding/directive-file.js';
import { propertiesFields } from '../../src/grounding/properties-file.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { counts, txt, verdict } from './fixtures.js';

const goConst = txt('server/const.go', [
  'package server',
  '',
  'import "time"',
  '',
  'const (',
  '\t// VERSION is the current version for the server.',
  '\tVERSION = "2.15.0-dev"',
  '',
  '\t// DEFAULT_PORT is the default port for client connections.',
  '\tDEFAULT_PORT = 4222',
  '',
  '\t// MAX_PAYLOAD_SIZE is the maximum allowed payload size.',
  '\tMAX_PAYLOAD_SIZE = (1024 * 1024)',
  '',
  '\t// DEFAULT_MAX_CONNECTIONS is the default maximum connections allowed.',
  '\tDEFAULT_MAX_CONNECTIONS = (64 * 1024)',
  '',
  '\t// TLS_TIMEOUT is the TLS wait time.',
  '\tTLS_TIMEOUT = 2 * time.Second',
  '',
  '\t// DEFAULT_PING_INTERVAL is how often pings are sent to clients.',
  '\tDEFAULT_PING_INTERVAL = 2 * time.Minute',
  '',
  '\t// DEFAULT_LAME_DUCK_GRACE_PERIOD is the grace period before closing clients.',
  '\tDEFAULT_LAME_DUCK_GRACE_PERIOD = 10 * time.Second',
  '',
  '\t// DEFAULT_FETCH_TIMEOUT is the account fetch timeout.',
  '\tDEFAULT_FETCH_TIMEOUT = 1900 * time.Millisecond',
  '',
  '\t// DEFAULT_ROUTE_POOL_SIZE is the route default pool size.',
  '\tDEFAULT_ROUTE_POOL_SIZE = 3',
  '',
  '\t// LEN_CR_LF holds onto the computed size.',
  '\tLEN_CR_LF = len(CR_LF)',
  ')',
  '',
  'func formatRevision(revision string) string {',
  '\tcount := 7',
  '\treturn revision[:count]',
  '}',
  '',
]);

const pyDefaults = txt('rq/defaults.py', [
  "DEFAULT_JOB_CLASS = 'rq.job.Job'",
  '""" The path for the default Job class to use.',
  'Defaults to the main `Job` class within the `rq.job` module',
  '"""',
  '',
  'DEFAULT_WORKER_TTL = 420',
  '""" The default Time To Live (TTL) for the Worker in seconds',
  'Defines the effective timeout period for a worker',
  '"""',
  '',
  'DEFAULT_RESULT_TTL = 500',
  '""" The Time To Live (TTL) in seconds to keep job results',
  'Means that the results will be expired from Redis',
  '"""',
  '',
  'DEFAULT_JOB_MONITORING_INTERVAL = 30',
  '""" The interval in seconds for Job monitoring',
  '"""',
  '',
  'DEFAULT_MAINTENANCE_TASK_INTERVAL = 10 * 60',
  '""" The interval to run maintenance tasks',
  'in seconds. Defaults to 10 minutes.',
  '"""',
  '',
  "SUPPORTED_BACKENDS = ('redis', 'valkey', 'dragonfly')",
  '',
  'def helper():',
  '    timeout = 5',
  '    return timeout',
  '',
]);

const kafka = txt('config/kraft/server.properties', [
  '############################# Server Basics #############################',
  '',
  '# The role of this server. Setting this puts us in KRaft mode',
  'process.roles=broker,controller',
  '',
  "# The node id associated with this instance's roles",
  'node.id=1',
  '',
  '############################# Socket Server Settings #############################',
  '',
  'listeners=PLAINTEXT://:9092,CONTROLLER://:9093',
  '',
  '# The number of threads that the server uses for receiving requests from the network',
  'num.network.threads=3',
  '',
  '# The send buffer (SO_SNDBUF) used by the socket server',
  'socket.send.buffer.bytes=102400',
  '',
  '############################# Log Retention Policy #############################',
  '',
  '# The minimum age of a log file to be eligible for deletion due to age',
  'log.retention.hours=168',
  '',
  '# A size-based retention policy for logs.',
  '#log.retention.bytes=1073741824',
  '',
  '# The interval at which log segments are checked to see if they can be deleted',
  'log.retention.check.interval.ms=300000',
  '',
]);

describe('the constants of a file of code', () => {
  it('reads constant declarations, works out their values, and leaves code and calls alone', () => {
    const go = codeConstantFields(goConst.uri, goConst.text)?.entries.filter((e) => !e.comment) ?? [];
    expect(go.map((e) => `${e.path.join('.')}=${e.value}`)).toEqual([
      'VERSION=2.15.0-dev',
      'DEFAULT_PORT=4222',
      'MAX_PAYLOAD_SIZE=1048576 bytes',
      'DEFAULT_MAX_CONNECTIONS=65536',
      'TLS_TIMEOUT=2 seconds',
      'DEFAULT_PING_INTERVAL=2 minutes',
      'DEFAULT_LAME_DUCK_GRACE_PERIOD=10 seconds',
      'DEFAULT_FETCH_TIMEOUT=1900 milliseconds',
      'DEFAULT_ROUTE_POOL_SIZE=3',
    ]);
    const port = go.find((e) => e.path[0] === 'DEFAULT_PORT');
    expect(goConst.text.slice(port?.valueStart, (port?.valueStart ?? 0) + 4)).toBe('4222');
    expect(port?.about).toBe('DEFAULT_PORT is the default port for client connections.');
    const py = codeConstantFields(pyDefaults.uri, pyDefaults.text)?.entries.filter((e) => !e.comment) ?? [];
    expect(py.map((e) => `${e.path.join('.')}=${e.value}`)).toEqual([
      'DEFAULT_JOB_CLASS=rq.job.Job',
      'DEFAULT_WORKER_TTL=420 seconds',
      'DEFAULT_RESULT_TTL=500 seconds',
      'DEFAULT_JOB_MONITORING_INTERVAL=30 seconds',
      'DEFAULT_MAINTENANCE_TASK_INTERVAL=600 seconds',
      'SUPPORTED_BACKENDS=redis, valkey, dragonfly',
    ]);
    expect(py.at(-1)?.items).toEqual(['redis', 'valkey', 'dragonfly']);
    expect(codeConstantFields('notes.txt', pyDefaults.text)).toBeUndefined();
    expect(codeConstantFields('main.go', 'package main\n\nfunc main() {}\n')).toBeUndefined();
  });

  it('reads a C macro with a block comment after it, and the block comment above it, as what it is about', () => {
    const header = codeConstantFields(
      'read.h',
      [
        '/* When an error occurs, the err flag is set',
        ' * to hold the type of error. */',
        '#define REDIS_ERR_IO 1 /* Error in read or write */',
        '#define REDIS_ERR_EOF 3 /* End of file */',
        '',
        '/* Default max unused reader buffer. */',
        '#define REDIS_READER_MAX_BUF (1024*16)',
      ].join('\n'),
    )?.entries.filter((e) => !e.comment);
    expect(header?.map((e) => [e.path.join('.'), e.value, e.about])).toEqual([
      [
        'REDIS_ERR_IO',
        '1',
        'When an error occurs, the err flag is set to hold the type of error. Error in read or write',
      ],
      // (Not the line above, a macro whose comment ends that line.)
      ['REDIS_ERR_EOF', '3', 'End of file'],
      ['REDIS_READER_MAX_BUF', '16384 bytes', 'Default max unused reader buffer.'],
    ]);
  });

  it('reads the declarations of other languages: Rust, TypeScript, Java, C, and constants set from constants', () => {
    const values = (uri: string, lines: string[]): string[] =>
      (codeConstantFields(uri, lines.join('\n'))?.entries ?? [])
        .filter((e) => !e.comment)
        .map((e) => `${e.path.join('.')}=${e.value}`);
    expect(
      values('src/limits.rs', [
        'pub const MAX_RETRIES: u32 = 5;',
        'const TIMEOUT: Duration = Duration::from_secs(30);',
        'pub(crate) static BUFFER_SIZE: usize = 8 * 1024;',
      ]),
    ).toEqual(['MAX_RETRIES=5', 'TIMEOUT=30 seconds', 'BUFFER_SIZE=8192 bytes']);
    expect(
      values('src/config.ts', [
        'export const DEFAULT_TIMEOUT_MS = 30_000;',
        'export const RETRIES = DEFAULT_TIMEOUT_MS / 10000; // three tries',
        "const name = 'warrant';",
        '  let inner = 4;',
      ]),
    ).toEqual(['DEFAULT_TIMEOUT_MS=30000', 'RETRIES=3', 'name=warrant']);
    expect(
      values('Limits.java', ['  public static final int MAX_LINE = 1 << 12;', '  private final int count = 2;']),
    ).toEqual(['MAX_LINE=4096']);
    // (A comment mark inside quotes is the string's; a list's commas inside quotes are its items'; brackets go on.)
    expect(values('m.py', ['NAME = "a # b"  # note', 'PAIRS = ["x, y", "z"]', 'N = (2 +', '  3)'])).toEqual([
      'NAME=a # b',
      'PAIRS=x, y, z',
      'N=5',
    ]);
    // (An entry of a struct or an object written out, with a literal value: Rust's Default, a defaults object.)
    expect(
      values('src/config.rs', [
        'impl Default for Builder {',
        '    fn default() -> Builder {',
        '        Builder {',
        '            max_size: 10,',
        '            min_idle: None,',
        '            idle_timeout: Some(Duration::from_secs(10 * 60)),',
        '            error_handler: Box::new(LoggingErrorHandler),',
        '        }',
        '    }',
        '}',
        'pub struct Config { pub max_size: u32 }',
      ]),
    ).toEqual(['max_size=10', 'idle_timeout=600 seconds']);
    expect(values('limits.h', ['#define MAX_PATH 4096', '#define NAME "warrant"'])).toEqual([
      'MAX_PATH=4096',
      'NAME=warrant',
    ]);
  });

  it('checks claims against the constants, by their comments too', () => {
    expect(verdict('The default client port is 4222.', goConst)[0]).toBe('supported');
    expect(verdict('Both the TLS wait time defaults to two seconds.', goConst)[0]).not.toBe('refuted');
    expect(verdict('The TLS wait time is two seconds.', goConst)[0]).toBe('supported');
    expect(verdict('The TLS wait time is five seconds.', goConst)).toEqual([
      'refuted',
      'the source gives 2 seconds for "TLS TIMEOUT" (const.go:19), not five seconds',
    ]);
    expect(verdict('Pings go out to clients every two minutes.', goConst)[0]).toBe('supported');
    expect(verdict('The default connection limit works out to 65,536 connections.', goConst)[0]).toBe('supported');
    expect(verdict('The account fetch timeout is 1.9 seconds.', goConst)[0]).toBe('supported');
    expect(verdict('A worker lives for 420 seconds by default.', pyDefaults)[0]).toBe('supported');
    // (The docstring says what the constant is about: "job results ... expired from Redis" is the result TTL's.)
    expect(verdict('Job results stay in Redis for 500 seconds.', pyDefaults)[0]).toBe('supported');
    expect(verdict('Job results stay in Redis for 300 seconds.', pyDefaults)[0]).toBe('refuted');
    expect(verdict('Maintenance tasks run every ten minutes.', pyDefaults)[0]).toBe('supported');
    expect(verdict('Three backends are supported.', pyDefaults)[0]).toBe('supported');
    // (A value compared with a setting the claim names whole is worked out from the two.)
    expect(
      verdict('Maintenance tasks run every ten minutes, twenty times the job monitoring interval.', pyDefaults)[0],
    ).toBe('supported');
    expect(
      verdict('Maintenance tasks run every ten minutes, ten times the job monitoring interval.', pyDefaults)[0],
    ).not.toBe('supported');
    // (A release named with its stage in words is the pre-release: "2.15.0, with a dev suffix" is "2.15.0-dev".)
    expect(verdict('The server is version 2.15.0, carrying a dev suffix.', goConst)[0]).toBe('supported');
    expect(verdict('The server is version 2.15.0.', goConst)[0]).toBe('refuted');
    expect(verdict('The server is version 2.15.0, a beta.', goConst)[0]).toBe('refuted');
  });
});

describe('a Java properties file', () => {
  it('reads its settings by their dotted keys, and its commented-out settings as prose', () => {
    const fields = propertiesFields(kafka.uri, kafka.text)?.entries ?? [];
    expect(fields.filter((e) => !e.comment).map((e) => `${e.path.join('.')}=${e.value}`)).toEqual([
      'process.roles=broker,controller',
      'node.id=1',
      'listeners=PLAINTEXT://:9092,CONTROLLER://:9093',
      'num.network.threads=3',
      'socket.send.buffer.bytes=102400',
      'log.retention.hours=168',
      'log.retention.check.interval.ms=300000',
    ]);
    expect(fields.some((e) => e.comment && e.value.includes('log.retention.bytes=1073741824'))).toBe(true);
    expect(propertiesFields('config/server.conf', kafka.text)).toBeUndefined();
    expect(propertiesFields('a.properties', '# only a comment\n')).toBeUndefined();
    expect(propertiesFields('a.properties', 'a.b = one \\\n  two\n')?.entries[0]?.value).toBe('one two');
  });

  it('counts its settings, in all and in each banner section', () => {
    expect(counts(sourceModel(kafka))).toEqual(
      expect.arrayContaining(['settings (number of entries) = 7', 'Server Basics (number of entries) = 2']),
    );
  });

  it('checks claims against the settings, in the units their keys give', () => {
    expect(verdict('Logs are kept for 168 hours, which works out to a full week.', kafka)[0]).toBe('supported');
    expect(verdict('The socket send buffer is 102,400 bytes, exactly 100 KiB.', kafka)[0]).toBe('supported');
    expect(verdict('The broker gets three network threads.', kafka)[0]).toBe('supported');
    expect(verdict('The broker checks for segments eligible for deletion every thirty seconds.', kafka)).toEqual([
      'refuted',
      'the source gives 300000 for "log.retention.check.interval.ms" (server.properties:28), not thirty seconds',
    ]);
    expect(verdict('The broker checks for segments eligible for deletion every five minutes.', kafka)[0]).toBe(
      'supported',
    );
  });
});

const sentinel = txt('sentinel.conf', [
  '# By default Sentinel will not be reachable from interfaces different than',
  '# localhost.',
  'protected-mode no',
  '',
  '# The port that this sentinel instance will run on',
  'port 26379',
  '',
  '# sentinel monitor <master-name> <ip> <redis-port> <quorum>',
  'sentinel monitor mymaster 127.0.0.1 6379 2',
  '',
  '# Number of milliseconds the master should be unreachable. Default is 30 seconds.',
  'sentinel down-after-milliseconds mymaster 30000',
  '',
  '# How many replicas we can reconfigure to point to the new replica simultaneously during the failover.',
  'sentinel parallel-syncs mymaster 1',
  '',
  '# Specifies the failover timeout in milliseconds.',
  'sentinel failover-timeout mymaster 180000',
  '',
  '# syslog-enabled no',
  '# syslog-ident sentinel',
  'logfile ""',
  '',
]);

describe('a configuration of directives', () => {
  it('reads each directive, by its name and the word after it where the file repeats the name', () => {
    const fields = directiveFields(sentinel.uri, sentinel.text)?.entries ?? [];
    expect(fields.filter((e) => !e.comment).map((e) => `${e.path.join('.')}=${e.value}`)).toEqual([
      'protected-mode=no',
      'port=26379',
      'sentinel.monitor=mymaster 127.0.0.1 6379 2',
      'sentinel.down-after-milliseconds=mymaster 30000',
      'sentinel.parallel-syncs=mymaster 1',
      'sentinel.failover-timeout=mymaster 180000',
      'logfile=',
    ]);
    expect(fields.find((e) => e.path.join('.') === 'port')?.about).toBe(
      'The port that this sentinel instance will run on',
    );
    expect(fields.some((e) => e.comment && e.value.includes('syslog-enabled no'))).toBe(true);
    // (Not a file of another form: INI sections and `key = value`, or nginx's blocks and semicolons.)
    expect(directiveFields('app.conf', '[main]\nport = 80\nhost = a\n')).toBeUndefined();
    expect(directiveFields('site.conf', 'server {\n  listen 80;\n}\n')).toBeUndefined();
    expect(directiveFields('notes.txt', sentinel.text)).toBeUndefined();
    // (A number its comment gives a unit, "in milliseconds", is in it.)
    expect(directiveFields('x.conf', '# The timeout in milliseconds.\ntimeout 500\nport 1\n')?.entries[1]?.value).toBe(
      '500 milliseconds',
    );
  });

  it('checks claims against the directives', () => {
    expect(verdict('The sample listens on port 26379.', sentinel)[0]).toBe('supported');
    expect(verdict('The sample listens on port 26380.', sentinel)[0]).toBe('refuted');
    expect(verdict('A failover may resynchronise two replicas at the same time.', sentinel)[0]).not.toBe('supported');
  });
});

describe('a limit the claim gives', () => {
  const limits = txt('limits.md', [
    '| Plan | Public storage |',
    '| --- | --- |',
    '| Free | 100GB |',
    '| PRO | Up to 10TB included |',
    '| Team | 12TB base |',
    '',
    'The maximum number of files per folder cannot exceed 10k files per folder.',
    '',
  ]);

  it('is the limit the source gives, not any limit above it', () => {
    expect(verdict('PRO gets as much as 10TB of public storage.', limits)[0]).toBe('supported');
    expect(verdict('PRO gets as much as 12TB of public storage.', limits)[0]).toBe('refuted');
    expect(verdict('For folders, the advice is to stay under 100,000 files each.', limits)[0]).not.toBe('supported');
  });
});

describe('a sentence of prose that gives another number', () => {
  const notes = txt('sentinel-notes.txt', [
    'The notification script is called with just two arguments: the event type and the event description.',
    '',
    'The client reconfiguration script is handed the master name, its role, its state and four addresses.',
    '',
  ]);

  it('refutes only a claim whose words it says, not one about something it does not name', () => {
    expect(verdict('The notification script is called with three arguments.', notes)[0]).toBe('refuted');
    expect(verdict('The client reconfiguration script is handed seven arguments, up to the new port.', notes)[0]).toBe(
      'neutral',
    );
  });
});

describe('a value the source says something fails with', () => {
  const docs = txt('config.rs', [
    '/// Sets the idle timeout used by the pool.',
    '///',
    '/// Panics if `idle_timeout` is the zero `Duration`.',
    '',
    '/// `build` no longer raises an error when the pool is empty.',
    '',
  ]);

  it('leaves to a person a claim that says another outcome, and passes one that says it fails', () => {
    expect(verdict('Passing a zero `Duration` for the idle timeout simply switches that timeout off.', docs)).toEqual([
      'neutral',
      'the source says "Panics" where it gives zero (config.rs:3), and the claim does not; check what it says happens',
    ]);
    expect(verdict('Passing a zero `Duration` for the idle timeout makes the builder panic.', docs)[0]).toBe(
      'supported',
    );
  });
});
