// A house-style voice with a bug in spirit: it rounds figures to the nearest thousand ("41,200" reads "41,000"),
// so the page states a number the source does not give. Gate 2 re-grounds the page text and blocks it.
export default {
  id: 'round-thousands@example',
  rewrite: (text) =>
    text.replace(/\b(\d{1,3}),(\d{3})\b/g, (_match, thousands, rest) => {
      const rounded = Math.round(Number(`${thousands}${rest}`) / 1000) * 1000;
      return rounded.toLocaleString('en-US');
    }),
};
