// A list written in a line after its label and a colon ("**Options:** *'auto', 'h11', 'httptools'*", "excluded:
// `.*, .py[cod], ~*`"): its entries are counted, for the setting the line is about.
import { describe, expect, it } from 'vitest';
import { md, verdict } from './fixtures.js';

const reference = md('docs/settings.md', [
  '# Settings',
  '',
  "* `--log-level <str>` - Set the log level. **Options:** *'critical', 'error', 'warning', 'info', 'debug'.* **Default:** *'info'*.",
  "* `--loop <str>` - Set the event loop implementation. **Options:** *'auto', 'asyncio', 'uvloop'.*",
  '* `--reload-exclude <glob-pattern>` - By default the following patterns are excluded: `.*, .py[cod], .sw.*, ~*`.',
  "* `--lifespan <str>` - Set the lifespan mode. **Options:** *'on', 'off'.*",
  '',
]);

describe('a list written in a line after its label', () => {
  it('is counted, as choices too when the label says options', () => {
    expect(verdict('The --log-level flag accepts five levels.', reference)[0]).toBe('supported');
    expect(verdict('The --loop option has three choices.', reference)[0]).toBe('supported');
    expect(verdict('The reloader excludes four glob patterns by default.', reference)[0]).toBe('supported');
  });

  it('refutes another count with its own, named by the setting the line opens with', () => {
    expect(verdict('The --log-level flag accepts six levels.', reference)).toEqual([
      'refuted',
      'the source gives 5 entries for the entries listed after "Options" for `--log-level <str>` (settings.md:3), not six',
    ]);
  });

  it('needs three entries or more: two are no list counted here', () => {
    expect(verdict('The --lifespan flag has two choices.', reference)[0]).not.toBe('supported');
  });
});
