// Samples that show their defaults commented out: OpenSSH's `#MaxAuthTries 6`, Apache's directives in `<IfModule>`
// blocks under a glossary comment, and Livy's dotted `# livy.server.port = 8998`; and the words that name a setting
// only by the way (what its key counts per, the claim's own unit, what holds it).
import { describe, expect, it } from 'vitest';
import { directiveFields } from '../../src/grounding/directive-file.js';
import { propertiesFields } from '../../src/grounding/properties-file.js';
import { fieldQuantities } from '../../src/grounding/quantities.js';
import { linesSource, verdict } from './fixtures.js';

const text = linesSource('text/plain');

const sshd = text('sshd_config', [
  '# This is the sshd server system-wide configuration file.',
  '',
  '#Port 22',
  '#AddressFamily any',
  '',
  '# Authentication:',
  '',
  '#LoginGraceTime 2m',
  '#PermitRootLogin prohibit-password',
  '#MaxAuthTries 6',
  '#MaxSessions 10',
  '',
  '# The default is to check both .ssh/authorized_keys and .ssh/authorized_keys2',
  '#AuthorizedKeysFile .ssh/authorized_keys .ssh/authorized_keys2',
  'AuthorizedKeysFile\t.ssh/authorized_keys',
  '',
  '# To disable tunneled clear text passwords, change to "no" here!',
  '#PasswordAuthentication yes',
  '#PermitEmptyPasswords no',
]);

const mpm = text('httpd-mpm.conf.in', [
  '# prefork MPM',
  '# StartServers: number of server processes to start',
  '# MinSpareServers: minimum number of server processes which are kept spare',
  '# MaxRequestWorkers: maximum number of server processes allowed to start',
  '# MaxConnectionsPerChild: maximum number of connections a server process serves',
  '#                         before terminating',
  '<IfModule mpm_prefork_module>',
  '    StartServers             5',
  '    MinSpareServers          5',
  '    MaxRequestWorkers      250',
  '    MaxConnectionsPerChild   0',
  '</IfModule>',
  '',
  '# worker MPM',
  '# StartServers: initial number of server processes to start',
  '# ThreadsPerChild: constant number of worker threads in each server process',
  '# MaxRequestWorkers: maximum number of worker threads',
  '<IfModule mpm_worker_module>',
  '    StartServers             3',
  '    ThreadsPerChild         25',
  '    MaxRequestWorkers      400',
  '    MaxConnectionsPerChild   0',
  '</IfModule>',
]);

describe('a directive sample', () => {
  const entry = (path: string) => directiveFields(sshd.uri, sshd.text)?.entries.find((e) => e.path.join('.') === path);

  it('reads the directives it shows commented out as what one gets out of the box, and one it sets over them', () => {
    expect(entry('MaxAuthTries')).toMatchObject({ value: '6', commented: true, shown: true });
    expect(entry('AuthorizedKeysFile')).toMatchObject({ value: '.ssh/authorized_keys' });
    expect(entry('AuthorizedKeysFile')?.commented).toBeUndefined();
    // (Prose after a mark and a space is no directive.)
    expect(entry('The')).toBeUndefined();
    expect(entry('PasswordAuthentication')?.about).toBe(
      'To disable tunneled clear text passwords, change to "no" here!',
    );
  });

  it('reads commented-out lines as prose where the file shows too few of them', () => {
    const few = text('app.conf', ['#Port 22', 'port 2222', 'bind 0.0.0.0']);
    expect(directiveFields(few.uri, few.text)?.entries.some((e) => e.commented)).toBe(false);
  });

  it('grounds and refutes its defaults', () => {
    expect(verdict('Each connection is allowed up to six authentication attempts.', sshd)[0]).toBe('supported');
    expect(verdict('Each connection is allowed up to ten authentication attempts.', sshd)).toEqual([
      'refuted',
      'the source gives 6 for "Max authentication Tries" (sshd_config:10), not up to ten',
    ]);
  });

  it('reads a directive under the block it sits in, about what the glossary above the block says of it', () => {
    const read = directiveFields(mpm.uri, mpm.text);
    const start = read?.entries.find((e) => e.path.join('.') === 'mpm_worker_module.StartServers');
    expect(start).toMatchObject({ value: '3', about: 'initial number of server processes to start' });
    const perChild = read?.entries.find((e) => e.path.join('.') === 'mpm_prefork_module.MaxConnectionsPerChild');
    expect(perChild?.about).toBe('maximum number of connections a server process serves before terminating');
    // (The glossary is what each directive is about, and no prose with values of its own.)
    expect(read?.entries.some((e) => e.comment && e.value.includes('StartServers'))).toBe(false);
  });

  it('grounds and refutes a directive of the block the claim names', () => {
    expect(verdict('Prefork starts five server processes.', mpm)[0]).toBe('supported');
    expect(verdict('The worker MPM starts four server processes.', mpm)[0]).toBe('refuted');
  });
});

describe('words that name a setting only by the way', () => {
  it('are not a key’s words after "per", which say what it counts per', () => {
    expect(
      verdict('With 25 threads in each child, the 400-worker ceiling works out to sixteen child processes.', mpm)[1],
    ).not.toContain('MaxConnectionsPerChild');
  });

  const livy = text('conf/livy.conf.template', [
    '# What port to start the server on.',
    '# livy.server.port = 8998',
    '',
    '# Security headers added to responses by default.',
    '# livy.server.http.header.X-XSS-Protection = 1; mode=block',
    '# livy.server.http.header.X-Frame-Options = SAMEORIGIN',
    '# livy.server.http.header.Strict-Transport-Security = max-age=31536000; includeSubDomains',
    '',
    '# How often Livy polls YARN to refresh YARN app state.',
    '# livy.server.yarn.poll-interval = 5s',
    '#',
    '# Days to keep Livy server request logs.',
    '# livy.server.request-log-retain.days = 5',
    '',
    "# If Livy can't find the yarn app within this time, consider it lost.",
    '# livy.server.yarn.app-lookup-timeout = 120s',
    '',
    "# If Livy can't find the Kubernetes app within this time, consider it lost.",
    '# livy.server.kubernetes.app-lookup-timeout = 600s',
    '# If Livy cannot find the Kubernetes app within this max times, consider it lost.',
    '# livy.server.kubernetes.app-lookup.max-failed.times = 120',
    '',
    '# livy.server.access-control.allowed-users = *',
    'livy.server.kubernetes.grafana.loki.enabled = false',
  ]);

  it('are not the claim’s own unit, nor what holds the setting the claim counts', () => {
    expect(verdict('The HSTS max-age works out to 365 days, a full year.', livy)[1]).not.toContain('retain.days');
    expect(verdict('The template spells out three security headers.', livy)[0]).toBe('supported');
    // (Not the 1 of `X-XSS-Protection`, which the claim names too.)
    expect(
      verdict(
        'The template spells out three security headers, from X-XSS-Protection to Strict-Transport-Security.',
        livy,
      )[0],
    ).toBe('supported');
    expect(verdict('The template spells out four security headers.', livy)[0]).not.toBe('supported');
  });

  it('are not one word of another setting’s key, nor "times" in a key, which counts tries', () => {
    expect(fieldQuantities('max failed times', '120').map((q) => q.dimension)).toEqual(['count']);
    expect(fieldQuantities('speedup times', '3').map((q) => q.dimension)).toEqual(['ratio']);
    expect(
      verdict(
        'Kubernetes apps get a ten-minute lookup timeout, five times the two minutes that YARN apps are allowed.',
        livy,
      )[0],
    ).toBe('supported');
  });
});

describe('a dotted sample', () => {
  const sample = text('conf/livy.conf.template', [
    '# What port to start the server on.',
    '# livy.server.port = 8998',
    '# livy.server.host = 0.0.0.0',
    '# E.g.: livy.ui.basePath = /my_livy - result in mounting UI on /my_livy/',
    '# livy.ui.basePath = ""',
    'livy.server.kubernetes.grafana.loki.enabled = false',
  ]);
  const read = propertiesFields(sample.uri, sample.text);

  it('reads the settings it shows commented out, and the comment above each as what it is about', () => {
    expect(read?.entries.find((e) => e.path.join('.') === 'livy.server.port')).toMatchObject({
      value: '8998',
      commented: true,
      shown: true,
      about: 'What port to start the server on.',
    });
    expect(read?.entries.find((e) => e.path.join('.') === 'livy.server.kubernetes.grafana.loki.enabled')).toMatchObject(
      { value: 'false', shown: true },
    );
    expect(read?.entries.some((e) => e.path[0] === 'E')).toBe(false);
  });

  it('is no sample when a line that is no comment is no dotted setting, or it shows too few', () => {
    expect(propertiesFields('app.conf', [...sample.text.split('\n'), 'listen 80;'].join('\n'))).toBeUndefined();
    expect(propertiesFields('app.conf', '# a.b = 1\n# a.c = 2')).toBeUndefined();
    expect(propertiesFields('app.txt', sample.text)).toBeUndefined();
  });

  it('grounds and refutes what it shows', () => {
    expect(verdict('Out of the box the server listens on port 8998.', sample)[0]).toBe('supported');
    expect(verdict('Out of the box the server listens on port 8999.', sample)[0]).toBe('refuted');
  });
});
