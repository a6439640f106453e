// Vitest global setup: when Debian's chromium is absent the browser tests skip; say so at the very end of the run, where it cannot be missed.
import { available, CHROMIUM } from './browser/chromium.js';

export default function setup(): () => void {
  return () => {
    if (available) return;
    process.stderr.write(
      [
        '',
        '!'.repeat(100),
        `!  The browser tests were SKIPPED: ${CHROMIUM} is not installed, so nothing checked what readers see.`,
        '!  Install it (Debian: apt-get install chromium) or run .ci/run, which does, and run the tests again.',
        '!'.repeat(100),
        '',
      ].join('\n'),
    );
  };
}
