// A dotenv file, a Terraform file and a SQL schema read as fields: their values under their keys, their comments as
// prose, and what a reader counts in them (variables, each banner's section, tables, columns, indexes).
import { describe, expect, it } from 'vitest';
import { bannerSections } from '../../src/grounding/comments.js';
import type { ConfigEntry } from '../../src/grounding/config-entries.js';
import { envFileFields } from '../../src/grounding/env-file.js';
import { sqlSchemaFields } from '../../src/grounding/sql-schema.js';
import { terraformFields } from '../../src/grounding/terraform-file.js';
import { linesOf } from '../../src/grounding/text.js';
import { sourceModel } from '../../src/grounding/source-facts.js';
import { counts, txt, verdict } from './fixtures.js';

const env = txt('.env.example', [
  '#-----------------------Backend Config------------------------------#',
  '# Prisma Config',
  'DATABASE_URL=postgresql://postgres:testpass@app-db:5432/app',
  '',
  '# Sensitive data encryption key while storing in the database (32 character)',
  'DATA_ENCRYPTION_KEY=change me',
  '',
  '# Whitelisted origins',
  'WHITELISTED_ORIGINS=http://localhost:3170,http://localhost:3000,http://localhost:3100',
  'export TRUST_PROXY=false',
  '',
  '#-----------------------Frontend Config------------------------------#',
  'VITE_BASE_URL="http://localhost:3000"',
  'VITE_ADMIN_URL=http://localhost:3100',
  'VITE_BACKEND_GQL_URL=http://localhost:3170/graphql',
  'VITE_BACKEND_WS_URL=ws://localhost:3170/graphql',
  'VITE_BACKEND_API_URL=http://localhost:3170/v1',
  '',
]);

describe('a dotenv file', () => {
  it('is read by its name: each KEY=value a variable of "env", its comments prose, "export" and quotes dropped', () => {
    const fields = envFileFields(env.uri, env.text);
    expect(fields?.entries.filter((e) => !e.comment).map((e) => `${e.path.join('.')}=${e.value}`)).toEqual([
      'env.DATABASE_URL=postgresql://postgres:testpass@app-db:5432/app',
      'env.DATA_ENCRYPTION_KEY=change me',
      'env.WHITELISTED_ORIGINS=http://localhost:3170,http://localhost:3000,http://localhost:3100',
      'env.TRUST_PROXY=false',
      'env.VITE_BASE_URL=http://localhost:3000',
      'env.VITE_ADMIN_URL=http://localhost:3100',
      'env.VITE_BACKEND_GQL_URL=http://localhost:3170/graphql',
      'env.VITE_BACKEND_WS_URL=ws://localhost:3170/graphql',
      'env.VITE_BACKEND_API_URL=http://localhost:3170/v1',
    ]);
    expect(fields?.entries.filter((e) => e.comment).map((e) => e.value)).toEqual([
      'Prisma Config',
      'Sensitive data encryption key while storing in the database (32 character)',
      'Whitelisted origins',
    ]);
    expect(envFileFields('notes.txt', env.text)).toBeUndefined();
    expect(envFileFields('.env', '# nothing set yet\n')).toBeUndefined();
    expect(envFileFields('production.env', 'PORT=8080\n')?.entries.map((e) => e.path.join('.'))).toEqual(['env.PORT']);
  });

  it('counts its variables, in all and in each section a banner comment opens', () => {
    expect(counts(sourceModel(env))).toEqual([
      'env.WHITELISTED_ORIGINS (number of entries) = 3',
      'env (number of entries) = 9',
      'Backend Config (number of entries) = 4',
      'Frontend Config (number of entries) = 5',
    ]);
    expect(verdict('The example file sets nine variables.', env)[0]).toBe('supported');
    expect(verdict('The frontend section holds five variables.', env)[0]).toBe('supported');
    expect(verdict('The frontend section holds six variables.', env)).toEqual([
      'refuted',
      'the source gives 5 entries for "Frontend Config (number of entries)" (.env.example:12), not six',
    ]);
    // (Nine in all, "split under a backend header and a frontend header": the parts it names, together.)
    expect(
      verdict('All told, the file sets nine variables, split under a backend and a frontend header.', env)[0],
    ).toBe('supported');
  });

  it('checks a variable by its key, and what its comment says', () => {
    expect(verdict('The admin dashboard is expected on port 3100.', env)[0]).toBe('supported');
    expect(verdict('The admin dashboard is expected on port 3000.', env)[0]).toBe('refuted');
    expect(verdict('The whitelist of allowed origins ships with four entries.', env)).toEqual([
      'refuted',
      'the source gives 3 entries for "env.WHITELISTED_ORIGINS (number of entries)" (.env.example:9), not four',
    ]);
    expect(verdict('The comment above the encryption key asks for a 32-character key.', env)[0]).toBe('supported');
  });

  it('leaves a count of other things to a person: three backend endpoints are no count of its variables', () => {
    const [support, why] = verdict('All three backend endpoints live on port 3170.', env);
    expect(support).toBe('neutral');
    expect(why).not.toMatch(/Backend Config/u);
  });
});

const variables = txt('variables.tf', [
  'variable "create" {',
  '  description = "Whether to create the queue"',
  '  type        = bool',
  '  default     = true',
  '}',
  '',
  '################################################################################',
  '# Queue',
  '################################################################################',
  '',
  'variable "delay_seconds" {',
  '  description = "The time in seconds that delivery is delayed. An integer from 0 to 900 (15 minutes)"',
  '  type        = number',
  '  default     = null',
  '}',
  '',
  'variable "receive_wait_time_seconds" {',
  '  description = "The time a ReceiveMessage call waits (long polling). An integer from 0 to 20 (seconds)"',
  '  type        = number',
  '  default     = null',
  '}',
  '',
  'variable "policy_statements" {',
  '  description = <<-EOT',
  '    A map of IAM policy statements',
  '  EOT',
  '  type = map(object({',
  '    sid    = optional(string)',
  '    effect = optional(string, "Allow")',
  '    # TODO - remove at next breaking change',
  '    conditions = optional(list(string))',
  '  }))',
  '  default = null',
  '}',
  '',
  '################################################################################',
  '# Dead Letter Queue',
  '################################################################################',
  '',
  'variable "create_dlq" {',
  '  description = "Determines whether to create the dead letter queue"',
  '  type        = bool',
  '  default     = false',
  '}',
  '',
  'variable "dlq_name" {',
  '  description = "The name of the dead letter queue"',
  '  type        = string',
  '  default     = null',
  '}',
  '',
]);

describe('a Terraform file', () => {
  it("reads each block's attributes under its type and labels, an object's attributes over several lines too", () => {
    const entries = terraformFields(variables.uri, variables.text)?.entries ?? [];
    const value = (path: string): string | undefined => entries.find((e) => e.path.join('.') === path)?.value;
    expect(value('variable.create.default')).toBe('true');
    expect(value('variable.create_dlq.default')).toBe('false');
    expect(value('variable.policy_statements.description')).toBe('A map of IAM policy statements');
    expect(value('variable.policy_statements.type.effect')).toBe('optional(string, "Allow")');
    expect(value('variable.policy_statements.default')).toBe('null');
    expect(entries.filter((e) => e.comment).map((e) => e.value)).toEqual(['TODO - remove at next breaking change']);
    const effect = entries.find((e) => e.path.at(-1) === 'effect');
    expect(variables.text.slice(effect?.range.start, effect?.range.end)).toBe('effect = optional(string, "Allow")');
    expect(terraformFields('main.py', variables.text)).toBeUndefined();
  });

  it('counts its blocks of each type, in all and in each section its banners open', () => {
    expect(counts(sourceModel(variables))).toEqual([
      'variable (number of entries) = 6',
      'variable entries with "default" true = 1',
      'Queue (number of entries) = 3',
      'Dead Letter Queue (number of entries) = 2',
    ]);
    expect(verdict('The file declares six input variables.', variables)[0]).toBe('supported');
    // (Of "Queue" and "Dead Letter Queue", the section the claim names whole.)
    expect(verdict('The queue section alone accounts for three of them.', variables)[0]).toBe('supported');
    expect(verdict('The dead letter queue section lists three variables.', variables)).toEqual([
      'refuted',
      'the source gives 2 entries for "Dead Letter Queue (number of entries)" (variables.tf:36), not three',
    ]);
  });

  it("reads a unit in brackets after a range's end, and a limit as the range's own", () => {
    expect(verdict('Long polling waits can be configured for up to twenty seconds.', variables)[0]).toBe('supported');
    expect(verdict('Long polling waits can be configured for up to thirty seconds.', variables)[0]).toBe('refuted');
    expect(verdict('The delivery delay can be pushed out to a quarter of an hour at most.', variables)[0]).toBe(
      'supported',
    );
  });
});

const schema = txt('store/LATEST.sql', [
  '-- system_setting',
  'CREATE TABLE `system_setting` (',
  '  `name` VARCHAR(256) NOT NULL PRIMARY KEY,',
  '  `value` LONGTEXT NOT NULL,',
  '  `description` TEXT NOT NULL',
  ');',
  '',
  '-- memo',
  'CREATE TABLE IF NOT EXISTS `memo` (',
  '  `id` INT NOT NULL AUTO_INCREMENT PRIMARY KEY,',
  "  `visibility` VARCHAR(256) NOT NULL DEFAULT 'PRIVATE',",
  '  `pinned` BOOLEAN NOT NULL DEFAULT FALSE, -- shown first',
  '  `payload` JSON NOT NULL',
  ');',
  '',
  'CREATE TABLE `memo_share` (',
  '  `id`         INT          NOT NULL AUTO_INCREMENT PRIMARY KEY,',
  '  `uid`        VARCHAR(255) NOT NULL UNIQUE,',
  '  `memo_id`    INT          NOT NULL,',
  '  `created_ts` BIGINT       NOT NULL DEFAULT (UNIX_TIMESTAMP()),',
  '  UNIQUE (`memo_id`, `uid`),',
  '  FOREIGN KEY (`memo_id`) REFERENCES `memo`(`id`) ON DELETE CASCADE',
  ');',
  '',
  'CREATE INDEX `idx_memo_share_memo_id` ON `memo_share`(`memo_id`);',
  'CREATE UNIQUE INDEX idx_memo_visibility ON memo (visibility);',
  '',
]);

describe('a SQL schema', () => {
  it("reads each column's definition, type, default and length, each table constraint and each index", () => {
    const entries = sqlSchemaFields(schema.uri, schema.text)?.entries ?? [];
    expect(entries.map((e) => `${e.path.join('.')}=${e.value}`)).toEqual([
      'system_setting.name=VARCHAR(256) NOT NULL PRIMARY KEY',
      'system_setting.name.type=VARCHAR(256)',
      'system_setting.name.max characters=256',
      'system_setting.value=LONGTEXT NOT NULL',
      'system_setting.value.type=LONGTEXT',
      'system_setting.description=TEXT NOT NULL',
      'system_setting.description.type=TEXT',
      'memo.id=INT NOT NULL AUTO_INCREMENT PRIMARY KEY',
      'memo.id.type=INT',
      "memo.visibility=VARCHAR(256) NOT NULL DEFAULT 'PRIVATE'",
      'memo.visibility.type=VARCHAR(256)',
      'memo.visibility.max characters=256',
      'memo.visibility.default=PRIVATE',
      'memo.pinned=BOOLEAN NOT NULL DEFAULT FALSE',
      'memo.pinned.type=BOOLEAN',
      'memo.pinned.default=FALSE',
      'memo.payload=JSON NOT NULL',
      'memo.payload.type=JSON',
      'memo_share.id=INT NOT NULL AUTO_INCREMENT PRIMARY KEY',
      'memo_share.id.type=INT',
      'memo_share.uid=VARCHAR(255) NOT NULL UNIQUE',
      'memo_share.uid.type=VARCHAR(255)',
      'memo_share.uid.max characters=255',
      'memo_share.memo_id=INT NOT NULL',
      'memo_share.memo_id.type=INT',
      'memo_share.created_ts=BIGINT NOT NULL DEFAULT (UNIX_TIMESTAMP())',
      'memo_share.created_ts.type=BIGINT',
      'memo_share.created_ts.default=(UNIX_TIMESTAMP())',
      'constraints.memo_share.unique=UNIQUE (memo_id, uid)',
      'constraints.memo_share.foreign key=FOREIGN KEY (memo_id) REFERENCES memo(id) ON DELETE CASCADE',
      'index.idx_memo_share_memo_id=memo_share (memo_id)',
      'index.idx_memo_visibility=memo (visibility)',
    ]);
    const uid = entries.find((e) => e.path.join('.') === 'memo_share.uid.max characters');
    expect(schema.text.slice(uid?.valueStart, (uid?.valueStart ?? 0) + 3)).toBe('255');
    const unique = entries.find((e) => e.path.join('.') === 'constraints.memo_share.unique');
    expect(unique?.items).toEqual(['memo_id', 'uid']);
    expect(sqlSchemaFields('notes.txt', schema.text)).toBeUndefined();
    expect(sqlSchemaFields('seed.sql', "INSERT INTO memo VALUES (1, 'PUBLIC');\n")).toBeUndefined();
  });

  it('counts its tables, the columns of each and its indexes', () => {
    expect(counts(sourceModel(schema))).toEqual([
      'constraints.memo_share.unique (number of entries) = 2',
      'tables (number of entries) = 3',
      'system_setting (number of entries) = 3',
      'memo (number of entries) = 4',
      'memo_share (number of entries) = 4',
      'index (number of entries) = 2',
    ]);
    expect(verdict('The schema defines three tables.', schema)[0]).toBe('supported');
    expect(verdict('The memo table carries four columns.', schema)[0]).toBe('supported');
    expect(verdict('The memo table carries five columns.', schema)).toEqual([
      'refuted',
      'the source gives 4 entries for "memo (number of entries)" (LATEST.sql:9), not five',
    ]);
    expect(verdict('The file adds two standalone indexes.', schema)[0]).toBe('supported');
  });

  it("checks a column's default and the length of its text", () => {
    expect(verdict('Memo visibility defaults to PRIVATE.', schema)[0]).toBe('supported');
    expect(verdict("The share table's uid column allows 255 characters.", schema)[0]).toBe('supported');
    expect(verdict("The share table's uid column allows 256 characters.", schema)).toEqual([
      'refuted',
      'the source gives 255 for "memo_share.uid.max characters" (LATEST.sql:18), not 256',
    ]);
  });
});

describe("a file's banner comments", () => {
  it('open sections, on one line or as a title between two rules, each to the next banner', () => {
    const text = ['# ==== Server ====', 'PORT=1', '#####', '# Cache', '#####', 'TTL=2', '# a comment', ''].join('\n');
    expect(
      bannerSections(linesOf(text), text.length).map((b) => [b.title, text.slice(b.within.start, b.within.end)]),
    ).toEqual([
      ['Server', '\nPORT=1\n'],
      ['Cache', '\nTTL=2\n# a comment\n'],
    ]);
  });
});

/** Does each entry's range hold its key and its place start its value (a comment's, its first words)? */
function placed(text: string, entries: readonly ConfigEntry[]): string[] {
  return entries.flatMap((e) => {
    // (A quoted value's place may be its quote, a bracketed one its bracket.)
    const start = text
      .slice(e.valueStart, e.valueStart + 7)
      .replace(/^["'(]/u, '')
      .slice(0, 6);
    const value = e.value.replace(/^["'(]/u, '').slice(0, 6);
    const ranged = text.slice(e.range.start, e.range.end);
    // (A field's range holds one of its keys: a SQL column's type and default stand on the column's line.)
    const named = e.comment || e.path.some((p) => ranged.toLowerCase().includes(p.split(' ')[0]?.toLowerCase() ?? ''));
    const ok = (start.startsWith(value) || value.startsWith(start.trim())) && named && ranged.trim() === ranged;
    return ok
      ? []
      : [`${e.path.join('.')}: value at ${JSON.stringify(start)}, range ${JSON.stringify(ranged.slice(0, 40))}`];
  });
}

describe('the places of the fields read', () => {
  it('are the value and the line it stands on, in the order of the file', () => {
    for (const [source, read] of [
      [env, envFileFields],
      [variables, terraformFields],
      [schema, sqlSchemaFields],
    ] as const) {
      const entries = read(source.uri, source.text)?.entries ?? [];
      expect(placed(source.text, entries)).toEqual([]);
      const starts = entries.map((e) => e.range.start);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    }
  });

  it('of a Terraform type are counted only in the sections that hold its blocks', () => {
    const tf = txt('main.tf', [
      'output "arn" {',
      '  value = aws_sqs_queue.this.arn',
      '}',
      'output "url" {',
      '  value = aws_sqs_queue.this.url',
      '}',
      '################################################################################',
      '# Inputs',
      '################################################################################',
      'variable "name" {',
      '  default = null',
      '}',
      'variable "fifo" {',
      '  default = false',
      '}',
    ]);
    expect(terraformFields(tf.uri, tf.text)?.tables.map((t) => `${t.path.join('.')} ${t.name ?? ''}`)).toEqual([
      'output ',
      'variable ',
      'variable Inputs',
    ]);
  });
});

describe('the edges of these readers', () => {
  it('read a .tfvars file of attributes alone, and name the blocks of any type', () => {
    const vars = txt('prod.tfvars', ['region = "eu-west-1"', 'queue_count = 3', '']);
    expect(terraformFields(vars.uri, vars.text)?.entries.map((e) => `${e.path.join('.')}=${e.value}`)).toEqual([
      'region=eu-west-1',
      'queue_count=3',
    ]);
    const blocks = txt('main.tf', [
      'locals {',
      '  a = 1',
      '}',
      'check "health" {',
      '  b = 2',
      '}',
      'check "ready" {',
      '  c = 3',
      '}',
    ]);
    expect(
      terraformFields(blocks.uri, blocks.text)?.tables.map((t) => `${t.path.join('.')}: ${t.words ?? ''}`),
    ).toEqual(['locals: local values', 'check: checks']);
    expect(terraformFields('empty.tf', '# nothing here\n')).toBeUndefined();
  });

  it('read a SQL default with commas and quotes inside, skip comments, and leave a table that never closes', () => {
    const sql = txt('schema.sql', [
      '/* the tables */',
      'CREATE TABLE note (',
      "  title TEXT DEFAULT 'it''s, untitled', -- a comma, in a comment",
      '  body TEXT',
      ');',
      'CREATE TABLE broken (',
      '  id INT',
    ]);
    expect(sqlSchemaFields(sql.uri, sql.text)?.entries.map((e) => `${e.path.join('.')}=${e.value}`)).toEqual([
      "note.title=TEXT DEFAULT 'it''s, untitled'",
      'note.title.type=TEXT',
      "note.title.default=it's, untitled",
      'note.body=TEXT',
      'note.body.type=TEXT',
    ]);
  });
});
