/** @module audit/index: the public API of the verifiable audit log. */
export {
  EVENT_PAYLOADS,
  isCataloguedType,
  readCatalogued,
  type CataloguedEvent,
  type CataloguedType,
  type PayloadOf,
} from './catalogue.js';
export {
  checkpointBody,
  keyIdFor,
  openCheckpoint,
  parseCheckpoint,
  parseVerifierKey,
  signerFromKey,
  signerFromPem,
  signerFromSeed,
  signNote,
  verifierFor,
  type Checkpoint,
  type CheckpointSigner,
  type NoteVerifier,
} from './checkpoint.js';
export { GENESIS_HASH, type NewEvent, type StoredEvent } from './event.js';
export { describeEvent, formatHistory, historyOf, type HistoryQuery } from './history.js';
export {
  createDevCheckpointKey,
  DEV_KEY_RELATIVE_PATH,
  devCheckpointSigner,
  devKeyPath,
  loadCheckpointSigner,
} from './keys.js';
export { EMPTY_ROOT, leafHash, nodeHash, verifyConsistency, verifyInclusion, type Hash } from './merkle.js';
export { checkInclusionProofDoc, proveEvent, storedEventText, type InclusionProofDoc } from './proof.js';
export { exportProv, PROV_CONTEXT, type ProvDocument } from './prov.js';
export { collectEvents, replayVerified, type Reducer } from './replay.js';
export { auditLogOver, openAuditLog, type AuditLog, type OpenAuditLogOptions } from './log.js';
export { AUDIT_SCHEMA_VERSION, AUDIT_TABLES, type AuditStore } from './store.js';
export { verifyLog, type AuditReader, type VerifyOptions, type VerifyReport } from './verify.js';
