/** @module test/grounding/judge: Tier 3 against a real local HTTP server that speaks the chat-completions protocol. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGroundingEngine } from '../../src/grounding/index.js';
import { claim, source, sourceMap } from './fixtures.js';

type Reply = (body: { model: string; messages: { role: string; content: string }[] }, res: ServerResponse) => void;
let server: Server;
let url = '';
let reply: Reply;
const requests: { model: string; messages: { role: string; content: string }[]; auth: string | undefined }[] = [];

const completion = (content: string | null, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: 'x',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content, ...extra }, finish_reason: 'stop' }],
  });
const json = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body);
};

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(data) as Parameters<Reply>[0];
      requests.push({ ...body, auth: req.headers.authorization });
      reply(body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
});

const weather = source(
  'weather',
  'The weather in the region was mild all year. The outbreak was contained by the autumn.',
);
const contained = 'The outbreak was under control by autumn.';

async function groundWithJudge(text: string, timeoutMs = 2000) {
  const engine = await createGroundingEngine({
    tiers: ['deterministic', 'judge'],
    judge: { url, model: 'judge-model', timeoutMs },
  });
  const verdict = await engine.ground(claim(text, ['weather']), sourceMap(weather));
  await engine.close();
  return verdict;
}

describe('judge tier', () => {
  it('escalates a neutral deterministic result and accepts a well-formed verdict', async () => {
    reply = (_b, res) =>
      json(
        res,
        200,
        completion(JSON.stringify({ verdict: 'supported', passage: 1, reason: 'Contained means under control.' })),
      );
    const verdict = await groundWithJudge(contained);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.model).toBe('judge-model');
    expect(requests[0]?.messages[1]?.content).toContain(contained);
    expect(verdict.status).toBe('grounded');
    expect(verdict.assessments[0]?.assessor).toMatch(/^judge:judge-model@/u);
    expect(verdict.assessments[0]?.rule).toBe('judge: Contained means under control.');
    expect(verdict.assessments[0]?.passage?.text).toContain('The outbreak was contained by the autumn.');
  });

  const failures: [string, Reply][] = [
    ['malformed JSON', (_b, res) => json(res, 200, completion('{"verdict": "supported", '))],
    ['prose instead of JSON', (_b, res) => json(res, 200, completion('Yes, the claim is supported.'))],
    [
      'an extra key',
      (_b, res) =>
        json(res, 200, completion(JSON.stringify({ verdict: 'supported', passage: 0, reason: 'ok', confidence: 1 }))),
    ],
    [
      'an unknown verdict',
      (_b, res) => json(res, 200, completion(JSON.stringify({ verdict: 'probably', passage: 0, reason: 'ok' }))),
    ],
    [
      'a passage that was not offered',
      (_b, res) => json(res, 200, completion(JSON.stringify({ verdict: 'supported', passage: 40, reason: 'ok' }))),
    ],
    ['a refusal', (_b, res) => json(res, 200, completion(null, { refusal: 'I cannot help with that.' }))],
    ['an HTTP error', (_b, res) => json(res, 500, '{"error": "boom"}')],
    ['a body that is not JSON', (_b, res) => json(res, 200, '<html>gateway</html>')],
    ['a timeout', () => undefined],
  ];
  for (const [name, r] of failures) {
    it(`gives unverifiable, never a pass, for ${name}`, async () => {
      reply = r;
      const verdict = await groundWithJudge(contained, 300);
      expect(verdict.status).toBe('unverifiable');
      expect(verdict.assessments[0]?.rule).toMatch(/judge /u);
    });
  }

  it('does not ask the judge when the deterministic tier decides', async () => {
    reply = (_b, res) => json(res, 200, completion(JSON.stringify({ verdict: 'supported', passage: 0, reason: 'x' })));
    const report = source('report', 'The outbreak caused 3,737 cases.');
    const engine = await createGroundingEngine({ tiers: ['deterministic', 'judge'], judge: { url, model: 'm' } });
    const verdict = await engine.ground(
      claim('The outbreak caused more than 3,780 cases.', ['report']),
      sourceMap(report),
    );
    expect(verdict.status).toBe('refuted');
    expect(requests).toHaveLength(0);
  });

  it('cannot affirm a number the source does not state', async () => {
    reply = (_b, res) =>
      json(res, 200, completion(JSON.stringify({ verdict: 'supported', passage: 0, reason: 'Looks right.' })));
    const verdict = await groundWithJudge('The recommended dose of 300 mg kept the outbreak contained by autumn.');
    expect(verdict.status).not.toBe('grounded');
    expect(verdict.assessments[0]?.rule).toContain('300 mg');
  });

  it('sends the API key from the configured environment variable', async () => {
    process.env['WARRANT_TEST_JUDGE_KEY'] = 'sekrit';
    reply = (_b, res) =>
      json(res, 200, completion(JSON.stringify({ verdict: 'neutral', passage: null, reason: 'Not stated.' })));
    const engine = await createGroundingEngine({
      tiers: ['judge'],
      judge: { url, model: 'm', apiKeyEnv: 'WARRANT_TEST_JUDGE_KEY' },
    });
    const verdict = await engine.ground(claim(contained, ['weather']), sourceMap(weather));
    delete process.env['WARRANT_TEST_JUDGE_KEY'];
    expect(requests[0]?.auth).toBe('Bearer sekrit');
    expect(verdict.status).toBe('ungrounded');
  });
});
