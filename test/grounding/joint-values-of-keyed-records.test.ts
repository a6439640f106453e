// One value said of several records a JSON object keys by name ("City64 and T1ha2 both reach 22.0 GB/s"): records with no label cell.
import { describe, expect, it } from 'vitest';
import { assessDeterministic } from '../../src/grounding/deterministic.js';
import { json } from './fixtures.js';

const speeds = json('speeds.json', {
  city64: { speed: '22.0 GB/s' },
  t1ha2: { speed: '22.0 GB/s' },
  fnv: { speed: '1.2 GB/s' },
});

describe('a value said of two records named only by their keys', () => {
  it('is judged without failing, and a true claim is not refuted', () => {
    const r = assessDeterministic('City64 and T1ha2 both reach 22.0 GB/s.', speeds);
    expect(r.support).not.toBe('refuted');
  });

  it('is stated for one record on its own', () => {
    const r = assessDeterministic('City64 reaches 22.0 GB/s.', speeds);
    expect([r.support, r.rule]).toEqual(['supported', 'the source states 22.0 GB/s (speeds.json:1)']);
  });
});
