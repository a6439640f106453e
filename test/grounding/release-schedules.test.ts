// A release schedule read as a reader does: "the first beta" is the entry numbered "beta 1", its date the date on that
// line; a version named in a crew list is that list's, not the schedule heading's; Java 8 is 1.8; "targets" may be a verb.
import { describe, expect, it } from 'vitest';
import { linesSource, txt, verdict } from './fixtures.js';

const schedule = txt('pep-0693.rst', [
  'This document describes the release schedule for Python 3.12.',
  '',
  'Release Manager and Crew',
  '========================',
  '',
  '- 3.12 Release Manager: Thomas Wouters',
  '- Windows installers: Steve Dower',
  '',
  '3.12.0 schedule',
  '---------------',
  '',
  '- 3.12.0 alpha 1: Monday, 2022-10-24',
  '- 3.12.0 alpha 2: Monday, 2022-11-14',
  '- 3.12.0 beta 1: Monday, 2023-05-22',
  '  (No new features beyond this point.)',
  '- 3.12.0 beta 2: Tuesday, 2023-06-06',
  '- 3.12.0 final: Monday, 2023-10-02',
  '',
  'Security fixes will be released until approximately October 2028.',
  '',
]);

describe('a release schedule', () => {
  it('reads "the first beta" as the entry numbered "beta 1", and its date as the one on that line', () => {
    expect(verdict('The first beta arrived on 22 May 2023.', schedule)).toEqual([
      'supported',
      'the source states first (pep-0693.rst:14), 22 May 2023 (pep-0693.rst:14)',
    ]);
    // (A date of another entry is that entry's.)
    expect(verdict('The first beta arrived on 6 June 2023.', schedule)).toEqual([
      'refuted',
      'the source gives Monday, 2023-05-22 for "3.12.0 beta 1: Monday, 2023-05-22 (No new features beyond this point.)" (pep-0693.rst:14), not 6 June 2023',
    ]);
    expect(verdict('The second beta arrived on 22 May 2023.', schedule)[0]).toBe('refuted');
    expect(verdict('The second alpha arrived on 14 November 2022.', schedule)[0]).toBe('supported');
  });

  it("finds a version in a crew list where the claim's words are, not under the schedule's heading", () => {
    expect(verdict('The release manager for 3.12 was Thomas Wouters.', schedule)).toEqual([
      'supported',
      'the source states 3.12 (pep-0693.rst:6), Thomas Wouters (pep-0693.rst:6)',
    ]);
    expect(verdict('The release manager for 3.12 was Steve Dower.', schedule)[0]).not.toBe('supported');
  });
});

describe('Java versions', () => {
  const pom = linesSource('application/xml')('pom.xml', [
    '<project>',
    '  <parent><version>7</version></parent>',
    '  <properties>',
    '    <java.version>1.8</java.version>',
    '  </properties>',
    '</project>',
  ]);

  it('are numbered 1.x up to 8 as well: Java 8 is 1.8, and "targets" before a name is a verb, no list', () => {
    expect(verdict('The project targets Java 8.', pom)[0]).toBe('supported');
    expect(verdict('The project still targets Java 8, as a java.version property of 1.8.', pom)[0]).toBe('supported');
    expect(verdict('The project targets Java 11.', pom)).toEqual([
      'refuted',
      'the source gives 1.8 for "properties.java.version" (pom.xml:4), not 11',
    ]);
    expect(verdict('The project targets Java 7.', pom)[0]).not.toBe('supported');
  });
});

describe("a value refuted only by what the claim's other value is stated by", () => {
  it('is not stated, not refuted: the number of the other value says nothing of it', () => {
    const csproj = linesSource('application/xml')('NLog.csproj', [
      '<Project>',
      '  <PropertyGroup>',
      "    <VisualStudioVersion Condition=\"'$(VisualStudioVersion)' == ''\">17.0</VisualStudioVersion>",
      '  </PropertyGroup>',
      '</Project>',
    ]);
    expect(verdict('On a Visual Studio older than 17.0 the list drops to three.', csproj)).toEqual([
      'neutral',
      'the source gives 17.0 for "PropertyGroup.VisualStudioVersion" (NLog.csproj:3), which is the claim\'s 17.0, and states no three',
    ]);
    expect(verdict('Visual Studio is at 16.0 here.', csproj)[0]).toBe('refuted');
  });
});
