// An older release's heading is no entry of it: only entries say a change was there before.
import { describe, expect, it } from 'vitest';
import { mentionedBefore } from '../../src/grounding/changelog.js';
import { claimWords, readClaim } from '../../src/grounding/claim-facts.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { md } from './fixtures.js';

describe('an older release whose heading names the change', () => {
  it('is no entry that mentions it: only the entries of an older release count', () => {
    const model = sourceModel(
      md('CHANGELOG.md', [
        '## [2.3.0] - 2025-09-14',
        '',
        '- Add a JSON reporter',
        '',
        '## [2.2.0] - JSON reporter groundwork',
        '',
        '- Fix a crash on empty input',
      ]),
    );
    const release = model.units.find((u) => u.kind === 'heading' && u.text.includes('2.3.0'))?.section;
    expect(release).toBeDefined();
    if (!release) return;
    expect(mentionedBefore(claimWords(readClaim('The JSON reporter first appeared in 2.3.0.')), release, model)).toBe(
      undefined,
    );
  });
});
