// The HTML report, the SARIF log and a new registry line as pure functions: every post or source text escaped, claims
// marked by verdict, one SARIF result per finding, and a registry line that parses or every reason it cannot.
import { describe, expect, it } from 'vitest';
import { finding } from '../../src/core/findings.js';
import { sarifLog } from '../../src/core/sarif.js';
import type { Verdict } from '../../src/core/model.js';
import { capturePost } from '../../src/markdown/capture-post.js';
import { htmlReport } from '../../src/report/html-report.js';
import { firstChange, registryEntry } from '../../src/sources/registry-entry.js';
import { postOf, sourceOf } from '../helpers.js';

const source = sourceOf('log', 'The run passed 3 checks.\nIt <b>failed</b> none.');
const captured = capturePost(postOf('It passed 3 checks [@log]. It failed <script>alert(1)</script> none [@log].'));
const [first, second] = captured.claims;
const verdicts = new Map<string, Verdict>([
  [
    first?.id ?? '',
    {
      claimId: first?.id ?? '',
      status: 'grounded',
      disputed: false,
      assessments: [
        {
          sourceId: 'log',
          sourceSha256: source.sha256,
          support: 'supported',
          reliance: 'pre_generation',
          status: 'grounded',
          assessor: 'deterministic@test',
          rule: 'the source states 3',
          passage: { text: 'The run passed 3 checks.', range: { start: 0, end: 24 } },
          score: 1,
        },
      ],
    },
  ],
]);
const findings = [
  finding('gate1/refuted', { file: captured.post.file, line: 7, column: 2 }, 'a <i>bad</i> value'),
  finding('source/hash-mismatch', { file: 'ledger/sources.jsonl', line: 1, column: 1 }, 'changed'),
];

describe('htmlReport', () => {
  const html = htmlReport({
    posts: [{ file: captured.post.file, title: 'T <script>', text: captured.post.source, claims: captured.claims }],
    verdicts,
    sources: new Map([['log', source]]),
    findings,
    at: '2026-12-02T00:00:00Z',
  });

  it('escapes every text from a post, a source or a finding, and has no script of its own', () => {
    expect(html).not.toMatch(/<script/iu);
    expect(html).toContain('&#x3C;script>alert(1)&#x3C;/script>');
    expect(html).toContain('a &#x3C;i>bad&#x3C;/i> value');
    expect(html).toContain('<title>Warrant report</title>');
  });

  it('marks each claim by its verdict, links it to its card, and lists findings with their fix', () => {
    expect(html.match(/<mark class="grounded"/gu)).toHaveLength(1);
    expect(html.match(/<mark class="unverifiable"/gu)).toHaveLength(1);
    expect(html).toContain(`href="#claim-${(first?.id ?? '').replace('/', '-')}"`);
    expect(html).toContain(`id="claim-${(second?.id ?? '').replace('/', '-')}"`);
    expect(html).toContain('<blockquote>The run passed 3 checks.</blockquote>');
    expect(html).toContain('log.txt:1');
    expect(html).toContain('Other findings');
    expect(html).toContain('Fix: Correct the claim to the value the source gives');
    expect(html).toContain('1 post(s), 2 claim(s)');
  });
});

describe('sarifLog', () => {
  it('has one rule per code and one result per finding, with its level and place', () => {
    const log = sarifLog([...findings, { ...findings[0]!, severity: 'info' }], {
      name: 'Warrant',
      version: '0.1.0',
    }) as {
      runs: {
        tool: { driver: { rules: { id: string }[] } };
        results: {
          ruleId: string;
          ruleIndex: number;
          level: string;
          locations: { physicalLocation: { region: object } }[];
        }[];
      }[];
    };
    const [run] = log.runs;
    expect(run?.tool.driver.rules.map((r) => r.id)).toEqual(['gate1/refuted', 'source/hash-mismatch']);
    expect(run?.results.map((r) => [r.ruleId, r.ruleIndex, r.level])).toEqual([
      ['gate1/refuted', 0, 'error'],
      ['source/hash-mismatch', 1, 'error'],
      ['gate1/refuted', 0, 'note'],
    ]);
    expect(run?.results[0]?.locations[0]?.physicalLocation.region).toEqual({ startLine: 7, startColumn: 2 });
  });
});

describe('registryEntry and firstChange', () => {
  const meta = { id: 'fleet', title: 'Fleet', tier: 'measurement' as const, sensitivity: 'public' as const };
  it('makes a canonical line, or says every reason it cannot', () => {
    const made = registryEntry({ ...meta, uri: 'ledger/sources/fleet.csv', bytes: Buffer.from('a,b\n') }, []);
    expect('line' in made && made.line).toBe(
      `{"id":"fleet","sensitivity":"public","sha256":"${made && 'entry' in made ? made.entry.sha256 : ''}","tier":"measurement","title":"Fleet","uri":"ledger/sources/fleet.csv"}\n`,
    );
    const refused = registryEntry({ ...meta, id: 'bad id', uri: '../outside.csv', bytes: Buffer.from('') }, [
      { ...meta, id: 'bad id', uri: '../outside.csv', sha256: '0'.repeat(64) },
    ]);
    expect('errors' in refused && refused.errors).toEqual([
      'id: must be a citation key (letters, digits, _ : . - /)',
      'uri: must be a path inside the project',
      'id: "bad id" is already registered; choose another id',
      '../outside.csv is already registered as "bad id"',
    ]);
  });
  it('finds the first changed line, and nothing in equal texts', () => {
    expect(firstChange('a\nb\nc', 'a\nB\nc')).toEqual({ line: 2, before: 'b', after: 'B' });
    expect(firstChange('a\nb', 'a\nb\nc')).toEqual({ line: 3, before: '(end of file)', after: 'c' });
    expect(firstChange('same', 'same')).toBeUndefined();
  });
});
