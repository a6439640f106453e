// A Gradle build script, Kotlin's or Groovy's, read as fields under its blocks: plugins by id with their versions,
// dependencies by artifact, assignments, calls of one literal, the values a block adds to one list, and a count of
// each block of several entries; and an identifier the claim gives as another value, which names no setting.
import { describe, expect, it } from 'vitest';
import { gradleFields } from '../../src/grounding/gradle-file.js';
import { linesSource, verdict } from './fixtures.js';

const kts = linesSource('text/plain')('graalvm/build.gradle.kts', [
  'plugins {',
  '    application',
  '    kotlin("jvm") version "2.3.20"',
  '    id("io.ktor.plugin") version "3.4.3"',
  '    kotlin("plugin.serialization") version "2.3.20"',
  '}',
  '',
  'group = "io.ktor"',
  'version = "0.0.1"',
  '',
  'kotlin {',
  '    jvmToolchain(17)',
  '}',
  '',
  'dependencies {',
  '    implementation("ch.qos.logback:logback-classic:1.5.21")',
  '    implementation("io.ktor:ktor-server-cio")',
  '    testImplementation("org.jetbrains.kotlin:kotlin-test")',
  '}',
  '',
  'graalvmNative {',
  '    binaries {',
  '        named("main") {',
  '            fallback.set(false)',
  '            buildArgs.add("--initialize-at-build-time=ch.qos.logback")',
  '            buildArgs.add("-H:+InstallExitHandlers")',
  '            buildArgs.add("-H:+ReportExceptionStackTraces")',
  '        }',
  '    }',
  '}',
]);

const groovy = linesSource('text/plain')('build.gradle', [
  'plugins {',
  "  id 'java'",
  "  id 'org.springframework.boot' version '4.0.3'",
  '}',
  '',
  'java {',
  '  toolchain {',
  '    languageVersion = JavaLanguageVersion.of(17)',
  '  }',
  '}',
  '',
  'ext.webjarsBootstrapVersion = "5.3.8"',
  '',
  'repositories {',
  '  maven {',
  '    url = "https://repo.example.com/maven" // the mirror',
  '  }',
  '}',
  '',
  'dependencies {',
  "  implementation 'org.springframework.boot:spring-boot-starter-cache'",
  '  runtimeOnly "org.webjars.npm:bootstrap:${webjarsBootstrapVersion}"',
  '}',
]);

describe('a Gradle build script', () => {
  const values = (source: { uri: string; text: string }): string[] =>
    (gradleFields(source.uri, source.text)?.entries ?? []).map((e) => `${e.path.join(' / ')} = ${e.value}`);

  it('reads plugins, assignments, calls and dependencies under their blocks', () => {
    expect(values(kts)).toEqual([
      'plugins / application = application',
      'plugins / kotlin.jvm = 2.3.20',
      'plugins / io.ktor.plugin = 3.4.3',
      'plugins / kotlin.plugin.serialization = 2.3.20',
      'group = io.ktor',
      'version = 0.0.1',
      'kotlin / jvmToolchain = 17',
      'dependencies / logback-classic = 1.5.21',
      'dependencies / logback-classic / configuration = implementation',
      'dependencies / logback-classic / group = ch.qos.logback',
      'dependencies / ktor-server-cio = implementation',
      'dependencies / ktor-server-cio / group = io.ktor',
      'dependencies / kotlin-test = testImplementation',
      'dependencies / kotlin-test / group = org.jetbrains.kotlin',
      'graalvmNative / binaries / main / fallback = false',
      'graalvmNative / binaries / main / buildArgs = --initialize-at-build-time=ch.qos.logback, -H:+InstallExitHandlers, -H:+ReportExceptionStackTraces',
    ]);
  });

  it('reads Groovy’s too: a call’s one literal assigned, and a version the script sets elsewhere', () => {
    expect(values(groovy)).toContain('java / toolchain / languageVersion = 17');
    expect(values(groovy)).toContain('dependencies / bootstrap = 5.3.8');
    // (A comment starts at `//` after a space, not inside an address.)
    expect(values(groovy)).toContain('repositories / maven / url = https://repo.example.com/maven');
    expect(gradleFields('build.txt', groovy.text)).toBeUndefined();
  });

  it('counts each block of several entries', () => {
    const tables = gradleFields(kts.uri, kts.text)?.tables.map((t) => [t.path.join('.'), t.children?.length]);
    expect(tables).toEqual([
      ['plugins', 4],
      ['dependencies', 3],
      ['graalvmNative.binaries.main', 2],
    ]);
  });

  it('grounds and refutes what it sets', () => {
    expect(verdict('The plugins block pulls in four entries.', kts)[0]).toBe('supported');
    expect(verdict('The JVM toolchain is 17.', kts)[0]).toBe('supported');
    expect(verdict('The JVM toolchain is 21.', kts)[0]).toBe('refuted');
    expect(verdict('The main binary gets three build arguments.', kts)[0]).toBe('supported');
  });

  it('names no setting by an identifier the claim gives as another value', () => {
    expect(verdict('The project sits under the io.ktor group with a modest version of 0.0.1.', kts)[0]).toBe(
      'supported',
    );
  });
});
