// A member the claim gives a thing named in several tables of a manifest, none of which lists members of that kind.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';

const cargo = {
  uri: 'Cargo.toml',
  mediaType: 'text/plain',
  title: '',
  text: [
    '[dependencies]',
    'serde = "1.0"',
    '[dependencies.clap]',
    'version = "4.6.1"',
    'features = ["derive", "cargo"]',
    '[dev-dependencies]',
    'serde = "1.0"',
    '',
  ].join('\n'),
};

describe('a member of a thing the manifest names twice without a list', () => {
  it('leaves the member to a person, naming both things it looked at', () => {
    const r = assessDeterministic('The crate uses serde 1.0 with the derive feature.', cargo);
    expect([r.support, r.rule]).toEqual([
      'neutral',
      'the source lists no derive for "dependencies.serde" or "dev-dependencies.serde"',
    ]);
  });
});
