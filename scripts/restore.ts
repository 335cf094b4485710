import { restore } from '../server/backup/commands';

// `npm run restore -- <file>`: a backup of `npm run backup` back into the database the server uses.
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- <file>   (PostgreSQL with DATABASE_URL set, else the embedded database under DATA_DIR, default ./data)');
  process.exit(2);
}
try {
  await restore(file, { databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || 'data', log: console.log });
} catch (e) {
  console.error(`Restore failed: ${(e as Error).message}`);
  process.exit(1);
}
