// The claim's value stated in another passage: a rival only when that passage could be about what the claim is about.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

describe('a value another passage gives', () => {
  it('is no rival when that passage names something else and says less of what the claim says', () => {
    const season = md('season.md', ['# Season', '', '- Carlton won 18 games.', '- Kew won 12 games.']);
    expect(verdict('Carlton won 12 games.', season)).toEqual([
      'refuted',
      'the source gives 18 for "Carlton won 18 games." (season.md:3), not 12',
    ]);
    expect(verdict('Carlton won 18 games.', season)[0]).toBe('supported');
  });

  it('is a rival when that passage may be about the same thing, or when nothing tells the passages apart', () => {
    const years = md('season.md', ['Carlton won 18 games in 2023. In 2024 the team won 12 games.']);
    expect(verdict('Carlton won 12 games.', years)[0]).toBe('neutral');
    const quarters = md('report.md', ['Revenue was 18 million in Q1. Revenue was 12 million in Q2.']);
    expect(verdict('Revenue was 12 million.', quarters)[0]).toBe('neutral');
  });
});
