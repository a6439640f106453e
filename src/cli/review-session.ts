/**
 * @module cli/review-session: the interactive walk of `warrant review` on a terminal: one claim at a time, its passages,
 * single keys to choose a passage, confirm, reject, skip or add a note. Each decision is recorded as it is made, so
 * stopping at any moment (q, Ctrl-C, Ctrl-D, a closed terminal) keeps every record already written.
 */
import { emitKeypressEvents } from 'node:readline';
import type { ReviewItem } from '../review/queue.js';
import type { ReviewVerdict } from '../review/record.js';
import { BOLD, formatItem, PLAIN, type Marker } from '../review/present.js';

export interface SessionDecision {
  readonly item: ReviewItem;
  readonly passage: number;
  readonly verdict: ReviewVerdict;
  readonly note: string;
}

export interface SessionOptions {
  readonly items: readonly ReviewItem[];
  readonly reviewer: string;
  readonly input: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
  readonly output: NodeJS.WritableStream & { isTTY?: boolean };
  /** Records one decision durably (appends and flushes ledger/reviews.jsonl); returns where it went. */
  readonly record: (decision: SessionDecision) => string;
}

export interface SessionSummary {
  readonly confirmed: number;
  readonly rejected: number;
  readonly skipped: number;
  /** Interrupted (Ctrl-C) rather than finished or quit. */
  readonly interrupted: boolean;
}

interface Key {
  readonly sequence: string;
  readonly name?: string;
  readonly ctrl?: boolean;
}

const HELP =
  'keys: [1-9] choose the passage  [c] confirm  [r] reject  [e] add a note  [s] skip  [q] quit  (Ctrl-C stops; what is recorded stays)';

/** Walk the items; resolves when every item is decided or skipped, or the reviewer stops. */
export async function reviewSession(options: SessionOptions): Promise<SessionSummary> {
  const { input, output, items } = options;
  const marker: Marker = output.isTTY ? BOLD : PLAIN;
  const write = (text: string): void => {
    output.write(text);
  };
  const keys = keyReader(input);
  const counts = { confirmed: 0, rejected: 0, skipped: 0 };
  const done = (interrupted: boolean): SessionSummary => {
    keys.close();
    write(
      `\n${interrupted ? 'stopped' : 'done'}: ${counts.confirmed} confirmed, ${counts.rejected} rejected, ${counts.skipped} skipped; ` +
        `${items.length - counts.confirmed - counts.rejected} still need review. Every decision made is recorded.\n`,
    );
    return { ...counts, interrupted };
  };
  write(`Reviewing as ${options.reviewer}: ${items.length} claim(s) need a person.\n${HELP}\n`);
  for (const [index, item] of items.entries()) {
    write(`\n${formatItem(item, marker, { at: index + 1, of: items.length })}\n`);
    let passage = 1;
    let note = '';
    const prompt = (): void => {
      write(`passage ${passage}${note ? `, note "${note}"` : ''} > `);
    };
    prompt();
    let decided = false;
    while (!decided) {
      const key = await keys.next();
      if (key === undefined || stops(key)) {
        write('\n');
        return done(key?.name === 'c');
      }
      const ch = key.sequence;
      if (/^[1-9]$/u.test(ch)) {
        const n = Number(ch);
        if (n <= item.passages.length) passage = n;
        write(`${ch}\n`);
      } else if (ch === 'c' || ch === 'r') {
        let verdict: ReviewVerdict = 'supported';
        if (ch === 'r') {
          write('r\n  does the source say otherwise [o], or not say this at all [n]? (other key: back) ');
          const why = await keys.next();
          if (why === undefined || stops(why)) {
            write('\n');
            return done(why?.name === 'c');
          }
          write(`${why.sequence}\n`);
          if (why.sequence !== 'o' && why.sequence !== 'n') {
            prompt();
            continue;
          }
          verdict = why.sequence === 'o' ? 'refuted' : 'neutral';
        } else write('c\n');
        const where = options.record({ item, passage, verdict, note });
        if (verdict === 'supported') counts.confirmed += 1;
        else counts.rejected += 1;
        const place = item.passages.find((p) => p.n === passage);
        write(
          `  ${verdict === 'supported' ? '✓ confirmed' : verdict === 'refuted' ? '✗ rejected (the source says otherwise)' : '✗ rejected (the source does not say this)'}, checked against ${place ? `${place.file}:${place.line}` : `passage ${passage}`}; recorded in ${where}\n`,
        );
        decided = true;
        continue;
      } else if (ch === 'e') {
        write('e\n  note: ');
        const line = await keys.line(write);
        if (line === undefined) {
          write('\n');
          return done(true);
        }
        note = line.trim();
      } else if (ch === 's') {
        write('s\n  skipped\n');
        counts.skipped += 1;
        decided = true;
        continue;
      } else if (ch === 'q') {
        write('q\n');
        return done(false);
      } else {
        write(`\n  ${HELP}\n`);
      }
      prompt();
    }
  }
  return done(false);
}

/** Ctrl-C or Ctrl-D: the session stops (as it does when the input ends). */
const stops = (key: Key): boolean => key.ctrl === true && (key.name === 'c' || key.name === 'd');

/** Single keys from a stream (raw mode on a terminal), and a line typed with them; undefined once the stream ends. */
function keyReader(input: SessionOptions['input']): {
  next: () => Promise<Key | undefined>;
  line: (echo: (text: string) => void) => Promise<string | undefined>;
  close: () => void;
} {
  emitKeypressEvents(input);
  if (input.isTTY && input.setRawMode) input.setRawMode(true);
  const queue: (Key | undefined)[] = [];
  let waiting: ((key: Key | undefined) => void) | undefined;
  const push = (key: Key | undefined): void => {
    if (waiting) {
      const resolve = waiting;
      waiting = undefined;
      resolve(key);
    } else queue.push(key);
  };
  const onKey = (sequence: string | undefined, key: Partial<Key> | undefined): void => {
    push({ sequence: sequence ?? key?.sequence ?? '', ...(key?.name ? { name: key.name } : {}), ctrl: !!key?.ctrl });
  };
  const onEnd = (): void => {
    push(undefined);
  };
  input.on('keypress', onKey);
  input.on('end', onEnd);
  input.resume();
  const next = (): Promise<Key | undefined> =>
    queue.length > 0 ? Promise.resolve(queue.shift()) : new Promise((resolve) => (waiting = resolve));
  return {
    next,
    async line(echo) {
      let text = '';
      for (;;) {
        const key = await next();
        if (key === undefined || (key.ctrl && key.name === 'c')) return undefined;
        if (key.name === 'return' || key.name === 'enter') {
          echo('\n');
          return text;
        }
        if (key.name === 'backspace') {
          if (text.length > 0) echo('\b \b');
          text = text.slice(0, -1);
        } else if (!key.ctrl && key.sequence.length === 1 && key.sequence >= ' ') {
          text += key.sequence;
          echo(key.sequence);
        }
      }
    },
    close() {
      input.off('keypress', onKey);
      input.off('end', onEnd);
      if (input.isTTY && input.setRawMode) input.setRawMode(false);
      input.pause();
    },
  };
}
