// A name the claim gives with a version ("Go 1.22") or after a field's words ("directed by"): where it is stated, or refuted.
import { describe, expect, it } from 'vitest';
import { json, linesSource, md, verdict } from './fixtures.js';

const yaml = linesSource('application/yaml');

describe('a name in the field that gives its version', () => {
  it('is stated there, in a YAML field', () => {
    const meta = yaml('meta.yaml', ['name: quill', 'language: Go 1.22', 'license: MIT', 'downloads: 1200']);
    expect(verdict('Quill is written in Go 1.22.', meta)).toEqual([
      'supported',
      'the source states 1.22 (meta.yaml:2), Go (meta.yaml:2)',
    ]);
  });

  it('is stated there, in a Markdown field', () => {
    const readme = md('README.md', ['# Quill', '', 'Language: Go 1.22', '', 'Downloads: 1,200']);
    expect(verdict('It needs Go 1.22.', readme)).toEqual([
      'supported',
      'the source states 1.22 (README.md:3), Go (README.md:3)',
    ]);
  });
});

describe('a name in the heading that gives its version', () => {
  it('is cited at the heading, not at a field under it', () => {
    const readme = md('README.md', ['# Quill', '', '## Go 1.22', '', 'Downloads: 1,200']);
    expect(verdict('Quill is written in Go 1.22.', readme)).toEqual([
      'supported',
      'the source states 1.22 (README.md:3), Go (README.md:3)',
    ]);
  });
});

describe('a name after the words of a field another record gives', () => {
  it('is not refuted by the field of a record the claim does not name', () => {
    const films = json('film.json', [{ film: 'Brooklyn', year: 2015, directed_by: 'John Crowley' }]);
    expect(verdict('Carol, from 2015, was directed by Todd Haynes.', films)).toEqual([
      'neutral',
      'the source does not state Todd Haynes (said of: directed, Todd, Haynes)',
    ]);
  });
});
