/** @module test/audit/replay: replay folds only a verified log; PROV-O export, histories and proof documents built from it. */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { WarrantError } from '../../src/core/errors.js';
import {
  checkInclusionProofDoc,
  collectEvents,
  exportProv,
  formatHistory,
  historyOf,
  openAuditLog,
  proveEvent,
  replayVerified,
  signerFromSeed,
  verifierFor,
  type Reducer,
  type StoredEvent,
} from '../../src/audit/index.js';
import { genericEvents, samplePublishRun, tempDir, TS } from './helpers.js';

const countByType: Reducer<Record<string, number>> = {
  init: () => ({}),
  apply: (state, event) => ({ ...state, [event.type]: (state[event.type] ?? 0) + 1 }),
};

async function sampleLog(): Promise<{ path: string; events: StoredEvent[] }> {
  const path = join(tempDir(), 'audit.db');
  const log = await openAuditLog(path);
  await log.append(samplePublishRun('run-1'));
  await log.append(samplePublishRun('run-2'));
  const events: StoredEvent[] = [];
  for await (const event of log.events()) events.push(event);
  await log.close();
  return { path, events };
}

describe('replayVerified', () => {
  it('folds every event of a verified log through the reducer', async () => {
    const { path } = await sampleLog();
    const log = await openAuditLog(path, { readonly: true });
    // Sources repeat identically in run 2: registered once (idempotent), so 2 source events in all.
    expect(await replayVerified(log, countByType)).toMatchObject({
      'source.registered': 2,
      'claim.captured': 4,
      'publish.completed': 2,
    });
    await log.close();
  });

  it('refuses to fold a log that does not verify, naming the first bad seq', async () => {
    const { path } = await sampleLog();
    const bad = `${path}.bad`;
    copyFileSync(path, bad);
    const db = new Database(bad);
    db.exec(`DROP TRIGGER events_no_update; UPDATE events SET actor = 'mallory' WHERE seq = 4`);
    db.close();
    const log = await openAuditLog(bad, { readonly: true });
    let folded = 0;
    const spy: Reducer<number> = { init: () => 0, apply: (n) => (folded = n + 1) };
    const error = await replayVerified(log, spy).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WarrantError);
    expect((error as WarrantError).code).toBe('AUDIT_CHAIN_BROKEN');
    expect((error as WarrantError).message).toMatch(/seq 4/);
    expect(folded).toBe(0);
    await log.close();
  });
});

describe('exportProv', () => {
  it('describes sources, claims, pages and credentials as entities; capture, assess, gate, render and sign as activities; authors and the tool as agents', async () => {
    const { events } = await sampleLog();
    const doc = exportProv(events);
    expect(doc['@context'].prov).toBe('http://www.w3.org/ns/prov#');
    const byId = new Map(doc['@graph'].map((n) => [n['@id'] as string, n]));
    const types = (id: string): unknown => byId.get(id)?.['@type'];
    expect(types('urn:warrant:agent:ada')).toEqual(['prov:Agent', 'prov:Person']);
    expect(types('urn:warrant:agent:warrant%400.1.0')).toEqual(['prov:Agent', 'prov:SoftwareAgent']);
    expect(types(`urn:warrant:source:ons-2025:${'a'.repeat(64)}`)).toEqual(['prov:Entity', 'warrant:Source']);
    const claim = byId.get('urn:warrant:run:run-1:claim:c1')!;
    expect(claim['prov:wasGeneratedBy']).toEqual({ '@id': 'urn:warrant:run:run-1:capture:c1' });
    expect(claim['prov:wasDerivedFrom']).toEqual([{ '@id': `urn:warrant:source:ons-2025:${'a'.repeat(64)}` }]);
    expect(claim['prov:wasAttributedTo']).toEqual({ '@id': 'urn:warrant:agent:ada' });
    expect(byId.get('urn:warrant:run:run-1:assessment-page:c1')!['warrant:status']).toBe('grounded');
    expect(types('urn:warrant:run:run-1:post:hello')).toEqual(['prov:Entity', 'warrant:Post']);
    for (const activity of [
      'capture:c1',
      'assess:c1',
      'assess-page:c1',
      'gate1:hello',
      'gate2:hello',
      'render:dist%2Fhello%2Findex.html',
      'sign:dist%2Fhello%2Findex.html',
    ]) {
      expect((types(`urn:warrant:run:run-1:${activity}`) as string[])[0], activity).toBe('prov:Activity');
    }
    expect(byId.get('urn:warrant:run:run-1:gate1:hello')!['prov:used']).toEqual([
      { '@id': 'urn:warrant:run:run-1:claim:c1' },
      { '@id': 'urn:warrant:run:run-1:claim:c2' },
    ]);
    expect(byId.get('urn:warrant:run:run-1:page:dist%2Fhello%2Findex.html')!['warrant:htmlSha256']).toBe(
      'c'.repeat(64),
    );
    expect(byId.get('urn:warrant:run:run-1:credential:dist%2Fhello%2Findex.html')!['prov:wasDerivedFrom']).toEqual({
      '@id': 'urn:warrant:run:run-1:page:dist%2Fhello%2Findex.html',
    });
    expect(byId.get('urn:warrant:run:run-2')!['warrant:outcome']).toBe('published');
    expect(byId.get('urn:warrant:run:run-2')!['prov:wasAssociatedWith']).toEqual({
      '@id': 'urn:warrant:agent:warrant%400.1.0',
    }); // one agent, stated twice
    expect(byId.get('urn:warrant:agent:ada')!['warrant:name']).toBe('ada');
    expect(exportProv(events)).toEqual(doc); // pure and deterministic
  });

  it('refuses a catalogued event with a malformed payload instead of exporting part of it', async () => {
    const event: StoredEvent = {
      seq: 1,
      id: 'x',
      type: 'claim.assessed',
      actor: 'warrant@0.1.0',
      ts: TS,
      payload: { runId: 'r', claimId: 'c' },
      prevHash: '0'.repeat(64),
      hash: '0'.repeat(64),
    };
    expect(() => exportProv([event])).toThrow(/does not match the catalogue/);
    expect(exportProv([{ ...event, type: 'something.else' }])['@graph']).toEqual([]);
  });
});

describe('history', () => {
  it('selects the events of one claim or one post and tells them one line each', async () => {
    const { events } = await sampleLog();
    const claim = historyOf(events, { claim: 'c2' });
    expect(claim.map((e) => e.type)).toEqual([
      'claim.captured',
      'claim.assessed',
      'page.rendered',
      'claim.captured',
      'claim.assessed',
      'page.rendered',
    ]);
    const text = formatHistory(claim);
    expect(text).toMatch(
      /claim c2 captured from content\/posts\/hello\.md \[60, 90\) \(post\) citing memo: "The memo says otherwise\."/,
    );
    expect(text).toMatch(/claim c2 assessed weak: memo supported\/support_only -> weak by nli@0 \(entailment 0\.91\)/);
    const post = historyOf(events, { post: 'hello' });
    expect(post.map((e) => e.type)).toContain('publish.completed');
    expect(post.map((e) => e.type)).toContain('post.captured');
    expect(post.map((e) => e.type)).not.toContain('source.registered');
    expect(historyOf(events, { post: 'nope' })).toEqual([]);
  });
});

describe('inclusion proof documents', () => {
  it('prove an event against the latest covering checkpoint and check offline; any change is refused', async () => {
    const log = await openAuditLog(join(tempDir(), 'audit.db'));
    const signer = signerFromSeed(new Uint8Array(32).fill(5), 'example.com/log');
    await log.append(genericEvents(9));
    await log.checkpoint(signer, 'example.com/log');
    await log.append(genericEvents(4, 9));
    const doc = await proveEvent(log, 6);
    expect(doc.treeSize).toBe(9);
    expect(doc.checkpoint).toBeDefined();
    expect(checkInclusionProofDoc(doc, [verifierFor(signer)])).toEqual({ ok: true });
    expect((await proveEvent(log, 12)).treeSize).toBe(13);
    expect(checkInclusionProofDoc(await proveEvent(log, 12))).toEqual({ ok: true });
    expect(checkInclusionProofDoc({ ...doc, event: doc.event.replace('event number 5', 'event number 6') }).ok).toBe(
      false,
    );
    expect(checkInclusionProofDoc({ ...doc, path: [...doc.path].reverse() }).ok).toBe(false);
    expect(checkInclusionProofDoc({ ...doc, treeSize: 13 }, [verifierFor(signer)]).ok).toBe(false);
    expect(checkInclusionProofDoc(doc, [verifierFor(signerFromSeed(new Uint8Array(32), 'example.com/log'))]).ok).toBe(
      false,
    );
    await expect(proveEvent(log, 14)).rejects.toThrow(/no event with seq 14/);
    await log.close();
  });
});

describe('collectEvents', () => {
  it('keeps every verified event in order', async () => {
    const { path } = await sampleLog();
    const log = await openAuditLog(path, { readonly: true });
    const size = await log.size();
    expect((await replayVerified(log, collectEvents)).map((e) => e.seq)).toEqual(
      Array.from({ length: size }, (_, i) => i + 1),
    );
    await log.close();
  });
});
