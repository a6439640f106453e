/** @module adapters/project-files: reading posts, the source registry and pinned source copies from the project on disk. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { sha256Hex } from '../core/canonical.js';
import { WarrantError } from '../core/errors.js';
import { finding, type Finding } from '../core/findings.js';
import type { LoadedSource, Post, Source } from '../core/model.js';
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
  '.md': 'text/markdown',
  '.txt': 'text/plain',
  '.html': 'text/html',
  '.htm': 'text/html',
};

/** Project-relative, forward-slash path. */
export function projectPath(root: string, path: string): string {
  return relative(root, resolve(root, path)).split('\\').join('/');
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

export function readPosts(root: string, files: readonly string[]): { posts: Post[]; findings: Finding[] } {
  const posts: Post[] = [];
  const findings: Finding[] = [];
  for (const file of files) {
    const parsed = parsePost(file, readFileSync(resolve(root, file), 'utf8'));
    findings.push(...parsed.findings);
    if (parsed.post) posts.push(parsed.post);
  }
  return { posts, findings };
}

export function readSourceRegistry(root: string): ReturnType<typeof parseSources> {
  const path = resolve(root, SOURCES_FILE);
  if (!existsSync(path)) throw new WarrantError('INPUT_UNREADABLE', `${SOURCES_FILE}: the source registry is missing`);
  return parseSources(SOURCES_FILE, readFileSync(path, 'utf8'));
}

/** Read each pinned copy and re-hash it against the registry. A missing or changed copy is a finding, never "verified". */
export function loadSources(
  root: string,
  sources: readonly Source[],
  lines: ReadonlyMap<string, number>,
): { loaded: Map<string, LoadedSource>; findings: Finding[] } {
  const loaded = new Map<string, LoadedSource>();
  const findings: Finding[] = [];
  for (const source of sources) {
    const path = resolve(root, source.uri);
    const place = { file: SOURCES_FILE, line: lines.get(source.id) ?? 1, column: 1 };
    if (!existsSync(path)) {
      findings.push(
        finding('source/missing-copy', place, `source "${source.id}": pinned copy ${source.uri} is missing`),
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
    loaded.set(source.id, {
      ...source,
      text: bytes.toString('utf8'),
      mediaType: MEDIA_TYPES[extname(path).toLowerCase()] ?? 'text/plain',
    });
  }
  return { loaded, findings };
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
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}
