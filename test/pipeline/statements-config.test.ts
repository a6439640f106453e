// Required statements in warrant.config.json: parsed strictly (a bad one is CONFIG_INVALID naming its key path), and
// applied to a post by its slug or by a tag in its front matter.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WarrantError } from '../../src/core/errors.js';
import { parsePost } from '../../src/inputs/post.js';
import { loadConfig } from '../../src/pipeline/config.js';
import { statementsFor, statementText } from '../../src/statements/required.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Load a configuration holding `statements` from a throwaway project. */
function configWith(statements: unknown) {
  const root = mkdtempSync(join(tmpdir(), 'warrant-statements-'));
  dirs.push(root);
  writeFileSync(join(root, 'warrant.config.json'), JSON.stringify({ statements }));
  return loadConfig(root);
}

/** The CONFIG_INVALID message a bad configuration gives (fails the test if it loads). */
function refusal(statements: unknown): string {
  try {
    configWith(statements);
  } catch (error) {
    expect(error).toBeInstanceOf(WarrantError);
    expect((error as WarrantError).code).toBe('CONFIG_INVALID');
    return (error as WarrantError).message;
  }
  throw new Error('the configuration loaded');
}

const GOOD = {
  id: 'ai-disclosure',
  text: 'This post was drafted with AI assistance\n  and checked by its author.',
  evidence: 'trace',
  tags: ['ai-drafted'],
};

describe('statements in warrant.config.json', () => {
  it('defaults to none, and reads statements given by posts, by tags or both', () => {
    const root = mkdtempSync(join(tmpdir(), 'warrant-statements-'));
    dirs.push(root);
    expect(loadConfig(root).statements).toEqual([]);
    const config = configWith([
      GOOD,
      { id: 'sponsor', text: 'Sponsored by Acme.', evidence: 'acme-contract', posts: ['a'] },
    ]);
    expect(config.statements.map((s) => [s.id, s.evidence, s.posts ?? null, s.tags ?? null])).toEqual([
      ['ai-disclosure', 'trace', null, ['ai-drafted']],
      ['sponsor', 'acme-contract', ['a'], null],
    ]);
    // The words compared on the post and the page: runs of white space collapsed.
    expect(statementText(config.statements[0] ?? GOOD)).toBe(
      'This post was drafted with AI assistance and checked by its author.',
    );
  });

  it('refuses a statement that applies to no post, naming the key path', () => {
    expect(refusal([{ id: 'x', text: 'Words here.', evidence: 'trace' }])).toMatch(
      /^warrant\.config\.json: statements\.0\.posts: give "posts" \(slugs\) or "tags"/u,
    );
    expect(refusal([GOOD, { ...GOOD, id: 'y', tags: [], posts: [] }])).toContain('statements.1.posts');
  });

  it('refuses unknown keys, empty or cited words, a bad id or evidence, and an id given twice', () => {
    expect(refusal([{ ...GOOD, evidnce: 'trace' }])).toContain('statements.0: Unrecognized key: "evidnce"');
    expect(refusal([{ ...GOOD, text: '  \n ' }])).toContain('statements.0.text: must not be empty');
    expect(refusal([{ ...GOOD, text: 'Checked [@src].' }])).toContain('statements.0.text: must not carry a citation');
    expect(refusal([{ ...GOOD, id: 'has space' }])).toContain('statements.0.id:');
    expect(refusal([{ ...GOOD, evidence: '' }])).toContain('statements.0.evidence:');
    expect(refusal([{ ...GOOD, evidence: 'two words' }])).toContain('statements.0.evidence:');
    expect(refusal([GOOD, { ...GOOD }])).toContain(
      'statements.1.id: "ai-disclosure" is the id of an earlier statement',
    );
    expect(refusal({ id: 'x' })).toContain('statements:');
  });
});

describe('which posts a statement applies to', () => {
  const statements = configWith([
    GOOD,
    { id: 'sponsor', text: 'Sponsored by Acme.', evidence: 'acme', posts: ['launch'] },
  ]).statements;
  const ids = (slug: string, tags?: string[]) =>
    statementsFor({ slug, meta: tags ? { tags } : {} }, statements).map((s) => s.id);

  it('by slug, by a shared tag, or not at all', () => {
    expect(ids('launch')).toEqual(['sponsor']);
    expect(ids('other', ['travel', 'ai-drafted'])).toEqual(['ai-disclosure']);
    expect(ids('launch', ['ai-drafted'])).toEqual(['ai-disclosure', 'sponsor']);
    expect(ids('other', ['travel'])).toEqual([]);
    expect(ids('other')).toEqual([]);
  });

  it('reads tags from the post front matter, strictly', () => {
    const front = (tags: string) =>
      `---\ntitle: "T"\ndate: "2026-01-01"\nauthor: "A"\nsummary: "S"\n${tags}\n---\n\nBody.\n`;
    const tagged = parsePost('content/posts/p.md', front('tags: [ai-drafted, travel]'));
    expect(tagged.post?.meta.tags).toEqual(['ai-drafted', 'travel']);
    expect(statementsFor(tagged.post!, statements).map((s) => s.id)).toEqual(['ai-disclosure']);
    const bad = parsePost('content/posts/p.md', front('tags: ai-drafted'));
    expect(bad.post).toBeUndefined();
    expect(bad.findings.map((f) => [f.code, f.line])).toEqual([['input/front-matter', 6]]);
    expect(bad.findings[0]?.message).toContain('field "tags"');
  });
});
