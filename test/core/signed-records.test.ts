// Signed JSONL records: which listed key signed a record, or why none did, and how a JSONL text is read line by line.
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keyIdOf } from '../../src/core/ed25519-keys.js';
import { jsonLines, signer, signRecord } from '../../src/core/signed-records.js';

const PURPOSE = 'warrant-test-record/1';

describe('who signed a record', () => {
  const ed = generateKeyPairSync('ed25519');
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });

  it('finds the listed Ed25519 key that signed it', () => {
    const record = signRecord(PURPOSE, { post: 'a', verdict: 'ok' }, ed.privateKey);
    expect(signer(PURPOSE, record, [{ key: ed.publicKey, name: 'Ana' }])).toEqual({
      listed: { key: ed.publicKey, name: 'Ana' },
    });
  });

  it('calls a listed key that is not Ed25519 unknown, even when the record names it', () => {
    const record = { post: 'a', keyId: keyIdOf(ec.publicKey), signature: Buffer.alloc(64, 1).toString('base64') };
    expect(signer(PURPOSE, record, [{ key: ec.publicKey }])).toEqual({ reason: 'unknown-key' });
  });
});

describe('a JSONL text', () => {
  const schema = z.object({ n: z.number() });

  it('skips lines that hold only white space, and numbers the rest by their line in the file', () => {
    expect(jsonLines('{"n":1}\n   \n\t\n{"n":2}\n', schema)).toEqual([
      { line: 1, raw: '{"n":1}', record: { n: 1 } },
      { line: 4, raw: '{"n":2}', record: { n: 2 } },
    ]);
  });

  it('gives a line that is not JSON, or not a record, no record at all', () => {
    const lines = jsonLines('not json\n{"n":"x"}', schema);
    expect(lines.map((l) => [l.line, l.raw, 'record' in l])).toEqual([
      [1, 'not json', false],
      [2, '{"n":"x"}', false],
    ]);
  });
});
