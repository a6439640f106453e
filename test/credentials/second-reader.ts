/** @module test/credentials/second-reader: @trustnxt/c2pa-ts, an independent C2PA implementation, as a second opinion in tests. */
import { JPEG, PNG, type Asset } from '@trustnxt/c2pa-ts/asset';
import { SuperBox } from '@trustnxt/c2pa-ts/jumbf';
import { ManifestStore } from '@trustnxt/c2pa-ts/manifest';

/** A page read as a sidecar asset: the whole byte string is hashed, there is no embedded manifest. */
class PageAsset implements Asset {
  readonly mimeType = 'text/html';
  constructor(private readonly data: Uint8Array) {}
  getDataLength(): number {
    return this.data.length;
  }
  getDataRange(start = 0, length?: number): Promise<Uint8Array> {
    return Promise.resolve(this.data.subarray(start, length === undefined ? undefined : start + length));
  }
  getManifestJUMBF(): Uint8Array | undefined {
    return undefined;
  }
  dumpInfo(): string {
    return `page of ${this.data.length} bytes`;
  }
  ensureManifestSpace(): Promise<void> {
    return Promise.reject(new Error('read only'));
  }
  getHashExclusionRange(): { start: number; length: number } {
    return { start: 0, length: 0 };
  }
  writeManifestJUMBF(): Promise<void> {
    return Promise.reject(new Error('read only'));
  }
}

export interface SecondOpinion {
  readonly valid: boolean;
  readonly failures: string[];
}

async function validate(jumbf: Uint8Array, asset: Asset): Promise<SecondOpinion> {
  try {
    const result = await ManifestStore.read(SuperBox.fromBuffer(new Uint8Array(jumbf))).validate(asset);
    return {
      valid: result.isValid,
      failures: result.statusEntries.filter((e) => e.success === false).map((e) => e.code),
    };
  } catch (error) {
    return { valid: false, failures: [`unreadable: ${error instanceof Error ? error.message : String(error)}`] };
  }
}

export function secondOpinionOnPage(page: Uint8Array, manifest: Uint8Array): Promise<SecondOpinion> {
  return validate(manifest, new PageAsset(page));
}

export function secondOpinionOnImage(bytes: Uint8Array): Promise<SecondOpinion> {
  const asset = JPEG.canRead(bytes) ? new JPEG(bytes) : PNG.canRead(bytes) ? new PNG(bytes) : undefined;
  if (!asset) return Promise.resolve({ valid: false, failures: ['unreadable: not a JPEG or PNG'] });
  const jumbf = asset.getManifestJUMBF();
  return jumbf ? validate(jumbf, asset) : Promise.resolve({ valid: false, failures: ['no manifest'] });
}
