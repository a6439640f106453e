// Versions a source gives for another run or another product: which one a claimed version is checked against.
import { describe, expect, it } from 'vitest';
import { json, md, txt, verdict } from './fixtures.js';

describe('a version the source gives for two runs of one tool', () => {
  const bench = md('bench.md', [
    '# Benchmarks',
    '',
    '## Run A',
    '',
    'Compiled with gcc 7.3.0 on Ubuntu 18.04.',
    '',
    '## Run B',
    '',
    'Compiled with gcc 9.4.0 on Ubuntu 20.04.',
    '',
  ]);

  it('leaves open which run the claim means, though one run matches', () => {
    expect(verdict('The benchmark was compiled with gcc 9.4.0.', bench)).toEqual([
      'neutral',
      '"9.4.0" fits 9.4.0 for "Compiled with gcc 9.4.0 on Ubuntu 20.04." (bench.md:9), but the source also gives 7.3.0 for "Compiled with gcc 7.3.0 on Ubuntu 18.04." (bench.md:5) where the claim\'s words fit as well; say which one the claim means',
    ]);
  });

  it('supports a version stated in the same sentence as the other one, which is another thing', () => {
    const one = md('bench.md', [
      '# Benchmarks',
      '',
      'Run A was compiled with gcc 7.3.0 and run B was compiled with gcc 9.4.0.',
      '',
    ]);
    expect(verdict('The benchmarks were compiled with gcc 9.4.0.', one)).toEqual([
      'supported',
      'the source states 9.4.0 (bench.md:3)',
    ]);
  });
});

describe("a version of another product than the claim's", () => {
  it('does not refute the version the claim gives for the product it names', () => {
    const expected = ['neutral', 'the source does not state 1.5.6 (said of: build, requires, zstd)'];
    expect(
      verdict(
        'The build requires zstd 1.5.6.',
        md('README.md', ['# Build notes', '', 'The build requires zstd and runs on Linux version 4.14.0.', '']),
      ),
    ).toEqual(expected);
    expect(
      verdict(
        'The build requires zstd 1.5.6.',
        txt('notes.txt', ['The build requires zstd, tested on Linux version 4.14.0.', '']),
      ),
    ).toEqual(expected);
  });

  it("refutes it by the product's own dependency field", () => {
    expect(
      verdict('The project pins zstd 1.5.6.', json('deps.json', { dependencies: { zstd: '1.5.5', lz4: '1.9.4' } })),
    ).toEqual(['refuted', 'the source gives 1.5.5 for "dependencies.zstd" (deps.json:1), not 1.5.6']);
  });

  it('refutes a version with no product by the release heading', () => {
    expect(
      verdict(
        'Version 8.22.0 is the latest release.',
        md('CHANGELOG.md', ['# Changelog', '', '## 8.21.0', '', '- Fixed the parser.', '']),
      ),
    ).toEqual(['refuted', 'the source gives 8.21.0 for "8.21.0" (CHANGELOG.md:3), not 8.22.0']);
  });
});
