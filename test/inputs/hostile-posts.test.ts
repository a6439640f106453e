// The hostile posts the security pass found, as regression cases: each bound gives a finding at its place, nothing hangs.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPosts } from '../../src/adapters/project-files.js';
import { DEFAULT_LIMITS, nestingDepth } from '../../src/inputs/limits.js';
import { capturePost } from '../../src/markdown/capture-post.js';
import { makeProject, postFile } from '../../scripts/temp-project.js';

const project = makeProject({ placeholder: postFile({ title: 'P' }, 'Text.') }, []);
afterAll(() => project.remove());

function read(body: string | Buffer) {
  const path = 'content/posts/hostile.md';
  writeFileSync(join(project.root, path), typeof body === 'string' ? postFile({ title: 'Hostile' }, body) : body);
  return readPosts(project.root, [path]);
}

describe('bounds on what a post may hold', () => {
  it('refuses 10,000 nested block quotes and 300 nested lists at their line, before parsing them (1,000 is past the size bound)', () => {
    const quotes = read(`Intro.\n\n${'> '.repeat(10_000)}deep`);
    expect(quotes.posts).toEqual([]);
    expect(quotes.findings.map((f) => [f.code, f.line])).toEqual([['input/too-deep', 10]]);
    const lists = read(Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n'));
    expect(lists.findings.map((f) => f.code)).toEqual(['input/too-deep']);
    expect(lists.findings[0]?.message).toContain(`more than the ${DEFAULT_LIMITS.nesting}`);
  });

  it('reads nesting within the bound', () => {
    expect(nestingDepth('> > > quote\n\n- a\n  - b\n    - c\n').depth).toBe(3);
    expect(read('> > a quote in a quote\n\n- a list\n  - in a list').findings).toEqual([]);
  });

  it('refuses a post past the size bound without reading it', () => {
    const big = read(Buffer.alloc(DEFAULT_LIMITS.postBytes + 1, 'a'));
    expect(big.findings.map((f) => [f.code, f.line])).toEqual([['input/too-large', 1]]);
  });

  it('does not ground a claim past the length bound, and says where it is', () => {
    const { posts } = read(`Intro.\n\n${'1 '.repeat(50_000)}[@notes].`);
    const captured = capturePost(posts[0] ?? (undefined as never));
    expect(captured.claims).toEqual([]);
    expect(captured.findings.map((f) => [f.code, f.line])).toEqual([['capture/claim-too-long', 10]]);
  });

  it('captures no more claims than the bound, with one finding for the rest', () => {
    const body = Array.from({ length: DEFAULT_LIMITS.claimsPerPost + 50 }, (_, i) => `It shipped ${i} fixes [@notes].`);
    const { posts } = read(body.join('\n\n'));
    const captured = capturePost(posts[0] ?? (undefined as never));
    expect(captured.claims).toHaveLength(DEFAULT_LIMITS.claimsPerPost);
    expect(captured.findings.map((f) => f.code)).toEqual(['capture/too-many-claims']);
  });
});
