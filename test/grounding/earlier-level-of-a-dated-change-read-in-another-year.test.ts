// A claim dated by one year that gives the level a change started from ("up from 44%"), which the source gives for the year before.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

describe('the level a dated change started from, given by the source for an earlier year', () => {
  it('is supported, in sentences, as the earlier level and not as a value of the claim’s year', () => {
    const survey = md('survey.md', [
      '# Survey',
      '',
      'In 2023, adoption reached 49%.',
      '',
      'In 2022, adoption stood at 44%.',
      '',
    ]);
    expect(verdict('In 2023 adoption rose to 49% from 44%.', survey)).toEqual([
      'supported',
      'the source states 2023 (survey.md:3), 49% (survey.md:3), 44% (survey.md:5)',
    ]);
  });

  it('is supported, in list items, after "up from"', () => {
    const survey = md('survey.md', [
      '# Survey',
      '',
      '- In 2023, 49% of teams had adopted it.',
      '- In 2022, 44% of teams had adopted it.',
      '',
    ]);
    expect(verdict('In 2023, 49% of teams had adopted it, up from 44%.', survey)).toEqual([
      'supported',
      'the source states 2023 (survey.md:3), 49% (survey.md:3), 44% (survey.md:4)',
    ]);
  });
});
