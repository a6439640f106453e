// A claimed version against a requirement's bounds (">=3.10", "<3.15", "!=3.11.2"): what each lets in, and which refutes.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { verdict } from './fixtures.js';

const pyproject = (requirement: string) => ({
  uri: 'pyproject.toml',
  mediaType: 'application/toml',
  title: '',
  text: `[project]\nname = "pkg"\nrequires-python = "${requirement}"\n`,
});

describe('a version a requirement lets in', () => {
  it('is no contradiction of its bounds when the claim says the version is supported, and is left to a person', () => {
    expect(verdict('The package supports Python 3.12.', pyproject('>=3.10, <=3.14'))).toEqual([
      'neutral',
      'the source requires >=3.10 and <=3.14 for "project.requires-python", which lets in 3.12 without naming it; check that the claim means a version it allows',
    ]);
    expect(verdict('The package works with Python 3.12.', pyproject('>=3.10'))).toEqual([
      'neutral',
      'the source requires >=3.10 for "project.requires-python", which lets in 3.12 without naming it; check that the claim means a version it allows',
    ]);
  });

  it('is refuted by the lower bound when the claim says it is the minimum', () => {
    for (const claim of ['The package requires Python 3.12.', 'The package needs Python 3.12 or later.'])
      expect(verdict(claim, pyproject('>=3.10'))).toEqual([
        'refuted',
        'the source gives >=3.10 for "project.requires-python" (pyproject.toml:3), not 3.12',
      ]);
    expect(verdict('The package requires Python 3.10 or newer.', pyproject('>=3.10'))[0]).toBe('supported');
  });
});

describe('a version a requirement leaves out', () => {
  it('is refuted by the bound that leaves it out, not by the one it keeps', () => {
    expect(verdict('The package supports Python 3.15.', pyproject('>=3.10,<3.15'))).toEqual([
      'refuted',
      'the source gives <3.15 for "project.requires-python" (pyproject.toml:3), not 3.15',
    ]);
    expect(verdict('The package supports Python 3.9.', pyproject('>=3.10,<3.15'))).toEqual([
      'refuted',
      'the source gives >=3.10 for "project.requires-python" (pyproject.toml:3), not 3.9',
    ]);
  });

  it('is never stated by a bound that excludes its own number ("<3.15", "!=3.11.2")', () => {
    expect(verdict('The package supports Python 3.11.2.', pyproject('>=3.10,!=3.11.2'))).toEqual([
      'refuted',
      'the source gives !=3.11.2 for "project.requires-python" (pyproject.toml:3), not 3.11.2',
    ]);
  });
});

describe('the bounds of one entry of a dependency list', () => {
  const manifest = {
    uri: 'pyproject.toml',
    mediaType: 'application/toml',
    title: '',
    text: '[project]\ndependencies = ["h2>=3,<5", "httpcore==1.*"]\n',
  };

  it('are its own package\'s alone: another entry ("httpcore==1.*") does not stop them letting a version in', () => {
    expect(verdict('The project uses h2 3.2.', manifest)).toEqual([
      'neutral',
      'the source requires >=3 and <5 for "project.dependencies: h2>=3,<5", which lets in 3.2 without naming it; check that the claim means a version it allows',
    ]);
    expect(verdict('The project supports h2 5.0.', manifest)).toEqual([
      'refuted',
      'the source gives <5 for "project.dependencies: h2>=3,<5" (pyproject.toml:2), not 5.0',
    ]);
  });
});

describe('each comparator of a requirement', () => {
  it('lets in what it says: ">" only versions above its own, "!=" every version but its own', () => {
    expect(verdict('The package supports Python 3.10.', pyproject('>3.9'))).toEqual([
      'neutral',
      'the source requires >3.9 for "project.requires-python", which lets in 3.10 without naming it; check that the claim means a version it allows',
    ]);
    expect(verdict('The package supports Python 3.9.', pyproject('>3.9'))).toEqual([
      'refuted',
      'the source gives >3.9 for "project.requires-python" (pyproject.toml:3), not 3.9',
    ]);
    expect(verdict('The package supports Python 3.12.', pyproject('>=3.10,!=3.11.2'))).toEqual([
      'neutral',
      'the source requires >=3.10 and !=3.11.2 for "project.requires-python", which lets in 3.12 without naming it; check that the claim means a version it allows',
    ]);
  });

  it('shows the requirement as the passage of a version it lets in', () => {
    const r = assessDeterministic('The package supports Python 3.12.', pyproject('>=3.10, <=3.14'));
    expect(r.passage?.text).toBe('requires-python: >=3.10, <=3.14');
  });

  it('leaves a claim of the versions below a bound to a person ("older than 3.15")', () => {
    expect(verdict('The package supports Python versions older than 3.15.', pyproject('>=3.10,<3.15'))[0]).toBe(
      'neutral',
    );
  });
});

describe('an upper bound a claim gives after a version ("3.10 or newer, but below 3.15")', () => {
  it('is stated by the same bound, and refuted by another, with the bound shown', () => {
    expect(verdict('The package needs Python 3.10 or newer, but below 3.15.', pyproject('>=3.10,<3.15'))).toEqual([
      'supported',
      'the source states 3.10 (pyproject.toml:3), below 3.15 (pyproject.toml:3), Python (the source)',
    ]);
    expect(verdict('The package needs Python 3.10 or newer, but below 3.14.', pyproject('>=3.10,<3.15'))).toEqual([
      'refuted',
      'the source gives <3.15 for "project.requires-python" (pyproject.toml:3), not below 3.14',
    ]);
    // ("<=3.15" lets 3.15 in, which "below 3.15" leaves out.)
    expect(verdict('The package needs Python 3.10 or newer, but below 3.15.', pyproject('>=3.10,<=3.15'))[0]).toBe(
      'refuted',
    );
  });

  it('is read the same with three parts ("below 3.15.0")', () => {
    expect(
      verdict('The package needs Python 3.10.0 or newer, but below 3.15.0.', pyproject('>=3.10.0,<3.15.0'))[0],
    ).toBe('supported');
    expect(
      verdict('The package needs Python 3.10.0 or newer, but below 3.14.0.', pyproject('>=3.10.0,<3.15.0'))[0],
    ).toBe('refuted');
  });

  it('is not stated by a lower bound alone, nor read where no version comes before it', () => {
    expect(verdict('The package needs Python 3.10 or newer, but below 3.15.', pyproject('>=3.10'))).toEqual([
      'neutral',
      'the source does not state below 3.15',
    ]);
    expect(verdict('The package supports Python versions below 3.15.', pyproject('>=3.10,<3.15'))[0]).toBe('neutral');
  });

  it('is of the package whose major line the claim names after "version" ("h2 version 3 or later, but under 5")', () => {
    const manifest = {
      uri: 'pyproject.toml',
      mediaType: 'application/toml',
      title: '',
      text: '[project.optional-dependencies]\nhttp2 = ["h2>=3,<5"]\n',
    };
    expect(verdict('HTTP/2 needs h2 version 3 or later, but under 5.', manifest)[0]).toBe('supported');
    expect(verdict('HTTP/2 needs h2 version 3 or later, but under 6.', manifest)).toEqual([
      'refuted',
      'the source gives <5 for "project.optional-dependencies.http2: h2>=3,<5" (pyproject.toml:2), not under 6',
    ]);
  });
});
