/** @module grounding/deterministic: Tier 1, a pure check of a claim's quantities, dates, identifiers, names, polarity and wording against a source. */
import type { LoadedSource, Range, SupportStatus } from '../core/model.js';
import { rankPassages } from './bm25.js';
import { extractDates, inconsistentWeekday, relateDates, type DateMention } from './dates.js';
import { extractEntities, extractIdentifiers, identifierShape, type Mention } from './identifiers.js';
import { passagesOf, type Passage } from './passages.js';
import { antonymFlip, negationCount } from './polarity.js';
import { alignmentScore, comparable, extractQuantities, fieldQuantities, relate, type Quantity } from './quantities.js';
import { contentStems, keyStems, words } from './text.js';

export const DETERMINISTIC_ASSESSOR = 'deterministic@2';

export interface DeterministicResult {
  readonly support: SupportStatus;
  readonly rule: string;
  readonly passage?: { readonly text: string; readonly range: Range };
  readonly score: number;
  /** Factual tokens of the claim that no passage of the source states; later tiers may not affirm support over them. */
  readonly unmatched: readonly string[];
  /** The claim's token that decided: the one the source contradicts, or the first one it does not state. */
  readonly subject?: string;
}

/** Coverage of the claim's content words a passage needs for support (stricter when the claim has no factual token). */
const SUPPORT_COVERAGE = 0.85;
const SUPPORT_COVERAGE_NO_FACTS = 0.9;
const STRUCTURED_COVERAGE = 0.5;
/** Alignment a passage needs before a differing value or a flipped polarity counts as a contradiction. */
const REFUTE_COVERAGE = 0.5;
const FLIP_COVERAGE = 0.75;
const CANDIDATES = 12;

interface ClaimFacts {
  readonly quantities: readonly Quantity[];
  readonly dates: readonly DateMention[];
  readonly identifiers: readonly Mention[];
  readonly entities: readonly Mention[];
  readonly content: readonly string[];
  readonly negations: number;
}

function factsOf(text: string): ClaimFacts {
  const dates = extractDates(text);
  const identifiers = extractIdentifiers(text);
  const masked = [...dates.map((d) => d.range), ...identifiers.map((i) => i.range)];
  return {
    quantities: extractQuantities(text, masked),
    dates,
    identifiers,
    entities: extractEntities(text, masked),
    content: [...new Set(contentStems(maskRanges(text, [...masked, ...quantityRanges(text, masked)])))],
    negations: negationCount(text),
  };
}

function quantityRanges(text: string, masked: readonly Range[]): Range[] {
  return extractQuantities(text, masked).map((q) => q.range);
}

/** Blank out ranges (keeping offsets), so the words of numbers and dates are not counted as content words. */
function maskRanges(text: string, ranges: readonly Range[]): string {
  let out = text;
  for (const r of ranges) out = out.slice(0, r.start) + ' '.repeat(r.end - r.start) + out.slice(r.end);
  return out;
}

/** Ranges of a text's dates and identifiers, whose digits are no quantities. */
function dateAndIdRanges(text: string): Range[] {
  return [...extractDates(text).map((d) => d.range), ...extractIdentifiers(text).map((i) => i.range)];
}

/**
 * What a passage states. A structured passage's values are read field by field, each aligned by its key (and a key's
 * words count as the passage's words, with what they abbreviate); source dates with a year also count as year
 * quantities ("in 2024" against "5 March 2024").
 */
type PassageFacts = {
  quantities: Quantity[];
  dates: DateMention[];
  identifiers: Mention[];
  stems: Set<string>;
  norms: string;
};

const factsOfPassage = new WeakMap<Passage, PassageFacts>();

/** The facts of a passage, extracted once: a source's passages are judged against every claim that cites it. */
function passageFacts(passage: Passage): PassageFacts {
  const known = factsOfPassage.get(passage);
  if (known) return known;
  const facts = extractPassageFacts(passage);
  factsOfPassage.set(passage, facts);
  return facts;
}

function extractPassageFacts(passage: Passage): PassageFacts {
  const { text, fields } = passage;
  const dates = extractDates(text);
  const identifiers = extractIdentifiers(text);
  const stems = new Set(words(text).map((w) => w.stem));
  let quantities: Quantity[];
  if (fields) {
    // The short text values of a row or record name what its numbers are about ("quiet-room", "Berlin").
    const labels = [
      ...new Set(
        fields.filter((f) => !/\d/u.test(f.value) && words(f.value).length <= 4).flatMap((f) => contentStems(f.value)),
      ),
    ];
    quantities = fields.flatMap((f) => fieldQuantities(f.key, f.value, labels, dateAndIdRanges(f.value)));
    for (const f of fields) for (const k of keyStems(f.key)) stems.add(k);
  } else quantities = extractQuantities(text, dateAndIdRanges(text));
  for (const d of dates) {
    if (d.year !== undefined)
      quantities.push({
        text: d.text,
        range: d.range,
        dimension: 'year',
        value: d.year,
        lo: d.year,
        hi: d.year,
        qualifier: 'exact',
        context: { before: [], after: [] },
        clause: { before: [], after: [] },
      });
  }
  return { quantities, dates, identifiers, stems, norms: text.toLowerCase() };
}

/** Does a short text (a Markdown section's heading) state every date, identifier and quantity of the claim? */
function statesAllFacts(claim: ClaimFacts, text: string): boolean {
  const { quantities, dates, norms } = passageFacts({ text, range: { start: 0, end: text.length }, kind: 'sentence' });
  return (
    claim.quantities.length + claim.dates.length + claim.identifiers.length > 0 &&
    claim.quantities.every((q) => quantities.some((s) => relate(q, s) === 'match')) &&
    claim.dates.every((d) => dates.some((s) => relateDates(d, s) === 'match')) &&
    claim.identifiers.every((i) => norms.includes(i.key))
  );
}

interface PassageVerdict {
  readonly support: SupportStatus;
  readonly rule: string;
  readonly coverage: number;
  readonly unmatched: string[];
  readonly passage: Passage;
  /** The claim token a contradiction is about. */
  readonly subject?: string;
}

function judgePassage(
  claim: ClaimFacts,
  claimText: string,
  passage: Passage,
  titleStems: ReadonlySet<string>,
): PassageVerdict {
  const p = passageFacts(passage);
  // A section whose heading states the claim's facts is read like a record: the heading is its key.
  const structured =
    passage.kind === 'field' ||
    passage.kind === 'record' ||
    passage.kind === 'row' ||
    (passage.kind === 'section' && statesAllFacts(claim, passage.key ?? ''));
  const covered = claim.content.filter((s) => p.stems.has(s) || titleStems.has(s));
  const coverage = claim.content.length === 0 ? 1 : covered.length / claim.content.length;
  const unmatched: string[] = [];
  const conflicts: string[] = [];
  const conflicting: string[] = [];
  for (const q of claim.quantities) {
    // A value a key states ("hours_above_1000_ppm") matches, but never rivals, the claim's.
    if (p.quantities.some((s) => s.fromKey && relate(q, s) === 'match')) continue;
    const cands = p.quantities
      .filter((s) => !s.fromKey && comparable(q.dimension, s.dimension, s.value) !== undefined)
      .map((s) => ({ s, context: alignmentScore(q, s), relation: relate(q, s) }));
    // A candidate is aligned when it is the only comparable one, or no other shares more of the claim's context.
    const top = Math.max(0, ...cands.map((c) => c.context));
    const aligned = (c: (typeof cands)[number]): boolean => cands.length === 1 || (c.context >= 1 && c.context === top);
    // A year, or a value with a unit, that matches exactly needs no context: such coincidences are rare.
    if (cands.some((c) => c.relation === 'match' && (aligned(c) || (q.dimension !== 'count' && top < 1)))) continue;
    const best = cands.find((c) => c.context === top);
    if (best && aligned(best) && best.relation === 'conflict' && coverage >= REFUTE_COVERAGE) {
      conflicts.push(`claim says "${q.text}", source says "${best.s.text}"`);
      conflicting.push(q.text);
    } else unmatched.push(q.text);
  }
  for (const d of claim.dates) {
    const relations = p.dates.map((s) => relateDates(d, s));
    if (relations.includes('match')) continue;
    const conflict = p.dates.find((s, k) => relations[k] === 'conflict');
    if (conflict && coverage >= REFUTE_COVERAGE) {
      conflicts.push(`claim says "${d.text}", source says "${conflict.text}"`);
      conflicting.push(d.text);
    } else unmatched.push(d.text);
  }
  for (const id of claim.identifiers) {
    if (p.norms.includes(id.key)) continue;
    const rival = p.identifiers.find((s) => identifierShape(s.key) === identifierShape(id.key) && s.key !== id.key);
    if (rival && coverage >= REFUTE_COVERAGE) {
      conflicts.push(`claim says "${id.text}", source says "${rival.text}"`);
      conflicting.push(id.text);
    } else unmatched.push(id.text);
  }
  for (const e of claim.entities) if (!p.stems.has(e.key)) unmatched.push(e.text);
  if (conflicts.length > 0) {
    return {
      support: 'refuted',
      rule: `value differs: ${conflicts.join('; ')}`,
      coverage,
      unmatched,
      passage,
      ...(conflicting[0] ? { subject: conflicting[0] } : {}),
    };
  }
  if (passage.kind !== 'record' && passage.kind !== 'window') {
    // Only a passage about as long as the claim: a long one negates other things too.
    const comparableLength = words(passage.text).length <= 2 * words(claimText).length + 6;
    if (coverage >= FLIP_COVERAGE && comparableLength && claim.negations % 2 !== negationCount(passage.text) % 2)
      return {
        support: 'refuted',
        rule: `negation flip: the ${claim.negations % 2 ? 'claim' : 'source'} negates what the other states`,
        coverage,
        unmatched,
        passage,
      };
    const flip = antonymFlip(claimText, passage.text);
    // The flipped word itself is not in the passage, so it counts as covered for the alignment test.
    if (
      flip &&
      comparableLength &&
      claim.content.length > 0 &&
      (covered.length + 1) / claim.content.length >= FLIP_COVERAGE
    )
      return {
        support: 'refuted',
        rule: `antonym flip: claim says "${flip.claimWord}", source says "${flip.passageWord}"`,
        coverage,
        unmatched,
        passage,
      };
  }
  const hasFacts = claim.quantities.length + claim.dates.length + claim.identifiers.length + claim.entities.length > 0;
  // A claim that negates more than the passage does is never supported by it ("no man is smiling" vs "a man is smiling").
  const negationCovered = claim.negations <= negationCount(passage.text);
  // Without factual tokens only the wording can tie claim to passage, so it must also come in the same order
  // ("a dog is biting a tree" is not "a tree is biting a dog").
  const ordered =
    hasFacts ||
    structured ||
    inOrder(
      claim.content,
      words(passage.text).map((w) => w.stem),
    );
  // Data rarely repeats the claim's subject: a field whose key and value match every factual token needs half the wording.
  const needed = hasFacts ? (structured ? STRUCTURED_COVERAGE : SUPPORT_COVERAGE) : SUPPORT_COVERAGE_NO_FACTS;
  if (
    unmatched.length === 0 &&
    coverage >= needed &&
    negationCovered &&
    ordered &&
    (hasFacts || claim.content.length > 0)
  )
    return {
      support: 'supported',
      rule: `every factual token matched${hasFacts ? '' : ' (no numbers, dates or names)'}; ${Math.round(coverage * 100)}% of content words covered`,
      coverage,
      unmatched,
      passage,
    };
  const missing = claim.content.filter((s) => !p.stems.has(s));
  if (unmatched.length === 0 && coverage >= needed && !negationCovered)
    return { support: 'neutral', rule: 'the claim negates what the passage does not', coverage, unmatched, passage };
  if (unmatched.length === 0 && coverage >= needed && !ordered)
    return {
      support: 'neutral',
      rule: 'the words match but not in the same order (roles may differ)',
      coverage,
      unmatched,
      passage,
    };
  const why =
    unmatched.length > 0
      ? `not stated in the source: ${unmatched.map((u) => `"${u}"`).join(', ')}`
      : `only ${Math.round(coverage * 100)}% of content words covered (missing: ${missing.slice(0, 6).join(', ')})`;
  return { support: 'neutral', rule: why, coverage, unmatched, passage };
}

/**
 * Tier 1: a pure, deterministic assessment of one claim against one source. Supported only when every factual token of
 * the claim (quantity, date, identifier, name) is matched in one passage and its wording is covered; refuted when an
 * aligned passage states a different value or the opposite polarity; otherwise neutral.
 */
export function assessDeterministic(
  claimText: string,
  source: Pick<LoadedSource, 'mediaType' | 'uri' | 'text'> & { readonly title?: string },
): DeterministicResult {
  const claim = factsOf(claimText);
  const titleStems = new Set(contentStems(source.title ?? ''));
  const selfContradiction = claim.dates.find(inconsistentWeekday);
  if (selfContradiction)
    return {
      support: 'refuted',
      rule: `weekday does not match the date: "${selfContradiction.text}"`,
      score: 1,
      unmatched: [],
    };
  const passages = passagesOf(source);
  const ranked = rankPassages(claimText, passages, CANDIDATES).map((r) => r.passage);
  // Records (a JSON object, a CSV row) always compete: a claim often joins values that sit in different fields.
  const keyed = passages.filter(
    (p) =>
      p.kind === 'record' ||
      (p.key !== undefined && claim.content.some((s) => words(p.key ?? '').some((w) => w.stem === s))),
  );
  const candidates = [...new Set([...ranked, ...keyed])];
  if (candidates.length === 0)
    return {
      support: 'neutral',
      rule: 'no passage of the source shares a word with the claim',
      score: 0,
      unmatched: allFactual(claim),
    };
  const verdicts = candidates.map((p) => judgePassage(claim, claimText, p, titleStems));
  const byCoverage = (a: PassageVerdict, b: PassageVerdict): number =>
    b.coverage - a.coverage || a.passage.text.length - b.passage.text.length;
  const pick =
    verdicts.filter((v) => v.support === 'supported').sort(byCoverage)[0] ??
    verdicts.filter((v) => v.support === 'refuted').sort(byCoverage)[0] ??
    [...verdicts].sort((a, b) => a.unmatched.length - b.unmatched.length || byCoverage(a, b))[0];
  if (!pick) return { support: 'neutral', rule: 'no passage aligned', score: 0, unmatched: allFactual(claim) };
  // A factual token counts as unmatched only if no candidate passage states it.
  const unmatched =
    pick.support === 'neutral' ? allFactual(claim).filter((t) => verdicts.every((v) => v.unmatched.includes(t))) : [];
  const subject = pick.support === 'refuted' ? pick.subject : unmatched[0];
  return {
    support: pick.support,
    rule: pick.rule,
    passage: { text: pick.passage.text, range: pick.passage.range },
    score: Math.round(pick.coverage * 1000) / 1000,
    unmatched,
    ...(subject ? { subject } : {}),
  };
}

/** Do the claim's content stems that the passage has appear in the passage in the claim's order? */
function inOrder(claimStems: readonly string[], passageStems: readonly string[]): boolean {
  const present = claimStems.filter((s) => passageStems.includes(s));
  let at = 0;
  for (const s of passageStems) if (s === present[at]) at += 1;
  return at === present.length;
}

function allFactual(claim: ClaimFacts): string[] {
  return [
    ...claim.quantities.map((q) => q.text),
    ...claim.dates.map((d) => d.text),
    ...claim.identifiers.map((i) => i.text),
    ...claim.entities.map((e) => e.text),
  ];
}
