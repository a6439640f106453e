// A value in prose the source states for another measure, where another sentence names the claim's measure with another value: how many of the claim's words each sentence holds.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { md, verdict } from './fixtures.js';

describe('a sentence that names the measure with more of the claim words', () => {
  it('holds the value when each sentence holds as many of the claim words as the other', () => {
    const cloud = md('cloud.md', ['Cloud revenue was $2.8 billion. Operating costs were $450 million.']);
    expect(verdict('Cloud revenue topped $2.8 billion as operating costs eased.', cloud)).toEqual([
      'supported',
      'the source states $2.8 billion (cloud.md:1)',
    ]);
  });

  it('is left to a person when it holds two more of them, whatever other words the claim adds', () => {
    const release = md('results.md', [
      'Contoso reported revenue of $2.8 billion for fiscal 2024, up 9% year over year. Operating income was $450 million, down 3%.',
    ]);
    expect(verdict("Contoso's operating income from cloud services was $2.8 billion in fiscal 2024.", release)).toEqual(
      [
        'neutral',
        '"$2.8 billion" fits $2.8 billion for "Contoso reported revenue of $2.8 billion for fiscal 2024, up 9% year over year." (results.md:1), but the source also gives $450 million for "Operating income was $450 million, down 3%." (results.md:1:102) where the claim\'s words fit as well; say which one the claim means',
      ],
    );
  });

  it('does not count the words of a name the claim gives', () => {
    const northwind = md('northwind.md', [
      'Northwind Traders reported revenue of $2.8 billion for fiscal 2024. Operating income was $450 million.',
    ]);
    expect(verdict("Northwind Traders' operating income was $2.8 billion.", northwind)).toEqual([
      'neutral',
      '"$2.8 billion" fits $2.8 billion for "Northwind Traders reported revenue of $2.8 billion for fiscal 2024." (northwind.md:1), but the source also gives $450 million for "Operating income was $450 million." (northwind.md:1:90) where the claim\'s words fit as well; say which one the claim means',
    ]);
  });

  it("keeps a refuted value refuted: another sentence naming the claim's measure only gives another value again", () => {
    const northwind = md('northwind.md', [
      'Northwind Traders reported revenue of $2.8 billion for fiscal 2024. Operating income was $450 million.',
    ]);
    const r = assessDeterministic("Northwind Traders' operating income was $3.1 billion.", northwind);
    expect([r.support, r.subject]).toEqual(['refuted', '$3.1 billion']);
  });

  it('reads list items as it reads sentences', () => {
    const items = md('items.md', [
      '- Contoso reported revenue of $2.8 billion for fiscal 2024.',
      '- Operating income was $450 million.',
    ]);
    expect(verdict("Contoso's operating income was $2.8 billion in fiscal 2024.", items)).toEqual([
      'neutral',
      '"$2.8 billion" fits $2.8 billion for "Contoso reported revenue of $2.8 billion for fiscal 2024." (items.md:1), but the source also gives $450 million for "Operating income was $450 million." (items.md:2) where the claim\'s words fit as well; say which one the claim means',
    ]);
  });
});
