// An alerting-rules file (Prometheus's, in YAML): a list of records that each open with `alert:` counted as alerts,
// the records counted by a field that sorts them into kinds (severity), a record named by its identifier or by its
// identifier's own words, a rule's `for:` as how long it holds, a query's range ("[5m]") as a time, "measured over"
// a time as no bound, and the kind a claim gives a record checked against the record's own.
import { describe, expect, it } from 'vitest';
import { comparable, rangeSelectors } from '../../src/grounding/quantities.js';
import { keyWords } from '../../src/grounding/text.js';
import { linesSource, verdict } from './fixtures.js';

const yaml = linesSource('application/yaml');

const rule = (name: string, expr: string, hold: string, severity: string, summary: string): string[] => [
  `    - alert: ${name}`,
  '      annotations:',
  `        summary: ${summary}`,
  '      expr: |',
  `        ${expr}`,
  `      for: ${hold}`,
  '      labels:',
  `        severity: ${severity}`,
];

const rules = yaml('prometheus-rules.yaml', [
  'spec:',
  '  groups:',
  '  - name: prometheus',
  '    rules:',
  ...rule(
    'PrometheusBadConfig',
    'max_over_time(prometheus_config_last_reload_successful{job="prometheus"}[5m]) == 0',
    '10m',
    'critical',
    'Failed Prometheus configuration reload.',
  ),
  ...rule(
    'PrometheusSDRefreshFailure',
    'increase(prometheus_sd_refresh_failures_total{job="prometheus"}[10m]) > 0',
    '20m',
    'warning',
    'Failed Prometheus SD refresh.',
  ),
  ...rule(
    'PrometheusTSDBReloadsFailing',
    'increase(prometheus_tsdb_reloads_failures_total{job="prometheus"}[3h]) > 0',
    '4h',
    'warning',
    'Prometheus has issues reloading blocks from disk.',
  ),
  ...rule(
    'PrometheusNotIngestingSamples',
    'rate(prometheus_tsdb_head_samples_appended_total{job="prometheus"}[5m]) <= 0',
    '10m',
    'warning',
    'Prometheus is not ingesting samples.',
  ),
]);

describe('a list of alerting rules', () => {
  it('counts its records as what the key each opens with names, and by the kinds a field sorts them into', () => {
    expect(verdict('The group holds four alerts.', rules)[0]).toBe('supported');
    expect(verdict('One of them is critical, which leaves three at warning severity.', rules)[0]).toBe('supported');
    expect(verdict('Two of the alerts are critical.', rules)).toEqual([
      'refuted',
      'the source gives 1 entry for spec.groups.rules entries with labels.severity "critical" (prometheus-rules.yaml:5), not Two',
    ]);
  });

  it('reads a rule’s `for:` as how long its condition holds, in the record its identifier names', () => {
    expect(
      verdict('A failed configuration reload has to persist for ten minutes before PrometheusBadConfig fires.', rules),
    ).toEqual([
      'supported',
      'the source states ten minutes (prometheus-rules.yaml:10), PrometheusBadConfig (the source)',
    ]);
    expect(
      verdict('A failed configuration reload has to persist for five minutes before PrometheusBadConfig fires.', rules),
    ).toEqual([
      'refuted',
      'the source gives 10m for spec.groups.rules.for of "PrometheusBadConfig" (prometheus-rules.yaml:10), not five minutes',
    ]);
  });

  it('names a record by its identifier’s own words, and reads a query’s range as a time', () => {
    expect(
      verdict(
        'Service-discovery refresh failures are counted over a ten-minute window and must last twenty minutes.',
        rules,
      )[0],
    ).toBe('supported');
    expect(verdict('Service-discovery refresh failures are counted over a five-minute window.', rules)).toEqual([
      'refuted',
      'the source gives 10m for spec.groups.rules.expr of "PrometheusSDRefreshFailure" (prometheus-rules.yaml:17), not five-minute',
    ]);
  });

  it('reads "measured over three hours" as the stretch measured, no bound', () => {
    expect(
      verdict(
        'TSDB reload failures are measured over three hours and need to hold for four hours before firing.',
        rules,
      )[0],
    ).toBe('supported');
  });

  it('refutes the kind a claim gives a record that the record gives otherwise, and leaves a list of kinds alone', () => {
    expect(
      verdict('A failed reload has to persist for ten minutes before PrometheusBadConfig fires, as a warning.', rules),
    ).toEqual([
      'refuted',
      'the source gives critical for spec.groups.rules.labels.severity of "PrometheusBadConfig" (prometheus-rules.yaml:12), not warning',
    ]);
    expect(
      verdict('PrometheusBadConfig waits ten minutes, and the file mixes critical and warning alerts.', rules)[0],
    ).not.toBe('refuted');
  });
});

describe('the parts of a query and a name', () => {
  it('reads a query’s range in brackets as a time, placed in its text', () => {
    const [range] = rangeSelectors('rate(errors_total{job="x"}[5m]) > 0');
    expect(range).toMatchObject({ text: '5m', dimension: 'time', value: 300, range: { start: 27, end: 29 } });
  });

  it('splits an acronym from the word after it, and leaves a unit written in capitals whole', () => {
    expect(keyWords('PrometheusSDRefreshFailure')).toBe('Prometheus SD Refresh Failure');
    expect(keyWords('Production (TWh)')).toBe('Production (TWh)');
  });

  it('reads a whole 1 as no fraction of a percentage: "* 100 > 1" is one percent', () => {
    expect(comparable('percent', 'count', 0.5, 50)).toBe(100);
    expect(comparable('percent', 'count', 1, 1)).toBeUndefined();
  });
});
