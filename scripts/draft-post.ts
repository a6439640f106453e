/**
 * @module scripts/draft-post: a drafting agent that writes a post from a brief and pinned sources with one call to an
 * OpenAI-compatible chat endpoint, and records what it did as a drafting trace (ledger/traces/<slug>.jsonl).
 *   npx tsx scripts/draft-post.ts --endpoint http://127.0.0.1:8080/v1/chat/completions --model NAME --slug SLUG
 *     --brief BRIEF.md --source ID [--source ID ...] [--root DIR] [--title T] [--author A] [--summary S]
 *     [--date YYYY-MM-DD] [--tag T ...] [--allow-sensitive] [--api-key-env VAR] [--timeout-ms 120000] [--force]
 *   Writes content/posts/SLUG.md and ledger/traces/SLUG.jsonl under the root, or nothing: any failure prints one line
 *   on stderr and exits 2.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Source } from '../src/core/model.js';
import { PostMetaSchema } from '../src/inputs/post.js';
import { loadConfig, type WarrantConfig } from '../src/pipeline/config.js';
import { statementsFor, statementText } from '../src/statements/required.js';
import { parseSources } from '../src/inputs/sources.js';
import { findCitations } from '../src/markdown/citations.js';

const AGENT_NAME = 'warrant-drafter';
const REGISTRY = 'ledger/sources.jsonl';
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/u;
/** OTLP span kinds. */
const SPAN_KIND = { internal: 1, client: 3 } as const;

// ---------------------------------------------------------------------------------------------------------------------
// Errors: each failure has a code and one line of text; none is left to throw raw.

type DraftErrorCode =
  | 'USAGE'
  | 'REGISTRY_INVALID'
  | 'SOURCE_UNKNOWN'
  | 'SOURCE_UNREADABLE'
  | 'SOURCE_CHANGED'
  | 'BRIEF_UNREADABLE'
  | 'POST_EXISTS'
  | 'ENDPOINT_UNREACHABLE'
  | 'ENDPOINT_STATUS'
  | 'REPLY_MALFORMED'
  | 'WRITE_FAILED'
  | 'CONFIG_INVALID'
  | 'SOURCE_SENSITIVE';

class DraftError extends Error {
  constructor(
    readonly code: DraftErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Text from elsewhere (a server's error, a file name) on one line, and not too long. */
function oneLine(text: string, max = 300): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

// ---------------------------------------------------------------------------------------------------------------------
// Options.

interface DraftOptions {
  readonly endpoint: URL;
  readonly model: string;
  readonly slug: string;
  readonly brief: string;
  readonly sources: readonly string[];
  readonly root: string;
  readonly meta: { title: string; date: string; author: string; summary: string; tags?: string[] };
  readonly apiKey?: string;
  readonly timeoutMs: number;
  readonly force: boolean;
  /** Send sources that are not public to the endpoint too. */
  readonly allowSensitive: boolean;
}

const OPTIONS = {
  endpoint: { type: 'string' },
  model: { type: 'string' },
  slug: { type: 'string' },
  brief: { type: 'string' },
  source: { type: 'string', multiple: true },
  root: { type: 'string' },
  title: { type: 'string' },
  author: { type: 'string' },
  summary: { type: 'string' },
  date: { type: 'string' },
  'api-key-env': { type: 'string' },
  'timeout-ms': { type: 'string' },
  force: { type: 'boolean' },
  'allow-sensitive': { type: 'boolean' },
  tag: { type: 'string', multiple: true },
} as const;

function readOptions(args: readonly string[]): DraftOptions {
  const values = (() => {
    try {
      return parseArgs({ args: [...args], options: OPTIONS, strict: true, allowPositionals: false }).values;
    } catch (cause) {
      throw new DraftError('USAGE', (cause as Error).message);
    }
  })();
  const required = (name: 'endpoint' | 'model' | 'slug' | 'brief'): string => {
    const value = values[name];
    if (value === undefined || value === '') throw new DraftError('USAGE', `--${name} is required`);
    return value;
  };
  let endpoint: URL;
  try {
    endpoint = new URL(required('endpoint'));
  } catch {
    throw new DraftError('USAGE', `--endpoint must be a URL (http://host:port/v1/chat/completions)`);
  }
  if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:')
    throw new DraftError('USAGE', `--endpoint must be an http or https URL, not ${endpoint.protocol}`);
  const slug = required('slug');
  if (!SLUG.test(slug))
    throw new DraftError('USAGE', `--slug "${oneLine(slug, 60)}" must be lower-case letters, digits and hyphens`);
  const sources = [...new Set(values.source ?? [])];
  if (sources.length === 0) throw new DraftError('USAGE', 'name at least one --source ID to draft from');
  const timeoutMs = Number(values['timeout-ms'] ?? 120_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    throw new DraftError('USAGE', '--timeout-ms must be a positive whole number');
  const keyName = values['api-key-env'];
  const apiKey = keyName === undefined ? undefined : process.env[keyName];
  if (keyName !== undefined && !apiKey)
    throw new DraftError('USAGE', `--api-key-env ${keyName}: the environment variable is not set`);
  const meta = PostMetaSchema.safeParse({
    title: values.title ?? titleOf(slug),
    date: values.date ?? new Date().toISOString().slice(0, 10),
    author: values.author ?? AGENT_NAME,
    summary: values.summary ?? `Drafted with AI assistance from ${sources.join(', ')}.`,
    ...(values.tag ? { tags: [...new Set(values.tag)] } : {}),
  });
  if (!meta.success) {
    const issue = meta.error.issues[0];
    throw new DraftError('USAGE', `--${String(issue?.path[0] ?? 'title')}: ${issue?.message ?? 'invalid'}`);
  }
  return {
    endpoint,
    model: required('model'),
    slug,
    brief: required('brief'),
    sources,
    root: resolve(values.root ?? '.'),
    meta: meta.data,
    ...(apiKey ? { apiKey } : {}),
    timeoutMs,
    force: values.force ?? false,
    allowSensitive: values['allow-sensitive'] ?? false,
  };
}

/** "quill-2-4-drafted" -> "Quill 2 4 drafted": a placeholder title when none is given. */
function titleOf(slug: string): string {
  const words = slug.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// ---------------------------------------------------------------------------------------------------------------------
// Spans: OTLP/JSON, one object per span, kept in the order they ended.

type AnyValue = { stringValue: string } | { intValue: string };
interface Attribute {
  readonly key: string;
  readonly value: AnyValue;
}
interface OtlpSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId?: string;
  readonly name: string;
  readonly kind: number;
  readonly startTimeUnixNano: string;
  readonly endTimeUnixNano: string;
  readonly attributes: readonly Attribute[];
}

const text = (key: string, value: string): Attribute => ({ key, value: { stringValue: value } });
const integer = (key: string, value: number): Attribute => ({ key, value: { intValue: String(value) } });

/** Nanoseconds since the epoch: the wall clock once, then the monotonic clock's progress (never goes back). */
function wallClock(): () => bigint {
  const wallStart = BigInt(Date.now()) * 1_000_000n;
  const monotonicStart = process.hrtime.bigint();
  return () => wallStart + (process.hrtime.bigint() - monotonicStart);
}

/** Random lower-case hex of `bytes` bytes, never all zeros (an invalid OTLP id). */
function randomHex(bytes: number): string {
  for (;;) {
    const hex = randomBytes(bytes).toString('hex');
    if (/[^0]/u.test(hex)) return hex;
  }
}

class TraceRecorder {
  readonly traceId = randomHex(16);
  readonly ended: OtlpSpan[] = [];
  constructor(private readonly now: () => bigint) {}

  /** Run `work` inside a span; the attributes it adds are recorded when it ends. A failed span is not recorded. */
  async span<T>(
    name: string,
    kind: number,
    parentSpanId: string | undefined,
    attributes: readonly Attribute[],
    work: (spanId: string, add: (attribute: Attribute) => void) => Promise<T>,
  ): Promise<T> {
    const spanId = randomHex(8);
    const added = [...attributes];
    const start = this.now();
    const result = await work(spanId, (attribute) => added.push(attribute));
    const end = this.now();
    this.ended.push({
      traceId: this.traceId,
      spanId,
      ...(parentSpanId === undefined ? {} : { parentSpanId }),
      name,
      kind,
      startTimeUnixNano: String(start),
      endTimeUnixNano: String(end),
      attributes: added,
    });
    return result;
  }

  jsonl(): string {
    return this.ended.map((span) => JSON.stringify(span)).join('\n') + '\n';
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// The project's registry and pinned copies.

const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const UTF8 = new TextDecoder('utf-8', { fatal: true });

function readRegistry(root: string, ids: readonly string[], allowSensitive: boolean): Source[] {
  const path = join(root, REGISTRY);
  let registryText: string;
  try {
    registryText = readFileSync(path, 'utf8');
  } catch {
    throw new DraftError('REGISTRY_INVALID', `${REGISTRY}: the source registry is missing under ${root}`);
  }
  const { sources, findings } = parseSources(REGISTRY, registryText);
  const first = findings[0];
  if (first) throw new DraftError('REGISTRY_INVALID', `${first.file}:${first.line}: ${oneLine(first.message)}`);
  return ids.map((id) => {
    const source = sources.find((s) => s.id === id);
    if (!source)
      throw new DraftError('SOURCE_UNKNOWN', `unknown source "${oneLine(id, 80)}": it is not in ${REGISTRY}`);
    // A source that is not public would be sent to the model's endpoint, which may be another company's server.
    if (source.sensitivity !== 'public' && !allowSensitive)
      throw new DraftError(
        'SOURCE_SENSITIVE',
        `source "${source.id}" is ${source.sensitivity}: its text would be sent to the model endpoint; pass --allow-sensitive if that endpoint may see it`,
      );
    return source;
  });
}

/** The pinned copy's bytes, read only from inside the project (a symlink leading out of it is refused). */
function readPinnedCopy(root: string, source: Source): Uint8Array {
  const path = resolve(root, source.uri);
  try {
    const real = realpathSync(path);
    const inside = relative(realpathSync(root), real);
    if (inside.startsWith('..') || isAbsolute(inside))
      throw new DraftError(
        'SOURCE_UNREADABLE',
        `the pinned copy of "${source.id}" (${source.uri}) is outside the project`,
      );
    return readFileSync(real);
  } catch (cause) {
    if (cause instanceof DraftError) throw cause;
    const reason = (cause as NodeJS.ErrnoException).code === 'ENOENT' ? 'is missing' : 'cannot be read';
    throw new DraftError('SOURCE_UNREADABLE', `the pinned copy of "${source.id}" (${source.uri}) ${reason}`);
  }
}

interface Retrieved {
  readonly source: Source;
  readonly text: string;
}

// ---------------------------------------------------------------------------------------------------------------------
// The model call: the prompt, and the reply read defensively.

const SYSTEM_PROMPT = [
  'You draft blog posts for a publication that checks every factual claim against its cited source.',
  'Write the body of the post in Markdown: no front matter, no title heading.',
  'End every sentence that states a fact (a number, a date, a version, a name) with the id of the source that states it,',
  'written as [@id], for example [@quill-changelog].',
  'State only what the sources state, with their numbers, dates and versions exactly as written there.',
  'Do not round, convert or combine figures, and do not add facts that no source states.',
].join(' ');

function userMessage(brief: string, retrieved: readonly Retrieved[]): string {
  const parts = [`Brief:\n${brief.trim()}`, 'Sources (cite each by its id):'];
  for (const { source, text } of retrieved)
    parts.push(
      `Source [@${source.id}] ${source.title} (${source.uri}):\n<<<\n${text}${text.endsWith('\n') ? '' : '\n'}>>>`,
    );
  return parts.join('\n\n');
}

interface ChatReply {
  readonly id?: string;
  readonly model?: string;
  readonly content: string;
  readonly finishReason: string;
  readonly inputTokens?: number;
  readonly outputTokens?: number;
}

function parseReply(body: string): ChatReply {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new DraftError('REPLY_MALFORMED', 'the endpoint answered with something that is not JSON');
  }
  const reply = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const choices = reply['choices'];
  const choice = (Array.isArray(choices) ? choices[0] : undefined) as Record<string, unknown> | undefined;
  const message = choice?.['message'] as Record<string, unknown> | undefined;
  const content = message?.['content'];
  if (typeof content !== 'string')
    throw new DraftError('REPLY_MALFORMED', 'the reply has no choices[0].message.content text');
  if (content.trim() === '') throw new DraftError('REPLY_MALFORMED', 'the reply is empty: the model wrote no text');
  const finishReason = choice?.['finish_reason'] ?? 'stop';
  if (finishReason !== 'stop')
    throw new DraftError(
      'REPLY_MALFORMED',
      `the model stopped early (finish_reason "${oneLine(String(finishReason), 40)}"): the draft is not whole`,
    );
  const usage = reply['usage'] as Record<string, unknown> | undefined;
  const count = (value: unknown): number | undefined =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
  const inputTokens = count(usage?.['prompt_tokens']);
  const outputTokens = count(usage?.['completion_tokens']);
  return {
    ...(typeof reply['id'] === 'string' ? { id: reply['id'] } : {}),
    ...(typeof reply['model'] === 'string' ? { model: reply['model'] } : {}),
    content,
    finishReason,
    ...(inputTokens === undefined ? {} : { inputTokens }),
    ...(outputTokens === undefined ? {} : { outputTokens }),
  };
}

async function callModel(options: DraftOptions, messages: readonly { role: string; content: string }[]) {
  const where = options.endpoint.href;
  let response: Response;
  try {
    response = await fetch(options.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: options.model, messages }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (cause) {
    const error = cause as Error & { cause?: { code?: string; message?: string } };
    if (error.name === 'TimeoutError')
      throw new DraftError('ENDPOINT_UNREACHABLE', `${where} gave no answer within ${options.timeoutMs} ms`);
    const reason = error.cause?.code ?? error.cause?.message ?? error.message;
    throw new DraftError('ENDPOINT_UNREACHABLE', `cannot reach ${where}: ${oneLine(reason, 120)}`);
  }
  let body: string;
  try {
    body = await response.text();
  } catch (cause) {
    throw new DraftError('ENDPOINT_UNREACHABLE', `${where} broke off its answer: ${oneLine((cause as Error).message)}`);
  }
  if (response.status !== 200) {
    let detail = body;
    try {
      const message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message;
      if (typeof message === 'string') detail = message;
    } catch {
      // Not JSON: the body itself says what went wrong.
    }
    throw new DraftError(
      'ENDPOINT_STATUS',
      `${where} answered ${response.status} ${response.statusText}${detail.trim() ? `: ${oneLine(detail, 200)}` : ''}`,
    );
  }
  return parseReply(body);
}

// ---------------------------------------------------------------------------------------------------------------------
// The run.

/**
 * The post: front matter, the model's reply, then the statements the blog requires of such a post (warrant.config.json),
 * word for word as the blog wrote them: required copy is delivered as authored, never composed by the model (seed 004).
 */
function postText(meta: DraftOptions['meta'], body: string, required: readonly string[]): string {
  const q = JSON.stringify;
  const tags = meta.tags ? `\ntags: [${meta.tags.map((t) => q(t)).join(', ')}]` : '';
  const front = `---\ntitle: ${q(meta.title)}\ndate: ${q(meta.date)}\nauthor: ${q(meta.author)}\nsummary: ${q(meta.summary)}${tags}\n---`;
  return `${front}\n\n${[body.trim(), ...required].join('\n\n')}\n`;
}

/** The texts of the statements the blog's configuration requires of a post with this slug and these tags. */
function requiredStatements(options: DraftOptions): string[] {
  let config: WarrantConfig;
  try {
    config = loadConfig(options.root);
  } catch (cause) {
    throw new DraftError('CONFIG_INVALID', (cause as Error).message);
  }
  return statementsFor({ slug: options.slug, meta: options.meta }, config.statements).map((s) => statementText(s));
}

/**
 * Both files, or neither: each is first written in full beside its place, then all are renamed in; a failure removes
 * the temporary files and whatever was already renamed.
 */
function writeBoth(files: readonly { path: string; text: string }[]): void {
  const staged = files.map(({ path, text }) => ({ path, text, temporary: `${path}.${process.pid}.tmp` }));
  const placed: string[] = [];
  try {
    for (const { path, text, temporary } of staged) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(temporary, text);
    }
    for (const { path, temporary } of staged) {
      renameSync(temporary, path);
      placed.push(path);
    }
  } catch (cause) {
    for (const { temporary } of staged) rmSync(temporary, { force: true });
    for (const path of placed) rmSync(path, { force: true });
    throw new DraftError('WRITE_FAILED', `cannot write the draft: ${oneLine((cause as Error).message)}`);
  }
}

/** Citations in the reply to sources that were not retrieved for it (check will block them; said now). */
function foreignCitations(reply: string, ids: readonly string[]): string[] {
  const cited = findCitations(reply).flatMap((citation) => citation.ids);
  return [...new Set(cited.filter((id) => !ids.includes(id)))];
}

async function draft(options: DraftOptions): Promise<{ post: string; trace: string; warnings: string[] }> {
  const postPath = join(options.root, 'content/posts', `${options.slug}.md`);
  const tracePath = join(options.root, 'ledger/traces', `${options.slug}.jsonl`);
  if (!options.force)
    for (const path of [postPath, tracePath])
      if (existsSync(path))
        throw new DraftError('POST_EXISTS', `${relative(options.root, path)} exists; pass --force to replace it`);
  const sources = readRegistry(options.root, options.sources, options.allowSensitive);
  let brief: Uint8Array;
  try {
    brief = readFileSync(options.brief);
  } catch {
    throw new DraftError('BRIEF_UNREADABLE', `the brief ${options.brief} cannot be read`);
  }
  let briefText: string;
  try {
    briefText = UTF8.decode(brief);
  } catch {
    throw new DraftError('BRIEF_UNREADABLE', `the brief ${options.brief} is not UTF-8 text`);
  }

  const recorder = new TraceRecorder(wallClock());
  const root = [
    text('gen_ai.operation.name', 'invoke_agent'),
    text('gen_ai.agent.name', AGENT_NAME),
    text('warrant.grounding_mode', 'retrieval'),
    text('warrant.invocation_id', randomUUID()),
    text('warrant.input.sha256', sha256Hex(brief)),
  ];
  const reply = await recorder.span(`invoke_agent ${AGENT_NAME}`, SPAN_KIND.internal, undefined, root, async (run) => {
    const retrieved: Retrieved[] = [];
    for (const source of sources) {
      const attributes = [text('gen_ai.operation.name', 'retrieval'), text('gen_ai.data_source.id', source.id)];
      await recorder.span(`retrieval ${source.id}`, SPAN_KIND.internal, run, attributes, async (_id, add) => {
        const bytes = readPinnedCopy(options.root, source);
        const hash = sha256Hex(bytes);
        if (hash !== source.sha256)
          throw new DraftError(
            'SOURCE_CHANGED',
            `the pinned copy of "${source.id}" (${source.uri}) has SHA-256 ${hash}, not the registered ${source.sha256}`,
          );
        let content: string;
        try {
          content = UTF8.decode(bytes);
        } catch {
          throw new DraftError('SOURCE_UNREADABLE', `the pinned copy of "${source.id}" (${source.uri}) is not UTF-8`);
        }
        add(text('warrant.source.sha256', hash));
        retrieved.push({ source, text: content });
      });
    }
    const messages = [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: userMessage(briefText, retrieved) },
    ];
    const request = [text('gen_ai.operation.name', 'chat'), text('gen_ai.request.model', options.model)];
    return recorder.span(`chat ${options.model}`, SPAN_KIND.client, run, request, async (_id, add) => {
      const answer = await callModel(options, messages);
      if (answer.id !== undefined) add(text('gen_ai.response.id', answer.id));
      if (answer.model !== undefined) add(text('gen_ai.response.model', answer.model));
      if (answer.inputTokens !== undefined) add(integer('gen_ai.usage.input_tokens', answer.inputTokens));
      if (answer.outputTokens !== undefined) add(integer('gen_ai.usage.output_tokens', answer.outputTokens));
      const output = [
        { role: 'assistant', parts: [{ type: 'text', content: answer.content }], finish_reason: answer.finishReason },
      ];
      add(text('gen_ai.output.messages', JSON.stringify(output)));
      return answer.content;
    });
  });

  const post = postText(options.meta, reply, requiredStatements(options));
  writeBoth([
    { path: postPath, text: post },
    { path: tracePath, text: recorder.jsonl() },
  ]);
  const warnings = foreignCitations(reply, options.sources).map(
    (id) => `the draft cites [@${id}], which was not retrieved for it`,
  );
  return { post: relative(options.root, postPath), trace: relative(options.root, tracePath), warnings };
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const result = await draft(options);
  for (const warning of result.warnings) process.stderr.write(`draft-post: warning: ${warning}\n`);
  process.stdout.write(`drafted ${result.post}\ntraced  ${result.trace}\n`);
}

main().catch((cause: unknown) => {
  const message =
    cause instanceof DraftError
      ? cause.message
      : `unexpected failure: ${cause instanceof Error ? cause.message : String(cause)}`;
  process.stderr.write(`draft-post: ${oneLine(message, 400)}\n`);
  process.exit(2);
});
