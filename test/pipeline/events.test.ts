// Audit events built from stage results: registering a source again is idempotent, relabelling it is recorded.
import { describe, expect, it } from 'vitest';
import { sourceRegistered } from '../../src/pipeline/events.js';
import { sourceOf } from '../helpers.js';

const ctx = { runId: 'run-1', ts: '2026-11-30T00:00:00.000Z' };
const later = { runId: 'run-2', ts: '2026-12-01T00:00:00.000Z' };

describe('sourceRegistered', () => {
  it('gives the same registration, in any run at any time, the same event id', () => {
    const source = sourceOf('memo', 'the text');
    expect(sourceRegistered(later, source).id).toBe(sourceRegistered(ctx, source).id);
  });
  it('gives a relabelled source (same bytes, new sensitivity) a new event, so the log never keeps a stale label', () => {
    const source = sourceOf('memo', 'the text', 'text/plain', 'public');
    expect(sourceRegistered(ctx, { ...source, sensitivity: 'secret' }).id).not.toBe(sourceRegistered(ctx, source).id);
  });
});
