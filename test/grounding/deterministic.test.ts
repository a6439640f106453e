/** @module test/grounding/deterministic: Tier 1 on quantities, dates, identifiers, polarity and structured sources. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/index.js';
import { source } from './fixtures.js';

const text = (t: string) => source('s', t);
const json = (t: string) => source('j', t, 'application/json', 'sources/j.json');
const csv = (t: string) => source('c', t, 'text/csv', 'sources/c.csv');

describe('assessDeterministic (acceptance)', () => {
  it('refutes "more than 3,780 cases" against a source saying 3,737', () => {
    const r = assessDeterministic(
      'The outbreak caused more than 3,780 cases.',
      text('By the end of the season the outbreak had caused 3,737 cases in total.'),
    );
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('3,737');
    expect(r.passage?.text).toContain('3,737 cases');
  });

  it('supports "passed three checks" against {"checks_passed": 3}', () => {
    const src = json('{"run": 42, "checks_passed": 3, "checks_failed": 0}');
    const r = assessDeterministic('The nightly run passed three checks.', src);
    expect(r.support).toBe('supported');
    expect(r.passage).toBeDefined();
    const range = r.passage?.range ?? { start: 0, end: 0 };
    expect(src.text.slice(range.start, range.end)).toContain('3');
  });

  it('never supports a fabricated "300 mg"', () => {
    const claimText = 'The recommended dose is 300 mg.';
    expect(assessDeterministic(claimText, text('The recommended dose is 200 mg daily.')).support).toBe('refuted');
    const unrelated = assessDeterministic(
      claimText,
      text('Take the tablets with water after a meal. The recommended dose depends on age.'),
    );
    expect(unrelated.support).toBe('neutral');
    expect(unrelated.unmatched).toContain('300 mg');
  });
});

describe('assessDeterministic: quantities', () => {
  it('reads a year as a year, never as a count a source count could refute, across the range of years', () => {
    const counts = text('The outbreak began with 12 cases and ended with 3,737.');
    for (const year of ['1066', '1800', '1905', '1999', '2019', '2026', '2100']) {
      const r = assessDeterministic(`The outbreak began in ${year}.`, counts);
      expect(r.support, `"began in ${year}"`).not.toBe('refuted');
      expect(r.rule, `"began in ${year}"`).not.toContain('12');
    }
    // Out of the range of years, a four-digit number is a count again, and a wrong one is refuted.
    expect(assessDeterministic('The outbreak caused 3,738 cases.', counts).support).toBe('refuted');
  });

  const cases: [string, string, string][] = [
    ['The outbreak caused about 3,700 cases.', 'The outbreak caused 3,737 cases.', 'supported'],
    ['The outbreak caused fewer than 4,000 cases.', 'The outbreak caused 3,737 cases.', 'supported'],
    ['The outbreak caused at least 3,800 cases.', 'The outbreak caused 3,737 cases.', 'refuted'],
    ['The outbreak caused between 3,000 and 4,000 cases.', 'The outbreak caused 3,737 cases.', 'supported'],
    ['The outbreak caused 3-3.5 thousand cases.', 'The outbreak caused 3,737 cases.', 'refuted'],
    ['The parcel weighs 1.5 kg.', 'The parcel weighs 1500 g.', 'supported'],
    ['The parcel weighs 1.5 kg.', 'The parcel weighs 1200 g.', 'refuted'],
    ['Half of the patients recovered.', 'In the trial 50% of the patients recovered.', 'supported'],
    ['37% of voters agreed.', 'A share of 0.37 of voters agreed.', 'supported'],
    ['The city has 3.7 million residents.', 'The city has 3,737,000 residents.', 'supported'],
    ['The project cost $4.2 million.', 'The project cost $4,200,000 in total.', 'supported'],
    ['The project cost $5 million.', 'The project cost $4,200,000 in total.', 'refuted'],
    ['Twenty-one people attended.', '21 people attended the meeting.', 'supported'],
    ['The download takes 90 seconds.', 'The download takes 1.5 minutes.', 'supported'],
    ['One in four adults smoke.', '25% of adults smoke.', 'supported'],
  ];
  for (const [claimText, sourceText, expected] of cases) {
    it(`${claimText} / ${sourceText} -> ${expected}`, () => {
      expect(assessDeterministic(claimText, text(sourceText)).support).toBe(expected);
    });
  }

  it('does not match a count to a different quantity in the same passage', () => {
    const r = assessDeterministic(
      'The outbreak caused 12 cases.',
      text('The outbreak caused 3,737 cases and 12 deaths.'),
    );
    expect(r.support).toBe('refuted');
  });

  it('compares a CSV row by its header', () => {
    const src = csv('city,population,year\nBerlin,3737000,2024\nParis,2100000,2024\n');
    expect(assessDeterministic('Berlin had 3.7 million residents in 2024.', src).support).toBe('supported');
    expect(assessDeterministic('Paris had 3.7 million residents in 2024.', src).support).not.toBe('supported');
  });
});

describe('assessDeterministic: what a number is of', () => {
  it('does not take the number of an ordered list item for a value the item states', () => {
    const list = source('l', 'Details:\n\n1. The cache holds entries up to the mask size.\n2. Entries expire daily.\n');
    const r = assessDeterministic('The cache holds 16 entries.', list);
    expect(r.support).toBe('neutral');
    expect(r.rule).not.toMatch(/gives 1\b/u);
    const stated = source('m', 'Details:\n\n1. The cache holds 12 entries.\n2. Entries expire daily.\n');
    expect(assessDeterministic('The cache holds 16 entries.', stated)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 12 for "The cache holds 12 entries." (m.txt:3), not 16',
    });
  });

  it('reads a name with its number ("Node.js 20") as one name, stated where the claim\'s values are', () => {
    const lts = source(
      'lts',
      'Node.js 18 entered long-term support in October 2022 and reached end of life on April 30, 2025. ' +
        'Node.js 20 became LTS in October 2023; its end of life is planned for April 30, 2026.',
    );
    expect(assessDeterministic('Node.js 18 reached end of life in April 2025.', lts).support).toBe('supported');
    expect(assessDeterministic('Node.js 20 became LTS in October 2023.', lts).support).toBe('supported');
    // The date is Node.js 18's, not Node.js 20's.
    expect(assessDeterministic('Node.js 20 reached end of life in April 2025.', lts).support).not.toBe('supported');
    expect(assessDeterministic('Node.js 20 became LTS in October 2022.', lts).support).not.toBe('supported');
  });

  it('reads a CI config: a duration "after" which a job stops, and a list in brackets as its entries', () => {
    const workflow = source(
      'ci',
      'jobs:\n  test:\n    runs-on: ubuntu-22.04\n    timeout-minutes: 30\n    strategy:\n      matrix:\n        node: [18, 20, 22]\n',
    );
    expect(assessDeterministic('The test job times out after 30 minutes.', workflow).support).toBe('supported');
    expect(assessDeterministic('The test job times out after 60 minutes.', workflow)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 30 for "jobs.test.timeout-minutes" (ci.txt:4), not 60 minutes',
    });
    expect(assessDeterministic('Tests run on three Node versions.', workflow).support).toBe('supported');
    expect(assessDeterministic('Tests run on four Node versions.', workflow)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 3 entries for "jobs.test.strategy.matrix.node (number of entries)" (ci.txt:7), not four',
    });
  });

  it('reads each release of a sentence of several by its own value, and no other release refutes it', () => {
    const releases = source(
      'rel',
      'Version 5.0 shipped on 2023-08-14. Version 5.1 followed on 2023-11-02, and 6.0 on 2024-02-20.',
    );
    const check = (claim: string) => assessDeterministic(claim, releases);
    expect(check('Version 5.1 shipped in November 2023.').support).toBe('supported');
    expect(check('Version 5.0 shipped in August 2023.').support).toBe('supported');
    // "6.0" has no word of a version beside it: 5.0 is no reason to refute it, nor 5.0's date.
    expect(check('Version 6.0 shipped in late February 2024.').support).toBe('neutral');
    expect(check('Version 6.0 shipped in late February 2024.').rule).toMatch(
      /^the claim's words fit several places in the source, which give 6\.0 for/u,
    );
    expect(check('Version 5.1 shipped in February 2024.').support).not.toBe('supported');
    expect(check('Version 5.0 shipped in July 2023.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 2023-08-14 for "Version 5.0 shipped on 2023-08-14." (rel.txt:1), not July 2023',
    });
  });

  it('does not compare megabytes with megabits', () => {
    expect(assessDeterministic('The file is 5 MB.', text('The file is 5 Mb.')).support).toBe('neutral');
    expect(assessDeterministic('The link carries 5 Mb.', source('b', 'The link carries 5 Mb.')).support).toBe(
      'supported',
    );
  });

  it('does not take one statistic of a measure for another', () => {
    const both = source('st', 'The mean latency was 120 ms; the median was 95 ms.');
    expect(assessDeterministic('The median latency was 120 ms.', both).support).not.toBe('supported');
    expect(assessDeterministic('The median latency was 95 ms.', both).support).toBe('supported');
    expect(assessDeterministic('The average latency was 120 ms.', both).support).toBe('supported');
    const fields = json('{"mean_ms": 120, "median_ms": 95}');
    expect(assessDeterministic('The median latency was 120 ms.', fields).support).toBe('refuted');
  });
});

describe('assessDeterministic: dates, identifiers, names, polarity', () => {
  it('matches written and ISO dates and checks the weekday', () => {
    const src = text('The release shipped on 2024-03-05.');
    expect(assessDeterministic('The release shipped on Tuesday, March 5, 2024.', src).support).toBe('supported');
    expect(assessDeterministic('The release shipped on Monday, March 5, 2024.', src).support).toBe('refuted');
    expect(assessDeterministic('The release shipped on 6 March 2024.', src).support).toBe('refuted');
    expect(assessDeterministic('The release shipped in 2024.', src).support).toBe('supported');
  });

  it('orders dates for "before" and "after", and reads a score as no range', () => {
    const src = text('Guilty Gear was first released in Japan on May 14 , 1998 for the PlayStation.');
    expect(assessDeterministic('Guilty Gear was first released in Japan before June 1, 1998.', src).support).toBe(
      'supported',
    );
    expect(assessDeterministic('Guilty Gear was first released in Japan before May 1, 1998.', src).support).toBe(
      'refuted',
    );
    expect(assessDeterministic('Guilty Gear was first released in Japan after 1997.', src).support).toBe('supported');
    expect(assessDeterministic('The team won by more than three goals.', text('The team won 4–1.')).support).not.toBe(
      'refuted',
    );
  });

  it('requires identifiers and names to appear', () => {
    const src = text('Version v2.4.1 of the Acme client fixed the crash.');
    expect(assessDeterministic('Version v2.4.1 of the Acme client fixed the crash.', src).support).toBe('supported');
    expect(assessDeterministic('Version v2.4.2 of the Acme client fixed the crash.', src).support).toBe('refuted');
    expect(assessDeterministic('Version v2.4.1 of the Globex client fixed the crash.', src).support).toBe('neutral');
  });

  it('refutes negation and antonym flips', () => {
    expect(
      assessDeterministic(
        'The drug is not effective against the virus.',
        text('The drug is effective against the virus.'),
      ).support,
    ).toBe('refuted');
    expect(
      assessDeterministic(
        "The drug isn't effective against the virus.",
        text('The drug is effective against the virus.'),
      ).support,
    ).toBe('refuted');
    expect(assessDeterministic('Revenue rose by 5% in 2023.', text('Revenue fell by 5% in 2023.')).support).toBe(
      'refuted',
    );
  });

  it('does not support a claim that negates more, or swaps the roles of its words', () => {
    expect(
      assessDeterministic(
        'There is no boy playing outdoors and there is no man smiling.',
        text('The young boys are playing outdoors and the man is smiling nearby.'),
      ).support,
    ).not.toBe('supported');
    const swapped = assessDeterministic('A dog is biting a tree.', text('A tree is biting a dog.'));
    expect(swapped.support).toBe('neutral');
    expect(swapped.rule).toContain('same order');
    expect(assessDeterministic('A dog is biting a tree.', text('In the park a dog is biting a tree.')).support).toBe(
      'supported',
    );
  });

  it('stays neutral when the wording is not covered', () => {
    expect(
      assessDeterministic('Vitamin D prevents infection.', text('Vitamin D levels were measured in all participants.'))
        .support,
    ).toBe('neutral');
  });
});

describe('assessDeterministic: laws', () => {
  const noun = fc.constantFrom('cases', 'patients', 'servers', 'visitors', 'tickets');
  it('a sentence supports itself, and any other value of its number is refuted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999 }), fc.integer({ min: 1, max: 9_999_999 }), noun, (a, b, n) => {
        const sentence = `The region reported ${a.toLocaleString('en-US')} ${n} last year.`;
        expect(assessDeterministic(sentence, text(sentence)).support).toBe('supported');
        const other = `The region reported ${b.toLocaleString('en-US')} ${n} last year.`;
        expect(assessDeterministic(other, text(sentence)).support).toBe(a === b ? 'supported' : 'refuted');
      }),
      { numRuns: 150 },
    );
  });

  it('"more than X" is supported exactly when the source value exceeds X', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), (x, v) => {
        const r = assessDeterministic(`The archive holds more than ${x} files.`, text(`The archive holds ${v} files.`));
        expect(r.support).toBe(v > x ? 'supported' : 'refuted');
      }),
      { numRuns: 150 },
    );
  });

  it('is pure: the same input gives the same result, whatever was assessed before', () => {
    // Two equal sources as separate objects, so neither result is served from the other's parsed-passage cache, with
    // other claims and sources assessed in between.
    const first = assessDeterministic('The run passed three checks.', json('{"checks_passed": 3}'));
    assessDeterministic('The run passed four checks.', json('{"checks_passed": 4, "checks_failed": 1}'));
    assessDeterministic('It took 3.1 ms.', text('It took 3.1 ms across 40 runs.'));
    const again = assessDeterministic('The run passed three checks.', json('{"checks_passed": 3}'));
    expect(again).toEqual(first);
    expect(first.support).toBe('supported');
  });
});
