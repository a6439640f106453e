// Which source value a claim's value is aligned with (row, year, month, release, statistic, clause) and what the verdict's reason then says.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';

const md = (uri: string, lines: string[]) => ({ uri, mediaType: 'text/markdown', text: lines.join('\n'), title: '' });

describe('a value said of what the source says of another value in its sentence', () => {
  const survey = md('survey.md', ['In the survey, 64% use TypeScript at work and 41% use Rust.']);

  it('leaves to a person a value the claim gives words the sentence says of another value', () => {
    const r = assessDeterministic('64% use TypeScript at work alongside Rust', survey);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      'the claim says "64%" of "rust", which the source says of 41% ("In the survey, 64% use TypeScript at work and 41% use Rust."); no check here can judge which value it means',
    );
  });

  it('supports a value given only its own words, whatever names the claim states beside it', () => {
    const r = assessDeterministic('64% use TypeScript at work', survey);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 64% (survey.md:1), TypeScript (survey.md:1)');
  });

  it('reads a list item as it reads a sentence', () => {
    const list = md('survey.md', ['- In the survey, 64% use TypeScript at work and 41% use Rust.']);
    const r = assessDeterministic('64% use TypeScript at work alongside Rust', list);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      'the claim says "64%" of "rust", which the source says of 41% ("In the survey, 64% use TypeScript at work and 41% use Rust."); no check here can judge which value it means',
    );
  });

  it("takes the subject from before the sentence's first value, not before the claim's own", () => {
    const later = md('survey.md', ['Of 2,000 developers surveyed, 41% use Zig and 64% use TypeScript at work.']);
    const r = assessDeterministic('64% use TypeScript at work alongside Zig', later);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      'the claim says "64%" of "zig", which the source says of 41% ("Of 2,000 developers surveyed, 41% use Zig and 64% use TypeScript at work."); no check here can judge which value it means',
    );
  });

  it("does not count the words of the sentence's subject, said of every value, against a later value", () => {
    const team = md('team.md', ['Among Acme engineers, 41% use Rust and 64% use TypeScript at work.']);
    const r = assessDeterministic('Among Acme engineers, 64% use TypeScript at work', team);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 64% (team.md:1), Acme (team.md:1), TypeScript (team.md:1)');
  });

  it("does not read a second value equal to the claim's as a rival", () => {
    const twice = md('survey.md', ['In 2024, 64% of developers used TypeScript at work and 64% used it at home.']);
    const r = assessDeterministic('64% of developers used TypeScript at home', twice);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 64% (survey.md:1), TypeScript (survey.md:1)');
  });

  it('does not read two years of one sentence as rival values', () => {
    const history = md('history.md', ['Founded in 2001 in Berlin, the firm moved to Paris in 2015.']);
    const r = assessDeterministic('The firm was founded in 2001 in Berlin.', history);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 2001 (history.md:1), Berlin (history.md:1)');
  });
});
