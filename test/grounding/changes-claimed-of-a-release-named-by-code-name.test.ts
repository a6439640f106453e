// A change a claim puts in a release it names by code name and version, which the source lists under another release.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const log = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## 3.0.0 Borealis (2024-05-01)',
  '### Added',
  '- Plugin API',
  '',
  '## 2.3.0 Aurora (2024-01-10)',
  '### Deprecated',
  '- The JSON exporter',
  '',
  '## 1.0.0 Comet (2023-01-01)',
  '### Added',
  '- Dark mode',
  '- CSV export',
  '',
]);

describe('a change claimed of a release named by its code name', () => {
  it('is refuted by the release that lists it, the code name being the heading’s and no word of a change', () => {
    expect(verdict('Borealis, version 3.0.0, removed the JSON exporter.', log)).toEqual([
      'refuted',
      'the source lists "The JSON exporter" under "2.3.0 Aurora (2024-01-10)", not under "3.0.0 Borealis (2024-05-01)" (CHANGELOG.md:9)',
    ]);
  });
});
