// A change a claim puts in one release that the log lists under another: which entry the refutation names.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

describe('a change the log lists under a sub-heading of another release', () => {
  const log = md('CHANGELOG.md', [
    '# Changelog',
    '',
    '## [2.4.0] - 2024-12-23',
    '',
    '### Dark mode',
    '',
    '- Add a dark mode toggle to the settings page',
    '',
    '## [2.3.0] - 2024-06-02',
    '',
    '- Fixed a memory leak in the tokenizer',
  ]);

  it('names the entry, not the sub-heading above it', () => {
    expect(verdict('Dark mode came in 2.3.0.', log)).toEqual([
      'refuted',
      'the source lists "Add a dark mode toggle to the settings page" under "2.4.0 - 2024-12-23", not under "2.3.0 - 2024-06-02" (CHANGELOG.md:7)',
    ]);
  });
});

describe('a change a release does not list, written with a zero-width space inside a word', () => {
  const log = md('CHANGELOG.md', [
    '# Changelog',
    '',
    '## 2.4.0 - 2024-12-23',
    '',
    '- Fix a memory leak',
    '',
    '## 2.3.0 - 2024-06-02',
    '',
    '- Fix a crash',
  ]);

  it('names the words the entry never mentions, the broken one as read', () => {
    expect(verdict('Version 2.4.0 added fi\u200ble locking and cache eviction.', log)).toEqual([
      'neutral',
      'the source\'s entry "2.4.0 - 2024-12-23" does not say this: it never mentions file, locking, cache, eviction',
    ]);
  });
});
