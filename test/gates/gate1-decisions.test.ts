// Gate 1's decision for each verdict a claim can have, on given verdicts: what blocks, what warns, where each finding
// stands and what it says (the grounding engine is tested elsewhere; here the verdicts are written out).
import { describe, expect, it } from 'vitest';
import type { Claim, LoadedSource, Source, SourceAssessment, Verdict } from '../../src/core/model.js';
import { classifyPost, gate1, uncoveredSeverity } from '../../src/gates/gate1.js';
import { capturePost, type CapturedPost } from '../../src/markdown/capture-post.js';
import { postOf, sourceOf } from '../helpers.js';

const bench = sourceOf('bench', 'Line one.\nThe median was 3.1 ms over 40 runs.\n');
const registry = new Map<string, Source>([['bench', bench]]);
const sources = new Map<string, LoadedSource>([['bench', bench]]);

function assessment(overrides: Partial<SourceAssessment> = {}): SourceAssessment {
  return {
    sourceId: 'bench',
    sourceSha256: bench.sha256,
    support: 'supported',
    reliance: 'pre_generation',
    status: 'grounded',
    assessor: 'deterministic@test',
    rule: 'the source states it',
    score: 1,
    ...overrides,
  };
}

function verdictOf(
  claim: Claim,
  status: Verdict['status'],
  assessments: SourceAssessment[],
  disputed = false,
): Verdict {
  return { claimId: claim.id, status, assessments, disputed };
}

/** Gate 1 over one post whose only claim gets the verdict `make` builds. */
function decide(
  body: string,
  make: (claim: Claim) => Verdict | undefined,
  options: { weak?: 'warn' | 'block'; warnKinds?: string[] } = {},
  captured: CapturedPost = capturePost(postOf(body)),
) {
  const verdicts = new Map<string, Verdict>();
  for (const claim of captured.claims) {
    const verdict = make(claim);
    if (verdict) verdicts.set(claim.id, verdict);
  }
  return gate1(
    { captured, verdicts, registry, sources },
    { weak: options.weak ?? 'warn', warnKinds: new Set(options.warnKinds ?? []) },
  );
}

const rows = (findings: ReturnType<typeof gate1>) =>
  findings.map((f) => [f.code, f.severity, f.line, f.column, f.message]);

describe("gate 1's decision on each verdict", () => {
  const body = 'Intro. The median was 3.1 ms [@bench].';

  it('passes a grounded claim, and says a claim with no verdict was not assessed', () => {
    expect(decide(body, (c) => verdictOf(c, 'grounded', [assessment()]))).toEqual([]);
    expect(rows(decide(body, () => undefined))).toEqual([
      ['gate1/unverifiable', 'error', 8, 8, 'claim "The median was 3.1 ms" was not assessed'],
    ]);
  });

  it('warns about a weak claim, or blocks it when the configuration says so', () => {
    const weak = (c: Claim) => verdictOf(c, 'weak', [assessment({ status: 'weak', reliance: 'support_only' })]);
    const message = '"The median was 3.1 ms" is supported but not recorded as written from its sources';
    expect(rows(decide(body, weak))).toEqual([['gate1/weak', 'warning', 8, 8, message]]);
    expect(rows(decide(body, weak, { weak: 'block' }))).toEqual([['gate1/weak', 'error', 8, 8, message]]);
  });

  it('names both sides of a dispute, and still decides the claim by its status', () => {
    const sides = [
      assessment(),
      assessment({ sourceId: 'other', support: 'refuted', status: 'refuted', rule: 'the source says 3.4 ms' }),
    ];
    const grounded = decide(body, (c) => verdictOf(c, 'grounded', sides, true));
    expect(rows(grounded)).toEqual([
      [
        'gate1/disputed',
        'warning',
        8,
        8,
        'the cited sources disagree about "The median was 3.1 ms" (bench: supported, other: refuted)',
      ],
    ]);
    const refuted = decide(body, (c) => verdictOf(c, 'refuted', sides, true));
    expect(refuted.map((f) => f.code)).toEqual(['gate1/disputed', 'gate1/refuted']);
    // Only the source that refuted is named as deciding.
    expect(refuted[1]?.message).toBe(
      '"The median was 3.1 ms" is contradicted by the cited source other: the source says 3.4 ms',
    );
  });

  it('uses the words of each outcome, and names every source when none decided alone', () => {
    for (const [status, code, verb] of [
      ['refuted', 'gate1/refuted', 'is contradicted by'],
      ['ungrounded', 'gate1/ungrounded', 'is not supported by'],
      ['unverifiable', 'gate1/unverifiable', 'could not be checked against'],
    ] as const) {
      const found = decide(body, (c) => verdictOf(c, status, [assessment({ status, rule: 'why' })]));
      expect(rows(found)).toEqual([
        [code, 'error', 8, 8, `"The median was 3.1 ms" ${verb} the cited source bench (Source bench): why`],
      ]);
    }
    // The roll-up says ungrounded but no single assessment does: every assessment is named.
    const mixed = decide(body, (c) =>
      verdictOf(c, 'ungrounded', [
        assessment({ status: 'unverifiable', rule: 'first' }),
        assessment({ sourceId: 'gone', status: 'unverifiable', rule: 'second' }),
      ]),
    );
    expect(mixed.map((f) => f.message)).toEqual([
      '"The median was 3.1 ms" is not supported by the cited source bench (Source bench): first',
      '"The median was 3.1 ms" is not supported by the cited source gone: second',
    ]);
  });

  it('stands a finding at the detail that decided when the claim holds it, and at the claim otherwise', () => {
    const at = (subject: string) =>
      decide(body, (c) => verdictOf(c, 'refuted', [assessment({ status: 'refuted', rule: 'no', subject })]))[0];
    // "3.1 ms" starts at column 23 of line 8.
    expect([at('3.1 ms')?.line, at('3.1 ms')?.column, at('3.1 ms')?.range]).toEqual([
      8,
      23,
      { start: postOf(body).source.indexOf('3.1 ms'), end: postOf(body).source.indexOf('3.1 ms') + 6 },
    ]);
    expect(at('3.1 ms')?.message).toBe('"3.1 ms" is contradicted by the cited source bench (Source bench): no');
    // The first word of the claim is its start; a detail only found before the claim or after it is not the claim's.
    expect(at('The')?.column).toBe(8);
    expect(at('Intro')?.column).toBe(8);
    expect(at('[@bench]')?.column).toBe(8);
    expect(at(' [@bench]')?.column).toBe(8);
    expect(at('ms [@')?.column).toBe(27);
  });

  it('places a claim of an evidence table in its own file', () => {
    const captured = capturePost(postOf('Intro text with nothing to check.'));
    const claim: Claim = {
      ...capturePost(postOf('The median was 3.1 ms [@bench].')).claims[0]!,
      file: 'ledger/evidence/test-post.md',
      span: { start: 12, end: 20 },
    };
    const findings = gate1(
      {
        captured: { ...captured, claims: [claim] },
        verdicts: new Map([
          [claim.id, verdictOf(claim, 'ungrounded', [assessment({ status: 'ungrounded', subject: 'median' })])],
        ]),
        registry,
        otherFiles: new Map([['ledger/evidence/test-post.md', '| claim |\n|---|\n| The median was 3.1 ms |\n']]),
      },
      { weak: 'warn', warnKinds: new Set() },
    );
    expect(findings.map((f) => [f.file, f.line, f.column])).toEqual([['ledger/evidence/test-post.md', 2, 3]]);
  });
});

describe('a claim no machine check can decide', () => {
  const body = 'Intro. The median was 3.1 ms [@bench].';
  const review = (overrides: Partial<SourceAssessment>, registered = registry, withTexts = true) => {
    const captured = capturePost(postOf(body));
    const claim = captured.claims[0]!;
    return gate1(
      {
        captured,
        verdicts: new Map([
          [
            claim.id,
            verdictOf(claim, 'needs-review', [assessment({ status: 'needs-review', ...overrides }), assessment()]),
          ],
        ]),
        registry: registered,
        ...(withTexts ? { sources } : {}),
      },
      { weak: 'warn', warnKinds: new Set() },
    ).filter((f) => f.code === 'gate1/needs-review');
  };

  it('shows the closest passage at its file and line, and a specific reason, with the way on', () => {
    const passage = { text: 'The median was 3.1 ms over 40 runs.', range: { start: 10, end: 45 } };
    const found = review({ passage, rule: 'the claim negates more than the source' });
    expect(rows(found)).toEqual([
      [
        'gate1/needs-review',
        'error',
        8,
        8,
        'no machine check here can decide whether the cited source bench (Source bench) supports "The median was 3.1 ms" as worded (the claim negates more than the source); the closest passage (bench.txt:2): "The median was 3.1 ms over 40 runs."; a reviewer can confirm it with `warrant review`',
      ],
    ]);
  });

  it('leaves out the generic reason, a place it cannot know, and the end of a long passage', () => {
    const long = 'x'.repeat(161);
    const found = review(
      { passage: { text: long, range: { start: 0, end: 161 } }, rule: 'no check here can judge this wording yet' },
      new Map(),
      false,
    );
    expect(found[0]?.message).toBe(
      `no machine check here can decide whether the cited source bench supports "The median was 3.1 ms" as worded; the closest passage: "${'x'.repeat(160)}…"; a reviewer can confirm it with \`warrant review\``,
    );
    const exact = review({ passage: { text: 'y'.repeat(160), range: { start: 0, end: 160 } } }, new Map());
    expect(exact[0]?.message).toContain(`(bench:1): "${'y'.repeat(160)}"`);
    const none = review({ rule: 'a reason' });
    expect(none[0]?.message).toBe(
      'no machine check here can decide whether the cited source bench (Source bench) supports "The median was 3.1 ms" as worded (a reason); a reviewer can confirm it with `warrant review`',
    );
  });
});

describe('factual details no claim covers', () => {
  it('blocks a figure stated without a citation, and warns for a configured kind only when it holds no digit', () => {
    const found = decide('Intro. We ran 40 jobs. The median was 3.1 ms [@bench].', (c) =>
      verdictOf(c, 'grounded', [assessment()]),
    );
    expect(rows(found)).toEqual([
      ['gate1/uncited-factual', 'error', 8, 15, 'number "40" is stated without a citation'],
    ]);
    const span = { kind: 'entity', ruleId: 'r', range: { start: 0, end: 5 }, text: 'Vitest' };
    expect(uncoveredSeverity(span, new Set(['entity']))).toBe('warning');
    expect(uncoveredSeverity({ ...span, text: 'Vitest 3' }, new Set(['entity']))).toBe('error');
    expect(uncoveredSeverity(span, new Set(['number']))).toBe('error');
  });

  it('covers a detail exactly at either end of a claim, and skips what a citation marker holds', () => {
    const captured = capturePost(postOf('Intro. 3.1 ms was the median, 40 runs [@bench].'));
    const spans = classifyPost(captured);
    const claim = captured.claims[0]!;
    expect(spans.filter((s) => s.field === 'body').map((s) => [s.text, s.claimId])).toEqual([
      ['3.1 ms', claim.id],
      ['40', claim.id],
    ]);
    expect(claim.span.start).toBe(spans[0]!.range.start);
    expect(claim.span.end).toBe(spans[1]!.range.end + ' runs'.length);
  });

  it('names a detail in the title or summary that no claim states, with the field it is in', () => {
    const post = postOf('The median was 3.1 ms [@bench].');
    const titled = {
      ...post,
      source: post.source
        .replace('title: "Test"', 'title: "40 runs"')
        .replace('summary: "A test."', 'summary: "3.1 ms"'),
      meta: { ...post.meta, title: '40 runs', summary: '3.1 ms' },
    };
    const captured = capturePost(titled);
    const found = decide('', (c) => verdictOf(c, 'grounded', [assessment()]), {}, captured);
    expect(found.map((f) => [f.code, f.line, f.column, f.message])).toEqual([
      ['gate1/uncited-factual', 2, 9, 'number "40" in the title is not stated by any cited claim of the post'],
    ]);
    const spans = classifyPost(captured).filter((s) => s.field !== 'body');
    expect(spans.map((s) => [s.field, s.text, titled.source.slice(s.range.start, s.range.end), s.claimId])).toEqual([
      ['title', '40', '40', undefined],
      ['summary', '3.1 ms', '3.1 ms', captured.claims[0]!.id],
    ]);
  });

  it("names a detail no rule recognised as looking factual, and a rule's detail by its kind", () => {
    const found = decide('Intro. Sales rose by half. The median was 3.1 ms [@bench].', (c) =>
      verdictOf(c, 'grounded', [assessment()]),
    );
    expect(found.map((f) => [f.code, f.severity, f.message])).toEqual([
      ['gate1/uncited-factual', 'error', 'comparative "rose by" is stated without a citation'],
      ['gate1/uncited-factual', 'error', '"half" looks factual (no rule recognised it) is stated without a citation'],
    ]);
  });

  it('names a citation of a source the registry does not have, at the marker', () => {
    const found = decide('Intro. The median was 3.1 ms [@bench; @nowhere].', (c) =>
      verdictOf(c, 'grounded', [assessment()]),
    );
    expect(rows(found)).toEqual([['source/unknown', 'error', 8, 30, 'citation [@nowhere] names no registered source']]);
  });
});

describe('gate 1 at its edges', () => {
  it('keeps a detail that only touches a citation marker, and skips one inside any marker of the block', () => {
    const bodySpans = (body: string) =>
      classifyPost(capturePost(postOf(body)))
        .filter((s) => s.field === 'body')
        .map((s) => [s.text, s.claimId !== undefined]);
    expect(bodySpans('We ran 12[@bench].')).toEqual([['12', true]]);
    expect(bodySpans('It passed 3 checks [@bench]12 jobs ran after.')).toEqual([
      ['3', true],
      ['12', false],
    ]);
    expect(bodySpans('It passed 3 checks [@bench]. It took 3.1 ms [@run2024].')).toEqual([
      ['3', true],
      ['3.1 ms', true],
    ]);
  });

  it("does not let a claim of another file cover the post's text, though its offsets would", () => {
    const captured = capturePost(postOf('Intro. We ran 40 jobs.'));
    const elsewhere: Claim = {
      ...capturePost(postOf('The median was 3.1 ms [@bench].')).claims[0]!,
      file: 'ledger/evidence/test-post.md',
      span: { start: 0, end: 1000 },
    };
    const spans = classifyPost({ ...captured, claims: [elsewhere] }).filter((s) => s.field === 'body');
    expect(spans.map((s) => [s.text, s.claimId])).toEqual([['40', undefined]]);
  });

  it("places an evidence table claim's finding in its own file even when the post holds its detail at those offsets", () => {
    const captured = capturePost(postOf('Intro: the median matters.'));
    const table = '| claim |\n|---|\n| The median was 3.1 ms |\n'.padEnd(200, ' ');
    const claim: Claim = {
      ...capturePost(postOf('The median was 3.1 ms [@bench].')).claims[0]!,
      file: 'ledger/evidence/test-post.md',
      span: { start: 0, end: 200 },
    };
    const findings = gate1(
      {
        captured: { ...captured, claims: [claim] },
        verdicts: new Map([
          [claim.id, verdictOf(claim, 'ungrounded', [assessment({ status: 'ungrounded', subject: 'median' })])],
        ]),
        registry,
        otherFiles: new Map([['ledger/evidence/test-post.md', table]]),
      },
      { weak: 'warn', warnKinds: new Set() },
    );
    expect(captured.post.source.indexOf('median')).toBeLessThan(200);
    expect(findings.map((f) => [f.code, f.file, f.line, f.column])).toEqual([
      ['gate1/ungrounded', 'ledger/evidence/test-post.md', 1, 1],
    ]);
  });

  it('stands a finding at the detail that decided when it is the very first thing in the file', () => {
    const source = 'We ran 12 jobs [@bench].\n';
    const captured = capturePost({
      slug: 'bare',
      file: 'content/posts/bare.md',
      source,
      meta: { title: 'Bare', date: '2026-01-01', author: 'Tess', summary: 'A bare post.' },
    });
    const found = decide(
      '',
      (c) => verdictOf(c, 'refuted', [assessment({ status: 'refuted', rule: 'no', subject: 'We ran' })]),
      {},
      captured,
    );
    expect(found.map((f) => [f.code, f.line, f.column, f.range])).toEqual([
      ['gate1/refuted', 1, 1, { start: 0, end: 'We ran'.length }],
    ]);
  });

  it('places a detail of the title at the detail, not at the start of the title', () => {
    const post = postOf('The median was 3.1 ms [@bench].');
    const titled = {
      ...post,
      source: post.source.replace('title: "Test"', 'title: "We ran 40 jobs"'),
      meta: { ...post.meta, title: 'We ran 40 jobs' },
    };
    const found = decide('', (c) => verdictOf(c, 'grounded', [assessment()]), {}, capturePost(titled));
    const at = titled.source.indexOf('40');
    expect(found.map((f) => [f.code, f.line, f.column, f.range])).toEqual([
      ['gate1/uncited-factual', 2, at - titled.source.indexOf('title:') + 1, { start: at, end: at + 2 }],
    ]);
  });

  it('only warns about an uncited name when names are configured to warn', () => {
    const body = 'Intro. We met Acme Corp there. The median was 3.1 ms [@bench].';
    const grounded = (c: Claim) => verdictOf(c, 'grounded', [assessment()]);
    expect(rows(decide(body, grounded, { warnKinds: ['entity'] }))).toEqual([
      ['gate1/uncited-factual', 'warning', 8, 15, 'entity "Acme Corp" is stated without a citation'],
    ]);
    expect(rows(decide(body, grounded)).map((r) => r[1])).toEqual(['error']);
  });

  it('reports what capturing the post found before its own findings', () => {
    const captured = capturePost(postOf('Intro. The median was 3.1 ms over many runs [@bench].'), {
      claimChars: 10,
      claimsPerPost: 100,
    });
    expect(captured.findings.map((f) => f.code)).toEqual(['capture/claim-too-long']);
    const found = decide('', () => undefined, {}, captured);
    expect(found.slice(0, 1)).toEqual(captured.findings);
  });

  it('names no place for a passage in a source whose text it was not given, and gives a reason that only ends in the generic one', () => {
    const captured = capturePost(postOf('Intro. The median was 3.1 ms [@bench].'));
    const claim = captured.claims[0]!;
    const found = gate1(
      {
        captured,
        verdicts: new Map([
          [
            claim.id,
            verdictOf(claim, 'needs-review', [
              assessment({
                sourceId: 'notes',
                status: 'needs-review',
                rule: 'the claim negates it, so no check here can judge this wording',
                passage: { text: 'The median was 3.1 ms.', range: { start: 0, end: 22 } },
              }),
            ]),
          ],
        ]),
        registry,
        sources,
      },
      { weak: 'warn', warnKinds: new Set() },
    );
    expect(found.map((f) => f.message)).toEqual([
      'no machine check here can decide whether the cited source notes supports "The median was 3.1 ms" as worded (the claim negates it, so no check here can judge this wording); the closest passage: "The median was 3.1 ms."; a reviewer can confirm it with `warrant review`',
    ]);
  });
});
