/**
 * @module grounding/switches: a setting the claim says is on or off ("syntect 5.3, with its default features left on")
 * against the true or false the source gives it beside the claim's other values. Pure.
 */
import { parentPath, type SourceFact, type SourceModel } from './source-facts.js';
import { keyRoots, rootOf } from './words.js';

/** Words that say a setting is on, and off, just after or before its name. */
const ON = /^(?:on|enabled|turned on|switched on|left on|kept on|activated)$/u;
const OFF = /^(?:off|disabled|turned off|switched off|left off|kept off|deactivated)$/u;
const STATE = /\b(?:(?:turned|switched|left|kept)\s+(?:on|off)|enabled|disabled|activated|deactivated|on|off)\b/gu;

/** Key words that say a setting switches something on ("enable_x", "use-x"), and those that switch it off. */
const SWITCH_ROOTS = new Set(['enable', 'enabled', 'use', 'allow'].map(rootOf));
const NEGATING_ROOTS = new Set(['disable', 'disabled', 'skip', 'no'].map(rootOf));

/**
 * A setting the claim turns on or off that the source, in the table of the claim's other values, sets the other way.
 * The setting is named by every word of its key ("default features" of "default-features").
 */
export function switchedOtherWay(
  text: string,
  supported: readonly SourceFact[],
  model: SourceModel,
): { setting: SourceFact; said: 'on' | 'off' } | undefined {
  const tables = new Set(supported.flatMap((s) => (s.path && s.path.length > 1 ? [parentPath(s)] : [])));
  if (tables.size === 0) return undefined;
  const lower = text.toLowerCase();
  const words = [...lower.matchAll(/[\p{L}\p{N}]+/gu)];
  const roots = words.map((m) => rootOf(m[0]));
  for (const s of model.facts) {
    if (s.value.kind !== 'name' || !/^(?:true|false)$/u.test(s.value.name) || !s.path) continue;
    if (!tables.has(parentPath(s))) continue;
    // (A key's word that says it switches, "enable-placement-rules", is no word of what it switches; "disable-" and
    // "skip-" switch it the other way.)
    const own = keyRoots(s.path.at(-1) ?? '');
    const named = own.filter((w) => !SWITCH_ROOTS.has(w) && !NEGATING_ROOTS.has(w));
    const on = (s.value.name === 'true') !== own.some((w) => NEGATING_ROOTS.has(w));
    if (named.length === 0 || !named.every((w) => roots.includes(w))) continue;
    // The state said nearest the setting's last word ("default features left on").
    const last = words[Math.max(...named.map((w) => roots.lastIndexOf(w)))];
    const state = last ? nearestState(lower, last.index + last[0].length) : undefined;
    if (!state) continue;
    const said = ON.test(state) ? 'on' : OFF.test(state) ? 'off' : undefined;
    if (said && (said === 'on') !== on) return { setting: s, said };
  }
  return undefined;
}

/** The state word ("left on", "disabled") closest after a place in the text, within a few words. */
function nearestState(text: string, near: number): string | undefined {
  let best: { state: string; gap: number } | undefined;
  for (const m of text.matchAll(STATE)) {
    const gap = Math.abs(m.index - near);
    if (gap <= 30 && (!best || gap < best.gap)) best = { state: m[0].replace(/\s+/gu, ' '), gap };
  }
  return best?.state;
}

/**
 * The state a claim gives a setting ("insecure mode is on by default") where the passage gives it the other truth value,
 * and only that one (`Default: false`); none when the claim says no state, or both, or the passage gives both values.
 */
export function stateOtherwise(claimText: string, passage: string): { said: 'on' | 'off'; given: string } | undefined {
  const states = [...claimText.toLowerCase().matchAll(STATE)].map((m) => m[0].replace(/\s+/gu, ' '));
  const on = states.some((w) => ON.test(w));
  const off = states.some((w) => OFF.test(w));
  if (on === off) return undefined;
  const truths = new Set([...passage.toLowerCase().matchAll(/\b(true|false)\b/gu)].map((m) => m[1] ?? ''));
  const [given] = truths;
  if (truths.size !== 1 || given === undefined) return undefined;
  return on !== (given === 'true') ? { said: on ? 'on' : 'off', given } : undefined;
}
