// The posts collection Warrant reads: the Markdown files under content/posts, with the front matter its gates require.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const isoDate = z
  .union([z.string(), z.date()])
  .transform((d) => (typeof d === 'string' ? d : d.toISOString().slice(0, 10)));

/** Register it as `posts` in the site's `src/content.config.ts`: `export const collections = { posts: warrantPosts }`. */
export const warrantPosts = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/posts' }),
  schema: z.object({
    title: z.string(),
    date: isoDate,
    author: z.string(),
    summary: z.string(),
    tags: z.array(z.string()).optional(),
  }),
});
