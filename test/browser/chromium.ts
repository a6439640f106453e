// Debian's chromium for the browser tests, launched as this machine needs it (headless, no sandbox, no background network).
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's chromium; WARRANT_CHROMIUM names another binary (the test of the skip notice names one that is absent). */
export const CHROMIUM = process.env['WARRANT_CHROMIUM'] ?? '/usr/bin/chromium';
export const available = existsSync(CHROMIUM);

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Skip a test when chromium is absent, except in CI, where its absence is a failure. */
export function needChromium(context: { skip: () => void }): void {
  if (available) return;
  if (process.env['CI']) throw new Error(`${CHROMIUM} is missing in CI: .ci/run must install Debian's chromium`);
  console.warn(`browser test skipped: ${CHROMIUM} is not installed (apt-get install chromium)`);
  context.skip();
}
