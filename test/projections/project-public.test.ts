// projectPublic, the projection a plain Astro build (not started by warrant publish) shows: public sources with their
// aligned passage, private ones as a hash and "private source" only, who checked each claim, and no verdict read as one.
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/core/canonical.js';
import type { Claim, SourceAssessment, Verdict } from '../../src/core/model.js';
import { projectPublic } from '../../src/projections/public.js';
import { claim as claimOf } from '../grounding/fixtures.js';
import { sourceOf } from '../helpers.js';

const open = sourceOf('open', 'The fleet ran 42 servers in 2026.');
const secret = sourceOf('secret', 'CANARY-91 the outage lasted 2 hours', 'text/plain', 'secret');
const claim = (id: string, text: string, sourceRefs: string[]): Claim =>
  claimOf(text, sourceRefs, { id: `post/${id}` });
const assessed = (sourceId: string, passage: string, extra: Partial<SourceAssessment> = {}): SourceAssessment => ({
  sourceId,
  sourceSha256: sha256Hex(passage),
  support: 'supported',
  reliance: 'pre_generation',
  status: 'grounded',
  assessor: 'deterministic@test',
  rule: 'the source states 42',
  passage: { text: passage, range: { start: 0, end: passage.length } },
  score: 1,
  ...extra,
});

describe('projectPublic', () => {
  const claims = [
    claim('a', 'The fleet ran 42 servers', ['open', 'secret']),
    claim('b', 'The outage lasted two hours', ['secret']),
    claim('c', 'Nothing assessed this', ['open']),
  ];
  const verdicts = new Map<string, Verdict>([
    [
      'post/a',
      {
        claimId: 'post/a',
        status: 'grounded',
        disputed: false,
        assessments: [assessed('open', 'The fleet ran 42 servers'), assessed('secret', 'CANARY-91 the outage')],
      },
    ],
    [
      'post/b',
      {
        claimId: 'post/b',
        status: 'grounded',
        disputed: false,
        assessments: [
          assessed('secret', 'CANARY-91 the outage lasted 2 hours', {
            assessor: 'review:Ana Ruiz',
            review: { reviewer: 'Ana Ruiz', at: '2026-11-30T10:00:00Z' },
          }),
        ],
      },
    ],
  ]);
  // Made inside each test, so a mutation tool that switches code per test sees the projection made with it.
  const project = () =>
    projectPublic({
      posts: [
        {
          slug: 'post',
          meta: { title: 'A post', date: '2026-12-01', author: 'Tess', summary: 'S' },
          claims,
        },
      ],
      verdicts,
      registry: new Map([
        ['open', open],
        ['secret', secret],
      ]),
    });

  it('shows a public source with its passage and copy, and a private one only as its hash and tier', () => {
    const projection = project();
    const [post] = projection.posts;
    const [a] = post?.claims ?? [];
    expect(a?.sources[0]).toMatchObject({
      kind: 'public',
      id: 'open',
      title: 'Source open',
      excerpt: { text: 'The fleet ran 42 servers' },
    });
    expect(a?.sources[1]).toEqual({ kind: 'private', label: 'private source', tier: 'record', sha256: secret.sha256 });
    expect(JSON.stringify(projection)).not.toContain('CANARY');
    expect(JSON.stringify(projection)).not.toContain('Source secret');
  });

  it('names who checked each claim, and never reads a missing verdict as a pass', () => {
    const [post] = project().posts;
    expect(post?.claims.map((c) => [c.status, c.checkedBy])).toEqual([
      ['grounded', { tier: 'machine' }],
      ['grounded', { tier: 'human', reviewer: 'Ana Ruiz', date: '2026-11-30', overruled: false }],
      ['unverifiable', { tier: 'machine' }],
    ]);
  });

  it('counts only a reviewer who confirmed the claim, says when they overruled the machine, and skips unknown sources', () => {
    const reviewed = (support: SourceAssessment['support'], override?: string) =>
      assessed('open', 'The fleet ran 42 servers', {
        support,
        assessor: 'review:Ana Ruiz',
        review: { reviewer: 'Ana Ruiz', at: '2026-11-30T10:00:00Z', ...(override ? { override } : {}) },
      });
    const verdict = (id: string, assessments: SourceAssessment[]): [string, Verdict] => [
      id,
      { claimId: id, status: 'grounded', disputed: false, assessments },
    ];
    const projection = projectPublic({
      posts: [
        {
          slug: 'post',
          meta: { title: 'A post', date: '2026-12-01', author: 'Tess', summary: 'S' },
          claims: [
            claim('over', 'The fleet ran 42 servers', ['open']),
            claim('rejected', 'The fleet ran 42 servers', ['open']),
            claim('two', 'The fleet ran 42 servers', ['missing', 'other', 'open']),
          ],
        },
      ],
      verdicts: new Map([
        verdict('post/over', [reviewed('supported', 'the table is right')]),
        verdict('post/rejected', [reviewed('refuted')]),
        // Each cited source shows the passage its own assessment found, whatever the order of the assessments.
        verdict('post/two', [assessed('open', 'The fleet ran 42 servers'), assessed('other', 'Other text')]),
      ]),
      registry: new Map([
        ['open', open],
        ['other', sourceOf('other', 'Other text')],
      ]),
    });
    const [over, rejected, two] = projection.posts[0]?.claims ?? [];
    expect(over?.checkedBy).toEqual({ tier: 'human', reviewer: 'Ana Ruiz', date: '2026-11-30', overruled: true });
    expect(rejected?.checkedBy).toEqual({ tier: 'machine' });
    expect(two?.sources.map((s) => (s.kind === 'public' ? [s.id, s.excerpt?.text] : [s.kind]))).toEqual([
      ['other', 'Other text'],
      ['open', 'The fleet ran 42 servers'],
    ]);
  });

  it('shows a cited source no assessment quoted without an excerpt, private or public', () => {
    const withoutPassage = assessed('open', 'The fleet ran 42 servers');
    delete (withoutPassage as { passage?: unknown }).passage;
    const projection = projectPublic({
      posts: [
        {
          slug: 'post',
          meta: { title: 'A post', date: '2026-12-01', author: 'Tess', summary: 'S' },
          claims: [
            claim('unassessed', 'The outage lasted two hours', ['secret']),
            claim('elsewhere', 'The fleet ran 42 servers', ['open', 'secret']),
            claim('bare', 'The fleet ran 42 servers', ['open']),
          ],
        },
      ],
      verdicts: new Map<string, Verdict>([
        [
          'post/elsewhere',
          {
            claimId: 'post/elsewhere',
            status: 'grounded',
            disputed: false,
            assessments: [assessed('open', 'The fleet ran 42 servers')],
          },
        ],
        ['post/bare', { claimId: 'post/bare', status: 'grounded', disputed: false, assessments: [withoutPassage] }],
      ]),
      registry: new Map([
        ['open', open],
        ['secret', secret],
      ]),
    });
    const [unassessed, elsewhere, bare] = projection.posts[0]?.claims ?? [];
    const hidden = { kind: 'private', label: 'private source', tier: 'record', sha256: secret.sha256 };
    expect(unassessed?.sources).toEqual([hidden]);
    expect(elsewhere?.sources.map((s) => (s.kind === 'public' ? [s.id, s.excerpt?.text] : s))).toEqual([
      ['open', 'The fleet ran 42 servers'],
      hidden,
    ]);
    expect(bare?.sources).toHaveLength(1);
    expect(bare?.sources[0]).toMatchObject({ kind: 'public', id: 'open' });
    expect(bare?.sources[0]).not.toHaveProperty('excerpt');
  });
});
