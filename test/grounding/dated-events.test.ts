// A claim that dates a second event by its own date (", when the new factory opened"): the event must hold too.
import { describe, expect, it } from 'vitest';
import { datedEvent } from '../../src/grounding/dated-event.js';
import { json, md, verdict } from './fixtures.js';

const acme = md('sources/acme.md', [
  '# Acme',
  '',
  'Acme opened its new factory in 2019.',
  '',
  'Revenue reached $4.2 billion in 2023.',
]);

describe('the event a claim dates by its own date', () => {
  it('is read as a claim of its own, with the date and its preposition', () => {
    expect(datedEvent('Revenue reached $4.2 billion in 2023, when the new factory opened.')).toEqual({
      main: 'Revenue reached $4.2 billion in 2023',
      event: 'the new factory opened in 2023',
      clause: 'the new factory opened',
    });
    expect(datedEvent('Django 5.2 came out on 2 April 2025, the same day Python 3.14 was announced')).toEqual({
      main: 'Django 5.2 came out on 2 April 2025',
      event: 'Python 3.14 was announced on 2 April 2025',
      clause: 'Python 3.14 was announced',
    });
    expect(datedEvent('Sales doubled in March 2024, the month that the store reopened')?.event).toBe(
      'the store reopened in March 2024',
    );
    expect(datedEvent('The match was 1 August 1908, when St Kilda played at home')?.event).toBe(
      'St Kilda played at home on 1 August 1908',
    );
  });

  it('is no event when no date ends the first part, or the clause dates itself', () => {
    expect(datedEvent('Revenue fell, when the factory closed')).toBeUndefined();
    expect(datedEvent('Revenue reached $4.2 billion in 2023 when the factory opened')).toBeUndefined();
    expect(
      datedEvent('Revenue reached $4.2 billion in 2023, when the factory that opened in 2019 grew'),
    ).toBeUndefined();
    expect(datedEvent('In 2023, when the factory opened, revenue rose')).toBeUndefined();
    expect(datedEvent('She acted only in sitcoms before 2007, when she began acting in dramas')).toBeUndefined();
    expect(datedEvent('The team came 1st in 2011, when they had only come 3rd the year before')).toBeUndefined();
    expect(datedEvent('The team came 1st in 2011, when they had come 3rd in the cup')).toBeUndefined();
    expect(datedEvent('Revenue reached $4.2 billion in 2023, when')).toBeUndefined();
  });

  it('refutes the claim when the source dates the event otherwise, saying what the claim said of it', () => {
    expect(verdict('Revenue reached $4.2 billion in 2023, when the new factory opened', acme)).toEqual([
      'refuted',
      'the claim says the new factory opened in 2023, but the source gives 2019 for "Acme opened its new factory in 2019." (acme.md:3), not 2023',
    ]);
    expect(verdict('Revenue reached $4.2 billion in 2023, the year the new factory opened', acme)[0]).toBe('refuted');
  });

  it('does not support a claim whose event the source never mentions', () => {
    expect(verdict('Revenue reached $4.2 billion in 2023, when the pandemic ended', acme)).toEqual([
      'neutral',
      'the claim also says the pandemic ended in 2023, which the source does not mention; cite a source that does, or leave the clause out',
    ]);
  });

  it('leaves the verdict to the whole claim when the source tells of the event only with the first part', () => {
    // The record's "eol" is the day of the claim's date; the event alone ("the branch") names no record.
    const cycles = json('sources/django.json', {
      releases: {
        '5.2': { name: '5.2', eoas: '2025-12-03', eol: '2028-04-30' },
        '4.2': { name: '4.2', eoas: '2023-12-04', eol: '2026-04-07' },
      },
      versions: {
        '5.2.17': { name: '5.2.17', date: '2026-08-04' },
        '4.2.30': { name: '4.2.30', date: '2026-04-07' },
      },
    });
    const claim = 'Its final patch, 4.2.30, landed on 7 April 2026, the very day the branch reached its end of life';
    expect(verdict(claim, cycles)).toEqual(verdict('Its final patch, 4.2.30, landed on 7 April 2026', cycles));
    expect(verdict(claim, cycles)[0]).toBe('supported');
  });

  it('supports the claim when both hold, and gives the first part its own refutation', () => {
    const both = md('sources/acme.md', [
      'Acme opened its new factory in 2023.',
      '',
      'Revenue reached $4.2 billion in 2023.',
    ]);
    expect(verdict('Revenue reached $4.2 billion in 2023, when the new factory opened', both)[0]).toBe('supported');
    expect(verdict('Revenue reached $5.1 billion in 2023, when the new factory opened', both)).toEqual([
      'refuted',
      'the source gives $4.2 billion for "Revenue reached $4.2 billion in 2023." (acme.md:3), not $5.1 billion',
    ]);
  });
});
