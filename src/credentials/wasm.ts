/** @module credentials/wasm: loads c2pa-rs (WASM) once, with the small Blob/FileReaderSync shim its builder needs in Node. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as c2pa from '@contentauth/c2pa-wasm';
import { WarrantError } from '../core/errors.js';

export type C2pa = Pick<typeof c2pa, 'WasmBuilder' | 'WasmReader'>;

/** A Blob that keeps its bytes, so the synchronous reader below can hand them to the WASM builder. */
class BytesBlob extends Blob {
  constructor(readonly kept: Uint8Array) {
    super([kept]);
  }

  override slice(start?: number, end?: number): BytesBlob {
    return new BytesBlob(this.kept.subarray(start ?? 0, end ?? this.kept.length));
  }
}

/** The browser-only FileReaderSync the builder reads through; only BytesBlob is ever passed to it. */
class BytesFileReaderSync {
  readAsArrayBuffer(blob: unknown): ArrayBuffer {
    if (!(blob instanceof BytesBlob)) throw new TypeError('FileReaderSync shim: expected a BytesBlob');
    const bytes = blob.kept;
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }
}

export function bytesBlob(bytes: Uint8Array): Blob {
  return new BytesBlob(bytes);
}

let loaded: C2pa | undefined;

/** Initialise c2pa-wasm on first use (about 150 ms) and return its builder and reader classes. */
export function loadC2pa(): C2pa {
  if (loaded) return loaded;
  try {
    const wasmPath = createRequire(import.meta.url).resolve('@contentauth/c2pa-wasm/c2pa.wasm');
    c2pa.initSync({ module: readFileSync(wasmPath) });
  } catch (error) {
    throw new WarrantError('INTERNAL', 'could not load the C2PA library (@contentauth/c2pa-wasm)', { cause: error });
  }
  const scope = globalThis as { FileReaderSync?: unknown };
  if (scope.FileReaderSync === undefined) scope.FileReaderSync = BytesFileReaderSync;
  loaded = { WasmBuilder: c2pa.WasmBuilder, WasmReader: c2pa.WasmReader };
  return loaded;
}
