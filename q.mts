import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
const db = new PGlite({ loadDataDir: new Blob([readFileSync('/tmp/snap-crmana/seeded.tar')]) });
for (const sql of process.argv.slice(2)) console.log(JSON.stringify((await db.query(sql)).rows));
