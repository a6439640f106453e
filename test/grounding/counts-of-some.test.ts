// Counts of some of a list, and values said twice: the records whose field holds a value the claim names ("two of them
// carry an active status"), a whole table's count that is no count of some of its rows, a table of release lines
// ("5.0.x"), and an amount said again in other units ("420 seconds, which is seven minutes").
import { describe, expect, it } from 'vitest';
import { readClaim } from '../../src/grounding/claim-facts.js';
import { md, txt, verdict } from './fixtures.js';

const security = md('SECURITY.md', [
  '# Security Policy',
  '',
  '| Version   | Status     | Security Updates Until |',
  '|-----------|------------|------------------------|',
  '| **5.1.x** | ✅ Active  | To be announced        |',
  '| **5.0.x** | ✅ Active  | **November 30, 2026**  |',
  '| **4.2.x** | ❌ EOL     | **July 30, 2026**      |',
  '| **4.1.x** | ❌ EOL     | **February 28, 2026**  |',
  '| **4.0.x** | ❌ EOL     | **December 23, 2025**  |',
  '| **< 3.2** | ❌ EOL     | —                      |',
  '',
]);

const matrix = md('feature-comparison.md', [
  '| Feature               | pnpm | Yarn | npm |',
  '| ---                   | :--: | :--: | :--: |',
  '| Workspace support     | ✅   | ✅   | ✅   |',
  '| Zero-Installs         | ❌   | ✅   | ❌   |',
  '| Catalogs              | ✅   | ❌   | ❌   |',
  '| Side-effects cache    | ✅   | ❌   | ❌   |',
  '',
]);

const pom = txt('pom.xml', [
  '<project>',
  '  <dependencyManagement>',
  '    <dependencies>',
  '      <dependency><groupId>org.slf4j</groupId><artifactId>slf4j-api</artifactId></dependency>',
  '      <dependency><groupId>junit</groupId><artifactId>junit</artifactId><scope>test</scope></dependency>',
  '      <dependency><groupId>org.assertj</groupId><artifactId>assertj-core</artifactId><scope>test</scope></dependency>',
  '      <dependency><groupId>org.mockito</groupId><artifactId>mockito-core</artifactId><scope>test</scope></dependency>',
  '    </dependencies>',
  '  </dependencyManagement>',
  '</project>',
  '',
]);

describe('a count of the records that hold a value', () => {
  it('is the number of records whose field holds the value the claim names beside the count', () => {
    expect(verdict('Just two of them, the 5.1 and 5.0 series, carry an active status.', security)[0]).toBe('supported');
    expect(verdict('Three of the dependencies are locked to the test scope.', pom)[0]).toBe('supported');
    // (Not refuted: the claim may count by another field.)
    expect(verdict('Just three of them carry an active status.', security)[0]).toBe('neutral');
    expect(verdict('Two of the dependencies are locked to the test scope.', pom)[0]).toBe('neutral');
    // (Each count with the value said after it, not one said with another count.)
    expect(verdict('Two of the lines have an EOL status and four have an active status.', security)[0]).toBe('neutral');
    // (A number after a noun names something: "stage 2" counts nothing.)
    expect(verdict('The stage 3 dependencies are locked to the test scope.', pom)[0]).not.toBe('supported');
  });

  it('leaves a count of some rows unrefuted by the number of all of them', () => {
    expect(verdict('The matrix lines up four features, marked for pnpm, Yarn and npm.', matrix)[0]).toBe('supported');
    // (Not refuted by the table: the claim may count another list of features.)
    expect(verdict('The matrix lines up five features.', matrix)).toEqual([
      'neutral',
      "the source's table has 4 rows, not five; check whether the claim counts that table or another list",
    ]);
    expect(verdict('The matrix has five rows.', matrix)[0]).toBe('refuted');
    expect(verdict('Two rows are pnpm-only, catalogs and the side-effects cache.', matrix)).toEqual([
      'neutral',
      expect.stringContaining('and the claim counts only some of them, which it does not count'),
    ]);
    expect(verdict('Two of the features get a tick from pnpm alone.', matrix)[0]).not.toBe('refuted');
    // (A count of some things a first column heads is no count of the table: "more than 2 features that ...".)
    expect(verdict('More than two features have a cross for npm.', matrix)[0]).toBe('neutral');
  });
});

describe('a table of release lines', () => {
  it('names each row by its line, "5.0" for "5.0.x", and leaves a row of the lines below a bound unnamed', () => {
    expect(verdict('The 5.0 series keeps getting security updates until the end of November 2026.', security)[0]).toBe(
      'supported',
    );
    expect(verdict('The 5.0 series gets security updates until July 30, 2026.', security)[0]).not.toBe('supported');
    expect(verdict('The 4.2 series has an EOL status.', security)[0]).toBe('supported');
    expect(verdict('The 4.2.x series has an EOL status.', security)[0]).toBe('supported');
    // (A release of a line is one its row speaks of, not one it names; nor does another line's row contradict it.)
    expect(verdict('Version 4.2.3 has an EOL status.', security)[0]).toBe('neutral');
  });
});

describe('an amount said again in other units', () => {
  const defaults = txt('rq/defaults.py', [
    'DEFAULT_WORKER_TTL = 420',
    '""" The default Time To Live (TTL) for the Worker in seconds """',
    '',
    'DEFAULT_RESULT_TTL = 500',
    '""" The Time To Live (TTL) in seconds to keep job results """',
    '',
  ]);

  it('is stated where the value it says again is, and only when it is the same amount', () => {
    expect(verdict("A worker's time-to-live defaults to 420 seconds, which is seven minutes.", defaults)[0]).toBe(
      'supported',
    );
    expect(verdict("A worker's time-to-live defaults to 420 seconds (seven minutes).", defaults)[0]).toBe('supported');
    expect(verdict("A worker's time-to-live defaults to 420 seconds, which is eight minutes.", defaults)[0]).not.toBe(
      'supported',
    );
    // (Not a value beside it that is no restatement: "420 seconds, and results last seven minutes".)
    expect(verdict("A worker's time-to-live is 420 seconds and results last seven minutes.", defaults)[0]).not.toBe(
      'supported',
    );
  });
});

describe('what makes a value a change', () => {
  it('reads "up" and "down" of a rise or a fall, not of a verb they belong to', () => {
    const cue = (text: string): (string | undefined)[] => readClaim(text).facts.map((f) => f.cue);
    expect(cue('Usage went up 5%.')).toEqual(['change']);
    expect(cue('Prices are down 2%.')).toEqual(['change']);
    expect(cue('Tasks are picked up after three minutes.')).toEqual(['interval']);
    expect(cue('The server shuts down after 30 seconds.')).toEqual(['interval']);
  });
});
