// Negations and opposite words between a claim and the passage it is checked on: "not", "fail to", "rose" against "fell", a comparison turned round.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { antonymFlip, negationCount } from '../../src/grounding/polarity.js';

describe('counting negations', () => {
  it('counts "fail to" as a negation, and "fail" alone as none', () => {
    expect(negationCount('They fail to start.')).toBe(1);
    expect(negationCount('The installer fails to run.')).toBe(1);
    expect(negationCount('The build failed to finish.')).toBe(1);
    expect(negationCount('Tests fail often.')).toBe(0);
    expect(negationCount('It is not fast.')).toBe(1);
  });

  it('counts no negation in a bound ("no more than")', () => {
    expect(negationCount('No more than 3 runs fail.')).toBe(0);
    expect(negationCount('No runs fail.')).toBe(1);
  });

  it('counts no negation in "not until" a date, which says when, only later than it says nothing of', () => {
    expect(negationCount('Its end of life is not until 30 April 2028.')).toBe(0);
    expect(negationCount('It was not released until 2028.')).toBe(1);
  });
});

describe('a negation word written as a name or in code', () => {
  it('counts none: a capital within a sentence or a backtick makes it a literal', () => {
    expect(negationCount('2.0.1 made it possible to pass None as the salt again.')).toBe(0);
    expect(negationCount('The salt can be `none` again.')).toBe(0);
    expect(negationCount('None of the salts is kept. It has no salt.')).toBe(2);
  });
});

describe('opposite words', () => {
  it('finds a word whose opposite the passage uses, as the passage writes it', () => {
    expect(antonymFlip('Sales rose in 2023.', 'Sales fell in 2023.')).toEqual({
      claimWord: 'rose',
      passageWord: 'fell',
    });
    expect(antonymFlip('The flag is enabled by default.', 'The flag is Disabled by default.')).toEqual({
      claimWord: 'enabled',
      passageWord: 'Disabled',
    });
  });

  it('finds no flip when the claim itself also says the opposite word', () => {
    expect(antonymFlip('Sales rose, then fell.', 'Sales fell.')).toBeUndefined();
  });
});

describe('a comparison turned round', () => {
  it('finds the other direction when the claim compares the same things', () => {
    // Only the first side is named in both: that is enough to know the things compared.
    expect(
      antonymFlip(
        'Remote developers earn 8% less than their colleagues.',
        'Remote developers were 8% greater than office developers.',
      ),
    ).toEqual({ claimWord: 'less than', passageWord: 'greater than' });
  });

  it('takes the sides as swapped only when each side of the claim is the other side of the passage', () => {
    // "office" is on the claim's first side and the passage's second, but "contractors" is on no side of the passage.
    expect(
      antonymFlip(
        'Remote and office staff earn 8% less than contractors.',
        'Remote developers were 8% greater than office developers.',
      ),
    ).toEqual({ claimWord: 'less than', passageWord: 'greater than' });
  });

  it('finds nothing when the two comparisons share no side', () => {
    expect(
      antonymFlip('Remote developers earn 8% less than office developers.', 'Trains are 8% greater than buses.'),
    ).toBeUndefined();
  });

  it('shows both sentences, without their closing stops, when the sides are swapped', () => {
    expect(
      antonymFlip(
        'x86 binaries are 8% greater than ARM64 binaries.',
        'ARM64 binaries were 8% greater than x86 binaries.',
      ),
    ).toEqual({
      claimWord: 'x86 binaries are 8% greater than ARM64 binaries',
      passageWord: 'ARM64 binaries were 8% greater than x86 binaries',
    });
    expect(
      antonymFlip(
        '  Deno binaries are 8% greater than Node.js binaries!  ',
        'Node.js binaries were 8% greater than Deno binaries...',
      ),
    ).toEqual({
      claimWord: 'Deno binaries are 8% greater than Node.js binaries',
      passageWord: 'Node.js binaries were 8% greater than Deno binaries',
    });
  });

  it('cuts a long sentence to 140 characters', () => {
    const x86 =
      'the statically linked x86 release binaries that the nightly job builds on the shared runner of the project';
    const flip = antonymFlip(
      `${x86} are 8% greater than ARM64 binaries.`,
      `ARM64 binaries were 8% greater than ${x86}.`,
    );
    expect(flip?.claimWord).toBe(`${x86} are 8% greater than ARM64 binaries`.slice(0, 140));
    expect(flip?.passageWord).toHaveLength(140);
  });

  it('finds no flip when the sides are swapped and the direction too', () => {
    expect(
      antonymFlip(
        'x86 binaries are 8% smaller than ARM64 binaries.',
        'ARM64 binaries were 8% greater than x86 binaries.',
      ),
    ).toBeUndefined();
  });

  it('finds no flip when both sides meet both ways', () => {
    // "earn" is on the first side of both (the same sides) while the languages change sides (swapped): both at once.
    expect(
      antonymFlip(
        'Rust developers earn 8% more than Go developers.',
        'Go developers earn 8% more than Rust developers.',
      ),
    ).toBeUndefined();
  });
});

describe('a source that says something failed', () => {
  it('refutes a claim that it worked', () => {
    const source = {
      uri: 'notes.txt',
      mediaType: 'text/plain',
      text: 'The installer fails to run on older laptops.',
      title: '',
    };
    expect(assessDeterministic('The installer runs on older laptops.', source).support).toBe('refuted');
  });
});
