/**
 * @module grounding/nginx-file: an nginx configuration (nginx.conf, or a .conf file of nginx blocks) read as fields:
 * each directive under the blocks it stands in ("events.worker_connections: 8000", "http.keepalive_timeout: 20s"), each
 * entry of a `map` under the map's variables, and the comments read as prose, so "# Default: 512" above a directive
 * gives its default. Pure.
 */
import { withComments } from './comments.js';
import { unquoted, type ConfigEntry, type ConfigTable } from './config-entries.js';
import { fileName, linesOf, type TextLine } from './text.js';

/** A block's opening: `events {`, `server {`, `location /api/ {`, `map $sent_http_content_type $x_frame_options {`. */
const BLOCK = /^[ \t]*([a-z_][\w-]*)((?:[ \t]+[^\s{;#]+)*)[ \t]*\{[ \t]*(?:#.*)?$/u;
/** A directive, perhaps over several lines up to its semicolon: `worker_connections 8000;`. */
const DIRECTIVE = /^([ \t]*)([^\s{};#]+)[ \t]+([^;#]*)/u;
const CLOSE = /^[ \t]*\}[ \t]*(?:#.*)?$/u;
/** The words of a block that is sure to be nginx's, for a .conf file not named for it. */
const NGINX_BLOCK = /^[ \t]*(?:http|events|server|upstream|location)\b[^\n]*\{/mu;
/** The lines one directive may go on over: one that runs further is not read. */
const MAX_LINES = 50;

/** The fields of an nginx configuration, or none when the file is no such file. */
export function nginxFields(uri: string, text: string): { entries: ConfigEntry[]; tables: ConfigTable[] } | undefined {
  const name = fileName(uri);
  if (!/\.conf$/iu.test(name) || !(/nginx/iu.test(uri) || NGINX_BLOCK.test(text))) return undefined;
  const lines = linesOf(text);
  const entries: ConfigEntry[] = [];
  const open: string[][] = [];
  for (let k = 0; k < lines.length; k += 1) {
    const line = lines[k] as TextLine;
    if (/^[ \t]*(?:#|$)/u.test(line.text)) continue;
    const block = BLOCK.exec(line.text);
    if (block) {
      const labels = (block[2] ?? '').trim().split(/\s+/u).filter(Boolean);
      open.push([...(open.at(-1) ?? []), block[1] ?? '', ...labels]);
      continue;
    }
    if (CLOSE.test(line.text)) {
      open.pop();
      continue;
    }
    const directive = DIRECTIVE.exec(line.text);
    if (!directive) continue;
    const [, lead = '', key = '', first = ''] = directive;
    let value = first.trim();
    let last = line;
    for (let more = 0; !/;[ \t]*(?:#.*)?$/u.test(last.text) && k + 1 < lines.length && more < MAX_LINES; more += 1) {
      k += 1;
      last = lines[k] as TextLine;
      value += ` ${last.text.replace(/[;#].*$/u, '').trim()}`;
    }
    entries.push({
      path: [...(open.at(-1) ?? []), unquoted(key)],
      value: unquoted(value.replace(/'\s+'/gu, ' ').replace(/\s+/gu, ' ')),
      range: { start: line.start + lead.length, end: last.start + last.text.length },
      valueStart: line.start + lead.length + key.length + line.text.slice(lead.length + key.length).search(/\S/u),
    });
  }
  if (entries.length === 0) return undefined;
  return {
    entries: withComments(lines, text.length, entries).entries,
    tables: mapTables(entries),
  };
}

/** The entries of each `map` counted ("the X-Frame-Options map has one entry"), at its first entry. */
function mapTables(entries: readonly ConfigEntry[]): ConfigTable[] {
  const maps = new Map<string, { path: string[]; first: ConfigEntry }>();
  for (const e of entries) {
    const at = e.path.indexOf('map');
    const path = e.path.slice(0, at + 3);
    if (at >= 0 && e.path.length === at + 4 && !maps.has(path.join('.'))) maps.set(path.join('.'), { path, first: e });
  }
  return [...maps.values()].map(({ path, first }) => ({ path, range: first.range, words: 'entries types' }));
}
