// Benchmark: build time of the sample blog, and of N generated posts through `warrant publish` versus a plain Astro
// build of the same posts (same content collection, a page that renders the Markdown with no Warrant integration).
// Usage: npx tsx scripts/bench-build.ts [posts=200]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'astro';
import { loadConfig } from '../src/pipeline/config.js';
import { publish } from '../src/pipeline/publish.js';
import { copySampleBlog, makeProject, postFile, type TempProject } from './temp-project.js';

const count = Number(process.argv[2] ?? 200);

function generatedPosts(n: number): { posts: Record<string, string>; source: string } {
  const rows = Array.from({ length: n }, (_, i) => `run-${i},${100 + i},${(i % 17) + 1}.${i % 10}`);
  const posts: Record<string, string> = {};
  for (let i = 0; i < n; i += 1) {
    posts[`post-${i}`] = postFile(
      { title: `Run ${i} report`, summary: 'A generated post on a single benchmark run.' },
      [
        `This is a generated post on a benchmark run of ours. It exists to measure build time, not to inform.`,
        ``,
        `Run run-${i} processed ${100 + i} batches [@runs]. Its median latency was ${(i % 17) + 1}.${i % 10} ms [@runs].`,
        ``,
        `We keep every run in the same table, so that the numbers can be compared over time.`,
      ].join('\n'),
    );
  }
  return { posts, source: `run,batches,median_ms\n${rows.join('\n')}\n` };
}

async function time<T>(body: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await body();
  return { ms: performance.now() - started, value };
}

async function warrantPublish(project: TempProject): Promise<number> {
  const { ms, value } = await time(() =>
    publish({ root: project.root, config: loadConfig(project.root), quiet: true }),
  );
  if (value.outcome !== 'published')
    throw new Error(
      `publish was blocked: ${value.findings
        .slice(0, 3)
        .map((f) => `${f.file}:${f.line}:${f.column} ${f.message}`)
        .join('; ')}`,
    );
  return ms;
}

/** The same posts through Astro alone: a content collection and a page that renders each post's Markdown. */
async function plainBuild(project: TempProject): Promise<number> {
  writeFileSync(
    join(project.root, 'astro.plain.mjs'),
    "import { defineConfig } from 'astro/config';\nexport default defineConfig({ srcDir: './plain', outDir: './dist-plain' });\n",
  );
  project.write(
    'plain/content.config.ts',
    "import { defineCollection } from 'astro:content';\nimport { glob } from 'astro/loaders';\nexport const collections = { posts: defineCollection({ loader: glob({ pattern: '*.md', base: './content/posts' }) }) };\n",
  );
  project.write(
    'plain/pages/posts/[slug].astro',
    "---\nimport { getCollection, render } from 'astro:content';\nexport async function getStaticPaths() { return (await getCollection('posts')).map((entry) => ({ params: { slug: entry.id }, props: { entry } })); }\nconst { Content } = await render(Astro.props.entry);\n---\n<html><body><article><Content /></article></body></html>\n",
  );
  return (
    await time(() =>
      build({ root: project.root, configFile: 'astro.plain.mjs', logLevel: 'silent', mode: 'production' }),
    )
  ).ms;
}

const sample = copySampleBlog();
const sampleMs = await warrantPublish(sample);
sample.remove();

const { posts, source } = generatedPosts(count);
const generated = makeProject(posts, [
  { id: 'runs', file: 'ledger/sources/runs.csv', text: source, tier: 'measurement' },
]);
const warrantMs = await warrantPublish(generated);
const plainMs = await plainBuild(generated);
generated.remove();

process.stdout.write(
  [
    `node ${process.version}, ${count} generated posts (2 cited claims each)`,
    `sample blog (4 posts), warrant publish: ${(sampleMs / 1000).toFixed(2)} s`,
    `${count} posts, warrant publish:        ${(warrantMs / 1000).toFixed(2)} s`,
    `${count} posts, plain astro build:      ${(plainMs / 1000).toFixed(2)} s`,
    `ratio warrant / plain:                  ${(warrantMs / plainMs).toFixed(2)}`,
    '',
  ].join('\n'),
);
