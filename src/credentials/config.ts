/** @module credentials/config: where the signing material is, read from certs/ and the optional certs/credentials.json. */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import { WarrantError } from '../core/errors.js';
import { CERT_FILES } from './certs.js';

export interface CredentialConfig {
  certsDir: string;
  /** PEM text of the signing chain, leaf first. */
  chainPem?: string;
  keyPath?: string;
  /** PEM texts of the trust anchors in certs/. */
  anchorsPem?: string[];
  /** PEM texts of an additional configured trust list. */
  trustListPem?: string[];
  tsaUrl?: string;
  /** Withheld credentials are an error rather than a warning. */
  strict?: boolean;
}

/** certs/credentials.json: optional settings beside the certificates. */
const SettingsSchema = z
  .object({
    tsaUrl: z.url().optional(),
    trustList: z.array(z.string().min(1)).optional(),
    strict: z.boolean().optional(),
  })
  .strict();

export const SETTINGS_FILE = 'credentials.json';

function readText(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new WarrantError('CONFIG_INVALID', `${what} ${path} cannot be read`, { cause: error });
  }
}

/**
 * The credential configuration of a project, or undefined when it has no signing certificate and key (credentials
 * are then not configured, which the publish reports as such). Overrides win over what is on disk.
 */
export function loadCredentialConfig(
  root: string,
  overrides: Partial<CredentialConfig> = {},
): CredentialConfig | undefined {
  const certsDir = overrides.certsDir ?? join(root, 'certs');
  const at = (name: string): string => (isAbsolute(name) ? name : join(certsDir, name));
  const settingsPath = at(SETTINGS_FILE);
  let settings: z.infer<typeof SettingsSchema> = {};
  if (existsSync(settingsPath)) {
    let raw: unknown;
    try {
      raw = JSON.parse(readText(settingsPath, 'the credential settings'));
    } catch (error) {
      if (error instanceof WarrantError) throw error;
      throw new WarrantError('CONFIG_INVALID', `${settingsPath} is not valid JSON`, { cause: error });
    }
    const parsed = SettingsSchema.safeParse(raw);
    if (!parsed.success) throw new WarrantError('CONFIG_INVALID', `${settingsPath}: ${z.prettifyError(parsed.error)}`);
    settings = parsed.data;
  }
  const chainPath = at(CERT_FILES.signingChain);
  const keyPath = overrides.keyPath ?? at(CERT_FILES.signingKey);
  const chainPem = overrides.chainPem ?? (existsSync(chainPath) ? readText(chainPath, 'the signing chain') : undefined);
  if (chainPem === undefined || !existsSync(keyPath)) return undefined;
  const anchorsPath = at(CERT_FILES.anchors);
  const config: CredentialConfig = {
    certsDir,
    chainPem,
    keyPath,
    anchorsPem: overrides.anchorsPem ?? (existsSync(anchorsPath) ? [readText(anchorsPath, 'the trust anchors')] : []),
    trustListPem:
      overrides.trustListPem ?? (settings.trustList ?? []).map((file) => readText(at(file), 'the trust list')),
    strict: overrides.strict ?? settings.strict ?? false,
  };
  const tsaUrl = overrides.tsaUrl ?? settings.tsaUrl;
  return tsaUrl ? { ...config, tsaUrl } : config;
}
