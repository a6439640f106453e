/** @module core/findings-text: findings as lines for people: `file:line:col  severity code  message`, then a hint. */
import type { Finding } from './findings.js';

/** One block per finding: its place, its severity in words, its code and message, then an indented hint. */
export function formatFindingsText(findings: readonly Finding[]): string {
  return findings
    .map((f) => `${f.file}:${f.line}:${f.column}  ${f.severity} ${f.code}  ${f.message}\n    hint: ${f.hint}`)
    .join('\n');
}
