// Benchmark: build time of the sample blog, and of N generated posts through `warrant publish` versus a plain Astro
// build of the same posts (same content collection, a page that renders the Markdown with no Warrant integration).
// Prints the stage profile of the generated publish. Usage: npx tsx scripts/bench-build.ts [posts=200]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'astro';
import { createStageProfile, formatProfile, type StageProfile } from '../src/core/stage-profile.js';
import { initDevelopmentCertificates } from '../src/credentials/index.js';
import { runCheck } from '../src/pipeline/check.js';
import { loadConfig } from '../src/pipeline/config.js';
import { publish } from '../src/pipeline/publish.js';
import { copySampleBlog, makeProject, postFile, type TempProject } from './temp-project.js';

const count = Number(process.argv[2] ?? 200);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** Day `i` of 2026 as an ISO date and as words. */
function day(i: number): { iso: string; words: string } {
  const date = new Date(Date.UTC(2026, 0, 1 + (i % 360)));
  return {
    iso: date.toISOString().slice(0, 10),
    words: `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} 2026`,
  };
}

/** N posts with varied claims: counts and decimals from a CSV table, dates, and releases from a changelog. */
function generatedPosts(n: number): { posts: Record<string, string>; runs: string; changelog: string } {
  const rows = Array.from({ length: n }, (_, i) => `run-${i},${100 + i},${(i % 17) + 1}.${i % 10},${day(i).iso}`);
  const releases = Array.from(
    { length: 40 },
    (_, k) => `## 1.${k}.0 - ${day(k * 9).iso}\n\n- Fixed ${k + 2} bugs in the parser.\n`,
  );
  const posts: Record<string, string> = {};
  for (let i = 0; i < n; i += 1) {
    const k = i % 40;
    posts[`post-${i}`] = postFile(
      { title: `Run ${i} report`, summary: 'A generated post on a single benchmark run.' },
      [
        `This is a generated post on a benchmark run of ours. It exists to measure build time, not to inform.`,
        ``,
        `Run run-${i} processed ${100 + i} batches [@runs]. Its median latency was ${(i % 17) + 1}.${i % 10} ms [@runs].`,
        `The run took place on ${day(i).words} [@runs].`,
        ``,
        `Release 1.${k}.0 fixed ${k + 2} bugs in the parser [@changelog].`,
        ``,
        `We keep every run in the same table, so that the numbers can be compared over time.`,
      ].join('\n'),
    );
  }
  return {
    posts,
    runs: `run,batches,median_ms,date\n${rows.join('\n')}\n`,
    changelog: `# Changelog\n\n${releases.reverse().join('\n')}`,
  };
}

async function time<T>(body: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await body();
  return { ms: performance.now() - started, value };
}

async function warrantPublish(project: TempProject, profile?: StageProfile): Promise<number> {
  const { ms, value } = await time(() =>
    publish({ root: project.root, config: loadConfig(project.root), quiet: true, ...(profile ? { profile } : {}) }),
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

const { posts, runs, changelog } = generatedPosts(count);
const generated = makeProject(posts, [
  { id: 'runs', file: 'ledger/sources/runs.csv', text: runs, tier: 'measurement' },
  { id: 'changelog', file: 'ledger/sources/CHANGELOG.md', text: changelog, tier: 'record' },
]);
// Signed like a real blog: development certificates, so the credentials stage does its work.
initDevelopmentCertificates(join(generated.root, 'certs'));
const profile = createStageProfile();
const warrantMs = await warrantPublish(generated, profile);
const plainMs = await plainBuild(generated);

// One post edited: `warrant check` of it alone with the verdict cache warm, then a republish of the whole blog.
const edited = 'content/posts/post-7.md';
generated.write(edited, posts['post-7']!.replace('We keep every run', 'We keep each run'));
const checkMs = (
  await time(async () => {
    const result = await runCheck(generated.root, loadConfig(generated.root), [edited]);
    await result.engine.close();
  })
).ms;
const republishProfile = createStageProfile();
const republishMs = await warrantPublish(generated, republishProfile);
generated.remove();

process.stdout.write(
  [
    `node ${process.version}, ${count} generated posts (4 cited claims each: counts, a decimal, a date, a release)`,
    `sample blog (4 posts), warrant publish: ${(sampleMs / 1000).toFixed(2)} s`,
    `${count} posts, warrant publish:        ${(warrantMs / 1000).toFixed(2)} s`,
    `${count} posts, plain astro build:      ${(plainMs / 1000).toFixed(2)} s`,
    `ratio warrant / plain:                  ${(warrantMs / plainMs).toFixed(2)}`,
    '',
    `warrant check of the one edited post (verdict cache warm): ${(checkMs / 1000).toFixed(2)} s`,
    `republish after one post changed:       ${(republishMs / 1000).toFixed(2)} s, ratio to the first publish ${(republishMs / warrantMs).toFixed(2)}`,
    '',
    `warrant publish of ${count} posts, stage by stage (wall time, nested stages excluded):`,
    formatProfile(profile.stages()),
    '',
    `republish after one post changed, stage by stage:`,
    formatProfile(republishProfile.stages()),
    '',
  ].join('\n'),
);
