// A throwaway blog project for tests, examples and benchmarks: its own content and ledger, sharing this repository's site and packages.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { sha256Hex } from '../src/core/canonical.js';
import type { Sensitivity, SourceTier } from '../src/core/model.js';

export const REPO = resolve(import.meta.dirname, '..');

export interface ProjectSource {
  readonly id: string;
  readonly file: string;
  readonly text: string;
  readonly title?: string;
  readonly tier?: SourceTier;
  readonly sensitivity?: Sensitivity;
}

export interface TempProject {
  readonly root: string;
  write(path: string, text: string): void;
  remove(): void;
}

/** Front matter and body as a post file. */
export function postFile(
  meta: { title: string; date?: string; author?: string; summary?: string },
  body: string,
): string {
  return `---\ntitle: ${JSON.stringify(meta.title)}\ndate: "${meta.date ?? '2026-01-01'}"\nauthor: ${JSON.stringify(meta.author ?? 'Test Author')}\nsummary: ${JSON.stringify(meta.summary ?? 'A test post.')}\n---\n\n${body}\n`;
}

/**
 * Make a project with the given posts (slug -> file text) and sources. The site (src/site, astro.config.mjs) is copied
 * from this repository and the built tool (lib/) and node_modules are linked, so Astro builds the sample blog's site.
 */
export function makeProject(
  posts: Record<string, string>,
  sources: readonly ProjectSource[],
  extra: Record<string, string> = {},
): TempProject {
  const root = mkdtempSync(join(tmpdir(), 'warrant-project-'));
  for (const link of ['lib', 'node_modules', 'package.json']) symlinkSync(join(REPO, link), join(root, link));
  for (const copy of ['src/site', 'astro.config.mjs']) cpSync(join(REPO, copy), join(root, copy), { recursive: true });
  const write = (path: string, text: string): void => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  for (const [slug, text] of Object.entries(posts)) write(`content/posts/${slug}.md`, text);
  for (const source of sources) write(source.file, source.text);
  write(
    'ledger/sources.jsonl',
    sources
      .map((s) =>
        JSON.stringify({
          id: s.id,
          uri: s.file,
          title: s.title ?? `Source ${s.id}`,
          tier: s.tier ?? 'record',
          sensitivity: s.sensitivity ?? 'public',
          sha256: sha256Hex(s.text),
        }),
      )
      .join('\n') + '\n',
  );
  for (const [path, text] of Object.entries(extra)) write(path, text);
  return { root, write, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * A copy of the sample blog as a throwaway project: its posts, its whole ledger (registry, pinned copies, claims ledger,
 * evidence tables) without any database, its public files, the examples and its configuration. A test that publishes
 * works here, so it never reads or writes the repository's own verdict cache or audit log.
 */
export function copySampleBlog(): TempProject {
  const project = makeProject({}, []);
  const skipDatabases = (path: string): boolean => !/\.db(?:-[a-z]+)?$/u.test(path);
  for (const part of ['content', 'ledger', 'public', 'examples', 'warrant.config.json']) {
    if (existsSync(join(REPO, part)))
      cpSync(join(REPO, part), join(project.root, part), { recursive: true, filter: skipDatabases });
  }
  // The public trust material committed with the blog (reviewer and clearance keys), never a private key.
  for (const name of ['reviewer-keys.pem', 'clearance-keys.pem'])
    if (existsSync(join(REPO, 'certs', name)))
      project.write(`certs/${name}`, readFileSync(join(REPO, 'certs', name), 'utf8'));
  return project;
}
