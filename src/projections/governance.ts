/**
 * @module projections/governance: the governance view of a run: every decision with the assessor, statuses, scores and
 * hashes that made it, and no source text (no passages, no rule wording, no titles, no finding messages). Built from
 * explicit governance types, field by field.
 */
import { sha256Hex } from '../core/canonical.js';
import type { GroundingStatus, Sensitivity, SourceAssessment, SourceTier } from '../core/model.js';
import type { RunRecord, TracedClaimRecord } from './run-record.js';

export interface GovernanceProjection {
  readonly version: 1;
  readonly audience: 'governance';
  readonly runId: string;
  readonly startedAt: string;
  readonly outcome: RunRecord['outcome'];
  readonly pages: readonly string[];
  readonly sources: readonly {
    readonly id: string;
    readonly sha256: string;
    readonly tier: SourceTier;
    readonly sensitivity: Sensitivity;
  }[];
  readonly posts: readonly { readonly slug: string; readonly file: string; readonly sha256: string }[];
  readonly claims: readonly {
    readonly id: string;
    readonly post: string;
    readonly textSha256: string;
    readonly sourceRefs: readonly string[];
    readonly status: GroundingStatus | 'unassessed';
    readonly disputed: boolean;
    // Allow-listed: no rule wording and no passage, only the passage's hash.
    readonly assessments: readonly (Pick<
      SourceAssessment,
      'sourceId' | 'sourceSha256' | 'support' | 'reliance' | 'status' | 'assessor' | 'score'
    > & {
      readonly passageSha256?: string;
    })[];
  }[];
  readonly gates: readonly {
    readonly gate: 1 | 2;
    readonly post: string;
    readonly blocked: boolean;
    readonly findings: readonly {
      readonly code: string;
      readonly severity: string;
      readonly file: string;
      readonly line: number;
      readonly column: number;
    }[];
  }[];
  readonly rendered: readonly { readonly post: string; readonly path: string; readonly htmlSha256: string }[];
  readonly clearances: readonly {
    readonly clearanceSha256: string;
    readonly who: string;
    readonly sourceSha256: string;
    readonly excerptSha256: string;
    readonly expires: string;
    readonly keyId: string;
    readonly valid: boolean;
    readonly reason: string;
  }[];
  /** Posts drafted with AI: each trace's lint by its hashes, and what it says of each claim (row hashes, no text). */
  readonly traces: readonly {
    readonly post: string;
    readonly file: string;
    readonly sha256?: string;
    readonly mode: string | null;
    readonly passed: boolean;
    readonly rules: readonly string[];
    readonly violations: readonly string[];
  }[];
  readonly traced: readonly {
    readonly claimId: string;
    readonly from: 'trace' | 'author';
    readonly reliance: readonly { readonly sourceId: string; readonly reliance: string; readonly authored: string }[];
    readonly chain?: TracedClaimRecord['chain'];
  }[];
  readonly credentials: readonly string[];
}

export function governanceProjection(run: RunRecord): GovernanceProjection {
  const verdicts = new Map(run.verdicts.filter((v) => v.gate === 1).map((v) => [v.claimId, v]));
  return {
    version: 1,
    audience: 'governance',
    runId: run.runId,
    startedAt: run.startedAt,
    outcome: run.outcome,
    pages: [...run.pages],
    sources: run.sources.map((s) => ({ id: s.sourceId, sha256: s.sha256, tier: s.tier, sensitivity: s.sensitivity })),
    posts: run.posts.map((p) => ({ slug: p.post, file: p.file, sha256: p.sha256 })),
    claims: run.claims.map((c) => {
      const verdict = verdicts.get(c.claimId);
      return {
        id: c.claimId,
        post: c.post,
        textSha256: c.textSha256,
        sourceRefs: [...c.sourceRefs],
        status: verdict?.status ?? 'unassessed',
        disputed: verdict?.disputed ?? false,
        assessments: (verdict?.assessments ?? []).map((a) => ({
          sourceId: a.sourceId,
          sourceSha256: a.sourceSha256,
          support: a.support,
          reliance: a.reliance,
          status: a.status,
          assessor: a.assessor,
          score: a.score,
          ...(a.passage ? { passageSha256: sha256Hex(a.passage.text) } : {}),
        })),
      };
    }),
    gates: run.gates.map((g) => ({
      gate: g.gate,
      post: g.post,
      blocked: g.blocked,
      findings: g.findings.map((f) => ({
        code: f.code,
        severity: f.severity,
        file: f.file,
        line: f.line,
        column: f.column,
      })),
    })),
    rendered: run.rendered.map((p) => ({ post: p.post, path: p.path, htmlSha256: p.htmlSha256 })),
    clearances: run.clearances.map((c) => ({
      clearanceSha256: c.clearanceSha256,
      who: c.who,
      sourceSha256: c.sourceSha256,
      excerptSha256: c.excerptSha256,
      expires: c.expires,
      keyId: c.keyId,
      valid: c.valid,
      reason: c.reason,
    })),
    traces: run.traces.map((t) => ({
      post: t.post,
      file: t.file,
      ...(t.sha256 ? { sha256: t.sha256 } : {}),
      mode: t.mode,
      passed: t.passed,
      rules: [...t.rules],
      violations: t.findings.filter((f) => f.severity === 'error').map((f) => f.code),
    })),
    traced: run.traced.map((t) => ({
      claimId: t.claimId,
      from: t.from,
      reliance: t.reliance.map((r) => ({ ...r })),
      ...(t.chain ? { chain: { ...t.chain, links: [...t.chain.links] } } : {}),
    })),
    credentials: run.credentials.map((c) => c.type),
  };
}
