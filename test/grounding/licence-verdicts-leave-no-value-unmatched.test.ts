// A claim borne out by the licence a source gives leaves nothing unmatched, so no later check overrules the pass.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';

const pyproject = {
  uri: 'pyproject.toml',
  mediaType: 'text/plain',
  title: '',
  text: '[project]\nname = "httpx"\nlicense = "BSD-3-Clause"\n',
};

describe('a claim of the licence alone', () => {
  it('is supported with no value of the claim left unmatched', () => {
    const r = assessDeterministic('The library is released under the BSD-3-Clause licence.', pyproject);
    expect([r.support, r.rule, r.unmatched]).toEqual([
      'supported',
      'the source gives the licence as BSD-3-Clause (pyproject.toml:3)',
      [],
    ]);
  });
});
