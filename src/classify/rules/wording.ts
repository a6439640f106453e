/** @module classify/rules/wording: approximations, comparatives, causal wording, superlatives and firsts, opinion markers. */
import { pattern, type Rule } from '../rule.js';
import { NUMBER_WORD } from '../fragments.js';

/** Words ending in -est that are not superlatives. */
const NOT_SUPERLATIVE = String.raw`(?:rest|test|tests|interest|request|contest|forest|guest|quest|chest|west|nest|protest|manifest|harvest|digest|honest|modest|earnest|arrest|conquest|behest|crest|pest|vest|zest|jest|inquest|bequest|unrest|priest|suggest|invest|attest|detest|divest|infest|wrest|midwest)`;
const NOT_COMPARATIVE = String.raw`(?:other|rather|either|neither|whether|together|however|never|ever|over|under|after|later|per|water|order|number|paper|matter|member|user|answer|corner|power|player|computer|letter|summer|winter|manner|banner|layer|server|buffer|filter|header|folder|trigger|render|helper|her)`;
/** What may follow an approximation or comparison qualifier: a number, an amount or a number word. */
const QUANTITY_AHEAD = String.raw`(?= ?(?:[$€£¥₹~]|US\$)?\d|(?: an?)? (?:${NUMBER_WORD}|one|dozens?|hundreds|thousands|millions|billions|half|twice)(?![\p{L}]))`;

export const WORDING_RULES: readonly Rule[] = [
  {
    id: 'comparative/approximation',
    kind: 'approximation',
    description:
      'An approximation or bound before a quantity: about, around, nearly, more than, at least, up to, over, ~.',
    pattern: pattern(
      String.raw`(?<![\p{L}\p{N}])(?:about|around|approximately|roughly|nearly|almost|circa|some|over|under|above|below|more than|less than|fewer than|greater than|at least|at most|up to|as many as|as much as|as few as|upwards of|in excess of|just over|just under|well over|close to)${QUANTITY_AHEAD}|(?<![\p{L}\p{N}])[~≈<>≤≥](?= ?\d)`,
      true,
    ),
    examples: {
      match: [
        'It has «more than» 3,780 stars.',
        '«About» 40% agreed.',
        'We waited «nearly» two hours.',
        'Latency «~»5 ms.',
        '«At least» a dozen failed.',
      ],
      noMatch: ['It is more than enough.', 'Think about it.', 'Over the years it changed.'],
    },
  },
  {
    id: 'comparative/change',
    kind: 'comparative',
    description: 'A change or ratio: doubled, tripled, halved, N times faster, increased by, fell from, up from.',
    pattern: pattern(
      String.raw`(?<![\p{L}\p{N}])(?:doubled|tripled|trebled|quadrupled|halved|doubles|triples|halves|doubling|tripling|halving|(?:twice|three times|four times|five times|ten times|\d+(?:\.\d+)? ?(?:times|x)) (?:as|more|less|fewer|faster|slower|larger|smaller|bigger|higher|lower|cheaper|longer|shorter)|(?:increased|decreased|rose|fell|grew|dropped|declined|climbed|jumped|shrank|risen|fallen|grown) (?:by|from|to)|(?:up|down) from)(?![\p{L}])`,
      true,
    ),
    examples: {
      match: [
        'Traffic «doubled» overnight.',
        'It is «three times faster».',
        'Costs «fell by» a third.',
        'Sales are «up from» last year.',
      ],
      noMatch: ['It is fast.', 'Times change.'],
    },
  },
  {
    id: 'comparative/than',
    kind: 'comparative',
    description: 'A comparison with "than": faster than, more reliable than, less than before.',
    pattern: pattern(
      String.raw`(?<![\p{L}\p{N}])(?:(?:more|less|fewer) \p{L}+ than|(?!${NOT_COMPARATIVE} )\p{L}{2,30}er than|(?:better|worse) than)(?![\p{L}])`,
      true,
    ),
    examples: {
      match: ['Postgres is «faster than» SQLite.', 'It is «more reliable than» before.', 'This is «better than» that.'],
      noMatch: ['Other than that, fine.', 'I would rather than not.', 'It is fine.'],
    },
  },
  {
    id: 'causal/connective',
    kind: 'causal',
    description: 'Causal wording: because, due to, led to, caused, resulted in, as a result, therefore.',
    pattern: pattern(
      String.raw`(?<![\p{L}\p{N}])(?:because(?: of)?|due to|owing to|as a result(?: of)?|(?:led|leads|leading) to|caused|causing|(?:resulted|results|resulting) in|(?:contributed|contributes) to|triggered|therefore|consequently|hence|thereby)(?![\p{L}])`,
      true,
    ),
    examples: {
      match: [
        'It failed «because» the disk filled.',
        'The outage «led to» a rollback.',
        'A bug «caused» it.',
        '«Due to» load, it slowed.',
      ],
      noMatch: ['It failed and we fixed it.', 'The cause is unknown.'],
    },
  },
  {
    id: 'superlative/first',
    kind: 'superlative',
    description: "A first or only: the first, the only, first-ever, for the first time, the world's first.",
    pattern: pattern(
      String.raw`(?<![\p{L}\p{N}])(?:(?:the|its|their|our|his|her|(?:the )?world's) (?:very )?(?:first|only)|first[- ]ever)(?![\p{L}])`,
      true,
    ),
    examples: {
      match: [
        'He was «the first» to arrive.',
        'It is «the only» store.',
        'A «first-ever» release.',
        "It was «the world's first» such tool.",
      ],
      noMatch: ['First, a note.', 'At first it was slow.', 'It was a first draft.'],
    },
  },
  {
    id: 'superlative/est',
    kind: 'superlative',
    description: 'A superlative: the fastest, the most popular, the least used, the best, the worst.',
    pattern: pattern(
      String.raw`(?<![\p{L}\p{N}])(?:the|its|their|our|his|her|my|your|(?:the )?world's) (?:(?:most|least) \p{L}+|best|worst|(?!${NOT_SUPERLATIVE}(?![\p{L}]))\p{L}{1,30}est)(?![\p{L}])`,
      true,
    ),
    examples: {
      match: [
        'It is «the fastest» build.',
        'Python is «the most popular» choice.',
        'This was «the best» year.',
        'It is «the latest» release.',
      ],
      noMatch: ['Give it a rest.', 'Run the test.', 'The rest is easy.', 'It is in the west.'],
    },
  },
  {
    id: 'opinion/marker',
    kind: 'opinion',
    description:
      'An opinion marker. It makes the sentence an opinion; the factual spans inside it are still emitted (VW-979).',
    pattern: pattern(
      String.raw`(?<![\p{L}\p{N}])(?:I (?:really |still |honestly )?(?:think|believe|feel|guess|suspect|reckon|suppose)|I'm (?:convinced|sure|not sure)|I'd (?:say|argue)|I would (?:say|argue)|in my (?:view|opinion|experience|eyes)|from my (?:perspective|point of view)|to my mind|it seems(?: to me)?|(?:IMO|IMHO)|arguably|personally|as far as I can tell|my (?:sense|feeling|impression|guess) is)(?![\p{L}])`,
      true,
    ),
    examples: {
      match: [
        '«I think» this is a good design.',
        '«In my view», it works.',
        'It is «arguably» fine.',
        '«IMHO» it is fine.',
      ],
      noMatch: ['This is a good design.', 'Thinking is hard.'],
    },
  },
];
