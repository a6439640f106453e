// Reading `key: value` lines and list items: which keys a field is nested under, a comment after a number, and which lines go on an item.
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAll } from '../../src/grounding/memo.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { at, fact, factsOf, units } from './fixtures.js';

const text = (t: string) => ({ uri: 'notes.txt', mediaType: 'text/plain', text: t, title: '' });

beforeEach(() => forgetAll());

describe('the keys a field is nested under', () => {
  it('nests no field under a list entry that has a value of its own', () => {
    const m = sourceModel(text('services:\n  - name: web\n    port: 8080\n  - name: db\n    port: 5432\n'));
    expect(fact(m, 'q:8080').label).toBe('port');
    expect(fact(m, 'q:8080').path).toBeUndefined();
    expect(fact(m, 'q:5432').label).toBe('port');
  });

  it('nests the fields under a key whose value is only a no-break space', () => {
    const m = sourceModel(text('server:\u00a0\n  port: 8080\n'));
    expect(fact(m, 'q:8080').label).toBe('server.port');
    expect(fact(m, 'q:8080').path).toEqual(['server', 'port']);
  });

  it('nests nothing under a key whose next line is no deeper, even when a deeper field comes later', () => {
    const m = sourceModel(text('app:\n  server:\n  see http://example.com/docs\n    port: 8080\n'));
    expect(fact(m, 'q:8080').label).toBe('app.port');
    expect(fact(m, 'q:8080').path).toEqual(['app', 'port']);
  });
});

describe('a comment after a field value', () => {
  it('reads only a comment after a value that is one number: a list of numbers keeps every number', () => {
    const source = text('ports: 8080, 8443 # http and https\n');
    const m = sourceModel(source);
    expect(fact(m, 'q:8080').label).toBe('ports: 8080');
    expect(at(source, fact(m, 'q:8080'))).toBe('8080');
    expect(factsOf(m, 'q:8443')).toHaveLength(1);
  });

  it('reads a comment written without a space after its mark as the unit words', () => {
    expect(units(sourceModel(text('limit: 20 #requests\n')))).toEqual(['field: limit: 20 requests']);
  });

  it('shows the value with its comment as its unit, without the spaces that end the line', () => {
    const m = sourceModel(text('timeout: 15000   # milliseconds   \n'));
    expect(units(m)).toEqual(['field: timeout: 15000 milliseconds']);
    expect(fact(m, 'q:15').value).toMatchObject({ kind: 'quantity', quantity: { dimension: 'time' } });
  });
});

describe('the lines a list item goes on over', () => {
  it('ends an item at a line indented no deeper than its bullet', () => {
    const m = sourceModel(text('steps:\n  - build the docs\n  and publish them to 3 mirrors\n'));
    expect(units(m)).toEqual(['heading: steps', 'item: build the docs', 'sentence: and publish them to 3 mirrors']);
  });

  it('ends an item at a line indented by one space, whatever wider gaps the line holds', () => {
    const m = sourceModel(text('- Faster builds\n see  notes for 3 more\n- Fixed 2 bugs\n'));
    expect(units(m)).toEqual(['item: Faster builds', 'sentence: see notes for 3 more', 'item: Fixed 2 bugs']);
  });
});

describe('the people of an Authors@R field', () => {
  it('names each person with a role, and no person whose name is blank', () => {
    const m = sourceModel(
      text(
        'Package: demo\nAuthors@R: c(person("Jane", "Doe", role = c("aut", "cre")), person(" ", "", role = "ctb"))\n',
      ),
    );
    const people = m.facts.filter((f) => f.value.kind === 'name' && f.label.startsWith('Authors@R ('));
    expect(people.map((f) => `${f.text} | ${f.label}`)).toEqual(['Jane Doe | Authors@R (aut, cre)']);
  });
});
