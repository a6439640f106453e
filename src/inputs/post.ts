/** @module inputs/post: a post file parsed strictly: YAML front matter (title, date, author, summary, tags) by zod. */
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { finding, type Finding } from '../core/findings.js';
import type { Post } from '../core/model.js';

export const PostMetaSchema = z.strictObject({
  title: z.string().min(1),
  date: z
    .string()
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}$/u.test(v) && realDate(v),
      'must be a date of the calendar written YYYY-MM-DD (check the month and the day)',
    ),
  author: z.string().min(1),
  summary: z.string().min(1),
  tags: z.array(z.string().min(1)).optional(),
});

/** Is "YYYY-MM-DD" a day of the calendar ("2026-13-45" and "2026-02-30" are not)? */
function realDate(text: string): boolean {
  const [y, m, d] = text.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 0) - 1, d ?? 0));
  return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** The slug of a post file: its base name without `.md`. */
export function slugOf(file: string): string {
  return (file.split('/').pop() ?? file).replace(/\.md$/, '');
}

/** Parse one post. A post with bad front matter yields findings and no post. */
export function parsePost(file: string, source: string): { post?: Post; findings: Finding[] } {
  const at = (line: number, message: string): { findings: Finding[] } => ({
    findings: [finding('input/front-matter', { file, line, column: 1 }, message)],
  });
  const match = FRONT_MATTER.exec(source);
  if (!match) return at(1, 'the post has no front matter block (--- ... ---) at its top');
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '', { schema: 'core' });
  } catch (error) {
    const line = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line ?? 0;
    return at(line + 1, `front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const parsed = PostMetaSchema.safeParse(data);
  if (!parsed.success) {
    return {
      findings: parsed.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? '');
        const lineOfKey = key ? (match[1] ?? '').split('\n').findIndex((l) => l.startsWith(`${key}:`)) : -1;
        return finding(
          'input/front-matter',
          { file, line: lineOfKey >= 0 ? lineOfKey + 2 : 1, column: 1 },
          `front matter${key ? ` field "${key}"` : ''}: ${issue.message}`,
        );
      }),
    };
  }
  return { post: { slug: slugOf(file), file, source, meta: parsed.data }, findings: [] };
}
