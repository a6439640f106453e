// A count of the things a claim lists, when the list is written with a space before its first comma ("brotli , cli").
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { txt } from './fixtures.js';

describe('a list written with a space before its first comma', () => {
  const pyproject = txt('pyproject.toml', [
    '[project.optional-dependencies]',
    'brotli = ["brotli", "brotlicffi"]',
    'cli = ["click==8.*", "pygments==2.*", "rich>=10,<15"]',
    'http2 = ["h2>=3,<5"]',
    'zstd = ["zstandard>=0.18.0"]',
    '',
  ]);

  it('still takes its first entry as one of the things listed, not as what the count is of', () => {
    const r = assessDeterministic('Four optional extras cover brotli , cli, http2 and zstd.', pyproject);
    expect([r.support, r.rule]).toEqual(['supported', 'the source states Four (pyproject.toml:1)']);
  });
});
