// A reason or a motive a claim gives for what it states ("was picked to line up with nginx's read timeout"), in words
// the source does not use: a value borne out says nothing of why it was chosen.
import { contentRoots } from './words.js';

/**
 * Where a clause of reason or motive starts: "because", "so that", "in order to", "due to"; a value "picked",
 * "chosen" or "selected" to, so, because, after, for or based on something; a change made "after" someone reported
 * or something showed it. (Not "so" alone, which a blogger uses for a consequence worked out from the values.)
 */
const REASON =
  /\b(?:because(?: of)?|so that|in order to|due to|(?:picked|chosen|selected)\s+(?:(?:so|because|after|for|based on|to)\b)|after\s+(?:[\p{L}'-]+\s+){1,4}(?:showed|shown|reported|complained|found|noticed|asked|requested|revealed|proved))/giu;

/** Of a reason's content words, how many the source may lack and the reason still be its own. */
const MISSING_ALLOWED = 1;

/**
 * The first clause of reason or motive in the claim whose content words the source mostly lacks (more than one of
 * them, and at least half), as written; undefined when the claim gives none or the source says it.
 */
export function unstatedReason(claimText: string, sourceRoots: ReadonlySet<string>): string | undefined {
  for (const m of claimText.matchAll(REASON)) {
    const start = m.index;
    const rest = claimText.slice(start + m[0].length);
    // (The clause runs to the sentence's next comma, semicolon or end.)
    const clause = rest.split(/[,;:]|\.(?:\s|$)/u)[0] ?? '';
    const roots = [...new Set(contentRoots(clause))];
    const missing = roots.filter((r) => !sourceRoots.has(r));
    if (missing.length > MISSING_ALLOWED && missing.length * 2 >= roots.length)
      return `${m[0]}${clause}`.trim().replace(/\s+/gu, ' ');
  }
  return undefined;
}
