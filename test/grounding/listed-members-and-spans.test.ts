// The members a claim lists after a count, split at commas, "and" and "or", and the years a claim counts in its own span.
import { describe, it } from 'vitest';
import { expectVerdict, freightModes, source } from './fixtures.js';

describe('the members a claim lists after a count', () => {
  const modes = freightModes('freight-list', 'data/list.csv');

  it('reads a list written with no space after the colon or the comma', () => {
    expectVerdict(
      modes,
      'The table covers three modes:air, rail and road.',
      'neutral',
      'the source gives Rail, Road, Inland waterway, not air',
    );
    expectVerdict(
      modes,
      'The table covers three modes:rail,air and road.',
      'neutral',
      'the source gives Rail, Road, Inland waterway, not air',
    );
  });

  it('reads the list after several words of what is counted', () => {
    expectVerdict(
      modes,
      'The table covers three modes of transport: air, rail and road.',
      'neutral',
      'the source gives Rail, Road, Inland waterway, not air',
    );
  });

  it('takes a list only right after the count, not after a later colon', () => {
    expectVerdict(
      modes,
      'The table covers three modes (rail, road and inland waterways), as its note says: tonnes by year.',
      'supported',
      'the source states three (list.csv:2)',
    );
  });

  it('keeps a member whose first word begins with "or" or "and" whole', () => {
    expectVerdict(
      modes,
      'The table covers three modes: rail, road, ore barges.',
      'neutral',
      'the source gives Rail, Road, Inland waterway, not ore barges',
    );
    expectVerdict(
      modes,
      'The table covers three modes: rail, road, andean rail.',
      'neutral',
      'the source gives Rail, Road, Inland waterway, not andean rail',
    );
  });
});

describe('a span of years whose ends the source must give', () => {
  const survey = source(
    'survey-households',
    'The survey ran from 2001 to 2017 and asked 2,019 households about their commute.\n',
    'text/plain',
    'reports/households.txt',
  );
  const ranged = source(
    'survey-range',
    'The survey ran from 2001 to 2017 and asked between 1200 and 1500 households.\n',
    'text/plain',
    'reports/range.txt',
  );

  it('does not take a count that reads like a year as a year the source gives', () => {
    expectVerdict(
      survey,
      'The survey ran from 2001 to 2019 and asked 2,019 households.',
      'neutral',
      'the source gives no figure for 2019',
    );
  });

  it('leaves a range of other numbers to the source that states it', () => {
    expectVerdict(
      ranged,
      'The survey asked between 1200 and 1500 households.',
      'supported',
      'the source states between 1200 and 1500 (range.txt:1)',
    );
  });
});

describe('a number of years the claim gives for its own span', () => {
  const pilot = source(
    'pilot-years',
    'The pilot survey ran from 2016 to 2017 and asked 1,200 households about their commute.\n',
    'text/plain',
    'reports/pilot.txt',
  );
  const survey = source(
    'survey-months',
    'The survey ran from 2001 to 2017 and asked 4,200 households about their commute.\n',
    'text/plain',
    'reports/months.txt',
  );

  it('counts one year as well as several', () => {
    expectVerdict(
      pilot,
      'The pilot survey ran for 1 year, from 2016 to 2017.',
      'supported',
      'the source states 1 year (pilot.txt:1), 2016 to 2017 (pilot.txt:1)',
    );
  });

  it('does not count a length in months against a span of years', () => {
    expectVerdict(
      survey,
      'The survey ran for sixteen months, from 2001 to 2017.',
      'neutral',
      'the source does not state sixteen months (said of: survey, ran, sixteen, months)',
    );
  });
});

describe('a number of years before a range of another measure', () => {
  const grow = source(
    'survey-grow',
    'The survey ran for two years and grew from 1200 to 1500 households.\n',
    'text/plain',
    'reports/grow.txt',
  );

  it('does not count the years of a range of households', () => {
    expectVerdict(
      grow,
      'The survey ran for two years, from 1200 to 1500 households.',
      'supported',
      'the source states two years (grow.txt:1), 1200 to 1500 (grow.txt:1)',
    );
  });
});

describe('a number of years in a claim that also gives a date', () => {
  const started = source(
    'survey-start',
    'Survey 2.0 ran from 2001 to 2017, starting on 1 March 2001.\n',
    'text/plain',
    'reports/start.txt',
  );

  it('looks for the span among the claim’s numbers, past the date', () => {
    expectVerdict(
      started,
      'Starting on 1 March 2001, the survey ran for sixteen years, from 2001 to 2017.',
      'supported',
      'the source states 1 March 2001 (start.txt:1), sixteen years (start.txt:1), 2001 to 2017 (start.txt:1)',
    );
  });
});
