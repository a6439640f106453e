/**
 * @module cli/init: `warrant init` in an existing Astro project: the integration in its config (or the two lines to add
 * by hand), an empty source registry, the folder posts go in, the posts collection and post page where it has none,
 * the ignore lines; never overwrites a file, and a second run changes nothing.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Command } from 'commander';
import { POSTS_DIR, SOURCES_FILE } from '../adapters/project-files.js';
import { EXIT } from '../core/exit-code.js';
import { WarrantError } from '../core/errors.js';
import { addIntegration, MANUAL_LINES, missingIgnoreLines } from '../init/astro-config.js';
import { CONTENT_CONFIG, customSrcDir, POST_PAGE } from '../init/astro-pages.js';
import { printJson } from './output.js';
import { action, globalOptions } from './run.js';

const CONFIG_NAMES = ['astro.config.mjs', 'astro.config.js', 'astro.config.ts', 'astro.config.mts'];

export function registerInitCommand(program: Command): void {
  program
    .command('init')
    .description('set Warrant up in an existing Astro project: the integration, an empty source registry, ignore lines')
    .action(
      action((_opts: unknown, command: Command) => {
        const { root, format } = globalOptions(command);
        const configName = CONFIG_NAMES.find((name) => existsSync(join(root, name)));
        if (!configName)
          throw new WarrantError(
            'INPUT_UNREADABLE',
            `no Astro config (${CONFIG_NAMES.join(', ')}) in ${root}; run it in an Astro project (npm create astro@latest)`,
          );
        const done: string[] = [];
        const configText = readFileSync(join(root, configName), 'utf8');
        const edit = addIntegration(configText);
        if (edit.kind === 'edited') {
          writeFileSync(join(root, configName), edit.text);
          done.push(`added the Warrant integration to ${configName}`);
        }
        for (const [dir, what] of [
          ['ledger/sources', 'for the pinned copies of your sources'],
          [POSTS_DIR, 'for your posts'],
        ] as const)
          if (!existsSync(join(root, dir))) {
            mkdirSync(join(root, dir), { recursive: true });
            done.push(`made ${dir}/ ${what}`);
          }
        if (!existsSync(join(root, SOURCES_FILE))) {
          writeFileSync(join(root, SOURCES_FILE), '');
          done.push(`made ${SOURCES_FILE}, the source registry (empty)`);
        }
        // The posts collection and the post page, where the project has none of its own (never over a user's file).
        const byHand: string[] = [];
        const elsewhere = customSrcDir(configText);
        for (const page of [CONTENT_CONFIG, POST_PAGE]) {
          const theirs = elsewhere
            ? undefined
            : [page.path, ...page.alternatives].find((name) => existsSync(join(root, 'src', name)));
          if (elsewhere) byHand.push(`in your source folder: ${page.manual}`);
          else if (theirs) {
            if (!readFileSync(join(root, 'src', theirs), 'utf8').includes('warrant/site'))
              byHand.push(`src/${theirs} is yours: ${page.manual}`);
          } else {
            const path = join(root, 'src', page.path);
            mkdirSync(dirname(path), { recursive: true });
            writeFileSync(path, page.text);
            done.push(`made src/${page.path}`);
          }
        }
        const gitignore = join(root, '.gitignore');
        const before = existsSync(gitignore) ? readFileSync(gitignore, 'utf8') : '';
        const missing = missingIgnoreLines(before);
        if (missing.length > 0) {
          appendFileSync(
            gitignore,
            `${before !== '' && !before.endsWith('\n') ? '\n' : ''}# Warrant: databases, private keys, caches\n${missing.join('\n')}\n`,
          );
          done.push(`added ${missing.join(', ')} to .gitignore`);
        }
        if (format === 'json') {
          printJson({
            done,
            config: configName,
            ...(edit.kind === 'manual' ? { manual: MANUAL_LINES, why: edit.why } : {}),
            ...(byHand.length > 0 ? { by_hand: byHand } : {}),
          });
          return EXIT.ok;
        }
        const lines = [
          ...(done.length > 0 ? done.map((d) => `✓ ${d}`) : ['Warrant is already set up here: nothing to do.']),
          ...(edit.kind === 'manual'
            ? [
                `! ${configName} was left as it is (${edit.why}); add these two lines yourself:`,
                ...MANUAL_LINES.map((line) => `    ${line}`),
              ]
            : []),
          ...byHand.map((line) => `! ${line}`),
          '',
          'Next:',
          '  npx warrant sources add <file> --id ID --title "Title" --tier record --sensitivity public',
          `  write posts in ${POSTS_DIR}/ and cite each factual claim with [@ID]`,
          '  npx warrant check          (what blocks, and why)',
          '  npx warrant certs init     (development signing certificates)',
          '  npx warrant publish        (check, build, gate and sign the site)',
        ];
        process.stdout.write(`${lines.join('\n')}\n`);
        return EXIT.ok;
      }),
    );
}
