// The part of the year a figure is for: a quarter, a half or the full year the claim names against the one the source's sentence gives.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { md, verdict } from './fixtures.js';

const results = md('results.md', [
  "In the fourth quarter, Initech's revenue was $310 million. For the full year, revenue reached $1.2 billion and free cash flow was $140 million.",
]);
const fourth = '("In the fourth quarter, Initech\'s revenue was $310 million.")';

describe('a quarter the claim names against the one the source gives', () => {
  it('names each quarter in words', () => {
    expect(verdict("Initech's revenue was $310 million in the first quarter.", results)).toEqual([
      'neutral',
      `the source gives $310 million for the fourth quarter ${fourth}, not for the first quarter`,
    ]);
    expect(verdict("Initech's revenue was $310 million in the second quarter.", results)).toEqual([
      'neutral',
      `the source gives $310 million for the fourth quarter ${fourth}, not for the second quarter`,
    ]);
    expect(verdict("Initech's revenue was $310 million in the third quarter.", results)).toEqual([
      'neutral',
      `the source gives $310 million for the fourth quarter ${fourth}, not for the third quarter`,
    ]);
  });
});

describe('a half of the year', () => {
  it('is another part of the year than a quarter, written in words or as H1 and H2', () => {
    expect(verdict("Initech's revenue was $310 million in the first half.", results)).toEqual([
      'neutral',
      `the source gives $310 million for the fourth quarter ${fourth}, not for the first half`,
    ]);
    expect(verdict("Initech's revenue was $310 million in H2.", results)).toEqual([
      'neutral',
      `the source gives $310 million for the fourth quarter ${fourth}, not for the second half`,
    ]);
  });

  it('is named as the half the source gives, and holds where the claim names the same half', () => {
    const half = md('h2.md', ["In the second half, Initech's revenue was $310 million."]);
    expect(verdict("Initech's revenue was $310 million in the fourth quarter.", half)).toEqual([
      'neutral',
      'the source gives $310 million for the second half ("In the second half, Initech\'s revenue was $310 million."), not for the fourth quarter',
    ]);
    expect(verdict("Initech's revenue was $310 million in the second half.", half)[0]).toBe('supported');
  });
});

describe('several parts of the year in one clause', () => {
  it('holds when one part the claim names is one the source gives', () => {
    const both = assessDeterministic(
      'In its fourth quarter report Initech said full-year free cash flow was $140 million.',
      results,
    );
    expect(both.support).toBe('supported');
    expect(both.rule).toContain('$140 million (results.md:1:131)');
  });

  it('names every part on each side when none agrees', () => {
    const margin = md('margin.md', [
      "In the fourth quarter and for the full year, Initech's operating margin was 12%.",
    ]);
    const r = assessDeterministic('In its H1 report Initech said Q2 operating margin was 12%.', margin);
    expect([r.support, r.rule]).toEqual([
      'neutral',
      'the source gives 12% for the fourth quarter and the full year ("In the fourth quarter and for the full year, Initech\'s operating margin was 12%."), not for the first half and the second quarter',
    ]);
    expect(r.passage?.text).toBe("In the fourth quarter and for the full year, Initech's operating margin was 12%.");
  });
});

describe('where the source names the part of the year', () => {
  const notes = md('notes.md', [
    "- For the full year, Initech's free cash flow was $140 million.",
    "- Initech's revenue was $90 million.",
  ]);

  it('reads a list item as it reads a sentence', () => {
    expect(verdict("Initech's free cash flow was $140 million in the fourth quarter.", notes)).toEqual([
      'neutral',
      'the source gives $140 million for the full year ("For the full year, Initech\'s free cash flow was $140 million."), not for the fourth quarter',
    ]);
  });

  it("shows the sentence that gives the figure, not one that shares more of the claim's words", () => {
    const delayed = md('delayed.md', [
      "For the full year, free cash flow was $140 million. In the fourth quarter, Initech's free cash flow report was delayed.",
    ]);
    const r = assessDeterministic("Initech's free cash flow was $140 million in the fourth quarter.", delayed);
    expect([r.support, r.rule]).toEqual([
      'neutral',
      'the source gives $140 million for the full year ("For the full year, free cash flow was $140 million."), not for the fourth quarter',
    ]);
    expect(r.passage?.text).toBe('For the full year, free cash flow was $140 million.');
  });

  it('holds a figure whose sentence names no part of the year', () => {
    expect(verdict("Initech's revenue was $90 million for the year.", notes)).toEqual([
      'supported',
      'the source states $90 million (notes.md:2)',
    ]);
  });

  it('checks only figures: a date in a sentence of the full year still dates a quarter reported that day', () => {
    const dated = md('dated.md', [
      "On 5 March 2024, Initech published its full-year results. Initech's fourth-quarter revenue was $310 million.",
    ]);
    expect(verdict('On 5 March 2024 Initech reported fourth-quarter revenue of $310 million.', dated)).toEqual([
      'supported',
      'the source states 5 March 2024 (dated.md:1), $310 million (dated.md:1:96), Initech (dated.md:1)',
    ]);
  });
});

describe('a part of the year a field, a key or a section heading gives', () => {
  it('is read from a "Key: value" line', () => {
    const lines = md('results.md', ['# Results', '', 'Third-quarter revenue: $310 million']);
    expect(verdict('Fourth-quarter revenue reached $310 million.', lines)).toEqual([
      'neutral',
      'the source gives $310 million for the third quarter ("Third quarter revenue"), not for the fourth quarter',
    ]);
  });

  it('is read from the heading of a section whose lines name none', () => {
    const quarters = md('results.md', ['# Results', '', '## Q3 2024', '', 'Revenue: $310 million']);
    expect(verdict('Fourth-quarter revenue reached $310 million.', quarters)).toEqual([
      'neutral',
      'the source gives $310 million for the third quarter ("Revenue"), not for the fourth quarter',
    ]);
  });

  it("picks the section of the claim's quarter among sections that share the claim's words alike", () => {
    const quarters = md('results.md', [
      '# Results',
      '',
      '## Q3 2024',
      '',
      'Revenue: $310 million',
      '',
      '## Q4 2024',
      '',
      'Revenue: $342 million',
    ]);
    expect(verdict('Fourth-quarter revenue reached $342 million.', quarters)).toEqual([
      'supported',
      'the source states $342 million (results.md:9)',
    ]);
    expect(verdict('Fourth-quarter revenue reached $310 million.', quarters)).toEqual([
      'refuted',
      'the source gives $342 million for "Revenue" (results.md:9), not $310 million',
    ]);
  });

  it('is read from a JSON key whose words run together ("q3_revenue")', () => {
    const record = {
      uri: 'results.json',
      mediaType: 'application/json',
      title: 'results',
      text: '{"q3_revenue": "$310 million"}',
    };
    expect(verdict('Revenue reached $310 million in the third quarter.', record)[0]).toBe('supported');
    expect(verdict('Revenue reached $310 million in the fourth quarter.', record)).toEqual([
      'neutral',
      'the source gives $310 million for the third quarter ("q3_revenue"), not for the fourth quarter',
    ]);
  });
});
