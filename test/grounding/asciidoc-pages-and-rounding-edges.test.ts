// An AsciiDoc page read as the text it shows (its table rows as lines, the examples its cells show left out), and a
// value on the very edge of what a claim's rounding covers, which goes to a person and lets no other value refute it.
import { describe, expect, it } from 'vitest';
import { asciidocText, isAsciiDoc } from '../../src/grounding/asciidoc-text.js';
import { extractQuantities, relate } from '../../src/grounding/quantities.js';
import { linesSource, verdict } from './fixtures.js';

const page = linesSource('text/plain')('docs/modules/theme/pages/heading.adoc', [
  '= Heading Category Keys',
  ':navtitle: Heading',
  '',
  '[#heading]',
  '== heading',
  '',
  '[cols="3,4,5a"]',
  '|===',
  '|Key |Value Type |Example',
  '',
  '|line-height',
  '|xref:language.adoc#values[Number] +',
  '(default: `1.15`)',
  '|[source]',
  'heading:',
  '  line-height: 1.2',
  '',
  '|min-height-after',
  '|xref:measurement-units.adoc[Measurement] {vbar} auto +',
  '(default: `20`)',
  '|[source]',
  'heading:',
  '  min-height-after: 0',
  '|===',
]);

describe('an AsciiDoc page', () => {
  it('is the text it shows, every place kept: titles as headings, a table row on one line, no example', () => {
    const shown = asciidocText(page.text);
    expect(shown).toHaveLength(page.text.length);
    const lines = shown.split('\n');
    expect(lines).toContain('## heading');
    expect(lines.find((l) => l.includes('line-height'))).toMatch(/^ line-height {2}xref:.*\(default: `1\.15`\)\s*$/u);
    expect(shown).not.toContain('1.2');
    expect(shown).not.toContain('|===');
    expect(isAsciiDoc('README.adoc')).toBe(true);
    expect(isAsciiDoc('README.md')).toBe(false);
  });

  it('grounds a default its table gives, and not the example beside it', () => {
    expect(verdict('The line height for headings defaults to 1.15.', page)[0]).toBe('supported');
    expect(verdict('The default line height for headings is 1.3.', page)).toEqual([
      'refuted',
      'the source gives 1.15 for "line height xref" (heading.adoc:13), not 1.3',
    ]);
  });
});

describe('a value on the edge of what a claim’s rounding covers', () => {
  it('neither bears the claim out nor contradicts it', () => {
    const [claim] = extractQuantities('1.2');
    const [edge] = extractQuantities('1.15');
    const [inside] = extractQuantities('1.18');
    if (!claim || !edge || !inside) throw new Error('no quantities');
    expect(relate(claim, edge)).toBe('overlap');
    expect(relate(claim, inside)).toBe('match');
  });

  it('leaves the claim to a person, and lets no other value the claim’s words fit as well refute it', () => {
    const [support, why] = verdict('The default line height for headings is 1.2.', page);
    expect(support).toBe('neutral');
    expect(why).toContain('1.15 for "line height xref" (heading.adoc:13)');
  });
});
