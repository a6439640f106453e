// Test helper: English words for 0-999 as people write them ("three hundred and forty-two").
const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const TEENS = ['thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

export function spellOut(n: number): string {
  if (n < 13) return ONES[n] ?? '';
  if (n < 20) return TEENS[n - 13] ?? '';
  if (n < 100) return `${TENS[Math.floor(n / 10)] ?? ''}${n % 10 ? `-${ONES[n % 10] ?? ''}` : ''}`;
  const rest = n % 100;
  return `${ONES[Math.floor(n / 100)] ?? ''} hundred${rest ? ` and ${spellOut(rest)}` : ''}`;
}
