/**
 * @module grounding/licences: the licences a claim names ("the BSD 3-clause licence", "dual-licensed under MIT or
 * Apache 2.0") against the licence the source gives ("license = \"MIT OR Apache-2.0\""), by SPDX identifier. Pure.
 */
import type { SourceModel, Unit } from './source-facts.js';

/** A field whose key names a licence: "license: MIT", "project.license: BSD-3-Clause". */
const FIELD = /^[\p{L}\p{N}_. -]*licen[cs]e[\p{L}\p{N}_. -]*:\s*/iu;
/** A word that says a licence is meant: "licence", "license", "licensed", "licensing". */
const LICENCE_WORD = /\blicen[cs](?:e[ds]?|ing)\b/iu;
/** Words that set a licence against the one meant ("unlike the GPL", "no longer Apache"): not judged here. */
const CONTRAST =
  /\b(?:unlike|instead of|rather than|not|no longer|formerly|previously|switched from|moved from|relicensed)\b/iu;

/** Licences as they are written, each with its SPDX identifier; a family alone ("BSD", "GPL") stands for any of it. */
const FORMS: readonly (readonly [RegExp, string])[] = [
  [
    /\bapache(?:[ -](?:license|licence|software license))?,?[ -]?(?:v(?:ersion)?[ -]?)?2(?:\.0)?(?!\.?\d)/giu,
    'apache-2.0',
  ],
  [/\bapache\b/giu, 'apache'],
  [/\b(?:expat|mit)\b/giu, 'mit'],
  [/\b(?:bsd[ -]?3[ -]?clause|3[ -]clause[ -]bsd|new bsd|modified bsd|revised bsd)\b/giu, 'bsd-3-clause'],
  [/\b(?:bsd[ -]?2[ -]?clause|2[ -]clause[ -]bsd|simplified bsd|freebsd)\b/giu, 'bsd-2-clause'],
  [/\bbsd\b/giu, 'bsd'],
  [/\b(?:agpl|affero(?: general public licen[cs]e| gpl)?)[ -]?v?3(?:\.0)?(?!\.?\d)/giu, 'agpl-3.0'],
  [/\bagpl\b/giu, 'agpl'],
  [/\b(?:lgpl|lesser general public licen[cs]e)[ -]?v?2\.1(?!\.?\d)/giu, 'lgpl-2.1'],
  [/\b(?:lgpl|lesser general public licen[cs]e)[ -]?v?3(?:\.0)?(?!\.?\d)/giu, 'lgpl-3.0'],
  [/\blgpl\b/giu, 'lgpl'],
  [/\b(?:gpl|general public licen[cs]e)[ -]?v?2(?:\.0)?(?!\.?\d)/giu, 'gpl-2.0'],
  [/\b(?:gpl|general public licen[cs]e)[ -]?v?3(?:\.0)?(?!\.?\d)/giu, 'gpl-3.0'],
  [/\bgpl\b/giu, 'gpl'],
  [/\b(?:mpl|mozilla public licen[cs]e)[ -]?v?2(?:\.0)?(?!\.?\d)/giu, 'mpl-2.0'],
  [/\b(?:mpl|mozilla public licen[cs]e)\b/giu, 'mpl'],
  [/\bisc\b/giu, 'isc'],
  [/\bunlicen[cs]e\b/giu, 'unlicense'],
  [/\bcc0\b/giu, 'cc0-1.0'],
  [/\bzlib\b/giu, 'zlib'],
  [/\b(?:bsl-1\.0|boost software licen[cs]e)\b/giu, 'bsl-1.0'],
  [/\bepl[ -]?v?2(?:\.0)?(?!\.?\d)/giu, 'epl-2.0'],
];

/** The licences a text names, most specific first where two forms overlap ("BSD-3-Clause" is not also "BSD"). */
export function licencesIn(text: string): { id: string; text: string; start: number; end: number }[] {
  const found = FORMS.flatMap(([re, id]) =>
    [...text.matchAll(re)].map((m) => ({ id, text: m[0], start: m.index, end: m.index + m[0].length })),
  ).sort((a, b) => b.end - b.start - (a.end - a.start));
  const kept: typeof found = [];
  for (const f of found) if (!kept.some((k) => f.start < k.end && k.start < f.end)) kept.push(f);
  return kept.sort((a, b) => a.start - b.start);
}

/** Does a licence stated as `stated` give the one the claim names as `claimed` (a family names any of its members)? */
const gives = (stated: string, claimed: string): boolean => stated === claimed || stated.startsWith(`${claimed}-`);

/** The verdict on the licences a claim names, against the licence field or sentence of the source; none when either names none. */
export function licenceVerdict(
  claimText: string,
  model: SourceModel,
):
  | { support: 'supported'; stated: Unit; given: string }
  | { support: 'refuted'; stated: Unit; claimed: string; given: string }
  | undefined {
  if (!LICENCE_WORD.test(claimText) || CONTRAST.test(claimText)) return undefined;
  const claimed = licencesIn(claimText);
  if (claimed.length === 0) return undefined;
  // A field the key calls a licence ("license", "project.license"), else a sentence or heading that says "licence".
  const named = (u: Unit): boolean => licencesIn(u.text).length > 0;
  // (Every one the source gives: a README may license its code and its documents apart.)
  const fields = model.units.filter((u) => u.kind === 'field' && FIELD.test(u.text) && named(u));
  // (Not a table's rows: a table of projects gives each its own licence.)
  const prose = model.units.filter(
    (u) => u.kind !== 'row' && u.kind !== 'record' && LICENCE_WORD.test(u.text) && named(u),
  );
  const all = fields.length > 0 ? fields : prose;
  const [stated] = all;
  if (!stated) return undefined;
  const read = all.flatMap((u) => licencesIn(u.kind === 'field' ? u.text.replace(FIELD, '') : u.text));
  const given = read.filter((g, k) => read.findIndex((h) => h.text === g.text) === k);
  const missing = claimed.find((c) => !given.some((g) => gives(g.id, c.id)));
  const shown = given.map((g) => g.text).join(' or ');
  if (missing) return { support: 'refuted', stated, claimed: missing.text, given: shown };
  return { support: 'supported', stated, given: shown };
}
