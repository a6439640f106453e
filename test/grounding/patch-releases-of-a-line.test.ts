// A count of the patch releases of a line a claim names ("the 5.2 branch has had three patch releases"), and the
// latest of them, read from the releases the source lists.
import { describe, expect, it } from 'vitest';
import { json, md, verdict } from './fixtures.js';

const versions = json('django.json', {
  versions: {
    '6.0': { name: '6.0', date: '2025-12-03' },
    '5.2.3': { name: '5.2.3', date: '2025-06-10' },
    '5.2.2': { name: '5.2.2', date: '2025-06-04' },
    '5.2.1': { name: '5.2.1', date: '2025-05-07' },
    '5.2': { name: '5.2', date: '2025-04-02' },
    '5.1.9': { name: '5.1.9', date: '2025-05-07' },
  },
});

describe('the patch releases of a line', () => {
  it('are the releases of the line after its first, counted', () => {
    expect(verdict('The 5.2 branch has had three patch releases so far.', versions)[0]).toBe('supported');
    expect(verdict('Django 5.2 has had four point releases.', versions)).toEqual([
      'refuted',
      'the source lists 3 releases of 5.2 after it, 5.2.1 (django.json:1:145) to 5.2.3 (django.json:1), not four',
    ]);
  });

  it('are counted from the headings of a change log too', () => {
    const log = md('CHANGELOG.md', [
      '# Changes',
      '',
      '## 2.1.1',
      '',
      '- Fix a crash.',
      '',
      '## 2.1.0',
      '',
      '- Add a flag.',
    ]);
    expect(verdict('The 2.1 line has had one patch release.', log)[0]).toBe('supported');
    expect(verdict('The 2.1 line has had two patch releases.', log)[0]).toBe('refuted');
  });

  it('bear out "the latest" for the last of them, when the claim names the line', () => {
    expect(verdict('The 5.2 branch has had three patch releases, the latest being 5.2.3.', versions)[0]).toBe(
      'supported',
    );
    expect(verdict('The 5.2 branch has had three patch releases, the latest being 5.2.2.', versions)[0]).not.toBe(
      'supported',
    );
    expect(verdict('The latest release is 5.2.3.', versions)[0]).not.toBe('supported');
  });

  it('are not what a count of releases without "patch" or "point" is', () => {
    expect(verdict('The 5.2 branch has had three releases.', versions)[0]).not.toBe('supported');
  });
});

describe('a count of patch releases that another count of the source happens to fit', () => {
  const log = md('CHANGELOG.md', [
    '# Changes',
    '',
    '## 2.1.2 (2024-04-10)',
    '',
    '- Fix a leak.',
    '- Fix a crash.',
    '',
    '## 2.1.1 (2024-03-01)',
    '',
    '- Fix a typo.',
    '',
    '## 2.1.0 (2024-02-01)',
    '',
    '- Add a flag.',
  ]);

  it('is checked against the releases, "one" too', () => {
    expect(verdict('The 2.1 line has had one patch release.', log)).toEqual([
      'refuted',
      'the source lists 2 releases of 2.1 after it, 2.1.1 (CHANGELOG.md:8) to 2.1.2 (CHANGELOG.md:3), not one',
    ]);
    expect(verdict('The 2.1 line has had two patch releases.', log)[0]).toBe('supported');
  });
});
