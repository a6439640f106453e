// Which source value a claim's value is aligned with (row, year, month, release, statistic, clause) and what the verdict's reason then says.
import { describe, expect, it } from 'vitest';
import { readClaim } from '../../src/grounding/claim-facts.js';
import { assessDeterministic, ownYear } from '../../src/grounding/deterministic.js';

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

/** The year the claim gives each of its values for, as "value: year" ("-" for none). */
const yearsOf = (text: string): string[] => {
  const claim = readClaim(text);
  return claim.facts.map((f) => `${f.text}: ${ownYear(f, claim) ?? '-'}`);
};

describe('the year a claim gives a value for', () => {
  it('is the year written right after the value, in words or in brackets', () => {
    expect(yearsOf('The shelter housed 165 in 2021 and 157 (2023).')).toEqual([
      '165: 2021',
      '2021: -',
      '157: 2023',
      '2023: -',
    ]);
  });

  it('is the end of a span the value is the same end of, and none for a value outside the span', () => {
    expect(yearsOf('Share rose from 15.7% to 16.5% between 2021 and 2023, reaching 3 million users.')).toEqual([
      '15.7%: 2021',
      '16.5%: 2023',
      'between 2021 and 2023: -',
      '3 million: -',
    ]);
  });

  it('is none for a year itself, even with another year in brackets after it', () => {
    expect(yearsOf('Its founding year, 1998 (1999 in some records), is disputed.')).toEqual(['1998: -', '1999: -']);
  });

  it('is none for a change, a ratio or a move in a direction, which is no level of the year', () => {
    expect(yearsOf('Membership rose by 1.31 million in 2023.')[0]).toBe('1.31 million: -');
    expect(yearsOf('Exports doubled to 412,000 in 2023.')[0]).toBe('412,000: -');
    expect(yearsOf('Latency dropped below 20 ms in 2023.')[0]).toBe('below 20 ms: -');
    expect(yearsOf('Membership fell to 2 million in 2023.')[0]).toBe('2 million: 2023');
  });

  it('is none when what follows the value is a duration or a year only about', () => {
    expect(yearsOf('The shelter housed 165 for 30 days.')).toEqual(['165: -', '30 days: -']);
    expect(yearsOf('The shelter housed 165 in about 2021.')).toEqual(['165: -', 'about 2021: -']);
  });
});

describe('the reason a verdict gives', () => {
  it('names the words the claim says a value of, and none when it says it of nothing', () => {
    const notes = md('notes.md', ['The count was 41 in all.']);
    expect(assessDeterministic('The count was 42.', notes).rule).toBe('the source does not state 42 (said of: count)');
    const bare = assessDeterministic('It was 42.', notes);
    expect(bare.support).toBe('neutral');
    expect(bare.rule).toBe('the source does not state 42');
  });

  it("gives a value's column only when it stands past the 80th", () => {
    const lead = 'According to the dashboard the maintainers checked on Monday, the repo';
    expect(lead.length).toBe(70);
    const at80 = md('stars.md', [`${lead} now has 1,234 stars.`]);
    expect(assessDeterministic('The repo has 1,234 stars.', at80).rule).toBe('the source states 1,234 (stars.md:1)');
    const at82 = md('stars.md', [`${lead} now shows 1,234 stars.`]);
    expect(assessDeterministic('The repo has 1,234 stars.', at82).rule).toBe('the source states 1,234 (stars.md:1:82)');
  });
});

describe('the clause of the claim a value stands in', () => {
  const schools = {
    uri: 'schools.csv',
    mediaType: 'text/csv',
    title: '',
    text: ['school,decile', 'Kapanui School,8', 'Kapiti School,5', 'Kenakena School,8'].join('\n'),
  };
  const denial = (clause: string): string =>
    `the claim says "${clause}", a negation, and the source gives 5 for "decile" of the row "Kapiti School" (schools.csv:3): check by hand that the source bears it out`;

  it("quotes a negated value's own clause, from the cut before it, with no space or word of the clause before", () => {
    const r = assessDeterministic("Last year, Kapiti School's decile was not 6.", schools);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(denial("Kapiti School's decile was not 6"));
  });

  it('reads the negation before a one-digit value whose clause a cut right after it ends', () => {
    const comma = assessDeterministic("Kapiti School's decile is not 6, as the board reported.", schools);
    expect(comma.support).toBe('neutral');
    expect(comma.rule).toBe(denial("Kapiti School's decile is not 6"));
    const semicolon = assessDeterministic("Kapiti School's decile is not 6; the board reported it.", schools);
    expect(semicolon.support).toBe('neutral');
    expect(semicolon.rule).toBe(denial("Kapiti School's decile is not 6"));
  });

  it('does not read "without" and the word it turns round as a negation of the value', () => {
    const r = assessDeterministic("Without doubt Kapiti School's decile is 6.", schools);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the source gives 5 for "decile" of the row "Kapiti School" (schools.csv:3), not 6');
  });

  it("takes the part of the year from the value's own clause, not from a clause after it", () => {
    const results = md('results.md', [
      "In the fourth quarter, Initech's revenue was $310 million. For the full year, revenue reached $1.2 billion and free cash flow was $140 million.",
    ]);
    const r = assessDeterministic(
      "Initech's free cash flow was $140 million, the company said in its fourth quarter report.",
      results,
    );
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states $140 million (results.md:1:131), fourth (results.md:1)');
  });
});
