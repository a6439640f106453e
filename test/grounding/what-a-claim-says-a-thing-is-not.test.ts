// What a claim says a thing is not ("rather than OpenAPI 3", "instead of 204") states no value, a count whose
// entries the claim lists is not refuted by another count that the entries' names fit, and a bare number after a verb
// of release ("previewed in 1.20") is a version.
import { describe, expect, it } from 'vitest';
import { readClaim } from '../../src/grounding/claim-facts.js';
import { extractVersions } from '../../src/grounding/values.js';
import { linesSource, verdict } from './fixtures.js';

const yaml = linesSource('application/yaml');
const spec = yaml('openapi.yaml', [
  "swagger: '2.0'",
  'info:',
  "  version: '0.0.1'",
  'paths:',
  '  /status:',
  '    get:',
  '      responses:',
  "        '200': {description: ok}",
  "        '400': {description: bad}",
  "        '500': {description: error}",
  '  /receivers:',
  '    get:',
  '      responses:',
  "        '200': {description: ok}",
  '  /silences:',
  '    get:',
  '      responses:',
  "        '200': {description: ok}",
  '',
]);

describe('what a claim says a thing is not', () => {
  it('states no value: "rather than" and "instead of" to the end of their clause', () => {
    const values = (text: string) =>
      readClaim(text)
        .facts.filter((f) => f.value.kind !== 'name')
        .map((f) => f.text);
    expect(values('The spec uses Swagger 2.0 rather than OpenAPI 3.')).toEqual(['2.0']);
    expect(values('A delete answers with 200 instead of 204, which surprises people.')).toEqual(['200']);
    expect(values('The API is at version 0.0.1.')).toEqual(['0.0.1']);
  });

  it('is not refuted by a value the source gives for something else', () => {
    const [support, why] = verdict('The info version is 0.0.1, rather than OpenAPI 3.', spec);
    expect(support).toBe('supported');
    expect(why).not.toMatch(/OpenAPI 3/u);
  });
});

describe('a count whose entries the claim lists', () => {
  it('is not refuted by a count that the names of its entries fit, when no table holds just those entries', () => {
    const [support, why] = verdict('The spec has two paths: status and receivers.', spec);
    expect(support).toBe('neutral');
    expect(why).toBe('the claim lists two entries, and no table or list of the source holds just those');
  });

  it('is still stated by the table that holds them', () => {
    expect(verdict('The spec has three paths: /status, /receivers and /silences.', spec)[0]).toBe('supported');
  });
});

describe('a bare number after a verb of release', () => {
  it('is a version: "announced for preview in 1.20", "previewed in 1.20", also inside a link\'s text', () => {
    const versions = (text: string) => extractVersions(text).map((v) => v.text);
    expect(versions('The feature we [announced for preview in 1.20](/blog/pgo-preview) is now available.')).toEqual([
      '1.20',
    ]);
    expect(versions('It was previewed in 1.20, and stabilized in 1.21.')).toEqual(['1.20', '1.21']);
    expect(versions('It was announced in 1.5 weeks.')).toEqual([]);
  });
});
