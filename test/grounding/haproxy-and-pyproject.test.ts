// An HAProxy configuration read by its sections (a timeout with no unit in milliseconds, a bound port, the backends
// counted), a gap the claim measures against a setting it names, a comment inside a TOML array, a number inside a list
// item of words, a word ordinal against a port, and a comment that is a unit alone.
import { describe, expect, it } from 'vitest';
import { unitInComment } from '../../src/grounding/comments.js';
import { readConfig } from '../../src/grounding/config-entries.js';
import { haproxyFields } from '../../src/grounding/haproxy-file.js';
import { linesSource, verdict } from './fixtures.js';

const cfg = linesSource('text/plain');

const haproxy = cfg('haproxy.cfg', [
  'global',
  '    maxconn 20000',
  '',
  'defaults',
  '    mode    http',
  '    timeout connect 5000',
  '    timeout client  50000',
  '    timeout server  50000',
  '',
  'frontend web',
  '    bind *:9080',
  '    default_backend backend_public',
  '',
  '# Backend bridging with the agent',
  'backend backend_agent',
  '    timeout server  3m',
  '    server node-auth spoe:8081 check',
  '',
  'backend backend_public',
  '    server node-public public:80 check',
  '',
  'backend backend_app',
  '    server node-protected-app app:80 check',
]);

describe('an HAProxy configuration', () => {
  it('reads each directive under its section, a timeout with no unit in milliseconds, and the ports apart', () => {
    const read = haproxyFields(haproxy.uri, haproxy.text);
    const value = (path: string): string | undefined =>
      read?.entries.find((e) => e.path.join('.') === path && !e.comment)?.value;
    expect(value('global.maxconn')).toBe('20000');
    expect(value('defaults.timeout.connect')).toBe('5000 ms');
    expect(value('frontend.web.bind.port')).toBe('9080');
    expect(value('backend.backend_agent.server.node-auth')).toBe('check');
    expect(value('backend.backend_agent.server.node-auth.port')).toBe('8081');
    expect(read?.tables.map((t) => t.path.join('.'))).toEqual(['frontend', 'backend']);
    expect(haproxyFields('proxy.cfg', haproxy.text)).toBeUndefined();
  });

  it('grounds its settings, counts its backends, and reads a port as no rank', () => {
    expect(verdict('The global section caps the process at twenty thousand concurrent connections.', haproxy)[0]).toBe(
      'supported',
    );
    expect(verdict('The client timeout is ten times the connect timeout.', haproxy)[0]).toBe('supported');
    expect(verdict('Behind that frontend sit four backends.', haproxy)).toEqual([
      'refuted',
      'the source gives 3 entries for "backend (number of entries)" (haproxy.cfg:15), not four',
    ]);
    expect(verdict('The first protected application answers on its own.', haproxy)[0]).not.toBe('refuted');
  });

  it('works a gap the claim measures against a setting out from it, and leaves a wrong one to a person', () => {
    expect(
      verdict(
        'The agent backend gives its server three minutes, which is 130 seconds more than the default server timeout.',
        haproxy,
      )[0],
    ).toBe('supported');
    expect(
      verdict(
        'The agent backend gives its server three minutes, which is 100 seconds more than the default server timeout.',
        haproxy,
      ),
    ).toEqual([
      'neutral',
      'the claim measures 100 seconds against "defaults.timeout.server", which the source gives as 50000 ms, and its own values do not make it; check the arithmetic',
    ]);
  });
});

describe('a TOML array and its items', () => {
  const pyproject = linesSource('application/toml')('pyproject.toml', [
    '[project]',
    'classifiers = [',
    '  "Development Status :: 5 - Production/Stable",',
    '  "Programming Language :: Python :: 3.10",',
    ']',
    '',
    '[dependency-groups]',
    'tests = [',
    "  # For regression test to ensure cloudpickle compat doesn't break.",
    '  "cloudpickle",',
    '  "hypothesis",',
    ']',
    'lint = ["ruff>=0.16", "prek>=0.4"]',
  ]);

  it('reads a comment inside an array as no part of it, so a quote in it opens nothing', () => {
    const entries = readConfig(pyproject.text).entries.map((e) => `${e.path.join('.')} = ${e.value}`);
    expect(entries).toContain('dependency-groups.tests = [cloudpickle, hypothesis]');
    expect(entries.some((e) => e.startsWith('dependency-groups.lint = '))).toBe(true);
  });

  it('reads a number inside an item of words as that item’s, for a claim that names it', () => {
    expect(verdict('The ignore list shrank by about a dozen entries since the project began.', pyproject)[0]).not.toBe(
      'refuted',
    );
    expect(verdict('The project’s development status is 5.', pyproject)[0]).toBe('supported');
  });
});

describe('a comment that is a unit alone', () => {
  it('gives the setting before it its unit', () => {
    expect(unitInComment('milliseconds')).toBe('milliseconds');
    expect(unitInComment(' ms ')).toBe('milliseconds');
    expect(unitInComment('wait a little longer')).toBeUndefined();
  });
});

describe('the places and shapes of an HAProxy configuration’s directives', () => {
  const lines = [
    'global',
    '    # log 127.0.0.1 local1 notice',
    '    maxconn 20000',
    'defaults',
    '    option  httplog',
    '    timeout connect 5000',
    '    timeout client 50s',
    'frontend web',
    '    # every interface',
    '    bind *:9080 ssl',
    'backend app',
    '    server solo',
    '    server web1 app:8080 check inter 2s',
  ];
  const text = lines.join('\n');
  const read = haproxyFields('haproxy.cfg', text);
  const entry = (path: string) => read?.entries.find((e) => e.path.join('.') === path && !e.comment);
  const at = (path: string, length: number): string | undefined => {
    const e = entry(path);
    return e ? text.slice(e.valueStart, e.valueStart + length) : undefined;
  };

  it('places each value where the file writes it, and each directive on its own line', () => {
    expect(at('global.maxconn', 5)).toBe('20000');
    expect(at('defaults.timeout.connect', 4)).toBe('5000');
    expect(at('frontend.web.bind.port', 4)).toBe('9080');
    expect(at('backend.app.server.web1.port', 4)).toBe('8080');
    const maxconn = entry('global.maxconn');
    expect(maxconn ? text.slice(maxconn.range.start, maxconn.range.end) : undefined).toBe('maxconn 20000');
  });

  it('reads a timeout with a unit as written, a family with no value, a server with no address, and a comment as what the directive below is about', () => {
    expect(entry('defaults.timeout.client')?.value).toBe('50s');
    expect(entry('defaults.option.httplog')?.value).toBe('');
    expect(entry('backend.app.server')?.value).toBe('solo');
    expect(entry('backend.app.server.web1')?.value).toBe('check inter 2s');
    expect(entry('frontend.web.bind')?.value).toBe('ssl');
    expect(entry('frontend.web.bind')?.about).toBe('every interface');
    expect(read?.entries.some((e) => !e.comment && e.path.includes('#'))).toBe(false);
  });

  it('reads a file with no section as none, and counts sections by the word too', () => {
    expect(haproxyFields('haproxy.cfg', '# nothing set here\n')).toBeUndefined();
    const three = cfg('haproxy.cfg', [
      'backend a',
      '  mode http',
      'backend b',
      '  mode http',
      'backend c',
      '  mode tcp',
    ]);
    expect(verdict('The file declares three backend sections.', three)[0]).toBe('supported');
  });
});
