// Gate 1 on what the author wrote and gate 2 on the page the reader gets.
import { describe, expect, it } from 'vitest';
import type { Source, Verdict } from '../../src/core/model.js';
import { classifyPost, gate1 } from '../../src/gates/gate1.js';
import { gate2 } from '../../src/gates/gate2.js';
import { sealMatches } from '../../src/gates/seal.js';
import { pageText } from '../../src/gates/span-map.js';
import { createGroundingEngine } from '../../src/grounding/index.js';
import { capturePost } from '../../src/markdown/capture-post.js';
import { postOf, sourceOf } from '../helpers.js';
import { renderPage, SEAL_KEY } from '../render.js';

const bench = sourceOf('bench', '{"cases": 3737, "checks_passed": 3, "median_ms": 3.1}', 'application/json');
const registry = new Map<string, Source>([['bench', bench]]);

async function decide(body: string) {
  const captured = capturePost(postOf(body));
  const engine = await createGroundingEngine({ tiers: ['deterministic'] });
  const verdicts = new Map<string, Verdict>();
  for (const claim of captured.claims) verdicts.set(claim.id, await engine.ground(claim, new Map([['bench', bench]])));
  return {
    captured,
    verdicts,
    findings: gate1({ captured, verdicts, registry }, { weak: 'warn', warnKinds: new Set(['entity']) }),
  };
}

describe('gate 1', () => {
  it('passes a grounded claim', async () => {
    expect((await decide('The median was 3.1 ms [@bench].')).findings).toEqual([]);
  });

  it('blocks an unsupported number, naming the number, its place and the source', async () => {
    const { findings } = await decide('It took 3.1 ms across 40 runs [@bench].');
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      code: 'gate1/ungrounded',
      severity: 'error',
      file: 'content/posts/test-post.md',
      line: 8,
      column: 23,
    });
    expect(findings[0]?.message).toContain('"40"');
    expect(findings[0]?.message).toContain('bench (Source bench)');
  });

  it('names only the source that decided, at the value it contradicts, with the words for each outcome', async () => {
    const notes = sourceOf('notes', 'The team met on Tuesday to plan the next release.');
    const both = new Map([
      ['bench', bench],
      ['notes', notes],
    ]);
    const twoSources = new Map<string, Source>([...registry, ['notes', notes]]);
    const engine = await createGroundingEngine({ tiers: ['deterministic'] });
    const decideWith = async (body: string) => {
      const captured = capturePost(postOf(body));
      const verdicts = new Map<string, Verdict>();
      for (const claim of captured.claims) verdicts.set(claim.id, await engine.ground(claim, both));
      return gate1(
        { captured, verdicts, registry: twoSources, sources: both },
        { weak: 'warn', warnKinds: new Set(['entity']) },
      );
    };
    // bench contradicts the number; notes does not mention it: the claim is refuted, by bench alone.
    const refuted = await decideWith('Calm words first. We saw 3,780 cases [@bench; @notes].');
    expect(refuted.map((f) => [f.code, f.severity, f.line, f.column])).toEqual([['gate1/refuted', 'error', 8, 26]]);
    expect(refuted[0]?.message).toMatch(/^"3,780" is contradicted by the cited source bench \(Source bench\): /u);
    // Neither states it: one finding per source, each "is not supported by".
    const unsupported = await decideWith('We ran 99 jobs [@bench; @notes].');
    expect(unsupported.map((f) => f.code)).toEqual(['gate1/ungrounded', 'gate1/ungrounded']);
    expect(unsupported.map((f) => f.message.slice(0, f.message.indexOf(':')))).toEqual([
      '"99" is not supported by the cited source bench (Source bench)',
      '"99" is not supported by the cited source notes (Source notes)',
    ]);
  });

  it('blocks the same quantity with another value as refuted', async () => {
    const { findings } = await decide('We saw 3,780 cases [@bench].');
    expect(findings.map((f) => [f.code, f.severity])).toEqual([['gate1/refuted', 'error']]);
    expect(findings[0]?.message).toContain('3737');
  });

  it('blocks a number without a citation and a citation of an unknown source', async () => {
    const { findings } = await decide('We ran 12 jobs. It took 3.1 ms [@nope].');
    expect(findings.map((f) => f.code).sort()).toEqual([
      'gate1/uncited-factual',
      'gate1/unverifiable',
      'source/unknown',
    ]);
    expect(findings.find((f) => f.code === 'gate1/uncited-factual')).toMatchObject({ line: 8, column: 8 });
    expect(findings.every((f) => f.severity === 'error')).toBe(true);
  });

  it('blocks a number in the title that no claim of the post states', async () => {
    const captured = capturePost({
      ...postOf('It passed 3 checks [@bench].'),
      meta: { title: 'Five checks', summary: 'We ran 5 checks.', date: '2026-01-01', author: 'A' },
    });
    const findings = gate1(
      { captured, verdicts: new Map(), registry },
      { weak: 'warn', warnKinds: new Set(['entity']) },
    ).filter((f) => f.code === 'gate1/uncited-factual');
    expect(findings.map((f) => f.message)).toEqual([
      'number-word "Five" in the title is not stated by any cited claim of the post',
      'number "5" in the summary is not stated by any cited claim of the post',
    ]);
    expect(findings.map((f) => f.severity)).toEqual(['error', 'error']);
  });
});

describe('classifyPost', () => {
  it('gives each factual span its type, rule, exact range in the post and the claim that covers it', () => {
    const captured = capturePost(postOf('It passed 3 checks [@bench]. We ran 12 jobs.'));
    const spans = classifyPost(captured).filter((s) => s.field === 'body');
    expect(spans.map((s) => [s.kind, s.text, s.claimId === captured.claims[0]?.id])).toEqual([
      ['number', '3', true],
      ['number', '12', false],
    ]);
    for (const s of spans) expect(captured.post.source.slice(s.range.start, s.range.end)).toBe(s.text);
    expect(spans.every((s) => s.ruleId.length > 0)).toBe(true);
  });
});

describe('gate 2', () => {
  async function page(
    body: string,
    layout: { before?: string; after?: string } = {},
    rewrite = (html: string) => html,
  ) {
    const { captured } = await decide(body);
    const engine = await createGroundingEngine({ tiers: ['deterministic'] });
    const html = rewrite(renderPage(captured, layout));
    const text = pageText(html, (t, s) => sealMatches(SEAL_KEY, t, s));
    const regrounded = new Map<string, Verdict>();
    for (const claim of captured.claims) {
      const shown = text.entries
        .filter((e) => e.claimId === claim.id)
        .map((e) => text.text.slice(e.range.start, e.range.end))
        .join('');
      regrounded.set(claim.id, await engine.ground({ ...claim, text: shown }, new Map([['bench', bench]])));
    }
    const expected = new Map(captured.claims.map((c) => [c.id, c.text]));
    return gate2({
      file: 'dist/posts/test-post/index.html',
      html,
      page: text,
      postSource: captured.post.source,
      expected,
      regrounded,
      warnKinds: new Set(['entity']),
    });
  }

  it('quotes the whole line an unmapped detail stands in, says where it came from, and places it at the detail', async () => {
    const findings = await page('Calm words first.\n\nIt passed 3 checks [@bench]. We ran 12 jobs.', {
      after: '<p>Read by 40 people</p>',
    });
    expect(findings.map((f) => [f.code, f.message])).toEqual([
      [
        'gate2/unmapped-factual',
        'number "12" in "It passed 3 checks. We ran 12 jobs." comes from no claim: in the post but outside every claim',
      ],
      [
        'gate2/unmapped-factual',
        'number "40" in "Read by 40 people" comes from no claim: printed by the page layout or a component, outside the post body',
      ],
    ]);
    const html = renderPage(
      (await decide('Calm words first.\n\nIt passed 3 checks [@bench]. We ran 12 jobs.')).captured,
      {
        after: '<p>Read by 40 people</p>',
      },
    );
    for (const [f, detail] of [
      [findings[0], 'We ran 12 jobs'],
      [findings[1], 'Read by 40 people'],
    ] as const) {
      const at = html.indexOf(detail) + detail.search(/\d/u);
      const before = html.slice(0, at);
      expect(f).toMatchObject({ line: before.split('\n').length, column: at - before.lastIndexOf('\n') });
    }
  });

  it("says whether hidden text is the post's own or the layout's", async () => {
    const findings = await page(
      'It passed 3 checks [@bench].',
      { after: '<img src="logo.png" alt="Since 1999">' },
      (html) => html.replace('</div></article>', '<img src="c.png" alt="Revenue grew 80%"></div></article>'),
    );
    const messages = findings.map((f) => f.message);
    expect(messages).toContain(
      'percentage "80%" in the alt text of <img> ("Revenue grew 80%") comes from no claim: text in an attribute or in CSS cannot carry a citation; write it in the post with one',
    );
    expect(messages.find((m) => m.includes('Since 1999'))).toMatch(
      /in the alt text of <img> \("Since 1999"\) comes from no claim: printed by the page layout or a component, outside the post body$/u,
    );
  });

  it('knows the words of the post however it marks them up, so only what a plugin adds is called inserted', async () => {
    const findings = await page('It passed 3 checks [@bench]. We *ran* `12`   jobs,\nall ~~of~~ them.');
    expect(findings.map((f) => f.message)).toEqual([
      'number "12" in "It passed 3 checks. We ran 12   jobs," comes from no claim: in the post but outside every claim',
    ]);
  });

  it('maps a detail at the very start or end of a claim to it', async () => {
    for (const body of ['3 checks passed [@bench].', 'The checks that passed numbered 3 [@bench].']) {
      expect((await page(body)).filter((f) => f.code === 'gate2/unmapped-factual')).toEqual([]);
    }
  });

  it('passes a page that shows only its claims', async () => {
    expect(await page('It passed 3 checks [@bench]. Nice.')).toEqual([]);
  });

  it('blocks a date that a layout injects, and says it came from the layout', async () => {
    const findings = await page('It passed 3 checks [@bench].', { before: '<p>Updated on 2026-11-02</p>' });
    expect(findings.map((f) => [f.code, f.severity])).toEqual([['gate2/unmapped-factual', 'error']]);
    expect(findings[0]?.message).toContain('layout');
  });

  it('blocks a count that a Markdown plugin inserts into the article', async () => {
    const findings = await page('It passed 3 checks [@bench].', {}, (html) =>
      html.replace('</div></article>', '<p>Reading time: 4 minutes</p></div></article>'),
    );
    expect(findings.map((f) => [f.code, f.severity])).toEqual([['gate2/unmapped-factual', 'error']]);
    expect(findings[0]?.message).toContain('Markdown plugin');
  });

  it('reads the text of attributes and CSS generated content, which no claim can carry', async () => {
    const findings = await page('It passed 3 checks [@bench].', {}, (html) =>
      html.replace(
        '</div></article>',
        '<img src="c.png" alt="Revenue grew 80% in 2025"><style>.x::before { content: "Updated 2026-11-02" }</style><span aria-label="12 open issues">x</span><b style="content: \'5 stars\'">y</b></div></article>',
      ),
    );
    expect(findings.map((f) => f.message)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('in the alt text of <img>'),
        expect.stringContaining('in CSS content of a <style>'),
        expect.stringContaining('in the aria-label of <span>'),
        expect.stringContaining('in CSS content of <b>'),
      ]),
    );
    expect(findings.every((f) => f.code === 'gate2/unmapped-factual')).toBe(true);
  });

  it('reads the labels an inline SVG draws, and nothing else of the drawing', async () => {
    const chart =
      '<figure><svg viewBox="0 0 100 40"><title>Checks per run</title><g>\n  <rect width="10" height="30"/>\n' +
      '  <text x="0" y="38">Run A: <tspan>1,840</tspan> checks</text></g>' +
      '<foreignObject><p>Drawn for 9 readers</p></foreignObject></svg></figure>';
    const findings = await page('It passed 3 checks [@bench].', { after: chart });
    expect(findings.map((f) => f.message).filter((m) => m.startsWith('number'))).toEqual([
      'number "1,840" in "Run A: 1,840 checks" comes from no claim: printed by the page layout or a component, outside the post body',
      'number "9" in "Drawn for 9 readers" comes from no claim: printed by the page layout or a component, outside the post body',
    ]);
    const plain = pageText(`<body><svg><g>\n 12 \n<text>Revenue</text></g></svg></body>`, () => false);
    expect(plain.text.trim()).toBe('Revenue');
  });

  it('re-grounds a claim that a rendering step rewrote', async () => {
    const findings = await page('It passed 3 checks [@bench].', {}, (html) =>
      html.replace('passed 3 checks', 'passed 4 checks'),
    );
    expect(findings.map((f) => f.code)).toEqual(expect.arrayContaining(['gate2/span-map', 'gate2/regrounding']));
  });

  it('blocks a page whose claim text re-grounds as anything but supported, naming the page place and the reason', async () => {
    const { captured } = await decide('It passed 3 checks [@bench].');
    const html = renderPage(captured);
    const text = pageText(html, (t, s) => sealMatches(SEAL_KEY, t, s));
    const claim = captured.claims[0];
    const verdictOf = (status: Verdict['status']): Verdict => ({
      claimId: claim?.id ?? '',
      status,
      disputed: false,
      assessments: [
        {
          sourceId: 'bench',
          sourceSha256: bench.sha256,
          support:
            status === 'refuted' ? 'refuted' : status === 'grounded' || status === 'weak' ? 'supported' : 'neutral',
          reliance: 'pre_generation',
          status,
          assessor: 'deterministic@test',
          rule: `the rule that made it ${status}`,
          score: 1,
        },
      ],
    });
    const decideFor = (status: Verdict['status']) =>
      gate2({
        file: 'dist/posts/test-post/index.html',
        html,
        page: text,
        postSource: captured.post.source,
        expected: new Map([[claim?.id ?? '', claim?.text ?? '']]),
        regrounded: new Map([[claim?.id ?? '', verdictOf(status)]]),
        warnKinds: new Set(['entity']),
      });
    expect(decideFor('grounded')).toEqual([]);
    expect(decideFor('weak')).toEqual([]);
    const phrase = {
      refuted: 'is contradicted by',
      ungrounded: 'is not supported by',
      'needs-review': 'no machine check can decide it',
      unverifiable: 'could not be checked against',
    };
    for (const status of ['refuted', 'ungrounded', 'needs-review', 'unverifiable'] as const) {
      const findings = decideFor(status);
      expect(findings.map((f) => [f.code, f.severity, f.file])).toEqual([
        ['gate2/regrounding', 'error', 'dist/posts/test-post/index.html'],
      ]);
      expect(findings[0]?.message).toMatch(
        new RegExp(
          `^the page's "It passed 3 checks" .+ its cited sources \\(bench: the rule that made it ${status}\\)$`,
          'u',
        ),
      );
      expect(findings[0]?.message).toContain(phrase[status]);
      // At the claim's first word on the page.
      const at = html.indexOf('It passed 3 checks');
      const before = html.slice(0, at);
      expect([findings[0]?.line, findings[0]?.column]).toEqual([
        before.split('\n').length,
        at - before.lastIndexOf('\n'),
      ]);
    }
  });
});
