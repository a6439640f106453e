/**
 * @module grounding/defaults: a setting's default as the source gives it ("**Default:** *8000*", "defaults to 5",
 * "default: true") and a claim that speaks of one ("by default", "out of the box"). A claim about a default is not
 * grounded by the same value in an example ("uvicorn main:app --host 0.0.0.0") where the source gives the default. Pure.
 */
import type { SourceFact, SourceModel } from './source-facts.js';
import { rootOf } from './words.js';

/** Words by which a claim says that a value is what one gets without setting it. */
const SAYS_DEFAULT =
  /\b(?:by default|defaults?|out of the box|unless (?:you |it is |they are )?(?:told|set|configured|specified|passed|changed|overridden)?\s*otherwise|if (?:you )?(?:don't|do not|never) (?:pass|set|specify|give|change|configure))\b/iu;

/** Does this stretch of a claim (a value's clause) say its value is a default? */
export function saysDefault(text: string): boolean {
  return SAYS_DEFAULT.test(text);
}

/**
 * The word "default" just before a value, with only punctuation, markup and a linking word between: "Default:** *'",
 * "the default is set to", "defaulting to", "the default limit is".
 */
const DEFAULT_BEFORE =
  /\b(?:defaults?|defaulting)(?:\s+(?:value|setting|limit|size))?(?:\s+(?:is\s+set\s+to|is|to|of|=))?[\s:=*_'"`(]*$/iu;
export const DEFAULT_ROOT = rootOf('default');

const known = new WeakMap<SourceModel, ReadonlySet<SourceFact>>();

/** The facts the source gives as defaults: a value right after "default" in its text, or under a key named so. */
export function defaultFacts(model: SourceModel): ReadonlySet<SourceFact> {
  let found = known.get(model);
  if (!found) {
    found = new Set(model.facts.filter((s) => isDefault(s)));
    known.set(model, found);
  }
  return found;
}

function isDefault(s: SourceFact): boolean {
  if (s.unit.kind === 'field' || s.unit.kind === 'record') return s.key.includes(DEFAULT_ROOT) || s.shown === true;
  // (A unit's text is the source's with its markup eased, so the value is found in it nearest its offset.)
  const near = s.range.start - s.unit.range.start;
  let at = -1;
  for (let i = s.unit.text.indexOf(s.text); i >= 0; i = s.unit.text.indexOf(s.text, i + 1))
    if (at < 0 || Math.abs(i - near) < Math.abs(at - near)) at = i;
  return at >= 0 && DEFAULT_BEFORE.test(s.unit.text.slice(Math.max(0, at - 40), at));
}
