// The leak canary: a blog whose private sources hold unique canary strings is published with credentials and clearances;
// no canary, in any encoding, reaches dist/ (pages, manifests, projection), or the CLI's public output, blocked or not.
import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAuditLog } from '../../src/audit/index.js';
import { sha256Hex } from '../../src/core/canonical.js';
import { initDevelopmentCertificates } from '../../src/credentials/index.js';
import { signClearance } from '../../src/projections/clearance.js';
import { sourceCopyPath } from '../../src/projections/source-copy.js';
import { makeProject, postFile, REPO, type ProjectSource } from '../../scripts/temp-project.js';
import { eventsOf } from '../log-events.js';

const run = promisify(execFile);
const CLI = join(REPO, 'lib/cli/main.js');

const CANARY = {
  internal: 'CANARY-INT-9f2c41d7 <&"é/>',
  confidential: "CANARY-CONF-0b7e55aa 'x' & <y>",
  secret: 'CANARY-SEC-77aa10c3 «ü» "z"',
  title: 'CANARY-TITLE-5d1e6f02',
  id: 'canary-id-3e9b5a',
  uri: 'canary-uri-a81c33f0',
  number: '8642197',
};

const INT_PASSAGE = `Internal note ${CANARY.internal}: the migration took 37 minutes.`;
const CLEARED = 'Audit summary: the audit found 12 open issues.';
const sources: ProjectSource[] = [
  {
    id: 'pub',
    file: 'ledger/sources/pub.txt',
    text: 'Fleet report: the fleet ran 42 servers in December.\n',
    sensitivity: 'public',
    title: 'Fleet report',
  },
  {
    id: 'int',
    file: 'ledger/sources/int.txt',
    text: `${INT_PASSAGE}\n`,
    sensitivity: 'internal',
    title: 'Migration notes',
  },
  {
    id: 'conf',
    file: 'ledger/sources/conf.txt',
    text: `${CLEARED}\nCodename ${CANARY.confidential} stays out of reports.\n`,
    sensitivity: 'confidential',
    title: 'Audit',
  },
  {
    id: CANARY.id,
    file: `ledger/sources/${CANARY.uri}.txt`,
    text: `Board memo ${CANARY.secret}: the fleet ran ${CANARY.number} servers.\n`,
    sensitivity: 'secret',
    title: `Board memo ${CANARY.title}`,
  },
];
const sha = (id: string): string => sha256Hex(sources.find((s) => s.id === id)?.text ?? '');

/** Every form a canary could take in output: raw, JSON-escaped, URL-encoded, HTML entities, base64 at each alignment. */
function forms(canary: string): string[] {
  const bytes = Buffer.from(canary);
  const base64 = [0, 1, 2].flatMap((pad) => {
    const encoded = Buffer.concat([Buffer.alloc(pad), bytes]);
    const from = pad === 0 ? 0 : 4;
    const to = Math.floor(encoded.length / 3) * 4;
    const plain = encoded.toString('base64').slice(from, to);
    return [plain, encoded.toString('base64url').slice(from, to)];
  });
  const html = canary.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const chars = [...canary];
  return [
    canary,
    JSON.stringify(canary).slice(1, -1),
    JSON.stringify(canary)
      .slice(1, -1)
      .replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
    encodeURIComponent(canary),
    encodeURI(canary),
    encodeURIComponent(canary).replace(/%20/g, '+'),
    html,
    html.replace(/'/g, '&#39;'),
    html.replace(/'/g, '&#x27;'),
    chars.map((c) => `&#${c.codePointAt(0)};`).join(''),
    chars.map((c) => `&#x${(c.codePointAt(0) ?? 0).toString(16)};`).join(''),
    ...base64,
  ].filter((form) => form.length >= 6);
}

/** The canaries' distinctive cores too (the hex tags), so a truncated or re-escaped leak is still caught. */
const NEEDLES = [
  ...new Set(
    [...Object.values(CANARY), ...Object.values(CANARY).flatMap((c) => c.match(/[0-9a-f]{8}/g) ?? [])].flatMap(forms),
  ),
];

function leaksIn(bytes: Buffer | string): string[] {
  const haystack = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  return NEEDLES.filter((needle) => haystack.includes(Buffer.from(needle)));
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

async function warrant(root: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, '--root', root, ...args], {
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const key = generateKeyPairSync('ed25519');
const future = '2099-01-01T00:00:00Z';
const clearances = [
  // 1: valid, for the confidential line the post's claim is grounded in.
  signClearance(
    { who: 'Maya Okafor', sourceSha256: sha('conf'), excerptSha256: sha256Hex(CLEARED), expires: future },
    key.privateKey,
  ),
  // 2: bad signature: edited after signing.
  {
    ...signClearance(
      { who: 'Maya Okafor', sourceSha256: sha('int'), excerptSha256: sha256Hex(INT_PASSAGE), expires: future },
      key.privateKey,
    ),
    who: 'Mallory',
  },
  // 3: wrong excerpt hash: a genuine signature over another excerpt of the same source.
  signClearance(
    {
      who: 'Maya Okafor',
      sourceSha256: sha('int'),
      excerptSha256: sha256Hex('the migration took 37 minutes.'),
      expires: future,
    },
    key.privateKey,
  ),
  // 4: expired.
  signClearance(
    {
      who: 'Maya Okafor',
      sourceSha256: sha('int'),
      excerptSha256: sha256Hex(INT_PASSAGE),
      expires: '2020-01-01T00:00:00Z',
    },
    key.privateKey,
  ),
];

const project = makeProject(
  {
    'fleet-notes': postFile(
      { title: 'Fleet notes', summary: 'What the fleet did this winter.' },
      `The fleet ran 42 servers [@pub; @${CANARY.id}].\n\nThe migration took 37 minutes [@int].\n\nThe audit found 12 open issues [@conf].`,
    ),
  },
  sources,
  { 'ledger/clearances.jsonl': `${clearances.map((c) => JSON.stringify(c)).join('\n')}\n` },
);
const certs = join(project.root, '.test-certs');

afterAll(() => project.remove());

describe('the leak canary', () => {
  let published: { code: number; stdout: string; stderr: string };

  beforeAll(async () => {
    initDevelopmentCertificates(certs);
    writeFileSync(join(certs, 'clearance-keys.pem'), key.publicKey.export({ type: 'spki', format: 'pem' }));
    published = await warrant(project.root, '--format', 'json', 'publish', '--certs', certs);
  });

  it('publishes, with each forged clearance rejected by a finding', async () => {
    expect(published.stderr).toBe('');
    expect(published.code).toBe(0);
    const report = JSON.parse(published.stdout) as {
      outcome: string;
      findings: { code: string; file: string; line: number; message: string }[];
    };
    expect(report.outcome).toBe('published');
    expect(
      report.findings
        .filter((f) => f.code === 'clearance/rejected')
        .map((f) => [f.line, f.message.match(/: ([^;]+); nothing is published from it$/)?.[1]]),
    ).toEqual([
      [2, 'its signature does not verify over its who, source hash, excerpt hash and expiry'],
      [3, 'no excerpt of this publish has its source hash and excerpt hash'],
      [4, 'it has expired'],
    ]);
    const disputed = report.findings.find((f) => f.code === 'gate1/disputed');
    expect(disputed?.message).toMatch(
      /^gate1\/disputed at content\/posts\/fleet-notes\.md:\d+:\d+: the details are withheld from public output because they may quote a secret source/,
    );
  });

  it('publishes the cleared excerpt, and only that one, of a non-public source', async () => {
    const projection = readFileSync(join(project.root, 'dist/warrant/projection.json'), 'utf8');
    const page = readFileSync(join(project.root, 'dist/posts/fleet-notes/index.html'), 'utf8');
    expect(JSON.parse(projection)).toMatchObject({
      posts: [
        {
          claims: [
            {},
            { sources: [{ kind: 'private', tier: 'record' }] },
            { sources: [{ kind: 'private', excerpt: { text: CLEARED } }] },
          ],
        },
      ],
    });
    expect(page).toContain(CLEARED);
    expect(projection).not.toContain('the migration took 37 minutes.');
  });

  it('leaves no canary in any form in dist/: pages, sources, the projection and the .c2pa manifests', async () => {
    const all = files(join(project.root, 'dist'));
    expect(all.filter((f) => f.endsWith('.c2pa')).length).toBeGreaterThanOrEqual(2);
    const pub = sources.find((s) => s.file === 'ledger/sources/pub.txt');
    expect(all.map((f) => f.slice(project.root.length + 1)).filter((f) => f.startsWith('dist/sources/'))).toEqual([
      `dist/${sourceCopyPath(sha256Hex(pub?.text ?? ''), 'ledger/sources/pub.txt')}`,
    ]);
    for (const file of all) expect(leaksIn(readFileSync(file)), file).toEqual([]);
  });

  it('leaves no canary in the public CLI output', async () => {
    expect(leaksIn(published.stdout + published.stderr)).toEqual([]);
  });

  it('keeps the details in the internal audit log (so the canary test could fail)', async () => {
    const log = await openAuditLog(join(project.root, 'ledger/audit.db'));
    try {
      const text = JSON.stringify(await eventsOf(log));
      expect(leaksIn(text)).toContain(CANARY.id);
      expect(text).toContain(JSON.stringify(INT_PASSAGE).slice(1, -1));
    } finally {
      await log.close();
    }
  });

  it('redacts a blocked publish whose findings quote a secret source, in JSON and in text', async () => {
    project.write(
      'content/posts/refuted.md',
      postFile({ title: 'Refuted' }, `The fleet ran 43 servers [@${CANARY.id}].`),
    );
    const json = await warrant(project.root, '--format', 'json', 'publish', '--certs', certs);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as { outcome: string; findings: { code: string; message: string }[] };
    expect(report.outcome).toBe('blocked');
    expect(report.findings.map((f) => f.code)).toContain('gate1/refuted');
    expect(leaksIn(json.stdout + json.stderr)).toEqual([]);
    const text = await warrant(project.root, 'publish', '--certs', certs);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain('gate1/refuted');
    expect(leaksIn(text.stdout + text.stderr)).toEqual([]);
    // The author's own check shows the details: the redaction is of public output only.
    const check = await warrant(project.root, 'check');
    expect(check.stdout).toContain(CANARY.number);
  });
});
