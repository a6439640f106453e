// Claims about a long table of series by year: spans of years, categories counted and listed, and a series' row named by the nearest year.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { freight } from './fixtures.js';

const check = (claim: string, context: string[] = []) => assessDeterministic(claim, freight, context);

describe('a span of years the claim counts', () => {
  it('counts the years either way people count them, with both ends given by the source', () => {
    expect(check('The table covers the six years from 2010 to 2015.').support).toBe('supported');
    expect(check('The table covers the five years from 2010 to 2015.').support).toBe('supported');
  });

  it('refutes a count that neither way of counting gives, saying both', () => {
    const r = check('The table covers the eight years from 2010 to 2015.');
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('from 2010 to 2015 is 5 years, or 6 counting both, not eight years');
  });

  it('does not let a year between the ends stand for an end the source never gives', () => {
    const r = check('The table covers the years from 2010 to 2019.');
    expect(r.support).toBe('neutral');
    expect(r.rule).toContain('no figure for 2019');
  });
});

describe('a category column, counted and listed', () => {
  it('counts the different values of a column whose words repeat down the rows', () => {
    expect(check('The table has one row per year for each of three modes.').support).toBe('supported');
    const r = check('The table has one row per year for each of four modes.');
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('3 entries for the different values of "mode"');
  });

  it('checks each member the claim lists after the count', () => {
    expect(check('The table covers three modes: rail, road and ferry.').support).toBe('supported');
    const r = check('The table covers three modes: rail, road and air.');
    expect(r.support).toBe('neutral');
    expect(r.rule).toContain('not air');
  });

  it('reads "the other two" as the set but one, and never as a rival of the whole count', () => {
    expect(check('Ferry grew faster than the other two modes in 2015, at 1,520.').support).not.toBe('refuted');
    expect(check('In 2015 ferry moved 1,520, unlike the other three modes.').support).not.toBe('supported');
  });
});

describe('a series named by several years', () => {
  const context = ['Road freight reached 41,002 in 2012.'];
  it('reads the value in the row of the year written nearest it', () => {
    expect(check('Its peak came in 2012, at 41,002.', context).support).toBe('supported');
    const r = check('Its peak came in 2012, at 40,877, above the 2011 figure.', context);
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('41002');
  });
});

describe('a level a series rose or fell to', () => {
  it('passes the change the rows show and refutes the opposite, naming the year before', () => {
    expect(check('In 2014 road freight fell to 38,120.').support).toBe('supported');
    const r = check('In 2014 road freight rose to 38,120.');
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('39876 for 2013 and 38120 for 2014: a fall, not the rise the claim says');
  });

  it('cannot show a change into the first year the table gives', () => {
    expect(check('In 2010 ferry freight climbed to 812.').support).toBe('neutral');
  });
});

describe('a share of a total the table does not give', () => {
  // 2015: rail 5,588 + road 37,011 + ferry 1,520 = 44,119; road is 83.9% of it.
  it('sums the column over the rows of the year and compares at the claim’s precision', () => {
    expect(check('Road carried roughly 84% of the total in 2015.').support).toBe('supported');
    const r = check('Road carried roughly 90% of the total in 2015.');
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('37011 for "tonnes" of the row "Road" of a total of 44119 for 2015 (83.9%)');
  });

  it('takes "that year" from the claim before', () => {
    const context = ['In 2015 road freight came to 37,011.'];
    expect(check('That made road roughly 84% of the total that year.', context).support).toBe('supported');
  });

  it('checks the direction a share moved against the year before', () => {
    // 2014: road 38,120 of 44,733 = 85.2%; 2015: 83.9%.
    expect(check("Road's share of the total slipped in 2015, to nearly 84%.").support).toBe('supported');
    expect(check("Road's share of the total edged up in 2015, to nearly 84%.").support).toBe('refuted');
  });
});

describe('a mark a series crossed', () => {
  it('passes a first crossing only when every earlier year stays short of the mark', () => {
    expect(check('Ferry freight passed a thousand for the first time in 2014.').support).toBe('supported');
    const r = check('Road freight passed forty thousand for the first time in 2012.');
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('40877 for 2011, already above forty thousand');
  });

  it('reads the side from the value ("fell below") and refutes a year that does not reach it', () => {
    expect(check('Road freight fell below forty thousand in 2013.').support).toBe('supported');
    expect(check('Road freight fell below thirty-eight thousand in 2014.').support).toBe('refuted');
  });

  it('cannot show a crossing in the first year the table gives', () => {
    expect(check('Rail passed five thousand in 2010.').support).toBe('neutral');
  });
});

describe("a comparison with another year's figure", () => {
  it('holds the side and the closeness the claim says', () => {
    // Road: 2011 40,877, 2012 41,002 (0.3% apart), 2015 37,011.
    expect(check('Road freight peaked in 2012, at 41,002, only a hair above the 2011 figure.').support).toBe(
      'supported',
    );
    expect(check('Road freight reached 41,002 in 2012, far above the 2015 figure.').support).toBe('supported');
    const far = check('Road freight reached 41,002 in 2012, far above the 2011 figure.');
    expect(far.support).toBe('refuted');
    expect(far.rule).toContain('40877 for 2011 against 41002 for 2012: not far above it');
    expect(check('Road freight reached 41,002 in 2012, just below the 2011 figure.').support).toBe('refuted');
  });
});

describe('a series said to move less or more than others', () => {
  // Spreads: rail 468, road 3,991, ferry 730.
  it('compares the spread of its column with every other series, "far" asking for half at most', () => {
    expect(check('Rail moved less than the other two modes, and its best year was 2015, at 5,588.').support).toBe(
      'supported',
    );
    const r = check('Rail moved far less than the other two modes, and its best year was 2015, at 5,588.');
    expect(r.support).toBe('refuted');
    expect(r.rule).toContain('468 for Rail, against 3991 for Road, 730 for Ferry');
  });
});

describe('a share of a total the table gives as a row', () => {
  it('takes the total row as the total, not as a part of it', () => {
    const withTotal = {
      ...freight,
      text: [
        'year,mode,tonnes',
        '2015-01-01,Rail,5588',
        '2015-01-01,Road,37011',
        '2015-01-01,Ferry,1520',
        '2015-01-01,Total,44119',
        '',
      ].join('\n'),
    };
    expect(assessDeterministic('Road carried roughly 84% of the total in 2015.', withTotal).support).toBe('supported');
  });
});

describe('values of two series or two years in one claim', () => {
  const mix = {
    uri: 'mix.csv',
    mediaType: 'text/csv',
    title: '',
    text: [
      'year,source,twh',
      ...['2015,coal,500', '2015,gas,300', '2015,wind,250', '2016,coal,480', '2016,gas,320', '2016,wind,300'],
      ...['2017,coal,450', '2017,gas,340', '2017,wind,420', ''],
    ].join('\n'),
  };

  it('reads each value in the row its own clause names', () => {
    expect(assessDeterministic('Wind reached 420 in 2017 while coal fell to 450.', mix).support).toBe('supported');
    const wrong = assessDeterministic('Although coal fell, wind reached 400 in 2017.', mix);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe('the source gives 420 for "twh" of the row "wind" (mix.csv:10), not 400');
  });

  it('reads "from 500 in 2015 to 450 in 2017" by the year each value is in', () => {
    const right = assessDeterministic('Coal fell from 500 in 2015 to 450 in 2017.', mix);
    expect(right.support).toBe('supported');
    expect(right.rule).toBe('the source states 500 (mix.csv:2), 2015 (mix.csv:2), 450 (mix.csv:8), 2017 (mix.csv:8)');
    const wrong = assessDeterministic('Coal fell from 500 in 2015 to 480 in 2017.', mix);
    expect(wrong.support).toBe('refuted');
    expect(wrong.rule).toBe('the source gives 450 for "twh" of the row "coal" (mix.csv:8), not 480');
  });
});

describe('a superlative over the series of one year', () => {
  const shares = {
    uri: 'shares.csv',
    mediaType: 'text/csv',
    title: '',
    text: [
      'Entity,Year,Share (%)',
      ...['Denmark,2010,33.1', 'Denmark,2020,81.6', 'Denmark,2023,88.4'],
      ...['France,2010,14.4', 'France,2020,24.9', 'France,2023,27.6'],
      ...['Spain,2010,20.0', 'Spain,2020,40.0', 'Spain,2023,50.1'],
    ].join('\n'),
  };

  it('compares "of any country in 2023" across the rows of 2023, and "peaked" along a series', () => {
    const r = assessDeterministic('France had the highest share of any country in 2023, at 27.6%.', shares);
    expect(r.support).toBe('refuted');
    expect(r.rule).toBe(
      'the claim says "highest", but the source gives 88.4 for "Share (%)" of the row "Denmark" (shares.csv:4)',
    );
    expect(assessDeterministic('France had the lowest share of any country in 2023, at 27.6%.', shares).support).toBe(
      'supported',
    );
    expect(assessDeterministic('France’s share peaked in 2023 at 27.6%.', shares).support).toBe('supported');
  });
});

describe('a series read at the years the claim gives its values for', () => {
  it('checks "from A in 2010 to B in 2015" on the rows of those years, and the change the verb says', () => {
    expect(check('Ferry freight rose from 812 in 2010 to 1,520 in 2015.').support).toBe('supported');
    expect(check('Ferry freight rose from 812 to 1,520 between 2010 and 2015.').support).toBe('supported');
    expect(check('Ferry freight rose from 812 in 2010 to 1,203 in 2015.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 1520 for "tonnes" of the row "Ferry" (freight.csv:19), not 1,203',
    });
    // The turn is read between the two years the claim names, not from the year before the last.
    expect(check('Road freight rose from 40,211 in 2010 to 37,011 in 2015.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 40211 for 2010 and 37011 for 2015: a fall, not the rise the claim says (freight.csv:8)',
    });
  });

  it('refutes a value the claim gives for a year whose row gives another', () => {
    expect(check('Rail freight was 5,301 in 2013.')).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 5290 for "tonnes" of the row "Rail" (freight.csv:5), not 5,301',
    });
    expect(check('Rail freight was 5,290 in 2013.').support).toBe('supported');
  });
});

describe('a mark passed, with the unit of the column', () => {
  it('reads "passed 1,300 GWh" as a mark, and cites the row of the year the claim names', () => {
    const gwh = {
      uri: 'gen.csv',
      mediaType: 'text/csv',
      text: [
        'date,source,gwh',
        '2014-01-01,Fossil Fuels,30105',
        '2015-01-01,Fossil Fuels,28437',
        '2014-01-01,Renewables,1200',
        '2015-01-01,Renewables,1437',
        '',
      ].join('\n'),
    };
    expect(assessDeterministic('Renewables passed 1,300 GWh in 2015.', gwh).support).toBe('supported');
    const downloads = {
      uri: 'downloads.csv',
      mediaType: 'text/csv',
      text: 'year,downloads\n2020,9400\n2021,10400\n2022,9900\n',
    };
    expect(assessDeterministic('Downloads passed 10,000 in 2022.', downloads)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 9900 for 2022, which is not above 10,000 (downloads.csv:4)',
    });
  });
});

describe('a series of months', () => {
  const users = {
    uri: 'active_users.csv',
    mediaType: 'text/csv',
    title: 'Monthly active users by region',
    text: 'date,region,active_users\n2023-01-01,EU,412000\n2023-07-01,EU,455000\n2024-01-01,EU,503000\n',
  };

  it('reads a value the claim gives for a month in that month’s row, not another of its year', () => {
    expect(assessDeterministic('EU active users were 455,000 in July 2023.', users).support).toBe('supported');
    expect(assessDeterministic('EU active users were 412,000 in July 2023.', users)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 455000 for "active_users" of the row "EU" (active_users.csv:3), not 412,000',
    });
  });
});

describe('a wide table whose columns are years', () => {
  const wide = (title: string) => ({
    uri: 'electricity.csv',
    mediaType: 'text/csv',
    title,
    text: 'country,2021,2022,2023\nFrance,165,161,157\nSpain,120,125,131\n',
  });
  const production = wide('Electricity production by country (TWh)');

  it('reads a cell by its row and its year, as what the title says the table measures', () => {
    expect(assessDeterministic('Spain produced 131 TWh in 2023.', production).support).toBe('supported');
    expect(assessDeterministic('Spain produced 157 TWh in 2023.', production)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 131 for "2023" of the row "Spain" (electricity.csv:3), not 157',
    });
    expect(
      assessDeterministic("France's production fell from 165 TWh in 2021 to 157 TWh in 2023.", production).support,
    ).toBe('supported');
    expect(
      assessDeterministic("France's production rose from 165 TWh in 2021 to 157 TWh in 2023.", production),
    ).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 165 for 2021 and 157 for 2023: a fall, not the rise the claim says (electricity.csv:2)',
    });
  });

  const population = {
    uri: 'API_SP.POP.TOTL.csv',
    mediaType: 'text/csv',
    title: 'Population, total',
    text: [
      'Country Name,Country Code,Indicator Name,2020,2021,2022',
      'Germany,DEU,"Population, total",83160871,83196078,83797985',
      'France,FRA,"Population, total",67571107,67764304,67971311',
      '',
    ].join('\n'),
  };

  it('needs the row named by more than the year, and every word said of the value in the title', () => {
    expect(assessDeterministic("Germany's population was 83.8 million in 2022.", population).support).toBe('supported');
    expect(assessDeterministic("Italy's population was 83.8 million in 2022.", population).support).toBe('neutral');
    expect(assessDeterministic("Germany's urban population was 83.8 million in 2022.", population).support).toBe(
      'neutral',
    );
  });

  it('checks a mark passed in a year against the year before', () => {
    expect(assessDeterministic("Germany's population passed 84 million in 2022.", population)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 83797985 for 2022, which is not above 84 million (API_SP.POP.TOTL.csv:2)',
    });
    expect(assessDeterministic("Germany's population passed 83.5 million in 2022.", population).support).toBe(
      'supported',
    );
  });

  it('names the years of a change by the columns, not by numbers of the row that look like years', () => {
    const generation = {
      uri: 'generation.csv',
      mediaType: 'text/csv',
      title: 'Electricity generation (TWh)',
      text: 'country,2019,2020,2021\nIndia,1624,1568,1714\nChina,7503,7779,8534\n',
    };
    expect(assessDeterministic("India's generation rose to 1,568 TWh in 2020.", generation)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives 1624 for 2019 and 1568 for 2020: a fall, not the rise the claim says (generation.csv:2)',
    });
  });

  it('does not check a measure the title does not name, nor a table with no title', () => {
    expect(assessDeterministic("France's unemployment rate was 157 in 2023.", production).support).toBe('neutral');
    expect(assessDeterministic('Spain produced 131 TWh in 2023.', wide('')).support).toBe('neutral');
  });
});
