// The licences a claim names against the licence a source gives: a manifest's field, or a README's sentence.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { licencesIn } from '../../src/grounding/licences.js';

const file = (uri: string, text: string, mediaType = 'text/plain') => ({
  id: 's1',
  uri,
  title: 's',
  tier: 'record' as const,
  sensitivity: 'public' as const,
  sha256: 'x',
  text,
  mediaType,
});

describe('licences as they are written', () => {
  it('reads each by its SPDX identifier, the most specific form where two overlap', () => {
    const ids = (t: string) => licencesIn(t).map((l) => l.id);
    expect(ids('MIT OR Apache-2.0')).toEqual(['mit', 'apache-2.0']);
    expect(ids('the Apache License, Version 2.0')).toEqual(['apache-2.0']);
    expect(ids('BSD-3-Clause')).toEqual(['bsd-3-clause']);
    expect(ids('the 3-clause BSD licence')).toEqual(['bsd-3-clause']);
    expect(ids('GPLv2, LGPL 2.1 or GPL 3.0.')).toEqual(['gpl-2.0', 'lgpl-2.1', 'gpl-3.0']);
    expect(ids('a BSD licence')).toEqual(['bsd']);
    expect(ids('a permissive licence')).toEqual([]);
  });
});

describe('a licence the claim names', () => {
  const cargo = file('Cargo.toml', '[package]\nname = "bat"\nlicense = "MIT OR Apache-2.0"\n');
  const pyproject = file('pyproject.toml', '[project]\nname = "httpx"\nlicense = "BSD-3-Clause"\n');
  const readme = file(
    'README.md',
    '# Tool\n\nThe code is released under the Apache License, Version 2.0.\n\nThe documents are licensed CC0.\n',
    'text/markdown',
  );

  it('is borne out by the licence field, a family by any of its licences', () => {
    for (const claim of [
      'The library is released under the BSD 3-clause licence.',
      'httpx is BSD licensed.',
      'The library is released under the BSD-3-Clause licence.',
    ])
      expect(assessDeterministic(claim, pyproject)).toMatchObject({
        support: 'supported',
        rule: 'the source gives the licence as BSD-3-Clause (pyproject.toml:3)',
      });
    expect(assessDeterministic('It is dual-licensed under MIT or Apache 2.0.', cargo).support).toBe('supported');
  });

  it('is refuted by a field or a sentence that gives another, naming it and its place', () => {
    expect(assessDeterministic('The library is released under the MIT licence.', pyproject)).toMatchObject({
      support: 'refuted',
      rule: 'the source gives the licence as BSD-3-Clause (pyproject.toml:3), not MIT',
    });
    expect(assessDeterministic('It is dual-licensed under MIT or GPL 3.0.', cargo).rule).toBe(
      'the source gives the licence as MIT or Apache-2.0 (Cargo.toml:3), not GPL 3.0',
    );
    expect(assessDeterministic('The code is licensed under the MIT license.', readme).rule).toBe(
      'the source gives the licence as Apache License, Version 2.0 or CC0 (README.md:3), not MIT',
    );
  });

  it('is left to a person when the claim sets it against another, or says more than the licence', () => {
    expect(
      assessDeterministic('Unlike GPL projects, it is MIT licensed.', file('LICENSE.txt', 'license: MIT\n')).support,
    ).toBe('neutral');
    expect(assessDeterministic('It is the only MIT licensed tool.', file('notes.txt', 'license: MIT\n')).support).toBe(
      'neutral',
    );
  });
});

describe('words that end in "est"', () => {
  it('are no superlative when they are nouns: "the manifest", "the request"', () => {
    const manifest = file('Cargo.toml', '[package]\nname = "bat"\nversion = "0.26.1"\n');
    expect(assessDeterministic('The manifest describes version 0.26.1 of the crate.', manifest).support).toBe(
      'supported',
    );
    expect(assessDeterministic('The latest version is 0.26.1.', manifest).support).not.toBe('refuted');
  });
});
