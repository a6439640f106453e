/**
 * @module grounding/haproxy-file: an HAProxy configuration (`haproxy.cfg`) read as fields: each directive under its
 * section (`defaults.timeout.connect`, `frontend.web.bind.port`, `backend.app.server.web1.port`), a timeout written
 * without a unit in milliseconds as HAProxy reads it, the sections of each kind counted (the backends), and the
 * comments read as prose and as what the directive below them is about. Pure.
 */
import { commentAbove, withComments } from './comments.js';
import type { ConfigEntry, ConfigTable } from './config-entries.js';
import { fileName, linesOf } from './text.js';

/** The files read so: `haproxy.cfg`, `haproxy-ingress.cfg`. */
const HAPROXY_NAME = /^haproxy[\w.-]*\.cfg$/iu;
/** A section's first line: its kind and, but for `global` and a nameless `defaults`, its name. */
const SECTION =
  /^(global|defaults|frontend|backend|listen|peers|resolvers|userlist|cache|program|http-errors|ring|mailers)(?:[ \t]+(\S+))?[ \t]*(?:#.*)?$/u;
/** A directive inside a section: its name and the rest of its line. */
const DIRECTIVE = /^([ \t]+)([a-z][\w.-]*)(?:[ \t]+(.*?))?[ \t]*$/u;
/** Directives that name a setting by their first word too: `timeout connect`, `option httplog`, `stats uri`. */
const FAMILIES = new Set(['timeout', 'option', 'stats', 'balance', 'hash-type', 'compression', 'tune']);
/** An address with its port: `*:9080`, `127.0.0.1:8080`, `spoe:5000`. */
const ADDRESS_PORT = /^(?:\S*?):(\d{1,5})$/u;

/** The fields of an HAProxy configuration, or none when the file is named otherwise or has no section. */
export function haproxyFields(
  uri: string,
  text: string,
): { entries: ConfigEntry[]; tables: ConfigTable[] } | undefined {
  if (!HAPROXY_NAME.test(fileName(uri))) return undefined;
  const lines = linesOf(text);
  const entries: ConfigEntry[] = [];
  const firstOfKind = new Map<string, ConfigTable>();
  let section: string[] | undefined;
  lines.forEach((line, k) => {
    const head = SECTION.exec(line.text);
    if (head) {
      const [, kind = '', name] = head;
      section = name === undefined ? [kind] : [kind, name];
      const range = { start: line.start, end: line.start + line.text.length };
      // (The sections of a kind are counted: "eight backends".)
      if (name !== undefined && !firstOfKind.has(kind))
        firstOfKind.set(kind, { path: [kind], range, words: `${kind}s sections` });
      return;
    }
    // (A comment line is no directive: its first mark is no letter.)
    const d = section ? DIRECTIVE.exec(line.text) : null;
    if (!section || !d) return;
    const [, lead = '', name = '', rest = ''] = d;
    const words = rest.split(/[ \t]+/u).filter((w) => w !== '');
    const family = FAMILIES.has(name) && words.length > 0;
    // (A server is named by its first word; its address and a bound one's are read as their ports, below, and the
    // rest of the line as its options: a port is no number of servers.)
    const server = name === 'server' && words.length > 1;
    const path = family || server ? [...section, name, words[0] ?? ''] : [...section, name];
    // (The words the path or the port already reads: a family's first, a bound address, a server's name and address.)
    const read = server ? 2 : family || name === 'bind' ? 1 : 0;
    const written = read > 0 ? words.slice(read).join(' ') : rest;
    const valueStart = line.start + line.text.length - written.length;
    const range = { start: line.start + lead.length, end: line.start + line.text.length };
    const about = commentAbove(lines, k);
    // (A timeout with no unit is in milliseconds: `timeout connect 5000` is five seconds.)
    const value = name === 'timeout' && /^\d+$/u.test(written) ? `${written} ms` : written;
    entries.push({ path, value, range, valueStart, ...(about !== '' ? { about } : {}) });
    // (A bound address's port, and a server's, are fields of their own: `bind *:9080`, `server web1 app:8080 check`.)
    const address = name === 'bind' ? words[0] : name === 'server' ? words[1] : undefined;
    const port = address === undefined ? undefined : ADDRESS_PORT.exec(address)?.[1];
    if (port !== undefined) {
      const at = line.text.indexOf(address ?? '') + (address ?? '').length - port.length;
      const where = name === 'server' ? [...section, 'server', words[0] ?? '', 'port'] : [...section, 'bind', 'port'];
      entries.push({ path: where, value: port, range, valueStart: line.start + at });
    }
  });
  if (entries.length === 0) return undefined;
  return { entries: withComments(lines, text.length, entries).entries, tables: [...firstOfKind.values()] };
}
