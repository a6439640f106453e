/** @module classify/rules/quantity: numbers, number words, ordinals, fractions, percentages, money, measures and ranges. */
import { HAS_DIGIT, pattern, type Rule } from '../rule.js';
import { END, NUM, NUMBER_WORD, SCALE, SCALE_WORD, START, UNIT } from '../fragments.js';

const CURRENCY_SYMBOL = String.raw`(?:US\$|A\$|C\$|[$€£¥₹₩₽¢]|(?:USD|EUR|GBP|JPY|CHF|CNY|INR) ?)`;
const CURRENCY_WORD = String.raw`(?:dollars?|euros?|pounds? sterling|yen|yuan|rupees?|cents?|pence|USD|EUR|GBP|JPY|CHF|CNY|INR)`;
const NUMBER_PHRASE = String.raw`(?:${NUMBER_WORD}(?:[ -](?:and )?(?:${NUMBER_WORD}|one|dozen))*|one[ -]${SCALE_WORD}(?:[ -](?:and )?(?:${NUMBER_WORD}|one))*)`;

export const QUANTITY_RULES: readonly Rule[] = [
  {
    id: 'quantity/money',
    requires: HAS_DIGIT,
    kind: 'money',
    description: 'An amount of money: a currency symbol or code before a number, or a currency word after it.',
    pattern: pattern(
      String.raw`(?<![\p{L}\p{N}_$€£¥₹₩₽¢])${CURRENCY_SYMBOL}${NUM}${SCALE}?${END}|${START}${NUM}${SCALE}? ?${CURRENCY_WORD}${END}`,
    ),
    examples: {
      match: [
        'It cost «$5.2 million» in total.',
        'A ticket is «€30».',
        'They raised «£3bn».',
        'Pay «40 dollars» now.',
        'The fee is «USD 1,200».',
      ],
      noMatch: ['Dollars are green.', 'The $ sign is a symbol.', 'I saved a lot of money.'],
    },
  },
  {
    id: 'quantity/percentage',
    requires: HAS_DIGIT,
    kind: 'percentage',
    description: 'A percentage or percentage-point figure.',
    pattern: pattern(
      String.raw`${START}${NUM} ?(?:%|percent${END}|per cent${END}|percentage points?${END}|basis points${END}|pp${END})`,
    ),
    examples: {
      match: [
        'Usage rose by «40%».',
        'About «12.5 percent» agreed.',
        'A gain of «3 percentage points».',
        'That is «7 per cent».',
      ],
      noMatch: ['A large percentage agreed.', 'Percent signs look like %.'],
    },
  },
  {
    id: 'quantity/measure',
    requires: HAS_DIGIT,
    kind: 'measure',
    description: 'A number with a unit of measure, size, time span or multiplier.',
    pattern: pattern(String.raw`${START}${NUM}${SCALE}?(?: |-)?${UNIT}(?![\p{L}\p{N}/])`),
    examples: {
      match: [
        'The run took «12 ms».',
        'We walked «5km».',
        'It weighs «2.5 kg».',
        'A «3-day» outage.',
        'It is «10x» faster.',
        'Heated to «90°C».',
        'It has «16 GB» of memory.',
      ],
      noMatch: ['It was a long walk.', 'Seconds matter.', 'Five stars.'],
    },
  },
  {
    id: 'quantity/range',
    requires: HAS_DIGIT,
    kind: 'range',
    description:
      'A numeric range: 3-5, 3 to 5, between 3 and 5, from 2009 to 2017, with an optional unit or percent sign.',
    pattern: pattern(
      String.raw`(?:(?<![\p{L}\p{N}])(?:between|from) )?${START}${NUM}(?: ?%)? ?(?:-|to|and) ?${NUM}(?: ?%| ?${UNIT}(?![\p{L}\p{N}/]))?(?![\p{N}]|-\d)`,
    ),
    examples: {
      match: [
        'Expect «3-5 days» of work.',
        'Pick «3-5» of them.',
        'It takes «3 to 5 hours».',
        'Costs grew «between 10 and 20%».',
        'He served «from 2009 to 2017».',
      ],
      noMatch: ['From one to another.', 'Between you and me.'],
    },
  },
  {
    id: 'quantity/fraction',
    kind: 'fraction',
    description: 'A fraction written with digits or with words.',
    pattern: pattern(
      String.raw`${START}\d{1,4}\/\d{1,4}(?![\p{N}\/])|(?<![\p{L}\p{N}])(?:a|one|two|three) (?:half|third|quarter|fifth|tenth)s?(?![\p{L}])|(?<![\p{L}\p{N}])(?:half|a third|two thirds|three quarters) (?:of)(?![\p{L}])`,
      true,
    ),
    examples: {
      match: [
        'Only «1/3» passed.',
        'About «a third» left.',
        '«Half of» the runs failed.',
        '«Two thirds» of users agree.',
      ],
      noMatch: ['Half-hearted attempts.', 'She came third-hand.'],
    },
  },
  {
    id: 'quantity/ordinal',
    kind: 'ordinal',
    description: 'An ordinal: 1st, 21st, 3rd, or an ordinal word (third, fifth, the second).',
    pattern: pattern(
      String.raw`${START}\d+(?:st|nd|rd|th)${END}|(?<![\p{L}\p{N}])(?:third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|fortieth|fiftieth|hundredth|thousandth|millionth|the second|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth))(?![\p{L}])`,
      true,
    ),
    examples: {
      match: [
        'She came «3rd».',
        'The «21st» edition.',
        'This is the «fifth» release.',
        'It was «the second» attempt.',
        'The «forty-fifth» president.',
      ],
      noMatch: ['Wait a second.', 'The secondary school.'],
    },
  },
  {
    id: 'quantity/number-word',
    kind: 'number-word',
    description: 'A number spelled out: "three hundred", "a dozen", "twenty-one", "one million", "dozens", "twice".',
    pattern: pattern(
      String.raw`(?<![\p{L}-])(?:${NUMBER_PHRASE}|an? (?:dozen|hundred|thousand|million|billion|trillion)|(?:dozens|hundreds|thousands|millions|billions) of|twice|thrice|one in (?:${NUMBER_WORD}|\d+))(?![\p{L}])`,
      true,
    ),
    examples: {
      match: [
        'We hired «three hundred» people.',
        'It took «a dozen» tries.',
        '«Twenty-one» tests ran.',
        'It ran «twice».',
        '«Thousands of» users.',
        'About «one in five» fail.',
        'It has «one million» rows.',
      ],
      noMatch: ['This one is nice.', 'Someone said so.', 'The network is up.', 'No one came.', 'Often is better.'],
    },
  },
  {
    id: 'quantity/number',
    requires: HAS_DIGIT,
    kind: 'number',
    description: 'A number with optional thousands separators, decimals and a scale (3,780 / 1.5 / 12k / 2 million).',
    pattern: pattern(String.raw`${START}${NUM}${SCALE}?(?![\p{N}])`),
    examples: {
      match: [
        'It has «3,780» stars.',
        'We saw «1.5» times the load.',
        'There are «12k» rows.',
        'It reached «2 million» users.',
        'Only «7» remain.',
      ],
      noMatch: ['No numbers here.', 'None at all.'],
    },
  },
];
