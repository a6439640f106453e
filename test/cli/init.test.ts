// `warrant init` in an Astro project: the integration added where the config's shape is clear (the lines to add by
// hand where it is not), the registry, the posts folder and the ignore lines; a second run changes nothing.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { warrantIn } from '../cli-run.js';
import { addIntegration, missingIgnoreLines } from '../../src/init/astro-config.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every file under a folder with its bytes, to compare two states of it. */
function tree(dir: string, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    readdirSync(join(dir, prefix)).flatMap((name) => {
      const path = join(prefix, name);
      return statSync(join(dir, path)).isDirectory()
        ? Object.entries(tree(dir, path))
        : [[path, readFileSync(join(dir, path), 'utf8')]];
    }),
  );
}

describe('addIntegration', () => {
  it('adds the import after the last import and warrant() first in an existing list', () => {
    const edit = addIntegration(
      "import { defineConfig } from 'astro/config';\nimport mdx from '@astrojs/mdx';\n\nexport default defineConfig({\n  integrations: [mdx()],\n});\n",
    );
    expect(edit).toEqual({
      kind: 'edited',
      text: "import { defineConfig } from 'astro/config';\nimport mdx from '@astrojs/mdx';\nimport warrant from 'warrant/astro';\n\nexport default defineConfig({\n  integrations: [warrant(), mdx()],\n});\n",
    });
  });

  it('adds an integrations list when there is none, and leaves a config that has it alone', () => {
    const edit = addIntegration("import { defineConfig } from 'astro/config';\nexport default defineConfig({});\n");
    expect(edit).toEqual({
      kind: 'edited',
      text: "import { defineConfig } from 'astro/config';\nimport warrant from 'warrant/astro';\nexport default defineConfig({\n  integrations: [warrant()],\n});\n",
    });
    expect(addIntegration(edit.kind === 'edited' ? edit.text : '')).toEqual({ kind: 'present' });
  });

  it('will not guess: no defineConfig, two of them, or integrations built elsewhere', () => {
    expect(addIntegration('export default { integrations: [] };\n').kind).toBe('manual');
    expect(addIntegration('defineConfig({});\ndefineConfig({});\n').kind).toBe('manual');
    expect(addIntegration('const integrations = [a()];\nexport default defineConfig({ integrations });\n')).toEqual({
      kind: 'manual',
      why: 'its integrations are not a list written in the config',
    });
  });

  it('lists only the ignore lines a .gitignore lacks', () => {
    expect(missingIgnoreLines('dist/\n/.warrant/\nledger/*.db\n')).toEqual(['ledger/*.db-*', 'certs/private/']);
  });
});

describe('warrant init', () => {
  it('sets a project up once; the second run changes nothing and says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warrant-init-'));
    dirs.push(dir);
    writeFileSync(
      join(dir, 'astro.config.mjs'),
      "import { defineConfig } from 'astro/config';\n\nexport default defineConfig({\n  site: 'https://example.com',\n});\n",
    );
    writeFileSync(join(dir, '.gitignore'), 'dist/\nnode_modules/');
    const first = await warrantIn(dir, 'init');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('✓ added the Warrant integration to astro.config.mjs');
    expect(readFileSync(join(dir, 'astro.config.mjs'), 'utf8')).toContain("import warrant from 'warrant/astro';");
    expect(readFileSync(join(dir, 'astro.config.mjs'), 'utf8')).toContain('integrations: [warrant()],');
    expect(readFileSync(join(dir, 'ledger/sources.jsonl'), 'utf8')).toBe('');
    expect(readFileSync(join(dir, 'src/content.config.ts'), 'utf8')).toContain("from 'warrant/site'");
    expect(readFileSync(join(dir, 'src/pages/posts/[slug].astro'), 'utf8')).toContain('<Provenance slug={entry.id} />');
    expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toBe(
      'dist/\nnode_modules/\n# Warrant: databases, private keys, caches\nledger/*.db\nledger/*.db-*\ncerts/private/\n.warrant/\n',
    );
    const after = tree(dir);
    const second = await warrantIn(dir, 'init');
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/^Warrant is already set up here: nothing to do\./u);
    expect(tree(dir)).toEqual(after);
  });

  it('leaves a content config and a post page the user wrote, and says what to add to them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warrant-init-'));
    dirs.push(dir);
    writeFileSync(
      join(dir, 'astro.config.mjs'),
      "import { defineConfig } from 'astro/config';\nexport default defineConfig({});\n",
    );
    mkdirSync(join(dir, 'src/pages/posts'), { recursive: true });
    const theirs =
      "import { defineCollection } from 'astro:content';\nexport const collections = { blog: defineCollection({}) };\n";
    writeFileSync(join(dir, 'src/content.config.ts'), theirs);
    writeFileSync(join(dir, 'src/pages/posts/[...slug].astro'), '---\n---\n<p>mine</p>\n');
    const result = await warrantIn(dir, 'init');
    expect(result.code).toBe(0);
    expect(readFileSync(join(dir, 'src/content.config.ts'), 'utf8')).toBe(theirs);
    expect(existsSync(join(dir, 'src/pages/posts/[slug].astro'))).toBe(false);
    expect(result.stdout).toContain('! src/content.config.ts is yours: add `posts: warrantPosts` to its collections');
    expect(result.stdout).toContain('! src/pages/posts/[...slug].astro is yours: show each post at /posts/<slug>/');
  });

  it('prints the two lines to add when it cannot edit the config safely, and exits 2 outside an Astro project', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warrant-init-'));
    dirs.push(dir);
    const config = 'const integrations = [];\nexport default defineConfig({ integrations });\n';
    writeFileSync(join(dir, 'astro.config.ts'), config);
    const result = await warrantIn(dir, 'init');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'astro.config.ts was left as it is (its integrations are not a list written in the config)',
    );
    expect(result.stdout).toContain("    import warrant from 'warrant/astro';");
    expect(readFileSync(join(dir, 'astro.config.ts'), 'utf8')).toBe(config);
    const empty = mkdtempSync(join(tmpdir(), 'warrant-init-'));
    dirs.push(empty);
    const refused = await warrantIn(empty, 'init');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('no Astro config');
  });
});
