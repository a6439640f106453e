// An nginx configuration read as fields (directives under their blocks, a map's entries, the "# Default:" above a
// directive as its default), a README's fenced TOML read as the file it shows, and the words a claim names them by.
import { describe, expect, it } from 'vitest';
import { nginxFields } from '../../src/grounding/nginx-file.js';
import { md, txt, verdict } from './fixtures.js';

const conf = txt('nginx/nginx.conf', [
  '# Run as a less privileged user.',
  '# Default: nobody nobody',
  'user www-data;',
  '',
  '# Maximum number of connections = worker_processes * worker_connections',
  '# Default: 1',
  'worker_processes auto;',
  '',
  '# Maximum number of open files per worker process.',
  '# Default: no limit',
  'worker_rlimit_nofile 8192;',
  '',
  'events {',
  '  # Should be < worker_rlimit_nofile.',
  '  # Default: 512',
  '  worker_connections 8000;',
  '}',
  '',
  'http {',
  '  # How long to allow each connection to stay idle.',
  '  # Default: 75s',
  '  keepalive_timeout 20s;',
  '',
  '  log_format main',
  '    \'$remote_addr - $remote_user [$time_local] "$request" \'',
  "    '$status $body_bytes_sent';",
  '',
  '  map $sent_http_content_type $x_frame_options {',
  '    ~*text/html DENY;',
  '  }',
  '}',
  '',
]);

describe('an nginx configuration', () => {
  it('reads each directive under its blocks, a directive over several lines, and a map entry under its variables', () => {
    const fields = nginxFields(conf.uri, conf.text)?.entries.filter((e) => !e.comment) ?? [];
    expect(fields.map((e) => `${e.path.join('.')}=${e.value}`)).toEqual([
      'user.default=nobody nobody',
      'user=www-data',
      'worker_processes.default=1',
      'worker_processes=auto',
      'worker_rlimit_nofile.default=no limit',
      'worker_rlimit_nofile=8192',
      'events.worker_connections.default=512',
      'events.worker_connections=8000',
      'http.keepalive_timeout.default=75s',
      'http.keepalive_timeout=20s',
      'http.log_format=main \'$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent\'',
      'http.map.$sent_http_content_type.$x_frame_options.~*text/html=DENY',
    ]);
    const timeout = fields.find((e) => e.path.join('.') === 'http.keepalive_timeout');
    expect(conf.text.slice(timeout?.valueStart, (timeout?.valueStart ?? 0) + 3)).toBe('20s');
  });

  it('is a .conf file named for nginx or holding its blocks, and nothing else', () => {
    expect(nginxFields('app.conf', 'server {\n  listen 8080;\n}\n')?.entries.map((e) => e.path.join('.'))).toEqual([
      'server.listen',
    ]);
    expect(nginxFields('app.conf', 'listen 8080;\n')).toBeUndefined();
    expect(nginxFields('nginx.txt', conf.text)).toBeUndefined();
  });

  it('checks a directive by its words, its default only when the claim speaks of it', () => {
    expect(
      verdict(
        'Each worker is allowed 8,000 simultaneous connections, more than fifteen times the default of 512.',
        conf,
      )[0],
    ).toBe('supported');
    expect(verdict('Each worker is allowed 9,000 simultaneous connections.', conf)).toEqual([
      'refuted',
      'the source gives 8000 for "events.worker_connections" (nginx.conf:16), not 9,000',
    ]);
    expect(verdict('By default each worker is allowed 8,000 connections.', conf)[0]).toBe('refuted');
    // ("keep-alive" names `keepalive_timeout`; "open-file limit" names `worker_rlimit_nofile`.)
    expect(verdict('Idle keep-alive connections are closed after twenty seconds.', conf)[0]).toBe('supported');
    expect(verdict('Idle keep-alive connections are closed after thirty seconds.', conf)[0]).toBe('refuted');
    expect(verdict('The open-file limit per worker sits at 8,192.', conf)[0]).toBe('supported');
  });
});

describe('a word written with a hyphen', () => {
  it('names a key written as one word: "keep-alive" is keepalive_timeout, not send_timeout', () => {
    const server = txt('site.conf', ['server {', '  keepalive_timeout 20s;', '  send_timeout 60s;', '}', '']);
    expect(verdict('The keep-alive timeout is twenty seconds.', server)[0]).toBe('supported');
  });
});

describe("a README's fenced TOML", () => {
  const readme = md('README.md', [
    '# Tokio',
    '',
    'Make sure you enable the full features of the tokio crate on Cargo.toml:',
    '',
    '```toml',
    '[dependencies]',
    'tokio = { version = "1.53.1", features = ["full"] }',
    '```',
    '',
    '```rust',
    'let mut buf = [0; 1024];',
    '```',
    '',
  ]);

  it('is read as the file it shows; other code is not read', () => {
    expect(verdict('The README pins tokio at version 1.52.0.', readme)).toEqual([
      'refuted',
      'the source gives 1.53.1 for "dependencies.tokio.version" (README.md:7), not 1.52.0',
    ]);
    expect(verdict('The example reads into a buffer of 1,024 bytes.', readme)[0]).not.toBe('supported');
  });

  it('and the comments of other code are read as text', () => {
    const docs = md('docs/filters.md', [
      '```sql',
      '# Though this filter is longer, its nesting depth is still 2',
      '(genre = "a" AND year = 1) OR (genre = "b" AND year = 3)',
      '```',
      '',
    ]);
    expect(verdict("The longer filter's nesting depth is still 2.", docs)[0]).toBe('supported');
    expect(verdict("The longer filter's nesting depth is 3.", docs)[0]).not.toBe('supported');
  });
});

describe('a word that opens a claim', () => {
  const list = md('README.md', ['## Related projects', '', '* axum', '* hyper', '* tonic', '']);

  it('is no name when it is a common English word: "Beyond this repository, ..."', () => {
    const [, why] = verdict('Beyond this repository, the README lists three related projects.', list);
    expect(why).not.toMatch(/Beyond/u);
  });
});
