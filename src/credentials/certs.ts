/** @module credentials/certs: makes development certificates (a CA, a C2PA signing leaf, a TSA) with openssl 3. */
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WarrantError } from '../core/errors.js';

/** What a certificate is for; each profile is one extension section of the openssl configuration below. */
export type CertificateProfile = 'ca' | 'signing' | 'tsa' | 'server-auth';

export interface IssueRequest {
  readonly profile: CertificateProfile;
  readonly commonName: string;
  /** PEM private key of the subject (see newP256Key). */
  readonly keyPath: string;
  /** The issuing CA; absent means the certificate signs itself. */
  readonly issuer?: { readonly certPath: string; readonly keyPath: string };
  readonly notBefore: Date;
  readonly notAfter: Date;
  readonly outPath: string;
}

const EXTENSIONS: Record<CertificateProfile, string> = {
  ca: 'basicConstraints = critical,CA:TRUE\nkeyUsage = critical,keyCertSign,cRLSign\nsubjectKeyIdentifier = hash',
  signing:
    'basicConstraints = critical,CA:FALSE\nkeyUsage = critical,digitalSignature\nextendedKeyUsage = emailProtection\n' +
    'subjectKeyIdentifier = hash\nauthorityKeyIdentifier = keyid',
  tsa:
    'basicConstraints = critical,CA:FALSE\nkeyUsage = critical,digitalSignature\nextendedKeyUsage = critical,timeStamping\n' +
    'subjectKeyIdentifier = hash\nauthorityKeyIdentifier = keyid',
  'server-auth':
    'basicConstraints = critical,CA:FALSE\nkeyUsage = critical,digitalSignature\nextendedKeyUsage = serverAuth\n' +
    'subjectKeyIdentifier = hash\nauthorityKeyIdentifier = keyid',
};

function opensslConfig(dir: string): string {
  const sections = Object.entries(EXTENSIONS).map(([name, body]) => `[ext_${name}]\n${body}\n`);
  return [
    '[ca]\ndefault_ca = dev\n',
    `[dev]\ndatabase = ${dir}/index.txt\nnew_certs_dir = ${dir}\nserial = ${dir}/serial\ndefault_md = sha256\n` +
      'policy = any_name\nunique_subject = no\ncopy_extensions = none\nemail_in_dn = no\n',
    '[any_name]\ncommonName = supplied\norganizationName = optional\n',
    '[req]\ndistinguished_name = dn\nprompt = no\n[dn]\nCN = unused\n',
    ...sections,
  ].join('\n');
}

/** openssl's date form for -startdate/-enddate (UTCTime before 2050, GeneralizedTime after). */
export function opensslDate(date: Date): string {
  const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${date.getUTCFullYear() < 2050 ? iso.slice(2) : iso}Z`;
}

function openssl(args: string[]): void {
  try {
    execFileSync('openssl', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new WarrantError('INTERNAL', `openssl ${args[0] ?? ''} failed${stderr ? `: ${stderr}` : ''}`, {
      cause: error,
    });
  }
}

/** Write a new EC P-256 private key (PKCS#8 PEM, owner-only permissions). */
export function newP256Key(path: string): void {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  writeFileSync(path, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
}

/** Issue one certificate through `openssl ca` (which, unlike `openssl x509` in 3.0, takes explicit validity dates). */
export function issueCertificate(request: IssueRequest): void {
  const dir = mkdtempSync(join(tmpdir(), 'warrant-ca-'));
  try {
    writeFileSync(join(dir, 'index.txt'), '');
    writeFileSync(join(dir, 'serial'), '01\n');
    const config = join(dir, 'openssl.cnf');
    writeFileSync(config, opensslConfig(dir));
    const csr = join(dir, 'request.csr');
    openssl([
      'req',
      '-new',
      '-config',
      config,
      '-key',
      request.keyPath,
      '-subj',
      `/CN=${request.commonName}/O=Warrant development`,
      '-out',
      csr,
    ]);
    const signWith = request.issuer
      ? ['-cert', request.issuer.certPath, '-keyfile', request.issuer.keyPath]
      : ['-selfsign', '-keyfile', request.keyPath];
    openssl([
      'ca',
      '-batch',
      '-notext',
      '-rand_serial',
      '-config',
      config,
      '-extensions',
      `ext_${request.profile}`,
      ...signWith,
      '-startdate',
      opensslDate(request.notBefore),
      '-enddate',
      opensslDate(request.notAfter),
      '-in',
      csr,
      '-out',
      request.outPath,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Where `warrant certs init` puts things, relative to the certs directory. */
export const CERT_FILES = {
  anchors: 'trust-anchors.pem',
  signingChain: 'signing-chain.pem',
  tsaChain: 'tsa-chain.pem',
  caKey: 'private/ca.key',
  signingKey: 'private/signing.key',
  tsaKey: 'private/tsa.key',
} as const;

export interface DevelopmentCertificates {
  readonly anchorsPath: string;
  readonly signingChainPath: string;
  readonly signingKeyPath: string;
  readonly tsaChainPath: string;
  readonly tsaKeyPath: string;
  readonly created: boolean;
}

/**
 * Make a development CA with a signing leaf and a TSA certificate under certsDir. Existing material is kept unless
 * `force`; the CA lives ten years, the leaves `leafDays` days.
 */
export function initDevelopmentCertificates(
  certsDir: string,
  options: { now?: Date; force?: boolean; leafDays?: number } = {},
): DevelopmentCertificates {
  const path = (name: string): string => join(certsDir, name);
  const result = {
    anchorsPath: path(CERT_FILES.anchors),
    signingChainPath: path(CERT_FILES.signingChain),
    signingKeyPath: path(CERT_FILES.signingKey),
    tsaChainPath: path(CERT_FILES.tsaChain),
    tsaKeyPath: path(CERT_FILES.tsaKey),
  };
  if (!options.force && existsSync(result.anchorsPath) && existsSync(result.signingKeyPath))
    return { ...result, created: false };
  const now = options.now ?? new Date();
  const day = 86_400_000;
  const notBefore = new Date(now.getTime() - 60_000);
  mkdirSync(join(certsDir, 'private'), { recursive: true, mode: 0o700 });
  const caKey = path(CERT_FILES.caKey);
  newP256Key(caKey);
  issueCertificate({
    profile: 'ca',
    commonName: 'Warrant Development CA',
    keyPath: caKey,
    notBefore,
    notAfter: new Date(now.getTime() + 3650 * day),
    outPath: result.anchorsPath,
  });
  const issuer = { certPath: result.anchorsPath, keyPath: caKey };
  const leafUntil = new Date(now.getTime() + (options.leafDays ?? 825) * day);
  newP256Key(result.signingKeyPath);
  issueCertificate({
    profile: 'signing',
    commonName: 'Warrant Development Signer',
    keyPath: result.signingKeyPath,
    issuer,
    notBefore,
    notAfter: leafUntil,
    outPath: result.signingChainPath,
  });
  newP256Key(result.tsaKeyPath);
  issueCertificate({
    profile: 'tsa',
    commonName: 'Warrant Development TSA',
    keyPath: result.tsaKeyPath,
    issuer,
    notBefore,
    notAfter: leafUntil,
    outPath: result.tsaChainPath,
  });
  return { ...result, created: true };
}
