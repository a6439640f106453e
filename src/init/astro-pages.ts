/**
 * @module init/astro-pages: the two files `warrant init` gives an Astro project that lacks them: the posts collection
 * and the page that shows a post with its evidence (at /posts/<slug>/, where gate 2 reads it). Pure.
 */

export interface PageFile {
  /** Path under the project's source directory. */
  readonly path: string;
  /** Other names under the source directory that would hold the same thing (Astro reads any of them). */
  readonly alternatives: readonly string[];
  readonly text: string;
  /** What to do by hand when a file of that name is already there. */
  readonly manual: string;
}

export const CONTENT_CONFIG: PageFile = {
  path: 'content.config.ts',
  alternatives: ['content.config.mts', 'content.config.js', 'content.config.mjs', 'content/config.ts'],
  text: [
    "// The site's content collections; Warrant reads the posts under content/posts.",
    "import { warrantPosts } from 'warrant/site';",
    '',
    'export const collections = { posts: warrantPosts };',
    '',
  ].join('\n'),
  manual: "add `posts: warrantPosts` to its collections (import { warrantPosts } from 'warrant/site')",
};

export const POST_PAGE: PageFile = {
  path: 'pages/posts/[slug].astro',
  alternatives: ['pages/posts/[slug].md', 'pages/posts/[...slug].astro', 'pages/posts/[id].astro'],
  text: [
    '---',
    '// A post as readers get it: its text, with each checked claim marked, then the evidence and provenance section.',
    '// Text the page adds around the post goes in <Sealed>: gate 2 blocks a figure on the page that no claim carries.',
    "import { getCollection, render } from 'astro:content';",
    "import { Provenance, Sealed } from 'warrant/site';",
    '',
    'export async function getStaticPaths() {',
    "  const posts = await getCollection('posts');",
    '  return posts.map((entry) => ({ params: { slug: entry.id }, props: { entry } }));',
    '}',
    'const { entry } = Astro.props;',
    'const { Content } = await render(entry);',
    '---',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="utf-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    '    <title>{entry.data.title}</title>',
    '  </head>',
    '  <body>',
    '    <article>',
    '      <h1><Sealed text={entry.data.title} /></h1>',
    '      <p><Sealed text={`${entry.data.author}, ${entry.data.date}`} /></p>',
    '      <Content />',
    '    </article>',
    '    <Provenance slug={entry.id} />',
    '  </body>',
    '</html>',
    '',
  ].join('\n'),
  manual:
    "show each post at /posts/<slug>/ with its <Content /> and <Provenance slug={entry.id} /> (import { Provenance, Sealed } from 'warrant/site')",
};

/** The source directory an Astro config names, when it names one other than `src` (then init writes no page). */
export function customSrcDir(config: string): boolean {
  return /\bsrcDir\s*:/u.test(config);
}
