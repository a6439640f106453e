// The drafting agent (scripts/draft-post.ts) run as a user runs it, in a copy of the sample blog, against a scripted model on a real local chat-completions server: the post, its trace and what the model was sent; its failures; and the committed sample trace, which must have the shape of a fresh recording.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySampleBlog, REPO, type TempProject } from '../../scripts/temp-project.js';
import { draftArgs, readSample, runDraftPost, SAMPLE_SLUG } from '../../scripts/record-sample-draft.js';
import { countTokens, startChatServer, type ChatServer } from '../support/chat-server.js';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string } }[];
}

const sha256 = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');
const attr = (span: OtlpSpan, key: string): string | undefined => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};
const operation = (span: OtlpSpan): string | undefined => attr(span, 'gen_ai.operation.name');

/** A trace file read line by line, each line checked to be one OTLP/JSON span. */
function readTrace(path: string): OtlpSpan[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  expect(lines.pop()).toBe('');
  return lines.map((line) => {
    const span = JSON.parse(line) as OtlpSpan;
    expect(span.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(span.spanId).toMatch(/^[0-9a-f]{16}$/);
    if (span.parentSpanId !== undefined) expect(span.parentSpanId).toMatch(/^[0-9a-f]{16}$/);
    expect(span.startTimeUnixNano).toMatch(/^\d{19}$/);
    expect(span.endTimeUnixNano).toMatch(/^\d{19}$/);
    expect(BigInt(span.endTimeUnixNano)).toBeGreaterThanOrEqual(BigInt(span.startTimeUnixNano));
    expect(Array.isArray(span.attributes)).toBe(true);
    return span;
  });
}

/** Every file under a project's content/ and ledger/ with its hash: what a failed run must leave as it was. */
function files(root: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.set(relative(root, path), sha256(readFileSync(path)));
    }
  };
  for (const part of ['content', 'ledger']) walk(join(root, part));
  return found;
}

/** The registry's line for a source id, and the SHA-256 of its pinned copy's bytes in the project. */
function pinned(root: string, id: string): { uri: string; sha256: string; text: string; registered: string } {
  const line = readFileSync(join(root, 'ledger/sources.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { id: string; uri: string; sha256: string })
    .find((s) => s.id === id);
  if (!line) throw new Error(`no source ${id}`);
  const bytes = readFileSync(join(root, line.uri));
  return { uri: line.uri, sha256: sha256(bytes), text: bytes.toString('utf8'), registered: line.sha256 };
}

/** What a trace says apart from its random ids, times and the invocation id: the shape a re-recording must keep. */
function shape(spans: readonly OtlpSpan[]) {
  const root = spans.find((s) => s.parentSpanId === undefined);
  return spans.map((span) => ({
    name: span.name,
    kind: span.kind,
    parent: span === root ? 'none' : span.parentSpanId === root?.spanId ? 'root' : 'other',
    keys: span.attributes.map((a) => a.key),
    operation: operation(span),
    source: attr(span, 'gen_ai.data_source.id'),
    sourceSha256: attr(span, 'warrant.source.sha256'),
    inputSha256: attr(span, 'warrant.input.sha256'),
    agent: attr(span, 'gen_ai.agent.name'),
    mode: attr(span, 'warrant.grounding_mode'),
    model: attr(span, 'gen_ai.request.model'),
    output: attr(span, 'gen_ai.output.messages'),
  }));
}

const REPLY = [
  'Quill 2.4.0 was released on 3 November 2026 [@quill-changelog].',
  'The quiet room had a median of 540 ppm and a peak of 890 ppm [@office-co2-2026-q3].',
  '',
  'It fixes 17 crash reports from the 2.3 series [@quill-changelog].',
  '',
].join('\n');
const SOURCES = ['quill-changelog', 'office-co2-2026-q3'];
const BRIEF = '# Brief\n\nTwo short notes: the Quill release, and the quiet room.\n';

let blog: TempProject;
let server: ChatServer;
beforeAll(async () => {
  blog = copySampleBlog();
  blog.write('briefs/notes.brief.md', BRIEF);
  server = await startChatServer(REPLY, { responseModel: 'scripted-model-2026-11' });
});
afterAll(async () => {
  await server.close();
  blog.remove();
});

const args = (endpoint: string, slug: string, sources: readonly string[] = SOURCES): string[] => [
  ...['--endpoint', endpoint, '--model', 'scripted-model', '--slug', slug],
  ...['--brief', join(blog.root, 'briefs/notes.brief.md'), '--root', blog.root],
  ...sources.flatMap((id) => ['--source', id]),
  ...['--title', 'Two notes', '--date', '2026-11-21', '--author', 'Test Editor', '--summary', 'Notes.'],
];

/** A port nothing listens on: one the system just gave out and took back. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('scripts/draft-post.ts against a local chat-completions server', () => {
  it('writes the post and a trace of the run: retrievals of the pinned copies, then one chat, inside one agent span', async () => {
    const before = server.requests.length;
    const result = await runDraftPost(args(server.url, 'two-notes'), 'pipe');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);

    const post = readFileSync(join(blog.root, 'content/posts/two-notes.md'), 'utf8');
    expect(post).toBe(
      `---\ntitle: "Two notes"\ndate: "2026-11-21"\nauthor: "Test Editor"\nsummary: "Notes."\n---\n\n${REPLY.trim()}\n`,
    );

    const spans = readTrace(join(blog.root, 'ledger/traces/two-notes.jsonl'));
    expect(new Set(spans.map((s) => s.traceId)).size).toBe(1);
    // In the order they ended.
    const ends = spans.map((s) => BigInt(s.endTimeUnixNano));
    expect([...ends].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(ends);

    const roots = spans.filter((s) => s.parentSpanId === undefined);
    expect(roots).toHaveLength(1);
    const root = roots[0]!;
    expect(operation(root)).toBe('invoke_agent');
    expect(spans.filter((s) => operation(s) === 'invoke_agent')).toEqual([root]);
    expect(attr(root, 'gen_ai.agent.name')).toBe('warrant-drafter');
    expect(attr(root, 'warrant.grounding_mode')).toBe('retrieval');
    expect(attr(root, 'warrant.invocation_id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(attr(root, 'warrant.input.sha256')).toBe(sha256(BRIEF));
    for (const span of spans.filter((s) => s !== root)) {
      expect(span.parentSpanId).toBe(root.spanId);
      expect(BigInt(span.startTimeUnixNano)).toBeGreaterThanOrEqual(BigInt(root.startTimeUnixNano));
      expect(BigInt(span.endTimeUnixNano)).toBeLessThanOrEqual(BigInt(root.endTimeUnixNano));
    }
    // The times are the wall clock's (within the minute of the run), not made up.
    expect(Math.abs(Number(BigInt(root.startTimeUnixNano) / 1_000_000n) - Date.now())).toBeLessThan(60_000);

    const retrievals = spans.filter((s) => operation(s) === 'retrieval');
    expect(retrievals.map((s) => [attr(s, 'gen_ai.data_source.id'), attr(s, 'warrant.source.sha256')])).toEqual(
      SOURCES.map((id) => [id, pinned(blog.root, id).sha256]),
    );
    for (const id of SOURCES) expect(pinned(blog.root, id).sha256).toBe(pinned(blog.root, id).registered);

    const chats = spans.filter((s) => operation(s) === 'chat');
    expect(chats).toHaveLength(1);
    const chat = chats[0]!;
    for (const retrieval of retrievals)
      expect(BigInt(chat.startTimeUnixNano)).toBeGreaterThanOrEqual(BigInt(retrieval.endTimeUnixNano));
    expect(attr(chat, 'gen_ai.request.model')).toBe('scripted-model');
    expect(attr(chat, 'gen_ai.response.model')).toBe('scripted-model-2026-11');
    expect(attr(chat, 'gen_ai.usage.output_tokens')).toBe(String(countTokens(REPLY)));
    expect(Number(attr(chat, 'gen_ai.usage.input_tokens'))).toBeGreaterThan(countTokens(BRIEF));
    expect(JSON.parse(attr(chat, 'gen_ai.output.messages') ?? 'null')).toEqual([
      { role: 'assistant', parts: [{ type: 'text', content: REPLY }], finish_reason: 'stop' },
    ]);

    // The model was asked once, with the brief and every source's text, and told to cite as [@id].
    expect(server.requests.length - before).toBe(1);
    const request = server.requests[before]!;
    expect(request.model).toBe('scripted-model');
    expect(request.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(request.messages[0]!.content).toContain('[@id]');
    const user = request.messages[1]!.content;
    expect(user).toContain(BRIEF.trim());
    for (const id of SOURCES) expect(user).toContain(pinned(blog.root, id).text);
  });

  it('exits 2 with one line and writes nothing when the endpoint cannot be reached', async () => {
    const before = files(blog.root);
    const endpoint = `http://127.0.0.1:${await closedPort()}/v1/chat/completions`;
    const result = await runDraftPost(args(endpoint, 'unreachable'), 'pipe');
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^draft-post: cannot reach http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions: ECONNREFUSED\n$/,
    );
    expect(files(blog.root)).toEqual(before);
  });

  it('exits 2 on a source id the registry does not have, before asking the model', async () => {
    const before = files(blog.root);
    const asked = server.requests.length;
    const result = await runDraftPost(
      args(server.url, 'unknown-source', ['quill-changelog', 'no-such-source']),
      'pipe',
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('draft-post: unknown source "no-such-source": it is not in ledger/sources.jsonl\n');
    expect(server.requests.length).toBe(asked);
    expect(files(blog.root)).toEqual(before);
  });

  it('refuses to send a source that is not public to the endpoint unless told it may see it', async () => {
    const before = files(blog.root);
    const asked = server.requests.length;
    const result = await runDraftPost(args(server.url, 'internal-source', ['incident-2026-08']), 'pipe');
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'draft-post: source "incident-2026-08" is internal: its text would be sent to the model endpoint; pass --allow-sensitive if that endpoint may see it\n',
    );
    expect(server.requests.length).toBe(asked);
    expect(files(blog.root)).toEqual(before);
    const allowed = await runDraftPost(
      [...args(server.url, 'internal-allowed', ['incident-2026-08']), '--allow-sensitive'],
      'pipe',
    );
    expect(allowed.code).toBe(0);
    expect(server.requests.length).toBe(asked + 1);
  });

  it('exits 2 on a pinned copy that is no longer the registered one, or is missing, and writes nothing', async () => {
    const other = copySampleBlog();
    try {
      other.write('briefs/notes.brief.md', BRIEF);
      const argsIn = (slug: string) => args(server.url, slug).map((a) => a.replaceAll(blog.root, other.root));
      other.write('ledger/sources/quill-changelog.md', '# Quill changelog\n\n## 2.4.0 (2026-11-03)\n');
      let before = files(other.root);
      const changed = await runDraftPost(argsIn('changed'), 'pipe');
      expect(changed.code).toBe(2);
      expect(changed.stderr).toMatch(
        /^draft-post: the pinned copy of "quill-changelog" \(ledger\/sources\/quill-changelog\.md\) has SHA-256 [0-9a-f]{64}, not the registered [0-9a-f]{64}\n$/,
      );
      expect(files(other.root)).toEqual(before);

      rmSync(join(other.root, 'ledger/sources/quill-changelog.md'));
      before = files(other.root);
      const missing = await runDraftPost(argsIn('missing'), 'pipe');
      expect(missing.code).toBe(2);
      expect(missing.stderr).toBe(
        'draft-post: the pinned copy of "quill-changelog" (ledger/sources/quill-changelog.md) is missing\n',
      );
      expect(files(other.root)).toEqual(before);
    } finally {
      other.remove();
    }
  });

  it('exits 2 on an error status or a reply that is not a chat completion, and writes nothing', async () => {
    const failing = await startChatServer(() => {
      throw new Error('the model is down');
    });
    const broken = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [] }));
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    try {
      const before = files(blog.root);
      const status = await runDraftPost(args(failing.url, 'status'), 'pipe');
      expect(status.code).toBe(2);
      expect(status.stderr).toMatch(
        /^draft-post: http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions answered 500 .*: the scripted model failed: the model is down\n$/,
      );
      const brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}/v1/chat/completions`;
      const malformed = await runDraftPost(args(brokenUrl, 'malformed'), 'pipe');
      expect(malformed.code).toBe(2);
      expect(malformed.stderr).toBe('draft-post: the reply has no choices[0].message.content text\n');
      expect(files(blog.root)).toEqual(before);
    } finally {
      await failing.close();
      broken.closeAllConnections();
      await new Promise((resolve) => broken.close(resolve));
    }
  });

  it('refuses to replace an existing post without --force', async () => {
    const result = await runDraftPost(args(server.url, 'quill-2-4'), 'pipe');
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('draft-post: content/posts/quill-2-4.md exists; pass --force to replace it\n');
  });
});

describe('the committed sample drafting trace', () => {
  const sample = readSample(SAMPLE_SLUG);
  const committed = join(REPO, 'ledger/traces', `${SAMPLE_SLUG}.jsonl`);

  it('names the registered sources with their pinned copies’ hashes, and the brief it was drafted from', () => {
    const spans = readTrace(committed);
    const retrievals = spans.filter((s) => operation(s) === 'retrieval');
    expect(retrievals.map((s) => [attr(s, 'gen_ai.data_source.id'), attr(s, 'warrant.source.sha256')])).toEqual(
      sample.sources.map((id) => [id, pinned(REPO, id).registered]),
    );
    for (const id of sample.sources) expect(pinned(REPO, id).sha256).toBe(pinned(REPO, id).registered);
    const root = spans.find((s) => s.parentSpanId === undefined)!;
    expect(attr(root, 'warrant.input.sha256')).toBe(sha256(readFileSync(sample.brief)));
  });

  it('has the shape of a fresh recording, and the committed post is what that recording writes', async () => {
    const fresh = copySampleBlog();
    const model = await startChatServer(readFileSync(sample.reply, 'utf8'));
    try {
      const result = await runDraftPost([...draftArgs(sample, model.url, fresh.root), '--force'], 'pipe');
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(shape(readTrace(committed))).toEqual(
        shape(readTrace(join(fresh.root, 'ledger/traces', `${SAMPLE_SLUG}.jsonl`))),
      );
      expect(readFileSync(join(REPO, 'content/posts', `${SAMPLE_SLUG}.md`), 'utf8')).toBe(
        readFileSync(join(fresh.root, 'content/posts', `${SAMPLE_SLUG}.md`), 'utf8'),
      );
    } finally {
      await model.close();
      fresh.remove();
    }
  });
});
