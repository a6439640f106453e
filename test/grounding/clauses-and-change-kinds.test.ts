// A value the source gives in a clause about another name, and a change the log lists under another kind of change.
import { describe, expect, it } from 'vitest';
import { typedChangelog, verdict } from './fixtures.js';

const text = (uri: string, t: string) => ({ uri, mediaType: 'text/plain', text: t, title: '' });

describe('a value in a clause of the sentence that names another thing', () => {
  const and = text(
    'node.txt',
    'Node.js 20 remains in Active LTS until October 2024, and Node.js 18 reaches end-of-life in April 2025.\n',
  );
  const semi = text(
    'node.txt',
    'Node.js 20 remains in Active LTS until October 2024; Node.js 18 reaches end-of-life in April 2025.\n',
  );
  const whilst = text(
    'node.txt',
    'Node.js 20 remains in Active LTS until October 2024, while Node.js 18 reaches end-of-life in April 2025.\n',
  );

  it('leaves open a value of the last clause said of the name of the first, quoting the clause without its "and"', () => {
    expect(verdict('Node.js 20 reaches end-of-life in April 2025.', and)).toEqual([
      'neutral',
      'the source gives April 2025 in "Node.js 18 reaches end-of-life in April 2025.", which does not name Node.js 20',
    ]);
    expect(verdict('Node.js 20 reaches end-of-life in April 2025.', semi)).toEqual([
      'neutral',
      'the source gives April 2025 in "Node.js 18 reaches end-of-life in April 2025.", which does not name Node.js 20',
    ]);
    expect(verdict('Node.js 20 reaches end-of-life in April 2025.', whilst)).toEqual([
      'neutral',
      'the source gives April 2025 in "Node.js 18 reaches end-of-life in April 2025.", which does not name Node.js 20',
    ]);
  });

  it('leaves open a value of the first clause said of the name of the last', () => {
    expect(verdict('Node.js 18 remains in Active LTS until October 2024.', semi)).toEqual([
      'neutral',
      'the source gives October 2024 in "Node.js 20 remains in Active LTS until October 2024", which does not name Node.js 18',
    ]);
  });

  it('reads each clause of the claim with its own name', () => {
    expect(
      verdict('Node.js 20 reaches end-of-life in April 2025, and Node.js 18 stays in LTS until October 2024.', and),
    ).toEqual([
      'neutral',
      'the source gives April 2025 in "Node.js 18 reaches end-of-life in April 2025.", which does not name Node.js 20',
    ]);
  });

  it('supports two clauses of the claim that each give the value of their own clause', () => {
    expect(
      verdict(
        'Node.js 18 reaches end-of-life in April 2025, and Node.js 20 stays in Active LTS until October 2024.',
        and,
      ),
    ).toEqual([
      'supported',
      'the source states April 2025 (node.txt:1:92), October 2024 (node.txt:1), Node.js 18 (node.txt:1), Node.js 20 (node.txt:1), Active LTS (node.txt:1)',
    ]);
  });

  it('reads the clauses of the sentence, not of the sentence before it', () => {
    const after = text(
      'node.txt',
      'Support is changing. Node.js 20 remains in Active LTS until October 2024, and Node.js 18 reaches end-of-life in April 2025.\n',
    );
    expect(verdict('Node.js 20 reaches end-of-life in April 2025.', after)).toEqual([
      'neutral',
      'the source gives April 2025 in "Node.js 18 reaches end-of-life in April 2025.", which does not name Node.js 20',
    ]);
  });

  it('quotes the clause whatever the spaces around its semicolon', () => {
    const tight = text(
      'node.txt',
      'Node.js 20 remains in Active LTS until October 2024;Node.js 18 reaches end-of-life in April 2025.\n',
    );
    expect(verdict('Node.js 20 reaches end-of-life in April 2025.', tight)).toEqual([
      'neutral',
      'the source gives April 2025 in "Node.js 18 reaches end-of-life in April 2025.", which does not name Node.js 20',
    ]);
    const spaced = text(
      'node.txt',
      'Node.js 20 remains in Active LTS until October 2024 ; Node.js 18 reaches end-of-life in April 2025.\n',
    );
    expect(verdict('Node.js 18 remains in Active LTS until October 2024.', spaced)).toEqual([
      'neutral',
      'the source gives October 2024 in "Node.js 20 remains in Active LTS until October 2024", which does not name Node.js 18',
    ]);
  });

  it('reads a value that opens the sentence as of its first clause', () => {
    const opening = text(
      'node.txt',
      'October 2024 is when Node.js 20 leaves Active LTS, and April 2025 is when Node.js 18 reaches end-of-life.\n',
    );
    expect(verdict('Node.js 20 leaves Active LTS in October 2024.', opening)).toEqual([
      'supported',
      'the source states October 2024 (node.txt:1), Node.js 20 (node.txt:1), Active LTS (node.txt:1)',
    ]);
  });

  it('supports the value with the name of its own clause', () => {
    expect(verdict('Node.js 18 reaches end-of-life in April 2025.', and)[0]).toBe('supported');
    expect(verdict('Node.js 20 remains in Active LTS until October 2024.', semi)[0]).toBe('supported');
  });
});

describe('a change the log lists under another kind of change', () => {
  it('refutes "added" or "removed" for an entry listed as fixed, and supports "fixed"', () => {
    expect(verdict('Version 1.1.0 added the Italian translation.', typedChangelog)).toEqual([
      'refuted',
      'the source lists "Italian translation." under "Fixed", not as added (CHANGELOG.md:9)',
    ]);
    expect(verdict('Version 1.1.0 removed the Italian translation.', typedChangelog)).toEqual([
      'refuted',
      'the source lists "Italian translation." under "Fixed", not as removed (CHANGELOG.md:9)',
    ]);
    expect(verdict('Version 1.1.0 fixed the Italian translation.', typedChangelog)[0]).toBe('supported');
    expect(verdict('Version 1.1.0 added a Danish translation.', typedChangelog)[0]).toBe('supported');
  });

  it('does not read a claim that says no kind of change as one of another kind', () => {
    expect(verdict('Version 1.1.0 has the Italian translation.', typedChangelog)).toEqual([
      'supported',
      'the source states 1.1.0 (CHANGELOG.md:1), Italian (CHANGELOG.md:9)',
    ]);
  });
});
