/** @module core/findings: findings as data with a place and a code, and the registry every code must be in. */
import type { Range } from './model.js';

export type Severity = 'error' | 'warning' | 'info';

/** What each finding code means and how to fix it. A new code without an entry here does not compile. */
export const FINDING_CODES = {
  'input/unreadable': {
    severity: 'error',
    summary: 'A file could not be read.',
    hint: 'Check that the path exists and is readable.',
  },
  'input/not-utf8': {
    severity: 'error',
    summary: 'A post file is not UTF-8 text.',
    hint: 'Save the file as UTF-8; the finding names the first byte that is not part of a UTF-8 character.',
  },
  'input/too-large': {
    severity: 'error',
    summary: 'A post file is larger than a post may be (limits.postBytes).',
    hint: 'Split the post, or raise limits.postBytes in warrant.config.json.',
  },
  'input/too-deep': {
    severity: 'error',
    summary: 'Block quotes or lists nest deeper than a post may (limits.nesting).',
    hint: 'Flatten the nesting, or raise limits.nesting in warrant.config.json.',
  },
  'capture/claim-too-long': {
    severity: 'error',
    summary: 'A claim (the text a citation ends) is longer than a claim may be (limits.claimChars).',
    hint: 'Cite each sentence on its own: put a citation at the end of each claim.',
  },
  'capture/too-many-claims': {
    severity: 'error',
    summary: 'A post has more claims than a post may (limits.claimsPerPost).',
    hint: 'Split the post, or raise limits.claimsPerPost in warrant.config.json.',
  },
  'input/front-matter': {
    severity: 'error',
    summary: 'A post has missing or malformed front matter.',
    hint: 'Give the post a YAML front matter block with title, date (YYYY-MM-DD), author and summary.',
  },
  'input/ledger-line': {
    severity: 'error',
    summary: 'A ledger line is not valid JSON or does not match its schema.',
    hint: 'Fix the line; nothing of this file is loaded until every line is valid.',
  },
  'input/duplicate-id': {
    severity: 'error',
    summary: 'An identifier is defined twice.',
    hint: 'Give each entry a unique id.',
  },
  'source/unknown': {
    severity: 'error',
    summary: 'A citation names a source that is not in the registry.',
    hint: 'Register the source in ledger/sources.jsonl or fix the citation id.',
  },
  'source/missing-copy': {
    severity: 'error',
    summary: 'The pinned copy of a source is missing.',
    hint: 'Restore the pinned copy at the uri in ledger/sources.jsonl.',
  },
  'source/hash-mismatch': {
    severity: 'error',
    summary: 'The pinned copy of a source no longer matches its registered SHA-256.',
    hint: 'Restore the original copy, or re-pin the source deliberately with a new sha256 (and re-check the claims citing it).',
  },
  'source/outside-project': {
    severity: 'error',
    summary: "A source's pinned copy leads outside the project (a symlink or a path that leaves it).",
    hint: 'Pin a copy of the file inside the project (ledger/sources/) and register that path.',
  },
  'source/forbidden': {
    severity: 'error',
    summary: 'A registered source is a file Warrant keeps for itself: a private key, the audit log or a cache.',
    hint: 'Register the evidence file itself; keys, logs and caches are never evidence.',
  },
  'source/git-ignored': {
    severity: 'error',
    summary: 'A public source is a file git ignores: it may be local or secret, and it would be published.',
    hint: 'Commit the pinned copy, or allow it with "sources": {"allowIgnored": ["<id>"]} in warrant.config.json.',
  },
  'source/not-text': {
    severity: 'error',
    summary: "A source's pinned copy is not UTF-8 text, so no check can read it.",
    hint: 'Cite a text export of it (CSV, JSON, Markdown or plain text).',
  },
  'capture/empty-claim': {
    severity: 'error',
    summary: 'A citation is not attached to any text.',
    hint: 'Put the citation at the end of the sentence or clause it supports.',
  },
  'capture/evidence-row': {
    severity: 'error',
    summary: 'An evidence-table row has no claim text or no source id.',
    hint: 'Give the row the claim in the Claim column and at least one source id in the Source column.',
  },
  'capture/span-mismatch': {
    severity: 'error',
    summary: 'A ledger claim span does not select exactly the claim text in its draft.',
    hint: 'Fix span [start, end) so the draft text at those offsets is the claim text (offsets in UTF-16 code units, end excluded).',
  },
  'capture/unknown-draft': {
    severity: 'error',
    summary: 'A ledger claim names a draft (post) that does not exist.',
    hint: 'Set draft_id to the slug of an existing post.',
  },
  'post/script': {
    severity: 'error',
    summary: 'A post has a <script>: what it writes reaches readers past both gates, so it cannot be checked.',
    hint: 'Remove the script, or keep the post\'s HTML as written with "render": {"allowRawHtml": ["<slug>"]} in warrant.config.json (published unchecked, and recorded).',
  },
  'post/unsafe-html': {
    severity: 'warning',
    summary:
      'Raw HTML in a post that the page will not show: it runs, frames another page, styles text or carries text no claim can cite.',
    hint: 'Remove it from the post; a link needs an http(s) or relative URL, and text belongs in the post where a citation can cover it.',
  },
  'post/raw-html-kept': {
    severity: 'warning',
    summary: "A post's raw HTML is published as written, unchecked, because the configuration allows it.",
    hint: 'Remove the post from render.allowRawHtml in warrant.config.json to have its HTML sanitised and checked.',
  },
  'trace/unreadable': {
    severity: 'error',
    summary: 'A drafting trace or its envelope could not be read: a trace the linter cannot read never passes.',
    hint: 'Record the trace again with the drafting tool: one OTLP JSON span per line (see "Posts drafted with AI" in the README).',
  },
  'trace/G0': {
    severity: 'error',
    summary:
      'G0: the trace must have exactly one root invoke_agent span covering the whole run, with a grounding mode the envelope repeats, and a payload whose grounded_on entries are well formed.',
    hint: 'Record one invoke_agent span for the whole drafting run with warrant.grounding_mode (retrieval, input_only, none or delegation) and warrant.invocation_id.',
  },
  'trace/E1': {
    severity: 'error',
    summary: 'E1: an evidence item carries content that does not hash to its content_hash.',
    hint: 'The evidence shown to a reader must be the content its hash covers: record the item again from the source.',
  },
  'trace/G1': {
    severity: 'error',
    summary: 'G1: a model call started before any retrieval had finished (retrieval mode).',
    hint: 'Fetch the sources before asking the model to draft, and record the retrieval spans.',
  },
  'trace/G2': {
    severity: 'error',
    summary:
      'G2: a source the post relies on (grounded_on or a citation) matches no retrieval in the trace on both id and hash.',
    hint: 'Cite only sources the drafting run retrieved, at the version it read; or draft again after retrieving this one.',
  },
  'trace/G3': {
    severity: 'error',
    summary: "G3: a hash in the envelope's evidence appears on no retrieval in the trace.",
    hint: 'List as evidence only what the drafting run retrieved.',
  },
  'trace/G4': {
    severity: 'error',
    summary: "G4: a hash in grounded_on does not appear in the envelope's evidence.",
    hint: 'Give every source the post relies on an evidence item with the same hash.',
  },
  'trace/R1': {
    severity: 'error',
    summary: 'R1: the trace of an input_only, none or delegation run contains a retrieval.',
    hint: 'Declare the run as retrieval mode if it fetched sources, or remove the fetch.',
  },
  'trace/R2': {
    severity: 'error',
    summary: 'R2: an input_only or none run relies on something other than its input.',
    hint: 'Such a run may cite only its input (input:<invocation id>, with the input hash the run recorded).',
  },
  'trace/R3': {
    severity: 'error',
    summary: 'R3: a successful input_only or none run cites nothing, not even its input.',
    hint: 'Cite the input the post was drafted from.',
  },
  'trace/N1': {
    severity: 'error',
    summary: 'N1: a run declared as none (fixed rules, no model) called a model.',
    hint: 'Declare the run as input_only or retrieval, whichever it was.',
  },
  'trace/D1': {
    severity: 'error',
    summary:
      "D1: a delegating run relies on something that is neither its input nor a run listed in the envelope's delegations.",
    hint: "Cite delegated runs as invocation:<child id> with the hash of that run's envelope, as the delegations list records it.",
  },
  'trace/D2': {
    severity: 'error',
    summary: "D2: a delegating run's evidence names something that is neither its input nor a delegated run.",
    hint: 'List as evidence only the input and the delegated runs.',
  },
  'trace/D3': {
    severity: 'error',
    summary: 'D3: a successful delegating run does not cite its input.',
    hint: 'Cite the input the delegating run was given.',
  },
  'trace/S1': {
    severity: 'error',
    summary: 'S1: a source the drafting run cites is not in the source registry (an invented record).',
    hint: 'Pin the source with `warrant sources add`, or remove what the run says it relied on.',
  },
  'trace/S2': {
    severity: 'error',
    summary:
      "S2: a cited source's hash does not match its pinned copy: the run read, or claims to have read, another version.",
    hint: 'Draft again against the pinned copy, or re-pin the version the run read.',
  },
  'trace/unresolved': {
    severity: 'warning',
    summary:
      'An evidence item names a snapshot that has no pinned copy here; it is reported and never counted as verified.',
    hint: 'Pin a copy of the snapshot in ledger/sources.jsonl so the source check can re-hash it.',
  },
  'trace/reliance-disagrees': {
    severity: 'warning',
    summary:
      'The drafting trace and the authored record disagree on whether a source was in context before a claim was written; the trace wins.',
    hint: 'Correct in_context_source_ids in ledger/claims.jsonl, or draft again after retrieving the source.',
  },
  'trace/unattributed-claim': {
    severity: 'warning',
    summary:
      'A claim in a post drafted with AI is in no model output of the drafting trace: its reliance comes from its citation, as for a post without a trace.',
    hint: 'If a person wrote or rewrote this sentence after drafting, nothing is needed; otherwise record the drafting run again.',
  },
  'gate1/uncited-factual': {
    severity: 'error',
    summary: 'A factual statement has no citation.',
    hint: 'Cite a source for it with [@source-id] at the end of the sentence, or rephrase it without the factual detail.',
  },
  'gate1/needs-review': {
    severity: 'error',
    summary: 'No machine check can decide whether the cited source supports the claim as worded; a person can.',
    hint: 'If the source says it, confirm it with `warrant review` (a signed record in ledger/reviews.jsonl); if not, reword the claim to what the source says.',
  },
  'gate1/ungrounded': {
    severity: 'error',
    summary: 'The cited sources do not support a factual detail of the claim.',
    hint: 'Cite a source that states this detail, or correct the claim to what the source says.',
  },
  'gate1/refuted': {
    severity: 'error',
    summary: 'A cited source states a different value for the same quantity.',
    hint: 'Correct the claim to the value the source gives, or cite the source that gives this value.',
  },
  'gate1/weak': {
    severity: 'warning',
    summary: 'The claim is supported, but the source was not recorded as in context when it was written.',
    hint: 'Record the source in in_context_source_ids if it was, or treat the claim as retrospectively supported.',
  },
  'gate1/unverifiable': {
    severity: 'error',
    summary: 'Whether the claim is grounded could not be established.',
    hint: 'Check the source and the assessor configuration; nothing unscoreable is published.',
  },
  'gate1/disputed': {
    severity: 'warning',
    summary: 'The cited sources disagree about the claim.',
    hint: 'Check which source is right; the claim is carried by the source that supports it.',
  },
  'gate2/unmapped-factual': {
    severity: 'error',
    summary: 'The built page shows a factual detail that no grounded claim produced.',
    hint: 'Remove it from the layout or plugin that injected it, or write it in the post with a citation.',
  },
  'gate2/span-map': {
    severity: 'error',
    summary: 'The span map of a built page is broken: a mapped range does not hold its claim text.',
    hint: 'A template or plugin changed the article text under a claim; render claims unchanged.',
  },
  'gate2/missing-claim': {
    severity: 'error',
    summary: 'A grounded claim does not appear on the built page.',
    hint: 'Check that the page renders the post body through the Warrant Markdown pipeline.',
  },
  'gate2/unreadable-image': {
    severity: 'error',
    summary: 'A page shows an SVG image too large for its text to be read, so what it draws cannot be checked.',
    hint: 'Make the image smaller, or use a PNG and state its figures in a claim.',
  },
  'gate2/regrounding': {
    severity: 'error',
    summary: 'Text under a claim on the built page is no longer supported by its sources.',
    hint: 'A rendering step rewrote the claim; render the grounded claim text.',
  },
  'statement/missing': {
    severity: 'error',
    summary:
      'A statement the configuration requires on this post (warrant.config.json "statements") is not on it as a paragraph of its own carrying its evidence.',
    hint: 'Write the statement, word for word, as a paragraph of its own in the post, and check that the page template renders the post body.',
  },
  'statement/repeated': {
    severity: 'error',
    summary: 'A required statement appears more than once on the page a reader receives; it must appear exactly once.',
    hint: 'Keep the one paragraph in the post and remove the other copies, from the post or from the layout that prints it.',
  },
  'statement/altered': {
    severity: 'error',
    summary:
      'A required statement is on the page in a changed form: reworded, carrying a citation, or without the evidence it must carry.',
    hint: 'Write the statement exactly as warrant.config.json gives it (only spaces and line breaks may differ), as a paragraph of its own with no citation.',
  },
  'statement/evidence': {
    severity: 'error',
    summary:
      "A required statement's evidence names neither a public registered source nor the post's drafting trace, so a reader cannot be shown what backs it.",
    hint: 'Set the statement\'s "evidence" to the id of a public source in ledger/sources.jsonl, or to "trace" for a post with a drafting trace in ledger/traces/<slug>.jsonl.',
  },
  'credential/withheld': {
    severity: 'warning',
    summary: 'A page ships without its Content Credential because the signing certificate is not trusted.',
    hint: 'Add the signing CA to certs/trust-anchors.pem (or the trust list in certs/credentials.json), or run `warrant certs init` for development.',
  },
  'credential/not-configured': {
    severity: 'info',
    summary: 'Content Credentials are not configured; pages ship without a C2PA manifest.',
    hint: 'Run `warrant certs init` to make development keys, or configure a signing certificate.',
  },
  'review/rejected': {
    severity: 'warning',
    summary: 'A review record is not valid, so it decides nothing and the claim is checked as if it were not there.',
    hint: "Review the claim again with `warrant review` (a record holds only while the claim text, the source and the passage are unchanged, with a key listed in certs/reviewer-keys.pem under the reviewer's name).",
  },
  'clearance/rejected': {
    severity: 'warning',
    summary: 'A clearance record is not valid, so the excerpt it names stays private.',
    hint: 'Sign the clearance with a key whose public part is in certs/clearance-keys.pem, for the exact source and excerpt hashes, with an expiry in the future (scripts/clearance.ts sign).',
  },
} as const satisfies Record<string, { severity: Severity; summary: string; hint: string }>;

export type FindingCode = keyof typeof FINDING_CODES;

/** A finding: what is wrong, where (file:line:column and the offset range), why, and how to fix it. */
export interface Finding {
  readonly code: FindingCode;
  readonly severity: Severity;
  readonly file: string;
  /** 1-based. */
  readonly line: number;
  /** 1-based, in UTF-16 code units like editors count. */
  readonly column: number;
  /** Offsets in the file, when known. */
  readonly range?: Range;
  readonly message: string;
  readonly hint: string;
}

export interface Place {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly range?: Range;
}

/** Make a finding; severity and hint come from the registry unless overridden. */
export function finding(
  code: FindingCode,
  place: Place,
  message: string,
  overrides: { severity?: Severity; hint?: string } = {},
): Finding {
  const entry = FINDING_CODES[code];
  return {
    code,
    severity: overrides.severity ?? entry.severity,
    file: place.file,
    line: place.line,
    column: place.column,
    ...(place.range ? { range: place.range } : {}),
    message,
    hint: overrides.hint ?? entry.hint,
  };
}

export function hasErrors(findings: readonly Finding[]): boolean {
  return findings.some((f) => f.severity === 'error');
}

/** Stable order: by file, then line, column and code. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.code.localeCompare(b.code),
  );
}
