/** @module grounding/judge: Tier 3, an OpenAI-compatible chat-completions judge with a strict JSON verdict; anything else is unverifiable. */
import { z } from 'zod';
import type { SupportStatus } from '../core/model.js';
import type { Passage } from './passages.js';

export interface JudgeConfig {
  /** Full URL of the chat-completions endpoint, e.g. http://localhost:8080/v1/chat/completions. */
  readonly url: string;
  readonly model: string;
  readonly timeoutMs?: number;
  /** Name of the environment variable holding the bearer token, if the endpoint needs one. */
  readonly apiKeyEnv?: string;
}

export interface JudgeOutcome {
  readonly support: SupportStatus | 'unverifiable';
  readonly rule: string;
  readonly score: number;
  readonly passage?: Passage;
}

/** The only reply the judge may give: exactly these keys, nothing else. */
export const judgeVerdictSchema = z.strictObject({
  verdict: z.enum(['supported', 'refuted', 'neutral']),
  passage: z.number().int().min(0).nullable(),
  reason: z.string().min(1).max(2000),
});

const envelopeSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable().optional(), refusal: z.string().nullable().optional() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

const SYSTEM_PROMPT = [
  'You check whether numbered source passages support a claim.',
  'Answer with one JSON object and nothing else: {"verdict": "supported" | "refuted" | "neutral", "passage": <number of the deciding passage or null>, "reason": "<one sentence>"}.',
  'supported: the passages state everything the claim says, every number, date and name included.',
  'refuted: a passage states something incompatible with the claim. neutral: anything else.',
].join(' ');

const DEFAULT_TIMEOUT_MS = 30_000;

export interface Judge {
  readonly id: string;
  readonly groundingCapable: boolean;
  assess(claimText: string, passages: readonly Passage[]): Promise<JudgeOutcome>;
}

/** A judge over HTTP; failures (network, status, timeout, refusal, malformed reply) are unverifiable outcomes, never thrown. */
export function createJudge(config: JudgeConfig, fetchImpl: typeof fetch, apiKey?: string): Judge {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const unverifiable = (why: string): JudgeOutcome => ({ support: 'unverifiable', rule: `judge ${why}`, score: 0 });
  return {
    id: `judge:${config.model}@${config.url}`,
    groundingCapable: true,
    async assess(claimText, passages) {
      const user = `Claim: ${claimText}\n\nPassages:\n${passages.map((p, k) => `[${k}] ${p.text}`).join('\n')}`;
      let response: Response;
      let body: unknown;
      try {
        response = await fetchImpl(config.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
          body: JSON.stringify({
            model: config.model,
            temperature: 0,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: user },
            ],
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return unverifiable(`returned HTTP ${response.status}`);
        body = await response.json();
      } catch (error) {
        const name = error instanceof Error ? error.name : '';
        if (name === 'TimeoutError' || name === 'AbortError') return unverifiable(`timed out after ${timeoutMs} ms`);
        return unverifiable(
          `could not be reached or replied with invalid JSON (${error instanceof Error ? error.message : String(error)})`,
        );
      }
      const envelope = envelopeSchema.safeParse(body);
      if (!envelope.success) return unverifiable('reply is not a chat-completions response');
      const choice = envelope.data.choices[0];
      if (!choice) return unverifiable('reply has no choice');
      if (choice.message.refusal || choice.finish_reason === 'content_filter')
        return unverifiable(`refused: ${choice.message.refusal ?? 'content filter'}`);
      if (choice.finish_reason === 'length') return unverifiable('reply was cut off');
      let parsed: unknown;
      try {
        parsed = JSON.parse(choice.message.content ?? '');
      } catch {
        return unverifiable('verdict is not valid JSON');
      }
      const verdict = judgeVerdictSchema.safeParse(parsed);
      if (!verdict.success) return unverifiable('verdict does not match the schema');
      const { passage: index, reason } = verdict.data;
      if (index !== null && index >= passages.length)
        return unverifiable(`verdict names passage ${index}, which was not offered`);
      const passage = index === null ? undefined : passages[index];
      if (verdict.data.verdict !== 'neutral' && !passage)
        return unverifiable(`verdict "${verdict.data.verdict}" names no passage`);
      return { support: verdict.data.verdict, rule: `judge: ${reason}`, score: 1, ...(passage ? { passage } : {}) };
    },
  };
}
