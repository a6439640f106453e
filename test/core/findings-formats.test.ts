// Findings as the CLI reports them: whether any blocks, their order, the text for people, SARIF for code scanning; the
// exact refusal of a value with no canonical JSON form; the public keys a PEM file lists.
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assertPlainJson, canonicalJson } from '../../src/core/canonical.js';
import { parseEd25519Keys } from '../../src/core/ed25519-keys.js';
import { WarrantError } from '../../src/core/errors.js';
import { exitCodeFor } from '../../src/core/exit-code.js';
import { finding, hasErrors, sortFindings, type Finding } from '../../src/core/findings.js';
import { formatFindingsText } from '../../src/core/findings-text.js';
import { sarifLog } from '../../src/core/sarif.js';

const at = (file: string, line: number, column: number) => ({ file, line, column });
const uncited = finding(
  'gate1/uncited-factual',
  at('content/posts/a b.md', 3, 7),
  'number "40" is stated without a citation',
);
const weak = finding('gate1/weak', at('content/posts/a.md', 2, 1), 'supported but not recorded', {
  severity: 'warning',
});

describe('findings', () => {
  it('blocks when one finding is an error, and not for warnings alone or none', () => {
    expect(hasErrors([])).toBe(false);
    expect(hasErrors([weak])).toBe(false);
    expect(hasErrors([weak, uncited])).toBe(true);
    expect([exitCodeFor([]), exitCodeFor([weak]), exitCodeFor([uncited, weak])]).toEqual([0, 0, 1]);
  });

  it('orders by file, then line, then column, then code, and leaves the list it was given as it was', () => {
    const f = (file: string, line: number, column: number, code: Finding['code'] = 'gate1/weak') =>
      finding(code, at(file, line, column), `${file}:${line}:${column}`);
    const given = [
      f('b.md', 1, 1),
      f('a.md', 10, 1),
      f('a.md', 2, 9),
      f('a.md', 2, 3, 'gate1/weak'),
      f('a.md', 2, 3, 'gate1/refuted'),
    ];
    const copy = [...given];
    expect(sortFindings(given).map((x) => `${x.message} ${x.code}`)).toEqual([
      'a.md:2:3 gate1/refuted',
      'a.md:2:3 gate1/weak',
      'a.md:2:9 gate1/weak',
      'a.md:10:1 gate1/weak',
      'b.md:1:1 gate1/weak',
    ]);
    expect(given).toEqual(copy);
  });

  it('writes each finding for people as its place, severity, code and message, then its hint', () => {
    expect(formatFindingsText([uncited, weak])).toBe(
      `content/posts/a b.md:3:7  error gate1/uncited-factual  number "40" is stated without a citation\n    hint: ${uncited.hint}\n` +
        `content/posts/a.md:2:1  warning gate1/weak  supported but not recorded\n    hint: ${weak.hint}`,
    );
    expect(formatFindingsText([])).toBe('');
  });

  it('writes SARIF 2.1.0 with one rule per code, results pointing at their rule, line and column', () => {
    const zero = finding('gate1/weak', at('content/posts/a.md', 0, 0), 'at no line', { severity: 'info' });
    const log = sarifLog([uncited, weak, uncited, zero], { name: 'warrant', version: '9.9.9' }) as {
      runs: { tool: { driver: { rules: { id: string }[] } }; results: unknown[] }[];
    };
    expect(log).toEqual({
      $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: {
              name: 'warrant',
              version: '9.9.9',
              rules: [
                {
                  id: 'gate1/uncited-factual',
                  shortDescription: { text: expect.any(String) },
                  help: { text: uncited.hint },
                  defaultConfiguration: { level: 'error' },
                },
                {
                  id: 'gate1/weak',
                  shortDescription: { text: expect.any(String) },
                  help: { text: weak.hint },
                  defaultConfiguration: { level: 'warning' },
                },
              ],
            },
          },
          columnKind: 'utf16CodeUnits',
          originalUriBaseIds: { PROJECTROOT: { description: { text: 'The blog project the findings are in.' } } },
          results: [
            result('gate1/uncited-factual', 0, 'error', uncited.message, 'content/posts/a%20b.md', 3, 7),
            result('gate1/weak', 1, 'warning', weak.message, 'content/posts/a.md', 2, 1),
            result('gate1/uncited-factual', 0, 'error', uncited.message, 'content/posts/a%20b.md', 3, 7),
            result('gate1/weak', 1, 'note', 'at no line', 'content/posts/a.md', 1, 1),
          ],
        },
      ],
    });
    const rule = log.runs[0]!.tool.driver.rules[0] as unknown as { shortDescription: { text: string } };
    expect(rule.shortDescription.text.length).toBeGreaterThan(10);
  });

  it('lists the rules in the order of their codes, whatever order the findings come in', () => {
    const log = sarifLog([weak, uncited], { name: 'warrant', version: '9.9.9' }) as {
      runs: { tool: { driver: { rules: { id: string }[] } }; results: { ruleId: string; ruleIndex: number }[] }[];
    };
    const run = log.runs[0]!;
    expect(run.tool.driver.rules.map((r) => r.id)).toEqual(['gate1/uncited-factual', 'gate1/weak']);
    expect(run.results.map((r) => [r.ruleId, r.ruleIndex])).toEqual([
      ['gate1/weak', 1],
      ['gate1/uncited-factual', 0],
    ]);
  });
});

function result(
  ruleId: string,
  ruleIndex: number,
  level: string,
  text: string,
  uri: string,
  line: number,
  column: number,
) {
  return {
    ruleId,
    ruleIndex,
    level,
    message: { text },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri, uriBaseId: 'PROJECTROOT' },
          region: { startLine: line, startColumn: column },
        },
      },
    ],
  };
}

describe('values with no canonical JSON form', () => {
  const refusal = (value: unknown): string => {
    try {
      assertPlainJson(value);
    } catch (error) {
      if (error instanceof WarrantError && error.code === 'CANONICAL_UNSUPPORTED_VALUE') return error.message;
      throw error;
    }
    return 'accepted';
  };
  class Thing {
    x = 1;
  }
  const orphan = Object.create(Object.create(null) as object) as object;
  const symbolic = { [Symbol('s')]: 1, a: 1 };

  it('names the path of the first offender and what it is', () => {
    expect(refusal({ a: [1, { b: 'x\ud800' }] })).toBe('$.a[1].b: a string with a lone surrogate is not plain JSON');
    expect(refusal({ n: Infinity })).toBe('$.n: the number Infinity is not plain JSON');
    expect(refusal([1, () => 1])).toBe('$[1]: a value of type function is not plain JSON');
    const holed: unknown[] = [1];
    holed[2] = 3;
    expect(refusal(holed)).toBe('$: a hole at index 1 is not plain JSON');
    expect(refusal({ t: new Thing() })).toBe('$.t: an instance of Thing is not plain JSON');
    expect(refusal(orphan)).toBe('$: an instance of a class is not plain JSON');
    expect(refusal(symbolic)).toBe('$: a symbol-keyed property is not plain JSON');
    expect(refusal({ ['k\udc00']: 1 })).toBe('$: the key "k\\udc00" with a lone surrogate is not plain JSON');
    expect(refusal(Object.assign(Object.create(null) as object, { a: [true, null, 'x'] }))).toBe('accepted');
  });

  it('accepts the same object twice when it is no cycle', () => {
    const shared = { a: 1 };
    expect(canonicalJson({ x: shared, y: [shared] })).toBe('{"x":{"a":1},"y":[{"a":1}]}');
  });
});

describe('the public keys a PEM file lists', () => {
  const pem = (type: 'ed25519' | 'x25519') =>
    generateKeyPairSync(type as 'ed25519')
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString();

  it('reads each key with the name on the comment line above it, trimmed, and none without one', () => {
    const keys = parseEd25519Keys(`#   Ana Ruiz  \n${pem('ed25519')}\n${pem('ed25519')}`, 'keys.pem');
    expect(keys.map((k) => [k.key.asymmetricKeyType, k.name])).toEqual([
      ['ed25519', 'Ana Ruiz'],
      ['ed25519', undefined],
    ]);
    expect('name' in keys[1]!).toBe(false);
  });

  it('refuses a key that is not Ed25519, or cannot be read, by its number in the file', () => {
    const codeAndMessage = (text: string) => {
      try {
        parseEd25519Keys(text, 'keys.pem');
      } catch (error) {
        if (error instanceof WarrantError) return [error.code, error.message];
      }
      return [];
    };
    expect(codeAndMessage(`${pem('ed25519')}\n${pem('x25519')}`)).toEqual([
      'CONFIG_INVALID',
      'keys.pem: public key 2 is x25519, not Ed25519',
    ]);
    expect(codeAndMessage('-----BEGIN PUBLIC KEY-----\nnot base64\n-----END PUBLIC KEY-----')).toEqual([
      'CONFIG_INVALID',
      'keys.pem: public key 1 cannot be read',
    ]);
  });

  it('reads the name of a key in a file written with CRLF line breaks without the carriage return', () => {
    const keys = parseEd25519Keys(`# Ana Ruiz\r\n${pem('ed25519').replace(/\n/gu, '\r\n')}`, 'keys.pem');
    expect(keys.map((k) => [k.key.asymmetricKeyType, k.name])).toEqual([['ed25519', 'Ana Ruiz']]);
  });

  it('keeps why an unreadable key could not be read, as the cause of a WarrantError', () => {
    let caught: unknown;
    try {
      parseEd25519Keys('-----BEGIN PUBLIC KEY-----\nnot base64\n-----END PUBLIC KEY-----', 'keys.pem');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(WarrantError);
    expect((caught as WarrantError).name).toBe('WarrantError');
    expect(String(caught)).toBe('WarrantError: keys.pem: public key 1 cannot be read');
    expect((caught as WarrantError).cause).toBeInstanceOf(Error);
  });
});
