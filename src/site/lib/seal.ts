// Seals for Warrant's own chrome text, made by the same function gate 2 checks them with, under this build's key.
import { sealText } from '../../../lib/gates/seal.js';
import { sealKey } from 'virtual:warrant/build';

export function seal(text: string): string {
  return sealText(sealKey, text);
}
