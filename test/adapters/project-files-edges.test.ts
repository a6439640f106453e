// A large post that is not UTF-8: its first bad byte is found by a search, not by re-decoding it byte by byte.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPosts } from '../../src/adapters/project-files.js';
import { DEFAULT_LIMITS } from '../../src/inputs/limits.js';

const root = mkdtempSync(join(tmpdir(), 'warrant-post-bytes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Read one post file with these bytes. */
function read(bytes: Buffer, limits = DEFAULT_LIMITS) {
  writeFileSync(join(root, 'post.md'), bytes);
  return readPosts(root, ['post.md'], limits);
}

describe('a large post with a byte that is not UTF-8', () => {
  // A project may raise limits.postBytes. Stepping back over the post one byte at a time, re-decoding it each time,
  // would take minutes at this size (past this test's time limit); the search decodes it a few dozen times.
  it('names the first bad byte, halfway through 4 MB, at its line and column', { timeout: 20_000 }, () => {
    const limits = { ...DEFAULT_LIMITS, postBytes: 4_000_000 };
    const head = Buffer.from(`---\ntitle: "Big"\n---\n\n${'a'.repeat(limits.postBytes / 2)} Café `, 'utf8');
    const tail = Buffer.alloc(limits.postBytes - head.length - 1, 'a');
    const bytes = Buffer.concat([head, Buffer.from([0xfe]), tail]);
    expect(bytes.length).toBe(limits.postBytes);
    const { posts, findings } = read(bytes, limits);
    expect(posts).toEqual([]);
    expect(findings.map((f) => [f.code, f.file, f.line, f.column, f.message])).toEqual([
      [
        'input/not-utf8',
        'post.md',
        5,
        limits.postBytes / 2 + 7,
        `the post is not UTF-8 text: byte ${head.length} (0xfe) is not part of a UTF-8 character; save the file as UTF-8`,
      ],
    ]);
  });

  it('names a character cut short at the very end of the post as its first byte', { timeout: 10_000 }, () => {
    const body = Buffer.alloc(DEFAULT_LIMITS.postBytes - 1, 'b');
    // 0xE2 starts a three-byte character; the file ends after it.
    const bytes = Buffer.concat([body, Buffer.from([0xe2])]);
    const found = read(bytes).findings;
    expect(found.map((f) => [f.code, f.line, f.column, f.message])).toEqual([
      [
        'input/not-utf8',
        1,
        body.length + 1,
        `the post is not UTF-8 text: byte ${body.length} (0xe2) is not part of a UTF-8 character; save the file as UTF-8`,
      ],
    ]);
  });
});
