// Gate 2's findings on a built page: what each says about where a detail came from, how severe it is, and where it stands.
import { describe, expect, it } from 'vitest';
import type { Verdict } from '../../src/core/model.js';
import { gate2 } from '../../src/gates/gate2.js';
import { sealMatches } from '../../src/gates/seal.js';
import { pageText } from '../../src/gates/span-map.js';
import { capturePost } from '../../src/markdown/capture-post.js';
import { postOf } from '../helpers.js';
import { renderPage, SEAL_KEY } from '../render.js';

const FILE = 'dist/posts/test-post/index.html';

/** Line and column (1-based) of the first `needle` in `html`, shifted by `shift` characters. */
function placeOf(html: string, needle: string, shift = 0): { line: number; column: number } {
  const at = html.indexOf(needle) + shift;
  expect(at).toBeGreaterThanOrEqual(shift);
  const before = html.slice(0, at);
  return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
}

/** Gate 2 on a hand-written page: `body` is the rendered Markdown body, `layout` what the template prints after it. */
function onPage(body: string, postSource: string, layout = '') {
  const html = `<!doctype html><html><head><title>t</title></head><body><article><div data-warrant-body="">${body}</div></article>${layout}</body></html>`;
  const findings = gate2({
    file: FILE,
    html,
    page: pageText(html, () => false),
    postSource,
    expected: new Map(),
    regrounded: new Map(),
    warnKinds: new Set(['entity']),
  });
  return { html, findings };
}

/** Gate 2 on a post rendered as the site renders it, with `regrounded` verdicts by claim index. */
function onRenderedPost(
  body: string,
  options: { before?: string; after?: string; regrounded?: (ids: string[]) => Map<string, Verdict> } = {},
) {
  const captured = capturePost(postOf(body));
  const html = renderPage(captured, options);
  const ids = captured.claims.map((c) => c.id);
  const findings = gate2({
    file: FILE,
    html,
    page: pageText(html, (t, s) => sealMatches(SEAL_KEY, t, s)),
    postSource: captured.post.source,
    expected: new Map(captured.claims.map((c) => [c.id, c.text])),
    regrounded: options.regrounded?.(ids) ?? new Map(),
    warnKinds: new Set(['entity']),
  });
  return { html, findings, ids };
}

function verdict(claimId: string, status: Verdict['status'], rules: readonly [string, string][]): Verdict {
  return {
    claimId,
    status,
    disputed: false,
    assessments: rules.map(([sourceId, rule]) => ({
      sourceId,
      sourceSha256: '0'.repeat(64),
      support: status === 'refuted' ? 'refuted' : 'neutral',
      reliance: 'pre_generation',
      status,
      assessor: 'deterministic@test',
      rule,
      score: 1,
    })),
  };
}

describe('where gate 2 says an unmapped detail came from', () => {
  const origin = (findings: readonly { message: string }[]) => findings.map((f) => f.message.split(': ').at(-1));

  it('calls a line the post wrote, give or take markup characters at its edge, part of the post', () => {
    // The post file ends without a line break; the page shows a stray emphasis mark after the sentence.
    const { findings } = onPage('<p>We ran 12 jobs. *</p>', 'We ran 12 jobs.');
    expect(findings.map((f) => [f.code, f.message])).toEqual([
      [
        'gate2/unmapped-factual',
        'number "12" in "We ran 12 jobs. *" comes from no claim: in the post but outside every claim',
      ],
    ]);
  });

  it('reads any run of spaces as one space, on the page and in the post', () => {
    expect(origin(onPage('<p>We ran   12 jobs.</p>', 'We ran 12 jobs.\n').findings)).toEqual([
      'in the post but outside every claim',
    ]);
    expect(origin(onPage('<p>We ran 12 jobs.</p>', 'We ran\n    12 jobs.\n').findings)).toEqual([
      'in the post but outside every claim',
    ]);
  });

  it('does not take words split apart on the page for the words of the post', () => {
    expect(origin(onPage('<p>We ran 12 jo bs.</p>', 'We ran 12 jobs.\n').findings)).toEqual([
      'inserted into the article body by a Markdown plugin (it is not in the post)',
    ]);
  });
});

describe('what gate 2 quotes as the line a detail stands in', () => {
  it('quotes the line without the spaces around it', () => {
    const { findings } = onPage('<p>Calm.</p>', 'Calm.\n', '<p>\n   Updated on 2026-11-02   \n</p>');
    expect(findings.map((f) => f.message)).toEqual([
      'date "2026-11-02" in "Updated on 2026-11-02" comes from no claim: printed by the page layout or a component, outside the post body',
    ]);
  });

  it('quotes the last line of the page to its last character', () => {
    const { html, findings } = onPage('<p>Calm.</p>', 'Calm.\n', 'Read by 40 people');
    expect(findings.map((f) => f.message)).toEqual([
      'number "40" in "Read by 40 people" comes from no claim: printed by the page layout or a component, outside the post body',
    ]);
    expect(findings[0]).toMatchObject({ file: FILE, ...placeOf(html, '40 people') });
  });
});

describe('how severe gate 2 calls an unmapped detail', () => {
  it('only warns about a name outside every claim when names are configured to warn, and blocks a number', () => {
    const { findings } = onPage('<p>We saw Acme Corp there. We ran 12 jobs.</p>', 'We saw Acme Corp there.\n');
    expect(findings.map((f) => [f.code, f.severity, f.message.slice(0, f.message.indexOf(' in '))])).toEqual([
      ['gate2/unmapped-factual', 'warning', 'entity "Acme Corp"'],
      ['gate2/unmapped-factual', 'error', 'number "12"'],
    ]);
  });

  it('warns about a name in hidden text too, and places it at the element that holds it', () => {
    const { html, findings } = onPage(
      '<p>Calm.</p>',
      'Calm.\n',
      '<footer>\n  <img src="logo.png" alt="Acme Corp logo">\n  <span title="Since 1999">x</span>\n</footer>',
    );
    expect(findings.map((f) => [f.code, f.severity, f.file, f.line, f.column, f.message])).toEqual([
      [
        'gate2/unmapped-factual',
        'warning',
        FILE,
        ...Object.values(placeOf(html, '<img')),
        'entity "Acme Corp" in the alt text of <img> ("Acme Corp logo") comes from no claim: printed by the page layout or a component, outside the post body',
      ],
      [
        'gate2/unmapped-factual',
        'error',
        FILE,
        ...Object.values(placeOf(html, '<span')),
        'year "1999" in the title= tooltip of <span> ("Since 1999") comes from no claim: printed by the page layout or a component, outside the post body',
      ],
    ]);
  });
});

describe('gate 2 on a page with several claims', () => {
  const body = 'Calm words first.\n\nIt passed 3 checks [@bench]. The median was 3.1 ms [@bench].';

  it('maps each detail to the claim it stands in', () => {
    const { findings, ids } = onRenderedPost(body);
    expect(ids).toHaveLength(2);
    expect(findings).toEqual([]);
  });

  it("places a re-grounding finding at that claim's first word and joins the reasons of each source", () => {
    const { html, findings, ids } = onRenderedPost(body, {
      regrounded: (claims) =>
        new Map([
          [claims[0] ?? '', verdict(claims[0] ?? '', 'grounded', [['bench', 'it matched']])],
          [
            claims[1] ?? '',
            verdict(claims[1] ?? '', 'refuted', [
              ['bench', 'the median is 3.2 ms'],
              ['notes', 'the notes say 4 ms'],
            ]),
          ],
        ]),
    });
    expect(ids).toHaveLength(2);
    expect(findings.map((f) => [f.code, f.severity, f.file, f.line, f.column, f.message])).toEqual([
      [
        'gate2/regrounding',
        'error',
        FILE,
        ...Object.values(placeOf(html, 'The median was')),
        `the page's "The median was 3.1 ms" is contradicted by its cited sources (bench: the median is 3.2 ms; notes: the notes say 4 ms)`,
      ],
    ]);
  });

  it('places a re-grounding finding for a claim the page does not show at the start of the page text', () => {
    const { html, findings } = onRenderedPost(body, {
      regrounded: () => new Map([['test-post/gone', verdict('test-post/gone', 'ungrounded', [['bench', 'no match']])]]),
    });
    expect(findings.map((f) => [f.code, f.line, f.column, f.message])).toEqual([
      [
        'gate2/regrounding',
        ...Object.values(placeOf(html, 'Calm words first')),
        `the page's "" is not supported by its cited sources (bench: no match)`,
      ],
    ]);
  });
});
