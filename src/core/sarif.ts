/**
 * @module core/sarif: findings as a SARIF 2.1.0 log (OASIS), the format code-scanning tools read (GitHub shows each
 * result on the pull request line it names). One rule per finding code, with its summary and fix as help. Pure.
 */
import { FINDING_CODES, type Finding, type FindingCode, type Severity } from './findings.js';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };

export interface SarifTool {
  readonly name: string;
  readonly version: string;
}

/** The SARIF log of one run's findings; file paths stay project-relative (resolved against the checkout). */
export function sarifLog(findings: readonly Finding[], tool: SarifTool): object {
  const codes = [...new Set(findings.map((f) => f.code))].sort();
  const rules = codes.map((code) => {
    const entry = FINDING_CODES[code as FindingCode] as { severity: Severity; summary: string; hint: string };
    return {
      id: code,
      shortDescription: { text: entry.summary },
      help: { text: entry.hint },
      defaultConfiguration: { level: LEVEL[entry.severity] },
    };
  });
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { ...tool, rules } },
        // Findings count columns in UTF-16 code units, as JavaScript strings do.
        columnKind: 'utf16CodeUnits',
        originalUriBaseIds: { PROJECTROOT: { description: { text: 'The blog project the findings are in.' } } },
        results: findings.map((f) => ({
          ruleId: f.code,
          ruleIndex: codes.indexOf(f.code),
          level: LEVEL[f.severity],
          message: { text: f.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: encodeURI(f.file), uriBaseId: 'PROJECTROOT' },
                region: { startLine: Math.max(1, f.line), startColumn: Math.max(1, f.column) },
              },
            },
          ],
        })),
      },
    ],
  };
}
