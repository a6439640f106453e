/** @module render/load-voice: resolving the configured voice: a built-in name, or a module in the project exporting one. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WarrantError } from '../core/errors.js';
import { asVoice, BUILT_IN_VOICES, type Voice } from './voice.js';

/** The voice named in the configuration (`render.voice`), or undefined for none. A voice that cannot be loaded is CONFIG_INVALID. */
export async function loadVoice(root: string, name: string | undefined): Promise<Voice | undefined> {
  if (name === undefined || name === 'none') return undefined;
  const builtIn = BUILT_IN_VOICES[name];
  if (builtIn) return builtIn;
  const path = resolve(root, name);
  if (!existsSync(path)) {
    throw new WarrantError(
      'CONFIG_INVALID',
      `render.voice: "${name}" is neither a built-in voice (${Object.keys(BUILT_IN_VOICES).join(', ')}) nor a file in the project`,
    );
  }
  let loaded: { default?: unknown };
  try {
    loaded = (await import(pathToFileURL(path).href)) as { default?: unknown };
  } catch (error) {
    throw new WarrantError('CONFIG_INVALID', `render.voice: ${name} could not be loaded`, { cause: error });
  }
  const voice = asVoice(loaded.default);
  if (!voice)
    throw new WarrantError(
      'CONFIG_INVALID',
      `render.voice: ${name} must export default { id: string, rewrite(text): string }`,
    );
  return voice;
}
