// A package a claim names with a ".js" ending ("Next.js 14.2.3") is the one a package.json lists without it ("next").
import { describe, expect, it } from 'vitest';
import { json, verdict } from './fixtures.js';

const manifest = json('package.json', { name: 'site', dependencies: { next: '14.2.3', react: '18.3.1' } });

describe('a package named with ".js"', () => {
  it('is the dependency of that name without it', () => {
    expect(verdict('The site is built with Next.js 14.2.3.', manifest)[0]).toBe('supported');
    expect(verdict('The site is built with Next.js 14.2.4.', manifest)).toEqual([
      'refuted',
      'the source gives 14.2.3 for "dependencies.next" (package.json:1), not 14.2.4',
    ]);
  });
});
