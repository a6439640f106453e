/** @module classify/rules/identifier: versions, ticket ids, CVE ids, hashes, UUIDs, codes, URLs, domains and e-mail addresses. */
import { HAS_DIGIT, pattern, type Rule } from '../rule.js';
import { END, START } from '../fragments.js';

const TLD = String.raw`(?:com|org|net|io|dev|gov|edu|co|uk|de|fr|eu|ai|app|info|me|sh|so|xyz|page|blog|tech|cloud)`;

export const IDENTIFIER_RULES: readonly Rule[] = [
  {
    id: 'identifier/url',
    requires: /https?:|www\./i,
    kind: 'url',
    description: 'A URL (http, https, www.) up to the next space, without trailing punctuation.',
    pattern: pattern(String.raw`(?<![\p{L}\p{N}_@.])(?:https?:\/\/|www\.)[^\s<>"]{0,2000}[^\s<>".,;:!?)'\]]`, true),
    examples: {
      match: ['See «https://example.com/a?b=1».', 'Read «www.example.org/x».'],
      noMatch: ['The word http is short.', 'Use https for safety.'],
    },
  },
  {
    id: 'identifier/email',
    requires: /@/,
    kind: 'email',
    description: 'An e-mail address.',
    pattern: pattern(
      String.raw`(?<![\p{L}\p{N}_.+-])[\p{L}\p{N}_.+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){1,8}${END}`,
    ),
    examples: { match: ['Write to «ops@example.com».'], noMatch: ['Meet @ noon.', 'The @ sign.'] },
  },
  {
    id: 'identifier/domain',
    requires: /[a-z0-9]\.[a-z]/i,
    kind: 'url',
    description: 'A bare domain name with a common top-level domain.',
    pattern: pattern(
      String.raw`(?<![\p{L}\p{N}_@.\/-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.){1,8}${TLD}(?![\p{L}\p{N}_-]|\.[\p{L}\p{N}])`,
      true,
    ),
    examples: {
      match: ['Hosted on «example.com».', 'Try «docs.astro.build.io» now.'],
      noMatch: ['End of sentence.Next one.', 'A file.txt here.'],
    },
  },
  {
    id: 'identifier/handle',
    requires: /@/,
    kind: 'entity',
    description: 'A social-media handle or mention: @name.',
    pattern: pattern(String.raw`(?<![\p{L}\p{N}_@.])@[A-Za-z_][A-Za-z0-9_]{1,38}${END}`),
    examples: { match: ['Thanks «@vicenews» for this.'], noMatch: ['Meet @ noon.'] },
  },
  {
    id: 'identifier/cve',
    requires: HAS_DIGIT,
    kind: 'identifier',
    description: 'A CVE identifier.',
    pattern: pattern(String.raw`${START}CVE-\d{4}-\d{4,7}${END}`, true),
    examples: { match: ['Patched «CVE-2024-3094» today.'], noMatch: ['CVE is a catalogue.'] },
  },
  {
    id: 'identifier/ticket',
    requires: /-\d|#\d/,
    kind: 'identifier',
    description: 'A ticket or issue id: VW-979, JIRA-12, #1234, GH-5.',
    pattern: pattern(
      String.raw`(?<![\p{L}\p{N}_-])[A-Z][A-Z0-9]{0,9}-\d{1,7}(?![\p{L}\p{N}_]|-\d)|(?<![\p{L}\p{N}_&#])#\d{1,7}${END}`,
    ),
    examples: {
      match: ['Fixed in «VW-979».', 'See issue «#1234».', 'Closes «JIRA-12».'],
      noMatch: ['A well-known fix.', 'The # sign.'],
    },
  },
  {
    id: 'identifier/uuid',
    requires: /-/,
    kind: 'identifier',
    description: 'A UUID (8-4-4-4-12 hexadecimal digits).',
    pattern: pattern(String.raw`${START}[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}${END}`, true),
    examples: { match: ['Run «550e8400-e29b-41d4-a716-446655440000» failed.'], noMatch: ['A plain sentence.'] },
  },
  {
    id: 'identifier/hash',
    requires: HAS_DIGIT,
    kind: 'identifier',
    description: 'A hexadecimal hash or commit id of 7 to 64 characters, with at least one digit and one letter.',
    pattern: pattern(String.raw`${START}(?=[0-9a-f]{0,63}[a-f])(?=[0-9a-f]{0,63}\d)[0-9a-f]{7,64}${END}`, true),
    examples: {
      match: ['Merged at «546d3cc6».', 'Digest «5487f1c121c086468b45424491beec5dca5506174f50daa3435fc3b5821ed641».'],
      noMatch: ['A deadbeef cafe.', 'Number 1234567 only.'],
    },
  },
  {
    id: 'identifier/version',
    requires: HAS_DIGIT,
    kind: 'version',
    description: 'A version: v2.3.1, 2.3.1, 1.30.0-rc.1, "version 4", "Node 20".',
    pattern: pattern(
      String.raw`${START}[vV]\d{1,6}(?:\.\d{1,6}){0,3}(?:-[0-9A-Za-z]{1,20}(?:\.[0-9A-Za-z]{1,20}){0,5})?${END}|${START}\d{1,6}\.\d{1,6}\.\d{1,6}(?:\.\d{1,6})?(?:-[0-9A-Za-z]{1,20}(?:\.[0-9A-Za-z]{1,20}){0,5})?(?![\p{L}\p{N}]|\.\d)|(?<![\p{L}\p{N}])(?:[Vv]ersion|[Rr]elease|[Bb]uild|[Rr]ev(?:ision)?|Node(?:\.js)?|Python|Java|Go|Rust|TypeScript|ES) \d{1,6}(?:\.\d{1,6}){0,3}${END}`,
    ),
    examples: {
      match: ['Upgrade to «v2.3.1».', 'It needs «1.30.0-rc.1».', 'In «version 4» it changed.', 'It runs on «Node 20».'],
      noMatch: ['A new version is out.', 'Pick a value.'],
    },
  },
  {
    id: 'identifier/code',
    requires: HAS_DIGIT,
    kind: 'identifier',
    description: 'A code mixing letters and digits: x86, SHA-256, COVID-19, H2O, MP3, 2FA.',
    pattern: pattern(
      String.raw`${START}(?:\p{L}{1,40}[-_]?\d[\p{L}\p{N}_-]{0,40}|\d{1,40}[-_]?\p{L}[\p{L}\p{N}_-]{0,40})(?<![-_])${END}`,
    ),
    examples: {
      match: ['Built for «x86».', 'Hashed with «SHA-256».', 'During «COVID-19» it closed.', 'Turn on «2FA».'],
      noMatch: ['A well-known word.', 'Plain words only.'],
    },
  },
];
