// A feature the claim names for a dependency whose manifest entry lists no features at all: left to a person, saying so.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { txt } from './fixtures.js';

describe('a member named for a thing that has no list of its kind', () => {
  const cargo = txt('Cargo.toml', [
    '[package]',
    'name = "bat"',
    '',
    '[dependencies]',
    'clap = { version = "4.6.1", features = ["wrap_help", "cargo"] }',
    'syntect = { version = "5.3.0", default-features = false }',
    '',
  ]);

  it('leaves the claim to a person and says the source lists no such member for the thing', () => {
    const r = assessDeterministic('Highlighting comes from syntect 5.3.0 with the regex-fancy feature.', cargo);
    expect([r.support, r.rule]).toEqual(['neutral', 'the source lists no regex-fancy for "dependencies.syntect"']);
  });
});
