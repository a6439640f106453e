/** @module capture/ledger: the authored claims ledger (ledger/claims.jsonl, seed 002 fields), parsed all-or-nothing. */
import { z } from 'zod';
import { canonicalJson } from '../core/canonical.js';
import { finding, type Finding } from '../core/findings.js';
import { CLAIM_TYPES, type Claim } from '../core/model.js';

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;

/** True for an RFC 3339 date-time whose fields are in range (leap seconds aside). */
export function isRfc3339(value: string): boolean {
  const m = RFC3339.exec(value);
  if (m === null) return false;
  const [year, month, day, hour, minute, second, offH, offM] = m
    .slice(1)
    .map((v) => (v === undefined ? 0 : Number(v))) as number[];
  const daysInMonth = new Date(Date.UTC(year ?? 0, month ?? 0, 0)).getUTCDate();
  return (
    (month ?? 0) >= 1 &&
    (month ?? 0) <= 12 &&
    (day ?? 0) >= 1 &&
    (day ?? 0) <= daysInMonth &&
    (hour ?? 0) <= 23 &&
    (minute ?? 0) <= 59 &&
    (second ?? 0) <= 59 &&
    (offH ?? 0) <= 23 &&
    (offM ?? 0) <= 59
  );
}

const id = z.string().min(1).max(512);
const offset = z.int().nonnegative();

/** One ledger line, exactly seed 002's fields and nothing else. */
export const LedgerLineSchema = z
  .strictObject({
    claim_id: id,
    draft_id: id,
    text: z.string().min(1),
    span: z.tuple([offset, offset]),
    claim_type: z.enum(CLAIM_TYPES),
    source_refs: z.array(id),
    in_context_source_ids: z.array(id),
    actor: id,
    ts: z.string().refine(isRfc3339, 'must be an RFC 3339 date-time, e.g. 2026-06-21T09:30:00Z'),
  })
  .refine((l) => l.span[0] <= l.span[1], { path: ['span'], message: 'start must not be after end' })
  .refine((l) => new Set(l.source_refs).size === l.source_refs.length, {
    path: ['source_refs'],
    message: 'lists a source twice',
  })
  .refine((l) => l.in_context_source_ids.every((s) => l.source_refs.includes(s)), {
    path: ['in_context_source_ids'],
    message: 'must be a subset of source_refs',
  });
export type LedgerLine = z.infer<typeof LedgerLineSchema>;

function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.length > 0 ? i.path.join('.') : 'line'}: ${i.message}`).join('; ');
}

/**
 * Parse ledger/claims.jsonl. Each line must be canonical JSON (RFC 8785) of one claim; a claim's span must select exactly
 * its text in the draft it names. Any finding means no claim of the file is loaded.
 */
export function parseClaimsLedger(
  text: string,
  file: string,
  drafts: ReadonlyMap<string, string>,
): { claims: Claim[]; findings: Finding[] } {
  const claims: Claim[] = [];
  const findings: Finding[] = [];
  const seen = new Map<string, number>();
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  let offset = 0;
  lines.forEach((line, index) => {
    const lineNo = index + 1;
    const place = { file, line: lineNo, column: 1, range: { start: offset, end: offset + line.length } };
    offset += line.length + 1;
    const bad = (message: string): void => {
      findings.push(finding('input/ledger-line', place, message));
    };
    if (line.trim() === '') return bad('blank line inside the ledger');
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      return bad(`not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    const parsed = LedgerLineSchema.safeParse(value);
    if (!parsed.success) return bad(`claim does not match the ledger schema: ${describeIssues(parsed.error)}`);
    const canonical = canonicalJson(parsed.data);
    if (canonical !== line) return bad(`line is not in canonical form (RFC 8785); expected ${canonical}`);
    const entry = parsed.data;
    const earlier = seen.get(entry.claim_id);
    if (earlier !== undefined) {
      findings.push(
        finding('input/duplicate-id', place, `claim_id "${entry.claim_id}" is already defined on line ${earlier}`),
      );
      return;
    }
    seen.set(entry.claim_id, lineNo);
    const draft = drafts.get(entry.draft_id);
    if (draft === undefined) {
      findings.push(
        finding(
          'capture/unknown-draft',
          place,
          `claim "${entry.claim_id}" names draft "${entry.draft_id}", which does not exist`,
        ),
      );
      return;
    }
    const [start, end] = entry.span;
    const selected = end <= draft.length ? draft.slice(start, end) : undefined;
    if (selected !== entry.text) {
      const shown =
        selected === undefined ? `past the end of the draft (${draft.length} characters)` : JSON.stringify(selected);
      findings.push(
        finding(
          'capture/span-mismatch',
          place,
          `claim "${entry.claim_id}": span [${start}, ${end}) selects ${shown}, not ${JSON.stringify(entry.text)}`,
        ),
      );
      return;
    }
    claims.push({
      id: entry.claim_id,
      draftId: entry.draft_id,
      text: entry.text,
      span: { start, end },
      claimType: entry.claim_type,
      sourceRefs: entry.source_refs,
      inContextSourceIds: entry.in_context_source_ids,
      actor: entry.actor,
      origin: 'ledger',
      file,
    });
  });
  return findings.length > 0 ? { claims: [], findings } : { claims, findings };
}
