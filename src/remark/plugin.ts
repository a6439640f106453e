/**
 * @module remark/plugin: `warrant/remark`, a unified plugin for any Markdown pipeline (an editor's linter, a docs build):
 * runs gate 1 on the post the file is, and reports each finding as a vfile message at its place (an error is fatal, a
 * warning is not), with the post's claims, their spans and verdicts in `file.data.warrant`.
 */
import { isAbsolute, relative, resolve } from 'node:path';
import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import type { VFile } from 'vfile';
import type { GroundingStatus, Range } from '../core/model.js';
import { runCheck } from '../pipeline/check.js';
import { loadConfig } from '../pipeline/config.js';

export interface RemarkWarrantOptions {
  /** The blog project (where ledger/ and warrant.config.json are); default: the current directory. */
  readonly root?: string;
}

/** What the plugin leaves on the file. */
export interface WarrantFileData {
  readonly claims: readonly { id: string; text: string; span: Range; status: GroundingStatus | 'unverifiable' }[];
}

declare module 'vfile' {
  interface DataMap {
    warrant: WarrantFileData;
  }
}

const remarkWarrant: Plugin<[RemarkWarrantOptions?], Root> = (options = {}) => {
  const root = resolve(options.root ?? process.cwd());
  return async (_tree: Root, file: VFile) => {
    if (!file.path) {
      file.message('the file has no path, so Warrant cannot tell which post it is', undefined, 'warrant:no-path');
      return;
    }
    const path = isAbsolute(file.path) ? file.path : resolve(file.cwd, file.path);
    const result = await runCheck(root, loadConfig(root), [path]);
    await result.engine.close();
    const post = result.posts[0];
    const shown = relative(root, path).split('\\').join('/');
    // Gate 1 reads the saved file: say so when the text being processed is not it.
    if (post !== undefined && String(file.value) !== post.post.source)
      file.info(
        'Warrant checked the saved file, which differs from this text: save to check what you see',
        undefined,
        'warrant:unsaved',
      );
    for (const f of result.findings) {
      const message = file.message(
        `${f.message} (${f.hint})`,
        f.file === shown ? { line: f.line, column: f.column } : undefined,
        `warrant:${f.code}`,
      );
      message.fatal = f.severity === 'error' ? true : f.severity === 'warning' ? false : undefined;
      if (f.file !== shown) message.file = f.file;
    }
    file.data.warrant = {
      claims: (post?.claims ?? []).map((c) => ({
        id: c.id,
        text: c.text,
        span: c.span,
        status: result.verdicts.get(c.id)?.status ?? 'unverifiable',
      })),
    };
  };
};

export default remarkWarrant;
