// Seals for Warrant's own chrome text, so gate 2 tells it from text a layout or plugin injected.
import { createHmac } from 'node:crypto';
import { sealKey } from 'virtual:warrant/build';

export function seal(text: string): string {
  return createHmac('sha256', sealKey).update(text.replace(/\s+/g, ' ').trim()).digest('hex').slice(0, 32);
}
