/** @module core/errors: errors with a code from a fixed union and a cause, for the tool-could-not-run paths. */

export type WarrantErrorCode =
  | 'CONFIG_INVALID'
  | 'CREDENTIAL_UNTRUSTED'
  | 'INPUT_UNREADABLE'
  | 'CANONICAL_UNSUPPORTED_VALUE'
  | 'AUDIT_SCHEMA_UNKNOWN'
  | 'AUDIT_ID_COLLISION'
  | 'AUDIT_CHAIN_BROKEN'
  | 'AUDIT_CHECKPOINT_INVALID'
  | 'AUDIT_EVENT_INVALID'
  | 'AUDIT_KEY_INVALID'
  | 'AUDIT_RANGE_INVALID'
  | 'AUDIT_READ_ONLY'
  | 'DATABASE_FAILED'
  | 'BUILD_FAILED'
  | 'PUBLISH_LOCKED'
  | 'CACHE_SCHEMA_UNKNOWN'
  | 'MODEL_UNLOADABLE'
  | 'INTERNAL';

export class WarrantError extends Error {
  override readonly name = 'WarrantError';
  constructor(
    readonly code: WarrantErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isWarrantError(value: unknown): value is WarrantError {
  return value instanceof WarrantError;
}
