// A number that ends a name a table's row gives ("saturn 5", "titan 23") is that name, not a value for another column to refute, wherever it stands in the claim.
import { describe, expect, it } from 'vitest';
import { csv, verdict } from './fixtures.js';

const rockets = csv('rockets.csv', ['name,stages,engines', 'falcon 9,2,10', 'saturn 5,3,11', 'titan 23,2,2']);

describe('a number that ends the name of a row', () => {
  it('is not refuted by the row’s stages when the name has one digit', () => {
    expect(verdict('saturn 5 stages: 3.', rockets)[0]).not.toBe('refuted');
  });

  it('is not refuted by the row’s stages when the name has two digits', () => {
    expect(verdict('titan 23 stages: 2.', rockets)[0]).not.toBe('refuted');
  });

  it('is read as the name at the start of a long claim', () => {
    expect(verdict('saturn 5 stages: 3, each fired in turn on the long way to orbit.', rockets)[0]).not.toBe('refuted');
  });

  it('is read as the name late in a long claim', () => {
    expect(verdict('Listed among the heavy rockets of the era, saturn 5 stages: 3.', rockets)[0]).not.toBe('refuted');
  });
});
