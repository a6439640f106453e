// Without chromium the browser tests skip, and the run ends with a notice that says so (and fails in CI).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO } from '../../scripts/temp-project.js';

const run = promisify(execFile);

async function vitestWithout(ci: boolean): Promise<{ code: number; output: string }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'CI'));
  Object.assign(env, { WARRANT_CHROMIUM: '/nonexistent/chromium' }, ci ? { CI: 'true' } : {});
  const args = ['node_modules/vitest/vitest.mjs', 'run', 'test/browser/site.test.ts', '--coverage.enabled=false'];
  try {
    const { stdout, stderr } = await run(process.execPath, args, { cwd: REPO, env, maxBuffer: 8 * 1024 * 1024 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('the browser tests without chromium', () => {
  it('skip, and the run ends with a notice naming what is missing and how to install it', async () => {
    const { code, output } = await vitestWithout(false);
    expect(code).toBe(0);
    expect(output).toMatch(/skipped/u);
    expect(output).toContain('The browser tests were SKIPPED: /nonexistent/chromium is not installed');
    expect(output).toContain('apt-get install chromium');
  });

  it('fail in CI', async () => {
    const { code, output } = await vitestWithout(true);
    expect(code).toBe(1);
    expect(output).toContain('/nonexistent/chromium is missing in CI');
  });
});
