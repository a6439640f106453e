// The project on disk as the pipeline reads it: which post files, each post's bytes (bounds, encoding, a BOM), the
// registry, the pinned copies' media types, the optional claims ledger and evidence tables, and files under a folder.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  filesUnder,
  loadSources,
  postFiles,
  projectPath,
  readClaimsLedger,
  readEvidenceTables,
  readPosts,
  readSourceRegistry,
} from '../../src/adapters/project-files.js';
import { sha256Hex } from '../../src/core/canonical.js';
import { WarrantError } from '../../src/core/errors.js';
import { DEFAULT_LIMITS } from '../../src/inputs/limits.js';
import { makeProject, postFile, type TempProject } from '../../scripts/temp-project.js';

const projects: TempProject[] = [];
afterAll(() => {
  for (const p of projects) p.remove();
});

function project(posts: Record<string, string> = {}, extra: Record<string, string> = {}): TempProject {
  const p = makeProject(posts, [], extra);
  projects.push(p);
  return p;
}

/** The error a call throws, as its code and message. */
function thrown(body: () => unknown): [string, string] {
  try {
    body();
  } catch (error) {
    if (error instanceof WarrantError) return [error.code, error.message];
    throw error;
  }
  throw new Error('nothing was thrown');
}

const post = postFile({ title: 'A post' }, 'Some text.');

describe('which post files a check reads', () => {
  it('keeps a backslash in a file name as a letter of it: only Windows separates paths with one', () => {
    const p = project({}, { 'content/posts/a\\b.md': post });
    expect(postFiles(p.root)).toEqual(['content/posts/a\\b.md']);
    const { posts, findings } = readPosts(p.root, postFiles(p.root), DEFAULT_LIMITS);
    expect([posts.map((x) => x.file), findings]).toEqual([['content/posts/a\\b.md'], []]);
    expect(filesUnder(join(p.root, 'content'), (name) => name.endsWith('.md'))).toEqual(['posts/a\\b.md']);
  });

  it('reads every Markdown file under content/posts, sorted, as forward-slash project paths', () => {
    const p = project({ b: post, a: post }, { 'content/posts/notes.txt': 'not a post', 'content/posts/c.md.bak': 'x' });
    expect(postFiles(p.root)).toEqual(['content/posts/a.md', 'content/posts/b.md']);
    expect(postFiles(p.root, [])).toEqual(['content/posts/a.md', 'content/posts/b.md']);
  });

  it('reads the files and folders it is given, and only those', () => {
    const p = project({ a: post, b: post }, { 'drafts/c.md': post, 'drafts/d.md': post });
    expect(postFiles(p.root, ['content/posts/b.md'])).toEqual(['content/posts/b.md']);
    expect(postFiles(p.root, ['drafts', join(p.root, 'content/posts/a.md')])).toEqual([
      'drafts/c.md',
      'drafts/d.md',
      'content/posts/a.md',
    ]);
  });

  it('refuses a path that does not exist, and a folder with no posts, rather than checking nothing', () => {
    const p = project({ a: post }, { 'empty/readme.txt': 'no posts here' });
    expect(thrown(() => postFiles(p.root, ['content/posts/gone.md']))).toEqual([
      'INPUT_UNREADABLE',
      'content/posts/gone.md: no such file or directory',
    ]);
    expect(thrown(() => postFiles(p.root, ['empty']))).toEqual(['INPUT_UNREADABLE', 'no posts (*.md) under empty']);
    rmSync(join(p.root, 'content/posts'), { recursive: true });
    mkdirSync(join(p.root, 'content/posts'));
    expect(thrown(() => postFiles(p.root))).toEqual(['INPUT_UNREADABLE', 'no posts (*.md) under content/posts']);
    mkdirSync(join(p.root, 'also-empty'));
    expect(thrown(() => postFiles(p.root, ['empty', 'also-empty']))).toEqual([
      'INPUT_UNREADABLE',
      'no posts (*.md) under empty, also-empty',
    ]);
  });

  it('sorts post files as strings sort, not in the order the file system lists them', () => {
    // The file system lists names by their UTF-8 bytes ("ｚ" U+FF5A before "😀" U+1F600); strings sort by UTF-16 units.
    const p = project({ '\u{1F600}': post, '\uFF5A': post, a: post });
    expect(postFiles(p.root)).toEqual(['content/posts/a.md', 'content/posts/\u{1F600}.md', 'content/posts/\uFF5A.md']);
  });

  it('names a path inside the project relative to it, with forward slashes', () => {
    expect(projectPath('/blog', '/blog/content/posts/a.md')).toBe('content/posts/a.md');
    expect(projectPath('/blog', 'content/../ledger/sources.jsonl')).toBe('ledger/sources.jsonl');
    expect(projectPath('/blog', '/blog')).toBe('');
  });
});

describe("a post's bytes", () => {
  const p = project({ placeholder: post });
  const read = (bytes: Buffer | string, limits = DEFAULT_LIMITS) => {
    writeFileSync(join(p.root, 'content/posts/read.md'), bytes);
    return readPosts(p.root, ['content/posts/read.md'], limits);
  };

  it('reads a post of exactly the size bound, and refuses one byte more at line 1 with both sizes', () => {
    const bytes = Buffer.from(post);
    expect(read(bytes, { ...DEFAULT_LIMITS, postBytes: bytes.length }).posts).toHaveLength(1);
    const over = read(bytes, { ...DEFAULT_LIMITS, postBytes: bytes.length - 1 });
    expect(over.posts).toEqual([]);
    expect(over.findings.map((f) => [f.code, f.file, f.line, f.column, f.severity, f.message])).toEqual([
      [
        'input/too-large',
        'content/posts/read.md',
        1,
        1,
        'error',
        `the post is ${bytes.length} bytes, more than the ${bytes.length - 1} a post may have (limits.postBytes); split it`,
      ],
    ]);
  });

  it('reads nesting of exactly the bound, and refuses one level more', () => {
    const nested = postFile({ title: 'Nested' }, 'Intro.\n\n> > > three levels');
    expect(read(nested, { ...DEFAULT_LIMITS, nesting: 3 }).posts).toHaveLength(1);
    const deep = read(nested, { ...DEFAULT_LIMITS, nesting: 2 });
    expect(deep.posts).toEqual([]);
    expect(deep.findings.map((f) => [f.code, f.line, f.message])).toEqual([
      [
        'input/too-deep',
        10,
        'block quotes or lists nest 3 levels deep here, more than the 2 a post may have (limits.nesting)',
      ],
    ]);
  });

  it('names the first byte that is not UTF-8, at its line and column, after whole characters', () => {
    // Characters of two bytes before the bad one, so a search that stops inside one of them would name it instead.
    const head = Buffer.from(postFile({ title: 'Bytes' }, 'Intro.\n\nCafé é').trimEnd(), 'utf8');
    const bytes = Buffer.concat([head, Buffer.from([0xff]), Buffer.from(' and more, é é é é\n')]);
    const { posts, findings } = read(bytes);
    expect(posts).toEqual([]);
    const at = head.length;
    expect(findings.map((f) => [f.code, f.line, f.column, f.message])).toEqual([
      [
        'input/not-utf8',
        10,
        7,
        `the post is not UTF-8 text: byte ${at} (0xff) is not part of a UTF-8 character; save the file as UTF-8`,
      ],
    ]);
  });

  it('names a character cut short as its first byte, and a bad first byte as byte 0', () => {
    const body = Buffer.from(postFile({ title: 'Cut' }, 'Intro.\n\nA é').trimEnd(), 'utf8');
    // "é" is C3 A9: keep C3, then a space. The bad character starts at C3.
    const cut = Buffer.concat([body.subarray(0, body.length - 1), Buffer.from(' \n')]);
    const found = read(cut).findings[0];
    expect(found?.message).toContain(`byte ${body.length - 2} (0xc3)`);
    expect([found?.line, found?.column]).toEqual([10, 3]);
    // Cut short at the very end of the file: the same.
    const last = read(body.subarray(0, body.length - 1)).findings[0];
    expect(last?.message).toContain(`byte ${body.length - 2} (0xc3)`);
    const first = read(Buffer.from([0x80, 0x41])).findings[0];
    expect([first?.line, first?.column, first?.message]).toEqual([
      1,
      1,
      'the post is not UTF-8 text: byte 0 (0x80) is not part of a UTF-8 character; save the file as UTF-8',
    ]);
  });

  it('reads a post after its byte-order mark, and hashes the bytes as they are on disk', () => {
    const bytes = Buffer.from(`\ufeff${post}`, 'utf8');
    const { posts, findings } = read(bytes);
    expect(findings).toEqual([]);
    expect(posts[0]?.meta.title).toBe('A post');
    expect(posts[0]?.source.startsWith('---')).toBe(true);
    expect(posts[0]?.fileSha256).toBe(sha256Hex(bytes));
  });

  it('keeps a U+FEFF inside a post: only a leading one is a byte-order mark', () => {
    const text = postFile({ title: 'Joined' }, 'Word\ufeffjoined.');
    const { posts, findings } = read(text);
    expect(findings).toEqual([]);
    expect(posts[0]?.source).toBe(text);
  });

  it('names the first bad byte after a run of two-byte characters, wherever the search first looks', () => {
    // Ten "é" (C3 A9) then 0xff: the search's first look, at 11 bytes, ends between the two bytes of an "é".
    const bytes = Buffer.concat([Buffer.from('é'.repeat(10), 'utf8'), Buffer.from([0xff])]);
    expect(read(bytes).findings.map((f) => [f.code, f.line, f.column, f.message])).toEqual([
      [
        'input/not-utf8',
        1,
        11,
        'the post is not UTF-8 text: byte 20 (0xff) is not part of a UTF-8 character; save the file as UTF-8',
      ],
    ]);
  });

  it("passes on the post parser's findings and reads no post from a file it refuses", () => {
    const { posts, findings } = read('no front matter at all\n');
    expect(posts).toEqual([]);
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.every((f) => f.file === 'content/posts/read.md' && f.severity === 'error')).toBe(true);
  });
});

describe('the registry and the pinned copies', () => {
  it('refuses a project without a source registry', () => {
    const p = project();
    rmSync(join(p.root, 'ledger/sources.jsonl'));
    expect(thrown(() => readSourceRegistry(p.root))).toEqual([
      'INPUT_UNREADABLE',
      'ledger/sources.jsonl: the source registry is missing',
    ]);
  });

  it('gives each copy the media type of its extension, whatever its case, and plain text when it has none known', () => {
    const files = {
      'data/a.CSV': 'a,b\n1,2\n',
      'data/b.json': '{"a":1}\n',
      'data/c.htm': '<p>x</p>\n',
      'data/d.log': 'x\n',
    };
    const p = makeProject(
      {},
      Object.entries(files).map(([file, text]) => ({ id: file.slice(5, 6), file, text })),
    );
    projects.push(p);
    const registry = readSourceRegistry(p.root);
    const { loaded, findings } = loadSources(p.root, registry.sources, registry.lines);
    expect(findings).toEqual([]);
    expect([...loaded.values()].map((s) => [s.id, s.mediaType, s.text])).toEqual([
      ['a', 'text/csv', 'a,b\n1,2\n'],
      ['b', 'application/json', '{"a":1}\n'],
      ['c', 'text/html', '<p>x</p>\n'],
      ['d', 'text/plain', 'x\n'],
    ]);
  });

  it('places a finding for a source the registry lines do not know at line 1', () => {
    const p = project();
    const source = {
      id: 'gone',
      uri: 'ledger/sources/gone.txt',
      title: 'Gone',
      tier: 'record',
      sensitivity: 'public',
      sha256: '0'.repeat(64),
    } as const;
    const { findings } = loadSources(p.root, [source], new Map());
    expect(findings.map((f) => [f.code, f.file, f.line, f.column])).toEqual([
      ['source/missing-copy', 'ledger/sources.jsonl', 1, 1],
    ]);
  });

  it('names the file a forbidden source is, or is inside, as a project path', () => {
    const p = project({}, { 'keys/signing.key': 'secret', 'ledger/audit.db': 'log' });
    const source = (id: string, uri: string) =>
      ({ id, uri, title: id, tier: 'record', sensitivity: 'internal', sha256: sha256Hex(id) }) as const;
    const { findings } = loadSources(
      p.root,
      [source('key', 'keys/signing.key'), source('log', 'ledger/audit.db')],
      new Map([
        ['key', 4],
        ['log', 5],
      ]),
      { forbidden: ['keys', 'ledger/audit.db'], allowIgnored: [] },
    );
    expect(findings.map((f) => [f.code, f.line, f.message])).toEqual([
      [
        'source/forbidden',
        4,
        'source "key": keys/signing.key is keys, which Warrant keeps for itself (keys, the audit log, caches) and never reads as evidence',
      ],
      [
        'source/forbidden',
        5,
        'source "log": ledger/audit.db is ledger/audit.db, which Warrant keeps for itself (keys, the audit log, caches) and never reads as evidence',
      ],
    ]);
  });
});

describe('a public copy git ignores', () => {
  it('is refused at its registry line, naming the id to allow; a private one, or an allowed one, is read', () => {
    const text = 'The fleet ran 42 servers.\n';
    const p = makeProject(
      {},
      [
        { id: 'notes', file: 'secrets/notes.txt', text },
        { id: 'diary', file: 'secrets/diary.txt', text, sensitivity: 'internal' },
        { id: 'kept', file: 'secrets/kept.txt', text },
      ],
      { '.gitignore': 'secrets/\n' },
    );
    projects.push(p);
    execFileSync('git', ['init', '-q', p.root]);
    const registry = readSourceRegistry(p.root);
    const { loaded, findings } = loadSources(p.root, registry.sources, registry.lines, {
      forbidden: [],
      allowIgnored: ['kept'],
    });
    expect(findings.map((f) => [f.code, f.file, f.line, f.message])).toEqual([
      [
        'source/git-ignored',
        'ledger/sources.jsonl',
        1,
        'source "notes": secrets/notes.txt is ignored by git, so it may be a local or secret file; it would be published ' +
          'as public. Commit it, or allow it with "sources": {"allowIgnored": ["notes"]} in warrant.config.json',
      ],
    ]);
    expect([...loaded.keys()]).toEqual(['diary', 'kept']);
  });
});

describe('the optional ledgers and folders', () => {
  it('reads the claims ledger when there is one', () => {
    const p = project();
    expect(readClaimsLedger(p.root)).toBeUndefined();
    p.write('ledger/claims.jsonl', '{"claim":1}\n');
    expect(readClaimsLedger(p.root)).toBe('{"claim":1}\n');
  });

  it("reads each post's evidence table by slug, and skips a post that has none", () => {
    const p = project({}, { 'ledger/evidence/with-table.md': '| a | b |\n' });
    const tables = readEvidenceTables(p.root, ['with-table', 'without']);
    expect([...tables]).toEqual([['with-table', { file: 'ledger/evidence/with-table.md', text: '| a | b |\n' }]]);
  });

  it('lists the files under a folder at any depth that pass the test, sorted, never a folder', () => {
    const p = project({}, { 'site/b.html': '', 'site/a/index.html': '', 'site/a/c.txt': '', 'site/z.html/x.css': '' });
    expect(filesUnder(join(p.root, 'site'), (name) => name.endsWith('.html'))).toEqual(['a/index.html', 'b.html']);
    expect(filesUnder(join(p.root, 'site'), () => true)).toEqual(['a/c.txt', 'a/index.html', 'b.html', 'z.html/x.css']);
  });
});
