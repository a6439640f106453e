/** @module review/present: a review item as text for a person: the claim, its sentence, the numbered passages with the words they share with the claim marked. Pure. */
import { contentStems, words } from '../grounding/text.js';
import type { ReviewItem } from './queue.js';

/** How the words a passage shares with the claim are marked: bold on a terminal, left plain elsewhere. */
export interface Marker {
  readonly open: string;
  readonly close: string;
}

export const BOLD: Marker = { open: '\u001b[1m', close: '\u001b[22m' };
export const PLAIN: Marker = { open: '', close: '' };

/** The passage with every word that the claim shares (same stem, or the same number) marked. */
export function highlight(passage: string, claim: string, marker: Marker): string {
  if (marker.open === '' && marker.close === '') return passage;
  const stems = new Set(contentStems(claim));
  const numbers = new Set(
    words(claim)
      .filter((w) => /\p{N}/u.test(w.norm))
      .map((w) => w.norm),
  );
  let out = '';
  let at = 0;
  for (const w of words(passage)) {
    if (!stems.has(w.stem) && !numbers.has(w.norm)) continue;
    out += `${passage.slice(at, w.start)}${marker.open}${w.raw}${marker.close}`;
    at = w.end;
  }
  return out + passage.slice(at);
}

const STATUS_WORDS: Record<string, string> = {
  'needs-review': 'no machine check can decide this wording',
  refuted: 'the machine check found the source contradicts it',
  ungrounded: 'the machine check did not find it in the source',
  weak: 'supported, but not recorded as written from the source',
  grounded: 'supported by the source',
  unverifiable: 'could not be checked',
};

/** An item as a block of text: where the claim is, what it says, and each passage with its place. */
export function formatItem(item: ReviewItem, marker: Marker, index?: { at: number; of: number }): string {
  const head = index ? `[${index.at}/${index.of}] ` : '';
  const lines = [
    `${head}${item.file}:${item.line}:${item.column}  ${item.claimId}`,
    `  claim:    "${item.claim}"`,
    `  in:       ${item.sentence.replace(item.claim, `${marker.open}${item.claim}${marker.close}`)}`,
    `  source:   ${item.sourceId} (${item.sourceTitle}) — ${STATUS_WORDS[item.machineStatus] ?? item.machineStatus}`,
    ...(item.earlier ? [`  earlier:  a review of this claim no longer applies (${item.earlier})`] : []),
    '  passages:',
    ...item.passages.map(
      (p) =>
        `    ${p.n}. ${p.file}:${p.line}${p.closest ? ' (closest)' : ''}  "${highlight(oneLine(p.text), item.claim, marker)}"`,
    ),
  ];
  return lines.join('\n');
}

const oneLine = (text: string): string => {
  const flat = text.replace(/\s+/gu, ' ');
  return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
};
