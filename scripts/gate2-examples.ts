// Runs the gate-2 examples in examples/gate2 on throwaway copies of the sample blog and prints what gate 2 reports.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatFindingsText } from '../src/core/findings-text.js';
import { loadConfig } from '../src/pipeline/config.js';
import { publish, type PublishReport } from '../src/pipeline/publish.js';
import { copySampleBlog, REPO } from './temp-project.js';

export type Gate2Example = 'layout-injects-date' | 'voice-changes-number' | 'index-counts-posts' | 'chart-shows-figure';

/** The index is checked too: make its template count the posts, a number no claim states. */
export function countPostsOnIndex(root: string): void {
  const index = join(root, 'src/site/pages/index.astro');
  writeFileSync(
    index,
    readFileSync(index, 'utf8').replace(
      '<ul class="post-list">',
      '<p>{posts.length} posts so far</p>\n  <ul class="post-list">',
    ),
  );
}

/** Publish a copy of the sample blog with one example applied. */
export async function runGate2Example(example: Gate2Example): Promise<PublishReport> {
  const project = copySampleBlog();
  try {
    if (example === 'layout-injects-date') {
      const page = join(project.root, 'src/site/pages/posts/[slug].astro');
      copyFileSync(
        join(REPO, 'examples/gate2/updated-ago.astro'),
        join(project.root, 'src/site/components/UpdatedAgo.astro'),
      );
      const source = readFileSync(page, 'utf8')
        .replace(
          "import Base from '../../layouts/Base.astro';",
          "import Base from '../../layouts/Base.astro';\nimport UpdatedAgo from '../../components/UpdatedAgo.astro';",
        )
        .replace('</header>\n    <Content />', '</header>\n    <UpdatedAgo date={entry.data.date} />\n    <Content />');
      writeFileSync(page, source);
    } else if (example === 'index-counts-posts') {
      countPostsOnIndex(project.root);
    } else if (example === 'chart-shows-figure') {
      // A label on the sample chart that states a figure no claim carries: the reader sees it in the image.
      const chart = join(project.root, 'public/images/co2-rooms.svg');
      writeFileSync(
        chart,
        readFileSync(chart, 'utf8').replace('</svg>', '<text x="80" y="40">peak 1,840 ppm</text>\n</svg>'),
      );
    } else {
      copyFileSync(join(REPO, 'examples/gate2/voice-rounds-thousands.mjs'), join(project.root, 'voice.mjs'));
      writeFileSync(join(project.root, 'warrant.config.json'), JSON.stringify({ render: { voice: './voice.mjs' } }));
    }
    return await publish({ root: project.root, config: loadConfig(project.root), quiet: true });
  } finally {
    project.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let blocked = 0;
  const examples = ['layout-injects-date', 'voice-changes-number', 'index-counts-posts', 'chart-shows-figure'] as const;
  for (const example of examples) {
    const report = await runGate2Example(example);
    const gate2 = report.findings.filter((f) => f.code.startsWith('gate2/'));
    process.stdout.write(`\n== ${example}: ${report.outcome}\n${formatFindingsText(gate2)}\n`);
    if (report.outcome === 'blocked') blocked += 1;
  }
  process.exitCode = blocked === examples.length ? 1 : 0;
}
