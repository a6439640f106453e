/** @module adapters/project-files: reading posts, the source registry and pinned source copies from the project on disk. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { sha256Hex } from '../core/canonical.js';
import { WarrantError } from '../core/errors.js';
import { finding, type Finding } from '../core/findings.js';
import type { LoadedSource, Post, Source } from '../core/model.js';
import { DEFAULT_LIMITS, nestingDepth, type Limits } from '../inputs/limits.js';
import { parsePost } from '../inputs/post.js';
import { parseSources } from '../inputs/sources.js';

export const POSTS_DIR = 'content/posts';
export const SOURCES_FILE = 'ledger/sources.jsonl';
/** Authored claims (seed 002's canonical JSONL ledger); optional. */
export const CLAIMS_FILE = 'ledger/claims.jsonl';
/** Markdown evidence tables of existing write-ups, one file per post named after its slug; optional. */
export const EVIDENCE_DIR = 'ledger/evidence';

const MEDIA_TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.csv': 'text/csv',
  '.tsv': 'text/tab-separated-values',
  '.md': 'text/markdown',
  '.txt': 'text/plain',
  '.html': 'text/html',
  '.htm': 'text/html',
};

/** A path in forward slashes: only Windows separates with a backslash, which elsewhere is a letter of a name. */
function forwardSlashes(path: string): string {
  // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: where tests run sep is '/', and splitting on it and joining with '/' gives the path back
  return sep === '\\' ? path.split(sep).join('/') : path;
}

/** Project-relative, forward-slash path. */
export function projectPath(root: string, path: string): string {
  return forwardSlashes(relative(root, resolve(root, path)));
}

/** The post files to read: the given paths (files or directories), or every post under content/posts. */
export function postFiles(root: string, paths: readonly string[] = []): string[] {
  const targets = paths.length > 0 ? paths : [POSTS_DIR];
  const files: string[] = [];
  for (const target of targets) {
    const absolute = resolve(root, target);
    if (!existsSync(absolute)) throw new WarrantError('INPUT_UNREADABLE', `${target}: no such file or directory`);
    if (statSync(absolute).isDirectory()) {
      for (const name of readdirSync(absolute).sort()) if (name.endsWith('.md')) files.push(join(absolute, name));
    } else {
      files.push(absolute);
    }
  }
  // Checking nothing and calling it clean would be a silent pass.
  if (files.length === 0) throw new WarrantError('INPUT_UNREADABLE', `no posts (*.md) under ${targets.join(', ')}`);
  return files.map((file) => projectPath(root, file));
}

export function readPosts(
  root: string,
  files: readonly string[],
  limits: Limits = DEFAULT_LIMITS,
): { posts: Post[]; findings: Finding[] } {
  const posts: Post[] = [];
  const findings: Finding[] = [];
  for (const file of files) {
    const path = resolve(root, file);
    // A post past the size bound is not read at all (a 20 MB post would take gigabytes to parse).
    const size = statSync(path).size;
    if (size > limits.postBytes) {
      findings.push(
        finding(
          'input/too-large',
          { file, line: 1, column: 1 },
          `the post is ${size} bytes, more than the ${limits.postBytes} a post may have (limits.postBytes); split it`,
        ),
      );
      continue;
    }
    const bytes = readFileSync(path);
    const text = decodePost(file, bytes);
    if (typeof text !== 'string') {
      findings.push(text);
      continue;
    }
    const nesting = nestingDepth(text);
    if (nesting.depth > limits.nesting) {
      findings.push(
        finding(
          'input/too-deep',
          { file, line: nesting.line, column: 1 },
          `block quotes or lists nest ${nesting.depth} levels deep here, more than the ${limits.nesting} a post may have (limits.nesting)`,
        ),
      );
      continue;
    }
    // A byte-order mark is no text of the post (an editor's mark): the post starts after it.
    const parsed = parsePost(file, text.replace(/^\uFEFF/u, ''));
    findings.push(...parsed.findings);
    if (parsed.post) posts.push({ ...parsed.post, fileSha256: sha256Hex(bytes) });
  }
  return { posts, findings };
}

export function readSourceRegistry(root: string): ReturnType<typeof parseSources> {
  const path = resolve(root, SOURCES_FILE);
  if (!existsSync(path)) throw new WarrantError('INPUT_UNREADABLE', `${SOURCES_FILE}: the source registry is missing`);
  return parseSources(SOURCES_FILE, readFileSync(path, 'utf8'));
}

/** What a source may never be: files the tool keeps for itself (keys, the log, caches), as paths under the root. */
export interface SourcePolicy {
  /** Files and folders (project-relative) no source may be, or be inside: private keys, the audit log, caches. */
  readonly forbidden: readonly string[];
  /** Public sources git ignores are refused unless their id is here. */
  readonly allowIgnored: readonly string[];
}

// (A BOM is kept: the text re-encodes to the very bytes that were hashed.)
const DECODER = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Read each pinned copy and re-hash it against the registry. A missing or changed copy is a finding, never "verified".
 * The copy's real path must be inside the project (a symlink that leaves it is refused), and not a file the tool keeps
 * for itself; a public copy git ignores is refused unless allowed; a copy that is not UTF-8 text cannot be read.
 */
export function loadSources(
  root: string,
  sources: readonly Source[],
  lines: ReadonlyMap<string, number>,
  policy: SourcePolicy = { forbidden: [], allowIgnored: [] },
): { loaded: Map<string, LoadedSource>; findings: Finding[] } {
  const loaded = new Map<string, LoadedSource>();
  const findings: Finding[] = [];
  const realRoot = realpathSync(root);
  const forbidden = policy.forbidden.map((f) => resolve(realRoot, f));
  const within = (path: string, dir: string): boolean => path === dir || path.startsWith(`${dir}${sep}`);
  for (const source of sources) {
    const path = resolve(root, source.uri);
    const place = { file: SOURCES_FILE, line: lines.get(source.id) ?? 1, column: 1 };
    if (!existsSync(path)) {
      findings.push(
        finding('source/missing-copy', place, `source "${source.id}": pinned copy ${source.uri} is missing`),
      );
      continue;
    }
    const real = realpathSync(path);
    if (!within(real, realRoot)) {
      findings.push(
        finding(
          'source/outside-project',
          place,
          `source "${source.id}": ${source.uri} leads outside the project (to ${real}); pin a copy inside the project`,
        ),
      );
      continue;
    }
    const kept = forbidden.find((f) => within(real, f));
    if (kept !== undefined) {
      findings.push(
        finding(
          'source/forbidden',
          place,
          `source "${source.id}": ${source.uri} is ${projectPath(realRoot, kept)}, which Warrant keeps for itself (keys, the audit log, caches) and never reads as evidence`,
        ),
      );
      continue;
    }
    if (source.sensitivity === 'public' && !policy.allowIgnored.includes(source.id) && gitIgnores(realRoot, real)) {
      findings.push(
        finding(
          'source/git-ignored',
          place,
          `source "${source.id}": ${source.uri} is ignored by git, so it may be a local or secret file; it would be published as public. Commit it, or allow it with "sources": {"allowIgnored": ["${source.id}"]} in warrant.config.json`,
        ),
      );
      continue;
    }
    const bytes = readFileSync(path);
    const actual = sha256Hex(bytes);
    if (actual !== source.sha256) {
      findings.push(
        finding(
          'source/hash-mismatch',
          place,
          `source "${source.id}": ${source.uri} has SHA-256 ${actual.slice(0, 12)}…, registered ${source.sha256.slice(0, 12)}…`,
        ),
      );
      continue;
    }
    let text: string;
    try {
      text = DECODER.decode(bytes);
    } catch {
      findings.push(
        finding(
          'source/not-text',
          place,
          `source "${source.id}": ${source.uri} is not UTF-8 text (its SHA-256 matches), so no check here can read it; cite a text export of it`,
        ),
      );
      continue;
    }
    loaded.set(source.id, {
      ...source,
      text,
      mediaType: MEDIA_TYPES[extname(path).toLowerCase()] ?? 'text/plain',
    });
  }
  return { loaded, findings };
}

/**
 * A post's bytes as text; bytes that are not UTF-8 are a finding at their place (never a silent U+FFFD on the page).
 */
function decodePost(file: string, bytes: Buffer): string | Finding {
  try {
    return DECODER.decode(bytes);
  } catch {
    // The first bad byte. "Decodes as the start of a stream" (a last character may be cut short) holds for every prefix
    // up to the first invalid byte and for none after it, so a binary search finds where decoding fails.
    let good = 0;
    let bad = bytes.length + 1;
    while (good + 1 < bad) {
      const middle = Math.floor((good + bad) / 2);
      if (startsStream(bytes.subarray(0, middle))) good = middle;
      else bad = middle;
    }
    // The bad sequence starts after the last whole character: step back over a character cut short.
    let prefix = good;
    while (prefix > 0 && !decodes(bytes.subarray(0, prefix))) prefix -= 1;
    const before = DECODER.decode(bytes.subarray(0, prefix));
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    return finding(
      'input/not-utf8',
      { file, line, column },
      `the post is not UTF-8 text: byte ${prefix} (0x${(bytes[prefix] ?? 0).toString(16).padStart(2, '0')}) is not part of a UTF-8 character; save the file as UTF-8`,
    );
  }
}

/** Do these bytes decode as the start of UTF-8 text (the last character may be incomplete)? */
function startsStream(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes, { stream: true });
    // Stryker disable BlockStatement: an empty catch below returns undefined, which reads as false, as its return does
    return true;
  } catch {
    // Stryker restore BlockStatement
    return false;
  }
}

function decodes(bytes: Uint8Array): boolean {
  try {
    DECODER.decode(bytes);
    // Stryker disable BlockStatement: an empty catch below returns undefined, which reads as false, as its return does
    return true;
  } catch {
    // Stryker restore BlockStatement
    return false;
  }
}

/** Does git ignore this file of the project? False when the project is no git work tree or git is absent. */
function gitIgnores(root: string, path: string): boolean {
  // Stryker disable next-line ObjectLiteral: without options git's output goes to pipes nobody reads; only the exit status is used
  const result = spawnSync('git', ['-C', root, 'check-ignore', '-q', '--', path], { stdio: 'ignore' });
  return result.status === 0;
}

/** The optional authored-claims ledger, as text. */
export function readClaimsLedger(root: string): string | undefined {
  const path = resolve(root, CLAIMS_FILE);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

/** The optional evidence-table file of each post (ledger/evidence/<slug>.md), by slug. */
export function readEvidenceTables(
  root: string,
  slugs: readonly string[],
): Map<string, { file: string; text: string }> {
  const tables = new Map<string, { file: string; text: string }>();
  for (const slug of slugs) {
    const file = `${EVIDENCE_DIR}/${slug}.md`;
    const path = resolve(root, file);
    if (existsSync(path)) tables.set(slug, { file, text: readFileSync(path, 'utf8') });
  }
  return tables;
}

/** Every file under a directory whose name passes `keep`, as sorted, forward-slash paths relative to the directory. */
export function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => forwardSlashes(relative(dir, join(entry.parentPath, entry.name))))
    .sort();
}
