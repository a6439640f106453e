// A Makefile read as fields: its variables (a list of flags counted, a reference to a variable left out), each rule's
// prerequisites and recipe under its target, the .PHONY list, and the comments as prose.
import { describe, expect, it } from 'vitest';
import { makefileFields } from '../../src/grounding/makefile.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { counts, txt, verdict } from './fixtures.js';

const makefile = txt('ebpf/Makefile', [
  '# Version of the toolchain to use.',
  'CLANG ?= clang-22',
  'CFLAGS := -O2 -g -Wall -Werror -mcpu=v2 $(CFLAGS)',
  'TARGETS := \\',
  '\ttestdata/a \\',
  '\ttestdata/b \\',
  '\ttestdata/c',
  '',
  'define HELP',
  'not: a rule',
  'endef',
  '',
  '.PHONY: all clean generate',
  '.DEFAULT_GOAL = all',
  '',
  'ifeq ($(CLANG),clang-22)',
  'all: format testdata update-deps',
  '\tln -srf a b',
  '\t@$(MAKE) generate',
  'endif',
  '',
  'generate:',
  '\tgo generate -run "gentypes" ./...',
  '\tgo generate -run "stringer" ./...',
  '\tgo generate -skip "(gentypes|stringer)" ./...',
  '',
  'clean: ; rm -f testdata/*.elf',
  '',
]);

describe('a Makefile', () => {
  it('reads variables, rules and their recipes, and special targets, past conditionals and definitions', () => {
    const fields = makefileFields(makefile.uri, makefile.text)?.entries.filter((e) => !e.comment) ?? [];
    expect(fields.map((e) => `${e.path.join('.')}=${e.value}`)).toEqual([
      'CLANG=clang-22',
      'CFLAGS=-O2 -g -Wall -Werror -mcpu=v2 $(CFLAGS)',
      'TARGETS=testdata/a testdata/b testdata/c',
      '.PHONY=all clean generate',
      '.DEFAULT_GOAL=all',
      'targets.all prerequisites=format testdata update-deps',
      'targets.all recipe=ln -srf a b',
      'targets.all recipe=$(MAKE) generate',
      'targets.generate prerequisites=',
      'targets.generate recipe=go generate -run "gentypes" ./...',
      'targets.generate recipe=go generate -run "stringer" ./...',
      'targets.generate recipe=go generate -skip "(gentypes|stringer)" ./...',
      'targets.clean prerequisites=',
      'targets.clean recipe=rm -f testdata/*.elf',
    ]);
    const clang = fields.find((e) => e.path.join('.') === 'CLANG');
    expect(makefile.text.slice(clang?.valueStart, (clang?.valueStart ?? 0) + 8)).toBe('clang-22');
    expect(makefileFields('ebpf/rules.txt', makefile.text)).toBeUndefined();
    expect(makefileFields('build.mk', 'X = 1\n')?.entries.map((e) => e.path.join('.'))).toEqual(['X']);
    expect(makefileFields('Makefile', '# nothing but a comment\n')).toBeUndefined();
  });

  it('counts what a reader counts: flags, list entries, prerequisites, commands, the phony targets and the rules', () => {
    expect(counts(sourceModel(makefile))).toEqual(
      expect.arrayContaining([
        'CFLAGS (number of entries) = 5',
        'TARGETS (number of entries) = 3',
        'PHONY (number of entries) = 3',
        'targets.all prerequisites (number of entries) = 3',
        'targets (number of entries) = 3',
        'targets.generate recipe (number of entries) = 3',
      ]),
    );
  });

  it('checks claims against them', () => {
    expect(verdict('Five flags are baked into the default CFLAGS.', makefile)[0]).toBe('supported');
    expect(verdict('The all target has three prerequisites.', makefile)[0]).toBe('supported');
    expect(verdict('The all target has four prerequisites.', makefile)).toEqual([
      'refuted',
      'the source gives 3 entries for "targets.all prerequisites (number of entries)" (Makefile:17), not four',
    ]);
    expect(verdict('Code generation happens in three go generate passes.', makefile)[0]).toBe('supported');
    expect(verdict('The comment says which version of the toolchain to use.', makefile)[0]).not.toBe('refuted');
  });
});
