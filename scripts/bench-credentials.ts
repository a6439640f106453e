/** @module scripts/bench-credentials: sign and verify milliseconds per page and the bytes each credential adds (npx tsx scripts/bench-credentials.ts [pages]). */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { initDevelopmentCertificates } from '../src/credentials/certs.js';
import { credentialPages, loadCredentialConfig, verifyPath } from '../src/credentials/index.js';
import { loadC2pa } from '../src/credentials/wasm.js';
import { signSidecar } from '../src/credentials/sign.js';
import { localSigner } from '../src/credentials/signer.js';
import { readerContext } from '../src/credentials/verify.js';
import { sha256Hex } from '../src/core/canonical.js';

const pages = Number(process.argv[2] ?? 20);
const root = mkdtempSync(join(tmpdir(), 'warrant-bench-'));

function page(i: number): string {
  const paragraphs = Array.from(
    { length: 40 },
    (_, p) => `<p>Paragraph ${p} of post ${i}: the bridge opened in 1932 and carries 40,000 vehicles a day.</p>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Post ${i}</title></head><body><article>${paragraphs.join('\n')}</article></body></html>\n`;
}

function stats(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return `median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms`;
}

try {
  const initStarted = performance.now();
  loadC2pa();
  const initMs = performance.now() - initStarted;
  initDevelopmentCertificates(join(root, 'certs'));
  const config = loadCredentialConfig(root);
  if (!config) throw new Error('no credentials configured');
  const outDir = join(root, 'dist');
  const input = {
    outDir,
    pages: [] as {
      post: string;
      htmlPath: string;
      grounding: {
        projectionDigest: string;
        claims: { claimId: string; verdict: string }[];
        checkpoint: { origin: string; size: number; rootHash: string };
      };
    }[],
  };
  for (let i = 0; i < pages; i += 1) {
    mkdirSync(join(outDir, `post-${i}`), { recursive: true });
    writeFileSync(join(outDir, `post-${i}`, 'index.html'), page(i));
    input.pages.push({
      post: `post-${i}`,
      htmlPath: `post-${i}/index.html`,
      grounding: {
        projectionDigest: `sha256:${'0'.repeat(64)}`,
        claims: Array.from({ length: 8 }, (_, c) => ({ claimId: `post-${i}-c${c}`, verdict: 'grounded' })),
        checkpoint: { origin: 'bench/log', size: 100 + i, rootHash: 'ab'.repeat(32) },
      },
    });
  }
  // A first pass over a copy warms the JIT and the WASM module, as a publish of many pages is after its first few.
  cpSync(outDir, join(root, 'warm'), { recursive: true });
  await credentialPages({ ...input, outDir: join(root, 'warm') }, config);
  const publishStarted = performance.now();
  const outcome = await credentialPages(input, config);
  const publishMs = performance.now() - publishStarted;
  if (!outcome.trust.trusted) throw new Error(outcome.trust.reason);
  const signed = outcome.results.filter((r) => r.state === 'signed');
  // The ceiling: c2pa-wasm alone signing the same page bytes (a manifest without Warrant's grounding record, the same
  // key) and reading the sidecar back with the same anchors, plus the page hash any sidecar reader must compute. Timed
  // page by page beside Warrant's verify, so both run equally warm.
  const { WasmReader } = loadC2pa();
  const kit = { signer: localSigner(config.keyPath ?? '', config.chainPem ?? '') };
  const context = readerContext(config.anchorsPem ?? []) ?? null;
  const verifyMs: number[] = [];
  const rawMs: number[] = [];
  for (const result of signed) {
    let started = performance.now();
    const [report] = await verifyPath(join(outDir, result.path), { anchorsPem: config.anchorsPem ?? [] });
    verifyMs.push(performance.now() - started);
    if (report?.state !== 'Trusted') throw new Error(`${result.path} verified as ${report?.state ?? 'nothing'}`);
    const bytes = new Uint8Array(readFileSync(join(outDir, result.path)));
    started = performance.now();
    const manifest = await signSidecar({ bytes, format: 'text/html', title: 'index.html' }, kit);
    const reader = await WasmReader.fromBytes('application/c2pa', manifest, context);
    JSON.parse(reader.json());
    reader.free();
    sha256Hex(bytes);
    rawMs.push(performance.now() - started);
  }
  const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  const warrantMs = signed.map((r, i) => (r.signMs ?? 0) + (verifyMs[i] ?? 0));
  const sizes = signed.map((r) => r.bytes ?? 0);
  process.stdout.write(
    [
      `c2pa-wasm init: ${initMs.toFixed(0)} ms (once per process)`,
      `pages: ${signed.length} signed of ${pages}, whole credential step ${publishMs.toFixed(0)} ms (includes the one-off trust probe)`,
      `sign per page:   ${stats(signed.map((r) => r.signMs ?? 0))}`,
      `verify per page: ${stats(verifyMs)}`,
      `sidecar size:    ${Math.min(...sizes)}-${Math.max(...sizes)} bytes (page HTML about ${page(0).length} bytes)`,
      `raw c2pa-wasm sign + read of the same bytes: ${stats(rawMs)}`,
      `ratio warrant sign + verify / raw (medians): ${(median(warrantMs) / median(rawMs)).toFixed(2)}`,
      '',
    ].join('\n'),
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}
