// `warrant review` as a reviewer uses it, run as the real command on a throwaway blog: keygen, --list, --accept,
// --reject, the refusals, and an interactive session in a pseudo-terminal stopped with Ctrl-C.
import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, warrantIn } from '../cli-run.js';
import { makeProject, postFile, type TempProject } from '../../scripts/temp-project.js';
import { ReviewSchema } from '../../src/review/record.js';

const run = promisify(execFile);
const CHANGELOG = [
  '# Quill changelog',
  '',
  '## 2.4.0 (2026-11-03)',
  '',
  '- Added offline search across all notebooks.',
  '- Sync now resumes interrupted uploads instead of restarting them.',
  '- Fixed 17 crash reports from the 2.3 series.',
  '',
].join('\n');
const RESUME = 'An interrupted upload now picks up where it left off';
const SEARCH = 'You can search every notebook without a network connection';
const POST = postFile(
  { title: 'Quill 2.4' },
  [
    `${RESUME} [@changelog].`,
    '',
    `${SEARCH} [@changelog].`,
    '',
    'It fixes 19 crash reports from the 2.3 series [@changelog].',
  ].join('\n'),
);

interface Item {
  claimId: string;
  claim: string;
  line: number;
  passages: { n: number; file: string; line: number; closest: boolean; text: string }[];
}

let project: TempProject;

const warrant = (...args: string[]) => warrantIn(project.root, ...args);

const records = () =>
  existsSync(join(project.root, 'ledger/reviews.jsonl'))
    ? readFileSync(join(project.root, 'ledger/reviews.jsonl'), 'utf8')
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => ReviewSchema.parse(JSON.parse(l)))
    : [];

async function pending(): Promise<Item[]> {
  const listed = await warrant('--format', 'json', 'review', '--list');
  return (JSON.parse(listed.stdout) as { items: Item[] }).items;
}

beforeAll(() => {
  project = makeProject({ quill: POST }, [{ id: 'changelog', file: 'ledger/sources/changelog.md', text: CHANGELOG }]);
});
afterAll(() => project.remove());

describe('warrant review, non-interactive', () => {
  it('refuses to record anything without a listed reviewer key, and says how to make one', async () => {
    const result = await warrant('review', '--accept', 'quill/x');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('make one with `warrant review keygen --reviewer "Your Name"`');
  });

  it('keygen makes an owner-only private key and lists the public key under the reviewer name', async () => {
    const made = await warrant('review', 'keygen', '--reviewer', 'Ana Ruiz');
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('certs/private/reviewer-key.pem');
    expect(statSync(join(project.root, 'certs/private/reviewer-key.pem')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(project.root, 'certs/reviewer-keys.pem'), 'utf8')).toMatch(
      /^# Ana Ruiz\n-----BEGIN PUBLIC KEY-----\n/u,
    );
    const again = await warrant('review', 'keygen', '--reviewer', 'Ana Ruiz');
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already exists; use --force');
  });

  it('--list names each claim that needs a person, with numbered passages and their places, and exits 1', async () => {
    const listed = await warrant('review', '--list');
    expect(listed.code).toBe(1);
    expect(listed.stdout).toContain('2 claim(s) need review');
    expect(listed.stdout).toContain(`content/posts/quill.md:8:1`);
    expect(listed.stdout).toContain('1. changelog.md:6 (closest)  "- Sync now resumes interrupted uploads');
    const items = await pending();
    expect(items.map((i) => i.claim)).toEqual([RESUME, SEARCH]);
    expect(items[1]?.passages[0]).toMatchObject({ n: 1, file: 'changelog.md', line: 5, closest: true });
    // A wrong number is never offered for review: it is blocked with its reason.
    expect(items.some((i) => i.claim.includes('19'))).toBe(false);
  });

  it('--accept signs a record against the chosen passage, and the claim then passes', async () => {
    const [resume] = await pending();
    const accepted = await warrant(
      'review',
      '--accept',
      resume?.claimId ?? '',
      '--passage',
      '1',
      '--note',
      'Same change, other words.',
    );
    expect(accepted.code).toBe(0);
    expect(accepted.stdout).toBe(
      `confirmed "${RESUME}" against changelog changelog.md:6 as Ana Ruiz; recorded in ledger/reviews.jsonl\n`,
    );
    expect(records()).toHaveLength(1);
    expect(records()[0]).toMatchObject({
      verdict: 'supported',
      reviewer: 'Ana Ruiz',
      note: 'Same change, other words.',
    });
    expect((await pending()).map((i) => i.claim)).toEqual([SEARCH]);
    const checked = await warrant('check');
    expect(checked.stdout).not.toContain(RESUME);
  });

  it('--reject records that the source does not say it; the claim stays blocked, with the reviewer named', async () => {
    const [search] = await pending();
    const rejected = await warrant(
      'review',
      '--reject',
      search?.claimId ?? '',
      '--note',
      'Offline search is not "all".',
    );
    expect(rejected.code).toBe(0);
    expect(records()[1]).toMatchObject({ verdict: 'neutral' });
    const checked = await warrant('check');
    expect(checked.code).toBe(1);
    expect(checked.stdout).toContain(
      `"${SEARCH}" is not supported by the cited source changelog (Source changelog): Ana Ruiz found on`,
    );
    expect(await pending()).toEqual([]);
  });

  it('will not confirm a refuted claim without --override and a reason', async () => {
    const json = await warrant('--format', 'json', 'check');
    const refuted = (
      JSON.parse(json.stdout) as { posts: { claims: { id: string; status: string }[] }[] }
    ).posts[0]?.claims.find((c) => c.status === 'refuted');
    const refused = await warrant('review', '--accept', refuted?.id ?? '');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('contradicts this claim');
    expect(refused.stderr).toContain('--override "..."');
    expect(records()).toHaveLength(2);
    const overruled = await warrant(
      '--format',
      'json',
      'review',
      '--accept',
      refuted?.id ?? '',
      '--override',
      'The release notes were corrected after two more fixes landed',
    );
    expect(overruled.code).toBe(0);
    expect(records()[2]).toMatchObject({ override: 'The release notes were corrected after two more fixes landed' });
    const after = await warrant('--format', 'json', 'check');
    const status = (
      JSON.parse(after.stdout) as { posts: { claims: { id: string; status: string }[] }[] }
    ).posts[0]?.claims.find((c) => c.id === refuted?.id)?.status;
    expect(status).toBe('grounded');
  });

  it('names an unknown claim id and a passage that does not exist', async () => {
    const unknown = await warrant('review', '--accept', 'quill/nope');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('there is no claim quill/nope in the checked posts');
    const json = await warrant('--format', 'json', 'check');
    const id = (JSON.parse(json.stdout) as { posts: { claims: { id: string }[] }[] }).posts[0]?.claims[0]?.id ?? '';
    const badPassage = await warrant('review', '--accept', id, '--passage', '9');
    expect(badPassage.code).toBe(2);
    expect(badPassage.stderr).toContain('there is no passage 9');
  });
});

describe('warrant review in a terminal', () => {
  it('walks the pending claims; Ctrl-C in the middle keeps every record already written', async () => {
    const second = makeProject({ quill: POST }, [
      { id: 'changelog', file: 'ledger/sources/changelog.md', text: CHANGELOG },
    ]);
    try {
      await run(process.execPath, [CLI, 'review', 'keygen', '--reviewer', 'Ben Okafor'], { cwd: second.root });
      // A pseudo-terminal (util-linux `script`): the command sees a TTY on stdin and stdout, as a reviewer's shell.
      const session = spawn('script', ['-qfec', `${process.execPath} ${CLI} review`, '/dev/null'], {
        cwd: second.root,
        env: { ...process.env, TERM: 'xterm' },
      });
      let screen = '';
      session.stdout.on('data', (chunk: Buffer) => (screen += chunk.toString('utf8')));
      const until = async (text: string): Promise<void> => {
        for (let waited = 0; !screen.includes(text); waited += 50) {
          if (waited > 60_000) throw new Error(`no "${text}" on the screen:\n${screen}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      const exited = new Promise<number | null>((resolve) => session.on('close', resolve));
      await until('passage 1 > ');
      expect(screen).toContain('Reviewing as Ben Okafor: 2 claim(s) need a person.');
      expect(screen).toContain('[1/2] content/posts/quill.md:8:1');
      // The words the passage shares with the claim are in bold.
      expect(screen).toContain('\u001b[1minterrupted\u001b[22m \u001b[1muploads\u001b[22m');
      session.stdin.write('e');
      await until('note: ');
      session.stdin.write('Checked the 2.4.0 entry\r');
      await until('note "Checked the 2.4.0 entry" > ');
      session.stdin.write('c');
      await until('recorded in ledger/reviews.jsonl');
      await until('[2/2]');
      session.stdin.write('\u0003');
      await until('stopped: 1 confirmed, 0 rejected, 0 skipped; 1 still need review');
      await exited;
      const kept = readFileSync(join(second.root, 'ledger/reviews.jsonl'), 'utf8').split('\n').filter(Boolean);
      expect(kept).toHaveLength(1);
      expect(ReviewSchema.parse(JSON.parse(kept[0] ?? ''))).toMatchObject({
        reviewer: 'Ben Okafor',
        verdict: 'supported',
        note: 'Checked the 2.4.0 entry',
      });
      // The record counts: one claim is left for review, the one the session stopped at.
      const left = await run(process.execPath, [CLI, '--format', 'json', 'review', '--list'], {
        cwd: second.root,
      }).catch((error: { stdout: string }) => error);
      expect((JSON.parse(left.stdout) as { items: Item[] }).items.map((i) => i.claim)).toEqual([SEARCH]);
    } finally {
      second.remove();
    }
  });
});
