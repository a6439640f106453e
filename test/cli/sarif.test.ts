// `--format sarif`: the findings of check and publish as a SARIF 2.1.0 log, valid against the OASIS schema (the
// rtm.5 JSON schema GitHub code scanning reads, as shipped in @microsoft/jest-sarif), one result per finding.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv from 'ajv';
import { afterAll, describe, expect, it } from 'vitest';
import { warrantIn } from '../cli-run.js';
import { copySampleBlog } from '../../scripts/temp-project.js';

const require = createRequire(import.meta.url);
const schema = JSON.parse(
  readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'),
) as object;
const draft04 = JSON.parse(readFileSync(require.resolve('ajv/lib/refs/json-schema-draft-04.json'), 'utf8')) as object;
const ajv = new Ajv({ schemaId: 'auto', allErrors: true });
ajv.addMetaSchema(draft04);
const validate = ajv.compile(schema);

const sample = copySampleBlog();
afterAll(() => sample.remove());

interface Result {
  ruleId: string;
  ruleIndex: number;
  level: string;
  message: { text: string };
  locations: {
    physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } };
  }[];
}
interface Log {
  runs: { tool: { driver: { name: string; rules: { id: string; help: { text: string } }[] } }; results: Result[] }[];
}

describe('--format sarif', () => {
  it('check writes a valid SARIF log: each finding a result with its rule, level, place and message', async () => {
    const checked = await warrantIn(sample.root, '--format', 'sarif', 'check', 'examples/unsupported-number.md');
    expect(checked.code).toBe(1);
    const log = JSON.parse(checked.stdout) as Log;
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    const json = JSON.parse(
      (await warrantIn(sample.root, '--format', 'json', 'check', 'examples/unsupported-number.md')).stdout,
    ) as {
      findings: { code: string; severity: string; file: string; line: number; column: number; message: string }[];
    };
    const [run] = log.runs;
    expect(run?.tool.driver.name).toBe('Warrant');
    expect(run?.results).toHaveLength(json.findings.length);
    for (const [k, f] of json.findings.entries()) {
      const r = run?.results[k];
      expect(r?.ruleId).toBe(f.code);
      expect(run?.tool.driver.rules[r?.ruleIndex ?? -1]?.id).toBe(f.code);
      expect(r?.level).toBe(f.severity === 'info' ? 'note' : f.severity);
      expect(r?.message.text).toBe(f.message);
      expect(r?.locations[0]?.physicalLocation.artifactLocation.uri).toBe(f.file);
      expect(r?.locations[0]?.physicalLocation.region).toEqual({ startLine: f.line, startColumn: f.column });
    }
    expect(run?.results.find((r) => r.ruleId === 'gate1/refuted')?.locations[0]?.physicalLocation.region).toEqual({
      startLine: 8,
      startColumn: 48,
    });
    expect(run?.tool.driver.rules.find((r) => r.id === 'gate1/refuted')?.help.text).toContain('Correct the claim');
  });

  it('a check with only warnings is a valid log of warnings; a command that reports no findings refuses the format', async () => {
    const clean = await warrantIn(sample.root, '--format', 'sarif', 'check', 'content/posts/ledgerdb-write-path.md');
    const log = JSON.parse(clean.stdout) as Log;
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    expect(log.runs[0]?.results.length).toBeGreaterThan(0);
    expect(log.runs[0]?.results.every((r) => r.level === 'warning')).toBe(true);
    // The schema does reject what is not SARIF: a run without its tool, a result without a message.
    expect(validate({ version: '2.1.0', runs: [{ results: [] }] })).toBe(false);
    expect(validate({ ...log, runs: [{ ...log.runs[0], results: [{ ruleId: 'x' }] }] })).toBe(false);
    const refused = await warrantIn(sample.root, '--format', 'sarif', 'sources', 'list');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--format sarif is for the commands that report findings (check, publish)');
  });
});
