/** @module core/exit-code: the CLI's exit code as a pure function of what happened. */
import { hasErrors, type Finding } from './findings.js';

export const EXIT = { ok: 0, blocked: 1, toolFailed: 2 } as const;

/** 0 clean or published, 1 the gate found problems; a tool failure (2) is decided where it is caught. */
export function exitCodeFor(findings: readonly Finding[]): 0 | 1 {
  return hasErrors(findings) ? EXIT.blocked : EXIT.ok;
}
