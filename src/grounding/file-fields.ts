/**
 * @module grounding/file-fields: the files read as fields by what they are, whatever their format: a file that pins
 * versions (.nvmrc, go.mod, a Dockerfile, a requirements file), a dotenv file, a Terraform file, a SQL schema, an
 * nginx configuration, a configuration of `directive value` lines (redis.conf), a Makefile, a Java properties file, an
 * INI file with its comments, an HAProxy configuration, the constants of a file of code. Pure.
 */
import { codeConstantFields } from './code-constants.js';
import type { ConfigEntry, ConfigTable } from './config-entries.js';
import { directiveFields } from './directive-file.js';
import { envFileFields } from './env-file.js';
import { gradleFields } from './gradle-file.js';
import { haproxyFields } from './haproxy-file.js';
import { iniFields } from './ini-file.js';
import { makefileFields } from './makefile.js';
import { nginxFields } from './nginx-file.js';
import { phpArrayFields } from './php-array.js';
import { propertiesFields } from './properties-file.js';
import { sqlSchemaFields } from './sql-schema.js';
import { terraformFields } from './terraform-file.js';
import { versionFileEntries, versionFileTables } from './version-files.js';

/** The fields and counted tables of a file of one of these kinds, or none when it is none of them. */
export function fileFields(uri: string, text: string): { entries: ConfigEntry[]; tables: ConfigTable[] } | undefined {
  const pinned = versionFileEntries(uri, text);
  if (pinned) return { entries: pinned, tables: versionFileTables(pinned) };
  return (
    envFileFields(uri, text) ??
    propertiesFields(uri, text) ??
    iniFields(uri, text) ??
    haproxyFields(uri, text) ??
    terraformFields(uri, text) ??
    sqlSchemaFields(uri, text) ??
    nginxFields(uri, text) ??
    directiveFields(uri, text) ??
    makefileFields(uri, text) ??
    gradleFields(uri, text) ??
    phpArrayFields(uri, text) ??
    codeConstantFields(uri, text)
  );
}
