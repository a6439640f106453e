/** @module audit/prov: a PROV-O JSON-LD document built purely from (verified) audit events. */
import type { Json } from '../core/canonical.js';
import { reviewerActor, reviewerOf } from '../core/model.js';
import { readCatalogued, type CataloguedEvent } from './catalogue.js';
import type { StoredEvent } from './event.js';

export const PROV_CONTEXT = {
  prov: 'http://www.w3.org/ns/prov#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
  warrant: 'urn:warrant:vocab#',
} as const;

export interface ProvDocument {
  readonly '@context': typeof PROV_CONTEXT;
  readonly '@graph': readonly { readonly [key: string]: Json }[];
}

type Node = Record<string, Json>;

const iri = (...parts: readonly (string | number)[]): string =>
  `urn:warrant:${parts.map((p) => encodeURIComponent(String(p))).join(':')}`;
const ref = (id: string): Node => ({ '@id': id });
const time = (ts: string): Node => ({ '@value': ts, '@type': 'xsd:dateTime' });
const TOOL_ACTOR = /^warrant@/;

/** Accumulates nodes by @id, merging repeated mentions, in first-seen order (a deterministic document). */
class Graph {
  private readonly nodes = new Map<string, Node>();

  add(id: string, fields: Node): void {
    const node = this.nodes.get(id) ?? { '@id': id };
    for (const [key, value] of Object.entries(fields)) {
      const existing = node[key];
      if (existing === undefined) node[key] = value;
      else if (JSON.stringify(existing) !== JSON.stringify(value)) {
        // A second, different statement about the same property: keep both values (a set, in first-seen order).
        const list = Array.isArray(existing) ? [...(existing as Json[])] : [existing];
        const values = Array.isArray(value) ? (value as Json[]) : [value];
        for (const v of values) if (!list.some((e) => JSON.stringify(e) === JSON.stringify(v))) list.push(v);
        node[key] = list;
      }
    }
    this.nodes.set(id, node);
  }

  toArray(): Node[] {
    return [...this.nodes.values()];
  }
}

/**
 * The PROV-O view of the log: entities (sources, posts, claims, assessments, gate decisions, pages, credentials),
 * activities (capture, assess, gate, render, sign, publish) and agents (authors, the tool). Pure: callers pass events
 * from a verified replay. Unknown event types are left out; a catalogued event with a malformed payload throws
 * AUDIT_EVENT_INVALID rather than exporting a partial record.
 */
export function exportProv(events: Iterable<StoredEvent>): ProvDocument {
  const graph = new Graph();
  /** Latest registered version of each source id, so citations resolve to the hash-pinned entity. */
  const sourceVersions = new Map<string, string>();
  /** Claim entities per run and post, for the gate's inputs. */
  const claimsByPost = new Map<string, string[]>();
  const sourceRef = (sourceId: string, sha256?: string): Node => {
    const id = sha256 ? iri('source', sourceId, sha256) : (sourceVersions.get(sourceId) ?? iri('source', sourceId));
    return ref(id);
  };
  const agent = (actor: string): Node => {
    const id = iri('agent', actor);
    graph.add(id, {
      '@type': ['prov:Agent', TOOL_ACTOR.test(actor) ? 'prov:SoftwareAgent' : 'prov:Person'],
      'warrant:name': actor,
    });
    return ref(id);
  };
  const run = (runId: string): Node => ref(iri('run', runId));
  const claimEntity = (runId: string, claimId: string): string => iri('run', runId, 'claim', claimId);

  for (const stored of events) {
    const event: CataloguedEvent | undefined = readCatalogued(stored);
    if (event === undefined) continue;
    const by = agent(event.actor);
    const at = time(event.ts);
    switch (event.type) {
      case 'source.registered': {
        const p = event.payload;
        const id = iri('source', p.sourceId, p.sha256);
        sourceVersions.set(p.sourceId, id);
        graph.add(id, {
          '@type': ['prov:Entity', 'warrant:Source'],
          'warrant:sourceId': p.sourceId,
          'warrant:sha256': p.sha256,
          'warrant:title': p.title,
          'warrant:tier': p.tier,
          'warrant:sensitivity': p.sensitivity,
          'prov:atLocation': p.uri,
          'prov:wasAttributedTo': by,
          'warrant:registeredAt': at,
        });
        break;
      }
      case 'post.captured': {
        const p = event.payload;
        graph.add(iri('run', p.runId, 'post', p.post), {
          '@type': ['prov:Entity', 'warrant:Post'],
          'prov:specializationOf': ref(iri('post', p.post)),
          'prov:wasAttributedTo': by,
          'prov:atLocation': p.file,
          'warrant:sha256': p.sha256,
          ...(p.title === undefined ? {} : { 'warrant:title': p.title }),
          'warrant:capturedAt': at,
        });
        break;
      }
      case 'claim.captured': {
        const p = event.payload;
        const activity = iri('run', p.runId, 'capture', p.claimId);
        const entity = claimEntity(p.runId, p.claimId);
        const used = p.sourceRefs.map((s) => sourceRef(s));
        const post = ref(iri('run', p.runId, 'post', p.post));
        graph.add(activity, {
          '@type': ['prov:Activity', 'warrant:Capture'],
          'prov:wasAssociatedWith': by,
          'prov:used': [post, ...used],
          'prov:endedAtTime': at,
          'warrant:run': run(p.runId),
        });
        graph.add(entity, {
          '@type': ['prov:Entity', 'warrant:Claim'],
          'prov:specializationOf': ref(iri('claim', p.claimId)),
          'prov:wasGeneratedBy': ref(activity),
          'prov:wasAttributedTo': by,
          'prov:wasDerivedFrom': used,
          'warrant:text': p.text,
          'warrant:post': p.post,
          'warrant:file': p.file,
          'warrant:spanStart': p.span.start,
          'warrant:spanEnd': p.span.end,
          'warrant:origin': p.origin,
          'warrant:inContextSources': p.inContextSourceIds.map((s) => sourceRef(s)),
        });
        const key = `${p.runId}\u0000${p.post}`;
        claimsByPost.set(key, [...(claimsByPost.get(key) ?? []), entity]);
        break;
      }
      case 'trace.linted': {
        // A post drafted with AI: the drafting run, by the agent its trace names, using what it retrieved.
        const p = event.payload;
        const drafting = iri('run', p.runId, 'drafting', p.post);
        graph.add(drafting, {
          '@type': ['prov:Activity', 'warrant:Drafting'],
          'prov:used': p.retrieved.map((r) => sourceRef(r.sourceId, r.sha256)),
          'warrant:trace': p.file,
          ...(p.sha256 ? { 'warrant:traceSha256': p.sha256 } : {}),
          ...(p.mode ? { 'warrant:groundingMode': p.mode } : {}),
          ...(p.invocationId ? { 'warrant:invocationId': p.invocationId } : {}),
          'warrant:lintPassed': p.passed,
          'warrant:lintRules': [...p.rules],
          'warrant:run': run(p.runId),
        });
        graph.add(iri('run', p.runId, 'post', p.post), { 'prov:wasGeneratedBy': ref(drafting) });
        break;
      }
      case 'claim.traced': {
        const p = event.payload;
        graph.add(iri('run', p.runId, 'reliance', p.claimId), {
          '@type': ['prov:Entity', 'warrant:Reliance'],
          'prov:wasDerivedFrom': [ref(claimEntity(p.runId, p.claimId)), ref(iri('run', p.runId, 'drafting', p.post))],
          'warrant:from': p.from,
          'warrant:sources': p.reliance.map((r) => ({
            'warrant:source': sourceRef(r.sourceId),
            'warrant:reliance': r.reliance,
            'warrant:authored': r.authored,
          })),
          ...(p.chain
            ? {
                'warrant:groundedOffChainOnly': p.chain.groundedOffChainOnly,
                'warrant:onChainVerdict': p.chain.onChainVerdict ?? 'unknown',
                'warrant:offChainVerdict': p.chain.offChainVerdict ?? 'none',
              }
            : {}),
        });
        break;
      }
      case 'claim.assessed': {
        const p = event.payload;
        // Gate 2 re-grounds the claim's span on the rendered page: a second assessment, kept apart from the first.
        const step = p.gate === 2 ? 'assess-page' : 'assess';
        const activity = iri('run', p.runId, step, p.claimId);
        const claim = ref(claimEntity(p.runId, p.claimId));
        // A verdict a person decided (warrant review) is associated with them as well as with the tool.
        const people = [...new Set(p.assessments.flatMap((a) => reviewerOf(a.assessor) ?? []))];
        graph.add(activity, {
          '@type': ['prov:Activity', 'warrant:Assess'],
          'prov:wasAssociatedWith': people.length > 0 ? [by, ...people.map((name) => agent(reviewerActor(name)))] : by,
          'prov:used': [claim, ...p.assessments.map((a) => sourceRef(a.sourceId, a.sourceSha256))],
          'prov:endedAtTime': at,
          'warrant:run': run(p.runId),
        });
        graph.add(iri('run', p.runId, p.gate === 2 ? 'assessment-page' : 'assessment', p.claimId), {
          '@type': ['prov:Entity', 'warrant:Assessment'],
          'prov:wasGeneratedBy': ref(activity),
          'prov:wasDerivedFrom': claim,
          'warrant:status': p.status,
          'warrant:disputed': p.disputed,
          'warrant:sourceAssessments': p.assessments.map((a) => ({
            'warrant:source': sourceRef(a.sourceId, a.sourceSha256),
            'warrant:support': a.support,
            'warrant:reliance': a.reliance,
            'warrant:status': a.status,
            'warrant:assessor': a.assessor,
            'warrant:tier': reviewerOf(a.assessor) === undefined ? 'machine' : 'human',
            'warrant:rule': a.rule,
            'warrant:score': a.score,
          })),
        });
        break;
      }
      case 'claim.reviewed': {
        const p = event.payload;
        const activity = iri('run', p.runId, 'review', p.reviewSha256);
        const claim = ref(claimEntity(p.runId, p.claimId));
        const source = sourceRef(p.sourceId);
        graph.add(activity, {
          '@type': ['prov:Activity', 'warrant:Review'],
          'prov:wasAssociatedWith': p.valid ? agent(reviewerActor(p.reviewer)) : by,
          'prov:used': [claim, source],
          'prov:endedAtTime': time(p.at),
          'warrant:run': run(p.runId),
        });
        graph.add(iri('run', p.runId, 'review-record', p.reviewSha256), {
          '@type': ['prov:Entity', 'warrant:ReviewRecord'],
          'prov:wasGeneratedBy': ref(activity),
          'prov:wasDerivedFrom': [claim, source],
          'warrant:reviewer': p.reviewer,
          'warrant:verdict': p.verdict,
          'warrant:note': p.note,
          ...(p.override ? { 'warrant:override': p.override } : {}),
          'warrant:passageLine': p.passage.line,
          'warrant:machineStatus': p.machineStatus,
          'warrant:valid': p.valid,
          'warrant:reason': p.reason,
          'warrant:applied': p.applied,
          'warrant:recordedAt': at,
        });
        break;
      }
      case 'gate.decided': {
        const p = event.payload;
        const activity = iri('run', p.runId, `gate${p.gate}`, p.post);
        graph.add(activity, {
          '@type': ['prov:Activity', 'warrant:Gate'],
          'prov:wasAssociatedWith': by,
          'prov:used': (claimsByPost.get(`${p.runId}\u0000${p.post}`) ?? []).map(ref),
          'prov:endedAtTime': at,
          'warrant:run': run(p.runId),
        });
        graph.add(iri('run', p.runId, `gate${p.gate}-decision`, p.post), {
          '@type': ['prov:Entity', 'warrant:GateDecision'],
          'prov:wasGeneratedBy': ref(activity),
          'warrant:gate': p.gate,
          'warrant:post': p.post,
          'warrant:blocked': p.blocked,
          'warrant:findings': p.findings.map((f) => ({
            'warrant:code': f.code,
            'warrant:file': f.file,
            'warrant:line': f.line,
            'warrant:column': f.column,
            'warrant:message': f.message,
          })),
        });
        break;
      }
      case 'page.rendered': {
        const p = event.payload;
        const activity = iri('run', p.runId, 'render', p.path);
        const claims = [...new Set(p.spans.map((s) => s.claimId))].map((c) => ref(claimEntity(p.runId, c)));
        graph.add(activity, {
          '@type': ['prov:Activity', 'warrant:Render'],
          'prov:wasAssociatedWith': by,
          'prov:used': claims,
          'prov:endedAtTime': at,
          'warrant:run': run(p.runId),
        });
        graph.add(iri('run', p.runId, 'page', p.path), {
          '@type': ['prov:Entity', 'warrant:Page'],
          'prov:specializationOf': ref(iri('page', p.path)),
          'prov:wasGeneratedBy': ref(activity),
          'prov:wasDerivedFrom': claims,
          'warrant:post': p.post,
          'warrant:path': p.path,
          'warrant:htmlSha256': p.htmlSha256,
        });
        break;
      }
      case 'credential.signed':
      case 'credential.withheld': {
        const p = event.payload;
        const activity = iri('run', p.runId, 'sign', p.path);
        const page = ref(iri('run', p.runId, 'page', p.path));
        const signed = event.type === 'credential.signed';
        graph.add(activity, {
          '@type': ['prov:Activity', 'warrant:Sign'],
          'prov:wasAssociatedWith': by,
          'prov:used': page,
          'prov:endedAtTime': at,
          'warrant:run': run(p.runId),
          'warrant:outcome': signed ? 'signed' : 'withheld',
          ...(event.type === 'credential.withheld' ? { 'warrant:reason': event.payload.reason } : {}),
        });
        if (event.type === 'credential.signed') {
          graph.add(iri('run', p.runId, 'credential', p.path), {
            '@type': ['prov:Entity', 'warrant:Credential'],
            'prov:wasGeneratedBy': ref(activity),
            'prov:wasDerivedFrom': page,
            'warrant:manifestSha256': event.payload.manifestSha256,
            ...(event.payload.reusedFrom
              ? { 'prov:alternateOf': ref(iri('run', event.payload.reusedFrom, 'credential', p.path)) }
              : {}),
          });
        }
        break;
      }
      case 'publish.started':
        graph.add(iri('run', event.payload.runId), {
          '@type': ['prov:Activity', 'warrant:Publish'],
          'prov:wasAssociatedWith': by,
          'prov:startedAtTime': at,
          'warrant:root': event.payload.root,
        });
        break;
      case 'publish.completed':
        graph.add(iri('run', event.payload.runId), {
          '@type': ['prov:Activity', 'warrant:Publish'],
          'prov:wasAssociatedWith': by,
          'prov:endedAtTime': at,
          'warrant:outcome': event.payload.outcome,
          'warrant:pages': event.payload.pages.map((path) => ref(iri('run', event.payload.runId, 'page', path))),
        });
        break;
      case 'publish.failed':
        graph.add(iri('run', event.payload.runId), {
          '@type': ['prov:Activity', 'warrant:Publish'],
          'prov:wasAssociatedWith': by,
          'prov:endedAtTime': at,
          'warrant:outcome': 'failed',
          'warrant:failure': event.payload.code,
        });
        break;
    }
  }
  return { '@context': PROV_CONTEXT, '@graph': graph.toArray() };
}
