/** @module inputs/sources: the source registry (ledger/sources.jsonl) parsed strictly, all lines or nothing. */
import { z } from 'zod';
import { sha256HexSchema } from '../core/canonical.js';
import { finding, type Finding } from '../core/findings.js';
import { SENSITIVITIES, SOURCE_TIERS, type Source } from '../core/model.js';
import { CITATION_KEY } from '../markdown/citations.js';

export const SourceSchema = z.strictObject({
  id: z.string().regex(new RegExp(`^${CITATION_KEY}$`), 'must be a citation key (letters, digits, _ : . - /)'),
  uri: z
    .string()
    .min(1)
    .refine(
      (uri) => !uri.startsWith('/') && !uri.split('/').includes('..') && !/^[a-z]+:/i.test(uri),
      'must be a path inside the project',
    ),
  title: z.string().min(1),
  tier: z.enum(SOURCE_TIERS),
  sensitivity: z.enum(SENSITIVITIES),
  sha256: sha256HexSchema,
});

/** Parse the registry. Any bad line gives a finding at file:line and no source of the file is returned. */
export function parseSources(
  file: string,
  text: string,
): { sources: Source[]; lines: Map<string, number>; findings: Finding[] } {
  const sources: Source[] = [];
  const lines = new Map<string, number>();
  const findings: Finding[] = [];
  const ids = new Set<string>();
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      findings.push(
        finding('input/ledger-line', { file, line, column: 1 }, `not valid JSON: ${(error as Error).message}`),
      );
      return;
    }
    const parsed = SourceSchema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.length > 0 ? `field "${issue.path.join('.')}"` : 'line';
        findings.push(finding('input/ledger-line', { file, line, column: 1 }, `${field}: ${issue.message}`));
      }
      return;
    }
    if (ids.has(parsed.data.id)) {
      findings.push(
        finding('input/duplicate-id', { file, line, column: 1 }, `source id "${parsed.data.id}" is registered twice`),
      );
      return;
    }
    ids.add(parsed.data.id);
    lines.set(parsed.data.id, line);
    sources.push(parsed.data);
  });
  return findings.length > 0 ? { sources: [], lines: new Map(), findings } : { sources, lines, findings };
}
