// How a claim's names, counted lists, levels reached and spans before a thing are read into its facts.
import { describe, expect, it } from 'vitest';
import { extractNames, readClaim, type ClaimFact } from '../../src/grounding/claim-facts.js';

/** The one fact of a claim written as `text`. */
const fact = (claim: string, text: string): ClaimFact => {
  const found = readClaim(claim).facts.filter((f) => f.text === text);
  expect(found, `${claim}: ${text}`).toHaveLength(1);
  return found[0] as ClaimFact;
};

const names = (text: string): string[] => extractNames(text, []).map((n) => n.text);

describe('names in a claim', () => {
  it('keeps "The" in a name that runs on from it in mid-sentence', () => {
    expect(names('Reviews were collected by The Guardian and Wired.')).toEqual(['The Guardian', 'Wired']);
  });

  it("keeps the whole of a surname with an apostrophe that is no possessive (D'souza)", () => {
    expect(names("The patch came from Anil D'souza last week.")).toEqual(["Anil D'souza"]);
  });

  it('keeps a branch or build name that only holds a hash, and drops a bare hash', () => {
    expect(names('The fix is in branch fix-e3b0c44298fc now.')).toEqual(['fix-e3b0c44298fc']);
    expect(names('The crash is fixed in build e3b0c44298fc-dirty.')).toEqual(['e3b0c44298fc-dirty']);
    expect(names('The crash is fixed in commit e3b0c44298fc.')).toEqual([]);
  });
});

describe('a count followed by the things it counts', () => {
  it('lists the names after the colon, not the names and versions before the count', () => {
    const claim = 'Quill 2.4 adds two formats: JSON and YAML.';
    const count = fact(claim, 'two');
    expect(count.lists?.map((r) => claim.slice(r.start, r.end))).toEqual(['JSON', 'YAML']);
  });

  it('does not count a number among the listed names', () => {
    expect(
      fact('The project has three maintainers: Alice Smith, Bob Jones and 2 bots.', 'three').lists,
    ).toBeUndefined();
  });
});

describe('a version among the words of its own clause', () => {
  it('names the version once', () => {
    const version = fact('Quill 2.4.0 was released on 3 November 2026.', '2.4.0');
    expect(version.near.filter((w) => w.startsWith('v:'))).toEqual(['v:2.4']);
  });
});

describe('a span before a thing', () => {
  it('reads "3 days before the 2.0 release" as running before it', () => {
    expect(fact('The fix landed 3 days before the 2.0 release.', '3 days').order).toBe('before');
  });
});

describe('a level a change reached', () => {
  it.each(['about', 'around', 'roughly', 'nearly', 'almost'])(
    'reads "fell to %s 3-5 minutes" as the level reached, not the size of the fall',
    (word) => {
      const level = fact(`Build times fell to ${word} 3-5 minutes.`, '3-5 minutes');
      expect(level.cue).toBeUndefined();
      expect(level.moved).toBeUndefined();
    },
  );

  it('asks no change of a name written just after the level reached', () => {
    const claim = 'Migrations rose to over 40 Node 18 services.';
    expect(fact(claim, 'Node 18').cue).toBeUndefined();
    expect(fact(claim, 'over 40').cue).toBeUndefined();
  });
});
