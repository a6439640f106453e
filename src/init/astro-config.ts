/**
 * @module init/astro-config: what `warrant init` changes in a project's text files, decided without touching them: the
 * Astro config with the integration added (only where its shape is unambiguous), and the ignore lines it lacks. Pure.
 */

export const INTEGRATION_IMPORT = "import warrant from 'warrant/astro';";
/** What a person adds by hand when the config cannot be edited safely. */
export const MANUAL_LINES = [INTEGRATION_IMPORT, 'integrations: [warrant()],  // inside defineConfig({ ... })'];

/** The files Warrant writes that are not for git: databases, private keys, caches and reports. */
export const IGNORE_LINES = ['ledger/*.db', 'ledger/*.db-*', 'certs/private/', '.warrant/'];

export type ConfigEdit =
  | { readonly kind: 'present' }
  | { readonly kind: 'edited'; readonly text: string }
  | { readonly kind: 'manual'; readonly why: string };

/** The config with the integration added: an import after the last import, `warrant()` first in `integrations`. */
export function addIntegration(text: string): ConfigEdit {
  if (/from\s+['"]warrant\/astro['"]/u.test(text)) return { kind: 'present' };
  const define = [...text.matchAll(/defineConfig\(\s*\{/gu)];
  if (define.length !== 1) return { kind: 'manual', why: 'it does not call defineConfig({ ... }) exactly once' };
  const lists = [...text.matchAll(/\bintegrations\s*:\s*\[/gu)];
  if (lists.length > 1) return { kind: 'manual', why: 'it names integrations more than once' };
  if (lists.length === 0 && /\bintegrations\b/u.test(text))
    return { kind: 'manual', why: 'its integrations are not a list written in the config' };
  const imports = [...text.matchAll(/^import\s[^;\n]*;?[ \t]*$/gmu)];
  const last = imports.at(-1);
  const importAt = last ? (last.index ?? 0) + last[0].length : 0;
  const list = lists[0];
  const [insertAt, insert] = list
    ? [(list.index ?? 0) + list[0].length, 'warrant(), ']
    : [(define[0]?.index ?? 0) + (define[0]?.[0].length ?? 0), '\n  integrations: [warrant()],'];
  if (insertAt < importAt) return { kind: 'manual', why: 'its imports come after its configuration' };
  const withImport = `${text.slice(0, importAt)}${last ? '\n' : ''}${INTEGRATION_IMPORT}${last ? '' : '\n'}${text.slice(importAt, insertAt)}`;
  // An empty `defineConfig({})` gets its closing brace on a line of its own.
  const rest = text.slice(insertAt);
  return { kind: 'edited', text: `${withImport}${insert}${!list && rest.startsWith('}') ? '\n' : ''}${rest}` };
}

/** The ignore lines a .gitignore lacks (each as written above, or its equivalent with a leading slash). */
export function missingIgnoreLines(gitignore: string): string[] {
  const present = new Set(gitignore.split('\n').map((line) => line.trim().replace(/^\//u, '')));
  return IGNORE_LINES.filter((line) => !present.has(line));
}
