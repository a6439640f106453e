// JSON with comments and XML read as the fields they hold, a count of the list a claim names, a wrapped sentence that is
// no field, a PEP's role as its name, and two amounts of one sentence told apart by the claim's order.
import { describe, expect, it } from 'vitest';
import { parseJsonWithOffsets } from '../../src/grounding/json-offsets.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { isXml, parseXmlWithOffsets } from '../../src/grounding/xml-file.js';
import { counts, linesSource, txt, verdict } from './fixtures.js';

const jsonc = linesSource('application/json');
const xml = linesSource('application/xml');

const launch = jsonc('.vscode/launch.json', [
  '// NOTE: --disable-extensions',
  '// Disable all installed extensions to increase performance of the debug instance',
  '// and prevent potential conflicts with other installed extensions.',
  '{',
  '  "version": "0.2.0",',
  '  "configurations": [',
  '    { "name": "Run Installed Extension", "args": ["--disable-extensions", "--log", "debug"], },',
  '    { "name": "Run Extension (Debug Build)", "args": ["--disable-extensions", "--log", "debug"] },',
  '    /* attaches */',
  '    { "name": "Attach To Server", "type": "lldb", "sourceLanguages": ["rust"] },',
  '  ],',
  '}',
]);

describe('JSON with comments', () => {
  it('parses past line and block comments and a comma before a closing bracket, and keeps each range', () => {
    const root = parseJsonWithOffsets('{"a": 1, // one\n "b": [2, /* two */ 3,], }');
    expect(root?.kind === 'object' && root.entries.map((e) => e.key)).toEqual(['a', 'b']);
    const b = root?.kind === 'object' ? root.entries[1]?.value : undefined;
    expect(b?.kind === 'array' && b.items.map((i) => (i.kind === 'scalar' ? i.value : undefined))).toEqual([2, 3]);
    expect(parseJsonWithOffsets('{"a": 1 /* never closed')).toBeUndefined();
    expect(parseJsonWithOffsets('[,]')).toBeUndefined();
    expect(parseJsonWithOffsets('{"a": 1,,}')).toBeUndefined();
  });

  it('is read as fields, its comments as text, and a count of the list the claim names', () => {
    expect(counts(sourceModel(launch))).toContain('configurations (number of entries) = 3');
    expect(verdict('The file defines three debug configurations in total.', launch)[0]).toBe('supported');
    expect(verdict('It declares the launch schema version 0.2.0.', launch)[0]).toBe('supported');
    expect(
      verdict('The comment says disabling extensions increases the performance of the debug instance.', launch)[0],
    ).not.toBe('refuted');
    // (A count of a record's list is no value records hold: "three debugger types" is not three configurations' args.)
    expect(verdict('Across the five entries I count three different debugger types.', launch)[0]).not.toBe('refuted');
    const [support, why] = verdict('The debug build configuration passes four args.', launch);
    expect(support).toBe('refuted');
    expect(why).toMatch(/3 entries for "configurations\.args \(number of entries\)"/u);
  });
});

const pom = xml('pom.xml', [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<project xmlns="http://maven.apache.org/POM/4.0.0">',
  '    <!-- The library and its integrations -->',
  '    <modelVersion>4.0.0</modelVersion>',
  '    <version>4.1.1-SNAPSHOT</version>',
  '    <modules>',
  '        <module>core</module>',
  '        <module>mvel</module>',
  '        <module>spel</module>',
  '    </modules>',
  '    <properties>',
  '        <java.version>1.8</java.version>',
  '        <mockito.version>3.6.0</mockito.version>',
  '        <assertj.version>3.18.1</assertj.version>',
  '    </properties>',
  '    <dependencies>',
  '        <dependency><artifactId>junit</artifactId><scope>test</scope></dependency>',
  '        <dependency><artifactId>slf4j-api</artifactId></dependency>',
  '    </dependencies>',
  '    <licenses><license name="MIT &amp; more"/></licenses>',
  '</project>',
]);

describe('an XML file', () => {
  it('is told by its media type or its name', () => {
    expect(isXml('application/xml', 'a.txt')).toBe(true);
    expect(isXml('text/plain', 'App.csproj')).toBe(true);
    expect(isXml('application/xhtml+xml', 'a.txt')).toBe(true);
    expect(isXml('text/plain', 'notes.txt')).toBe(false);
  });

  it('is read as a tree: text elements are fields, repeated elements a list, attributes fields, ranges kept', () => {
    const read = parseXmlWithOffsets(pom.text);
    const root = read?.root;
    expect(root?.kind === 'object' && root.entries.map((e) => e.key)).toEqual([
      'modelVersion',
      'version',
      'modules',
      'properties',
      'dependencies',
      'licenses',
    ]);
    const modules = root?.kind === 'object' ? root.entries.find((e) => e.key === 'modules')?.value : undefined;
    const module = modules?.kind === 'object' ? modules.entries[0]?.value : undefined;
    expect(module?.kind).toBe('array');
    const first = module?.kind === 'array' ? module.items[0] : undefined;
    expect(first && pom.text.slice(first.start, first.end)).toBe('core');
    const licences = root?.kind === 'object' ? root.entries.find((e) => e.key === 'licenses')?.value : undefined;
    const licence = licences?.kind === 'object' ? licences.entries[0]?.value : undefined;
    const name = licence?.kind === 'object' ? licence.entries.find((e) => e.key === 'name')?.value : undefined;
    expect(name?.kind === 'scalar' && name.value).toBe('MIT & more');
    expect(name && pom.text.slice(name.start, name.end)).toBe('MIT &amp; more');
    expect(read?.comments.map((c) => pom.text.slice(c.start, c.end))).toEqual([
      '<!-- The library and its integrations -->',
    ]);
    expect(parseXmlWithOffsets('<project><a>1</b></project>')).toBeUndefined();
    expect(parseXmlWithOffsets('no markup here')).toBeUndefined();
  });

  it("checks a claim against an element's value and counts", () => {
    expect(verdict('For mocking, the file pins Mockito at 3.6.0.', pom)[0]).toBe('supported');
    expect(verdict('For mocking, the file pins Mockito at 3.18.1.', pom)).toEqual([
      'refuted',
      'the source gives 3.6.0 for "properties.mockito.version" (pom.xml:13), not 3.18.1',
    ]);
    expect(verdict('The build aggregates three modules.', pom)[0]).toBe('supported');
    expect(verdict('The build aggregates four modules.', pom)[0]).toBe('refuted');
    // (Its namespace says nothing of what it holds.)
    expect(sourceModel(pom).facts.filter((f) => /xmlns|maven\.apache/u.test(f.label))).toEqual([]);
  });

  it("reads MSBuild's groups as one project's settings, and a count of a list the claim names part of by its whole", () => {
    const csproj = xml('NLog.csproj', [
      '<Project Sdk="Microsoft.NET.Sdk">',
      '  <PropertyGroup>',
      '    <Description>NLog for .NET Framework and .NET Standard</Description>',
      '    <Authors>Jarek Kowalski,Kim Christensen,Julian Verdurmen</Authors>',
      '  </PropertyGroup>',
      "  <PropertyGroup Condition=\" '$(TargetFramework)' == 'net35' \">",
      '    <AssemblyTitle>NLog for .NET Framework 3.5</AssemblyTitle>',
      '    <PackageReleaseNotes>',
      'Changelog:',
      '',
      '- Fixed NLog 4.8 layouts (@snakefoot)',
      '- Fixed NLog 4.9 targets (@snakefoot)',
      '- Faster logging (@snakefoot)',
      '    </PackageReleaseNotes>',
      '  </PropertyGroup>',
      '  <ItemGroup>',
      '    <PackageReference Include="Microsoft.SourceLink.GitHub" Version="8.0.0" />',
      '  </ItemGroup>',
      '</Project>',
    ]);
    const root = parseXmlWithOffsets(csproj.text)?.root;
    const group = root?.kind === 'object' ? root.entries[1]?.value : undefined;
    expect(group?.kind === 'object' && group.entries.map((e) => e.key)).toEqual([
      'Description',
      'Authors',
      'AssemblyTitle',
      'PackageReleaseNotes',
    ]);
    // (A text of parts split by semicolons is a list of them.)
    const frameworks = parseXmlWithOffsets(
      '<Project><PropertyGroup><TargetFrameworks>net35;net46;netstandard2.0</TargetFrameworks></PropertyGroup></Project>',
    )?.root;
    const listed = frameworks?.kind === 'object' ? frameworks.entries[0]?.value : undefined;
    const list = listed?.kind === 'object' ? listed.entries[0]?.value : undefined;
    expect(list?.kind === 'array' && list.items.map((i) => (i.kind === 'scalar' ? i.value : ''))).toEqual([
      'net35',
      'net46',
      'netstandard2.0',
    ]);
    // (An element of attributes alone is one thing, not a list of two; text over several lines is prose.)
    expect(counts(sourceModel(csproj)).filter((c) => c.includes('PackageReference'))).toEqual([]);
    expect(verdict('The changelog lists three entries.', csproj)[0]).toBe('supported');
    expect(verdict('The changelog lists twelve entries.', csproj)).toEqual([
      'refuted',
      expect.stringMatching(
        /^the source gives 3 entries for the entries under "Changelog" \(NLog\.csproj:\d+\), not twelve$/u,
      ),
    ]);
    expect(verdict('The package metadata credits three authors.', csproj)[0]).toBe('supported');
    expect(verdict('The package metadata credits two authors, Jarek Kowalski and Julian Verdurmen.', csproj)).toEqual([
      'refuted',
      'the source gives 3 entries for "PropertyGroup.Authors (number of entries)" (NLog.csproj:4), not two',
    ]);
    expect(
      verdict('The metadata credits three authors, Jarek Kowalski, Kim Christensen and Julian Verdurmen.', csproj)[0],
    ).toBe('supported');
  });

  it('that is not well formed is read as text', () => {
    const broken = xml('pom.xml', ['<project>', '  <version>1.2.0</version>', '']);
    expect(verdict('The project is at version 1.2.0.', broken)[0]).toBe('supported');
  });
});

describe('a sentence wrapped over lines after a word and a colon', () => {
  const pep = txt('pep-0693.rst', [
    'Note: the dates below use a 17-month development period that results',
    'in a 12-month release cadence between feature versions, as defined by',
    ':pep:`602`.',
    '',
  ]);

  it('is prose, not a field named "Note", and a PEP role reads as the PEP it names', () => {
    expect(sourceModel(pep).units.map((u) => u.kind)).not.toContain('field');
    expect(
      verdict('The schedule follows PEP 602: a seventeen-month development window feeding a twelve-month gap.', pep)[0],
    ).toBe('supported');
  });

  it("tells two amounts of one sentence apart by the claim's order, and leaves them in doubt the other way round", () => {
    expect(verdict('A twelve-month development window feeds a seventeen-month gap.', pep)).toEqual([
      'neutral',
      'the claim gives twelve-month before seventeen-month, and the source 17-month before 12-month (pep-0693.rst:1); check by hand which is which',
    ]);
    expect(verdict('A seventeen-month development window feeds an eleven-month gap.', pep)).toEqual([
      'refuted',
      expect.stringMatching(/not eleven-month$/u),
    ]);
  });
});
