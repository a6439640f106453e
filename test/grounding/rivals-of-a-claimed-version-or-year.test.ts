// Which source values may refute a claimed version with no product named, or a claimed year, in the refutation's checks.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const yaml = (uri: string, lines: string[]): { uri: string; mediaType: string; text: string; title: string } => ({
  uri,
  mediaType: 'application/yaml',
  text: [...lines, ''].join('\n'),
  title: '',
});

describe('a version the claim gives without naming a product', () => {
  it('is not refuted by a setting that is no version field ("runtime.minimum")', () => {
    const config = yaml('config.yaml', ['runtime:', '  minimum: 3.8.1']);
    expect(verdict('Version 8.22.0 requires a newer runtime.', config)).toEqual([
      'neutral',
      'the source does not state 8.22.0 (said of: Version, requires, newer, runtime)',
    ]);
    expect(verdict('Version 8.22.0 raises the minimum runtime.', config)).toEqual([
      'neutral',
      'the source does not state 8.22.0 (said of: Version, raises, minimum, runtime)',
    ]);
  });
});

describe('a claimed year against a date the source gives as an end', () => {
  it('is refuted by the year of that end', () => {
    const support = md('README.md', ['# Support', '', 'The 3.x line gets security updates until April 2027.', '']);
    expect(verdict('Security updates end in 2026.', support)).toEqual([
      'refuted',
      'the source gives April 2027 for "The 3.x line gets security updates until April 2027." (README.md:3), not 2026',
    ]);
  });
});
