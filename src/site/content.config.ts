// The site's one content collection: the posts under content/posts, with the front matter Warrant requires.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const isoDate = z
  .union([z.string(), z.date()])
  .transform((d) => (typeof d === 'string' ? d : d.toISOString().slice(0, 10)));

export const collections = {
  posts: defineCollection({
    loader: glob({ pattern: '*.md', base: './content/posts' }),
    schema: z.object({ title: z.string(), date: isoDate, author: z.string(), summary: z.string() }),
  }),
};
