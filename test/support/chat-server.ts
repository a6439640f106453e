/**
 * @module test/support/chat-server: a scripted model behind a real OpenAI-compatible chat-completions endpoint on
 * loopback (POST /v1/chat/completions), recording every request it received; for tests and recorded sample runs.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatMessage {
  readonly role: string;
  readonly content: string;
}

export interface ChatRequest {
  readonly model: string;
  readonly messages: readonly ChatMessage[];
  /** The whole request body as parsed, for assertions on other fields. */
  readonly body: Readonly<Record<string, unknown>>;
  readonly authorization?: string;
}

/** The scripted model: fixed text, or a function of the request giving the reply's text. */
export type ScriptedModel = string | ((request: ChatRequest) => string);

export interface ChatServer {
  /** The endpoint's URL: http://127.0.0.1:<port>/v1/chat/completions. */
  readonly url: string;
  /** Every well-formed chat request received, in order. */
  readonly requests: readonly ChatRequest[];
  close(): Promise<void>;
}

const ENDPOINT = '/v1/chat/completions';
/** Requests larger than this are refused (400); the server is for tests, not a sink. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** A rough token count (words and punctuation), so that usage is plausible and grows with the text. */
export function countTokens(text: string): number {
  return text.match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu)?.length ?? 0;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function error(res: ServerResponse, status: number, message: string): void {
  send(res, status, { error: { message, type: status === 404 ? 'not_found_error' : 'invalid_request_error' } });
}

/** The request body as a chat request, or a reason it is not one. */
function parseRequest(text: string, authorization: string | undefined): ChatRequest | string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'the request body is not JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the request body is not a JSON object';
  const record = body as Record<string, unknown>;
  if (typeof record['model'] !== 'string' || record['model'] === '') return '"model" must be a non-empty string';
  const messages = record['messages'];
  if (!Array.isArray(messages) || messages.length === 0) return '"messages" must be a non-empty array';
  for (const message of messages as unknown[]) {
    const m = message as { role?: unknown; content?: unknown } | null;
    if (typeof m?.role !== 'string' || typeof m.content !== 'string')
      return 'each message must have a string "role" and a string "content"';
  }
  return {
    model: record['model'],
    messages: messages as ChatMessage[],
    body: record,
    ...(authorization === undefined ? {} : { authorization }),
  };
}

export interface ChatServerOptions {
  /** The model name the replies give (a served model's full name, say); by default the requested one. */
  readonly responseModel?: string;
}

/** Start the server on 127.0.0.1 at a free port with the given scripted model. */
export async function startChatServer(model: ScriptedModel, options: ChatServerOptions = {}): Promise<ChatServer> {
  const requests: ChatRequest[] = [];
  let served = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (path !== ENDPOINT) return error(res, 404, `no such endpoint: ${req.method ?? ''} ${path}`);
    if (req.method !== 'POST') return error(res, 404, `${ENDPOINT} takes POST, not ${req.method ?? ''}`);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) return error(res, 400, `the request body is larger than ${MAX_BODY_BYTES} bytes`);
      const request = parseRequest(Buffer.concat(chunks).toString('utf8'), req.headers.authorization);
      if (typeof request === 'string') return error(res, 400, request);
      requests.push(request);
      let content: string;
      try {
        content = typeof model === 'string' ? model : model(request);
      } catch (cause) {
        return error(res, 500, `the scripted model failed: ${(cause as Error).message}`);
      }
      served += 1;
      const promptTokens = request.messages.reduce((sum, m) => sum + countTokens(m.content), 0);
      const completionTokens = countTokens(content);
      send(res, 200, {
        id: `chatcmpl-scripted-${served}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: options.responseModel ?? request.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: {
          prompt_tokens: promptTokens,
          completion_tokens: completionTokens,
          total_tokens: promptTokens + completionTokens,
        },
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${ENDPOINT}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((cause) => (cause ? reject(cause) : resolve()));
      }),
  };
}
