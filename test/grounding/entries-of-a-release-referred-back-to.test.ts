// A count of the entries of the release an earlier claim named ("That entry alone lists ten separate changes").
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const log = md('CHANGES.md', [
  '# Changes',
  '',
  '## Version 2.1.0',
  '',
  'Released 2022-02-17',
  '',
  '- Drop support for Python 3.6.',
  '- Add type hints.',
  '',
  '## Version 2.0.0',
  '',
  'Released 2021-05-11',
  '',
  '- Drop support for Python 2 and 3.5.',
  '- Remove the JWS serializers.',
  '- Add key rotation.',
]);
const before = ['Version 2.0.0 arrived on 11 May 2021 and dropped Python 2 along with 3.5.'];

describe('a count of the entries of the release an earlier claim named', () => {
  it("is the count of that release's entries, whatever words stress it", () => {
    expect(verdict('That entry alone lists three separate changes.', log, before)).toEqual([
      'supported',
      'the source states three (CHANGES.md:14)',
    ]);
    expect(verdict('That release lists three changes.', log, before)[0]).toBe('supported');
  });

  it("is refuted by that release's count, not by another release's", () => {
    expect(verdict('That entry alone lists two separate changes.', log, before)).toEqual([
      'refuted',
      'the source gives 3 entries for the entries under "Version 2.0.0 (Released 2021-05-11)" (CHANGES.md:14), not two',
    ]);
  });

  it('still checks a thing the claim says the release changed', () => {
    expect(verdict('That entry lists three changes, including telemetry.', log, before)[0]).not.toBe('supported');
  });
});
