// A sample `.conf` file written as INI (supervisord's): settings commented out with their sections, and a comment after
// a value on its line; a PHP file that returns an array of settings (Laravel's config/database.php); and a value set
// off by commas, which the words before it name and a comparison after it does not.
import { describe, expect, it } from 'vitest';
import { iniFields } from '../../src/grounding/ini-file.js';
import { phpArrayFields } from '../../src/grounding/php-array.js';
import { linesSource, verdict } from './fixtures.js';

const text = linesSource('text/plain');

const supervisor = text('supervisor/skel/sample.conf', [
  '; Sample supervisor config file.',
  '',
  '[unix_http_server]',
  'file=/tmp/supervisor.sock   ; the path to the socket file',
  ';chmod=0700                 ; socket file mode (default 0700)',
  '',
  ';[inet_http_server]         ; inet (TCP) server disabled by default',
  ';port=127.0.0.1:9001        ; ip_address:port specifier, *:port for all iface',
  '',
  '[supervisord]',
  'logfile_maxbytes=50MB        ; max main logfile bytes b4 rotation; default 50MB',
  'logfile_backups=10           ; # of main logfile backups; 0 means none, default 10',
  'minfds=1024                  ; min. avail startup file descriptors; default 1024',
  '',
  ';[program:theprogramname]',
  ';command=/bin/cat              ; the program (relative uses PATH, can take args)',
  ';startsecs=1                   ; # of secs prog must stay up to be running (def. 1)',
  ';startretries=3                ; max # of serial start failures when starting (default 3)',
]);

describe('a `.conf` file written as INI', () => {
  const read = iniFields(supervisor.uri, supervisor.text);
  const entry = (path: string) => read?.entries.find((e) => e.path.join('.') === path);

  it('reads its settings, those commented out under their commented-out sections, without the comment after them', () => {
    expect(entry('unix_http_server.file')?.value).toBe('/tmp/supervisor.sock');
    expect(entry('unix_http_server.chmod')).toMatchObject({ value: '0700', commented: true });
    expect(entry('inet_http_server.port')).toMatchObject({ value: '127.0.0.1:9001', commented: true });
    expect(entry('program:theprogramname.startretries')).toMatchObject({ value: '3', commented: true });
  });

  it('reads the comment after a value as what the setting is about', () => {
    expect(entry('program:theprogramname.startretries')?.about).toContain('max # of serial start failures');
    expect(entry('supervisord.logfile_backups')?.about).toContain('main logfile backups');
  });

  it('is read as INI only when its lines are INI’s', () => {
    const nginx = text('nginx/nginx.conf', [
      'worker_processes 4;',
      'events {',
      '    worker_connections 1024;',
      '}',
      '[weird]',
    ]);
    expect(iniFields(nginx.uri, nginx.text)).toBeUndefined();
    // (No section at all: a list of `key=value` lines is not read as INI by this reader.)
    const flat = text('app.conf', ['port=8080', 'host=localhost']);
    expect(iniFields(flat.uri, flat.text)).toBeUndefined();
  });

  it('grounds and refutes what the sample sets and what its comments say', () => {
    expect(verdict('The main log keeps 10 backups.', supervisor)[0]).toBe('supported');
    expect(verdict('The main log keeps 12 backups.', supervisor)[0]).toBe('refuted');
  });
});

const database = text('config/database.php', [
  '<?php',
  '',
  'use Illuminate\\Support\\Str;',
  '',
  'return [',
  '',
  '    /*',
  '    |--------------------------------------------------------------------------',
  '    | Default Database Connection Name',
  '    |--------------------------------------------------------------------------',
  '    */',
  '',
  "    'default' => env('DB_CONNECTION', 'sqlite'),",
  '',
  "    'connections' => [",
  '',
  "        'sqlite' => [",
  "            'driver' => 'sqlite',",
  "            'foreign_key_constraints' => env('DB_FOREIGN_KEYS', true),",
  '        ],',
  '',
  "        'mysql' => [",
  "            'driver' => 'mysql',",
  "            'host' => env('DB_HOST', '127.0.0.1'),",
  "            'port' => env('DB_PORT', '3306'),",
  "            'charset' => env('DB_CHARSET', 'utf8mb4'),",
  "            'options' => extension_loaded('pdo_mysql') ? array_filter([]) : [],",
  '        ],',
  '',
  "        'pgsql' => [",
  "            'driver' => 'pgsql',",
  "            'port' => env('DB_PORT', '5432'),",
  "            'search_path' => 'public',",
  '        ],',
  '',
  "        'sqlsrv' => [",
  "            'driver' => 'sqlsrv',",
  "            'port' => env('DB_PORT', '1433'),",
  '        ],',
  '',
  '    ],',
  '',
  "    'redis' => [",
  "        'client' => env('REDIS_CLIENT', 'phpredis'),",
  "        'default' => [",
  "            'host' => env('REDIS_HOST', '127.0.0.1'),",
  "            'port' => env('REDIS_PORT', '6379'),",
  '        ],',
  '    ],',
  '',
  '    // The table that keeps track of the migrations already run.',
  "    'migrations' => [",
  "        'table' => 'migrations',",
  "        'update_date_on_publish' => true,",
  '    ],',
  '',
  '];',
]);

describe('a PHP file that returns an array', () => {
  const read = phpArrayFields(database.uri, database.text);
  const entry = (path: string) => read?.entries.find((e) => e.path.join('.') === path);

  it('reads each entry under the keys it is nested in, a value from the environment as its default', () => {
    expect(entry('connections.mysql.port')).toMatchObject({ value: '3306' });
    expect(entry('connections.pgsql.search_path')?.value).toBe('public');
    expect(entry('default')?.value).toBe('sqlite');
    expect(entry('connections.sqlite.foreign_key_constraints')?.value).toBe('true');
    // (A value that is code is not read.)
    expect(entry('connections.mysql.options')).toBeUndefined();
    expect(entry('default')?.about).toBe('Default Database Connection Name');
  });

  it('counts an array of arrays', () => {
    expect(read?.tables.map((t) => t.path.join('.'))).toEqual(['connections']);
  });

  it('is read only from a `.php` file that returns an array', () => {
    expect(phpArrayFields('config/database.txt', database.text)).toBeUndefined();
    expect(phpArrayFields('index.php', '<?php echo "hello";')).toBeUndefined();
  });

  it('grounds and refutes the settings of the connection a claim names, by its short name too', () => {
    expect(verdict('Out of the box the MySQL connection uses port 3306.', database)[0]).toBe('supported');
    expect(verdict('Out of the box the MySQL connection uses port 3307.', database)[0]).toBe('refuted');
    // ("Default" names what the port is out of the box, and not Redis's `default` connection.)
    expect(verdict('The MySQL connection uses the default port of 3306.', database)[0]).toBe('supported');
    expect(verdict('The PostgreSQL connection listens on port 5433.', database)).toEqual([
      'refuted',
      'the source gives 5432 for "connections.pgsql.port" (database.php:32), not 5433',
    ]);
    expect(verdict('The file defines four connections.', database)[0]).toBe('supported');
    expect(verdict('The file defines six connections.', database)[0]).toBe('refuted');
  });

  it('reads a value set off by commas as what the words before it name, and not what it is compared with', () => {
    expect(verdict('PostgreSQL’s default port, 5432, sits 2,126 above the MySQL one.', database)[0]).not.toBe(
      'refuted',
    );
    // (Whose port it is, the name before it says: not Redis's `default` one too.)
    expect(verdict('MySQL’s default port, 3307, sits well below the PostgreSQL one.', database)[1]).toBe(
      'the source gives 3306 for "connections.mysql.port" (database.php:25), not 3307',
    );
    expect(verdict('PostgreSQL’s default port, 5433, sits 2,127 above the MySQL one.', database)[1]).toBe(
      'the source gives 5432 for "connections.pgsql.port" (database.php:32), not 5433',
    );
  });
});
