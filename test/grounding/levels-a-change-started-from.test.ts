// "49%, up from 44%": the level a change started from is no rival to the current value, unless the claim dates its value.
import { describe, expect, it } from 'vitest';
import { md, txt, verdict } from './fixtures.js';

describe('the earlier level of a change beside the current one', () => {
  it('is no rival when two passages each give the current value with their own earlier level', () => {
    const notes = txt('survey.txt', [
      'Adoption rose to 49%, up from 44%.',
      'Adoption among teams also rose to 49%, up from 41%.',
      '',
    ]);
    expect(verdict('Adoption reached 49%.', notes)).toEqual(['supported', 'the source states 49% (survey.txt:1)']);
    const items = md('survey.md', [
      '# Survey',
      '',
      '- Adoption rose to 49%, up from 44%.',
      '- Team adoption rose to 49%, up from 41%.',
      '',
    ]);
    expect(verdict('Adoption reached 49%.', items)).toEqual(['supported', 'the source states 49% (survey.md:3)']);
  });

  it('leaves open which level a dated claim means', () => {
    const notes = txt('survey.txt', ['Adoption rose to 49%, up from 44%.', '']);
    expect(verdict('Adoption reached 49% in 2024.', notes)).toEqual([
      'neutral',
      '"49%" fits 49% for "Adoption rose to 49%, up from 44%." (survey.txt:1), but the source also gives 44% for "Adoption rose to 49%, up from 44%." (survey.txt:1) where the claim\'s words fit as well; say which one the claim means',
    ]);
  });
});

describe('a name the claim gives beside a current value read past its earlier level', () => {
  it('is found in the source, though not in the passage that gives the value', () => {
    const notes = txt('survey.txt', ['Adoption rose to 49%, up from 44%. Acme led the survey.', '']);
    expect(verdict('Adoption at Acme reached 49%.', notes)).toEqual([
      'neutral',
      "the source names Acme (survey.txt:1), but not where it gives the claim's other values",
    ]);
  });
});

describe('a claim that states the earlier level too', () => {
  it('is supported by the passage that gives both, though another passage gives the same current value', () => {
    const notes = txt('survey.txt', [
      'Adoption rose to 49%, up from 44%.',
      'Team adoption rose to 49%, up from 41%.',
      '',
    ]);
    expect(verdict('Adoption reached 49%, up from 44%.', notes)).toEqual([
      'supported',
      'the source states 49% (survey.txt:1), 44% (survey.txt:1)',
    ]);
  });
});
