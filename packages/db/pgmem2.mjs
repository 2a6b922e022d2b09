import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

const rss = () =>
  Math.round(Number(readFileSync('/proc/self/status', 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024);
const opts = JSON.parse(process.argv[3] || '{}');
const pg = await PGlite.create({ dataDir: process.argv[2], ...opts });
console.log('open existing', rss());
await pg.query('select 1');
console.log('after query', rss());
