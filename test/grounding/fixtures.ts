/** @module test/grounding/fixtures: sources and claims for the grounding tests. */
import { sha256Hex } from '../../src/core/canonical.js';
import type { Claim, LoadedSource } from '../../src/core/model.js';

export function source(id: string, text: string, mediaType = 'text/plain', uri = `sources/${id}.txt`): LoadedSource {
  return { id, uri, title: id, tier: 'record', sensitivity: 'public', sha256: sha256Hex(text), text, mediaType };
}

export function claim(text: string, sourceRefs: string[], overrides: Partial<Claim> = {}): Claim {
  return {
    id: 'c1',
    draftId: 'post',
    text,
    span: { start: 0, end: text.length },
    claimType: 'quantitative',
    sourceRefs,
    inContextSourceIds: sourceRefs,
    actor: 'author',
    origin: 'post',
    file: 'content/posts/post.md',
    ...overrides,
  };
}

export function sourceMap(...sources: LoadedSource[]): Map<string, LoadedSource> {
  return new Map(sources.map((s) => [s.id, s]));
}
