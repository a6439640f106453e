// A sample that gives each setting's default on a "Default:" line and shows an example commented out below it
// (Traefik's `traefik.sample.toml`), and a claim in the passage's own words that gives a switch the other state.
import { describe, expect, it } from 'vitest';
import { iniFields } from '../../src/grounding/ini-file.js';
import { stateOtherwise } from '../../src/grounding/switches.js';
import { linesSource, verdict } from './fixtures.js';

const sample = linesSource('text/plain')('traefik.sample.toml', [
  '[log]',
  '',
  '  # Log level',
  '  #',
  '  # Optional',
  '  # Default: "ERROR"',
  '  #',
  '  # level = "DEBUG"',
  '',
  '[api]',
  '',
  '  # Enable the API in insecure mode',
  '  #',
  '  # Optional',
  '  # Default: false',
  '  #',
  '  # insecure = true',
  '',
  '[providers.docker]',
  '  # exposedByDefault = false',
]);

describe('a sample that gives defaults above its examples', () => {
  const entry = (path: string) =>
    iniFields(sample.uri, sample.text)?.entries.find((e) => e.path.join('.') === path && !e.comment);

  it('reads the default the "Default:" line gives, there, and not the example below it', () => {
    expect(entry('log.level')).toMatchObject({ value: 'ERROR', commented: true, shown: true });
    const level = entry('log.level');
    expect(sample.text.slice(level?.valueStart, (level?.valueStart ?? 0) + 5)).toBe('ERROR');
    expect(entry('api.insecure')?.value).toBe('false');
    // (With no "Default:" line, the setting shown is the sample's default.)
    expect(entry('providers.docker.exposedByDefault')?.value).toBe('false');
  });

  it('grounds the default and refutes the example as a default', () => {
    expect(verdict('By default the log level is ERROR.', sample)[0]).toBe('supported');
    expect(verdict('By default the log level is DEBUG.', sample)[0]).not.toBe('supported');
  });

  it('leaves a claim in the passage’s words that gives a switch the other state to a person', () => {
    expect(verdict('Insecure mode for the API is on by default.', sample)).toEqual([
      'neutral',
      'the claim says it is on, where the passage gives false; check which the claim means',
    ]);
    expect(stateOtherwise('it is off by default', 'Default: false')).toBeUndefined();
    expect(stateOtherwise('it is on, not off', 'Default: false')).toBeUndefined();
    expect(stateOtherwise('it is enabled', 'Default: false, or true')).toBeUndefined();
    expect(stateOtherwise('it is disabled', 'Default: true')).toEqual({ said: 'off', given: 'true' });
  });
});
