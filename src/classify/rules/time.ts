/** @module classify/rules/time: dates in common formats, years, relative dates, weekdays and times of day. */
import { HAS_DIGIT, pattern, type Rule } from '../rule.js';
import { DAY_OF_MONTH, END, MONTH, MONTH_FULL, START, WEEKDAY_FULL } from '../fragments.js';

const YEAR = String.raw`(?:1[5-9]\d\d|20\d\d|2100)`;
const PERIOD = String.raw`(?:week|month|year|quarter|weekend|night|morning|afternoon|evening|spring|summer|autumn|fall|winter|decade|century|season|semester|term|sprint|release)`;
const UNIT_OF_TIME = String.raw`(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?|centuries)`;

export const TIME_RULES: readonly Rule[] = [
  {
    id: 'time/date-iso',
    requires: HAS_DIGIT,
    kind: 'date',
    description: 'An ISO 8601 / RFC 3339 date, optionally with a time and zone.',
    pattern: pattern(
      String.raw`${START}\d{4}-[01]\d-[0-3]\d(?:[T ][0-2]\d:[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-][0-2]\d:?[0-5]\d)?)?(?![\p{N}])`,
    ),
    examples: {
      match: ['Released on «2026-06-21».', 'Logged at «2000-01-01T00:00:00Z».'],
      noMatch: ['Call 555-1234 now.'],
    },
  },
  {
    id: 'time/date-numeric',
    requires: HAS_DIGIT,
    kind: 'date',
    description: 'A numeric date with slashes or dots: 21/06/2026, 6/21/26, 21.06.2026.',
    pattern: pattern(String.raw`${START}[0-3]?\d([\/.])[0-3]?\d\1(?:\d{4}|\d{2})(?![\p{N}]|\.\d)`),
    examples: {
      match: ['Due «21/06/2026».', 'Shipped «6/21/26».', 'Am «21.06.2026» geliefert.'],
      noMatch: ['Version 1.2.3 is out.', 'Ratio 1/2.'],
    },
  },
  {
    id: 'time/date-written',
    kind: 'date',
    description: 'A written date: 21 June 2026, June 21, 2026, Sunday 21 June, June 2026, mid-June, early 2020s.',
    pattern: pattern(
      String.raw`(?<![\p{L}\p{N}])(?:${WEEKDAY_FULL},? )?(?:${START}${DAY_OF_MONTH} (?:of )?${MONTH}(?:,? ${YEAR})?|${MONTH} ${DAY_OF_MONTH}(?:,? ${YEAR})?(?![\p{N}])|${MONTH} (?:of )?${YEAR}|(?:early|mid|late)[- ](?:${MONTH_FULL}|${YEAR}s?))${END}`,
    ),
    examples: {
      match: [
        'It landed on «Monday 22 June».',
        'Born «October 16, 1898».',
        'Merged «21 June 2026».',
        'Planned for «March 2027».',
        'Due «mid-June».',
        'Popular in the «early 1990s».',
        'On «5 Jan. 2024» it broke.',
      ],
      noMatch: ['You may go.', 'We march on.', 'June is a name too.'],
    },
  },
  {
    id: 'time/month',
    kind: 'date',
    description: 'A month name alone: capitalised for the ambiguous ones (May, March, August), any case otherwise.',
    pattern: pattern(
      String.raw`(?<![\p{L}\p{N}])(?:${MONTH_FULL}|[Jj]anuary|[Ff]ebruary|[Aa]pril|[Jj]une|[Jj]uly|[Ss]eptember|[Oo]ctober|[Nn]ovember|[Dd]ecember)s?(?![\p{L}])`,
    ),
    examples: {
      match: ['It shipped in «May».', 'Every «december» we rest.', 'Since «Junes» are hot.'],
      noMatch: ['You may go.', 'We march on.', 'An august body.'],
    },
  },
  {
    id: 'time/year',
    requires: HAS_DIGIT,
    kind: 'year',
    description: "A year (1500-2100), a decade (1990s, '90s), a fiscal year or a quarter (FY2024, Q3 2025).",
    pattern: pattern(
      String.raw`${START}(?:FY ?\d{2,4}|H[12] ${YEAR}|Q[1-4](?: ${YEAR}| FY ?\d{2,4})?|${YEAR}s?)(?![\p{L}\p{N}%]|[.,]\d)|(?<![\p{L}\p{N}])'\d0s${END}`,
    ),
    examples: {
      match: [
        'In «1980» he was old.',
        'Back in the «1990s».',
        "Music of the «'90s».",
        'Results for «Q3 2025».',
        'Budget for «FY2024».',
      ],
      noMatch: ['It costs 1,980 now.', 'Room 20505.', 'A 2000% jump.'],
    },
  },
  {
    id: 'time/relative',
    kind: 'relative-date',
    description: 'A date relative to now: today, yesterday, last week, next year, three days ago, earlier this month.',
    pattern: pattern(
      String.raw`(?<![\p{L}\p{N}])(?:today|yesterday|tomorrow|tonight|(?:(?:earlier|later) )?(?:last|next|this|past|coming|previous|following) ${PERIOD}s?|(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|few|several|many|some) ${UNIT_OF_TIME} (?:ago|later|earlier|from now|before|after)|(?:years|months|weeks|days|decades|ages|long) ago|the day (?:before|after)(?: yesterday| tomorrow)?)(?![\p{L}])`,
      true,
    ),
    examples: {
      match: [
        'It broke «yesterday».',
        'We ship «next week».',
        'It happened «three days ago».',
        'The outage was «earlier this month».',
        '«Years ago» it was slow.',
      ],
      noMatch: ['This is the last straw.', 'The next step is easy.', 'Weekly notes.'],
    },
  },
  {
    id: 'time/weekday',
    kind: 'weekday',
    description:
      'A weekday: full names in any case and plural; short forms (Mon, Tue, Wed...) only as capitalised (seed 002).',
    pattern: pattern(
      String.raw`(?<![\p{L}\p{N}])(?:[Mm][Oo][Nn]|[Tt][Uu][Ee][Ss]|[Ww][Ee][Dd][Nn][Ee][Ss]|[Tt][Hh][Uu][Rr][Ss]|[Ff][Rr][Ii]|[Ss][Aa][Tt][Uu][Rr]|[Ss][Uu][Nn])[Dd][Aa][Yy][Ss]?(?![\p{L}])|(?<![\p{L}\p{N}])(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)(?![\p{L}])`,
    ),
    examples: {
      match: [
        'It broke on «Monday».',
        'We deploy on «tuesdays».',
        'See you «FRIDAY».',
        'Due «Wed».',
        'Open «Sat» only.',
      ],
      noMatch: ['We wed in spring.', 'The sun is up.', 'Fries are hot.', 'Saturn is far.'],
    },
  },
  {
    id: 'time/clock',
    kind: 'time',
    description: 'A time of day: 14:30, 2:30 pm, 9am, 23:59:59 UTC, noon, midnight.',
    pattern: pattern(
      String.raw`${START}(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?: ?(?:[ap]\.m\.|[AaPp][Mm]))?(?: ?(?:UTC|GMT|Z|[A-Z]{2,4}T))?(?![\p{L}\p{N}]|:\d)|${START}(?:1[0-2]|0?[1-9]) ?(?:[ap]\.m\.|[AaPp][Mm])${END}|(?<![\p{L}\p{N}])(?:noon|midnight|\d{1,2} o'clock)${END}`,
    ),
    examples: {
      match: [
        'The job runs at «14:30».',
        'Call at «2:30 pm».',
        'Up at «9am».',
        'Cut-off «23:59:59 UTC».',
        'Lunch at «noon».',
        'Open at «5 p.m.» daily.',
      ],
      noMatch: ['Ratio 3:2 is odd.', 'I am here.', 'Pm me later.'],
    },
  },
];
