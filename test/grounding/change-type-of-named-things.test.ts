// The kind of change a release's entry is listed under, found by the claim's words and the short names it gives ("UI").
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const log = md('CHANGELOG.md', [
  '# Changelog',
  '',
  '## [1.1.0] - 2024-03-01',
  '### Fixed',
  '- UI themes no longer reset',
  '',
  '### Added',
  '- Themes for the editor',
  '',
  '## [1.0.0] - 2024-01-01',
  '### Added',
  '- Plugin API',
  '',
]);

describe('a thing the claim names by a short name', () => {
  it('is the one entry that names it, listed as another kind of change than the claim says', () => {
    expect(verdict('Version 1.1.0 added UI themes.', log)).toEqual([
      'refuted',
      'the source lists "UI themes no longer reset" under "Fixed", not as added (CHANGELOG.md:5)',
    ]);
  });

  it('passes with the kind of change the entry is listed under', () => {
    expect(verdict('Version 1.1.0 fixed UI themes.', log)).toEqual([
      'supported',
      'the source states 1.1.0 (CHANGELOG.md:3), UI (CHANGELOG.md:5)',
    ]);
    expect(verdict('Version 1.1.0 added themes.', log)).toEqual([
      'supported',
      'the source states 1.1.0 (CHANGELOG.md:3)',
    ]);
    expect(verdict('Version 1.1.0 added themes for the editor.', log)).toEqual([
      'supported',
      'the source states 1.1.0 (CHANGELOG.md:3)',
    ]);
  });
});
