/**
 * @module warrant: the library another project imports (`import { check, publish } from 'warrant'`): gate 1 on posts,
 * the whole publish, reviews, Content Credential verification, the audit log and the grounding engine, with the types
 * they return. The Astro integration is `warrant/astro`.
 */
export { runCheck as check, type CheckResult } from './pipeline/check.js';
export { publish, type PublishOptions, type PublishReport } from './pipeline/publish.js';
export { loadConfig, type WarrantConfig } from './pipeline/config.js';
export { verifyPath, type VerifyResult } from './credentials/index.js';
export { openAuditLog, verifyLog, exportProv, type AuditLog, type VerifyReport } from './audit/index.js';
export { createGroundingEngine, type GroundingConfig, type GroundingEngine } from './grounding/index.js';
export { applyReviews, type ReviewDecision } from './review/apply.js';
export { pendingReviews, type ReviewItem } from './review/queue.js';
export { formatFindingsText } from './core/findings-text.js';
export { sarifLog } from './core/sarif.js';
export { htmlReport } from './report/html-report.js';
export { FINDING_CODES, type Finding, type FindingCode, type Severity } from './core/findings.js';
export type { Claim, GroundingStatus, LoadedSource, Post, Source, SourceAssessment, Verdict } from './core/model.js';
export { isWarrantError, WarrantError } from './core/errors.js';
