/** @module audit/history: the history of one claim or one post, selected from verified events and told in one line per event. */
import { canonicalJson } from '../core/canonical.js';
import { readCatalogued } from './catalogue.js';
import type { StoredEvent } from './event.js';

export type HistoryQuery = { readonly claim: string } | { readonly post: string };

/** The events about one claim (captures, assessments, rendered spans) or one post (everything carrying its slug, and the publishes of its pages). */
export function historyOf(events: Iterable<StoredEvent>, query: HistoryQuery): StoredEvent[] {
  const selected: StoredEvent[] = [];
  const pagesOfPost = new Set<string>();
  for (const stored of events) {
    const event = readCatalogued(stored);
    if (event === undefined) continue;
    if ('claim' in query) {
      const p = event.payload as { claimId?: unknown };
      const matches =
        p.claimId === query.claim ||
        (event.type === 'page.rendered' && event.payload.spans.some((s) => s.claimId === query.claim));
      if (matches) selected.push(stored);
    } else {
      const p = event.payload as { post?: unknown };
      if (event.type === 'page.rendered' && event.payload.post === query.post)
        pagesOfPost.add(`${event.payload.runId}\u0000${event.payload.path}`);
      const published =
        event.type === 'publish.completed' &&
        event.payload.pages.some((path) => pagesOfPost.has(`${event.payload.runId}\u0000${path}`));
      if (p.post === query.post || published) selected.push(stored);
    }
  }
  return selected;
}

const short = (hash: string): string => `${hash.slice(0, 12)}…`;
const quote = (text: string, max = 72): string =>
  JSON.stringify(text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** One readable line about what an event records. */
export function describeEvent(stored: StoredEvent): string {
  const event = readCatalogued(stored);
  if (event === undefined) return `${stored.type} ${canonicalJson(stored.payload).slice(0, 100)}`;
  switch (event.type) {
    case 'source.registered': {
      const p = event.payload;
      return `source ${p.sourceId} registered: ${quote(p.title, 48)} (${p.tier}, ${p.sensitivity}, sha256 ${short(p.sha256)})`;
    }
    case 'post.captured': {
      const p = event.payload;
      return `post ${p.post} captured from ${p.file}: ${quote(p.title, 60)} (sha256 ${short(p.sha256)})`;
    }
    case 'claim.captured': {
      const p = event.payload;
      const cites = p.sourceRefs.length > 0 ? ` citing ${p.sourceRefs.join(', ')}` : ' citing nothing';
      return `claim ${p.claimId} captured from ${p.file} [${p.span.start}, ${p.span.end}) (${p.origin})${cites}: ${quote(p.text)}`;
    }
    case 'trace.linted': {
      const p = event.payload;
      const codes = [...new Set(p.findings.map((f) => f.code))].join(', ');
      return `drafting trace ${p.file} of ${p.post} ${p.passed ? 'passed' : 'failed'} the linter (mode ${p.mode ?? 'unknown'}${codes ? `; ${codes}` : ''})`;
    }
    case 'claim.traced': {
      const p = event.payload;
      const each = p.reliance.map(
        (r) => `${r.sourceId} ${r.reliance}${r.reliance === r.authored ? '' : ` (author: ${r.authored})`}`,
      );
      const flag = p.chain?.groundedOffChainOnly ? '; grounded off its chain only' : '';
      return `claim ${p.claimId} reliance from the ${p.from === 'trace' ? 'drafting trace' : "author's record"}: ${each.join('; ')}${flag}`;
    }
    case 'claim.assessed': {
      const p = event.payload;
      const each = p.assessments.map(
        (a) => `${a.sourceId} ${a.support}/${a.reliance} -> ${a.status} by ${a.assessor} (${a.rule})`,
      );
      return `claim ${p.claimId} ${p.gate === 2 ? 're-assessed on the page' : 'assessed'} ${p.status}${p.disputed ? ', sources disagree' : ''}${each.length > 0 ? `: ${each.join('; ')}` : ': no sources'}`;
    }
    case 'gate.decided': {
      const p = event.payload;
      const codes = [...new Set(p.findings.map((f) => f.code))].join(', ');
      return `gate ${p.gate} ${p.blocked ? 'blocked' : 'passed'} ${p.post} (${p.findings.length} finding${p.findings.length === 1 ? '' : 's'}${codes ? `: ${codes}` : ''})`;
    }
    case 'page.rendered': {
      const p = event.payload;
      return `page ${p.path} rendered for ${p.post} with ${p.spans.length} claim span${p.spans.length === 1 ? '' : 's'} (html sha256 ${short(p.htmlSha256)})`;
    }
    case 'credential.signed':
      return event.payload.reusedFrom
        ? `credential for ${event.payload.path} reused from run ${event.payload.reusedFrom}: the page and its record are unchanged (manifest sha256 ${short(event.payload.manifestSha256)})`
        : `credential signed for ${event.payload.path} (manifest sha256 ${short(event.payload.manifestSha256)})`;
    case 'post.bound': {
      const p = event.payload;
      return p.since === p.runId
        ? `page of ${p.post} shows checkpoint ${p.checkpoint.size} of this run`
        : `page of ${p.post} unchanged in what Warrant says: it keeps checkpoint ${p.checkpoint.size} of run ${p.since}`;
    }
    case 'credential.withheld':
      return `credential withheld for ${event.payload.path}: ${event.payload.reason}`;
    case 'credential.trust':
      return `signing certificate ${event.payload.trusted ? 'trusted' : 'not trusted'}: ${event.payload.reason}`;
    case 'claim.reviewed': {
      const p = event.payload;
      const what =
        p.verdict === 'supported'
          ? p.override
            ? 'overruled the machine check and confirmed'
            : 'confirmed'
          : p.verdict === 'refuted'
            ? 'rejected'
            : 'found unsupported';
      const outcome = p.applied ? 'applied' : p.valid ? 'superseded by a later review' : `rejected (${p.reason})`;
      return `review ${short(p.reviewSha256)}: ${p.reviewer} ${what} claim ${p.claimId} against ${p.sourceId} line ${p.passage.line} on ${p.at.slice(0, 10)} (machine: ${p.machineStatus}): ${outcome}${p.note ? `; note: ${quote(p.note)}` : ''}`;
    }
    case 'clearance.checked':
      return `clearance ${short(event.payload.clearanceSha256)} by ${event.payload.who} ${event.payload.valid ? 'valid' : 'rejected'}: ${event.payload.reason}`;
    case 'publish.started':
      return `publish run ${event.payload.runId} started in ${event.payload.root}`;
    case 'publish.completed':
      return `publish run ${event.payload.runId} ${event.payload.outcome} (${event.payload.pages.length} page${event.payload.pages.length === 1 ? '' : 's'})`;
    case 'publish.recovered':
      return `publish run ${event.payload.runId} first put right: ${event.payload.actions.join('; ')}`;
    case 'publish.failed':
      return `publish run ${event.payload.runId} failed (${event.payload.code}): ${quote(event.payload.message, 120)}`;
  }
}

/** `#seq  ts  actor  what happened`, one line per event. */
export function formatHistory(events: readonly StoredEvent[]): string {
  return events.map((e) => `#${e.seq}  ${e.ts}  ${e.actor}  ${describeEvent(e)}`).join('\n');
}
