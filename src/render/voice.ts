/**
 * @module render/voice: the voice seam: an optional step that rewrites claim text as it is rendered (house style, an
 * LLM later). Whatever it writes goes through gate 2 like everything else, so a voice can never smuggle in a fact.
 */

/** A voice rewrites each run of claim text (the part of a claim inside one inline node) as it is rendered. */
export interface Voice {
  readonly id: string;
  rewrite(text: string): string;
}

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const SMALL_NUMBER = new RegExp(
  String.raw`(?<![\w.,:/-])(?<!(?:${MONTHS})\s)([0-9])(?![\w.,:%/-]|\.\d|\s+(?:${MONTHS})\b)`,
  'g',
);
const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/**
 * House style "spell out whole numbers under ten": "3 checks" reads "three checks". Decimals, versions, numbers with
 * units glued on, dates and numbers in larger figures are left alone. Deterministic and meaning-preserving.
 */
export const spellSmallNumbers: Voice = {
  id: 'spell-small-numbers@1',
  rewrite: (text) => text.replace(SMALL_NUMBER, (_m, digit: string) => SMALL[Number(digit)] ?? digit),
};

export const BUILT_IN_VOICES: Readonly<Record<string, Voice>> = { 'spell-small-numbers': spellSmallNumbers };

/** Check that a loaded module's default export is a voice. */
export function asVoice(value: unknown): Voice | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const candidate = value as { id?: unknown; rewrite?: unknown };
  if (typeof candidate.id !== 'string' || typeof candidate.rewrite !== 'function') return undefined;
  const rewrite = candidate.rewrite as (text: string) => unknown;
  return {
    id: candidate.id,
    rewrite: (text) => {
      const out = rewrite(text);
      if (typeof out !== 'string')
        throw new TypeError(`voice ${String(candidate.id)} returned ${typeof out}, not text`);
      return out;
    },
  };
}
