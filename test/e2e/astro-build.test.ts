// A static site build through Astro alone (no `warrant publish`): the integration runs both gates and fails the build on a block.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'astro';
import { afterAll, describe, expect, it } from 'vitest';
import { makeProject, postFile, type TempProject } from '../../scripts/temp-project.js';

const source = { id: 'run', file: 'ledger/sources/run.json', text: '{"checks_passed": 3, "median_ms": 3.1}' };
const projects: TempProject[] = [];
afterAll(() => projects.forEach((p) => p.remove()));

function project(body: string): TempProject {
  const made = makeProject({ 'a-post': postFile({ title: 'A post' }, body) }, [source]);
  projects.push(made);
  return made;
}

describe('astro build with the warrant() integration', () => {
  it('builds a clean blog, with claims marked and a note that pages are unsigned', async () => {
    const p = project('The run passed 3 checks [@run].');
    await build({ root: p.root, logLevel: 'silent' });
    const html = readFileSync(join(p.root, 'dist/posts/a-post/index.html'), 'utf8');
    expect(html).toContain('data-claim="a-post/');
    expect(html).toContain('this build was not run by warrant publish, so its pages are not signed');
  });

  it('fails the build at gate 1 on an unsupported number, naming it', async () => {
    const p = project('The run passed 7 checks [@run].');
    await expect(build({ root: p.root, logLevel: 'silent' })).rejects.toThrow(
      /Warrant gate 1 blocked the build:[\s\S]*"7" is (not supported by|contradicted by) the cited source run/,
    );
    expect(existsSync(join(p.root, 'dist/posts/a-post/index.html'))).toBe(false);
  });
});
