// Taint labels: the join is a lattice join, only public values leave, and only a grant for the exact bytes declassifies.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/core/canonical.js';
import { SENSITIVITIES } from '../../src/core/model.js';
import {
  declassify,
  derive,
  derive2,
  grantFor,
  joinLabels,
  labelOf,
  publicValue,
  tainted,
  type ClearanceGrant,
} from '../../src/projections/taint.js';

const label = fc.constantFrom(...SENSITIVITIES);

describe('sensitivity labels', () => {
  it('join like a lattice: commutative, associative, idempotent, public is the identity, secret absorbs', () => {
    fc.assert(
      fc.property(label, label, label, (a, b, c) => {
        expect(joinLabels(a, b)).toBe(joinLabels(b, a));
        expect(joinLabels(joinLabels(a, b), c)).toBe(joinLabels(a, joinLabels(b, c)));
        expect(joinLabels(a, a)).toBe(a);
        expect(joinLabels(a, 'public')).toBe(a);
        expect(joinLabels(a, 'secret')).toBe('secret');
      }),
    );
    expect(joinLabels('internal', 'confidential')).toBe('confidential');
  });

  it('reads an unknown label as secret', () => {
    expect(labelOf('restricted')).toBe('secret');
    expect(labelOf('internal')).toBe('internal');
  });

  it('keeps the most restrictive label through derivations, and lets only public values out', () => {
    fc.assert(
      fc.property(fc.string(), label, fc.string(), label, (x, a, y, b) => {
        const joined = derive2(
          tainted(x, a),
          derive(tainted(y, b), (s) => s.toUpperCase()),
          (p, q) => `${p} ${q}`,
        );
        expect(joined.label).toBe(joinLabels(a, b));
        expect(publicValue(joined)).toBe(joinLabels(a, b) === 'public' ? `${x} ${y.toUpperCase()}` : undefined);
      }),
    );
  });
});

describe('declassify', () => {
  const source = 'a'.repeat(64);
  const excerpt = tainted('Readers reported the error within 2 hours.', 'internal' as const);
  const exact = grantFor({ sourceSha256: source, excerptSha256: sha256Hex(excerpt.value) });

  it('relabels public only with a grant for this source and these exact bytes', () => {
    expect(declassify(excerpt, source, [exact]).label).toBe('public');
    expect(declassify(excerpt, 'b'.repeat(64), [exact]).label).toBe('internal');
    expect(declassify({ ...excerpt, value: `${excerpt.value} ` }, source, [exact]).label).toBe('internal');
    expect(declassify(excerpt, source, []).label).toBe('internal');
  });

  it('grants nothing for an object that merely looks like a grant (a parsed record, a copy)', () => {
    const lookalike = JSON.parse(
      JSON.stringify({ sourceSha256: source, excerptSha256: sha256Hex(excerpt.value) }),
    ) as ClearanceGrant;
    expect(declassify(excerpt, source, [lookalike]).label).toBe('internal');
  });
});
