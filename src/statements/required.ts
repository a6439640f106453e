/**
 * @module statements/required: required statements as warrant.config.json declares them (`"statements"`), and which of
 * them apply to a post: by its slug or by a tag in its front matter.
 */
import { z } from 'zod';
import { normaliseSpace } from '../gates/seal.js';
import { CITATION_KEY, findCitations } from '../markdown/citations.js';

/** The evidence word that names the post's own drafting trace (ledger/traces/<slug>.jsonl) instead of a source. */
export const TRACE_EVIDENCE = 'trace';

const STATEMENT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/u;
const EVIDENCE = new RegExp(`^${CITATION_KEY}$`, 'u');

const requiredStatementBase = z.strictObject({
  /** Names the statement on the page (`data-warrant-statement`) and in findings. */
  id: z.string().regex(STATEMENT_ID, 'must be letters, digits, ".", "_" or "-", starting with a letter or digit'),
  /** The exact words; only runs of spaces and line breaks may differ where the post and the page show it. */
  text: z
    .string()
    .refine((text) => normaliseSpace(text) !== '', 'must not be empty')
    .refine(
      (text) => findCitations(text).length === 0,
      'must not carry a citation: the statement is backed by its "evidence", which the page shows beside it',
    ),
  /** A registered source id, or "trace" for the post's drafting trace. */
  evidence: z.string().regex(EVIDENCE, `must be a registered source id or "${TRACE_EVIDENCE}"`),
  /** The posts (by slug) that must carry it. */
  posts: z.array(z.string().min(1)).optional(),
  /** The front-matter tags whose posts must carry it. */
  tags: z.array(z.string().min(1)).optional(),
});

/** One required statement. A statement that names neither posts nor tags would apply to nothing, so it is refused. */
export const requiredStatementSchema = requiredStatementBase.refine(
  (s) => (s.posts?.length ?? 0) + (s.tags?.length ?? 0) > 0,
  {
    message: 'give "posts" (slugs) or "tags" (at least one of them, not empty): the posts this statement applies to',
    path: ['posts'],
  },
);

/** The statements of a configuration, each id once. */
export const requiredStatementsSchema = z.array(requiredStatementSchema).superRefine((statements, ctx) => {
  const seen = new Set<string>();
  statements.forEach((s, index) => {
    if (seen.has(s.id))
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `"${s.id}" is the id of an earlier statement` });
    seen.add(s.id);
  });
});

export type RequiredStatement = z.infer<typeof requiredStatementSchema>;

/** The words a reader must read, as compared on the post and the page: runs of white space collapsed. */
export const statementText = (statement: Pick<RequiredStatement, 'text'>): string => normaliseSpace(statement.text);

/** The statements a post must carry: those naming its slug or sharing a tag with its front matter. Pure. */
export function statementsFor(
  post: { readonly slug: string; readonly meta: { readonly tags?: readonly string[] | undefined } },
  statements: readonly RequiredStatement[],
): RequiredStatement[] {
  const tags = new Set(post.meta.tags ?? []);
  return statements.filter((s) => (s.posts ?? []).includes(post.slug) || (s.tags ?? []).some((tag) => tags.has(tag)));
}
