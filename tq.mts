import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
const a = await PGlite.create({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync('/tmp/seed.tar')]) });
console.log((await a.query(`select proname, provolatile from pg_proc where proname in ('concat_ws','array_to_string','concat')`)).rows);
console.log((await a.query(`select indexdef from pg_indexes where indexdef like '%gin_trgm_ops%' limit 3`)).rows);
console.log((await a.query(`select indexname, indexdef from pg_indexes where tablename in ('invoices','house_bills','master_bills','bl_applications')`)).rows.map((r:any)=>r.indexdef).join('\n'));
