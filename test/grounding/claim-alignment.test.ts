// Which source value a claim's value is aligned with (row, year, month, release, statistic, clause) and what the verdict's reason then says.
import { describe, expect, it } from 'vitest';
import { readClaim } from '../../src/grounding/claim-facts.js';
import { alignment, assessDeterministic, ownYear } from '../../src/grounding/deterministic.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { expectVerdict, freight, loaderShelf, md, needs } from './fixtures.js';

describe('a value said of what the source says of another value in its sentence', () => {
  const survey = md('survey.md', ['In the survey, 64% use TypeScript at work and 41% use Rust.']);

  it('leaves to a person a value the claim gives words the sentence says of another value', () => {
    const r = assessDeterministic('64% use TypeScript at work alongside Rust', survey);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      'the claim says "64%" of "Rust", which the source says of 41% ("In the survey, 64% use TypeScript at work and 41% use Rust."); no check here can judge which value it means',
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
      'the claim says "64%" of "Rust", which the source says of 41% ("In the survey, 64% use TypeScript at work and 41% use Rust."); no check here can judge which value it means',
    );
  });

  it("takes the subject from before the sentence's first value, not before the claim's own", () => {
    const later = md('survey.md', ['Of 2,000 developers surveyed, 41% use Zig and 64% use TypeScript at work.']);
    const r = assessDeterministic('64% use TypeScript at work alongside Zig', later);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      'the claim says "64%" of "Zig", which the source says of 41% ("Of 2,000 developers surveyed, 41% use Zig and 64% use TypeScript at work."); no check here can judge which value it means',
    );
  });

  it('reads a name of two letters ("Go") as the word another value is said of', () => {
    const go = md('survey.md', ['Of 2,000 developers surveyed, 41% use Go and 64% use TypeScript at work.']);
    expect(assessDeterministic('64% use TypeScript at work alongside Go.', go).rule).toBe(
      'the claim says "64%" of "Go", which the source says of 41% ("Of 2,000 developers surveyed, 41% use Go and 64% use TypeScript at work."); no check here can judge which value it means',
    );
    expect(assessDeterministic('41% use Go.', go).support).toBe('supported');
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

describe("a value of a sentence's clause that names what the claim names", () => {
  const survey = md('survey.md', ['# Survey 2024', '', '64% of respondents use Python and 41% use Rust.']);
  const usage = md('usage.md', ['Python is used by 52% of respondents, while Go is used by 30%.']);
  const regions = md('results.md', ['Sales rose 12% in Asia and 5% in Europe.']);

  it("is the value meant, though the claim's other words are only in the first clause's", () => {
    expectVerdict(
      survey,
      '41% of respondents use Rust.',
      'supported',
      'the source states 41% (survey.md:3), Rust (survey.md:3)',
    );
    expectVerdict(usage, 'Go is used by 30% of respondents.', 'supported', 'the source states 30% (usage.md:1)');
  });

  it("refutes the value of another name's clause, and gives the clause's own value", () => {
    expectVerdict(
      survey,
      '64% of respondents use Rust.',
      'refuted',
      'the source gives 41% for "64% of respondents use Python and 41% use Rust." (survey.md:3), not 64%',
    );
    expectVerdict(
      survey,
      '41% of respondents use Python.',
      'refuted',
      'the source gives 64% for "64% of respondents use Python and 41% use Rust." (survey.md:3), not 41%',
    );
    expectVerdict(
      usage,
      'Go is used by 52% of respondents.',
      'refuted',
      'the source gives 30% for "Python is used by 52% of respondents, while Go is used by 30%." (usage.md:1), not 52%',
    );
    expectVerdict(
      regions,
      'Sales rose 12% in Europe.',
      'refuted',
      'the source gives 5% for "Sales rose 12% in Asia and 5% in Europe." (results.md:1), not a rise of 12%',
    );
  });

  it('decides nothing when the claim names both clauses, or a name no clause has of its own', () => {
    expect(assessDeterministic('64% of respondents use Python and Rust.', survey).support).not.toBe('supported');
    const shared = md('survey.md', ['64% of students use Python and 41% of teachers use Python.']);
    expect(assessDeterministic('41% of students use Python.', shared).support).not.toBe('supported');
  });

  it('reads a one-letter name ("C", "R") as a name of its clause', () => {
    const languages = md('survey.md', ['64% of respondents use C and 41% use R.']);
    expectVerdict(languages, '41% of respondents use R.', 'supported', 'the source states 41% (survey.md:1)');
    expectVerdict(
      languages,
      '64% of respondents use R.',
      'refuted',
      'the source gives 41% for "64% of respondents use C and 41% use R." (survey.md:1), not 64%',
    );
    // ("A" and "I" are words, not names.)
    expect(assessDeterministic('I know 64% of respondents use A.', languages).support).not.toBe('refuted');
  });

  it('names the word the claim shares with another clause as the source writes it, not by its root', () => {
    const r = assessDeterministic(
      '64% of respondents use TypeScript with Rust.',
      md('s.md', ['64% of respondents use TypeScript and 41% use Rust.']),
    );
    expect(r.support).toBe('neutral');
    expect(r.rule).toContain('of "Rust"');
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
    expect(r.rule).toBe('the source states $140 million (results.md:1:131)');
  });
});

describe('the month a claim gives a value for', () => {
  it("finds the value in a sentence, which has no row of a month to be another month's", () => {
    const log = md('hut.md', ["In the season's log, nights booked were 63 in August 2026."]);
    const r = assessDeterministic('Nights booked were 63 in August 2026.', log);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 63 (hut.md:1), August 2026 (hut.md:1)');
  });
});

describe('a rate beside a field that holds a time', () => {
  const config = {
    uri: 'config.json',
    mediaType: 'application/json',
    title: '',
    text: JSON.stringify({ client: { poll_interval: 80, retries: 3 } }, null, 2),
  };

  it("reads a unitless interval field in the claim's unit of time", () => {
    const r = assessDeterministic('The client polls every 80 milliseconds.', config);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 80 milliseconds (config.json:3)');
  });

  it('does not read an interval field as a number of things a second', () => {
    const r = assessDeterministic('The client sends 80 requests per second.', config);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('the source does not state 80 (said of: client, sends, requests, second)');
  });

  it('does not read an interval field as how often something happens', () => {
    const heartbeat = {
      uri: 'config.json',
      mediaType: 'application/json',
      title: '',
      text: JSON.stringify({ heartbeat: { interval: 30, timeout_ms: 5000 } }, null, 2),
    };
    const r = assessDeterministic('The heartbeat fires 30 times a minute.', heartbeat);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe('the source does not state 30 times (said of: heartbeat, fires, times, minute)');
  });

  it('reads a rate in a list item as it does in a sentence, whatever time words stand beside it', () => {
    const notes = md('notes.md', ['- The render loop ran at 80 frames per second with low latency.']);
    const r = assessDeterministic('The render loop ran at 80 frames per second.', notes);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states 80 (notes.md:1)');
  });
});

describe('the words of a comparison a check has borne out', () => {
  it('takes "only" as borne out by a value checked close to another year\'s, and no other word', () => {
    const close = assessDeterministic(
      'Road freight reached 41,002 in 2012, only a hair above the 2011 figure.',
      freight,
    );
    expect(close.support).toBe('supported');
    expect(close.rule).toBe('the source states 41,002 (freight.csv:10), 2012 (freight.csv:10), 2011 (freight.csv:9)');
    const main = assessDeterministic(
      'Road freight, the main mode, reached 41,002 in 2012, only a hair above the 2011 figure.',
      freight,
    );
    expect(main.support).toBe('neutral');
    expect(main.rule).toBe(needs('main'));
  });

  it('does not take "only" as borne out when no value was checked close to another', () => {
    const r = assessDeterministic('Only road freight reached 41,002 in 2012.', freight);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(needs('only'));
  });

  it('takes "most" as borne out by a count checked as the most common, and no other word', () => {
    const common = assessDeterministic(
      'An interval of 80 milliseconds is the most common, used by three loaders.',
      loaderShelf,
    );
    expect(common.support).toBe('supported');
    expect(common.rule).toBe('the source states 80 milliseconds (loaders.json:1), three (loaders.json:1)');
    // Three of six loaders is no majority.
    const majority = assessDeterministic(
      'An interval of 80 milliseconds is the most common, used by three loaders, a majority.',
      loaderShelf,
    );
    expect(majority.support).toBe('neutral');
    expect(majority.rule).toBe(needs('majority'));
  });

  it('takes "every" and "all" as borne out by one mark for every measure, and not without it', () => {
    const runs = {
      uri: 'results.json',
      mediaType: 'application/json',
      title: '',
      text: JSON.stringify({
        machine: 'c5.large',
        cores: 4,
        results: [
          { name: 'quick', version: '2.1.0', req_per_sec: '51000.5', p99_latency: '18.2' },
          { name: 'broken', version: '0.9.1', req_per_sec: 'N/A', p99_latency: 'N/A' },
          { name: 'partial', version: '1.2.0', req_per_sec: 'N/A', p99_latency: '30.1' },
        ],
      }),
    };
    for (const claim of [
      'Version 0.9.1 of broken is listed, but every measurement reads N/A.',
      'Version 0.9.1 of broken is listed, but all of its measurements read N/A.',
    ]) {
      const r = assessDeterministic(claim, runs);
      expect(r.support).toBe('supported');
      expect(r.rule).toBe('the source states 0.9.1 (results.json:1:152)');
    }
    const main = assessDeterministic(
      'Version 0.9.1 of broken, the main failure, is listed, but every measurement reads N/A.',
      runs,
    );
    expect(main.support).toBe('neutral');
    expect(main.rule).toBe(needs('main'));
    const listed = assessDeterministic('Every result of broken, version 0.9.1, is listed.', runs);
    expect(listed.support).toBe('neutral');
    expect(listed.rule).toBe(needs('every'));
  });

  it("takes a rank's own word as borne out once the rank is checked, and no other word", () => {
    const bench = md('bench.md', [
      '| Framework | Requests/s | Latency (ms) |',
      '| --------- | ---------- | ------------ |',
      '| node-http | 52,000     | 1.9          |',
      '| fastify   | 47,000     | 2.1          |',
      '| koa       | 35,000     | 2.8          |',
      '| express   | 14,000     | 7.0          |',
    ]);
    const ranked = assessDeterministic('Fastify handled 47,000 requests per second and came second.', bench);
    expect(ranked.support).toBe('supported');
    expect(ranked.rule).toBe('the source states 47,000 (bench.md:4), second (bench.md:4)');
    const main = assessDeterministic('At 47,000 per second, Fastify, the main framework, ranks second.', bench);
    expect(main.support).toBe('neutral');
    expect(main.rule).toBe(needs('main'));
    const unranked = assessDeterministic(
      'Fastify handled 47,000 requests per second, ranked among the leaders.',
      bench,
    );
    expect(unranked.support).toBe('neutral');
    expect(unranked.rule).toBe(needs('ranked'));
  });

  it('refutes a wording the source turns round with no value left unmatched', () => {
    const r = assessDeterministic('Latency fell to 40 ms.', md('notes.md', ['Latency rose to 40 ms.']));
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the claim says "fell" where the source says "rose" (notes.md:1)');
    expect(r.unmatched).toEqual([]);
  });
});

/** How strongly each source value of the claim value's kind is aligned with it, by the source value's text. */
function scores(claimText: string, value: string, src: { uri: string; mediaType: string; text: string }) {
  const claim = readClaim(claimText);
  const fact = claim.facts.find((f) => f.text === value);
  if (!fact) throw new Error(`no claim value ${value}`);
  const model = sourceModel({ ...src, title: '' });
  return Object.fromEntries(
    model.facts
      .filter((s) => s.value.kind === fact.value.kind && !s.counted)
      .map((s) => [s.text, alignment(fact, s, claim.years, ownYear(fact, claim))]),
  );
}

const csv = (uri: string, lines: string[]) => ({ uri, mediaType: 'text/csv', text: lines.join('\n') });

describe('how strongly a source value is about what a claim value is about', () => {
  it("counts a release the claim names, in a heading's key or in a record's row, as much as a row's name", () => {
    const log = md('CHANGELOG.md', [
      '## 2.1.0',
      '',
      '- Startup is 40 ms faster.',
      '',
      '## 2.0.0',
      '',
      '- Startup is 25 ms faster.',
    ]);
    // "release" (the version's own kind), and the version the claim names (3).
    expect(scores('Version 2.1.0 made startup 40 ms faster.', '2.1.0', log)).toEqual({ '2.1.0': 5, '2.0.0': 2 });
    const runs = {
      uri: 'results.json',
      mediaType: 'application/json',
      text: JSON.stringify({
        results: [
          { name: 'quick', version: '2.1.0', req_per_sec: 51000 },
          { name: 'quick', version: '2.0.0', req_per_sec: 48000 },
        ],
      }),
    };
    // "requests" (2), the row's name "quick" (1.5) and release (3), and its name named whole (0.5): a release is no
    // word of a row's name, so the other release's row is named whole too, only without the release.
    expect(scores('Version 2.1.0 of quick handled 51,000 requests per second.', '51,000', runs)).toEqual({
      '51000': 7,
      '48000': 4,
    });
  });

  it('counts a product the claim names with a version as much as a release', () => {
    const bench = md('bench.md', [
      '| Framework | Requests/s |',
      '| --- | --- |',
      '| node v24.18.0 | 52,000 |',
      '| 2.1.0 | 40,000 |',
    ]);
    expect(scores('Node v24.18.0 handled 52,000 requests per second.', 'v24.18.0', bench)).toEqual({
      'v24.18.0': 5.5,
      '2.1.0': 0.5,
    });
  });

  it('counts a row the claim names whole above one it names in part', () => {
    const bench = md('bench.md', [
      '| Framework | Requests/s |',
      '| --- | --- |',
      '| fastify | 47,000 |',
      '| fastify-big-json | 12,000 |',
    ]);
    const r = scores('Fastify handled 47,000 requests per second.', '47,000', bench);
    expect(r['47,000']).toBe(6);
    // One of the row's three words named: a quarter of a third.
    expect(r['12,000']).toBeCloseTo(6 - 0.5 + 0.25 / 3, 10);
  });

  it('reads a row\'s word that ends in digits after a "v" ("ipv6") as a name, not a version', () => {
    const bench = md('bench.md', ['| Protocol | Requests/s |', '| --- | --- |', '| ipv4 | 120 |', '| ipv6 | 80 |']);
    expect(scores('IPv6 handled 80 requests per second.', '80', bench)).toEqual({ '120': 4, '80': 6 });
  });

  it("does not let a date or a year be named by its row's other dates", () => {
    const fleet = csv('fleet.csv', [
      'loco,entered_service,withdrawn',
      'DX 5001,1984-04-01,1986',
      'DX 5002,1985-06-12,1990',
    ]);
    const claim = 'DX 5001, withdrawn in 1986, entered service on 1 April 1984.';
    const service = scores(claim, '1 April 1984', fleet);
    // The claim's 1986 names the first row's withdrawal, not its entry into service.
    expect(service['1984-04-01']).toBe(service['1985-06-12']);
    // A year a cell gives ("c. 2001") is not named by the row's closing year, which the claim names as that.
    const stations = md('stations.md', [
      '| Station | Opened | Closed |',
      '| --- | --- | --- |',
      '| Kelburn | 1998 | 2023 |',
      '| Aro | c. 2001 | 2019 |',
    ]);
    const opened = scores('Aro station, opened around 2001, closed in 2019.', 'around 2001', stations);
    // (The row the claim names: "Aro" elsewhere in the claim, 0.5, and named whole, 0.5.)
    expect(opened['c. 2001']).toBe((opened['1998'] ?? Number.NaN) + 1);
    // A day of the year with no year of its own is a date too.
    const festivals = md('festivals.md', [
      '| Festival | Opens | First held |',
      '| --- | --- | --- |',
      '| Kelburn | 14 March | 1998 |',
      '| Aro | 2 May | 2004 |',
    ]);
    // "opens" (2), "Kelburn" named elsewhere in the claim (0.5) and whole (0.5), "first held" of its scope (0.5).
    expect(scores('Kelburn, first held in 1998, opens on 14 March.', '14 March', festivals)).toEqual({
      '14 March': 3.5,
      '2 May': 2.5,
    });
  });

  it("counts a statistic the source's key shares with the claim, and against one it does not", () => {
    const runs = md('latency.md', [
      '| Run | Median p95 latency (ms) | Mean latency (ms) |',
      '| --- | --- | --- |',
      '| a | 41 | 30 |',
    ]);
    expect(scores('The p95 latency was 41 ms.', '41 ms', runs)).toEqual({ '41': 6, '30': 1.25 });
  });

  it('counts a row of the year the claim gives the value for, and against a row of another year', () => {
    const freight = csv('freight.csv', [
      'year,mode,tonnes',
      '2011-01-01,Road,40877',
      '2012-01-01,Road,41002',
      '2013-01-01,Road,39876',
    ]);
    expect(scores('Road freight was 41,002 in 2012.', '41,002', freight)).toEqual({
      '40877': -1,
      '41002': 3.5,
      '39876': -1,
    });
  });

  it('counts a value under a heading of a year the claim names, though the claim names another too', () => {
    const sales = md('sales.md', [
      '# Sales',
      '',
      '## 2022',
      '',
      'Sales were 40 units.',
      '',
      '## 2023',
      '',
      'Sales were 55 units.',
    ]);
    const r = scores('Sales rose from 40 in 2022 to 55 in 2023.', '40', sales);
    expect(r['40']).toBe(3);
  });
});
