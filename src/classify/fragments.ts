/** @module classify/fragments: regular-expression fragments shared by the rules (numbers, units, months, number words). */

/** Not preceded by a letter, digit or underscore: every pattern starts with this so a failing match is tried once per token. */
export const START = String.raw`(?<![\p{L}\p{N}_])`;
/** Not followed by a letter or digit. */
export const END = String.raw`(?![\p{L}\p{N}])`;

/** A number with optional thousands separators and decimals: 3,780 / 1.5 / 40 / .5 is not one. */
export const NUM = String.raw`(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
/** A scale word or suffix after a number: 12k, 3M, 2bn, 5 million. */
export const SCALE = String.raw`(?:(?:k|K|M|B|bn|mn|tn)(?![\p{L}\p{N}])|\s(?:hundred|thousand|million|billion|trillion)(?![\p{L}]))`;

/** Number words other than "one" (too often a pronoun), which counts only inside compounds. */
export const NUMBER_WORD = String.raw`(?:zero|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|trillion)`;
export const SCALE_WORD = String.raw`(?:hundred|thousand|million|billion|trillion|dozen)`;

/** Units and measures that follow a number. */
export const UNIT = String.raw`(?:km\/h|m\/s|kWh|mAh|km|cm|mm|nm|µm|μm|m|mi|miles?|ft|feet|foot|inch(?:es)?|yards?|metres?|meters?|kilometres?|kilometers?|kg|mg|g|lbs?|pounds? of|ounces?|oz|tonnes?|tons?|t|ml|mL|l|L|litres?|liters?|gallons?|KiB|MiB|GiB|TiB|KB|kB|MB|GB|TB|PB|bytes?|bits?|kbps|Mbps|Gbps|ns|µs|μs|ms|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?|decades?|centuries|century|°C|°F|°|℃|℉|mph|kph|W|kW|MW|GW|V|kV|A|Hz|kHz|MHz|GHz|px|dpi|fps|rpm|cores?|CPUs?|GPUs?|threads?|x)`;

export const MONTH_FULL = String.raw`(?:January|February|March|April|May|June|July|August|September|October|November|December)`;
export const MONTH_ABBR = String.raw`(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.?`;
export const MONTH = String.raw`(?:${MONTH_FULL}|${MONTH_ABBR})`;
export const WEEKDAY_FULL = String.raw`(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)`;
export const DAY_OF_MONTH = String.raw`(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?`;
