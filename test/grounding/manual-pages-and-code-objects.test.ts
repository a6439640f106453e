// A manual page written in roff read as the text it shows, a number the source works a value out with ("plus 128")
// as no rival to that value, and an object of defaults written out over lines in code read entry by entry under its
// name.
import { describe, expect, it } from 'vitest';
import { codeConstantFields } from '../../src/grounding/code-constants.js';
import { isManualPage, roffText } from '../../src/grounding/roff-text.js';
import { linesSource, txt, verdict } from './fixtures.js';

const page = linesSource('text/plain')('entr.1', [
  '.\\" a comment the page does not show',
  '.Dd March 2, 2026',
  '.Dt ENTR 1',
  '.Sh NAME',
  '.Nm entr',
  '.Nd run arbitrary commands when files change',
  '.Sh DESCRIPTION',
  '.Bl -tag -width Ds',
  '.It Fl c',
  'Clear the screen before invoking the',
  '.Ar utility .',
  'Specify twice to erase the scrollback buffer.',
  '.It Fl z',
  'Exit after the',
  '.Ar utility',
  'completes.',
  'If the child process was terminated by a signal, the exit status is the signal number plus 128.',
  '.El',
  '.Sh ENVIRONMENT',
  '.Bl -tag -width Ds',
  '.It Ev ENTR_STATUS_SCRIPT',
  'The path to the exit status script.',
  '.It Ev PAGER',
  'Set to',
  '.Pa /bin/cat',
  'by default.',
  '.It Ev SHELL',
  'Specify the shell to use with the',
  '.Fl s',
  'flag.',
  '.El',
]);

describe('a manual page', () => {
  it('is known by its name and its first macro', () => {
    expect(isManualPage(page.uri, page.text)).toBe(true);
    expect(isManualPage('notes.txt', page.text)).toBe(false);
    expect(isManualPage('entr.1', 'entr runs commands')).toBe(false);
  });

  it('reads as the text it shows, in place: macros blanked, sections headings, items items, `Fl x` a flag', () => {
    const shown = roffText(page.text);
    expect(shown).toHaveLength(page.text.length);
    const lines = shown.split('\n');
    expect(lines[0]?.trim()).toBe('');
    expect(lines.find((l) => l.includes('ENVIRONMENT'))?.trim()).toBe('#  ENVIRONMENT');
    expect(lines.find((l) => l.includes('-c'))?.trim()).toBe('-    -c');
    expect(shown).not.toMatch(/\b(?:Fl|Ar|Ev|Pa|Nm)\b/u);
    expect(roffText('\\fBbold\\fR and \\(em a dash')).toBe('   bold    and    - a dash');
  });

  it('counts the entries of a section and grounds what an item says', () => {
    expect(verdict('The page documents three environment variables.', page)[0]).toBe('supported');
    expect(verdict('Pass -c twice and it erases the scrollback buffer.', page)[0]).toBe('supported');
  });

  it('reads a number the source adds as no rival to the value it makes: "plus 128" is no exit status', () => {
    expect(verdict('With -z set, a child killed by signal 15 comes back as exit status 143.', page)[0]).not.toBe(
      'refuted',
    );
    expect(verdict('The exit status is the signal number plus 128.', page)[0]).toBe('supported');
  });
});

describe('an object of defaults written out in code', () => {
  const defaults = txt('lib/defaults/index.js', [
    "import utils from '../utils.js';",
    '',
    'const defaults = {',
    "  adapter: ['xhr', 'http', 'fetch'],",
    '',
    '  transformRequest: [function transformRequest(data) {',
    '    const limit = 10;',
    '    return data;',
    '  }],',
    '',
    '  /**',
    '   * A timeout in milliseconds to abort a request. If set to 0 (default) a',
    '   * timeout is not created.',
    '   */',
    '  timeout: 0,',
    '',
    '  maxContentLength: -1,',
    '  maxBodyLength: -1,',
    '',
    '  headers: {',
    '    common: {',
    "      'Accept': 'application/json, text/plain, */*',",
    '    }',
    '  }',
    '};',
    '',
    'export default defaults;',
  ]);

  it('reads each entry under the object’s name, and no line of a function inside it', () => {
    const entries = codeConstantFields(defaults.uri, defaults.text)?.entries.filter((e) => !e.comment) ?? [];
    expect(entries.map((e) => `${e.path.join('.')} = ${e.value}`)).toEqual([
      'defaults.adapter = xhr, http, fetch',
      // (In the unit the comment above it gives.)
      'defaults.timeout = 0 milliseconds',
      'defaults.maxContentLength = -1',
      'defaults.maxBodyLength = -1',
      'defaults.headers.common.Accept = application/json, text/plain, */*',
    ]);
  });

  it('grounds a default the object gives', () => {
    expect(verdict('Out of the box the timeout is zero.', defaults)[0]).toBe('supported');
  });
});
