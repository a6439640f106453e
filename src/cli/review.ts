/**
 * @module cli/review: `warrant review`: a person's signed verdict on the claims no machine check can decide. On a
 * terminal it walks them one by one; `--list`, `--accept` and `--reject` serve scripts and editors; `keygen` makes a
 * reviewer's key.
 */
import { join, relative } from 'node:path';
import type { Command } from 'commander';
import { EXIT } from '../core/exit-code.js';
import { WarrantError } from '../core/errors.js';
import type { Claim } from '../core/model.js';
import { runCheck, type CheckResult } from '../pipeline/check.js';
import { loadConfig } from '../pipeline/config.js';
import {
  appendReview,
  makeReviewerKey,
  readReviewerKey,
  readReviewerKeys,
  REVIEWER_PRIVATE_KEY,
  reviewerKeysDir,
} from '../review/files.js';
import { formatItem, PLAIN } from '../review/present.js';
import { pendingReviews, reviewItem, reviewScope, type QueueInput, type ReviewItem } from '../review/queue.js';
import { REVIEWS_FILE, signReview, type ReviewVerdict } from '../review/record.js';
import { printJson, progressReporter } from './output.js';
import { reviewSession } from './review-session.js';
import { action, globalOptions } from './run.js';

interface ReviewOptions {
  list?: boolean;
  accept?: string;
  reject?: string;
  passage?: string;
  source?: string;
  note?: string;
  override?: string;
  contradicted?: boolean;
  key?: string;
  expires?: string;
}

const DAY_MS = 86_400_000;
const DEFAULT_VALIDITY_DAYS = 365;

export function registerReviewCommand(program: Command): void {
  const review = program
    .command('review')
    .description(
      'confirm or reject, as a named reviewer, the claims no machine check can decide (signed records in ledger/reviews.jsonl)',
    )
    .argument('[paths...]', 'post files or directories (default: every post)')
    .option('--list', 'list the claims that need review, with numbered passages, and exit')
    .option('--accept <claim>', 'confirm a claim against the passage given by --passage')
    .option('--reject <claim>', 'record that the cited source does not support the claim')
    .option('--passage <n>', 'the passage (its number in --list) the claim was checked against', '1')
    .option('--source <id>', 'the cited source reviewed, when the claim cites more than one')
    .option('--note <text>', 'what the reviewer checked, in a sentence', '')
    .option('--override <reason>', 'confirm a claim the machine check refuted or did not find, for this reason (shown)')
    .option('--contradicted', 'with --reject: the source says otherwise (default: the source does not say this)')
    .option('--key <file>', `the reviewer's private key (default: certs/${REVIEWER_PRIVATE_KEY})`)
    .option('--expires <date>', `when the record stops counting (default: ${DEFAULT_VALIDITY_DAYS} days from now)`)
    .action(action(reviewAction));
  review
    .command('keygen')
    .description(
      `make a reviewer key: private in certs/${REVIEWER_PRIVATE_KEY} (never committed), public added to certs/reviewer-keys.pem under your name (commit it)`,
    )
    .requiredOption('--reviewer <name>', 'your name as readers will see it')
    .option('--force', 'replace an existing private key')
    .action(
      action((opts: { reviewer: string; force?: boolean }, command: Command) => {
        const { root, format } = globalOptions(command);
        const made = makeReviewerKey(reviewerKeysDir(root), opts.reviewer, opts.force ?? false);
        if (format === 'json') printJson(made);
        else
          process.stdout.write(
            [
              `Made a reviewer key for ${opts.reviewer.trim()} (${made.keyId.slice(0, 16)}…):`,
              `  private key (git-ignored, keep it to yourself): ${relative(root, made.privatePath)}`,
              `  public key (commit it, so every checkout trusts your reviews): ${relative(root, made.publicPath)}`,
              '',
            ].join('\n'),
          );
        return EXIT.ok;
      }),
    );
}

async function reviewAction(paths: string[], opts: ReviewOptions, command: Command): Promise<number> {
  const { root, format, quiet } = globalOptions(command);
  const certsDir = reviewerKeysDir(root);
  const config = loadConfig(root);
  if (opts.accept && opts.reject) throw new WarrantError('CONFIG_INVALID', 'give --accept or --reject, not both');
  const interactive = !opts.list && !opts.accept && !opts.reject;
  // Off a terminal, the walk is a listing.
  const listing = opts.list === true || (interactive && !(process.stdin.isTTY && process.stdout.isTTY));
  const check = async () => {
    const result = await runCheck(root, config, paths, progressReporter(quiet || format === 'json'));
    await result.engine.close();
    return result;
  };
  if (listing) {
    const pending = pendingReviews(queueInput(await check()));
    if (format === 'json') printJson({ pending: pending.length, items: pending });
    else process.stdout.write(listText(pending, interactive));
    return pending.length > 0 ? EXIT.blocked : EXIT.ok;
  }
  // The reviewer's key and the expiry before any work, so a missing key or a bad date stops at once.
  const signer = readReviewerKey(opts.key ?? join(certsDir, REVIEWER_PRIVATE_KEY), readReviewerKeys(certsDir));
  const expires = expiryOf(opts.expires, new Date());
  const checked = await check();
  const input = queueInput(checked);
  const pending = pendingReviews(input);
  const claims = new Map(checked.posts.flatMap((p) => p.claims).map((c) => [c.id, c]));
  const record = (item: ReviewItem, passage: number, verdict: ReviewVerdict, note: string): string => {
    const claim = claims.get(item.claimId) as Claim;
    const source = checked.sources.get(item.sourceId);
    if (!source) throw new WarrantError('INPUT_UNREADABLE', `the source ${item.sourceId} could not be read`);
    const scope = reviewScope(item, claim, source, {
      passage,
      verdict,
      reviewer: signer.reviewer,
      note,
      ...(opts.override ? { override: opts.override } : {}),
      at: new Date(),
      expires,
    });
    if ('error' in scope) throw new WarrantError('CONFIG_INVALID', scope.error);
    appendReview(root, signReview(scope, signer.key));
    return REVIEWS_FILE;
  };

  if (interactive) {
    if (pending.length === 0) {
      process.stdout.write('No claim needs review.\n');
      return EXIT.ok;
    }
    const summary = await reviewSession({
      items: pending,
      reviewer: signer.reviewer,
      input: process.stdin,
      output: process.stdout,
      record: (d) => record(d.item, d.passage, d.verdict, d.note),
    });
    if (summary.interrupted) return 130;
    return summary.confirmed + summary.rejected === pending.length ? EXIT.ok : EXIT.blocked;
  }

  const claimId = (opts.accept ?? opts.reject) as string;
  const claim = claims.get(claimId);
  if (!claim)
    throw new WarrantError(
      'CONFIG_INVALID',
      `there is no claim ${claimId} in the checked posts; \`warrant review --list\` shows the ids of the claims that need review`,
    );
  const item = itemFor(input, claim, opts.source, pending);
  const passage = Number(opts.passage);
  if (!Number.isInteger(passage) || passage < 1)
    throw new WarrantError('CONFIG_INVALID', '--passage must be the number of a passage in `warrant review --list`');
  const verdict: ReviewVerdict = opts.accept ? 'supported' : opts.contradicted ? 'refuted' : 'neutral';
  const where = record(item, passage, verdict, opts.note ?? '');
  const shown = item.passages.find((p) => p.n === passage);
  const result = {
    claimId,
    sourceId: item.sourceId,
    verdict,
    reviewer: signer.reviewer,
    passage: shown ? `${shown.file}:${shown.line}` : String(passage),
    recordedIn: where,
  };
  if (format === 'json') printJson(result);
  else
    process.stdout.write(
      `${verdict === 'supported' ? 'confirmed' : 'rejected'} "${claim.text}" against ${item.sourceId} ${result.passage} as ${signer.reviewer}; recorded in ${where}\n`,
    );
  return EXIT.ok;
}

function queueInput(checked: CheckResult): QueueInput {
  return {
    claims: checked.posts.flatMap((p) => p.claims),
    postTexts: new Map(checked.posts.map((p) => [p.post.file, p.post.source])),
    verdicts: checked.verdicts,
    sources: checked.sources,
    reviews: checked.reviews,
  };
}

/** The claim's item for the source named, or the one source it needs review against, or the one source it cites. */
function itemFor(
  input: QueueInput,
  claim: Claim,
  source: string | undefined,
  pending: readonly ReviewItem[],
): ReviewItem {
  const waiting = pending.filter((p) => p.claimId === claim.id).map((p) => p.sourceId);
  const candidates = source ? [source] : waiting.length > 0 ? waiting : claim.sourceRefs;
  if (candidates.length !== 1)
    throw new WarrantError(
      'CONFIG_INVALID',
      `claim ${claim.id} cites ${candidates.join(', ')}; say which one you reviewed with --source`,
    );
  const item = reviewItem(input, claim, candidates[0] as string);
  if (!item)
    throw new WarrantError(
      'CONFIG_INVALID',
      `claim ${claim.id} does not cite a readable source ${candidates[0] ?? ''}; it cites ${claim.sourceRefs.join(', ') || 'none'}`,
    );
  return item;
}

function expiryOf(value: string | undefined, now: Date): Date {
  if (value === undefined) return new Date(now.getTime() + DEFAULT_VALIDITY_DAYS * DAY_MS);
  const at = new Date(/^\d{4}-\d{2}-\d{2}$/u.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime())
    throw new WarrantError('CONFIG_INVALID', `--expires must be a future date (2027-12-31), not "${value}"`);
  return at;
}

function listText(pending: readonly ReviewItem[], interactive: boolean): string {
  if (pending.length === 0) return 'No claim needs review.\n';
  const blocks = pending.map(
    (item) =>
      `${formatItem(item, PLAIN)}\n  confirm: warrant review --accept ${item.claimId} --passage 1 --note "what you checked"\n  reject:  warrant review --reject ${item.claimId} --note "why"`,
  );
  return `${pending.length} claim(s) need review${interactive ? ' (not a terminal, so listed; run `warrant review` in a terminal to walk them)' : ''}:\n\n${blocks.join('\n\n')}\n`;
}
