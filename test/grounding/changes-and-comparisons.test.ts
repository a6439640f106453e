// Changes a series made over years without a size of their own, comparisons turned round, limits and "until" dates, and which way "faster" goes for times.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { csv, doublingDownloads, md } from './fixtures.js';

const text = (uri: string, body: string) => ({ uri, mediaType: 'text/plain', text: body, title: '' });

describe('a change over years the claim gives no size for', () => {
  const packages = csv('packages.csv', [
    'year,manager,downloads',
    ...['2020,npm,1200000', '2021,npm,1800000', '2022,npm,2400000', '2023,npm,4800000'],
    ...['2020,yarn,900', '2021,yarn,800', '2022,yarn,700', '2023,yarn,600'],
  ]);

  it('refutes a direction the first and last years do not show', () => {
    const fell = assessDeterministic('Downloads fell between 2020 and 2023.', doublingDownloads);
    expect(fell.support).toBe('refuted');
    expect(fell.rule).toBe(
      'the source gives 1200000 for 2020 and 4800000 for 2023: not the fall the claim says (downloads.csv:5)',
    );
    expect(assessDeterministic('Downloads rose between 2020 and 2023.', doublingDownloads).support).toBe('supported');
    expect(assessDeterministic('yarn downloads fell between 2020 and 2023.', packages).support).toBe('supported');
    expect(assessDeterministic('npm downloads fell between 2020 and 2023.', packages).support).toBe('refuted');
  });

  it('checks "doubled", "tripled" and "N-fold" against the ratio of the last year to the first', () => {
    expect(assessDeterministic('Downloads doubled from 2022 to 2023.', doublingDownloads).support).toBe('supported');
    expect(assessDeterministic('Downloads have quadrupled since 2020.', doublingDownloads).support).toBe('supported');
    expect(assessDeterministic('npm downloads grew fourfold from 2020 to 2023.', packages).support).toBe('supported');
    const tripled = assessDeterministic('Downloads tripled between 2020 and 2023.', doublingDownloads);
    expect(tripled.support).toBe('refuted');
    expect(tripled.rule).toBe(
      'the source gives 1200000 for 2020 and 4800000 for 2023, 4.00 times the first, not the factor of 3 the claim says (downloads.csv:5)',
    );
    expect(assessDeterministic('Downloads grew tenfold between 2020 and 2023.', doublingDownloads).support).toBe(
      'refuted',
    );
    expect(assessDeterministic('Downloads halved between 2020 and 2023.', doublingDownloads).support).toBe('refuted');
    expect(assessDeterministic('Downloads more than tripled since 2020.', doublingDownloads).support).toBe('supported');
    expect(assessDeterministic('Downloads nearly tripled from 2020 to 2022.', doublingDownloads).support).toBe(
      'refuted',
    );
  });

  it('leaves a change to a person when no one series the claim names gives both years', () => {
    const r = assessDeterministic('Downloads fell between 2020 and 2023.', packages);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      'the claim says a series fell from 2020 to 2023, and no one series of the source it names gives both years',
    );
  });
});

describe('a comparison or a change turned round', () => {
  const survey = text(
    'survey.txt',
    'Salaries of remote developers were 8% higher than those of office-based developers.\nThe median respondent spends 3.5 hours a day in meetings, up from 2.8 hours in 2022.\n',
  );

  it('refutes the other direction, and the sides swapped', () => {
    expect(assessDeterministic('Remote developers earn 8% more than office-based developers.', survey).support).toBe(
      'supported',
    );
    const less = assessDeterministic('Remote developers earn 8% less than office-based developers.', survey);
    expect(less.support).toBe('refuted');
    expect(less.rule).toBe('the claim says "less than" where the source says "higher than" (survey.txt:1)');
    const swapped = assessDeterministic('Office-based developers earn 8% more than remote developers.', survey);
    expect(swapped.support).toBe('refuted');
    expect(swapped.rule).toBe(
      'the claim says "Office-based developers earn 8% more than remote developers" where the source says "Salaries of remote developers were 8% higher than those of office-based developers" (survey.txt:1)',
    );
    expect(assessDeterministic('Office-based developers earn 8% less than remote developers.', survey).support).toBe(
      'supported',
    );
  });

  it('reads "up from" as a rise', () => {
    const r = assessDeterministic('Meeting time fell to 3.5 hours a day.', survey);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the claim says "fell" where the source says "up from" (survey.txt:2)');
  });

  it('refutes the ends of a change given the other way round', () => {
    const buffer = text('notes.txt', 'The default buffer size has been increased from 16 KiB to 64 KiB.\n');
    expect(assessDeterministic('The default buffer size went from 16 KiB to 64 KiB.', buffer).support).toBe(
      'supported',
    );
    const r = assessDeterministic('The default buffer size went from 64 KiB to 16 KiB.', buffer);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe('the source goes from 16 KiB to 64 KiB, not from 64 KiB to 16 KiB (notes.txt:1)');
  });

  it('reads the ends of a change with a word before either ("to just 16 KiB", "from only 64 KiB")', () => {
    const buffer = text('notes.txt', 'The default buffer size has been increased from just 16 KiB to a full 64 KiB.\n');
    for (const turned of [
      'The default buffer size went from 64 KiB to just 16 KiB.',
      'The default buffer size changed from a full 64 KiB to only 16 KiB.',
    ])
      expect(assessDeterministic(turned, buffer).rule).toBe(
        'the source goes from 16 KiB to 64 KiB, not from 64 KiB to 16 KiB (notes.txt:1)',
      );
    expect(assessDeterministic('The default buffer size went from 16 KiB to roughly 64 KiB.', buffer).support).toBe(
      'supported',
    );
  });
});

describe('limits and the dates a thing lasts until', () => {
  it('reads "up to N" as the limit itself, not any number below it', () => {
    const plan = text('plans.txt', 'The Free plan allows up to 3 projects.\n');
    expect(assessDeterministic('The free plan allows up to 3 projects.', plan).support).toBe('supported');
    const r = assessDeterministic('The free plan allows up to 5 projects.', plan);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the source gives up to 3 for "The Free plan allows up to 3 projects." (plans.txt:1), not up to 5',
    );
    expect(
      assessDeterministic('The free plan allows up to 5 projects.', text('p.txt', 'Projects (free plan): 3\n')).support,
    ).toBe('refuted');
  });

  it('reads "until April 2027" as the same end, and another month as another end', () => {
    const support = text('support.txt', 'The plan is supported until April 2027.\n');
    expect(assessDeterministic('The plan is supported until April 2027.', support).support).toBe('supported');
    expect(assessDeterministic('The plan is supported until May 2027.', support).support).toBe('refuted');
    expect(assessDeterministic('The plan is supported until March 2027.', support).support).toBe('refuted');
  });
});

describe('"faster" and "slower" of times', () => {
  const starts = md('starts.md', [
    '| Runtime | Cold start (ms) |',
    '|---|---:|',
    '| Deno | 21.5 |',
    '| Node | 39.8 |',
    '',
  ]);

  it('takes the slower as the larger time in a difference', () => {
    expect(assessDeterministic('Node is 18.3 ms slower than Deno.', starts).support).toBe('supported');
    expect(assessDeterministic('Deno starts 18.3 ms faster than Node.', starts).support).toBe('supported');
    expect(assessDeterministic('Node takes 18.3 ms longer than Deno.', starts).support).toBe('supported');
    expect(assessDeterministic('Deno is 18.3 ms slower than Node.', starts).support).toBe('refuted');
  });

  it('reads "twice as fast as" as the ratio of the two times, the faster the smaller', () => {
    expect(assessDeterministic('Deno starts about twice as fast as Node.', starts).support).toBe('supported');
    const r = assessDeterministic('Node starts about twice as fast as Deno.', starts);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the source gives 39.8 for "Cold start (ms)" of the row "Node" and 21.5 for "Cold start (ms)" of the row "Deno": 0.54 times, not about twice (starts.md:4)',
    );
  });
});

describe('package versions, clock times and rounded rates', () => {
  it('reads a version in a manifest as the version of the package named on its line', () => {
    const cargo = text('Cargo.toml', '[dependencies]\nanyhow = "1.0.75"\nbstr = "1.7.0"\n');
    expect(assessDeterministic('The project depends on bstr 1.7.0.', cargo).support).toBe('supported');
    expect(assessDeterministic('The project depends on bstr 1.0.75.', cargo).support).not.toBe('supported');
    const pins = text('requirements.txt', 'requests==2.31.0\nnumpy==1.26.4\n');
    expect(assessDeterministic('The project pins numpy 1.26.4.', pins).support).toBe('supported');
    expect(assessDeterministic('The project pins numpy 2.31.0.', pins).support).not.toBe('supported');
  });

  it('reads no amount in a clock time', () => {
    const run = text('run.txt', 'The run started at 16:30:18 (local time).\n');
    expect(assessDeterministic('Each run lasted 18 seconds.', run).support).toBe('neutral');
    expect(assessDeterministic('Each run lasted 30 seconds.', run).support).toBe('neutral');
  });

  it('reads a whole number as the source’s decimal rounded, and no further', () => {
    const servers = md('rps.md', [
      '| Framework | Requests/s |',
      '|---|---:|',
      '| fastify | 46850.4 |',
      '| koa | 35724.6 |',
    ]);
    expect(assessDeterministic('Koa handled 35,725 requests per second.', servers).support).toBe('supported');
    expect(assessDeterministic('Fastify handled 46,850 requests per second.', servers).support).toBe('supported');
    expect(assessDeterministic('Koa handled 35,726 requests per second.', servers).support).toBe('refuted');
  });
});

describe('years and dates that date something else', () => {
  it('does not refute a year with the year in the document’s title', () => {
    const report = md('report.md', [
      '# State of Remote Work 2024',
      '',
      'We surveyed developers in January 2024. 62% of respondents work fully remotely. In 2022, 71% of respondents were fully remote.',
    ]);
    expect(assessDeterministic('71% of respondents work fully remotely.', report).support).not.toBe('supported');
    expect(
      assessDeterministic('The fully remote share fell from 71% in 2022 to 62% in 2024.', report).support,
    ).not.toBe('refuted');
  });

  it('does not refute a date with a date the source gives as an end', () => {
    const post = md('node22.md', [
      '# Node.js 22 is now available!',
      '',
      'Node.js 22 will receive updates until April 2027.',
    ]);
    expect(assessDeterministic('Node.js 22 was released on April 24, 2024.', post).support).not.toBe('refuted');
  });

  it('counts an empty map of dependencies as none', () => {
    const manifest = {
      uri: 'package.json',
      mediaType: 'application/json',
      title: '',
      text: '{"name":"zod","dependencies":{},"devDependencies":{"vitest":"^1.6.0","rollup":"^4.17.2"}}',
    };
    const r = assessDeterministic('Zod has zero dependencies.', manifest);
    expect([r.support, r.rule]).toEqual(['supported', 'the source states zero (package.json:1)']);
    // (The dev dependencies are another list, whose key the claim does not name whole.)
    expect(assessDeterministic('Zod has two dependencies.', manifest).rule).toBe(
      'the source gives 0 entries for "dependencies (number of entries)" (package.json:1), not two',
    );
  });
});

describe('superlatives the checker has no list for, signed changes between columns, and packages by field', () => {
  const park = csv('park.csv', [
    'year,visitors,rainfall_mm',
    ...['2019,1533010,901', '2020,612400,770', '2021,844300,688', '2022,1498700,655', '2023,1621900,842'],
  ]);

  it('leaves any superlative after "the" or "its", and "a high of", to a person', () => {
    for (const claim of [
      'The wettest year was 2023, with 842 mm.',
      'The quietest year was 2022, with 1,498,700 visitors.',
      'Rainfall hit a high of 842 mm in 2023.',
    ]) {
      const r = assessDeterministic(claim, park);
      expect(r.support, claim).toBe('neutral');
      expect(r.rule, claim).toMatch(/^the claim says "(?:wettest|quietest|high)", which needs a comparison/u);
    }
    expect(assessDeterministic('Rainfall was 842 mm in 2023.', park).support).toBe('supported');
  });

  it('takes a change between two dated columns as the later less the earlier', () => {
    const shipments = md('shipments.md', [
      '| Vendor | 2022 shipments | 2023 shipments |',
      '|---|---|---|',
      '| Samsung | 64.3 | 53.5 |',
      '| Apple | 47.5 | 50.0 |',
    ]);
    expect(assessDeterministic('Samsung’s shipments fell by almost 17% from 2022 to 2023.', shipments).support).toBe(
      'supported',
    );
    expect(
      assessDeterministic('Samsung’s shipments rose by almost 17% from 2022 to 2023.', shipments).support,
    ).not.toBe('supported');
    expect(assessDeterministic('Apple’s shipments rose about 5% from 2022 to 2023.', shipments).support).toBe(
      'supported',
    );
    expect(assessDeterministic('Apple’s shipments fell about 5% from 2022 to 2023.', shipments).support).not.toBe(
      'supported',
    );
  });

  it('reads a version under a field named for a package as that package’s', () => {
    const manifest = {
      uri: 'package.json',
      mediaType: 'application/json',
      title: '',
      text: '{"name":"express","version":"4.16.0","dependencies":{"qs":"6.5.1","debug":"2.6.9"}}',
    };
    expect(assessDeterministic('Express depends on qs 6.5.1.', manifest).support).toBe('supported');
    expect(assessDeterministic('Express 4.16.0 depends on debug 2.6.9.', manifest).support).toBe('supported');
    expect(assessDeterministic('Express depends on cookie 6.5.1.', manifest).support).not.toBe('supported');
  });
});

describe('units in a comment and a year of the claim’s own after a claim about another', () => {
  it('reads a unit a YAML comment gives a number', () => {
    const config = text(
      'config.yaml',
      'database:\n  statement_timeout: 15000   # milliseconds\nqueue:\n  visibility_timeout: 300 # seconds\n',
    );
    expect(assessDeterministic('Statements time out after 15 seconds.', config).support).toBe('supported');
    const r = assessDeterministic('Statements time out after 15,000 seconds.', config);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the source gives 15000 milliseconds for "database.statement_timeout" (config.yaml:2), not 15,000 seconds',
    );
    expect(assessDeterministic('The visibility timeout is 300 minutes.', config).support).toBe('refuted');
  });

  it('reads "in 2022" as its own row, not the row of the claim before it', () => {
    const park = csv('park.csv', ['year,visitors', '2022,1498700', '2023,1621900']);
    const before = ['The park had 1,621,900 visitors in 2023.'];
    expect(assessDeterministic('In 2022 it had 1,498,700.', park, before).support).toBe('supported');
    expect(assessDeterministic('In 2022 it had 1,598,700.', park, before).support).not.toBe('supported');
  });
});

describe('a value in a clause of the sentence that names another thing', () => {
  const lts = text(
    'node.txt',
    'Node.js 20 remains in Active LTS until October 2024, and Node.js 18 reaches end-of-life in April 2025.\n',
  );

  it('reads the value with the name of its own clause', () => {
    expect(assessDeterministic('Node.js 18 reaches end-of-life in April 2025.', lts).support).toBe('supported');
    const r = assessDeterministic('Node.js 20 reaches end-of-life in April 2025.', lts);
    expect(r.support).toBe('neutral');
    expect(r.rule).toBe(
      'the source gives April 2025 in "Node.js 18 reaches end-of-life in April 2025.", which does not name Node.js 20',
    );
    expect(assessDeterministic('Node.js 18 stays in Active LTS until October 2024.', lts).support).toBe('neutral');
  });
});

describe('parts of a month in words, and an end date against the date of an event', () => {
  it('reads "the start of November 2019" as early November', () => {
    const notes = md('notes.md', ['**v3.0**, released 2019-11-30, rewrote the parser.']);
    expect(assessDeterministic('v3.0 was released at the end of November 2019.', notes).support).toBe('supported');
    expect(assessDeterministic('v3.0 was released at the start of November 2019.', notes).support).toBe('refuted');
  });

  it('does not read a release date as stating the end of support', () => {
    const python = md('whatsnew.md', [
      'Python 3.12 was released on October 2, 2023.',
      '',
      'Python 3.12 will receive security fixes until October 2028.',
    ]);
    expect(assessDeterministic('Python 3.12 gets security fixes until October 2028.', python).support).toBe(
      'supported',
    );
    expect(assessDeterministic('Python 3.12 gets security fixes until December 2030.', python).support).toBe('refuted');
  });
});

describe('a name in two capitals with its number', () => {
  it('reads "PostgreSQL 16" as a name, not a count another field refutes', () => {
    const compose = text(
      'compose.yaml',
      'services:\n  db:\n    image: postgres:16.1\n    environment:\n      POSTGRES_MAX_CONNECTIONS: 100\n',
    );
    expect(assessDeterministic('The demo stack runs PostgreSQL 16.', compose).support).not.toBe('refuted');
  });
});

describe('numbers in a document title and years in a column key', () => {
  const shipments = md('q3.md', [
    '# Smartphone shipments, Q3 2023',
    '',
    '| Vendor | Q3 2023 shipments (M) | Q3 2022 shipments (M) |',
    '|---|---|---|',
    '| Samsung | 53.5 | 64.3 |',
    '| Apple | 50.0 | 47.5 |',
  ]);

  it('never refutes a claim with the number of the title', () => {
    expect(assessDeterministic('Samsung shipped 53.5 million phones in Q3 2023.', shipments).support).not.toBe(
      'refuted',
    );
  });

  it('reads the year of a key written "shipments_2022"', () => {
    const wide = csv('wide.csv', ['vendor,shipments_2022,shipments_2023', 'Samsung,64.3,53.5', 'Apple,47.5,50.0']);
    expect(assessDeterministic('Apple’s shipments fell by about 5% from 2022 to 2023.', wide).support).not.toBe(
      'supported',
    );
  });
});

describe('a cited web page', () => {
  const page = {
    uri: 'sources/report.html',
    mediaType: 'text/html',
    title: 'Report',
    text: '<html><body>\n<h1>Report</h1>\n<p>We fixed 14 bugs in &quot;2024&quot;.</p>\n</body></html>',
  };

  it('reads the page’s text and places each value on its line of the HTML file', () => {
    const right = assessDeterministic('We fixed 14 bugs in 2024.', page);
    expect(right.support).toBe('supported');
    expect(right.rule).toBe('the source states 14 (report.html:3), 2024 (report.html:3)');
    expect(assessDeterministic('We fixed 15 bugs in 2024.', page).support).toBe('refuted');
  });
});
