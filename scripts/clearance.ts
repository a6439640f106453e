/**
 * @module scripts/clearance: make a clearance signing key pair and sign clearance records.
 *   npx tsx scripts/clearance.ts keygen [--certs certs]
 *     writes certs/private/clearance-key.pem (mode 0600, git-ignored) and appends its public key to certs/clearance-keys.pem
 *   npx tsx scripts/clearance.ts sign --key certs/private/clearance-key.pem --who "Name" --source-sha256 H --excerpt-sha256 H --expires 2027-01-01T00:00:00Z
 *     prints one line for ledger/clearances.jsonl (take the hashes from the trust view's `clearable` list)
 */
import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { keyIdOf } from '../src/core/ed25519-keys.js';
import { CLEARANCE_KEYS_FILE, signClearance } from '../src/projections/clearance.js';

function fail(message: string): never {
  process.stderr.write(`clearance: ${message}\n`);
  process.exit(2);
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'keygen') {
  const { values } = parseArgs({ args: rest, options: { certs: { type: 'string', default: 'certs' } } });
  const certs = values.certs;
  const privatePath = join(certs, 'private', 'clearance-key.pem');
  if (existsSync(privatePath)) fail(`${privatePath} exists; remove it first to make a new key`);
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  mkdirSync(join(certs, 'private'), { recursive: true, mode: 0o700 });
  writeFileSync(privatePath, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  appendFileSync(join(certs, CLEARANCE_KEYS_FILE), publicKey.export({ type: 'spki', format: 'pem' }));
  process.stdout.write(
    `key ${keyIdOf(publicKey)}\n  private: ${privatePath}\n  public:  ${join(certs, CLEARANCE_KEYS_FILE)}\n`,
  );
} else if (command === 'sign') {
  const { values } = parseArgs({
    args: rest,
    options: {
      key: { type: 'string' },
      who: { type: 'string' },
      'source-sha256': { type: 'string' },
      'excerpt-sha256': { type: 'string' },
      expires: { type: 'string' },
    },
  });
  const { key, who, expires } = values;
  const sourceSha256 = values['source-sha256'];
  const excerptSha256 = values['excerpt-sha256'];
  if (!key || !who || !sourceSha256 || !excerptSha256 || !expires)
    fail('sign needs --key, --who, --source-sha256, --excerpt-sha256 and --expires');
  let record;
  try {
    record = signClearance({ who, sourceSha256, excerptSha256, expires }, createPrivateKey(readFileSync(key)));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  process.stdout.write(`${JSON.stringify(record)}\n`);
} else {
  fail(
    'usage: clearance.ts keygen [--certs dir] | sign --key <pem> --who <name> --source-sha256 <hex> --excerpt-sha256 <hex> --expires <ISO time>',
  );
}
