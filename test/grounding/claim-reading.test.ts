// How a claim sentence is read into facts: its values and names, the words each value is about, its cue, direction, relative word and list.
import { describe, expect, it } from 'vitest';
import { extractNames, readClaim, type ClaimFact } from '../../src/grounding/claim-facts.js';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { source } from './fixtures.js';

/** What a fact states, in short: a quantity's number, a version's text, a name, or a date's text. */
const said = (f: ClaimFact): string | number =>
  f.value.kind === 'quantity'
    ? f.value.quantity.value
    : f.value.kind === 'name'
      ? f.value.name
      : f.value.kind === 'version'
        ? f.value.version.join('.')
        : f.text;

/** The facts of a claim by kind, as the claim writes them. */
const texts = (claim: string, kind?: ClaimFact['value']['kind']): string[] =>
  readClaim(claim)
    .facts.filter((f) => kind === undefined || f.value.kind === kind)
    .map((f) => f.text);

/** The one fact of a claim written as `text`. */
const fact = (claim: string, text: string): ClaimFact => {
  const found = readClaim(claim).facts.filter((f) => f.text === text);
  expect(found, `${claim}: ${text}`).toHaveLength(1);
  return found[0] as ClaimFact;
};

const names = (text: string): string[] => extractNames(text, []).map((n) => n.text);

describe('numbers that belong to a name', () => {
  it('reads a title with a small number as one name, not as a quantity', () => {
    const claim = 'Deadpool 2 grossed $785 million.';
    expect(texts(claim, 'name')).toEqual(['Deadpool 2']);
    expect(texts(claim, 'quantity')).toEqual(['$785 million']);
    expect(said(fact(claim, '$785 million'))).toBe(785_000_000);
  });

  it('reads an acronym with its number as one name', () => {
    const claim = 'The NHS 111 service took 3 million calls.';
    expect(texts(claim, 'name')).toEqual(['NHS 111']);
    expect(texts(claim, 'quantity')).toEqual(['3 million']);
  });

  it('keeps an acronym-numbered name whole when the claim also gives a date', () => {
    const claim = 'RFC 9421 was published in February 2024.';
    expect(texts(claim)).toEqual(['RFC 9421', 'February 2024']);
    expect(texts(claim, 'quantity')).toEqual([]);
  });

  it('keeps two numbered names apart and in the order written', () => {
    const claim = 'Node.js 20 is 30% faster than Node.js 18.';
    expect(texts(claim)).toEqual(['Node.js 20', '30%', 'Node.js 18']);
    expect(readClaim(claim).facts.map((f) => f.value.kind)).toEqual(['name', 'quantity', 'name']);
  });

  it('does not take a weekday and the number after it for a name', () => {
    const claim = 'On Friday 13 people attended the meetup.';
    expect(texts(claim, 'name')).toEqual([]);
    expect(said(fact(claim, '13'))).toBe(13);
  });

  it('ties the value to the names in its clause', () => {
    const f = fact('Deadpool 2 grossed $785 million.', '$785 million');
    expect(f.near).toContain('gross');
    expect(f.near).toContain('deadpo');
  });
});

describe('the years a claim names', () => {
  it('gives both ends of a span of years', () => {
    expect(readClaim('From 2010-2015 output grew.').years).toEqual([2010, 2015]);
    expect(readClaim('Between 2010 and 2015 exports doubled.').years).toEqual([2010, 2015]);
  });

  it('gives the year of a date and of a plain year once each', () => {
    expect(readClaim('Python 3.12 was released in October 2023.').years).toEqual([2023]);
    expect(readClaim('In 2019 it had 5 stores, as in 2019.').years).toEqual([2019]);
  });

  it('says a year is about a year or a date, and a version about a version or release', () => {
    expect(fact('In 2019 it had 5 stores.', '2019').implied).toEqual(['year', 'date']);
    expect(fact('In 2019 it had 5 stores.', '5').implied).toEqual([]);
    expect(fact('Python 3.12 was released in October 2023.', '3.12').implied).toEqual(['versio', 'release']);
    expect(fact('Brotli has 11 levels, like Zstd.', 'Zstd').implied).toEqual([]);
  });

  it('lets every value name the rows of the years and months the claim gives', () => {
    const all = fact('Python 3.12 was released in October 2023.', '3.12').all;
    expect(all).toEqual(expect.arrayContaining(['y:2023', 'm:2023-10', 'm:10']));
  });

  it('keeps the year a claim compares with off the other values', () => {
    const claim = 'Sales were 40% lower than the 2015 figure in 2017.';
    expect(fact(claim, '40%').all).toContain('y:2017');
    expect(fact(claim, '40%').all).not.toContain('y:2015');
    expect(fact(claim, '2015').all).toEqual(expect.arrayContaining(['y:2015', 'y:2017']));
    expect(fact(claim, '2017').all).not.toContain('y:2015');
  });

  it('lets every value name every year when none is compared with', () => {
    const claim = 'Sales were 400 units in 2015 and 500 units in 2017.';
    expect(fact(claim, '400').all).toEqual(expect.arrayContaining(['y:2015', 'y:2017']));
    expect(fact(claim, '2017').all).toEqual(expect.arrayContaining(['y:2015', 'y:2017']));
  });
});

describe('numbers that belong to a name, in a longer claim', () => {
  it('keeps a numbered name after a version whole', () => {
    const claim = 'Version 3.0.0 dropped Node 16 support.';
    expect(texts(claim, 'name')).toEqual(['Node 16']);
    expect(texts(claim, 'quantity')).toEqual([]);
  });

  it('reads a count after a month name that is no date', () => {
    const claim = 'In March 45 people came.';
    expect(texts(claim, 'name')).toEqual([]);
    expect(said(fact(claim, '45'))).toBe(45);
  });

  it('does not read the word before a day and month as a numbered name', () => {
    const claim = 'Published 12 June 2024, the report counts 40 sites.';
    expect(texts(claim)).toEqual(['12 June 2024', '40']);
  });

  it('gives the years a claim dates its values by, not a bound ("after 1997"), which names no row of that year', () => {
    expect(readClaim('Guilty Gear was first released in Japan after 1997.').years).toEqual([]);
    expect(readClaim('Guilty Gear was first released in Japan before May 1998.').years).toEqual([]);
    expect(readClaim('Guilty Gear was first released in Japan in 1998.').years).toEqual([1998]);
  });
});

describe('the words a value is about', () => {
  it("takes the words and names of the value's own clause, not of the clause beside it", () => {
    const claim = 'Sales at Acme reached 400, and 300 went to Globex.';
    expect(fact(claim, '400').near).toEqual(['sale', 'reach', 'acme']);
    expect(fact(claim, '300').near).toEqual(['went', 'globex']);
  });

  it("names a version that ends the value's clause", () => {
    const claim = 'The team shipped 3 fixes in 2.1.0; 5 came in 2.2.0.';
    expect(fact(claim, '3').near).toContain('v:2.1');
    expect(fact(claim, '3').near).not.toContain('v:2.2');
    expect(fact(claim, '5').near).toEqual(['release', 'v:2.2']);
  });

  it('takes a name that ends its clause', () => {
    const claim = 'Sales reached 400 at Acme, and 300 at Globex.';
    expect(fact(claim, '400').near).toContain('acme');
    expect(fact(claim, '300').near).toEqual(['globex']);
    expect(fact(claim, 'Globex').near).toEqual(['globex']);
  });

  it('keeps a value and its unit out of its words, but counts the unit as what the value is about', () => {
    const f = fact('The release came 3 weeks later.', '3 weeks');
    expect(f.near).toContain('week');
    expect(f.near).toContain('later');
    expect(f.near).not.toContain('3');
  });

  it("names the versions of the value's clause, but not those of another clause", () => {
    const claim = 'Releases 0.11.4 and 0.11.5 shipped two days apart.';
    const days = fact(claim, 'two days');
    expect(days.near).toContain('v:0.11.5');
    expect(days.near).not.toContain('v:0.11.4');
    expect(fact(claim, '0.11.4').near).not.toContain('v:0.11.5');
  });

  it("gives a version the product it is of, and the claim's other versions but not itself", () => {
    const claim = 'Express 5.1 shipped, and Redis 7.2 (latest) too.';
    const express = fact(claim, '5.1');
    expect(express.near).toEqual(expect.arrayContaining(['p:express', 'v:5.1']));
    expect(express.near).not.toContain('p:redis');
    expect(express.all).toContain('v:7.2');
    expect(express.all).not.toContain('v:5.1');
    expect(fact(claim, '7.2').near).toEqual(expect.arrayContaining(['p:redis', 'v:7.2']));
  });

  it('gives a quantity no product and no version token of its own', () => {
    const f = fact('As of Go 1.13, defer operations take about 35 ns.', 'about 35 ns');
    expect(f.near.filter((w) => w.startsWith('p:'))).toEqual([]);
    expect(f.near).toContain('v:1.13');
  });

  it('reads what a count counts from the words right after it, up to a comma', () => {
    expect(fact('Coal fell to 28,437 tonnes in 2019, the lowest value.', '2019').after).toEqual([]);
    expect(fact('Four further authors are credited.', 'Four').after).toEqual(['furthe', 'author', 'are']);
    expect(fact('It took 12 days, 3 fewer than planned.', '12 days').after).toEqual([]);
  });
});

describe('what a value asks to be worked out from the source (its cue)', () => {
  it('reads "rose by" as the size of a change and "up 5%" as a change', () => {
    expect(fact('Wages were up 5%.', '5%').cue).toBe('change');
    expect(fact('Exports grew 40% to 300 tonnes.', '40%').cue).toBe('change');
  });

  it('reads a level a change reached or left as the level, not as the change', () => {
    expect(fact('Exports grew to 40% of output.', '40%').cue).toBeUndefined();
    expect(fact('Prices jumped to about 90 dollars.', 'about 90 dollars').cue).toBeUndefined();
    expect(fact('Prices rose from nearly 9 dollars.', 'nearly 9 dollars').cue).toBeUndefined();
    expect(fact('Prices rose to around 9 dollars.', 'around 9 dollars').cue).toBeUndefined();
    expect(fact('Prices rose at almost 9 dollars a year.', 'almost 9 dollars').cue).toBeUndefined();
    expect(fact('Exports grew 40% to 300 tonnes.', '300 tonnes').cue).toBeUndefined();
  });

  it('does not take a value\'s own "more than" or "about" for a cue', () => {
    expect(fact('Brokeback Mountain cost less than $20 million to make.', 'less than $20 million').cue).toBeUndefined();
    expect(fact('Ana Ruiz has had twice as many spouses as children.', 'twice').cue).toBe('ratio');
    expect(fact('That is about 1.3 times the 480 MB/s of squash at level 1.', '480 MB/s').cue).toBeUndefined();
  });

  it('reads a gap, a multiple, a total and an interval', () => {
    expect(fact('The team was 9 points ahead of Leeds.', '9').cue).toBe('difference');
    expect(fact('Blake3 is ten times faster than SHA-256.', 'ten times').cue).toBe('ratio');
    expect(fact('Ten frames at 80 ms works out to 800 ms for one full turn.', '800 ms').cue).toBe('product');
    expect(fact('It sold 5,000 copies in total.', '5,000').cue).toBe('product');
    expect(fact('The release came 3 weeks later.', '3 weeks').cue).toBe('interval');
  });

  it('gives a year no cue: it dates a change rather than being one', () => {
    expect(fact('Exports rose by about 12% in 2023.', 'about 12%').cue).toBe('difference');
    expect(fact('Exports rose by about 12% in 2023.', '2023').cue).toBeUndefined();
    expect(fact('Prices fell less than 5% before the 2019 election.', '2019').cue).toBeUndefined();
  });

  it('does not take another value\'s "more than" for a cue', () => {
    expect(fact('The team scored more than 90 points in 12 games.', '12').cue).toBeUndefined();
  });

  it("looks for the cue only in the value's clause, not in a far clause", () => {
    expect(fact('Acme sold 400 units, while Globex sold 300 units.', '400').cue).toBeUndefined();
    expect(fact('Acme sold 400 units, and Globex fell by half.', '400').cue).toBeUndefined();
    expect(
      fact('Sales reached 12 units in the region with more stores, 3 more than before.', '12').cue,
    ).toBeUndefined();
  });
});

describe('the direction of a comparison', () => {
  it('reads more, ahead and larger as the subject having more', () => {
    expect(fact('The team was 9 points ahead of Leeds.', '9').direction).toBe(1);
    expect(fact('Revenue was 3 times larger.', '3 times').direction).toBe(1);
    expect(fact('It is 3x faster than zlib.', '3x').direction).toBe(1);
  });

  it('reads fewer, behind, lower and smaller as the subject having less', () => {
    expect(fact('Turnout was 9586 fewer attendees than the year before.', '9586').direction).toBe(-1);
    expect(fact('The team was 9 points behind Leeds.', '9').direction).toBe(-1);
    expect(fact('Prices were 3% lower.', '3%').direction).toBe(-1);
    expect(fact('He finished 9 points well ahead of Leeds.', '9').direction).toBe(1);
    expect(fact('Revenue was 3 percent smaller than in 2020.', '3 percent').direction).toBe(-1);
  });

  it('reads no direction when the comparison word is not right after the value', () => {
    expect(fact('Sales reached 12 units in the region with more stores.', '12').direction).toBeUndefined();
    expect(fact('Wages rose 5%, lower than inflation.', '5%').direction).toBeUndefined();
    expect(
      fact('Brokeback Mountain cost less than $20 million to make.', 'less than $20 million').direction,
    ).toBeUndefined();
  });
});

describe('a value placed before or after something', () => {
  it('reads "before age 30" and "after the 2012 season" as relative to the value', () => {
    expect(fact('Before age 30 she had won 3 titles.', '30').relative).toBe('before');
    expect(fact('Before age 30 she had won 3 titles.', '3').relative).toBeUndefined();
    expect(fact('They won after the 2012 season.', '2012').relative).toBe('after');
    expect(fact('The team scored 9 points ahead of Leeds before the 6th round.', '6th').relative).toBe('before');
  });

  it('does not place a bound: "after more than 10 years" is how long, not when', () => {
    expect(fact('The deal closed after more than 10 years of talks.', 'more than 10 years').relative).toBeUndefined();
  });
});

describe('a count of the others', () => {
  it('reads "the other two sources" as a count of a set but one', () => {
    expect(fact('The other 2 sources agree.', '2').others).toBe(true);
    expect(fact('Other 2 sources agree, one does not.', '2').others).toBe(true);
    expect(fact('Among the other three sources, two agree.', 'two').others).toBeUndefined();
  });

  it('does not read a share or a name as a count of the others', () => {
    expect(fact('The other 40% went to wind.', '40%').others).toBeUndefined();
    expect(fact('Postgres 16 handles 2 other workloads.', '2').others).toBeUndefined();
  });
});

describe('a count the claim itself lists', () => {
  it('ties a count to the names or versions it lists after a colon or comma', () => {
    const two = 'Two maintainers are listed: Alice Smith and Bob Jones.';
    expect(fact(two, 'Two').lists).toEqual([fact(two, 'Alice Smith').range, fact(two, 'Bob Jones').range]);
    const patches = 'Two patch releases followed, 0.11.4 and 0.11.5.';
    expect(fact(patches, 'Two').lists).toEqual([fact(patches, '0.11.4').range, fact(patches, '0.11.5').range]);
    const three = 'Three patch releases shipped: 0.11.4, 0.11.5 and 0.11.6.';
    expect(fact(three, 'Three').lists).toHaveLength(3);
    expect(fact('Two maintainers are listed: Alice Smith or Bob Jones.', 'Two').lists).toHaveLength(2);
  });

  it('lists nothing when the count and the list disagree', () => {
    expect(fact('Two maintainers are listed: Alice Smith, Bob Jones and Carol King.', 'Two').lists).toBeUndefined();
  });

  it('ends the list at the first name that is not joined to it', () => {
    const claim = 'Two maintainers are listed: Alice Smith and Bob Jones, unlike Carol King.';
    expect(fact(claim, 'Two').lists).toEqual([fact(claim, 'Alice Smith').range, fact(claim, 'Bob Jones').range]);
  });

  it('reads a list of thirty', () => {
    const versions = Array.from({ length: 30 }, (_, k) => `1.0.${k + 1}`);
    const claim = `30 patch releases shipped: ${versions.slice(0, -1).join(', ')} and ${versions.at(-1) ?? ''}.`;
    expect(fact(claim, '30').lists).toHaveLength(30);
  });

  it('does not take a rank, a bound or a single item for the count of a list', () => {
    expect(fact('She finished 2nd overall, behind Alice Smith and Bob Jones.', '2nd').lists).toBeUndefined();
    expect(
      fact('At least two maintainers are listed: Alice Smith and Bob Jones.', 'At least two').lists,
    ).toBeUndefined();
    expect(fact('1 maintainer is listed: Alice Smith.', '1').lists).toBeUndefined();
  });
});

describe('a doubled space between words', () => {
  it('reads the claim as with single spaces', () => {
    expect(fact('Prices jumped to  90 dollars.', '90 dollars').cue).toBeUndefined();
    expect(fact('The other  2 sources agree.', '2').others).toBe(true);
    expect(fact('Prices fell 12%  lower.', '12%').direction).toBe(-1);
    expect(fact('He finished 9 points well  ahead of Leeds.', '9').direction).toBe(1);
    expect(
      fact('Four further authors are credited:  Alice Smith, Bob Jones, Carol King and Dan Ray.', 'Four').lists,
    ).toHaveLength(4);
    expect(names('He met Anne  Smith.')).toEqual(['Anne  Smith']);
    expect(names('It was Paris.  London won.')).toEqual(['Paris']);
  });
});

describe('the names a claim states', () => {
  it('reads runs of capitalised words as one name each', () => {
    expect(names('Hadley Wickham wrote the book.')).toEqual(['Hadley Wickham']);
    expect(names('We met the CEO of IBM, Ginni Rometty.')).toEqual(['CEO', 'IBM', 'Ginni Rometty']);
    expect(names('It rose in Paris, France.')).toEqual(['Paris', 'France']);
    expect(names('Made by Jean-Luc Picard for the crew.')).toEqual(['Jean-Luc Picard']);
    expect(names('He met Anne - Smith.')).toEqual(['Anne', 'Smith']);
  });

  it('does not read a common word that opens the sentence as part of a name', () => {
    expect(names('The Rolling Stones toured.')).toEqual(['Rolling Stones']);
    expect(names('So Paris won.')).toEqual(['Paris']);
    expect(names('In 2020 the Met Office said so.')).toEqual(['Met Office']);
  });

  it('reads a lone capitalised word that opens a sentence as no name, unless it is an acronym', () => {
    expect(names('Brotli beats gzip.')).toEqual([]);
    expect(names('Yes. Paris won.')).toEqual([]);
    expect(names('It was Paris. London won.')).toEqual(['Paris']);
    expect(names('LZ4 is fast.')).toEqual(['LZ4']);
    expect(names('NASA is in Houston.')).toEqual(['NASA', 'Houston']);
    expect(names('MacBook sales rose.')).toEqual(['MacBook']);
    expect(names('GPUs sold out.')).toEqual(['GPUs']);
  });

  it('keeps short names, capitalised small words inside a name, and all-capital names that spell a common word', () => {
    expect(names('Written in Rust and Go by Mozilla.')).toEqual(['Rust', 'Go', 'Mozilla']);
    expect(names('He works at Bank Of America.')).toEqual(['Bank Of America']);
    expect(names('Sales rose in the US.')).toEqual(['US']);
  });

  it('does not read a common word written with a capital for emphasis as a name', () => {
    expect(names('We added Support for ARM.')).toEqual(['ARM']);
  });

  it('reads a name after a colon as opening a sentence', () => {
    expect(names('Results: Alice Smith won.')).toEqual(['Alice Smith']);
    expect(names('Results: Alice won.')).toEqual([]);
  });

  it('does not read a month, a weekday or a single letter as a name', () => {
    expect(names('It rose in May. Then June came.')).toEqual([]);
    expect(names('It shipped on Monday in Paris.')).toEqual(['Paris']);
    expect(names('Then it went to plan X.')).toEqual([]);
  });

  it('ends a name at a possessive, keeping the owner without its "\'s"', () => {
    expect(names("He saw IBM's logo.")).toEqual(['IBM']);
    expect(names('He saw Pixar’s film.')).toEqual(['Pixar']);
    expect(names("We saw Germany's GDP grow.")).toEqual(['Germany', 'GDP']);
    expect(names("It was O'Brien's turn.")).toEqual(["O'Brien"]);
  });

  it('reads codes and addresses as names, but not links or hashes', () => {
    expect(
      names('Builds of i7-9700K and A320 use commit 3f2a9c1d4e5b6a7, see https://x.io/a or mail ana@example.com.'),
    ).toEqual(['i7-9700K', 'A320', 'ana@example.com']);
    expect(names('It hit COVID-19 wards.')).toEqual(['COVID-19']);
    expect(names('See http://x.io/a now.')).toEqual([]);
    expect(names('Uses i7-9700K and RFC 8878.')).toEqual(['i7-9700K', 'RFC 8878']);
  });

  it('does not read a name inside a value the claim states', () => {
    const text = 'It cost 40 USD at Acme on 12 June 2024.';
    expect(extractNames(text, [{ start: 8, end: 14 }]).map((n) => n.text)).toEqual(['Acme']);
    expect(extractNames('RFC 8878 and RFC 9421 came out.', [{ start: 13, end: 21 }]).map((n) => n.text)).toEqual([
      'RFC 8878',
    ]);
    expect(extractNames('See CVE-2024-1234 now.', [{ start: 4, end: 17 }]).map((n) => n.text)).toEqual([]);
  });

  it('gives each name its place in the text', () => {
    const found = extractNames('Anne met Bob and Carol Jones in Paris.', []);
    expect(found.map((n) => [n.text, n.range.start, n.range.end])).toEqual([
      ['Bob', 9, 12],
      ['Carol Jones', 17, 28],
      ['Paris', 32, 37],
    ]);
  });
});

describe("which of two named rows is the claim's subject", () => {
  const films = source(
    'films',
    ['| Film | Gross ($ million) |', '|---|---|', '| Deadpool 2 | 785 |', '| Logan | 619 |', ''].join('\n'),
    'text/markdown',
    'sources/films.md',
  );

  it('takes the name written first, numbered or not, as the one with more', () => {
    const r = assessDeterministic('Deadpool 2 grossed $166 million more than Logan.', films);
    expect(r.support).toBe('supported');
    expect(r.rule).toBe('the source states $166 million (films.md:3), Deadpool 2 (films.md:3), Logan (films.md:4)');
  });
});
